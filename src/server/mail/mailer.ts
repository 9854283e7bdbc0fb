import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMessage } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { createMailQueue } from './mail-queue.ts';

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
  /** SMTP only: retries the queued mail that is due; returns how many were sent. */
  flushQueue?(now?: Date): Promise<number>;
  /** SMTP only: retries the queue in the background until the returned function is called. */
  startRetries?(intervalMs?: number): () => void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table read at /outbox. */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    // Every mail is stored before the first attempt: an SMTP outage delays it, never loses it.
    const queue = createMailQueue(db, async (message) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    });
    return {
      description: `SMTP (${new URL(config.smtpUrl).host}), file d'attente persistante`,
      async send(message) {
        await queue.enqueue(message);
      },
      flushQueue: (now) => queue.flush(now),
      startRetries(intervalMs = 30_000) {
        const timer = setInterval(() => {
          queue
            .flush()
            .catch((err) => logger().error({ err: loggableError(err) }, 'mail queue flush failed'));
        }, intervalMs);
        timer.unref();
        return () => clearInterval(timer);
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
