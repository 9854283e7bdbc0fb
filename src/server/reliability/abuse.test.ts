import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Everything that costs (mail, AI, password hashing, stored requests) is rate limited, per IP and,
// where there is one, per account. A new limited endpoint is covered by adding one line below.
// The server runs with RATE_LIMIT_IP_MULTIPLIER=1, so the per-IP limits are the production ones.

interface LimitedCall {
  name: string;
  /** How many calls pass before the 429. */
  allowed: number;
  /** Who calls: a visitor, or the signed-in user of this file. */
  as: 'visitor' | 'user';
  call: (client: TestClient, attempt: number) => Promise<Response>;
}

const demoRequest = {
  name: 'Camille Martin',
  email: 'camille@exemple.fr',
  company: 'Atelier Martin',
  message: 'Nous voulons automatiser notre support client.',
};

const limitedCalls: LimitedCall[] = [
  {
    name: 'sign-in per IP, whatever the account (brute force over many emails)',
    allowed: 30,
    as: 'visitor',
    call: (client, i) =>
      client.post('/api/auth/sign-in/email', {
        email: `inconnu.${i}@example.fr`,
        password: 'Mauvais-Mot-2026',
      }),
  },
  {
    name: 'resend of the confirmation email per address',
    allowed: 5,
    as: 'visitor',
    call: (client) => client.post('/api/auth/send-verification-email', { email: 'cible.renvoi@example.fr' }),
  },
  {
    name: 'password reset request per address',
    allowed: 5,
    as: 'visitor',
    call: (client) => client.post('/api/auth/request-password-reset', { email: 'cible.reset@example.fr' }),
  },
  {
    name: 'demo request (contact form) per IP',
    allowed: 5,
    as: 'visitor',
    // One address per call: each address is also limited, to 3 a day (demo-requests.test.ts).
    call: (client, i) =>
      client.post('/api/demo-requests', { ...demoRequest, email: `camille.${i}@exemple.fr` }),
  },
  {
    // A wrong secret still counts: the skill's id and secret cannot be guessed at speed.
    name: 'inbound skill webhook per IP',
    allowed: 60,
    as: 'visitor',
    call: (client) =>
      client.post(
        '/api/skill-hooks/00000000-0000-4000-8000-000000000000',
        {},
        { 'x-septime-secret': 'devine' },
      ),
  },
  {
    name: 'AI chat as a visitor per IP',
    allowed: 10,
    as: 'visitor',
    call: (client) =>
      client.post('/api/chat', { employee: 'alfred', messages: [{ role: 'user', content: 'Bonjour' }] }),
  },
];

describe.each(testDatabaseKinds())('abuse limits on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let user: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1' });
    user = (await signedInClient(server.url, database.db)).client;
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  for (const limited of limitedCalls) {
    it(`limits ${limited.name}: ${limited.allowed} pass, then 429 in French`, async () => {
      const client = limited.as === 'user' ? user : new TestClient(server.url);
      for (let i = 0; i < limited.allowed; i++) {
        const res = await limited.call(client, i);
        expect(res.status, `call ${i + 1}: ${await res.clone().text()}`).not.toBe(429);
        await res.arrayBuffer();
      }
      const refused = await limited.call(client, limited.allowed);
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toMatch(/^rate_limit|^RATE_LIMIT|^TOO_MANY/i);
      expect(body.error.message).toMatch(/Trop de|patienter|réessayer/);

      // A forged X-Forwarded-For is ignored: it neither dodges the limit nor changes the peer.
      const spoofed = await limited.call(
        new SpoofingClient(server.url, `203.0.113.${limited.allowed}`, client),
        limited.allowed + 1,
      );
      expect(spoofed.status).toBe(429);
    });
  }

  it('limits a signed-in user to 30 chat messages a minute', async () => {
    const created = await user.post('/api/conversations', { employee: 'alfred' });
    const { id } = (await created.json()) as { id: string };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await user.post(`/api/conversations/${id}/messages`, { content: `Message ${i}` });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses a cross-origin POST that carries the session cookie (CSRF)', async () => {
    const res = await user.post(
      '/api/conversations',
      { employee: 'alfred' },
      { origin: 'https://attaquant.example' },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden:origin');
  });

  it('answers the same to sign-up with an existing and a new email (no enumeration)', async () => {
    const visitor = new TestClient(server.url);
    const known = (await signedInClient(server.url, database.db)).email;
    const existing = await visitor.post('/api/auth/sign-up/email', {
      email: known,
      password: 'Autre-Mot-De-Passe-2026',
      name: 'Intrus',
    });
    const fresh = await visitor.post('/api/auth/sign-up/email', {
      email: uniqueEmail('nouveau'),
      password: 'Autre-Mot-De-Passe-2026',
      name: 'Nouveau',
    });
    expect(existing.status).toBe(fresh.status);
    const shape = (body: unknown) =>
      JSON.stringify(body).replace(/"(id|email|name|createdAt|updatedAt)":"[^"]*"/g, '');
    expect(shape(await existing.json())).toBe(shape(await fresh.json()));
  });
});

/** Sends the given client's cookies with a forged X-Forwarded-For header. */
class SpoofingClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly forgedIp: string,
    from: TestClient,
  ) {
    super(baseUrl);
    this.cookies = new Map(from.cookies);
  }

  override post(path: string, json: unknown) {
    return super.post(path, json, { 'x-forwarded-for': this.forgedIp, 'x-real-ip': this.forgedIp });
  }
}
