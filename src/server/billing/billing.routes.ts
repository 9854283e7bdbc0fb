import { Hono } from 'hono';
import Stripe from 'stripe';
import { z } from 'zod';
import { createCheckoutSchema, sandboxCardSchema } from '../../shared/billing.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import type { Payments } from '../payments/index.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { runPaymentChecks } from './payment-checks.ts';
import { type BillingEvents, entitledPlan, subscriptionInfo, subscriptionRow } from './subscriptions.ts';

const checkoutId = z.uuid({ error: 'Identifiant de paiement invalide.' });

export interface BillingRouteDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  payments: Payments;
  events: BillingEvents;
  /** The whole app, so the payment test page can post a signed event to our own webhook. */
  app: () => { request(path: string, init: RequestInit): Response | Promise<Response> };
}

export function billingRoutes(deps: BillingRouteDeps) {
  const { db, payments, events } = deps;
  const { provider } = payments;

  /** A provider outage is a 502 with a French message, never a stack trace. */
  async function fromProvider<T>(work: () => Promise<T>, code = 'billing:provider'): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      logger().error({ err: loggableError(err) }, 'payment provider error');
      throw new ApiError(502, code);
    }
  }

  const billing = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .post('/create-checkout', async (c) => {
      const body = await parseJsonBody(c, createCheckoutSchema);
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('billing-checkout:user', user.id));
      const current = await subscriptionRow(db, user.id);
      if (entitledPlan(current) !== 'free' && current && !current.cancelAtPeriodEnd) {
        throw new ApiError(
          409,
          'billing:already_subscribed',
          'Vous avez déjà un abonnement en cours. Annulez-le avant de changer de plan.',
        );
      }
      const session = await fromProvider(
        () =>
          provider.createCheckout({
            userId: user.id,
            email: user.email,
            plan: body.plan,
            interval: body.interval,
            customerId: current?.provider === 'stripe' ? current.customerId : null,
          }),
        'billing:checkout',
      );
      return c.json({ url: session.url });
    })
    .get('/check-subscription', async (c) => c.json(await subscriptionInfo(db, c.get('user').id)))
    .post('/cancel', async (c) => {
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('billing-cancel:user', user.id));
      const row = await subscriptionRow(db, user.id);
      if (!row?.subscriptionId || entitledPlan(row) === 'free') {
        throw new ApiError(404, 'billing:no_subscription');
      }
      if (row.provider !== provider.id) {
        throw new ApiError(
          409,
          'billing:provider',
          'Cet abonnement est géré par un autre fournisseur de paiement.',
        );
      }
      const subscriptionId = row.subscriptionId;
      const sub = await fromProvider(() => provider.cancelAtPeriodEnd(subscriptionId));
      // Written now so the page shows it at once (the provider's answer is the newest state we know);
      // the provider's webhook confirms it later.
      const at = Math.max(Math.floor(Date.now() / 1000), row.lastEventAt);
      await events.syncSubscription(sub, at, { userId: user.id });
      return c.json(await subscriptionInfo(db, user.id));
    })
    .post('/test-stripe-integration', async (c) => {
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('billing-integration-test:user', user.id));
      const result = await runPaymentChecks({
        provider,
        user,
        postWebhook: async (body, signature) =>
          deps.app().request('/api/webhooks/stripe', {
            method: 'POST',
            body,
            headers: {
              'content-type': 'application/json',
              ...(signature ? { 'stripe-signature': signature } : {}),
            },
          }),
      });
      return c.json(result);
    })
    // The sandbox's own checkout page (only when it serves payments): a user sees and pays only their own.
    .get('/sandbox/checkouts/:id', async (c) => {
      const id = parseParam(checkoutId, c.req.param('id'));
      const view = await payments.sandbox?.view(c.get('user').id, id);
      if (!view) throw new ApiError(404, 'not_found');
      return c.json(view);
    })
    .post('/sandbox/checkouts/:id/pay', async (c) => {
      const sandbox = payments.sandbox;
      if (!sandbox) throw new ApiError(404, 'not_found');
      const user = c.get('user');
      const id = parseParam(checkoutId, c.req.param('id'));
      const card = await parseJsonBody(c, sandboxCardSchema);
      await deps.limits.enforce(c, limitCheck('billing-pay:user', user.id));
      const event = await sandbox.pay(user.id, id, card);
      try {
        await events.applyEvent(event);
      } catch (err) {
        await sandbox.reopen(id).catch(() => {});
        throw err;
      }
      return c.json({ url: sandbox.successUrl });
    });

  // Stripe calls this without a session; the signature is the authentication.
  const webhook = new Hono().post('/', async (c) => {
    const secret = provider.webhookSecret;
    if (!secret) return errorResponse(c, 503, 'webhook:not_configured');
    const signature = c.req.header('stripe-signature');
    const payload = await c.req.text();
    if (!signature) return errorResponse(c, 400, 'webhook:signature');
    let event: Stripe.Event;
    try {
      // Checks the HMAC and refuses a timestamp older than Stripe's 5-minute tolerance (replays).
      event = Stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      return errorResponse(c, 400, 'webhook:signature');
    }
    const outcome = await events.applyEvent(event);
    // A duplicate is acknowledged (Stripe would retry anything else) but not applied twice.
    return c.json({ received: true, outcome });
  });

  return { billing, webhook };
}
