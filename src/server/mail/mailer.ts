import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMessage } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  meta?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes, for the start banner. */
  description: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table read at /outbox. */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      description: `SMTP (${new URL(config.smtpUrl).host})`,
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  return {
    description: `boîte locale (${config.appUrl}/outbox)`,
    async send(message) {
      await db.insert(outboxMessage).values(message);
    },
  };
}

export function listOutbox(db: Db, limit = 100) {
  return db.select().from(outboxMessage).orderBy(desc(outboxMessage.createdAt)).limit(limit);
}
