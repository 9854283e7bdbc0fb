import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  mailQueue,
  outboxMessage,
  rateLimitCounter,
  securityEvent,
  session,
  verification,
  webhookDelivery,
} from '../db/schema.ts';

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * What is kept only for a while, and for how long. The same table is in SECURITY.md ("Exploitation")
 * and the privacy policy (/legal) states these durations; change all three together.
 * Everything else follows the account (3 years after the contract ends, deleted with the account).
 */
export interface RetentionRule {
  /** Table and rows concerned, as written in SECURITY.md. */
  name: string;
  keptMs: number;
  /** The rows that may go once `cutoff` (now minus keptMs) has passed them. */
  expired(cutoff: Date): SQL | undefined;
  table: PgTable;
  /** Its primary key, for batched deletes. */
  key: PgColumn;
}

export const retentionPolicy: readonly RetentionRule[] = [
  {
    // The longest rate-limit window is 1 hour: a day later its counter is only dead weight.
    name: 'rate_limit_counter (compteurs de limites de débit)',
    keptMs: 1 * day,
    table: rateLimitCounter,
    key: rateLimitCounter.key,
    expired: (cutoff) => lt(rateLimitCounter.windowStart, cutoff.getTime()),
  },
  {
    // Failed sign-ins and limit hits, with the IP address and sometimes the email: a security log.
    name: 'security_event (journal de sécurité, adresses IP)',
    keptMs: 180 * day,
    table: securityEvent,
    key: securityEvent.id,
    expired: (cutoff) => lt(securityEvent.createdAt, cutoff),
  },
  {
    // The local outbox (no SMTP server): its links expire within 24 hours.
    name: 'outbox_message (courriels de la boîte locale)',
    keptMs: 7 * day,
    table: outboxMessage,
    key: outboxMessage.id,
    expired: (cutoff) => lt(outboxMessage.createdAt, cutoff),
  },
  {
    name: 'mail_queue envoyés',
    keptMs: 7 * day,
    table: mailQueue,
    key: mailQueue.id,
    expired: (cutoff) => and(eq(mailQueue.status, 'sent'), lt(mailQueue.sentAt, cutoff)),
  },
  {
    // Given up after every retry: kept a while so the operator can see why.
    name: 'mail_queue abandonnés',
    keptMs: 30 * day,
    table: mailQueue,
    key: mailQueue.id,
    expired: (cutoff) => and(eq(mailQueue.status, 'failed'), lt(mailQueue.createdAt, cutoff)),
  },
  {
    // The user sees their recent deliveries (and can retry failed ones) in the settings.
    name: 'webhook_delivery livrés ou abandonnés',
    keptMs: 30 * day,
    table: webhookDelivery,
    key: webhookDelivery.id,
    expired: (cutoff) =>
      and(
        or(eq(webhookDelivery.status, 'delivered'), eq(webhookDelivery.status, 'failed')),
        lt(webhookDelivery.createdAt, cutoff),
      ),
  },
  {
    // An expired session (it holds an IP address and a browser's user agent) serves nothing.
    name: 'session expirées',
    keptMs: 1 * day,
    table: session,
    key: session.id,
    expired: (cutoff) => lt(session.expiresAt, cutoff),
  },
  {
    name: 'verification expirées (liens de confirmation et de réinitialisation)',
    keptMs: 1 * day,
    table: verification,
    key: verification.id,
    expired: (cutoff) => lt(verification.expiresAt, cutoff),
  },
];

const batchSize = 1_000;

/**
 * Deletes what the policy says has expired, in batches (short statements, no long lock), and returns
 * how many rows went per rule. Idempotent: several instances running it at once only share the work.
 */
export async function applyRetention(
  db: Db,
  now: Date = new Date(),
  policy: readonly RetentionRule[] = retentionPolicy,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of policy) {
    const cutoff = new Date(now.getTime() - rule.keptMs);
    let total = 0;
    for (;;) {
      const batch = db
        .select({ key: rule.key })
        .from(rule.table)
        .where(rule.expired(cutoff))
        .limit(batchSize);
      const rows = await db.delete(rule.table).where(inArray(rule.key, batch)).returning({ key: rule.key });
      total += rows.length;
      if (rows.length < batchSize) break;
    }
    deleted[rule.name] = total;
  }
  return deleted;
}
