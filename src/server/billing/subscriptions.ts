import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentProviderId, SubscriptionInfo } from '../../shared/billing.ts';
import { parisClock } from '../../shared/paris-time.ts';
import { type BillingInterval, type PaidPlanId, type PlanId, paidPlanIds } from '../../shared/plans.ts';
import { type Config, legalSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  billingEvent,
  type invoice,
  proTrial,
  sandboxCheckout,
  subscription,
} from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { issueSandboxInvoice, linkProviderInvoice } from './invoices.ts';

export type IssuedInvoice = typeof invoice.$inferSelect;

/** Failed renewals (decision 037): retries after 1, 3 and 5 days, Gratuit after 7 (BILLING_*). */
export interface DunningSettings {
  retryDays: number[];
  graceDays: number;
}
export const defaultDunning: DunningSettings = { retryDays: [1, 3, 5], graceDays: 7 };
const dayMs = 86_400_000;

/** A payment problem the user is told of (mail and banner), after the transaction that recorded it. */
export interface PaymentNotice {
  kind: 'failed' | 'dropped' | 'recovered';
  userId: string;
  plan: PaidPlanId;
  nextRetryAt: Date | null;
  dropsAt: Date | null;
}

/** Every change of a subscription's payment state goes to the audit log (actor 'billing'). */
export async function auditBilling(
  tx: Db,
  userId: string,
  action: string,
  subject: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await tx.insert(auditLog).values({ userId, actor: 'billing', action, subject, before, after });
}

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

/**
 * Days left in a trial, counted on the Paris calendar: 14 on the day it starts, 0 on its last day
 * (« dernier jour »), whatever the server's time zone.
 */
export function trialDaysLeft(endsAt: Date, now = new Date()): number {
  return Math.max(0, parisClock(endsAt).day - parisClock(now).day);
}

