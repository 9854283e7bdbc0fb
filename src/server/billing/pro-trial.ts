import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { proTrial, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { auditBilling, type BillingEvents, entitledPlan, subscriptionRow } from './subscriptions.ts';

// The card-free Pro trial (decision 060): asked for at sign-up from « Essai Gratuit » or a Pro call to
// action (`?plan=pro-trial`, recorded when the account is created), started once the email is confirmed,
// or from the pricing once signed in. Once per account: the pro_trial row is claimed by
// `started_at is null`, so two requests, two instances or two paths never start two trials.

/** The sign-up intent the client sends (`plan` in the sign-up body, from `/auth?…&plan=pro-trial`). */
export const proTrialIntent = 'pro-trial';

export type TrialSource = 'signup' | 'pricing';

export interface ProTrialDeps {
  db: Db;
  provider: PaymentProvider;
  events: BillingEvents;
}

/**
 * Kept from the sign-up until the email is confirmed (nothing starts for an unconfirmed address). Only
 * for an account just created: an address already taken gets a made-up id in the sign-up's answer (no
 * enumeration), which matches no unconfirmed account here, so nothing is recorded on someone else's.
 */
export async function recordTrialIntent(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ${proTrial} (user_id, source)
    select ${user.id}, 'signup' from ${user} where ${user.id} = ${userId} and ${user.emailVerified} = false
    on conflict do nothing`);
}

/** Whether the account asked for the trial at sign-up and it has not started yet. */
export async function pendingSignupTrial(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: proTrial.userId })
    .from(proTrial)
    .where(and(eq(proTrial.userId, userId), eq(proTrial.source, 'signup'), isNull(proTrial.startedAt)));
  return Boolean(row);
}

/** The account has had its trial: one started here, or one begun on a checkout page before (a trial end). */
export async function trialUsed(db: Db, userId: string): Promise<boolean> {
  const [started] = await db
    .select({ userId: proTrial.userId })
    .from(proTrial)
    .where(and(eq(proTrial.userId, userId), isNotNull(proTrial.startedAt)));
  if (started) return true;
  const row = await subscriptionRow(db, userId);
  return Boolean(row?.trialEndsAt);
}

/** Marks the trial used when it began on the sandbox's checkout page (the pricing's older path). */
export async function markTrialUsed(db: Db, userId: string, endsAt: Date | null, now = new Date()) {
  await db
    .insert(proTrial)
    .values({ userId, source: 'pricing', startedAt: now, endsAt })
    .onConflictDoUpdate({
      target: proTrial.userId,
      set: { startedAt: now, endsAt },
      setWhere: isNull(proTrial.startedAt),
    });
}

/**
 * Starts the 14-day Pro trial without a card, server-side: 'started', or a French 409 when the account
 * already had one or pays for a plan. Audited (billing.trial_started). A provider failure releases the
 * claim, so the user can start it again from the dashboard.
 */
export async function startProTrial(
  deps: ProTrialDeps,
  userId: string,
  source: TrialSource,
  now = new Date(),
): Promise<{ endsAt: Date }> {
  const { db, provider, events } = deps;
  const current = await subscriptionRow(db, userId);
  if (entitledPlan(current, now) !== 'free') throw new ApiError(409, 'billing:trial_subscribed');
  if (current?.trialEndsAt) throw new ApiError(409, 'billing:trial_used');
  await db.insert(proTrial).values({ userId, source }).onConflictDoNothing();
  const claimed = await db
    .update(proTrial)
    .set({ startedAt: now })
    .where(and(eq(proTrial.userId, userId), isNull(proTrial.startedAt)))
    .returning({ userId: proTrial.userId });
  if (claimed.length === 0) throw new ApiError(409, 'billing:trial_used');
  try {
    const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!account) throw new ApiError(404, 'not_found');
    const sub = await provider.startCardFreeTrial({
      userId,
      email: account.email,
      customerId: current?.provider === 'stripe' ? current.customerId : null,
    });
    const endsAt = new Date((sub.trial_end ?? 0) * 1000);
    await events.syncSubscription(sub, Math.max(Math.floor(Date.now() / 1000), current?.lastEventAt ?? 0), {
      userId,
      provider: provider.id,
    });
    await db.transaction(async (tx) => {
      await tx.update(proTrial).set({ endsAt }).where(eq(proTrial.userId, userId));
      await auditBilling(tx as unknown as Db, userId, 'billing.trial_started', sub.id, null, {
        plan: 'pro',
        status: sub.status,
        source,
        trialEndsAt: endsAt.toISOString(),
        card: false,
      });
    });
    return { endsAt };
  } catch (err) {
    // Released: the dashboard offers « Démarrer mon essai Pro » again.
    await db
      .update(proTrial)
      .set({ startedAt: null })
      .where(and(eq(proTrial.userId, userId), eq(proTrial.startedAt, now)));
    throw err;
  }
}

/** After the email confirmation: the trial asked for at sign-up starts; a failure is logged, never thrown. */
export async function startSignupTrial(deps: ProTrialDeps, userId: string): Promise<void> {
  if (!(await pendingSignupTrial(deps.db, userId))) return;
  try {
    await startProTrial(deps, userId, 'signup');
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return;
    logger().error(
      { err: loggableError(err) },
      'pro trial at sign-up failed (offered again on the dashboard)',
    );
  }
}
