import { and, count, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SecurityCounters, SecurityStatus, SignInEvent } from '../../shared/security.ts';
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
  event: { kind: 'rate_limited' | 'sign_in_failed' | 'sign_in'; subject: string | null; ip: string },
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

/** How many sign-ins (succeeded or not) the security page lists. */
export const recentSignInsShown = 20;

/** The newest sign-ins and failed attempts recorded for one email (auth.routes.ts writes them). */
export async function readRecentSignIns(db: Db, email: string): Promise<SignInEvent[]> {
  const rows = await db
    .select({ kind: securityEvent.kind, ip: securityEvent.ip, createdAt: securityEvent.createdAt })
    .from(securityEvent)
    .where(
      and(
        inArray(securityEvent.kind, ['sign_in', 'sign_in_failed']),
        eq(securityEvent.subject, email.toLowerCase()),
      ),
    )
    .orderBy(desc(securityEvent.createdAt))
    .limit(recentSignInsShown);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    ip: row.ip,
    succeeded: row.kind === 'sign_in',
  }));
}

/** Is this email one of the operators named in ADMIN_EMAILS (lower-cased by config.ts)? */
export const isOperator = (admins: readonly string[], email: string) => admins.includes(email.toLowerCase());