export async function subscriptionInfo(
  db: Db,
  userId: string,
  now = new Date(),
  dunning: DunningSettings = defaultDunning,
): Promise<SubscriptionInfo> {
  const row = await subscriptionRow(db, userId);
  const plan = entitledPlan(row, now);
  const [started] = await db
    .select({ at: proTrial.startedAt })
    .from(proTrial)
    .where(and(eq(proTrial.userId, userId), isNotNull(proTrial.startedAt)));
  const trialAvailable = plan === 'free' && !row?.trialEndsAt && !started;
  if (!row) {
    return {
      plan,
      interval: 'month',
      status: 'none',
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: null,
      cardLast4: null,
      dunning: null,
      creditBalanceHt: 0,
      seats: 1,
      trial: null,
      trialAvailable,
    };
  }
  const [card] =
    row.provider === 'sandbox' && row.subscriptionId?.startsWith('sub_sandbox_')
      ? await db
          .select({ last4: sandboxCheckout.cardLast4 })
          .from(sandboxCheckout)
          .where(sql`'sub_sandbox_' || ${sandboxCheckout.id}::text = ${row.subscriptionId}`)
      : [];
  return {
    plan,
    interval: row.interval,
    status: row.status,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
    cardLast4: card?.last4 ?? null,
    dunning:
      row.status === 'past_due' && row.pastDueSince
        ? {
            since: row.pastDueSince.toISOString(),
            nextRetryAt: row.nextRetryAt?.toISOString() ?? null,
            dropsAt: new Date(row.pastDueSince.getTime() + dunning.graceDays * dayMs).toISOString(),
          }
        : null,
    creditBalanceHt: row.creditBalanceHt,
    seats: row.plan === 'pro' ? row.seats : 1,
    trial:
      row.status === 'trialing' && row.trialEndsAt && plan !== 'free'
        ? {
            daysLeft: trialDaysLeft(row.trialEndsAt, now),
            endsAt: row.trialEndsAt.toISOString(),
            // Stripe keeps the card in its portal: unknown here.
            withCard: row.provider === 'sandbox' ? Boolean(card?.last4) : null,
          }
        : null,
    trialAvailable,
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

function intervalOf(sub: Stripe.Subscription): BillingInterval {
  const fromMetadata = sub.metadata?.interval;
  if (fromMetadata === 'year' || fromMetadata === 'month') return fromMetadata;
  return sub.items?.data?.[0]?.price?.recurring?.interval === 'year' ? 'year' : 'month';
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
  /** Mails invoices and payment notices recorded by a transaction of the caller, once it is committed. */
  notify(issued: IssuedInvoice[], notices?: PaymentNotice[]): Promise<void>;
  /** The seller's LEGAL_* details, for invoices issued outside events (plan switches, renewals). */
  legal: Config['legal'];
  dunning: DunningSettings;
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
    /** The seller's details printed on invoices (LEGAL_*). */
    legal?: Config['legal'];
    /** Told of each invoice once its payment's transaction is committed (the invoice mail). */
    onInvoice?(row: IssuedInvoice): Promise<void>;
    /** Told of a failed, recovered or dropped payment once committed (the dunning mail). */
    onPaymentNotice?(notice: PaymentNotice): Promise<void>;
    dunning?: DunningSettings;
  },
): BillingEvents {
  const legal: Config['legal'] = options.legal ?? {
    companyName: undefined,
    capital: undefined,
    rcs: undefined,
    address: undefined,
    director: undefined,
    host: undefined,
    siren: undefined,
    vatNumber: undefined,
    certifications: [],
    missing: [...legalSettings],
  };
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
      interval: intervalOf(sub),
      status: sub.status,
      provider: hints.provider ?? options.provider,
      customerId: idOf(sub.customer as string | { id: string } | null),
      subscriptionId: sub.id,
      trialEndsAt: toDate(sub.trial_end),
      currentPeriodEnd: toDate(item?.current_period_end ?? legacyPeriodEnd),
      currentPeriodStart: toDate(
        item?.current_period_start ??
          (sub as unknown as { current_period_start?: number }).current_period_start,
      ),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      // Pro is billed per member (decision 073): the item's quantity is the seats paid.
      seats: Math.max(1, item?.quantity ?? 1),
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

  /** The invoice of a paid invoice event: ours (numbered PDF) for the sandbox, Stripe's linked. */
  async function recordInvoice(tx: Db, paid: Stripe.Invoice, subscriptionId: string, at: number) {
    const [row] = await tx
      .select({ userId: subscription.userId, plan: subscription.plan, interval: subscription.interval })
      .from(subscription)
      .where(eq(subscription.subscriptionId, subscriptionId));
    if (typeof paid.id !== 'string') return null;
    const userId = paid.metadata?.userId || row?.userId;
    const planName = paid.metadata?.plan || row?.plan;
    if (!userId || !planName || !paidPlans.has(planName)) return null;
    const plan = planName as PaidPlanId;
    const line = paid.lines?.data?.[0];
    const linePrice = (line as unknown as { price?: { recurring?: { interval?: string } } } | undefined)
      ?.price;
    const interval: BillingInterval =
      (paid.metadata?.interval ?? linePrice?.recurring?.interval ?? row?.interval) === 'year'
        ? 'year'
        : 'month';
    const periodStart = toDate(line?.period?.start ?? paid.period_start);
    const periodEnd = toDate(line?.period?.end ?? paid.period_end);
    const quantity = Math.max(1, line?.quantity ?? 1);
    if (paid.id.startsWith('in_sandbox_')) {
      return issueSandboxInvoice(tx, legal, {
        userId,
        providerInvoiceId: paid.id,
        plan,
        interval,
        paidAt: new Date(at * 1000),
        periodStart: periodStart ?? new Date(at * 1000),
        periodEnd: periodEnd ?? new Date(at * 1000),
        cardLast4: paid.metadata?.cardLast4 || null,
        quantity,
      });
    }
    // A 0 € invoice (the start of a trial) is no payment: nothing to put in the books.
    if (!paid.amount_paid) return null;
    const ht = paid.total_excluding_tax ?? paid.subtotal ?? paid.total;
    return linkProviderInvoice(tx, legal, {
      userId,
      provider: options.provider,
      providerInvoiceId: paid.id,
      number: paid.number ?? paid.id,
      plan,
      interval,
      issuedAt: toDate(paid.status_transitions?.paid_at ?? paid.created) ?? new Date(at * 1000),
      periodStart,
      periodEnd,
      amountHt: ht,
      amountTva: paid.total - ht,
      amountTtc: paid.total,
      quantity,
      currency: paid.currency,
      hostedUrl: paid.hosted_invoice_url ?? null,
      pdfUrl: paid.invoice_pdf ?? null,
    });
  }

  const dunning = options.dunning ?? defaultDunning;
  async function handle(
    tx: Db,
    event: Stripe.Event,
    issued: IssuedInvoice[],
    notices: PaymentNotice[],
  ): Promise<'applied' | 'ignored'> {
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
      case 'invoice.paid': {
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        if (!subscriptionId) return 'ignored';
        const row = await recordInvoice(tx, event.data.object, subscriptionId, event.created);
        if (row) issued.push(row);
        // A paid invoice ends a payment problem; a 0 € trial invoice does not end the trial.
        const recovered = await tx
          .update(subscription)
          .set({
            status: 'active',
            lastEventAt: event.created,
            pastDueSince: null,
            failedAttempts: 0,
            nextRetryAt: null,
          })
          .where(
            and(
              eq(subscription.subscriptionId, subscriptionId),
              sql`${subscription.lastEventAt} <= ${event.created}`,
              inArray(subscription.status, ['past_due', 'unpaid', 'incomplete']),
            ),
          )
          .returning({ userId: subscription.userId, plan: subscription.plan });
        for (const r of recovered) {
          await auditBilling(
            tx,
            r.userId,
            'billing.payment_recovered',
            subscriptionId,
            { status: 'past_due' },
            {
              status: 'active',
              invoice: event.data.object.id,
            },
          );
          if (r.plan !== 'free')
            notices.push({
              kind: 'recovered',
              userId: r.userId,
              plan: r.plan,
              nextRetryAt: null,
              dropsAt: null,
            });
        }
        return 'applied';
      }
      case 'invoice.payment_failed': {
        const failed = event.data.object;
        const subscriptionId = invoiceSubscriptionId(failed);
        if (!subscriptionId) return 'ignored';
        const [before] = await tx
          .select()
          .from(subscription)
          .where(eq(subscription.subscriptionId, subscriptionId));
        if (!before || before.lastEventAt > event.created) return 'applied';
        if (!['active', 'trialing', 'past_due'].includes(before.status)) return 'applied';
        const since = before.pastDueSince ?? new Date(event.created * 1000);
        // Stripe retries the card itself (its Smart Retries) and tells us when: next_payment_attempt.
        const nextRetryAt = toDate(failed.next_payment_attempt);
        const attempts = failed.attempt_count ?? before.failedAttempts + 1;
        await tx
          .update(subscription)
          .set({
            status: 'past_due',
            lastEventAt: event.created,
            pastDueSince: since,
            failedAttempts: attempts,
            nextRetryAt,
          })
          .where(eq(subscription.subscriptionId, subscriptionId));
        await auditBilling(
          tx,
          before.userId,
          'billing.payment_failed',
          subscriptionId,
          { status: before.status, failedAttempts: before.failedAttempts },
          {
            status: 'past_due',
            failedAttempts: attempts,
            nextRetryAt: nextRetryAt?.toISOString() ?? null,
            invoice: failed.id,
          },
        );
        if (before.plan !== 'free')
          notices.push({
            kind: 'failed',
            userId: before.userId,
            plan: before.plan,
            nextRetryAt,
            dropsAt: new Date(since.getTime() + dunning.graceDays * dayMs),
          });
        return 'applied';
      }
      default:
        return 'ignored';
    }
  }

  // After the commit: a mail that fails never undoes the payment or its invoice.
  async function notify(issued: IssuedInvoice[], notices: PaymentNotice[] = []) {
    for (const row of issued) {
      await options
        .onInvoice?.(row)
        .catch((err: unknown) =>
          logger().error({ err: loggableError(err), invoice: row.number }, 'invoice mail failed'),
        );
    }
    for (const notice of notices) {
      await options
        .onPaymentNotice?.(notice)
        .catch((err: unknown) =>
          logger().error({ err: loggableError(err), kind: notice.kind }, 'payment notice mail failed'),
        );
    }
  }

  return {
    async applyEvent(event) {
      const issued: IssuedInvoice[] = [];
      const notices: PaymentNotice[] = [];
      const outcome = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvent)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: billingEvent.id });
        if (inserted.length === 0) return 'duplicate' as const;
        return handle(tx as unknown as Db, event, issued, notices);
      });
      await notify(issued, notices);
      return outcome;
    },
    notify,
    dunning,
    async syncSubscription(sub, at, hints) {
      await sync(db, sub, at, hints);
    },
    legal,
  };
}
