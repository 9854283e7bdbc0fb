import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary, PlanSwitchPreview, SubscriptionInfo } from '../../shared/billing.ts';
import { auditLog, invoice, outboxMessage, subscription, user } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { chargeSandboxRenewal, runDunning } from './dunning.ts';
import { configuredBillingEvents } from './invoice-mail.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const day = 86_400_000;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jeanne Martin' };
const failingCard = { ...card, cardNumber: '4000 0000 0000 0341' };

// Issue 24 items 3 and 5 in the sandbox: plan switches with their proration, renewals, dunning; and
// invoices kept when the account is deleted (decision 037).
describe.each(testDatabaseKinds())('plan switch, dunning and invoice retention on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { BILLING_RETRY_DAYS: '1,3,5', BILLING_GRACE_DAYS: '7' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const deps = () => ({
    db: database.db,
    events: configuredBillingEvents(server.config, database.db, server.services),
    provider: server.services.payments.provider,
  });

  async function subscribe(client: TestClient, plan: string, interval: string, extra: object = {}) {
    const res = await client.post('/api/billing/create-checkout', { plan, interval });
    const id = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const paid = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, {
      ...card,
      payNow: true,
      ...extra,
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
  }
  async function userIdOf(client: TestClient) {
    return ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user.id;
  }
  /** Moves the paid period so that `usedDays` days (and an hour) of its length have passed. */
  async function usedFor(userId: string, usedDays: number, lengthDays: number) {
    const start = new Date(Date.now() - usedDays * day - 3_600_000);
    await database.db
      .update(subscription)
      .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + lengthDays * day) })
      .where(eq(subscription.userId, userId));
    return new Date(start.getTime() + lengthDays * day);
  }
  const invoices = async (client: TestClient) =>
    ((await (await client.request('/api/billing/invoices')).json()) as { invoices: InvoiceSummary[] })
      .invoices;
  const info = async (client: TestClient) =>
    (await (await client.request('/api/billing/check-subscription')).json()) as SubscriptionInfo;

  it('previews Pro → Entreprise with the exact prorated cents, then charges and invoices them', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'month');
    const userId = await userIdOf(client);
    const end = await usedFor(userId, 12, 30);
    const res = await client.post('/api/billing/switch/preview', { plan: 'enterprise', interval: 'month' });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as PlanSwitchPreview;
    // 17 whole days left of 30: Entreprise 420 € × 17/30 = 238 €, less Pro 20 € × 17/30 = 11,33 €.
    expect(preview).toMatchObject({
      remainingDays: 17,
      periodDays: 30,
      newPriceHt: 42_000,
      unusedCreditHt: 1133,
      chargeNowHt: 22_667,
      creditCarriedHt: 0,
      chargeNow: { ht: 22_667, tva: 4533, ttc: 27_200 },
      newPrice: { ht: 42_000, tva: 8400, ttc: 50_400 },
    });
    expect(new Date(preview.nextRenewalAt).getTime()).toBe(end.getTime());

    const switched = await client.post('/api/billing/switch', {
      plan: 'enterprise',
      interval: 'month',
      fromPlan: 'pro',
      fromInterval: 'month',
    });
    expect(switched.status, await switched.clone().text()).toBe(200);
    expect(await switched.json()).toMatchObject({ plan: 'enterprise', interval: 'month', status: 'active' });
    const [latest] = await invoices(client);
    expect(latest).toMatchObject({
      kind: 'invoice',
      plan: 'enterprise',
      amountHt: 22_667,
      amountTtc: 27_200,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'billing.plan_switched')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      plan: 'enterprise',
      chargedHt: 22_667,
      document: latest!.number,
    });
  });

  it('refuses the same plan with a French 400, and a switch during a failed payment', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'year');
    const same = await client.post('/api/billing/switch', {
      plan: 'pro',
      interval: 'year',
      fromPlan: 'pro',
      fromInterval: 'year',
    });
    expect(same.status).toBe(400);
    expect((await same.json()).error.message).toMatch(/déjà sur ce plan/);
    const bad = await client.post('/api/billing/switch', {
      plan: 'gold',
      interval: 'year',
      fromPlan: 'pro',
      fromInterval: 'year',
    });
    expect(bad.status).toBe(400);
    const visitor = await signedInClient(server.url, database.db);
    expect(
      (await visitor.client.post('/api/billing/switch/preview', { plan: 'pro', interval: 'month' })).status,
    ).toBe(404);
  });

  it('a downgrade issues a credit note in its own series, mailed, and the credit pays the next renewal', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    await subscribe(client, 'enterprise', 'month');
    const userId = await userIdOf(client);
    const end = await usedFor(userId, 10, 30);
    const preview = (await (
      await client.post('/api/billing/switch/preview', { plan: 'pro', interval: 'month' })
    ).json()) as PlanSwitchPreview;
    expect(preview).toMatchObject({
      remainingDays: 19,
      unusedCreditHt: 26_600,
      chargeNowHt: 0,
      creditCarriedHt: 25_333,
    });
    const res = await client.post('/api/billing/switch', {
      plan: 'pro',
      interval: 'month',
      fromPlan: 'enterprise',
      fromInterval: 'month',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ plan: 'pro', creditBalanceHt: 25_333 });
    const [note] = await invoices(client);
    expect(note).toMatchObject({ kind: 'credit_note', amountHt: 25_333 });
    expect(note!.number).toMatch(/^AV-\d{4}-\d{6}$/);
    // The buyer gets it by mail, as they get an invoice: it changes what they book.
    const [mail] = await database.db
      .select({ subject: outboxMessage.subject, text: outboxMessage.text })
      .from(outboxMessage)
      .where(
        and(eq(outboxMessage.to, email), eq(outboxMessage.subject, `Votre avoir Septime n° ${note!.number}`)),
      );
    expect(mail?.text).toContain('part non utilisée de votre abonnement Entreprise mensuel');
    expect(mail?.text).toContain('Total HT : 253,33');

    // The renewal at the period's end is paid by the credit (Pro 20 € HT), the rest stays.
    expect(await chargeSandboxRenewal(deps(), userId, new Date(end.getTime() + 60_000))).toBe('renewed');
    expect(await info(client)).toMatchObject({ plan: 'pro', status: 'active', creditBalanceHt: 23_333 });
    const [renewal] = await invoices(client);
    expect(renewal).toMatchObject({ kind: 'invoice', plan: 'pro', amountHt: 2000 });
  });

  it('of two switches sent at once exactly one applies', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'month');
    const userId = await userIdOf(client);
    await usedFor(userId, 5, 30);
    const before = (await invoices(client)).length;
    const answers = await Promise.all([
      client.post('/api/billing/switch', {
        plan: 'enterprise',
        interval: 'month',
        fromPlan: 'pro',
        fromInterval: 'month',
      }),
      client.post('/api/billing/switch', {
        plan: 'pro',
        interval: 'year',
        fromPlan: 'pro',
        fromInterval: 'month',
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await refused.json()).error.message).toMatch(/vient d’être appliqué/);
    expect((await invoices(client)).length).toBe(before + 1);
  });

  it('a renewal with the failing card goes past due, retries on schedule, recovers with a new card', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'month');
    const userId = await userIdOf(client);
    // The renewing card becomes the one that fails off-session (it attaches fine).
    expect((await client.post('/api/billing/sandbox/card', failingCard)).status).toBe(200);
    const end = await usedFor(userId, 30, 30);
    const now = new Date(end.getTime() + 60_000);
    expect(await runDunning(deps(), now)).toMatchObject({ failed: 1 });
    const late = await info(client);
    expect(late).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect(new Date(late.dunning!.nextRetryAt!).getTime()).toBe(now.getTime() + day);
    expect(new Date(late.dunning!.dropsAt).getTime()).toBe(now.getTime() + 7 * day);
    const subjects = (
      await database.db
        .select({ subject: outboxMessage.subject })
        .from(outboxMessage)
        .where(eq(outboxMessage.to, email))
    ).map((m) => m.subject);
    expect(subjects).toContain('Le paiement de votre abonnement Pro a échoué — Septime');
    // Not yet due: nothing; due: the second attempt fails too, next one at day 3.
    expect(await runDunning(deps(), new Date(now.getTime() + 3_600_000))).toMatchObject({ failed: 0 });
    expect(await runDunning(deps(), new Date(now.getTime() + day + 1000))).toMatchObject({ failed: 1 });
    expect(new Date((await info(client)).dunning!.nextRetryAt!).getTime()).toBe(now.getTime() + 3 * day);

    // A working card: charged at once, the plan is active again with a new period and an invoice.
    const updated = await client.post('/api/billing/sandbox/card', card);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ status: 'active', dunning: null });
    const actions = (
      await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.userId, userId))
    ).map((a) => a.action);
    expect(actions.filter((a) => a === 'billing.payment_failed')).toHaveLength(2);
    expect(actions).toContain('billing.payment_recovered');
  });

  it('after the grace period the account drops to Gratuit, data kept, once across two instances', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'month');
    const userId = await userIdOf(client);
    await client.post('/api/billing/sandbox/card', failingCard);
    const end = await usedFor(userId, 30, 30);
    const t0 = new Date(end.getTime() + 60_000);
    // Two instances racing the same renewal: one charge attempt, one audit entry.
    const raced = await Promise.all([runDunning(deps(), t0), runDunning(deps(), t0)]);
    expect(raced[0].failed + raced[1].failed).toBe(1);
    const racedRetry = await Promise.all([
      chargeSandboxRenewal(deps(), userId, new Date(t0.getTime() + day + 1000)),
      chargeSandboxRenewal(deps(), userId, new Date(t0.getTime() + day + 1000)),
    ]);
    // The loser finds the attempt claimed, or (when it reads after the commit) the retry moved on.
    expect(racedRetry.filter((o) => o === 'failed')).toHaveLength(1);
    expect(racedRetry.filter((o) => o === 'claimed' || o === 'none')).toHaveLength(1);
    const failures = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'billing.payment_failed')));
    expect(failures).toHaveLength(2);

    const dropAt = new Date(t0.getTime() + 7 * day + 1000);
    const drops = await Promise.all([runDunning(deps(), dropAt), runDunning(deps(), dropAt)]);
    expect(drops[0].dropped + drops[1].dropped).toBe(1);
    expect(await info(client)).toMatchObject({ plan: 'free', status: 'canceled' });
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row).toMatchObject({ plan: 'pro', status: 'canceled' });
    expect((await invoices(client)).length).toBe(1); // the first payment's invoice is still there
    const dropped = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'billing.downgraded_to_free')));
    expect(dropped).toHaveLength(1);
  });

  it('keeps the invoices detached when the account is deleted, and exports them before', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    await subscribe(client, 'pro', 'month');
    const userId = await userIdOf(client);
    const exported = (await (await client.request('/api/account/export')).json()) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.tables.invoice).toHaveLength(1);
    expect(exported.tables.invoice![0]).toMatchObject({ plan: 'pro', amountHt: 2000 });
    const [kept] = await database.db.select().from(invoice).where(eq(invoice.userId, userId));
    const res = await client.request('/api/account', { method: 'DELETE', json: { confirmation: email } });
    expect(res.status).toBe(200);
    expect(await database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(0);
    const [after] = await database.db.select().from(invoice).where(eq(invoice.id, kept!.id));
    expect(after).toMatchObject({ userId: null, number: kept!.number, amountTtc: 2400 });
    expect(after!.buyer).toEqual(kept!.buyer);
    expect(after!.pdf?.length).toBe(kept!.pdf!.length);
    expect(await database.db.select().from(subscription).where(eq(subscription.userId, userId))).toHaveLength(
      0,
    );
  });
});
