import { and, count, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { SecurityCounters, SecurityStatus } from '../../shared/security.ts';
import type { Db } from '../db/client.ts';
import { securityEvent, session } from '../db/schema.ts';

/** SPEC.md §9: ALERT when suspicious activity reaches 5 or rate-limit hits reach 50. */
export const securityThresholds = {
  windowHours: 24,
  /** Failed sign-ins that make one account or one IP suspicious. */
  failuresPerSource: 5,
  suspiciousActivity: 5,
  rateLimitHits: 50,
} as const;

export type { SecurityCounters, SecurityStatus };

export function securityStatus(
  counters: Pick<SecurityCounters, 'suspiciousActivity' | 'rateLimitHits'>,
): SecurityStatus {
  return counters.suspiciousActivity >= securityThresholds.suspiciousActivity ||
    counters.rateLimitHits >= securityThresholds.rateLimitHits
    ? 'ALERT'
    : 'SECURE';
}

/** One security event, written the same way by every rate limit (rate-limit/enforce.ts) and by sign-in. */
export async function recordSecurityEvent(
  db: Db,
  event: { kind: 'rate_limited' | 'sign_in_failed'; subject: string | null; ip: string },
): Promise<void> {
  await db.insert(securityEvent).values(event);
}

/** The real figures of the last 24 hours, from security_event and better-auth's session table. */
export async function readSecurityCounters(db: Db, now: Date = new Date()): Promise<SecurityCounters> {
  const since = new Date(now.getTime() - securityThresholds.windowHours * 60 * 60_000);
  const ofKind = (kind: string) => and(eq(securityEvent.kind, kind), gte(securityEvent.createdAt, since));

  const countKind = async (kind: string) => {
    const [row] = await db.select({ n: count() }).from(securityEvent).where(ofKind(kind));
    return row?.n ?? 0;
  };
  const suspiciousBy = async (column: typeof securityEvent.subject | typeof securityEvent.ip) => {
    const rows = await db
      .select({ source: column })
      .from(securityEvent)
      .where(and(ofKind('sign_in_failed'), isNotNull(column)))
      .groupBy(column)
      .having(sql`count(*) >= ${securityThresholds.failuresPerSource}`);
    return rows.length;
  };

  const [failedSignIns, rateLimitHits, suspiciousAccounts, suspiciousIps, sessions] = await Promise.all([
    countKind('sign_in_failed'),
    countKind('rate_limited'),
    suspiciousBy(securityEvent.subject),
    suspiciousBy(securityEvent.ip),
    db.select({ n: count() }).from(session).where(gt(session.expiresAt, now)),
  ]);
  return {
    failedSignIns,
    rateLimitHits,
    suspiciousActivity: suspiciousAccounts + suspiciousIps,
    suspiciousAccounts,
    suspiciousIps,
    activeSessions: sessions[0]?.n ?? 0,
  };
}
