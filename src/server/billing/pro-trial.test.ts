import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, proTrial, subscription, user } from '../db/schema.ts';
import {
  lastMailedLink,
  signedInClient,
  strongPassword,
  TestClient,
  uniqueEmail,
} from '../testing/auth-helpers.ts';
import { startFakeStripe } from '../testing/fake-stripe-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { planOf, trialDaysLeft } from './subscriptions.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const day = 86_400_000;

// « Essai Gratuit » starts the 14-day Pro trial (decision 060): asked for at sign-up, kept across the
// email confirmation, started server-side without a card, once per account, audited.

describe('days left in the trial, on the Paris calendar', () => {
  it('counts Paris days, not 24-hour slices nor the server zone', () => {
    const ends = new Date('2026-12-12T09:00:00Z'); // 10:00 in Paris
    expect(trialDaysLeft(ends, new Date('2026-11-28T09:00:00Z'))).toBe(14);
    // 23:30 UTC on the 11th is already the 12th in Paris: the last day.
    expect(trialDaysLeft(ends, new Date('2026-12-11T23:30:00Z'))).toBe(0);
    expect(trialDaysLeft(ends, new Date('2026-12-11T22:30:00Z'))).toBe(1);
    // Over the switch to summer time (29 March 2026): still whole Paris days.
    expect(trialDaysLeft(new Date('2026-04-05T08:00:00Z'), new Date('2026-03-28T22:30:00Z'))).toBe(8);
    // After the end: never negative.
    expect(trialDaysLeft(ends, new Date(ends.getTime() + 3 * day))).toBe(0);
  });
});

describe.each(testDatabaseKinds())('the Pro trial from « Essai Gratuit », on %s', (kind) => {
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

  async function userIdOf(email: string) {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return row!.id;
  }

  /** Signs up with the trial intent, then follows the confirmation link. */
  async function signUpForTrial(email = uniqueEmail('essai')) {
    const client = new TestClient(server.url);
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Essai',
      plan: 'pro-trial',
    });
    expect(res.status).toBe(200);
    return { client, email };
  }

  async function confirm(client: TestClient, email: string) {
    const link = await lastMailedLink(database.db, email, 'verification');
    expect((await client.request(link.replace(server.url, ''))).status).toBe(302);
  }

  it('keeps the intent until the email is confirmed, then starts 14 days of Pro without a card, once', async () => {
    const { client, email } = await signUpForTrial();
    const userId = await userIdOf(email);
    // Nothing runs for an unconfirmed address: the intent is kept.
    expect(await planOf(database.db, userId)).toBe('free');
    const [kept] = await database.db.select().from(proTrial).where(eq(proTrial.userId, userId));
    expect(kept).toMatchObject({ source: 'signup', startedAt: null });

    await confirm(client, email);
    expect(await planOf(database.db, userId)).toBe('pro');
    const info = await (await client.request('/api/billing/check-subscription')).json();
    expect(info).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      trial: { daysLeft: 14, withCard: false },
      trialAvailable: false,
    });
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row!.trialEndsAt!.getTime() - Date.now()).toBeGreaterThan(14 * day - 60_000);

    // Audited once, with where it came from and no card.
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
    const started = audit.filter((a) => a.action === 'billing.trial_started');
    expect(started).toHaveLength(1);
    expect(started[0]!.after).toMatchObject({ plan: 'pro', source: 'signup', card: false });

    // Once per account: the pricing's « Essayer Pro » and the checkout page's trial are refused in French.
    const again = await client.post('/api/billing/trial', {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      'Vous avez déjà un plan Pro ou Entreprise en cours\u202f: l’essai n’est pas nécessaire.',
    );
  });

  it('a second confirmation link, or two at once, starts nothing more', async () => {
    const { client, email } = await signUpForTrial();
    const userId = await userIdOf(email);
    const link = await lastMailedLink(database.db, email, 'verification');
    await Promise.all([
      client.request(link.replace(server.url, '')),
      new TestClient(server.url).request(link.replace(server.url, '')),
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
    expect(audit.filter((a) => a.action === 'billing.trial_started')).toHaveLength(1);
    expect(await planOf(database.db, userId)).toBe('pro');
  });

  it('a sign-up without the intent stays on Gratuit and may start the trial once from the pricing', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(email);
    expect(await planOf(database.db, userId)).toBe('free');
    const before = await (await client.request('/api/billing/check-subscription')).json();
    expect(before).toMatchObject({ plan: 'free', trial: null, trialAvailable: true });

    const [first, second] = await Promise.all([
      client.post('/api/billing/trial', {}),
      client.post('/api/billing/trial', {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const ok = first.status === 201 ? first : second;
    const body = await ok.json();
    expect(body.message).toBe('Essai Pro démarré\u202f: 14\u00a0jours, sans carte bancaire.');
    expect(body.message).not.toMatch(/paiement|payé/i);
    expect(body.subscription).toMatchObject({ plan: 'pro', trial: { daysLeft: 14 } });

    // The trial ends (no card): back on Gratuit, and no second trial by any path.
    await database.db
      .update(subscription)
      .set({ status: 'canceled', trialEndsAt: new Date(Date.now() - day) })
      .where(eq(subscription.userId, userId));
    const refused = await client.post('/api/billing/trial', {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'L’essai Pro gratuit a déjà été utilisé sur ce compte.',
    );
    const checkout = await client.post('/api/billing/create-checkout', { plan: 'pro' });
    const id = new URL((await checkout.json()).url).pathname.split('/').pop();
    expect((await client.post(`/api/billing/sandbox/checkouts/${id}/trial`, {})).status).toBe(409);
    const after = await (await client.request('/api/billing/check-subscription')).json();
    expect(after).toMatchObject({ plan: 'free', trialAvailable: false });
  });

  it('an existing address signing up again with the intent changes nothing on that account', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(email);
    const res = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Essai',
      plan: 'pro-trial',
    });
    expect(res.status).toBe(200);
    expect(await database.db.select().from(proTrial).where(eq(proTrial.userId, userId))).toEqual([]);
  });

  it('refuses an unknown offer at sign-up in French, creating no account', async () => {
    const email = uniqueEmail('offre');
    const res = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Essai',
      plan: 'enterprise-free',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Offre inconnue.');
    expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('the card-free trial on Stripe, on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_test_trial',
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await stripe?.close();
  });

  it('creates a trialing subscription that ends without a card, with no payment page', async () => {
    const email = uniqueEmail('stripe-essai');
    const client = new TestClient(server.url);
    await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Essai',
      plan: 'pro-trial',
    });
    const link = await lastMailedLink(database.db, email, 'verification');
    expect((await client.request(link.replace(server.url, ''))).status).toBe(302);

    const created = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions');
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
    });
    expect(stripe.calls.some((c) => c.path === '/v1/checkout/sessions')).toBe(false);
    const info = await (await client.request('/api/billing/check-subscription')).json();
    expect(info).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      provider: 'stripe',
      trial: { daysLeft: 14 },
    });
  });
});
