import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/errors.ts';
import {
  connectorInterest,
  connectorRequest,
  newsletterSubscription,
  securityEvent,
  user as userTable,
} from '../db/schema.ts';
import { signedInClient, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const goodRequest = {
  name: 'Qonto',
  useCase: 'Rapprocher automatiquement les factures et les paiements chaque semaine.',
  email: 'demande@example.fr',
};

describe.each(testDatabaseKinds())('public content API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  const visitor = () => new TestClient(server.url);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  describe('newsletter', () => {
    it.each([
      ['a malformed email', { email: 'pas-un-email' }, 'Veuillez saisir une adresse email valide.'],
      ['an empty email', { email: '  ' }, 'Veuillez saisir une adresse email valide.'],
      ['no email', {}, 'Veuillez saisir votre adresse email.'],
    ])('refuses %s with a 400 in French', async (_label, body, message) => {
      const res = await visitor().post('/api/newsletter', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({ code: 'validation:body', message });
    });

    it('subscribes once and answers a second subscription the same way', async () => {
      const email = uniqueEmail('lecteur');
      const first = await visitor().post('/api/newsletter', { email });
      expect(first.status).toBe(200);
      const firstBody = await first.json();
      expect(firstBody).toEqual({ message: 'Merci, vous êtes inscrit.' });

      const again = await visitor().post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(firstBody);

      const rows = await database.db
        .select()
        .from(newsletterSubscription)
        .where(eq(newsletterSubscription.email, email.toLowerCase()));
      expect(rows).toHaveLength(1);
    });
  });

  describe('connector requests', () => {
    it.each([
      ['a missing name', { ...goodRequest, name: '' }, 'Indiquez le nom du service (2 caractères minimum).'],
      [
        'a use case too short',
        { ...goodRequest, useCase: 'vite' },
        'Décrivez votre cas d’usage en quelques mots (10 caractères minimum).',
      ],
      ['a bad email', { ...goodRequest, email: 'demande@' }, 'Veuillez saisir une adresse email valide.'],
      [
        'a name too long',
        { ...goodRequest, name: 'x'.repeat(81) },
        'Le nom du service ne peut pas dépasser 80 caractères.',
      ],
    ])('refuses %s with a 400 in French', async (_label, body, message) => {
      const res = await visitor().post('/api/connectors/requests', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({ code: 'validation:body', message });
    });

    it('stores a visitor’s request', async () => {
      const res = await visitor().post('/api/connectors/requests', {
        ...goodRequest,
        email: 'Visiteur@Example.FR',
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.message).toBe('Demande envoyée');
      const [row] = await database.db.select().from(connectorRequest).where(eq(connectorRequest.id, body.id));
      expect(row).toMatchObject({
        name: 'Qonto',
        useCase: goodRequest.useCase,
        email: 'visiteur@example.fr',
        userId: null,
      });
    });

    it('links a signed-in user’s request to the account', async () => {
      const { client, email } = await signedInClient(server.url, database.db);
      const res = await client.post('/api/connectors/requests', { ...goodRequest, email });
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const [row] = await database.db.select().from(connectorRequest).where(eq(connectorRequest.id, id));
      const [account] = await database.db.select().from(userTable).where(eq(userTable.email, email));
      expect(row?.userId).toBe(account?.id);
    });
  });

  describe('connector interest', () => {
    it('is for signed-in users only: 401 for a visitor', async () => {
      for (const [method, json] of [
        ['POST', { connectorId: 'pipedrive' }],
        ['GET', undefined],
      ] as const) {
        const res = await visitor().request('/api/connectors/interest', { method, json });
        expect(res.status).toBe(401);
        expect((await res.json()).error).toEqual({
          code: 'unauthenticated',
          message: 'Vous devez être connecté pour effectuer cette action.',
        });
      }
    });

    it('records the interest once and lists it', async () => {
      const { client } = await signedInClient(server.url, database.db);
      for (let i = 0; i < 2; i++) {
        const res = await client.post('/api/connectors/interest', { connectorId: 'pipedrive' });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          connectorId: 'pipedrive',
          message: "Nous vous préviendrons dès qu'il sera disponible.",
        });
      }
      await client.post('/api/connectors/interest', { connectorId: 'shopify' });
      const list = await client.request('/api/connectors/interest');
      expect(await list.json()).toEqual({ connectorIds: ['pipedrive', 'shopify'] });
      const rows = await database.db
        .select()
        .from(connectorInterest)
        .where(eq(connectorInterest.connectorId, 'pipedrive'));
      expect(rows).toHaveLength(1);
    });

    it('refuses a connector that is not in the catalogue', async () => {
      const { client } = await signedInClient(server.url, database.db);
      const res = await client.post('/api/connectors/interest', { connectorId: 'inconnu' });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({ code: 'validation:body', message: 'Connecteur inconnu.' });
    });
  });

  describe('legal', () => {
    it('answers null for every publisher detail that is not configured', async () => {
      const res = await visitor().request('/api/legal');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        companyName: null,
        capital: null,
        rcs: null,
        address: null,
        director: null,
        host: null,
        siren: null,
        vatNumber: null,
        certifications: [],
        missing: [
          'LEGAL_COMPANY_NAME',
          'LEGAL_CAPITAL',
          'LEGAL_RCS',
          'LEGAL_ADDRESS',
          'LEGAL_DIRECTOR',
          'LEGAL_HOST',
          'LEGAL_SIREN',
          'LEGAL_VAT_NUMBER',
        ],
      });
    });

    it('serves the LEGAL_* settings', async () => {
      const configured = await startTestServer(database, {
        LEGAL_COMPANY_NAME: 'Septime SAS',
        LEGAL_CAPITAL: '10 000 €',
        LEGAL_RCS: 'RCS Paris 123 456 789',
        LEGAL_ADDRESS: '10 rue de Rivoli, 75004 Paris',
        LEGAL_DIRECTOR: 'Camille Durand',
        LEGAL_HOST: '  ',
        LEGAL_SIREN: '123 456 789',
        LEGAL_CERTIFICATIONS: 'ISO 27001, ',
      });
      try {
        const res = await new TestClient(configured.url).request('/api/legal');
        expect(await res.json()).toEqual({
          companyName: 'Septime SAS',
          capital: '10 000 €',
          rcs: 'RCS Paris 123 456 789',
          address: '10 rue de Rivoli, 75004 Paris',
          director: 'Camille Durand',
          host: null,
          siren: '123 456 789',
          vatNumber: null,
          certifications: ['ISO 27001'],
          missing: ['LEGAL_HOST', 'LEGAL_VAT_NUMBER'],
        });
      } finally {
        await configured.close();
      }
    });
  });
});

describe.each(testDatabaseKinds())('public forms rate limits on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('limits newsletter subscriptions to 10 an hour per IP, then answers 429 in French', async () => {
    const visitor = new TestClient(server.url);
    for (let i = 0; i < 10; i++) {
      expect((await visitor.post('/api/newsletter', { email: uniqueEmail('limite') })).status).toBe(200);
    }
    const limited = await visitor.post('/api/newsletter', { email: uniqueEmail('limite') });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error).toEqual({
      code: 'rate_limit:newsletter',
      message: errorMessages['rate_limit:newsletter'],
    });
    const events = await database.db
      .select()
      .from(securityEvent)
      .where(eq(securityEvent.subject, 'newsletter'));
    expect(events.map((e) => e.kind)).toEqual(['rate_limited']);
  });

  it('limits connector requests to 5 an hour per IP', async () => {
    const visitor = new TestClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await visitor.post('/api/connectors/requests', goodRequest)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
