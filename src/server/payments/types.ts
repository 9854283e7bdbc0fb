import type Stripe from 'stripe';
import type { PaymentProviderId } from '../../shared/billing.ts';
import type { BillingInterval, PaidPlanId } from '../../shared/plans.ts';

export interface CheckoutInput {
  userId: string;
  email: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  /** The Stripe customer of an earlier subscription, so one user stays one customer. */
  customerId?: string | null;
  /** The app's address the user is on (http/own-address.ts): where the payment page sends them back. */
  origin: string;
  /** False once the account has had its Pro trial (decision 060): Pro is then paid from the first day. */
  trial?: boolean;
  /** Pro is billed per member (decision 073): the organisation's members; 1 for Entreprise. */
  seats?: number;
}

export interface ResolvedPrice {
  id: string;
  /** Cents per period. */
  unitAmount: number;
  currency: string;
  interval: BillingInterval;
}

/**
 * One payment provider: Stripe (STRIPE_SECRET_KEY set) or the offline sandbox. Both describe
 * subscriptions and events with Stripe's shapes, so one code path (billing/subscriptions.ts) applies them.
 */
export interface PaymentProvider {
  id: PaymentProviderId;
  /** For the start banner; never contains a key. */
  description: string;
  /** The secret that signs webhooks; undefined when Stripe runs without STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string | undefined;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  expireCheckout(id: string): Promise<void>;
  resolvePrice(plan: PaidPlanId, interval: BillingInterval): Promise<ResolvedPrice>;
  /** Throws when the provider cannot be reached. */
  ping(): Promise<string>;
  /** The full subscription for an event that only carries its id; null if the provider keeps none. */
  retrieveSubscription(id: string): Promise<Stripe.Subscription | null>;
  /** Asks the provider to stop renewing; returns the subscription as it now stands. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Stripe.Subscription>;
  /** Undoes a cancellation at period end: the subscription renews again. */
  resume(subscriptionId: string): Promise<Stripe.Subscription>;
  /**
   * Stripe only: what switching a subscription to another plan or interval would invoice now
   * (invoices/create_preview, proration 'always_invoice' at `prorationDate`).
   */
  previewSwitch?(input: SwitchInput): Promise<Stripe.Invoice>;
  /** Stripe only: the switch itself, with the same proration date as the preview the user confirmed. */
  switchPlan?(input: SwitchInput & { userId: string }): Promise<Stripe.Subscription>;
  /**
   * Stripe only: the seats of a Pro subscription (decision 073). 'always_invoice' charges the added
   * seats' prorata now; 'create_prorations' credits a removed seat's unused days on the next invoice.
   */
  setSeats?(input: {
    subscriptionId: string;
    quantity: number;
    proration: 'always_invoice' | 'create_prorations';
    idempotencyKey: string;
  }): Promise<Stripe.Subscription>;
  /** Stripe only: ends the subscription now (the end of the grace period of a failed renewal). */
  cancelNow?(subscriptionId: string): Promise<void>;
  /**
   * The card-free Pro trial asked for at sign-up or from the pricing (decision 060): a trialing Pro
   * subscription made server-side, no payment page, ending on Gratuit unless a card is added.
   */
  startCardFreeTrial(input: CardFreeTrialInput): Promise<Stripe.Subscription>;
  /** Stripe only: a customer portal session (card, invoices, cancellation) returning to `returnUrl`. */
  portalUrl?(customerId: string, returnUrl: string): Promise<string>;
}

export interface CardFreeTrialInput {
  userId: string;
  email: string;
  /** The Stripe customer of an earlier subscription, so one user stays one customer. */
  customerId?: string | null;
}

export interface SwitchInput {
  subscriptionId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  /** Unix seconds: the instant the proration is computed for. */
  prorationDate: number;
  /** Seats on the new plan: the members for Pro, 1 for Entreprise. */
  quantity?: number;
}

/** Where a checkout sends the user back: the pricing, where the new plan shows as the current one. */
export const checkoutReturn = {
  success: '/?checkout=success#pricing',
  cancel: '/?checkout=cancel#pricing',
} as const;
