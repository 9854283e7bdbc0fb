import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessage, project, subscription, user } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createBillingEvents, planOf } from './subscriptions.ts';
import { runTrialChecks } from './trial-jobs.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const day = 86_400_000;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jeanne Martin' };

describe.each(testDatabaseKinds())('the Pro trial without a card, in the sandbox, on %s', (kind) => {
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

  const deps = () => ({
    db: database.db,
    mailer: server.services.mailer,
    events: createBillingEvents(database.db, {
      provider: 'sandbox',
      retrieveSubscription: async () => null,
    }),
    sandbox: server.services.payments.sandbox,
    appUrl: server.config.appUrl,
  });

  async function checkout(client: TestClient, plan: string) {
    const res = await client.post('/api/billing/create-checkout', { plan });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    return new URL(url).pathname.split('/').pop()!;
  }

  async function userIdOf(email: string) {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return row!.id;
  }

  const trialMails = (to: string) => database.db.select().from(outboxMessage).where(eq(outboxMessage.to, to));

  it('starts without a card, reminds once three days before the end, then drops to Gratuit keeping the data', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(email);
    const id = await checkout(client, 'pro');
    const started = await client.post(`/api/billing/sandbox/checkouts/${id}/trial`, {});
    expect(started.status).toBe(200);
    expect(await planOf(database.db, userId)).toBe('pro');
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(row!.status).toBe('trialing');
    const trialEnd = row!.trialEndsAt!.getTime();
    // The same checkout cannot start a second trial.
    expect((await client.post(`/api/billing/sandbox/checkouts/${id}/trial`, {})).status).toBe(409);
    await database.db.insert(project).values({ userId, workspaceId: userId, name: 'Projet pendant l’essai' });

    // Five days before the end: no mail yet.
    await runTrialChecks(deps(), new Date(trialEnd - 5 * day));
    expect((await trialMails(email)).filter((m) => m.meta?.kind === 'trial-ending')).toHaveLength(0);

    // Three days before, checked by two instances at once: one mail.
    const at = new Date(trialEnd - 3 * day + 60_000);
    await Promise.all([runTrialChecks(deps(), at), runTrialChecks(deps(), at)]);
    await runTrialChecks(deps(), new Date(trialEnd - day));
    const mails = (await trialMails(email)).filter((m) => m.meta?.kind === 'trial-ending');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre essai Pro se termine le /);
    expect(mails[0]!.text).toContain('repasse automatiquement au plan Gratuit, sans perte de données');

    // The end, seen by two instances at once: applied once, back to Gratuit, the project kept.
    const after = new Date(trialEnd + 60_000);
    const results = await Promise.all([runTrialChecks(deps(), after), runTrialChecks(deps(), after)]);
    expect(results.reduce((sum, r) => sum + r.ended, 0)).toBe(1);
    const [ended] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(ended!.status).toBe('canceled');
    expect(await planOf(database.db, userId, after)).toBe('free');
    const kept = await database.db
      .select()
      .from(project)
      .where(and(eq(project.userId, userId), eq(project.name, 'Projet pendant l’essai')));
    expect(kept).toHaveLength(1);
  });

  it('with a card added at the start, the trial converts to a paid Pro period', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(email);
    const id = await checkout(client, 'pro');
    expect((await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card)).status).toBe(200);
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    const trialEnd = row!.trialEndsAt!.getTime();
    await runTrialChecks(deps(), new Date(trialEnd + 60_000));
    const [converted] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
    expect(converted!.status).toBe('active');
    expect(converted!.currentPeriodEnd!.getTime()).toBe(Math.floor(trialEnd / 1000) * 1000 + 30 * day);
    expect(await planOf(database.db, userId, new Date(trialEnd + day))).toBe('pro');
    // The first paid period is invoiced once (the checks running again make no second invoice).
    await runTrialChecks(deps(), new Date(trialEnd + 120_000));
    const { invoices } = (await (await client.request('/api/billing/invoices')).json()) as {
      invoices: Array<{ amountTtc: number; issuedAt: string }>;
    };
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amountTtc: 2400,
      issuedAt: new Date(Math.floor(trialEnd / 1000) * 1000).toISOString(),
    });
  });

  it('refuses a trial without a card on a plan that has none, in French', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const id = await checkout(client, 'enterprise');
    const res = await client.post(`/api/billing/sandbox/checkouts/${id}/trial`, {});
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe('Ce plan n’a pas d’essai gratuit : une carte est nécessaire.');
  });
});
