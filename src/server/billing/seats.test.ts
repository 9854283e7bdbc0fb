import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary, SeatPreview } from '../../shared/billing.ts';
import { auditLog, subscription } from '../db/schema.ts';
import { lastMailedLink, signedInClient, type TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { chargeSandboxRenewal } from './dunning.ts';
import { configuredBillingEvents } from './invoice-mail.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const day = 86_400_000;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jeanne Martin' };
const tokenOf = (link: string) => new URL(link).searchParams.get('jeton')!;

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

// Pro billed per member (issue 39 item 3, decision 073), in the sandbox: the seat's price said before
// the invitation, charged at the prorata when it is accepted, credited when a member leaves, and
// each renewal billing the members of the day.
describe.each(testDatabaseKinds())('seats billed per member on %s', (kind) => {
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
    events: configuredBillingEvents(server.config, database.db, server.services),
    provider: server.services.payments.provider,
  });

  async function subscribe(client: TestClient, extra: object = { payNow: true }) {
    const res = await client.post('/api/billing/create-checkout', { plan: 'pro', interval: 'month' });
    const id = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const paid = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, { ...card, ...extra });
    expect(paid.status, await paid.clone().text()).toBe(200);
  }
  /** Moves the paid period so that `usedDays` days (and an hour) of its 30 have passed. */
  async function usedFor(organisationId: string, usedDays: number) {
    const start = new Date(Date.now() - usedDays * day - 3_600_000);
    await database.db
      .update(subscription)
      .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * day) })
      .where(eq(subscription.userId, organisationId));
    return new Date(start.getTime() + 30 * day);
  }
  const invoices = async (client: TestClient) =>
    (await json<{ invoices: InvoiceSummary[] }>(await client.request('/api/billing/invoices'))).invoices;
  const seatsRow = async (organisationId: string) =>
    (await database.db.select().from(subscription).where(eq(subscription.userId, organisationId)))[0]!;

  async function invite(owner: TestClient, email: string) {
    await json(await owner.post('/api/team/invitations', { email, role: 'member', confirmSeat: true }), 201);
    return tokenOf(await lastMailedLink(database.db, email, 'invitation'));
  }

  it('says the seat’s price before inviting, charges its prorata on acceptance, bills two members at renewal, credits a removal', async () => {
    const owner = await signedInClient(server.url, database.db);
    await subscribe(owner.client);
    const org = owner.userId;
    const [first] = await invoices(owner.client);
    expect(first).toMatchObject({ plan: 'pro', quantity: 1, amountHt: 2000 });
    const end = await usedFor(org, 10);

    // The price, before confirming: 20 € HT a month per member, 19 whole days of 30 left.
    const preview = await json<SeatPreview>(await owner.client.request('/api/team/seats'));
    expect(preview).toMatchObject({
      billed: true,
      trialing: false,
      members: 1,
      seatsPaid: 1,
      seatsAfter: 2,
      remainingDays: 19,
      periodDays: 30,
      unitPrice: { ht: 2000 },
      chargeNow: { ht: 1267 },
      nextRenewal: { ht: 4000 },
    });
    // Without the confirmation of that price, no invitation leaves.
    const colleague = await signedInClient(server.url, database.db, uniqueEmail('collegue'));
    const unconfirmed = await owner.client.post('/api/team/invitations', {
      email: colleague.email,
      role: 'member',
    });
    expect(unconfirmed.status).toBe(409);
    expect((await unconfirmed.json()).error.message).toMatch(
      /chaque membre est facturé\s: confirmez le prix/,
    );

    const token = await invite(owner.client, colleague.email);
    expect((await seatsRow(org)).seats).toBe(1); // charged on acceptance, not on invitation
    await json(await colleague.client.post('/api/invitations/accept', { token }));
    expect((await seatsRow(org)).seats).toBe(2);
    const [seat] = await invoices(owner.client);
    expect(seat).toMatchObject({ kind: 'invoice', plan: 'pro', quantity: 1, amountHt: 1267 });
    // A colleague does not see the billing.
    expect((await colleague.client.request('/api/billing/invoices')).status).toBe(403);

    // The renewal bills the two members.
    expect(await chargeSandboxRenewal(deps(), org, new Date(end.getTime() + 60_000))).toBe('renewed');
    const [renewal] = await invoices(owner.client);
    expect(renewal).toMatchObject({ kind: 'invoice', quantity: 2, amountHt: 4000 });

    // Removed 11 days into the new period: the seat's 18 unused days are credited, then deducted.
    const nextEnd = await usedFor(org, 11);
    expect(
      (await owner.client.request(`/api/team/members/${colleague.userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await seatsRow(org)).toMatchObject({ seats: 1, creditBalanceHt: 1200 });
    const credit = (await invoices(owner.client)).find((i) => i.kind === 'credit_note');
    expect(credit).toMatchObject({ kind: 'credit_note', quantity: 1, amountHt: 1200 });
    // A removal sent twice credits once.
    await owner.client.request(`/api/team/members/${colleague.userId}`, { method: 'DELETE' });
    expect((await invoices(owner.client)).filter((i) => i.kind === 'credit_note')).toHaveLength(1);

    expect(await chargeSandboxRenewal(deps(), org, new Date(nextEnd.getTime() + 60_000))).toBe('renewed');
    // The test moves periods by hand, so the newest invoice is the one with the highest number.
    const [single] = (await invoices(owner.client))
      .filter((i) => i.kind === 'invoice')
      .sort((a, b) => b.number.localeCompare(a.number));
    expect(single).toMatchObject({ kind: 'invoice', quantity: 1, amountHt: 2000 });
    expect((await seatsRow(org)).creditBalanceHt).toBe(0);
    expect(single!.amountTtc).toBe(2400); // 12,00 € TTC of it settled by the credit note
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, org), eq(auditLog.action, 'billing.seats_changed')));
    expect(audited).toHaveLength(2);
  });

  it('two invitations accepted at once charge each seat once', async () => {
    const owner = await signedInClient(server.url, database.db);
    await subscribe(owner.client);
    const org = owner.userId;
    await usedFor(org, 15);
    const guests = await Promise.all(
      [1, 2].map(() => signedInClient(server.url, database.db, uniqueEmail('invite'))),
    );
    const tokens: string[] = [];
    for (const guest of guests) tokens.push(await invite(owner.client, guest.email));
    const preview = await json<SeatPreview>(await owner.client.request('/api/team/seats'));
    expect(preview).toMatchObject({ members: 1, pending: 2, seatsAfter: 4, nextRenewal: { ht: 8000 } });
    await Promise.all(
      guests.map(async (guest, i) =>
        json(await guest.client.post('/api/invitations/accept', { token: tokens[i] })),
      ),
    );
    expect((await seatsRow(org)).seats).toBe(3);
    const seatInvoices = (await invoices(owner.client)).filter((i) => i.amountHt !== 2000);
    // One invoice per seat change: 2 seats in all, whatever the order the acceptances committed in.
    expect(seatInvoices.reduce((n, i) => n + i.quantity, 0)).toBe(2);
    // 14 whole days of 30 left: 9,33 € HT a seat (18,67 € HT when both are charged together).
    expect([1866, 1867]).toContain(seatInvoices.reduce((n, i) => n + i.amountHt, 0));
  });

  it('during the trial a member costs nothing now, and the trial’s end bills every member', async () => {
    const owner = await signedInClient(server.url, database.db);
    await subscribe(owner.client, {}); // the card is given, the trial starts
    const org = owner.userId;
    expect(await seatsRow(org)).toMatchObject({ status: 'trialing', seats: 1 });
    const preview = await json<SeatPreview>(await owner.client.request('/api/team/seats'));
    expect(preview).toMatchObject({
      billed: true,
      trialing: true,
      chargeNow: { ht: 0 },
      nextRenewal: { ht: 4000 },
    });
    const colleague = await signedInClient(server.url, database.db, uniqueEmail('essai'));
    const token = await invite(owner.client, colleague.email);
    await json(await colleague.client.post('/api/invitations/accept', { token }));
    expect(await seatsRow(org)).toMatchObject({ status: 'trialing', seats: 2 });
    expect(await invoices(owner.client)).toHaveLength(0);

    const row = await seatsRow(org);
    const ends = server.services.payments.sandbox!;
    const events = await ends.trialEndEvents(new Date(row.trialEndsAt!.getTime() + 60_000));
    const billing = configuredBillingEvents(server.config, database.db, server.services);
    for (const event of events.filter((e) => JSON.stringify(e).includes(org)))
      await billing.applyEvent(event);
    const [paid] = await invoices(owner.client);
    expect(paid).toMatchObject({ kind: 'invoice', quantity: 2, amountHt: 4000 });
  });

  it('Gratuit and Entreprise are not billed per member', async () => {
    const owner = await signedInClient(server.url, database.db);
    expect(await json<SeatPreview>(await owner.client.request('/api/team/seats'))).toMatchObject({
      billed: false,
      chargeNow: { ht: 0 },
    });
    const res = await owner.client.post('/api/billing/create-checkout', {
      plan: 'enterprise',
      interval: 'month',
    });
    const id = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    await json(await owner.client.post(`/api/billing/sandbox/checkouts/${id}/pay`, card));
    expect(await json<SeatPreview>(await owner.client.request('/api/team/seats'))).toMatchObject({
      billed: false,
    });
    const colleague = await signedInClient(server.url, database.db, uniqueEmail('entreprise'));
    // No confirmation needed: Entreprise counts no seat.
    await json(
      await owner.client.post('/api/team/invitations', { email: colleague.email, role: 'member' }),
      201,
    );
    const [only] = await invoices(owner.client);
    expect(only).toMatchObject({ plan: 'enterprise', quantity: 1 });
  });
});
