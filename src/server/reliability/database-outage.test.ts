import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { type RunningServer, startServer } from '../server.ts';
import { signedInClient } from '../testing/auth-helpers.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// The database restarting under load (PostgreSQL only: PGlite lives in the process). The server
// reaches PostgreSQL through a proxy that the test cuts and restores: meanwhile every API answer is
// a 503 with the French message (never a 500), and the server recovers by itself afterwards.

// Needs TEST_DATABASE_URL (`npm test` sets it when PostgreSQL is installed); skipped saying so otherwise.
describe('a PostgreSQL outage', onlyWith(missing.postgres), () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const direct = new URL(database.url!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: viaProxy.toString(),
      RATE_LIMIT_IP_MULTIPLIER: '20',
      AI_PROVIDER: 'local',
    });
    server = await startServer(config, {
      database: openDatabase({ kind: 'postgres', url: viaProxy.toString() }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await server?.database.close();
    await proxy?.close();
    await database?.dispose();
  });

  it('answers 503 in French while the database is down, then recovers by itself', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect((await client.request('/api/conversations')).status).toBe(200);

    await proxy.cut();
    const during = await Promise.all([
      fetch(`${server.url}/api/health`),
      client.request('/api/conversations'),
      client.post('/api/auth/sign-in/email', {
        email: 'personne@example.fr',
        password: 'Septime-Test-2026!',
      }),
      client.post('/api/chat', { employee: 'alfred', messages: [{ role: 'user', content: 'Bonjour' }] }),
    ]);
    for (const res of during) {
      expect(res.status, `${res.url} answered ${res.status}`).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = await res.json();
      if (!res.url.endsWith('/api/health')) {
        expect(body.error.message).toBe(
          'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
        );
      }
    }

    await proxy.restore();
    // Around the recovery the pool's dead connections fail once: still 503s (never 500 or
    // better-auth's FAILED_TO_GET_SESSION), each with Retry-After.
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the 2 s session reuse
    const recovering = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? client.request('/api/conversations') : client.request('/api/auth/get-session'),
      ),
    );
    for (const res of recovering) {
      expect([200, 503], `${res.url} answered ${res.status}`).toContain(res.status);
      if (res.status === 503) expect(res.headers.get('retry-after')).toBeTruthy();
    }
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 10_000, interval: 300 })
      .toBe(200);
    expect((await client.request('/api/conversations')).status).toBe(200);
  });
});
