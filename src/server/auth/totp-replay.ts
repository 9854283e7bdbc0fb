import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client.ts';
import { twoFactor } from '../db/schema.ts';
import type { Auth } from './auth.ts';

// better-auth accepts a TOTP code for ±1 period and keeps no record of it, so a code seen over a
// shoulder or in a log could be used again within that minute and a half. Before better-auth checks
// a code, the time step it belongs to is claimed for the account, atomically: a step is accepted
// once, and never one older than the last accepted (RFC 6238 §5.2). Decision 074, amended.

/** The period and digits better-auth's plugin uses (its defaults, which `auth.ts` keeps). */
const period = 30;
const digits = 6;
const window = 1;

/** The account's TOTP secret as better-auth stores it: encrypted, and `base32:`-prefixed when imported. */
async function secretOf(auth: Auth, stored: string): Promise<Secret> {
  const context = await auth.$context;
  const plain = await symmetricDecrypt({ key: context.secretConfig, data: stored });
  return plain.startsWith('base32:')
    ? Secret.fromBase32(plain.slice('base32:'.length).toUpperCase())
    : Secret.fromUTF8(plain);
}

/**
 * Claims the time step of `code` for the account. `replayed` when the code is right but its step (or
 * a later one) was already accepted; `unclaimed` when the account has no second factor or the code
 * matches no step (better-auth then refuses it and counts the failure, as before).
 */
export async function claimTotpStep(
  auth: Auth,
  db: Db,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<'claimed' | 'replayed' | 'unclaimed'> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row) return 'unclaimed';
  let secret: Secret;
  try {
    secret = await secretOf(auth, row.secret);
  } catch {
    return 'unclaimed';
  }
  const totp = new TOTP({ secret, period, digits, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code, timestamp: now, window });
  if (delta === null) return 'unclaimed';
  const step = Math.floor(now / 1000 / period) + delta;
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
    )
    .returning({ id: twoFactor.id });
  return claimed.length > 0 ? 'claimed' : 'replayed';
}
