import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { sandboxCards } from '../../shared/billing.ts';
import { type PaidPlanId, paidPlanIds, periodPrice, planById } from '../../shared/plans.ts';
import { taxedAmount } from '../../shared/tax.ts';
import type { Db } from '../db/client.ts';
import { billingEvent, sandboxCheckout, subscription } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { memberCountOf } from '../organisations/member-count.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { billingProfileOf } from './billing-profile.ts';
import { issueSandboxInvoice } from './invoices.ts';
import { periodDays } from './proration.ts';
import { auditBilling, type BillingEvents, type IssuedInvoice, type PaymentNotice } from './subscriptions.ts';

// Renewals and failed renewals (issue 24 item 5, decision 037). The sandbox renews its own
// subscriptions at the period end by charging the card kept from its checkout; a charge that fails
// (test card 4000 0000 0000 0341) makes the subscription past_due, retried after BILLING_RETRY_DAYS;
// after BILLING_GRACE_DAYS the account drops to Gratuit (status canceled, data kept). Stripe retries
// its own charges and tells us by invoice.payment_failed / invoice.paid (billing/subscriptions.ts);
// the drop after the grace period is ours for both providers. Every charge attempt is claimed once
// across instances by its billing_event row (fixed id per subscription, period and attempt), and every
// drop by its conditional update; each state change is written to audit_log.

const dayMs = 86_400_000;

export interface DunningDeps {
  db: Db;
  events: BillingEvents;
  provider: PaymentProvider;
}

type Outcome = 'renewed' | 'recovered' | 'failed' | 'claimed' | 'none';

/** A card the sandbox can charge at renewal: a card kept, and not the one that fails off-session. */
const chargeable = (last4: string | null) =>
  last4 !== null && last4 !== sandboxCards.failsOnRenewal.slice(-4);

/**
 * One charge of a sandbox subscription whose renewal is due (or whose retry is due, or `force`: the
 * card was just updated), in one transaction: the attempt's claim, the invoice or the failure, the
 * audit entry. Two instances attempting the same charge: one charges, the other finds it claimed.
 */
export async function chargeSandboxRenewal(
  deps: DunningDeps,
  userId: string,
  now = new Date(),
  force = false,
): Promise<Outcome> {
  const { db, events } = deps;
  const issued: IssuedInvoice[] = [];
  const notices: PaymentNotice[] = [];
  const outcome = await db.transaction(async (txn): Promise<Outcome> => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select({ sub: subscription, card: sandboxCheckout.cardLast4 })
      .from(subscription)
      .leftJoin(
        sandboxCheckout,
        sql`${subscription.subscriptionId} = 'sub_sandbox_' || ${sandboxCheckout.id}::text`,
      )
      .where(and(eq(subscription.userId, userId), eq(subscription.provider, 'sandbox')));
    if (!row?.sub.subscriptionId || !row.sub.currentPeriodEnd || row.sub.plan === 'free') return 'none';
    const sub = row.sub;
    const subscriptionId = row.sub.subscriptionId;
    const plan = sub.plan as PaidPlanId;
    const periodEnd = sub.currentPeriodEnd!;
    const renewalDue =
      sub.status === 'active' && !sub.cancelAtPeriodEnd && periodEnd.getTime() <= now.getTime();
    const retryDue =
      sub.status === 'past_due' && (force || (sub.nextRetryAt !== null && sub.nextRetryAt <= now));
    if (!renewalDue && !retryDue) return 'none';

    const periodKey = Math.floor(periodEnd.getTime() / 1000);
    const attempt = sub.status === 'past_due' ? sub.failedAttempts : 0;
    const claimed = await tx
      .insert(billingEvent)
      .values({
        id: `sandbox_charge_${sub.subscriptionId}_${periodKey}_${attempt}`,
        type: 'sandbox.renewal_charge',
      })
      .onConflictDoNothing()
      .returning({ id: billingEvent.id });
    if (claimed.length === 0) return 'claimed';

    // Pro renews for the members the organisation has now (decision 073): a member who left is no
    // longer billed, one who joined is.
    const seats = plan === 'pro' ? await memberCountOf(tx, userId) : 1;
    const priceHt = periodPrice(planById(plan), sub.interval) * 100 * seats;
    const fromCreditHt = Math.min(sub.creditBalanceHt, priceHt);
    const profile = await billingProfileOf(tx, userId);
    const dueOnCard = priceHt - fromCreditHt > 0;
    const at = Math.max(Math.floor(now.getTime() / 1000), sub.lastEventAt + 1);
    const before = { status: sub.status, failedAttempts: sub.failedAttempts };

    if (!dueOnCard || chargeable(row.card)) {
      // The new period follows the one paid for, even when paid late (as Stripe keeps the anchor).
      const nextEnd = new Date(periodEnd.getTime() + periodDays[sub.interval] * dayMs);
      const invoice = await issueSandboxInvoice(tx, events.legal, {
        userId,
        providerInvoiceId: `in_sandbox_renew_${sub.subscriptionId}_${periodKey}`,
        plan,
        interval: sub.interval,
        paidAt: now,
        periodStart: periodEnd,
        periodEnd: nextEnd,
        cardLast4: dueOnCard ? row.card : null,
        paidFromCreditTtc: taxedAmount(fromCreditHt, profile.taxTreatment).ttc,
        quantity: seats,
      });
      if (invoice) issued.push(invoice);
      await tx
        .update(subscription)
        .set({
          status: 'active',
          seats,
          currentPeriodStart: periodEnd,
          currentPeriodEnd: nextEnd,
          creditBalanceHt: sub.creditBalanceHt - fromCreditHt,
          pastDueSince: null,
          failedAttempts: 0,
          nextRetryAt: null,
          lastEventAt: at,
        })
        .where(eq(subscription.userId, userId));
      const recovered = sub.status === 'past_due';
      await auditBilling(
        tx,
        userId,
        recovered ? 'billing.payment_recovered' : 'billing.renewal_paid',
        subscriptionId,
        before,
        { status: 'active', invoice: invoice?.number ?? null, currentPeriodEnd: nextEnd.toISOString() },
      );
      if (recovered) notices.push({ kind: 'recovered', userId, plan, nextRetryAt: null, dropsAt: null });
      return recovered ? 'recovered' : 'renewed';
    }

    const { retryDays, graceDays } = events.dunning;
    const since = sub.pastDueSince ?? now;
    const failedAttempts = sub.failedAttempts + 1;
    // Retries count from the first failure: after 1, 3 and 5 days by default; then only the drop.
    const retryDay = retryDays[failedAttempts - 1];
    const nextRetryAt = retryDay === undefined ? null : new Date(since.getTime() + retryDay * dayMs);
    await tx
      .update(subscription)
      .set({ status: 'past_due', pastDueSince: since, failedAttempts, nextRetryAt, lastEventAt: at })
      .where(eq(subscription.userId, userId));
    await auditBilling(tx, userId, 'billing.payment_failed', subscriptionId, before, {
      status: 'past_due',
      failedAttempts,
      nextRetryAt: nextRetryAt?.toISOString() ?? null,
    });
    notices.push({
      kind: 'failed',
      userId,
      plan,
      nextRetryAt,
      dropsAt: new Date(since.getTime() + graceDays * dayMs),
    });
    return 'failed';
  });
  await events.notify(issued, notices);
  return outcome;
}

