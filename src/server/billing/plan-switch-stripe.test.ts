import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvoiceSummary,
  type PlanSwitchPreview,
  planSwitchPreviewSchema,
  type SubscriptionInfo,
} from '../../shared/billing.ts';
import { auditLog, subscription } from '../db/schema.ts';
import { lastMailedLink, signedInClient, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from '../testing/fake-stripe-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { runDunning } from './dunning.ts';
import { configuredBillingEvents } from './invoice-mail.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const webhookSecret = 'whsec_septime_switch_secret';
const day = 86_400;

// Issue 24 item 3 on Stripe's path: the preview read from invoices/create_preview, the switch by
// subscriptions.update with the preview's proration date, and the grace-period drop's cancel (item 6),
// with the official client pointed at the local server speaking Stripe's API.
describe.each(testDatabaseKinds())('plan switch on Stripe on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // The operator's monthly Pro price, and the prices Septime created earlier (found by lookup key).
    const price = (id: string, unit_amount: number, lookup_key: string | null, interval: string) =>
      stripe.prices.set(id, {
        id,
        object: 'price',
        currency: 'eur',
        unit_amount,
        lookup_key,
        active: true,
        recurring: { interval },
      });
    price('price_pro_month', 2000, null, 'month');
    price('price_pro_year', 19_200, 'septime_pro_year', 'year');
    price('price_enterprise_month', 42_000, 'septime_enterprise_month', 'month');
    price('price_enterprise_year', 403_200, 'septime_enterprise_year', 'year');
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO: 'price_pro_month',
      STRIPE_API_URL: stripe.url,
      BILLING_GRACE_DAYS: '7',
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await stripe?.close();
  });

  const deliver = async (event: FakeStripeEvent | object) => {
    const payload = JSON.stringify(event);
    const res = await new TestClient(server.url).request('/api/webhooks/stripe', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const info = async (client: TestClient) =>
    (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;
  const invoices = async (client: TestClient) =>
    ((await (await client.request('/api/billing/invoices')).json()) as { invoices: InvoiceSummary[] })
      .invoices;

  /** A user whose active Stripe subscription on `priceId` started `usedDays` days ago, synced by its webhook. */
  async function subscribed(priceId: string, plan: string, usedDays: number) {
    const { client } = await signedInClient(server.url, database.db);
    const userId = ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user
      .id;
    const sub = stripe.addSubscription({
      priceId,
      metadata: { userId, plan },
      periodStart: Math.floor(Date.now() / 1000) - usedDays * day - 3600,
    });
    await deliver({
      id: `evt_created_${sub.id}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000) - 60,
      livemode: false,
      data: { object: sub },
    });
    expect(await info(client)).toMatchObject({ plan, status: 'active', provider: 'stripe' });
    const item = (sub.items as { data: Array<{ current_period_start: number; current_period_end: number }> })
      .data[0]!;
    return { client, userId, sub, start: item.current_period_start, end: item.current_period_end };
  }
  const updatesOf = (subId: string) =>
    stripe.calls.filter(
      (c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subId}` && c.form['items[0][price]'],
    );

  it('bills a member who joins a Pro subscription (quantity 2, prorata invoiced) and credits one who leaves', async () => {
    const { client, userId, sub } = await subscribed('price_pro_month', 'pro', 10);
    const seatCalls = () =>
      stripe.calls.filter(
        (c) =>
          c.method === 'POST' && c.path === `/v1/subscriptions/${sub.id}` && c.form['items[0][quantity]'],
      );
    const preview = await client.request('/api/team/seats');
    expect(await preview.json()).toMatchObject({ billed: true, seatsPaid: 1, seatsAfter: 2 });
    const colleague = await signedInClient(server.url, database.db, uniqueEmail('stripe'));
    const invited = await client.post('/api/team/invitations', {
      email: colleague.email,
      role: 'member',
      confirmSeat: true,
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const token = new URL(await lastMailedLink(database.db, colleague.email, 'invitation')).searchParams.get(
      'jeton',
    );
    const accepted = await colleague.client.post('/api/invitations/accept', { token });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(seatCalls().map((c) => [c.form['items[0][quantity]'], c.form.proration_behavior])).toEqual([
      ['2', 'always_invoice'],
    ]);
    for (const e of stripe.events.filter(
      (e) =>
        (e.data.object.id === sub.id && e.type === 'customer.subscription.updated') ||
        (e.type === 'invoice.paid' &&
          (e.data.object.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === sub.id),
    ))
      await deliver(e);
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row!.seats).toBe(2);
    const [linked] = await invoices(client);
    expect(linked).toMatchObject({ provider: 'stripe', plan: 'pro', quantity: 1 });
    expect(linked!.amountHt).toBeGreaterThan(1200);
    expect(linked!.amountHt).toBeLessThan(1400);

    const removed = await client.request(`/api/team/members/${colleague.userId}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(seatCalls().map((c) => [c.form['items[0][quantity]'], c.form.proration_behavior])).toEqual([
      ['2', 'always_invoice'],
      ['1', 'create_prorations'],
    ]);
    const [after] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(after!.seats).toBe(1);
  });

  it('previews Pro → Entreprise with Stripe’s prorated cents, then switches with the same proration date', async () => {
    const { client, userId, sub, start, end } = await subscribed('price_pro_month', 'pro', 12);
    const res = await client.post('/api/billing/switch/preview', { plan: 'enterprise', interval: 'month' });
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = (await res.json()) as PlanSwitchPreview;
    // The same shape as the sandbox's preview.
    expect(Object.keys(preview).sort()).toEqual(Object.keys(planSwitchPreviewSchema.shape).sort());
    expect(planSwitchPreviewSchema.safeParse(preview).success).toBe(true);

    const at = preview.prorationDate!;
    expect(at).toBeGreaterThan(start);
    const ratio = (end - at) / (end - start);
    const unused = Math.round(2000 * ratio);
    const charge = Math.round(42_000 * ratio) - unused;
    expect(preview).toMatchObject({
      fromPlan: 'pro',
      plan: 'enterprise',
      newPriceHt: 42_000,
      unusedCreditHt: unused,
      chargeNowHt: charge,
      creditCarriedHt: 0,
      // Stripe Tax's 20 % on the prorated charge.
      chargeNow: { ht: charge, tva: Math.round(charge * 0.2), ttc: charge + Math.round(charge * 0.2) },
    });
    expect(charge).toBeGreaterThan(20_000);
    expect(new Date(preview.nextRenewalAt).getTime()).toBe(end * 1000);

    const asked = stripe.calls.filter((c) => c.path === '/v1/invoices/create_preview').at(-1)!;
    expect(asked.form).toMatchObject({
      subscription: sub.id,
      customer: sub.customer,
      'subscription_details[items][0][price]': 'price_enterprise_month',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(at),
    });

    const switched = await client.post('/api/billing/switch', {
      plan: 'enterprise',
      interval: 'month',
      fromPlan: 'pro',
      fromInterval: 'month',
      prorationDate: at,
    });
    expect(switched.status, await switched.clone().text()).toBe(200);
    expect(await switched.json()).toMatchObject({ plan: 'enterprise', interval: 'month', status: 'active' });
    const updates = updatesOf(sub.id as string);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.form).toMatchObject({
      'items[0][price]': 'price_enterprise_month',
      proration_behavior: 'always_invoice',
      proration_date: String(at),
      payment_behavior: 'error_if_incomplete',
      'metadata[plan]': 'enterprise',
    });
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row).toMatchObject({
      plan: 'enterprise',
      interval: 'month',
      status: 'active',
      provider: 'stripe',
    });
    expect(row!.currentPeriodEnd!.getTime()).toBe(end * 1000);

    // Stripe's webhooks for the switch: the subscription update changes nothing more, the paid
    // proration invoice is linked with what the preview showed.
    const emitted = stripe.events.filter(
      (e) =>
        (e.data.object.id === sub.id && e.type === 'customer.subscription.updated') ||
        (e.type === 'invoice.paid' &&
          (e.data.object.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === sub.id),
    );
    expect(emitted.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    for (const e of emitted) await deliver(e);
    expect(await info(client)).toMatchObject({ plan: 'enterprise', interval: 'month', status: 'active' });
    const [linked] = await invoices(client);
    expect(linked).toMatchObject({
      provider: 'stripe',
      plan: 'enterprise',
      amountHt: charge,
      amountTtc: preview.chargeNow.ttc,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'billing.plan_switched')));
    expect(audit).toHaveLength(1);
  });

  it('previews monthly → annual as Stripe does: credit for the unused month, a whole year charged, a new cycle', async () => {
    const { client, start, end } = await subscribed('price_pro_month', 'pro', 20);
    const res = await client.post('/api/billing/switch/preview', { plan: 'pro', interval: 'year' });
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = (await res.json()) as PlanSwitchPreview;
    const at = preview.prorationDate!;
    const unused = Math.round((2000 * (end - at)) / (end - start));
    expect(preview).toMatchObject({
      newPriceHt: 19_200,
      unusedCreditHt: unused,
      chargeNowHt: 19_200 - unused,
      creditCarriedHt: 0,
    });
    const renews = new Date(at * 1000);
    renews.setUTCFullYear(renews.getUTCFullYear() + 1);
    expect(preview.nextRenewalAt).toBe(renews.toISOString());
  });

  it('refuses the same plan with a French 400 without asking Stripe', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { client: subscriber } = await subscribed('price_pro_month', 'pro', 3);
    expect(client).toBeDefined();
    const before = stripe.calls.length;
    for (const path of ['/api/billing/switch/preview', '/api/billing/switch']) {
      const res = await subscriber.post(path, {
        plan: 'pro',
        interval: 'month',
        fromPlan: 'pro',
        fromInterval: 'month',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(
        'Vous êtes déjà sur ce plan avec cette périodicité : choisissez un autre plan ou une autre périodicité.',
      );
    }
    expect(stripe.calls.length).toBe(before);
  });

  it('of two confirmations sent at once, one update reaches Stripe', async () => {
    const { client, userId, sub } = await subscribed('price_pro_month', 'pro', 5);
    const confirm = (plan: string, interval: string) =>
      client.post('/api/billing/switch', { plan, interval, fromPlan: 'pro', fromInterval: 'month' });
    const answers = await Promise.all([confirm('enterprise', 'month'), confirm('enterprise', 'year')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await refused.json()).error.message).toMatch(/vient d’être appliqué/);
    const updates = updatesOf(sub.id as string);
    expect(updates).toHaveLength(1);
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row!.plan).toBe('enterprise');
    expect(row!.interval).toBe(
      updates[0]!.form['items[0][price]'] === 'price_enterprise_year' ? 'year' : 'month',
    );
  });

  it('keeps the old plan when Stripe declines the card charged for the switch', async () => {
    const { client, userId, sub } = await subscribed('price_pro_month', 'pro', 4);
    stripe.decliningCustomers.add(sub.customer as string);
    const res = await client.post('/api/billing/switch', {
      plan: 'enterprise',
      interval: 'year',
      fromPlan: 'pro',
      fromInterval: 'month',
    });
    expect(res.status).toBe(402);
    expect((await res.json()).error.message).toBe('Votre carte a été refusée. Aucun montant n’a été débité.');
    expect(updatesOf(sub.id as string)).toHaveLength(1);
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row).toMatchObject({ plan: 'pro', interval: 'month', status: 'active' });
    expect(await info(client)).toMatchObject({ plan: 'pro', interval: 'month' });

    // Once the card is fixed the same switch goes through.
    stripe.decliningCustomers.delete(sub.customer as string);
    const retried = await client.post('/api/billing/switch', {
      plan: 'enterprise',
      interval: 'year',
      fromPlan: 'pro',
      fromInterval: 'month',
    });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await info(client)).toMatchObject({ plan: 'enterprise', interval: 'year' });
  });

  it('drops a subscription past its grace period by cancelling it on Stripe once', async () => {
    const { client, userId, sub } = await subscribed('price_pro_month', 'pro', 2);
    const now = new Date();
    await database.db
      .update(subscription)
      .set({ status: 'past_due', pastDueSince: new Date(now.getTime() - 8 * day * 1000) })
      .where(eq(subscription.userId, userId));
    const deps = {
      db: database.db,
      events: configuredBillingEvents(server.config, database.db, server.services),
      provider: server.services.payments.provider,
    };
    // Stripe unavailable: nothing dropped, still past due, tried again by the next run.
    stripe.down = true;
    try {
      expect(await runDunning(deps, now)).toMatchObject({ dropped: 0 });
    } finally {
      stripe.down = false;
    }
    expect(await info(client)).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect(stripe.calls.some((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${sub.id}`)).toBe(
      true,
    );
    const afterOutage = stripe.calls.length;
    const runs = await Promise.all([runDunning(deps, now), runDunning(deps, now)]);
    expect(runs[0].dropped + runs[1].dropped).toBe(1);
    expect(await runDunning(deps, now)).toMatchObject({ dropped: 0 });
    const cancels = stripe.calls
      .slice(afterOutage)
      .filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${sub.id}`);
    expect(cancels).toHaveLength(1);
    expect(stripe.subscriptions.get(sub.id as string)).toMatchObject({ status: 'canceled' });
    expect(await info(client)).toMatchObject({ plan: 'free', status: 'canceled' });
    // Stripe's own deletion event arriving afterwards changes nothing.
    const deleted = stripe.events.filter(
      (e) => e.type === 'customer.subscription.deleted' && e.data.object.id === sub.id,
    );
    expect(deleted).toHaveLength(1);
    await deliver(deleted[0]!);
    expect(await info(client)).toMatchObject({ plan: 'free', status: 'canceled' });
  });
});
