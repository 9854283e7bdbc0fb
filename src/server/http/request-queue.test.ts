import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { RunningServer } from '../server.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { awayFromLine, requestQueue } from './request-queue.ts';

describe('requestQueue', () => {
  it('serves `concurrency` at once, lets `maxWaiting` wait, answers the rest 503 with Retry-After', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const app = new Hono()
      .use('*', requestQueue({ concurrency: 2, maxWaiting: 3, maxWaitMs: 5_000 }))
      .get('/', async (c) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight--;
        return c.text('ok');
      });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request('/')));
    expect(maxInFlight).toBe(2);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = answers.filter((res) => res.status === 503);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('2');
      expect((await res.json()).error.code).toBe('unavailable:overloaded');
    }
  });

  it('answers 503 to a request that waited longer than maxWaitMs, and keeps serving afterwards', async () => {
    let release: () => void = () => {};
    const app = new Hono()
      .use('*', requestQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 100 }))
      .get('/:n', async (c) => {
        if (c.req.param('n') === 'slow') await new Promise<void>((resolve) => (release = resolve));
        return c.text('ok');
      });
    const slow = app.request('/slow');
    const started = Date.now();
    const waited = await app.request('/fast');
    expect(waited.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
    release();
    expect((await slow).status).toBe(200);
    expect((await app.request('/fast')).status).toBe(200);
  });
});

describe('awayFromLine', () => {
  it('gives the place to the next request while waiting on the network, and comes back first', async () => {
    let answer: () => void = () => {};
    const app = new Hono()
      .use('*', requestQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 5_000 }))
      .get('/away', async (c) => {
        await awayFromLine(() => new Promise<void>((resolve) => (answer = resolve)));
        return c.text('revenu');
      })
      .get('/fast', (c) => c.text('ok'));
    const away = app.request('/away');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The only place is free while /away waits: another request is served, not refused.
    expect((await app.request('/fast')).status).toBe(200);
    answer();
    expect(await (await away).text()).toBe('revenu');
    expect((await app.request('/fast')).status).toBe(200);
  });
});

describe('the PGlite request queue in the app', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let client: TestClient;
  let receiver: Server;
  let receiverUrl: string;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    // A webhook receiver that answers only when the test says so: the test send holds its place in line.
    receiver = createServer((_req, res) => held.push(() => res.end('ok')));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
    database = await createTestDatabase('pglite');
    server = await startTestServer(database, {
      PGLITE_MAX_CONCURRENT: '1',
      PGLITE_MAX_QUEUED: '0',
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    ({ client } = await signedInClient(server.url, database.db));
  });
  afterAll(async () => {
    for (const release of held) release();
    await server?.close();
    await database?.dispose();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('a full line answers 503 with Retry-After at once; health is never queued; the line frees up', async () => {
    // A client trickling its body does not hold the only place in line.
    let finishBody: () => void = () => {};
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const trickling = fetch(`${server.url}/api/tasks`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json', 'content-length': '32' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"title":'));
          finishBody = () => {
            controller.enqueue(new TextEncoder().encode('"Appeler le comptable"}'));
            controller.close();
          };
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await client.request('/api/tasks')).status).toBe(200);
    finishBody();
    expect((await trickling).status).toBe(201);

    expect(
      (await client.request('/api/webhooks', { method: 'PUT', json: { url: receiverUrl } })).status,
    ).toBe(201);
    const holding = client.post('/api/webhooks/test', {});
    await expect.poll(() => held.length, { timeout: 5_000 }).toBe(1);

    // The test send waits on its receiver out of the line (decision 057): the only place is free.
    expect((await client.request('/api/tasks')).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    held.shift()!();
    expect((await holding).status).toBe(201);
    expect((await client.request('/api/tasks')).status).toBe(200);
  });
});

describe('the PGlite line by default', () => {
  it('lets no request wait more than 5 s in line: past PGLITE_MAX_WAIT_MS it is answered 503', () => {
    const { pgliteQueue } = loadConfig({});
    // Issue 25's goal: under 200 connections, a 503 with Retry-After rather than a wait over 5 s.
    expect(pgliteQueue.maxWaitMs).toBeLessThanOrEqual(2_000);
    expect(pgliteQueue.maxWaiting).toBeGreaterThanOrEqual(200);
  });

  it('eight test sends to a slow receiver: three wait out of the line, five get a French 429, others are served', async () => {
    const holdQueue: Array<() => void> = [];
    const hook = createServer((_req, res) => holdQueue.push(() => res.end('ok')));
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
    const database = await createTestDatabase('pglite');
    const server = await startTestServer(database, {
      PGLITE_MAX_CONCURRENT: '2',
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    try {
      const { client: sender } = await signedInClient(server.url, database.db);
      const { client: other } = await signedInClient(server.url, database.db);
      expect((await sender.request('/api/webhooks', { method: 'PUT', json: { url: hookUrl } })).status).toBe(
        201,
      );
      const sends = Array.from({ length: 8 }, () =>
        sender.request('/api/webhooks/test', { method: 'POST', json: {} }),
      );
      await expect.poll(() => holdQueue.length, { timeout: 20_000 }).toBe(3);
      // Another user is served while the receiver holds three sends.
      for (let i = 0; i < 3; i++) expect((await other.request('/api/tasks')).status).toBe(200);
      for (const release of holdQueue) release();
      const answers = await Promise.all(sends);
      expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.headers.get('retry-after')).toBe('5');
      expect((await refused[0]!.json()).error.message).toBe(
        'Trois échanges avec des serveurs extérieurs sont déjà en cours pour votre compte : attendez qu’ils se terminent, puis réessayez.',
      );
      // The places come back: the next send goes through.
      const again = sender.request('/api/webhooks/test', { method: 'POST', json: {} });
      await expect.poll(() => holdQueue.length, { timeout: 10_000 }).toBe(4);
      holdQueue[3]!();
      expect((await again).status).toBe(201);
    } finally {
      for (const release of holdQueue) release();
      await server.close();
      await database.dispose();
      await new Promise((resolve) => hook.close(resolve));
    }
  }, 120_000);
});
