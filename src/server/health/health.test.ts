import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { healthRoutes } from './health.routes.ts';

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

  it('answers from the node:http fast path with the headers the app gives the route', async () => {
    const fast = await fetch(`${server.url}/api/health`);
    // A query string goes through the app: the same route, the same headers.
    const viaApp = await fetch(`${server.url}/api/health?from=app`);
    const comparable = (res: Response) =>
      [...res.headers].filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name));
    expect(comparable(fast)).toEqual(comparable(viaApp));
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await fast.text()).toBe(await viaApp.text());
    const head = await fetch(`${server.url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
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

describe('the health probe', () => {
  it('answers from the last probe while a newer one runs in the background', async () => {
    let clock = 0;
    const pings: Array<(reachable: boolean) => void> = [];
    const database = {
      kind: 'postgres' as const,
      ping: () => new Promise<boolean>((resolve) => pings.push(resolve)),
    };
    const app = healthRoutes(database, { now: () => clock });

    // The first probe is awaited.
    const first = app.request('/health');
    await vi.waitFor(() => expect(pings).toHaveLength(1));
    pings[0]!(true);
    expect((await first).status).toBe(200);

    // Within a second: the same probe, no new ping.
    clock = 500;
    expect((await app.request('/health')).status).toBe(200);
    expect(pings).toHaveLength(1);

    // Older than a second: answered at once from the last probe, while a new ping is under way.
    clock = 1500;
    expect((await app.request('/health')).status).toBe(200);
    expect(pings).toHaveLength(2);
    // That ping says the database is gone: the next answer says so.
    pings[1]!(false);
    await vi.waitFor(async () => expect((await app.request('/health')).status).toBe(503));
    expect(pings).toHaveLength(2);

    // Nobody polled for a long while: the old probe is not trusted, the request waits for a new one.
    clock = 60_000;
    const late = app.request('/health');
    await vi.waitFor(() => expect(pings).toHaveLength(3));
    pings[2]!(true);
    expect((await late).status).toBe(200);
  });
});
