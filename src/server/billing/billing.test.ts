import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTestResponse, SandboxCheckoutView, SubscriptionInfo } from '../../shared/billing.ts';
import { user } from '../db/schema.ts';
import { signedInClient, type TestClient, TestClient as Visitor } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { planOf } from './subscriptions.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jeanne Martin' };

describe.each(testDatabaseKinds())('billing in the sandbox on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function checkout(client: TestClient, plan: string) {
    const res = await client.post('/api/billing/create-checkout', { plan });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const id = new URL(url).pathname.split('/').pop()!;
    return { url, id };
  }

  async function userIdOf(email: string) {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return row!.id;
  }

  it('says which provider serves payments at start', () => {
    expect(server.capabilities.paiements).toMatch(/bac à sable/);
  });

  it('answers 401 without a session', async () => {
    const visitor = new Visitor(server.url);
    expect((await visitor.post('/api/billing/create-checkout', { plan: 'pro' })).status).toBe(401);
    expect((await visitor.request('/api/billing/check-subscription')).status).toBe(401);
    expect((await visitor.post('/api/billing/cancel', {})).status).toBe(401);
    expect((await visitor.post('/api/billing/test-stripe-integration', {})).status).toBe(401);
  });

  it.each([{ plan: 'free' }, { plan: 'gold' }, {}, { plan: 'pro', interval: 'week' }])(
    'refuses a bad plan with 400: %j',
    async (body) => {
      const { client } = await signedInClient(server.url, database.db);
      const res = await client.post('/api/billing/create-checkout', body);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation:body');
      expect(error.message).toMatch(/Plan inconnu|Période inconnue/);
    },
  );

  it('takes a user from Gratuit to an active Pro trial with the 4242 card', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const before = (await (
      await client.request('/api/billing/check-subscription')
    ).json()) as SubscriptionInfo;
    expect(before).toMatchObject({ plan: 'free', status: 'none', trialEndsAt: null });

    const { url, id } = await checkout(client, 'pro');
    expect(url).toBe(`${server.url}/checkout/sandbox/${id}`);
    const view = (await (
      await client.request(`/api/billing/sandbox/checkouts/${id}`)
    ).json()) as SandboxCheckoutView;
    expect(view).toMatchObject({ plan: 'pro', planName: 'Pro', amount: 20, trialDays: 14, status: 'open' });

    const paid = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card);
    expect(paid.status).toBe(200);
    expect((await paid.json()).url).toBe(`${server.url}/?checkout=success#pricing`);

    const after = (await (
      await client.request('/api/billing/check-subscription')
    ).json()) as SubscriptionInfo;
    expect(after).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      provider: 'sandbox',
      cancelAtPeriodEnd: false,
    });
    const trialDays = (Date.parse(after.trialEndsAt!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(await planOf(database.db, await userIdOf(email))).toBe('pro');

    // The same checkout cannot be paid twice.
    expect((await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card)).status).toBe(409);
    // A second subscription is refused while this one runs.
    expect((await client.post('/api/billing/create-checkout', { plan: 'enterprise' })).status).toBe(409);

    // Cancel at period end: still Pro until the end of the trial.
    const cancelled = await client.post('/api/billing/cancel', {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
  });

  it('starts Entreprise as active, without a trial', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await checkout(client, 'enterprise');
    expect((await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card)).status).toBe(200);
    const info = (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;
    expect(info).toMatchObject({ plan: 'enterprise', status: 'active', trialEndsAt: null });
    expect(Date.parse(info.currentPeriodEnd!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('is its own customer portal: updates the card, cancels at period end, resumes; no Stripe portal', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect((await client.post('/api/billing/sandbox/card', card)).status).toBe(404);
    expect((await client.post('/api/billing/resume', {})).status).toBe(404);
    const { id } = await checkout(client, 'enterprise');
    await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card);
    const info = async () =>
      (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;
    expect((await info()).cardLast4).toBe('4242');

    const declined = await client.post('/api/billing/sandbox/card', {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect((await info()).cardLast4).toBe('4242');
    const bad = await client.post('/api/billing/sandbox/card', { ...card, cvc: '1' });
    expect(bad.status).toBe(400);
    const updated = await client.post('/api/billing/sandbox/card', card);
    expect(updated.status).toBe(200);

    const cancelled = await client.post('/api/billing/cancel', {});
    expect(await cancelled.json()).toMatchObject({ plan: 'enterprise', cancelAtPeriodEnd: true });
    const resumed = await client.post('/api/billing/resume', {});
    expect(await resumed.json()).toMatchObject({
      plan: 'enterprise',
      cancelAtPeriodEnd: false,
      status: 'active',
    });
    expect((await client.post('/api/billing/portal', {})).status).toBe(404);
  });

  it('declines the 4000 0000 0000 0002 card in French and keeps Gratuit', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await checkout(client, 'pro');
    const res = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toEqual({
      code: 'payment:card_declined',
      message: 'Votre carte a été refusée. Aucun montant n’a été débité.',
    });
    const info = (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;
    expect(info.plan).toBe('free');
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Numéro de carte invalide.'],
    [{ expiry: '01/20' }, 'Date d’expiration invalide (MM/AA).'],
    [{ cvc: '12' }, 'Code de sécurité invalide (3 ou 4 chiffres).'],
    [{ name: ' ' }, 'Nom du titulaire requis.'],
  ])('validates the card form on the server: %j', async (change, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await checkout(client, 'pro');
    const res = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, { ...card, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("hides another user's checkout (404)", async () => {
    const a = await signedInClient(server.url, database.db);
    const b = await signedInClient(server.url, database.db);
    const { id } = await checkout(a.client, 'pro');
    expect((await b.client.request(`/api/billing/sandbox/checkouts/${id}`)).status).toBe(404);
    expect((await b.client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card)).status).toBe(404);
    expect((await b.client.request('/api/billing/sandbox/checkouts/pas-un-id')).status).toBe(400);
  });

  it("lifts the daily quota: a Pro user's sixth AI task of the day succeeds", async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await checkout(client, 'pro');
    await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card);
    for (let i = 1; i <= 6; i++) {
      const res = await client.post('/api/ai/automation', {
        task: `Préparer la réunion ${i}`,
        employee: 'alfred',
      });
      expect(res.status, `task ${i}`).toBe(200);
    }
    const usage = await (await client.request('/api/ai/usage')).json();
    expect(usage).toMatchObject({ plan: 'pro', used: 6, limit: null });
  });

  it('refuses unsigned, badly signed and stale webhooks, and applies an event id once', async () => {
    const visitor = new Visitor(server.url);
    const secret = server.services.payments.provider.webhookSecret!;
    const { client, email } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(email);
    const now = Math.floor(Date.now() / 1000);
    const subscription = (status: string, created: number) =>
      JSON.stringify({
        id: `evt_${status}_${created}_${userId}`,
        object: 'event',
        type: 'customer.subscription.updated',
        created,
        data: {
          object: {
            id: `sub_${userId}`,
            object: 'subscription',
            status,
            customer: 'cus_1',
            trial_end: null,
            cancel_at_period_end: false,
            metadata: { userId, plan: 'pro' },
            items: { data: [{ current_period_end: now + 30 * 86_400 }] },
          },
        },
      });
    const post = (payload: string, signature?: string) =>
      visitor.request('/api/webhooks/stripe', {
        method: 'POST',
        body: payload,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });

    const active = subscription('active', now);
    expect((await post(active)).status).toBe(400);
    expect(
      (
        await post(
          active,
          Stripe.webhooks.generateTestHeaderString({ payload: active, secret: 'whsec_autre' }),
        )
      ).status,
    ).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: active, secret, timestamp: now - 600 });
    const staleRes = await post(active, stale);
    expect(staleRes.status).toBe(400);
    expect((await staleRes.json()).error.code).toBe('webhook:signature');
    expect(await planOf(database.db, userId)).toBe('free');

    const signed = await post(active, Stripe.webhooks.generateTestHeaderString({ payload: active, secret }));
    expect(await signed.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(database.db, userId)).toBe('pro');

    const canceled = subscription('canceled', now + 1);
    await post(canceled, Stripe.webhooks.generateTestHeaderString({ payload: canceled, secret }));
    expect(await planOf(database.db, userId)).toBe('free');

    // Stripe delivers the first event again: acknowledged, not applied.
    const replay = await post(active, Stripe.webhooks.generateTestHeaderString({ payload: active, secret }));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await planOf(database.db, userId)).toBe('free');
    const info = (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;
    expect(info.status).toBe('canceled');
  });

  it('runs the payment test page checks against the sandbox, all green', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/billing/test-stripe-integration', {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as PaymentTestResponse;
    expect(body.results.tests.map((t) => t.name)).toEqual([
      'Configuration',
      'Connexion au bac à sable',
      'Prix du plan Pro',
      'Prix du plan Entreprise',
      'Session de checkout',
      'Secret du webhook',
      'Webhook signé',
    ]);
    expect(
      body.results.tests.every((t) => t.status.includes('✅')),
      JSON.stringify(body),
    ).toBe(true);
    expect(body).toMatchObject({
      success: true,
      summary: '7/7 tests réussis',
      message: 'Tests Stripe réussis !',
    });
  });
});
