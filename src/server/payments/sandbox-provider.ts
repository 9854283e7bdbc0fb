import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { type SandboxCheckoutView, type sandboxCardSchema, sandboxCards } from '../../shared/billing.ts';
import {
  type BillingInterval,
  type PaidPlanId,
  periodPrice,
  planById,
  trialDays,
} from '../../shared/plans.ts';
import { paths } from '../../shared/routes.ts';
import type { Db } from '../db/client.ts';
import { sandboxCheckout, subscription } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { memberCountOf } from '../organisations/member-count.ts';
import { type CheckoutInput, checkoutReturn, type PaymentProvider } from './types.ts';

const checkoutLifetimeMs = 60 * 60_000;
/** Cards a checkout or an update accepts; 4000 0000 0000 0341 attaches but fails every later charge. */
const acceptedCards = new Set<string>([sandboxCards.success, sandboxCards.failsOnRenewal]);
const day = 86_400;

/** The sandbox signs its test webhooks with a secret derived from the server's own secret. */
export function sandboxWebhookSecret(serverSecret: string): string {
  return `whsec_sandbox_${createHmac('sha256', serverSecret).update('septime:sandbox-webhook').digest('base64url')}`;
}

/** A subscription in Stripe's shape, so the sandbox goes through the same code as Stripe's events. */
function sandboxSubscription(fields: {
  id: string;
  userId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  customer: string;
  status: Stripe.Subscription.Status;
  trialEnd: number | null;
  periodEnd: number;
  /** Unix seconds; the start of the period paid for (a plan switch's proration counts its days). */
  periodStart?: number;
  cancelAtPeriodEnd: boolean;
  /** Seats paid (Pro is billed per member, decision 073); 1 when absent. */
  quantity?: number;
}): Stripe.Subscription {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    trial_end: fields.trialEnd,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    metadata: { userId: fields.userId, plan: fields.plan, interval: fields.interval },
    items: {
      object: 'list',
      data: [
        {
          current_period_start: fields.periodStart,
          current_period_end: fields.periodEnd,
          quantity: fields.quantity ?? 1,
          price: { recurring: { interval: fields.interval } },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** A paid invoice in Stripe's shape: the sandbox's payment, invoiced by billing/invoices.ts. */
function sandboxInvoice(fields: {
  id: string;
  subscriptionId: string;
  userId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  customer: string;
  periodStart: number;
  periodEnd: number;
  cardLast4: string | null;
  quantity?: number;
}): Stripe.Invoice {
  return {
    id: fields.id,
    object: 'invoice',
    status: 'paid',
    customer: fields.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscriptionId } },
    metadata: {
      userId: fields.userId,
      plan: fields.plan,
      interval: fields.interval,
      cardLast4: fields.cardLast4 ?? '',
    },
    period_start: fields.periodStart,
    period_end: fields.periodEnd,
    lines: {
      object: 'list',
      data: [
        { period: { start: fields.periodStart, end: fields.periodEnd }, quantity: fields.quantity ?? 1 },
      ],
    },
  } as unknown as Stripe.Invoice;
}

export function sandboxEvent<T extends Stripe.Event['type']>(type: T, object: unknown): Stripe.Event {
  return {
    id: `evt_sandbox_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  } as unknown as Stripe.Event;
}

export interface SandboxPayments extends PaymentProvider {
  id: 'sandbox';
  /** Where the page goes once paid, as Stripe's success_url (a path on the address the user is on). */
  successUrl: string;
  view(userId: string, id: string): Promise<SandboxCheckoutView | null>;
  /**
   * Takes a test card: the events to apply in order (checkout.session.completed, then invoice.paid
   * when money is taken now: a plan without trial, or Pro paid at once), or a French refusal.
   */
  pay(userId: string, id: string, card: z.output<typeof sandboxCardSchema>): Promise<Stripe.Event[]>;
  /** Starts the Pro trial without a card ('sans carte bancaire'): the checkout.session.completed event. */
  startTrial(userId: string, id: string): Promise<Stripe.Event>;
  /** The customer portal's « Mettre à jour la carte »: a test card replaces the subscription's card. */
  updateCard(
    userId: string,
    subscriptionId: string,
    card: z.output<typeof sandboxCardSchema>,
  ): Promise<string>;
  /** Opens a paid checkout again when its event could not be written, so the user can retry. */
  reopen(id: string): Promise<void>;
  /**
   * The events that end the sandbox trials over at `now`, as Stripe does with
   * missing_payment_method 'cancel': with a card the subscription becomes active for a period,
   * without one it is deleted (back to Gratuit, data kept). Event ids are fixed per subscription,
   * so several instances applying them apply each once (billing_event).
   */
  trialEndEvents(now?: Date): Promise<Stripe.Event[]>;
}

/** The fields sandboxSubscription() was built from, to build it again with a change. */
function fieldsOf(sub: Stripe.Subscription): Parameters<typeof sandboxSubscription>[0] {
  const item = sub.items.data[0] as unknown as {
    current_period_end: number;
    current_period_start?: number;
    quantity?: number;
  };
  return {
    id: sub.id,
    userId: sub.metadata.userId!,
    plan: sub.metadata.plan as PaidPlanId,
    interval: sub.metadata.interval as BillingInterval,
    customer: sub.customer as string,
    status: sub.status,
    trialEnd: sub.trial_end,
    periodEnd: item.current_period_end,
    periodStart: item.current_period_start,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    quantity: item.quantity,
  };
}

const checkoutIdOf = (subscriptionId: string) => subscriptionId.replace(/^sub_sandbox_/, '');

export function createSandboxPayments(db: Db, webhookSecret: string): SandboxPayments {
  /** Pro is billed per member of the organisation (decision 073); the other plans as a whole. */
  async function seatsToBill(plan: PaidPlanId, organisationId: string) {
    return plan === 'pro' ? memberCountOf(db, organisationId) : 1;
  }

  /** The subscription as it stands, with its renewal stopped or restarted. */
  async function withCancellation(subscriptionId: string, cancelAtPeriodEnd: boolean) {
    const [row] = await db.select().from(subscription).where(eq(subscription.subscriptionId, subscriptionId));
    if (!row || row.plan === 'free') throw new ApiError(404, 'billing:no_subscription');
    return sandboxSubscription({
      id: subscriptionId,
      userId: row.userId,
      plan: row.plan,
      interval: row.interval,
      customer: row.customerId ?? `cus_sandbox_${row.userId}`,
      status: row.status as Stripe.Subscription.Status,
      trialEnd: row.trialEndsAt ? Math.floor(row.trialEndsAt.getTime() / 1000) : null,
      periodEnd: Math.floor((row.currentPeriodEnd ?? new Date()).getTime() / 1000),
      periodStart: row.currentPeriodStart ? Math.floor(row.currentPeriodStart.getTime() / 1000) : undefined,
      cancelAtPeriodEnd,
      quantity: row.seats,
    });
  }

  async function openCheckout(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(sandboxCheckout)
      .where(and(eq(sandboxCheckout.id, id), eq(sandboxCheckout.userId, userId)));
    return row;
  }

  /** Completes an open checkout once (even if sent twice at once): its checkout.session.completed event. */
  async function complete(userId: string, id: string, cardLast4: string | null, payNow = false) {
    const row = await openCheckout(userId, id);
    if (!row) throw new ApiError(404, 'not_found');
    if (row.status !== 'open' || row.expiresAt < new Date())
      throw new ApiError(409, 'billing:checkout_closed');
    const completed = await db
      .update(sandboxCheckout)
      .set({ status: 'complete', cardLast4 })
      .where(
        and(
          eq(sandboxCheckout.id, id),
          eq(sandboxCheckout.status, 'open'),
          gt(sandboxCheckout.expiresAt, new Date()),
        ),
      )
      .returning({ id: sandboxCheckout.id });
    if (completed.length === 0) throw new ApiError(409, 'billing:checkout_closed');

    const now = Math.floor(Date.now() / 1000);
    const trialEnd = row.plan === 'pro' && !payNow ? now + trialDays * day : null;
    const periodEnd = trialEnd ?? now + (row.interval === 'year' ? 365 : 30) * day;
    const quantity = await seatsToBill(row.plan, userId);
    const sub = sandboxSubscription({
      quantity,
      // One subscription per checkout: its id leads back to the checkout (and its card) at the trial's end.
      id: `sub_sandbox_${id}`,
      userId,
      plan: row.plan,
      interval: row.interval,
      customer: `cus_sandbox_${userId}`,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd,
      periodEnd,
      periodStart: now,
      cancelAtPeriodEnd: false,
    });
    const completedEvent = sandboxEvent('checkout.session.completed', {
      id: `cs_sandbox_${id}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      metadata: { userId, plan: row.plan },
      customer: sub.customer,
      subscription: sub,
    });
    if (trialEnd) return [completedEvent];
    const paid = sandboxEvent(
      'invoice.paid',
      sandboxInvoice({
        id: `in_sandbox_${id}`,
        subscriptionId: sub.id,
        userId,
        plan: row.plan,
        interval: row.interval,
        customer: sub.customer as string,
        periodStart: now,
        periodEnd,
        cardLast4,
        quantity,
      }),
    );
    return [completedEvent, { ...paid, id: `evt_sandbox_paid_${id}` } as Stripe.Event];
  }

  return {
    id: 'sandbox',
    description: 'bac à sable (mode test, aucun paiement réel)',
    webhookSecret,
    successUrl: checkoutReturn.success,

    async createCheckout(input: CheckoutInput) {
      const [row] = await db
        .insert(sandboxCheckout)
        .values({
          userId: input.userId,
          plan: input.plan,
          interval: input.interval,
          expiresAt: new Date(Date.now() + checkoutLifetimeMs),
        })
        .returning({ id: sandboxCheckout.id });
      const id = row!.id;
      return { id, url: `${input.origin}${paths.sandboxCheckout(id)}` };
    },

    async expireCheckout(id) {
      await db
        .update(sandboxCheckout)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckout.id, id), eq(sandboxCheckout.status, 'open')));
    },

    async resolvePrice(plan, interval) {
      return {
        id: `sandbox_${plan}_${interval}`,
        unitAmount: periodPrice(planById(plan), interval) * 100,
        currency: 'eur',
        interval,
      };
    },

    async ping() {
      await db.execute(sql`select 1 from ${sandboxCheckout} limit 1`);
      return 'Bac à sable local : base de données joignable';
    },

    async retrieveSubscription() {
      return null; // sandbox events always carry the whole subscription
    },

    cancelAtPeriodEnd(subscriptionId) {
      return withCancellation(subscriptionId, true);
    },

    resume(subscriptionId) {
      return withCancellation(subscriptionId, false);
    },

    async updateCard(userId, subscriptionId, card) {
      if (card.cardNumber === sandboxCards.declined) throw new ApiError(402, 'payment:card_declined');
      if (!acceptedCards.has(card.cardNumber)) throw new ApiError(400, 'payment:card_unsupported');
      const updated = await db
        .update(sandboxCheckout)
        .set({ cardLast4: card.cardNumber.slice(-4) })
        .where(and(eq(sandboxCheckout.id, checkoutIdOf(subscriptionId)), eq(sandboxCheckout.userId, userId)))
        .returning({ cardLast4: sandboxCheckout.cardLast4 });
      if (updated.length === 0) throw new ApiError(404, 'billing:no_subscription');
      return updated[0]!.cardLast4!;
    },

    async reopen(id) {
      await db
        .update(sandboxCheckout)
        .set({ status: 'open' })
        .where(and(eq(sandboxCheckout.id, id), eq(sandboxCheckout.status, 'complete')));
    },

    async view(userId, id) {
      const row = await openCheckout(userId, id);
      if (!row) return null;
      const plan = planById(row.plan);
      const expired = row.status === 'open' && row.expiresAt < new Date();
      const seats = await seatsToBill(row.plan, userId);
      return {
        id: row.id,
        plan: row.plan,
        planName: plan.name,
        interval: row.interval,
        seats,
        amount: periodPrice(plan, row.interval) * seats,
        trialDays: row.plan === 'pro' ? trialDays : 0,
        status: expired ? 'expired' : row.status,
        cancelUrl: checkoutReturn.cancel,
      };
    },

    async pay(userId, id, card) {
      const row = await openCheckout(userId, id);
      if (!row) throw new ApiError(404, 'not_found');
      if (row.status !== 'open' || row.expiresAt < new Date())
        throw new ApiError(409, 'billing:checkout_closed');
      if (card.cardNumber === sandboxCards.declined) throw new ApiError(402, 'payment:card_declined');
      if (!acceptedCards.has(card.cardNumber)) throw new ApiError(400, 'payment:card_unsupported');
      // 4000 0000 0000 0341 attaches (a trial with it starts) but any charge of it fails.
      const chargedNow = row.plan !== 'pro' || card.payNow;
      if (chargedNow && card.cardNumber === sandboxCards.failsOnRenewal)
        throw new ApiError(402, 'payment:card_declined');
      return complete(userId, id, card.cardNumber.slice(-4), card.payNow);
    },

    async startCardFreeTrial(input) {
      // A completed checkout without a card stands for the trial: its end (trialEndEvents), the card
      // added in the settings (updateCard) and the subscription id work as for the pricing's trial.
      const [row] = await db
        .insert(sandboxCheckout)
        .values({
          userId: input.userId,
          plan: 'pro',
          interval: 'month',
          status: 'complete',
          expiresAt: new Date(),
        })
        .returning({ id: sandboxCheckout.id });
      const now = Math.floor(Date.now() / 1000);
      const trialEnd = now + trialDays * day;
      return sandboxSubscription({
        id: `sub_sandbox_${row!.id}`,
        userId: input.userId,
        plan: 'pro',
        interval: 'month',
        customer: `cus_sandbox_${input.userId}`,
        status: 'trialing',
        trialEnd,
        periodEnd: trialEnd,
        periodStart: now,
        cancelAtPeriodEnd: false,
      });
    },

    async startTrial(userId, id) {
      const row = await openCheckout(userId, id);
      if (!row) throw new ApiError(404, 'not_found');
      // Only Pro has a trial; the other plans are paid at once, with a card.
      if (row.plan !== 'pro') throw new ApiError(400, 'billing:card_required');
      const [started] = await complete(userId, id, null);
      return started!;
    },

    async trialEndEvents(now = new Date()) {
      const ended = await db
        .select({ sub: subscription, checkout: sandboxCheckout })
        .from(subscription)
        .innerJoin(
          sandboxCheckout,
          sql`${subscription.subscriptionId} = 'sub_sandbox_' || ${sandboxCheckout.id}::text`,
        )
        .where(
          and(
            eq(subscription.provider, 'sandbox'),
            eq(subscription.status, 'trialing'),
            lte(subscription.trialEndsAt, now),
          ),
        );
      return ended.flatMap(({ sub, checkout }) => {
        const trialEnd = Math.floor((sub.trialEndsAt ?? now).getTime() / 1000);
        const withCard = checkout.cardLast4 !== null && !sub.cancelAtPeriodEnd;
        const periodDays = checkout.interval === 'year' ? 365 : 30;
        const object = sandboxSubscription({
          quantity: sub.seats,
          id: sub.subscriptionId!,
          userId: sub.userId,
          plan: checkout.plan,
          interval: checkout.interval,
          customer: sub.customerId ?? `cus_sandbox_${sub.userId}`,
          status: withCard ? 'active' : 'canceled',
          trialEnd,
          periodEnd: withCard ? trialEnd + periodDays * day : trialEnd,
          periodStart: trialEnd,
          cancelAtPeriodEnd: false,
        });
        const event = sandboxEvent(
          withCard ? 'customer.subscription.updated' : 'customer.subscription.deleted',
          object,
        );
        const checkoutKey = checkoutIdOf(sub.subscriptionId!);
        const ending = {
          ...event,
          id: `evt_sandbox_trial_end_${checkoutKey}`,
          created: trialEnd,
        } as Stripe.Event;
        if (!withCard) return [ending];
        // A card that fails when charged: the period starts unpaid, billing/dunning.ts charges it (and fails).
        if (checkout.cardLast4 === sandboxCards.failsOnRenewal.slice(-4)) {
          const due = sandboxSubscription({
            ...fieldsOf(object),
            periodEnd: trialEnd,
            periodStart: trialEnd,
          });
          return [{ ...ending, data: { object: due } } as Stripe.Event];
        }
        // The first paid period, charged to the card given during the trial: its invoice.
        const paid = sandboxEvent(
          'invoice.paid',
          sandboxInvoice({
            id: `in_sandbox_${checkoutKey}_trial_end`,
            subscriptionId: sub.subscriptionId!,
            userId: sub.userId,
            plan: checkout.plan,
            interval: checkout.interval,
            customer: object.customer as string,
            periodStart: trialEnd,
            periodEnd: trialEnd + periodDays * day,
            cardLast4: checkout.cardLast4,
            quantity: sub.seats,
          }),
        );
        return [
          ending,
          { ...paid, id: `evt_sandbox_trial_paid_${checkoutKey}`, created: trialEnd } as Stripe.Event,
        ];
      });
    },
  };
}
