import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('reports the database reachable', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: { kind, reachable: true } });
  });

  it('answers unknown API paths with a JSON 404 in French', async () => {
    const res = await fetch(`${server.url}/api/nothing-here`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
  });

  it('refuses bodies over 1 MB before parsing them', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('reports 503 once the database is gone', async () => {
    const broken = await createTestDatabase('pglite');
    const brokenServer = await startTestServer(broken);
    await broken.close();
    const res = await fetch(`${brokenServer.url}/api/health`);
    expect(res.status).toBe(503);
    expect((await res.json()).database.reachable).toBe(false);
    await brokenServer.close();
  });
});
