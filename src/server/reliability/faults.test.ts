import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { RunningServer } from '../server.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { withDeterministicAi } from '../testing/deterministic-ai.ts';
import { startSilentTcpServer } from '../testing/silent-tcp-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Faults of the database are 503s with a French message and Retry-After, never 500s. The database
// itself raises them (a trigger raising SQLSTATE 53100 plays a full disk), on both engines.

describe.each(testDatabaseKinds())('database faults on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let client: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    ({ client } = await signedInClient(server.url, database.db));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('a full disk is a 503 with Retry-After, nothing written, and health names the disk', async () => {
    await database.db.execute(sql`
      create function septime_test_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/16384/16999": No space left on device' using errcode = 'disk_full';
      end $$`);
    await database.db.execute(
      sql`create trigger septime_test_disk_full before insert on task for each row execute function septime_test_disk_full()`,
    );
    try {
      const res = await client.post('/api/tasks', { title: 'Relancer le fournisseur' });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: {
          code: 'unavailable:disk_full',
          message:
            'Espace disque insuffisant sur le serveur : rien n’a été enregistré. Veuillez réessayer plus tard.',
        },
      });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBeTruthy();
      expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['disk'] });
    } finally {
      await database.db.execute(sql`drop trigger septime_test_disk_full on task`);
      await database.db.execute(sql`drop function septime_test_disk_full()`);
    }
    const tasks = await (await client.request('/api/tasks')).json();
    expect(JSON.stringify(tasks)).not.toContain('Relancer le fournisseur');
    expect((await client.post('/api/tasks', { title: 'Relancer le fournisseur' })).status).toBe(201);
  });

  it('a session that cannot be read (better-auth FAILED_TO_GET_SESSION) is a 503, not a 500', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the 2 s session reuse
    await database.db.execute(sql`alter table session rename to session_away`);
    try {
      const res = await client.request('/api/conversations');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect((await res.json()).error.message).toBe(
        'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
      );
    } finally {
      await database.db.execute(sql`alter table session_away rename to session`);
    }
    expect((await client.request('/api/conversations')).status).toBe(200);
  });
});

describe('a database that accepts connections and never answers', () => {
  let silent: Awaited<ReturnType<typeof startSilentTcpServer>>;
  let app: ReturnType<typeof createApp>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    silent = await startSilentTcpServer();
    const url = `postgres://septime:secret@127.0.0.1:${silent.port}/septime`;
    const config = loadConfig(
      // A set AUTH_SECRET: the services must start without reading the (silent) database.
      withDeterministicAi({
        NODE_ENV: 'test',
        PORT: '3999',
        HOST: '127.0.0.1',
        DATABASE_URL: url,
        AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
      }),
    );
    const database = openDatabase({ kind: 'postgres', url });
    app = createApp({
      config,
      database,
      services: await createServices(config, database),
      clientDir: '/nonexistent',
    });
    close = async () => {
      await database.close();
      await silent.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('health answers within 2 s, naming the database', async () => {
    const started = Date.now();
    const res = await app.request('/api/health');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await res.json()).toEqual({
      status: 'degraded',
      database: { kind: 'postgres', reachable: false },
      failing: ['database'],
    });
  });

  it('a sign-in is a 503 with Retry-After within seconds, not a hang', async () => {
    const started = Date.now();
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3999' },
      body: JSON.stringify({ email: 'personne@example.fr', password: 'Septime-Test-2026!' }),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await res.json()).error.code).toBe('unavailable');
  });
});
