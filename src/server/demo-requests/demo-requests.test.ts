import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequest, outboxMessage } from '../db/schema.ts';
import { signedInClient, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// 'Créer mon IA Sur Mesure' and 'Programmer une démo personnalisée': stored, confirmed to the sender
// by mail, listed for the operators of ADMIN_EMAILS only; bad and hostile input refused in French.

describe.each(testDatabaseKinds())('request forms on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  const operatorEmail = uniqueEmail('operateur');
  const request = (email: string, extra: Record<string, unknown> = {}) => ({
    kind: 'custom-ai',
    name: 'Camille Martin',
    email,
    company: 'Atelier Martin',
    message: 'Un employé IA qui qualifie nos demandes de devis et prépare les chiffrages.',
    ...extra,
  });
  const mailsTo = (email: string) =>
    database.db.select().from(outboxMessage).where(eq(outboxMessage.to, email));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { ADMIN_EMAILS: operatorEmail });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('stores a custom-AI request and mails its sender a confirmation that repeats nothing they typed', async () => {
    const email = uniqueEmail('camille');
    const hostile = '<script>alert(1)</script> Achetez sur http://arnaque.example';
    const res = await new TestClient(server.url).post(
      '/api/demo-requests',
      request(email, { name: hostile, message: `${hostile} — un besoin réel` }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Demande envoyée' });

    const [row] = await database.db.select().from(demoRequest).where(eq(demoRequest.email, email));
    expect(row).toMatchObject({ kind: 'custom-ai', name: hostile, company: 'Atelier Martin' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre demande d’IA sur mesure — Septime');
    expect(mails[0]!.text).toContain('Nous avons bien reçu votre demande d’IA sur mesure');
    for (const part of [mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain('script');
      expect(part).not.toContain('arnaque');
    }
  });

  it('« Contacter l’Équipe » (Entreprise): stored as such, confirmed by mail, no checkout', async () => {
    const email = uniqueEmail('entreprise');
    const res = await new TestClient(server.url).post(
      '/api/demo-requests',
      request(email, { kind: 'enterprise' }),
    );
    expect(res.status).toBe(201);
    const [row] = await database.db.select().from(demoRequest).where(eq(demoRequest.email, email));
    expect(row?.kind).toBe('enterprise');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Votre demande pour le plan Entreprise — Septime']);
    expect(mails[0]!.text).not.toMatch(/paiement|€/);
  });

  it('keeps a demo request a demo when the kind is left out (the /demo-examples form of before)', async () => {
    const email = uniqueEmail('demo');
    const { kind: _kind, ...withoutKind } = request(email);
    expect((await new TestClient(server.url).post('/api/demo-requests', withoutKind)).status).toBe(201);
    const [row] = await database.db.select().from(demoRequest).where(eq(demoRequest.email, email));
    expect(row?.kind).toBe('demo');
    expect((await mailsTo(email))[0]?.subject).toBe('Votre demande de démo personnalisée — Septime');
  });

  it.each<[Record<string, string>, string]>([
    [{ kind: 'admin' }, 'Type de demande inconnu.'],
    [{ name: ' ' }, 'Indiquez votre nom.'],
    [{ email: 'camille@' }, 'Adresse email invalide.'],
    [{ email: 'camille@exemple.fr\r\nBcc: tous@exemple.fr' }, 'Adresse email invalide.'],
    [{ company: '' }, 'Indiquez votre entreprise.'],
    [{ message: 'Court' }, 'Décrivez votre besoin en quelques mots (10 caractères au moins).'],
    [{ message: 'x'.repeat(2001) }, 'Le message ne peut pas dépasser 2 000 caractères.'],
  ])('refuses %j in French, storing and mailing nothing', async (change, message) => {
    const email = typeof change.email === 'string' ? change.email : uniqueEmail('refus');
    const res = await new TestClient(server.url).post('/api/demo-requests', request(email, change));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect(await database.db.select().from(demoRequest).where(eq(demoRequest.email, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('mails one address three times a day at most: the fourth request is a French 429', async () => {
    const email = uniqueEmail('cible');
    const visitor = new TestClient(server.url);
    for (let i = 0; i < 3; i++)
      expect((await visitor.post('/api/demo-requests', request(email))).status).toBe(201);
    const refused = await visitor.post('/api/demo-requests', request(email.toUpperCase()));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limit');
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('lists the requests for an operator only: 401 to a visitor, 403 in French to another user', async () => {
    expect((await new TestClient(server.url).request('/api/security/requests')).status).toBe(401);
    const { client: member } = await signedInClient(server.url, database.db);
    const forbidden = await member.request('/api/security/requests');
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.message).toBe(
      'Ces informations sont réservées aux opérateurs de la plateforme.',
    );

    const { client: operator } = await signedInClient(server.url, database.db, operatorEmail);
    const res = await operator.request('/api/security/requests');
    expect(res.status).toBe(200);
    const { requests } = await res.json();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests[0]).toMatchObject({
      kind: expect.stringMatching(/^(demo|custom-ai)$/),
      company: 'Atelier Martin',
    });
    // Newest first.
    const times = requests.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
