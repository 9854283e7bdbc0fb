import { desc } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { MailHeaders } from '../../shared/mail-headers.ts';
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
  /** Threading and reply headers (a support reply: decision 066). */
  headers?: MailHeaders;
  /** The account it is sent for: a mail given up on shows in that account's bell (decision 060). */
  userId?: string;
  /** The page it is about, where the bell's item leads (the ticket of a support reply). */
  href?: string;
}

/** The sender: the app's address, behind the display name a support reply gives. */
export function senderOf(mailFrom: string, headers: MailHeaders | undefined): string {
  if (!headers?.fromName) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `"${headers.fromName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/** The nodemailer options of the headers (absent ones left out). */
function headerOptions(headers: MailHeaders | undefined) {
  if (!headers) return {};
  return {
    ...(headers.messageId ? { messageId: headers.messageId } : {}),
    ...(headers.inReplyTo ? { inReplyTo: headers.inReplyTo } : {}),
    ...(headers.references ? { references: headers.references } : {}),
    ...(headers.replyTo ? { replyTo: headers.replyTo } : {}),
  };
}

/** The outbox keeps the headers beside its other facts (it is read by people and tests, never sent). */
function outboxRow(message: MailMessage) {
  const { headers, userId: _userId, href: _href, ...rest } = message;
  const extra = Object.fromEntries(Object.entries(headers ?? {}).filter(([, v]) => v !== undefined));
  return Object.keys(extra).length ? { ...rest, meta: { ...rest.meta, ...extra } } : rest;
}

export interface Mailer {
  /** Where mail goes, for the start banner. */
  description: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Stores the mail inside the caller's transaction `tx`, so it exists if and only if the work it
   * belongs to commits (a skill run's delivery, decision 032). Returns its reference and what to do
   * once the transaction has committed (the first SMTP attempt; the queue retries it otherwise).
   */
  stage(tx: Db, message: MailMessage): Promise<{ ref: string; afterCommit(): Promise<void> }>;
  /** SMTP only: retries the queued mail that is due; returns how many were sent. */
  flushQueue?(now?: Date): Promise<number>;
  /** SMTP only: retries the queue in the background until the returned function is called. */
  startRetries?(intervalMs?: number): () => void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table read at /outbox. */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    // nodemailer is loaded with the first mail, not at start (decision 045).
    let transport: Promise<Transporter> | undefined;
    const smtp = () => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      return transport;
    };
    // Every mail is stored before the first attempt: an SMTP outage delays it, never loses it.
    const queue = createMailQueue(db, async (message) => {
      await (await smtp()).sendMail({
        from: senderOf(config.mailFrom, message.headers),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...headerOptions(message.headers),
      });
    });
    return {
      description: `SMTP (${new URL(config.smtpUrl).host}), file d'attente persistante`,
      async send(message) {
        await queue.enqueue(message);
      },
      async stage(tx, message) {
        const row = await queue.store(tx, message);
        return { ref: `mail_queue:${row.id}`, afterCommit: async () => void (await queue.attempt(row)) };
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
      await db.insert(outboxMessage).values(outboxRow(message));
    },
    async stage(tx, message) {
      const [row] = await tx
        .insert(outboxMessage)
        .values(outboxRow(message))
        .returning({ id: outboxMessage.id });
      return { ref: `outbox_message:${row!.id}`, afterCommit: async () => undefined };
    },
  };
}

export function listOutbox(db: Db, limit = 100) {
  return db.select().from(outboxMessage).orderBy(desc(outboxMessage.createdAt)).limit(limit);
}
