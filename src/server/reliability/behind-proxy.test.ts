import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../auth/auth.routes.ts';
import { loadConfig } from '../config.ts';
import { securityEvent, session, user } from '../db/schema.ts';
import { type RunningServer, startServer } from '../server.ts';
import { lastMailedLink, strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { withDeterministicAi } from '../testing/deterministic-ai.ts';
import { simulatedClientHeader, startReverseProxy } from '../testing/reverse-proxy.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';

/** A browser behind the proxy at `address`. */
class ProxiedClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string,
  ) {
    super(baseUrl);
  }

  override request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set(simulatedClientHeader, this.address);
    return super.request(path, { ...init, headers });
  }
}

const shell = '<!doctype html><title>Septime</title>';
// What any unknown address gets: the shell, titled as the not-found page (spa.ts withPageMeta).
const notFoundPage = '<!doctype html><title>Page introuvable — Septime</title>';

// The deployment SECURITY.md describes: a reverse proxy adding X-Forwarded-For in front of the app,
// TRUST_PROXY=1, no AUTH_SECRET. On PostgreSQL two instances (each with its own DATA_DIR, as two
// machines would) take turns; PGlite cannot be shared between processes, so it runs one.
describe.each(testDatabaseKinds())('behind a reverse proxy on %s', (kind) => {
  const instanceCount = kind === 'postgres' ? 2 : 1;
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startReverseProxy>>;
  const instances: RunningServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    proxy = await startReverseProxy(() => instances.map((instance) => instance.url));
    const clientDir = mkdtempSync(join(tmpdir(), 'septime-shell-'));
    writeFileSync(join(clientDir, 'index.html'), shell);
    for (let i = 0; i < instanceCount; i++) {
      const config = loadConfig(
        withDeterministicAi({
          NODE_ENV: 'test',
          PORT: '0',
          HOST: '127.0.0.1',
          APP_URL: proxy.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'septime-instance-')),
          DATABASE_URL: database.url,
          TRUST_PROXY: '1',
          RATE_LIMIT_IP_MULTIPLIER: '1',
        }),
      );
      // PostgreSQL: each instance opens its own pool from DATABASE_URL; PGlite: the test's handle.
      instances.push(await startServer(config, { clientDir, database: database.url ? undefined : database }));
    }
  });
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.close();
    await database?.dispose();
  });

  /** Signs up and confirms through the proxy, as the client at `address`. */
  async function confirmedAccount(address: string) {
    const email = uniqueEmail('proxy');
    const client = new ProxiedClient(proxy.url, address);
    expect(
      (await client.post('/api/auth/sign-up/email', { email, password: strongPassword, name: 'x' })).status,
    ).toBe(200);
    const link = await lastMailedLink(database.db, email, 'verification');
    expect((await client.request(link.replace(proxy.url, ''))).status).toBe(302);
    return email;
  }

  it('limits failed sign-ins per real client: A gets 429 while B still signs in on every instance', async () => {
    const email = await confirmedAccount('198.51.100.20');
    const attacker = new ProxiedClient(proxy.url, '203.0.113.10');
    const allowed = authRateLimits['/sign-in/email']!.ip.limit;
    for (let i = 0; i < allowed; i++) {
      const res = await attacker.post('/api/auth/sign-in/email', {
        email: `inconnu.${i}@example.fr`,
        password: 'Faux-2026!',
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await attacker.post('/api/auth/sign-in/email', { email, password: strongPassword });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

    const owner = new ProxiedClient(proxy.url, '198.51.100.20');
    expect((await owner.post('/api/auth/sign-in/email', { email, password: strongPassword })).status).toBe(
      200,
    );
    // The session opened on one instance is good on every one (one secret, shared through the database).
    for (let i = 0; i < 2 * instanceCount; i++) {
      expect((await owner.request('/api/account')).status, `request ${i + 1}`).toBe(200);
    }
    // The session records the real client too (better-auth reads the address we resolved).
    const [owned] = await database.db
      .select({ ip: session.ipAddress })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email))
      .orderBy(desc(session.createdAt))
      .limit(1);
    expect(owned?.ip).toBe('198.51.100.20');
    // The security events name the real client, not the proxy.
    const events = await database.db
      .select()
      .from(securityEvent)
      .where(eq(securityEvent.kind, 'rate_limited'));
    expect(events.map((event) => event.ip)).toContain('203.0.113.10');
    expect(events.map((event) => event.ip)).not.toContain('127.0.0.1');
  });

  it('limits sign-ups per client, not for the whole site', async () => {
    const flooder = new ProxiedClient(proxy.url, '203.0.113.11');
    const allowed = authRateLimits['/sign-up/email']!.ip.limit;
    const signUp = (client: TestClient) =>
      client.post('/api/auth/sign-up/email', {
        email: uniqueEmail('flot'),
        password: strongPassword,
        name: 'x',
      });
    for (let i = 0; i < allowed; i++) expect((await signUp(flooder)).status, `sign-up ${i + 1}`).toBe(200);
    expect((await signUp(flooder)).status).toBe(429);
    expect((await signUp(new ProxiedClient(proxy.url, '198.51.100.21'))).status).toBe(200);
  });

  it('never serves /outbox through the proxy, on any instance', async () => {
    const visitor = new ProxiedClient(proxy.url, '127.0.0.1');
    const before = proxy.served.length;
    for (let i = 0; i < 2 * instanceCount; i++) {
      const res = await visitor.request('/outbox');
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(notFoundPage);
    }
    expect(new Set(proxy.served.slice(before)).size).toBe(instanceCount);
    // The machine's operator, straight to an instance, still reads it.
    expect((await fetch(`${instances[0]!.url}/outbox`)).status).toBe(200);
  });
});