/** Stripe refused or could not be reached: rolls the drop's claim back. */
class CancelFailed extends Error {
  constructor(cause: unknown) {
    super('Stripe cancellation failed', { cause });
  }
}

/**
 * Subscriptions past their grace period drop to Gratuit: status canceled, nothing deleted. The
 * conditional update is the claim: of several instances, one drops and tells the user.
 */
export async function dropUnpaid(deps: DunningDeps, now = new Date()): Promise<number> {
  const { db, events, provider } = deps;
  const cutoff = new Date(now.getTime() - events.dunning.graceDays * dayMs);
  const due = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.status, 'past_due'), lte(subscription.pastDueSince, cutoff)));
  let dropped = 0;
  for (const row of due) {
    const notices: PaymentNotice[] = [];
    const done = await db
      .transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const at = Math.max(Math.floor(now.getTime() / 1000), row.lastEventAt + 1);
        const claimed = await tx
          .update(subscription)
          .set({ status: 'canceled', nextRetryAt: null, lastEventAt: at })
          .where(
            and(
              eq(subscription.userId, row.userId),
              eq(subscription.status, 'past_due'),
              lte(subscription.pastDueSince, cutoff),
            ),
          )
          .returning({ userId: subscription.userId });
        if (claimed.length === 0) return false;
        // Stripe is told only by the instance that won the claim (its row stays locked until commit),
        // so concurrent runs cancel once; a failed call rolls the drop back for the next run.
        if (row.provider === 'stripe' && row.subscriptionId && provider.id === 'stripe') {
          try {
            await provider.cancelNow?.(row.subscriptionId);
          } catch (err) {
            // Already cancelled on Stripe's side: the drop goes on.
            if (!/No such subscription|canceled/i.test(String((err as Error).message))) {
              throw new CancelFailed(err);
            }
          }
        }
        await auditBilling(
          tx,
          row.userId,
          'billing.downgraded_to_free',
          row.subscriptionId ?? row.userId,
          { status: 'past_due', plan: row.plan, failedAttempts: row.failedAttempts },
          { status: 'canceled', plan: 'free', dataKept: true },
        );
        if (row.plan !== 'free')
          notices.push({
            kind: 'dropped',
            userId: row.userId,
            plan: row.plan,
            nextRetryAt: null,
            dropsAt: null,
          });
        return true;
      })
      .catch((err: unknown) => {
        if (!(err instanceof CancelFailed)) throw err;
        // Stripe unreachable: the subscription stays past due, the drop is retried next run.
        logger().warn({ err: loggableError(err.cause) }, 'dunning: Stripe cancellation failed');
        return false;
      });
    if (done) {
      dropped++;
      await events.notify([], notices);
    }
  }
  return dropped;
}

/** The sandbox's renewals and retries due now, then the drops: one pass, safe on every instance. */
export async function runDunning(deps: DunningDeps, now = new Date()) {
  const counts = { renewed: 0, recovered: 0, failed: 0, dropped: 0 };
  if (deps.provider.id === 'sandbox') {
    const due = await deps.db
      .select({ userId: subscription.userId })
      .from(subscription)
      .where(
        and(
          eq(subscription.provider, 'sandbox'),
          or(
            and(
              eq(subscription.status, 'active'),
              eq(subscription.cancelAtPeriodEnd, false),
              lte(subscription.currentPeriodEnd, now),
            ),
            and(eq(subscription.status, 'past_due'), lte(subscription.nextRetryAt, now)),
          ),
          inArray(subscription.plan, [...paidPlanIds]),
        ),
      );
    for (const { userId } of due) {
      const outcome = await chargeSandboxRenewal(deps, userId, now);
      if (outcome === 'renewed' || outcome === 'recovered' || outcome === 'failed') counts[outcome]++;
    }
  }
  counts.dropped = await dropUnpaid(deps, now);
  return counts;
}
