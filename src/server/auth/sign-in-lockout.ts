import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, user } from '../db/schema.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';

const minute = 60_000;

/**
 * One account's sign-in budgets: a low one per client address (guessing from one place locks only that
 * place) and a higher ceiling for the whole account (guessing from many places still stops). The owner,
 * from their own address, is locked out only by the ceiling, and a password reset lifts both.
 */
export const signInAccountLimits = {
  perAddress: { limit: 10, windowMs: 15 * minute },
  account: { limit: 100, windowMs: 60 * minute },
} satisfies Record<string, RateLimitRule>;

/**
 * The rate-limit keys of a sign-in attempt on `email` from `ip`. They carry a fingerprint of the stored
 * password hash, so a new password (a reset, a change) starts fresh counters: that is what unlocks.
 */
export async function signInAccountChecks(
  db: Db,
  email: string,
  ip: string,
): Promise<Array<[string, RateLimitRule]>> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email), eq(account.providerId, 'credential')))
    .limit(1);
  const generation = row?.password
    ? createHash('sha256').update(row.password).digest('hex').slice(0, 16)
    : 'none';
  const accountKey = `auth:/sign-in/email:email:${email}:${generation}`;
  return [
    [`${accountKey}:ip:${ip}`, signInAccountLimits.perAddress],
    [accountKey, signInAccountLimits.account],
  ];
}
