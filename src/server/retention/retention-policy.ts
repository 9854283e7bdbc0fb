import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  invoice,
  mailQueue,
  outboxMessage,
  rateLimitCounter,
  securityEvent,
  session,
  skillRun,
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

/**
 * The durations an operator may change (decision 032): the skills' run history and the audit log.
 * Defaults: runs 90 days and at most the last 100 per skill, the audit log 1 year.
 */
export interface RetentionSettings {
  /** SKILL_RUN_RETENTION_DAYS: a finished run is deleted this many days after it was queued. */
  skillRunDays: number;
  /** SKILL_RUN_KEEP_PER_SKILL: beyond its last N finished runs, a skill's older runs go sooner. */
  skillRunsPerSkill: number;
  /** AUDIT_LOG_RETENTION_DAYS: audit entries are deleted this many days after they were written. */
  auditLogDays: number;
}

export const defaultRetentionSettings: RetentionSettings = {
  skillRunDays: 90,
  skillRunsPerSkill: 100,
  auditLogDays: 365,
};

const finishedRun = inArray(skillRun.status, ['succeeded', 'failed']);

/** The policy with the operator's durations for the skills' runs and the audit log. */
export function retentionPolicyFor(settings: RetentionSettings = defaultRetentionSettings): RetentionRule[] {
  return [
    ...fixedRules,
    {
      // A skill's run history (its output quotes the user's workspace). Runs still queued, running or
      // waiting for the quota are never deleted; a skill that runs often keeps its last N.
      name: 'skill_run terminées (historique des automatisations)',
      keptMs: settings.skillRunDays * day,
      table: skillRun,
      key: skillRun.id,
      expired: (cutoff) =>
        and(
          finishedRun,
          or(
            lt(skillRun.createdAt, cutoff),
            sql`${skillRun.id} in (select ranked.id from (select ${skillRun.id} as id, row_number() over (partition by ${skillRun.skillId} order by ${skillRun.createdAt} desc, ${skillRun.id} desc) as rank from ${skillRun} where ${finishedRun}) as ranked where ranked.rank > ${settings.skillRunsPerSkill})`,
          ),
        ),
    },
    {
      // Who did what, approved or automatic, with before and after: readable and exportable meanwhile.
      name: 'audit_log (journal des actions)',
      keptMs: settings.auditLogDays * day,
      table: auditLog,
      key: auditLog.id,
      expired: (cutoff) => lt(auditLog.createdAt, cutoff),
    },
  ];
}

const fixedRules: readonly RetentionRule[] = [
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
    // A deleted account's invoices and credit notes are kept, detached, as long as the law asks
    // (art. L123-22 du Code de commerce: 10 years from the close of the financial year, which is the
    // calendar year here), then go: nothing else keeps the buyer's details they carry.
    name: 'invoice détachées (factures et avoirs des comptes supprimés)',
    keptMs: 10 * 365 * day,
    table: invoice,
    key: invoice.id,
    expired: (cutoff) => and(isNull(invoice.userId), lt(invoice.issuedAt, startOfParisYear(cutoff))),
  },
  {
    name: 'verification expirées (liens de confirmation et de réinitialisation)',
    keptMs: 1 * day,
    table: verification,
    key: verification.id,
    expired: (cutoff) => lt(verification.expiresAt, cutoff),
  },
];

/** 1 January, 00:00 in Paris, of the year `date` falls in there (Paris is UTC+1 around New Year). */
export function startOfParisYear(date: Date): Date {
  const parisYear = new Date(date.getTime() + hour).getUTCFullYear();
  return new Date(Date.UTC(parisYear, 0, 1) - hour);
}

export const retentionPolicy: readonly RetentionRule[] = retentionPolicyFor(defaultRetentionSettings);

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
