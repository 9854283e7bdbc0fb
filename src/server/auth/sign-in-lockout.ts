import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, user } from '../db/schema.ts';
import { type LimitCheck, limitCheck } from '../rate-limit/enforce.ts';
import { rateLimitRules } from '../rate-limit/rules.ts';

/**
 * One account's sign-in budgets (rate-limit/rules.ts): a low one per client address (guessing from one
 * place locks only that place) and a higher ceiling for the whole account (guessing from many places still
 * stops). The owner, from their own address, is locked out only by the ceiling; a password reset lifts both.
 */
export const signInAccountLimits = {
  perAddress: rateLimitRules['auth-sign-in:account-address'],
  account: rateLimitRules['auth-sign-in:account'],
};

/**
 * The rate-limit keys of a sign-in attempt on `email` from `ip`. They carry a fingerprint of the stored
 * password hash, so a new password (a reset, a change) starts fresh counters: that is what unlocks.
 */
export async function signInAccountChecks(db: Db, email: string, ip: string): Promise<LimitCheck[]> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email), eq(account.providerId, 'credential')))
    .limit(1);
  const generation = row?.password
    ? createHash('sha256').update(row.password).digest('hex').slice(0, 16)
    : 'none';
  // Keys `auth:/sign-in/email:email:<email>:<generation>` (the account) and the same `:ip:<ip>` (one address).
  return [
    limitCheck('auth-sign-in:account-address', `${email}:${generation}:ip:${ip}`),
    limitCheck('auth-sign-in:account', `${email}:${generation}`),
  ];
}
