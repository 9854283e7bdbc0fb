import type Stripe from 'stripe';
import {
  type BillingInterval,
  type PaidPlanId,
  periodPrice,
  planById,
  trialDays,
} from '../../shared/plans.ts';
import type { Config } from '../config.ts';
import { checkoutReturn, type PaymentProvider, type ResolvedPrice } from './types.ts';

/** The price of a plan we create ourselves when no STRIPE_PRICE_* is given, found again by this key. */
export const priceLookupKey = (plan: PaidPlanId, interval: BillingInterval) => `septime_${plan}_${interval}`;

function toResolved(price: Stripe.Price): ResolvedPrice {
  return {
    id: price.id,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    interval: price.recurring?.interval === 'year' ? 'year' : 'month',
  };
}

export function createStripePayments(
  stripeConfig: Config['stripe'] & { secretKey: string },
): PaymentProvider {
  // The SDK is loaded with the first call, not at start (decision 045).
  let client: Promise<Stripe> | undefined;
  const sdk = () => {
    client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(stripeConfig.secretKey, {
          ...(stripeConfig.api ?? {}),
          maxNetworkRetries: 1,
          timeout: 15_000,
          telemetry: false,
        }),
    );
    return client;
  };
  const configured: Record<PaidPlanId, string | undefined> = {
    pro: stripeConfig.pricePro,
    enterprise: stripeConfig.priceEnterprise,
  };
  const prices = new Map<string, Promise<ResolvedPrice>>();

  async function findOrCreatePrice(plan: PaidPlanId, interval: BillingInterval): Promise<ResolvedPrice> {
    const configuredId = configured[plan];
    // STRIPE_PRICE_* are the monthly prices; the annual ones come from the plan data.
    if (configuredId && interval === 'month')
      return toResolved(await (await sdk()).prices.retrieve(configuredId));
    const key = priceLookupKey(plan, interval);
    const found = await (await sdk()).prices.list({ lookup_keys: [key], active: true, limit: 1 });
    if (found.data[0]) return toResolved(found.data[0]);
    const data = planById(plan);
    const created = await (await sdk()).prices.create({
      currency: 'eur',
      unit_amount: periodPrice(data, interval) * 100,
      recurring: { interval },
      // Plan prices are excluding tax: Stripe Tax adds French VAT, or none under reverse charge.
      tax_behavior: 'exclusive',
      lookup_key: key,
      product_data: { name: `Septime ${data.name}` },
    });
    return toResolved(created);
  }

  const mode = stripeConfig.secretKey.startsWith('sk_live_') ? 'production' : 'test';
  return {
    id: 'stripe',
    description: `Stripe Checkout (mode ${mode}${stripeConfig.api ? `, API ${stripeConfig.api.host}` : ''})`,
    webhookSecret: stripeConfig.webhookSecret,

    resolvePrice(plan, interval) {
      const key = `${plan}:${interval}`;
      let price = prices.get(key);
      if (!price) {
        price = findOrCreatePrice(plan, interval);
        prices.set(key, price);
        price.catch(() => prices.delete(key)); // a failed lookup is retried next time
      }
      return price;
    },

    async createCheckout(input) {
      const price = await this.resolvePrice(input.plan, input.interval);
      const metadata = { userId: input.userId, plan: input.plan };
      const withTrial = input.plan === 'pro' && input.trial !== false;
      const session = await (await sdk()).checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: input.plan === 'pro' ? Math.max(1, input.seats ?? 1) : 1 }],
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata,
        subscription_data: {
          metadata,
          ...(withTrial
            ? {
                trial_period_days: trialDays,
                // 'Sans carte bancaire': the trial starts without a card and ends if none was added.
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
              }
            : {}),
        },
        ...(withTrial ? { payment_method_collection: 'if_required' as const } : {}),
        // Professionals give their VAT number on Stripe's page; Stripe Tax applies VAT or reverse charge,
        // and Stripe's invoices (linked in the settings) carry both.
        tax_id_collection: { enabled: true },
        automatic_tax: { enabled: true },
        billing_address_collection: 'required',
        ...(input.customerId ? { customer_update: { address: 'auto' as const, name: 'auto' as const } } : {}),
        // Back to the address the user is on (Stripe needs absolute URLs).
        success_url: `${input.origin}${checkoutReturn.success}`,
        cancel_url: `${input.origin}${checkoutReturn.cancel}`,
        locale: 'fr',
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without url');
      return { id: session.id, url: session.url };
    },

    async startCardFreeTrial(input) {
      const stripe = await sdk();
      const price = await this.resolvePrice('pro', 'month');
      // One trial per account on Stripe's side too: a retried call returns the same objects.
      const customer =
        input.customerId ??
        (
          await stripe.customers.create(
            { email: input.email, metadata: { userId: input.userId } },
            { idempotencyKey: `septime-trial-customer-${input.userId}` },
          )
        ).id;
      const metadata = { userId: input.userId, plan: 'pro', interval: 'month' };
      return stripe.subscriptions.create(
        {
          customer,
          items: [{ price: price.id }],
          metadata,
          trial_period_days: trialDays,
          // 'Sans carte bancaire': without a card added during the trial, it ends (back to Gratuit).
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          payment_settings: { save_default_payment_method: 'on_subscription' },
        },
        { idempotencyKey: `septime-trial-${input.userId}` },
      );
    },

    async expireCheckout(id) {
      await (await sdk()).checkout.sessions.expire(id);
    },

    async ping() {
      const balance = await (await sdk()).balance.retrieve();
      return `API Stripe joignable (mode ${balance.livemode ? 'production' : 'test'})`;
    },

    async retrieveSubscription(id) {
      return (await sdk()).subscriptions.retrieve(id);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return (await sdk()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async resume(subscriptionId) {
      return (await sdk()).subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },

    async previewSwitch(input) {
      const sub = await (await sdk()).subscriptions.retrieve(input.subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error('Stripe subscription without item');
      const price = await this.resolvePrice(input.plan, input.interval);
      return (await sdk()).invoices.createPreview({
        customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
        subscription: sub.id,
        subscription_details: {
          items: [{ id: item.id, price: price.id, quantity: input.quantity ?? item.quantity ?? 1 }],
          proration_behavior: 'always_invoice',
          proration_date: input.prorationDate,
        },
      });
    },

    async switchPlan(input) {
      const sub = await (await sdk()).subscriptions.retrieve(input.subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error('Stripe subscription without item');
      const price = await this.resolvePrice(input.plan, input.interval);
      // No cancel-first step: the item's price changes in place, the proration is invoiced and
      // charged now; a refused card leaves the subscription as it was (error_if_incomplete).
      return (await sdk()).subscriptions.update(sub.id, {
        items: [{ id: item.id, price: price.id, quantity: input.quantity ?? item.quantity ?? 1 }],
        proration_behavior: 'always_invoice',
        proration_date: input.prorationDate,
        payment_behavior: 'error_if_incomplete',
        metadata: { userId: input.userId, plan: input.plan, interval: input.interval },
      });
    },

    async setSeats(input) {
      const stripe = await sdk();
      const sub = await stripe.subscriptions.retrieve(input.subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error('Stripe subscription without item');
      return stripe.subscriptions.update(
        sub.id,
        {
          items: [{ id: item.id, quantity: input.quantity }],
          proration_behavior: input.proration,
          ...(input.proration === 'always_invoice'
            ? { payment_behavior: 'error_if_incomplete' as const }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
    },

    async cancelNow(subscriptionId) {
      await (await sdk()).subscriptions.cancel(subscriptionId);
    },

    async portalUrl(customerId, returnUrl) {
      const session = await (await sdk()).billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'fr',
      });
      return session.url;
    },
  };
}
