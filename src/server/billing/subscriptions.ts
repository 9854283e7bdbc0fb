import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentProviderId, SubscriptionInfo } from '../../shared/billing.ts';
import { type PaidPlanId, type PlanId, paidPlanIds } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { billingEvent, subscription } from '../db/schema.ts';
import { logger } from '../http/logger.ts';

/** Statuses that give the plan's rights; past_due keeps them while the provider retries the card. */
const entitledStatuses = new Set(['active', 'trialing', 'past_due']);

type SubscriptionRow = typeof subscription.$inferSelect;

/** The plan a subscription row gives now: a trial counts as its plan, no row is Gratuit. */
export function entitledPlan(row: SubscriptionRow | undefined, now = new Date()): PlanId {
  if (!row || !entitledStatuses.has(row.status)) return 'free';
  // Cancelled at period end: the rights stop with the period even if the final event is late.
  if (row.cancelAtPeriodEnd && row.currentPeriodEnd && row.currentPeriodEnd < now) return 'free';
  return row.plan;
}

export async function subscriptionRow(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

/** The plan whose quotas apply to this user now (AI tasks per day, number of projects). */
export async function planOf(db: Db, userId: string, now = new Date()): Promise<PlanId> {
  return entitledPlan(await subscriptionRow(db, userId), now);
}

export async function subscriptionInfo(db: Db, userId: string, now = new Date()): Promise<SubscriptionInfo> {
  const row = await subscriptionRow(db, userId);
  const plan = entitledPlan(row, now);
  if (!row) {
    return {
      plan,
      status: 'none',
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: null,
    };
  }
  return {
    plan,
    status: row.status,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
  };
}

const paidPlans = new Set<string>(paidPlanIds);

function planFromSubscription(sub: Stripe.Subscription): PaidPlanId | undefined {
  const fromMetadata = sub.metadata?.plan;
  if (fromMetadata && paidPlans.has(fromMetadata)) return fromMetadata as PaidPlanId;
  // Prices we create carry lookup keys like septime_pro_month.
  const lookup = sub.items?.data?.[0]?.price?.lookup_key ?? '';
  const match = /^septime_(pro|enterprise)_/.exec(lookup);
  return match ? (match[1] as PaidPlanId) : undefined;
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription id an invoice belongs to, in the current API shape and the older one. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(parent ?? legacy);
}

export interface BillingEvents {
  /** Applies one provider event once: 'duplicate' when its id was already applied. */
  applyEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'>;
  /** Writes a subscription as the provider now describes it (after a cancel request, for instance). */
  syncSubscription(
    sub: Stripe.Subscription,
    at: number,
    hints?: { userId?: string; provider?: PaymentProviderId },
  ): Promise<void>;
}

/**
 * The one code path that turns provider events into subscription rows: the Stripe webhook and the
 * sandbox's payment page both end here.
 */
export function createBillingEvents(
  db: Db,
  options: {
    provider: PaymentProviderId;
    retrieveSubscription(id: string): Promise<Stripe.Subscription | null>;
  },
): BillingEvents {
  async function sync(
    tx: Db,
    sub: Stripe.Subscription,
    at: number,
    hints: { userId?: string; plan?: string; provider?: PaymentProviderId; replaces?: boolean } = {},
  ) {
    const [existing] = await tx
      .select({ userId: subscription.userId })
      .from(subscription)
      .where(eq(subscription.subscriptionId, sub.id));
    const userId = sub.metadata?.userId || hints.userId || existing?.userId;
    const plan =
      planFromSubscription(sub) ??
      (hints.plan && paidPlans.has(hints.plan) ? (hints.plan as PaidPlanId) : undefined);
    if (!userId || !plan) {
      logger().warn({ subscriptionId: sub.id }, 'billing: subscription without user or plan ignored');
      return;
    }
    const item = sub.items?.data?.[0];
    const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
    const values = {
      userId,
      plan,
      status: sub.status,
      provider: hints.provider ?? options.provider,
      customerId: idOf(sub.customer as string | { id: string } | null),
      subscriptionId: sub.id,
      trialEndsAt: toDate(sub.trial_end),
      currentPeriodEnd: toDate(item?.current_period_end ?? legacyPeriodEnd),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      lastEventAt: at,
    };
    const { userId: _key, ...changes } = values;
    await tx
      .insert(subscription)
      .values(values)
      .onConflictDoUpdate({
        target: subscription.userId,
        set: changes,
        // An older event arriving late must not undo a newer one, and the end of an old
        // subscription must not end the one a new checkout replaced it with.
        setWhere: hints.replaces
          ? sql`${subscription.lastEventAt} <= ${at}`
          : sql`${subscription.lastEventAt} <= ${at} and (${subscription.subscriptionId} is null or ${subscription.subscriptionId} = ${sub.id} or ${subscription.status} not in ('active', 'trialing', 'past_due'))`,
      });
  }

  async function handle(tx: Db, event: Stripe.Event): Promise<'applied' | 'ignored'> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return 'ignored';
        const sub =
          typeof session.subscription === 'string'
            ? await options.retrieveSubscription(session.subscription)
            : session.subscription;
        if (!sub) return 'ignored';
        await sync(tx, sub, event.created, {
          userId: session.client_reference_id ?? session.metadata?.userId,
          plan: session.metadata?.plan,
          replaces: true,
        });
        return 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await sync(tx, event.data.object, event.created);
        return 'applied';
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        if (!subscriptionId) return 'ignored';
        const paid = event.type === 'invoice.paid';
        await tx
          .update(subscription)
          .set({ status: paid ? 'active' : 'past_due', lastEventAt: event.created })
          .where(
            and(
              eq(subscription.subscriptionId, subscriptionId),
              sql`${subscription.lastEventAt} <= ${event.created}`,
              // A paid invoice ends a payment problem; a 0 € trial invoice does not end the trial.
              inArray(
                subscription.status,
                paid ? ['past_due', 'unpaid', 'incomplete'] : ['active', 'trialing'],
              ),
            ),
          );
        return 'applied';
      }
      default:
        return 'ignored';
    }
  }

  return {
    async applyEvent(event) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvent)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: billingEvent.id });
        if (inserted.length === 0) return 'duplicate';
        return handle(tx as unknown as Db, event);
      });
    },
    async syncSubscription(sub, at, hints) {
      await sync(db, sub, at, hints);
    },
  };
}
