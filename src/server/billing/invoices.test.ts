import { desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingProfile, InvoiceSummary } from '../../shared/billing.ts';
import type { Db } from '../db/client.ts';
import { invoice, invoiceCounter, outboxMessage, user } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { nextInvoiceNumber, parisYear } from './invoices.ts';
import { createBillingEvents } from './subscriptions.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jeanne Martin' };
// SIREN 732 829 320 has a valid Luhn key; its VAT number is FR + (12 + 3 × (SIREN mod 97)) mod 97.
const frenchCompany = {
  customerType: 'business',
  companyName: 'Boulangerie Martin SAS',
  address: '12 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
  siret: '732 829 320 00074',
  vatNumber: 'FR44 732829320',
};
const germanCompany = {
  customerType: 'business',
  companyName: 'Bäckerei Müller GmbH',
  address: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE136695976',
};
const legalEnv = {
  LEGAL_COMPANY_NAME: 'Septime SAS',
  LEGAL_ADDRESS: '10 rue de la Paix, 75002 Paris',
  LEGAL_CAPITAL: '10 000 €',
  LEGAL_SIREN: '552 100 554',
  LEGAL_VAT_NUMBER: 'FR96552100554',
  LEGAL_RCS: 'RCS Paris 552 100 554',
};

const putProfile = (client: TestClient, json: unknown) =>
  client.request('/api/billing/profile', { method: 'PUT', json });

