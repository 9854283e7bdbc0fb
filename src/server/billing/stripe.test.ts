import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTestResponse, SubscriptionInfo } from '../../shared/billing.ts';
import { user } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { type FakeStripe, startFakeStripe } from '../testing/fake-stripe-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { planOf } from './subscriptions.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const webhookSecret = 'whsec_septime_test_secret';
const day = 86_400;

// The Stripe implementation, with the official client pointed at a local server speaking Stripe's API.
describe.each(testDatabaseKinds())('billing with Stripe on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // The operator's own monthly Pro price (STRIPE_PRICE_PRO); Entreprise's is created from the plan data.
    stripe.prices.set('price_pro_configured', {
      id: 'price_pro_configured',
      object: 'price',
      currency: 'eur',
      unit_amount: 2000,
      lookup_key: null,
      active: true,
      recurring: { interval: 'month' },
    });
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO: 'price_pro_configured',
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await stripe?.close();
  });

  const webhook = (event: object, secret = webhookSecret) => {
    const payload = JSON.stringify(event);
    return new TestClient(server.url).request('/api/webhooks/stripe', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  };
  let eventCount = 0;
  const event = (type: string, object: object, created = Math.floor(Date.now() / 1000) + eventCount) => ({
    id: `evt_${++eventCount}_${Date.now()}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  });

  it('prints Stripe as the payments implementation', () => {
    expect(server.capabilities.paiements).toBe(`Stripe Checkout (mode test, API 127.0.0.1)`);
  });

  it('creates a subscription Checkout Session with the 14-day trial on Pro and no trial on Entreprise', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/billing/create-checkout', { plan: 'pro' });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.authorization).toBe(`Bearer ${stripe.apiKey}`);
    expect(created.form).toMatchObject({
      mode: 'subscription',
      customer_email: email,
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][plan]': 'pro',
      'metadata[plan]': 'pro',
      success_url: `${server.url}/?checkout=success#pricing`,
      cancel_url: `${server.url}/?checkout=cancel#pricing`,
      locale: 'fr',
      // VAT numbers collected and VAT (or reverse charge) applied by Stripe Tax.
      'tax_id_collection[enabled]': 'true',
      'automatic_tax[enabled]': 'true',
      billing_address_collection: 'required',
    });
    expect(created.form['line_items[0][price]']).toBe('price_pro_configured');

    // Annual Pro has no configured price: it is created from the plan data, with its lookup key.
    await client.post('/api/billing/create-checkout', { plan: 'pro', interval: 'year' });
    const annual = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(stripe.prices.get(annual.form['line_items[0][price]']!)).toMatchObject({
      unit_amount: 19_200,
      currency: 'eur',
      lookup_key: 'septime_pro_year',
      recurring: { interval: 'year' },
    });
    expect(stripe.calls.find((c) => c.path === '/v1/prices' && c.method === 'POST')?.form.tax_behavior).toBe(
      'exclusive',
    );

    await client.post('/api/billing/create-checkout', { plan: 'enterprise', interval: 'year' });
    const enterprise = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(enterprise.form['subscription_data[trial_period_days]']).toBeUndefined();
    expect(stripe.prices.get(enterprise.form['line_items[0][price]']!)).toMatchObject({
      unit_amount: 403_200, // 420 € × 12 less 20 %
      recurring: { interval: 'year' },
    });
  });

  it('keeps the subscription row in step with signed webhooks', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = row!.id;
    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_${userId}`,
      object: 'subscription',
      customer: `cus_${userId}`,
      status: 'trialing',
      trial_end: now + 14 * day,
      cancel_at_period_end: false,
      metadata: { userId, plan: 'pro' },
      items: {
        object: 'list',
        data: [{ current_period_end: now + 14 * day, price: { lookup_key: 'septime_pro_month' } }],
      },
    };
    stripe.subscriptions.set(sub.id, sub);
    const info = async () =>
      (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;

    // The session event carries only the subscription id: it is fetched from Stripe.
    const completed = await webhook(
      event('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        metadata: { userId, plan: 'pro' },
        customer: sub.customer,
        subscription: sub.id,
      }),
    );
    expect(await completed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await info()).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      provider: 'stripe',
      trialEndsAt: new Date((now + 14 * day) * 1000).toISOString(),
    });

    await webhook(event('customer.subscription.updated', { ...sub, status: 'active', trial_end: null }));
    expect((await info()).status).toBe('active');

    const invoice = { object: 'invoice', parent: { subscription_details: { subscription: sub.id } } };
    await webhook(event('invoice.payment_failed', invoice));
    expect(await info()).toMatchObject({ plan: 'pro', status: 'past_due' });
    await webhook(event('invoice.paid', invoice));
    expect((await info()).status).toBe('active');

    // A paid Stripe invoice is linked (its page and PDF), never copied into one of ours.
    const paidInvoice = {
      id: `in_test_${userId}`,
      object: 'invoice',
      number: 'STRIPE-0001',
      amount_paid: 2400,
      total: 2400,
      total_excluding_tax: 2000,
      currency: 'eur',
      created: now,
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_test',
      invoice_pdf: 'https://invoice.stripe.test/i/in_test/pdf',
      parent: { subscription_details: { subscription: sub.id } },
      lines: { data: [{ period: { start: now, end: now + 30 * day } }] },
    };
    const paidEvent = event('invoice.paid', paidInvoice);
    await webhook(paidEvent);
    await webhook(paidEvent); // redelivered: still one invoice
    const listed = (await (await client.request('/api/billing/invoices')).json()) as {
      invoices: Array<Record<string, unknown>>;
    };
    expect(listed.invoices).toEqual([
      expect.objectContaining({
        number: 'STRIPE-0001',
        provider: 'stripe',
        amountHt: 2000,
        amountTva: 400,
        amountTtc: 2400,
        downloadable: false,
        hostedUrl: 'https://invoice.stripe.test/i/in_test',
        pdfUrl: 'https://invoice.stripe.test/i/in_test/pdf',
      }),
    ]);
    const id = listed.invoices[0]!.id as string;
    expect((await client.request(`/api/billing/invoices/${id}/pdf`)).status).toBe(404);

    // 'Annuler l'abonnement' asks Stripe for cancel_at_period_end.
    stripe.subscriptions.set(sub.id, { ...sub, status: 'active' });
    const cancel = await client.post('/api/billing/cancel', {});
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${sub.id}`,
      form: { cancel_at_period_end: 'true' },
    });

    // « Reprendre » asks Stripe to renew again; the portal is Stripe's, back to the settings.
    const resumed = await client.post('/api/billing/resume', {});
    expect(await resumed.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    expect(stripe.calls.at(-1)).toMatchObject({
      path: `/v1/subscriptions/${sub.id}`,
      form: { cancel_at_period_end: 'false' },
    });
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(200);
    expect((await portal.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: sub.customer, return_url: `${server.url}/settings`, locale: 'fr' },
    });

    await webhook(event('customer.subscription.deleted', { ...sub, status: 'canceled' }, now + 3600));
    expect(await info()).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await planOf(database.db, userId)).toBe('free');

    // An older event delivered late does not bring the plan back.
    await webhook(event('customer.subscription.updated', { ...sub, status: 'active' }, now - 60));
    expect(await planOf(database.db, userId)).toBe('free');
  });

  it('refuses an event signed with another secret', async () => {
    const res = await webhook(event('customer.subscription.updated', {}), 'whsec_someone_else');
    expect(res.status).toBe(400);
  });

  it('runs the payment test page checks against the Stripe API', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const body = (await (
      await client.post('/api/billing/test-stripe-integration', {})
    ).json()) as PaymentTestResponse;
    expect(
      body.results.tests.every((t) => t.status.includes('✅')),
      JSON.stringify(body),
    ).toBe(true);
    expect(body).toMatchObject({
      success: true,
      message: 'Tests Stripe réussis !',
      results: { provider: 'stripe' },
    });
    const expired = stripe.calls.filter((c) => c.path.endsWith('/expire'));
    expect(expired).toHaveLength(1);
    expect(stripe.sessions.get(expired[0]!.path.split('/')[4]!)?.status).toBe('expired');
  });

  it('reports a failing check when Stripe refuses the key', async () => {
    const otherDb = await createTestDatabase(kind);
    const bad = await startTestServer(otherDb, {
      STRIPE_SECRET_KEY: 'sk_test_wrong',
      STRIPE_API_URL: stripe.url,
    });
    try {
      const { client } = await signedInClient(bad.url, otherDb.db);
      const body = (await (
        await client.post('/api/billing/test-stripe-integration', {})
      ).json()) as PaymentTestResponse;
      expect(body).toMatchObject({ success: false, message: 'Certains tests ont échoué' });
      expect(body.results.tests.find((t) => t.name === 'Connexion à Stripe')?.status).toContain('❌');
      expect(body.results.tests.find((t) => t.name === 'Secret du webhook')?.message).toBe(
        'STRIPE_WEBHOOK_SECRET n’est pas défini',
      );
      const checkout = await client.post('/api/billing/create-checkout', { plan: 'pro' });
      expect(checkout.status).toBe(502);
      expect((await checkout.json()).error.message).toBe('Erreur lors de la création du checkout');
    } finally {
      await bad.close();
      await otherDb.dispose();
    }
  });
});
