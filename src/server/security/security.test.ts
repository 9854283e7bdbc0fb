import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityOverview } from '../../shared/security.ts';
import { securityEvent } from '../db/schema.ts';
import { signedInClient, strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { routeTable } from './route-table.ts';
import { readSecurityCounters } from './security.service.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.each(testDatabaseKinds())('security overview API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let member: TestClient;

  const overview = async (): Promise<SecurityOverview> => {
    const res = await member.request('/api/security/overview');
    expect(res.status).toBe(200);
    return res.json();
  };
  const failSignIn = (email: string) =>
    new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: 'Mauvais-Mot-2026!' });

  // The overview is the operators' (ADMIN_EMAILS): `member` is one, written in another case on purpose.
  const operatorEmail = uniqueEmail('operatrice');
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      ADMIN_EMAILS: ` autre@example.fr , ${operatorEmail.toUpperCase()}`,
    });
    member = (await signedInClient(server.url, database.db, operatorEmail)).client;
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers 401 in French to a visitor', async () => {
    const res = await new TestClient(server.url).request('/api/security/overview');
    expect(res.status).toBe(401);
    expect((await res.json()).error).toEqual({
      code: 'unauthenticated',
      message: 'Vous devez être connecté pour effectuer cette action.',
    });
  });

  it('answers 403 in French to a signed-in user who is not an operator', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.request('/api/security/overview');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: 'forbidden',
      message: 'Ces indicateurs sont réservés aux opérateurs de la plateforme.',
    });
    expect((await (await client.request('/api/account/security')).json()).operator).toBe(false);
    expect((await (await member.request('/api/account/security')).json()).operator).toBe(true);
  });

  it('starts SECURE, with the signed-in session counted and the route lists', async () => {
    const body = await overview();
    expect(body.status).toBe('SECURE');
    expect(body.counters).toMatchObject({ failedSignIns: 0, rateLimitHits: 0, suspiciousActivity: 0 });
    expect(body.counters.activeSessions).toBeGreaterThanOrEqual(1);
    expect(body.thresholds).toMatchObject({ windowHours: 24, suspiciousActivity: 5, rateLimitHits: 50 });
    expect(body.functions.unclassified).toEqual([]);
    expect(body.functions.protected.map((f) => f.path)).toContain('/api/security/overview');
    expect(body.functions.public.map((f) => f.path)).toContain('/api/newsletter');
  });

  it('counts failed sign-ins and flags an account after 5 of them', async () => {
    const before = (await overview()).counters;
    const target = uniqueEmail('cible');
    for (let i = 0; i < 5; i++) expect((await failSignIn(target)).status).toBe(401);
    const after = (await overview()).counters;
    expect(after.failedSignIns).toBe(before.failedSignIns + 5);
    expect(after.suspiciousAccounts).toBe(before.suspiciousAccounts + 1);
    // The same loopback address made them all: it is suspicious too.
    expect(after.suspiciousIps).toBe(1);
    expect(after.suspiciousActivity).toBe(after.suspiciousAccounts + after.suspiciousIps);
  });

  it('counts a new session', async () => {
    const before = (await overview()).counters.activeSessions;
    await signedInClient(server.url, database.db);
    expect((await overview()).counters.activeSessions).toBe(before + 1);
  });

  it('turns ALERT after 50 rate-limited sign-ins (10 per email per 15 minutes)', async () => {
    const target = uniqueEmail('force-brute');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await failSignIn(target)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const body = await overview();
    expect(body.counters.rateLimitHits).toBeGreaterThanOrEqual(50);
    expect(body.status).toBe('ALERT');
  });

  it('only counts the last 24 hours', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 60 * 60_000);
    const before = await readSecurityCounters(database.db, now);
    await database.db.insert(securityEvent).values(
      Array.from({ length: 5 }, () => ({
        kind: 'sign_in_failed',
        subject: 'ancien@example.fr',
        createdAt: old,
      })),
    );
    expect(await readSecurityCounters(database.db, now)).toEqual(before);
  });

  // The registry says which routes need a session: calling each one as a visitor proves it.
  it.each(routeTable().map((rule) => [`${rule.method} ${rule.path}`, rule] as const))(
    '%s is really %s',
    async (_key, rule) => {
      const path = (rule.sample ?? rule.path).replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await new TestClient(server.url).request(path, {
        method: rule.method,
        json: rule.method === 'GET' ? undefined : {},
      });
      const code = ((await res.json().catch(() => null)) as { error?: { code?: string } } | null)?.error
        ?.code;
      if (rule.access === 'session') {
        expect(res.status).toBe(401);
        expect(code).toBe('unauthenticated');
      } else {
        expect(code).not.toBe('unauthenticated');
      }
    },
  );

  it('signs in fine with the right password (the failures above were real failures)', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const res = await new TestClient(server.url).post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    expect(res.status).toBe(200);
  });
});