/** The PDF's text on one line, spaces of every kind made plain. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const { text } = await extractText(pdf, { mergePages: true });
  return (Array.isArray(text) ? text.join(' ') : text).replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe.each(testDatabaseKinds())('invoices on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, legalEnv);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function pay(client: TestClient, plan: string, interval: string, extra: object = {}) {
    const res = await client.post('/api/billing/create-checkout', { plan, interval });
    expect(res.status).toBe(200);
    const id = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!;
    const paid = await client.post(`/api/billing/sandbox/checkouts/${id}/pay`, { ...card, ...extra });
    expect(paid.status, await paid.clone().text()).toBe(200);
    return id;
  }

  async function invoices(client: TestClient) {
    const res = await client.request('/api/billing/invoices');
    expect(res.status).toBe(200);
    return ((await res.json()) as { invoices: InvoiceSummary[] }).invoices;
  }

  it.each([
    [{ ...frenchCompany, siret: '732 829 321' }, 'siret', /SIREN ou SIRET invalide/],
    [{ ...frenchCompany, siret: '' }, 'siret', /SIREN ou SIRET requis/],
    [{ ...frenchCompany, vatNumber: 'FR45732829320' }, 'vatNumber', /TVA intracommunautaire invalide/],
    [{ ...frenchCompany, vatNumber: 'FR40303265045' }, 'vatNumber', /ne correspond pas au SIREN/],
    [{ ...frenchCompany, companyName: '' }, 'companyName', /Raison sociale requise/],
    [{ ...germanCompany, vatNumber: '' }, 'vatNumber', /requis pour une entreprise hors de France/],
    [{ ...germanCompany, vatNumber: 'DE136695977' }, 'vatNumber', /invalide/],
    [{ ...germanCompany, vatNumber: 'FR40303265045' }, 'vatNumber', /ne correspond pas au pays/],
    [{ ...germanCompany, country: 'US' }, 'country', /Pays non pris en charge/],
    [{ customerType: 'société' }, 'customerType', /particulier ou professionnel/],
  ])(
    'refuses a bad billing profile with a French 400 and keeps the old one (%#: %s)',
    async (body, _field, message) => {
      const { client } = await signedInClient(server.url, database.db);
      expect((await putProfile(client, frenchCompany)).status).toBe(200);
      const res = await putProfile(client, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
      const kept = (await (await client.request('/api/billing/profile')).json()) as BillingProfile;
      expect(kept).toMatchObject({ customerType: 'business', siret: '73282932000074' });
    },
  );

  it('keeps an individual by default and normalises a professional’s identifiers', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect(await (await client.request('/api/billing/profile')).json()).toMatchObject({
      customerType: 'individual',
      country: 'FR',
      taxTreatment: 'standard',
    });
    const saved = await putProfile(client, frenchCompany);
    expect(await saved.json()).toMatchObject({
      customerType: 'business',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      taxTreatment: 'standard',
    });
    const german = await putProfile(client, germanCompany);
    expect(await german.json()).toMatchObject({ vatNumber: 'DE136695976', taxTreatment: 'reverse_charge' });
  });

  it('invoices a French professional’s annual payment: number, HT, TVA 20 %, TTC, mentions, 40 €, mail', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    await putProfile(client, frenchCompany);
    await pay(client, 'pro', 'year', { payNow: true });

    const subscription = await (await client.request('/api/billing/check-subscription')).json();
    expect(subscription).toMatchObject({ plan: 'pro', status: 'active' });
    const [issued, ...others] = await invoices(client);
    expect(others).toEqual([]);
    const year = parisYear(new Date());
    expect(issued).toMatchObject({
      number: expect.stringMatching(new RegExp(`^${year}-\\d{6}$`)),
      provider: 'sandbox',
      plan: 'pro',
      interval: 'year',
      amountHt: 19_200,
      amountTva: 3_840,
      amountTtc: 23_040,
      taxTreatment: 'standard',
      downloadable: true,
    });

    const pdf = await client.request(`/api/billing/invoices/${issued!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`facture-septime-${issued!.number}.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'FACTURE',
      `N° ${issued!.number}`,
      'Septime SAS',
      '10 rue de la Paix, 75002 Paris',
      'SIREN : 552 100 554',
      'N° de TVA intracommunautaire : FR96552100554',
      'Boulangerie Martin SAS',
      'SIRET : 73282932000074',
      'N° de TVA intracommunautaire : FR44732829320',
      'Abonnement Septime Pro — annuel',
      'Total HT 192,00 €',
      'TVA 20 % 38,40 €',
      'Total TTC 230,40 €',
      'Date d’émission',
      'Date d’échéance',
      'Payée le',
      'Pas d’escompte pour paiement anticipé.',
      'trois fois le taux d’intérêt légal',
      'Indemnité forfaitaire pour frais de recouvrement',
      '40 €',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Autoliquidation');

    const [mail] = await database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.to, email))
      .orderBy(desc(outboxMessage.createdAt));
    expect(mail?.subject).toBe(`Votre facture Septime n° ${issued!.number}`);
    expect(mail?.text).toContain('Total TTC : 230,40');
    expect(mail?.text).toContain('/settings#factures');

    // The account export carries the invoice and its PDF.
    const exported = (await (await client.request('/api/account/export')).json()) as {
      tables: Record<string, Array<{ number?: string; pdf?: string }>>;
    };
    const row = exported.tables.invoice?.[0];
    expect(row?.number).toBe(issued!.number);
    expect(Buffer.from(row!.pdf!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('puts an individual’s invoice at TTC without the professional’s 40 €', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await pay(client, 'enterprise', 'month');
    const [issued] = await invoices(client);
    expect(issued).toMatchObject({ amountHt: 42_000, amountTva: 8_400, amountTtc: 50_400 });
    const text = await pdfText(
      new Uint8Array(await (await client.request(`/api/billing/invoices/${issued!.id}/pdf`)).arrayBuffer()),
    );
    expect(text).toContain('Total TTC 504,00 €');
    expect(text).not.toContain('frais de recouvrement');
  });

  it('invoices an EU business outside France under reverse charge (no VAT, the CGI mention)', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await putProfile(client, germanCompany);
    await pay(client, 'enterprise', 'month');
    const [issued] = await invoices(client);
    expect(issued).toMatchObject({
      amountHt: 42_000,
      amountTva: 0,
      amountTtc: 42_000,
      taxTreatment: 'reverse_charge',
    });
    const text = await pdfText(
      new Uint8Array(await (await client.request(`/api/billing/invoices/${issued!.id}/pdf`)).arrayBuffer()),
    );
    expect(text).toContain('Autoliquidation : TVA due par le preneur, art. 283-2 du CGI');
    expect(text).toContain('DE136695976');
    expect(text).toContain('Total TTC 420,00 €');
  });

  it('makes no invoice for a trial started without payment', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await pay(client, 'pro', 'month');
    expect(await invoices(client)).toEqual([]);
  });

  it('hides an invoice from anyone but its owner (404)', async () => {
    const a = await signedInClient(server.url, database.db);
    const b = await signedInClient(server.url, database.db);
    await pay(a.client, 'enterprise', 'month');
    const [issued] = await invoices(a.client);
    expect((await b.client.request(`/api/billing/invoices/${issued!.id}/pdf`)).status).toBe(404);
    expect(await invoices(b.client)).toEqual([]);
    expect((await b.client.request('/api/billing/invoices/pas-un-id/pdf')).status).toBe(400);
  });

  it('numbers concurrent payments without gap or duplicate, and a failed payment gives its number back', async () => {
    const db = database.db;
    const events = createBillingEvents(db, { provider: 'sandbox', retrieveSubscription: async () => null });
    const users: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { email } = await signedInClient(server.url, db);
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      users.push(row!.id);
    }
    const now = Math.floor(Date.now() / 1000);
    const year = parisYear(new Date(now * 1000));
    const before = await lastNumber(db, year);
    const paidEvent = (userId: string, n: number) =>
      ({
        id: `evt_concurrent_${userId}_${n}`,
        object: 'event',
        type: 'invoice.paid',
        created: now,
        data: {
          object: {
            id: `in_sandbox_concurrent_${userId}_${n}`,
            object: 'invoice',
            parent: { subscription_details: { subscription: `sub_none_${userId}` } },
            metadata: { userId, plan: 'pro', interval: 'month' },
            period_start: now,
            period_end: now + 30 * 86_400,
          },
        },
      }) as unknown as Stripe.Event;
    const outcomes = await Promise.all(
      users.flatMap((id) => [paidEvent(id, 1), paidEvent(id, 2)]).map((e) => events.applyEvent(e)),
    );
    expect(outcomes.every((o) => o === 'applied')).toBe(true);

    // A payment whose transaction fails after taking a number: the number is given back.
    await expect(
      db.transaction(async (tx) => {
        await nextInvoiceNumber(tx as unknown as Db, year);
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    await events.applyEvent(paidEvent(users[0]!, 3));

    const numbers = (
      await db.select({ number: invoice.number }).from(invoice).where(eq(invoice.provider, 'sandbox'))
    )
      .map((r) => r.number)
      .filter((n) => n.startsWith(`${year}-`))
      .map((n) => Number(n.slice(5)))
      .filter((n) => n > before)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 17 }, (_, i) => before + 1 + i));
    expect(await lastNumber(db, year)).toBe(before + 17);
  });
});

async function lastNumber(db: Db, year: number): Promise<number> {
  const [row] = await db.select().from(invoiceCounter).where(eq(invoiceCounter.year, year));
  return row?.last ?? 0;
}
