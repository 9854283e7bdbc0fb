import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSecurity } from '../../shared/security.ts';
import { signedInClient, strongPassword, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';

describe.each(testDatabaseKinds())('account security API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  const read = async (client: TestClient): Promise<AccountSecurity> => {
    const res = await client.request('/api/account/security');
    expect(res.status).toBe(200);
    return res.json();
  };
  /** One more session of the same account, from another "device". */
  const signIn = async (email: string, password = strongPassword, userAgent = firefoxOnLinux) => {
    const client = new TestClient(server.url);
    const res = await client.post(
      '/api/auth/sign-in/email',
      { email, password },
      { 'user-agent': userAgent },
    );
    return { client, status: res.status };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers 401 in French to a visitor on each route', async () => {
    const visitor = new TestClient(server.url);
    for (const res of [
      await visitor.request('/api/account/security'),
      await visitor.request('/api/account/sessions/abc', { method: 'DELETE' }),
      await visitor.post('/api/account/sessions/revoke-others', {}),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthenticated');
    }
  });

  it('lists the account’s own sessions, with a readable device and the address, this one first', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const second = await signIn(email);
    expect(second.status).toBe(200);
    const { sessions, operator } = await read(client);
    expect(operator).toBe(false);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, device: 'Firefox 126 sur Linux', ip: '127.0.0.1' });
    // Another user's sessions never show.
    const other = await signedInClient(server.url, database.db);
    const theirs = (await read(other.client)).sessions.map((s) => s.id);
    expect(theirs).toHaveLength(1);
    expect(sessions.map((s) => s.id)).not.toContain(theirs[0]);
  });

  it('lists recent sign-ins and failed attempts on the account’s email, newest first', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    expect((await signIn(email, 'Mauvais-Mot-2026!')).status).toBe(401);
    expect((await signIn(email)).status).toBe(200);
    const { signIns } = await read(client);
    expect(signIns.map((e) => e.succeeded)).toEqual([true, false]);
    expect(signIns[0]!.ip).toBe('127.0.0.1');
  });

  it('closes one other session: it is signed out at once', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const other = (await signIn(email)).client;
    const target = (await read(client)).sessions.find((s) => !s.current)!;
    const res = await client.request(`/api/account/sessions/${target.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Session fermée.');
    expect((await other.request('/api/account/security')).status).toBe(401);
    expect((await read(client)).sessions).toHaveLength(1);
  });

  it('refuses in French to close this device’s session or an unknown one', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const [current] = (await read(client)).sessions;
    const own = await client.request(`/api/account/sessions/${current!.id}`, { method: 'DELETE' });
    expect(own.status).toBe(400);
    expect((await own.json()).error.message).toBe(
      'Pour fermer la session de cet appareil, utilisez « Déconnexion ».',
    );
    const unknown = await client.request('/api/account/sessions/inconnue', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Session introuvable.');
    expect((await read(client)).sessions).toHaveLength(1);
  });

  it('never closes another user’s session', async () => {
    const alice = await signedInClient(server.url, database.db);
    const bob = await signedInClient(server.url, database.db);
    const [aliceSession] = (await read(alice.client)).sessions;
    const res = await bob.client.request(`/api/account/sessions/${aliceSession!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await read(alice.client)).sessions.map((s) => s.id)).toEqual([aliceSession!.id]);
  });

  it('closes every other session and keeps this one', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const others = [(await signIn(email)).client, (await signIn(email)).client];
    const bystander = await signedInClient(server.url, database.db);
    const res = await client.post('/api/account/sessions/revoke-others', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 2, message: '2 autres sessions ont été fermées.' });
    for (const other of others) expect((await other.request('/api/account/security')).status).toBe(401);
    expect((await read(client)).sessions).toHaveLength(1);
    expect((await bystander.client.request('/api/account/security')).status).toBe(200);
  });
});
