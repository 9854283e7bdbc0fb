import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailQueue } from '../db/schema.ts';
import { logger } from '../http/logger.ts';
import type { MailMessage } from './mailer.ts';

type QueuedMail = typeof mailQueue.$inferSelect;

/** Waits between attempts: 30 s, 2 min, 10 min, 30 min, then every 2 h; given up after 10 attempts. */
const backoffMs = [30_000, 120_000, 600_000, 1_800_000, 7_200_000];
export const maxMailAttempts = 10;
/** A claimed row is not picked by another instance for this long (its attempt is under way). */
const leaseMs = 5 * 60_000;

export function nextAttemptDelay(attempts: number): number {
  return backoffMs[Math.min(attempts - 1, backoffMs.length - 1)]!;
}

/**
 * The persisted SMTP queue: `enqueue` stores the mail then tries it at once; `flush` retries what is
 * due. Rows are claimed with a lease (FOR UPDATE SKIP LOCKED), so several instances never send the
 * same mail twice at the same time.
 */
export function createMailQueue(db: Db, deliver: (message: MailMessage) => Promise<void>) {
  async function attempt(row: QueuedMail, now: Date) {
    try {
      await deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(mailQueue.id, row.id));
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(mailQueue)
        .set({
          attempts,
          status: attempts >= maxMailAttempts ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelay(attempts)),
          lastError: reason.slice(0, 500),
        })
        .where(eq(mailQueue.id, row.id));
      // Never log the body (it carries a sign-in link), the address or the server's answer (it may quote it).
      logger().warn({ mailId: row.id, attempts }, 'mail sending failed, will retry');
      return false;
    }
  }

  /** Stores a mail (its first attempt comes next: not claimable by `flush` for a lease). */
  async function store(tx: Db, message: MailMessage, now = new Date()): Promise<QueuedMail> {
    const [row] = await tx
      .insert(mailQueue)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? null,
        userId: message.userId ?? null,
        href: message.href ?? null,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .returning();
    return row!;
  }

  return {
    async enqueue(message: MailMessage, now = new Date()): Promise<boolean> {
      return attempt(await store(db, message, now), now);
    },

    /**
     * Stores a mail inside the caller's transaction; `attempt` it once committed. A process dying in
     * between leaves it pending, and `flush` (any instance) sends it once its lease has passed.
     */
    store,
    attempt: (row: QueuedMail, now = new Date()) => attempt(row, now),

    /** Retries every due mail once; returns how many were sent. */
    async flush(now = new Date(), batch = 20): Promise<number> {
      const due = db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
        .orderBy(mailQueue.nextAttemptAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(mailQueue)
        .set({ nextAttemptAt: sql`${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz` })
        .where(inArray(mailQueue.id, due))
        .returning();
      let sent = 0;
      for (const row of claimed) if (await attempt(row, now)) sent++;
      return sent;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
