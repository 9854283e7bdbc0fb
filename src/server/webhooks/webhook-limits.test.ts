import type { LookupAddress } from 'node:dns';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDelivery } from '../db/schema.ts';
import { assertPublicUrl, BlockedAddressError, isPrivateAddress } from '../outgoing/address-guard.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createWebhookDispatcher } from './webhook-dispatcher.ts';

/** Every address form of issue 18 and its neighbours: each must be refused. */
const forbidden = [
  // IPv4-embedding IPv6 forms whose IPv4 is loopback, link-local (cloud metadata) or private
  '::127.0.0.1', // IPv4-compatible
  '::a9fe:a9fe', // IPv4-compatible 169.254.169.254, hex spelling
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:a9fe:a9fe',
  '::ffff:0:127.0.0.1', // SIIT, RFC 6145
  '64:ff9b::7f00:1', // NAT64, RFC 6052
  '64:ff9b::10.0.0.1',
  '64:ff9b:1::7f00:1', // local-use NAT64, RFC 8215
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  // the same forms around public IPv4: refused too, except IPv4-mapped
  '::8.8.8.8',
  '::ffff:0:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '64:ff9b:1::808:808',
  '2002:808:808::1',
  // IPv4 ranges
  '192.88.99.1', // 6to4 relay anycast
  '127.0.0.1',
  '10.1.2.3',
  '172.20.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1', // carrier-grade NAT
  '192.0.0.8', // IETF protocol assignments
  '198.18.0.1', // benchmarking
  '192.0.2.1', // documentation
  '198.51.100.1',
  '203.0.113.1',
  '224.0.0.1', // multicast
  '240.0.0.1', // reserved
  '255.255.255.255', // broadcast
  '0.0.0.0', // unspecified
  // the other spellings of 127.0.0.1 that inet_aton and the URL parser accept
  '2130706433',
  '0x7f.1',
  '017700000001',
  '0x7f000001',
  '127.1',
  // IPv6 ranges
  '::',
  '::1',
  '[::1]',
  'fe80::1', // link-local
  'fd00::1', // unique local
  'fec0::1', // site-local (deprecated)
  'ff02::1', // multicast
  '100::1', // discard
  '2001:db8::1', // documentation
  '3fff::1',
  // not an address at all
  'localhost',
  '',
];

describe('SSRF guard on ipaddr.js', () => {
  it.each(forbidden)('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4007:80f::200e', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it.each([
    'http://[::127.0.0.1]/hook',
    'http://[::a9fe:a9fe]/latest',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[64:ff9b:1::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://192.88.99.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
  ])('refuses to save %s', async (url) => {
    const resolver = async (): Promise<LookupAddress[]> => {
      throw new Error('an IP literal must not be resolved');
    };
    await expect(assertPublicUrl(url, false, resolver)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it.each(forbidden.filter((a) => a.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(a)))(
    'refuses a name that resolves to %s',
    async (address) => {
      const resolver = async (): Promise<LookupAddress[]> => [
        { address: '93.184.215.14', family: 4 },
        { address: address.replace(/^\[|\]$/g, ''), family: address.includes(':') ? 6 : 4 },
      ];
      await expect(assertPublicUrl('https://hook.exemple.fr/x', false, resolver)).rejects.toBeInstanceOf(
        BlockedAddressError,
      );
    },
  );
});

/** A receiver that answers 200, then one byte a second and never ends; or never answers at all. */
async function startSlowReceiver(mode: { trickle: boolean }) {
  let requests = 0;
  const open = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    requests++;
    req.resume();
    open.add(res);
    if (!mode.trickle) return;
    res.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => res.write('.'), 1000);
    res.on('close', () => clearInterval(timer));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(testDatabaseKinds())('webhook deadline and open deliveries on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let trickler: Awaited<ReturnType<typeof startSlowReceiver>>;
  let silent: Awaited<ReturnType<typeof startSlowReceiver>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_MAX_OPEN_DELIVERIES: '3',
      WEBHOOK_TIMEOUT_MS: '1500',
    });
    trickler = await startSlowReceiver({ trickle: true });
    silent = await startSlowReceiver({ trickle: false });
  });
  afterAll(async () => {
    await server?.close();
    await trickler?.close();
    await silent?.close();
    await database?.dispose();
  });

  async function connectedUser(url: string): Promise<{ client: TestClient; userId: string }> {
    const { client } = await signedInClient(server.url, database.db);
    expect((await client.request('/api/webhooks', { method: 'PUT', json: { url } })).status).toBe(201);
    const toggle = await client.request('/api/integrations/webhooks', {
      method: 'PUT',
      json: { connected: true },
    });
    expect(toggle.status).toBe(200);
    const { user } = (await (await client.request('/api/account')).json()) as { user: { id: string } };
    return { client, userId: user.id };
  }

  it('fails a delivery at its deadline when the receiver sends one byte a second and never ends', async () => {
    const { userId } = await connectedUser(trickler.url);
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: true, timeoutMs: 1500 });
    const started = Date.now();
    const id = await dispatcher.emit(userId, { type: 'task.created', data: { title: 'Lent' } });
    const elapsed = Date.now() - started;
    // An idle timeout of 1.5 s would never fire here: a byte arrives every second.
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(4000);
    const [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Délai dépassé');
  });

  it('caps the open deliveries of one user: the events beyond are recorded as abandoned, sends get a 429', async () => {
    const { client, userId } = await connectedUser(silent.url);
    const dispatcher = createWebhookDispatcher(database.db, {
      allowPrivate: true,
      timeoutMs: 1500,
      maxOpenPerUser: 3,
    });
    const before = silent.requests();
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => dispatcher.emit(userId, { type: 'task.created', data: { i } })),
    );
    expect(silent.requests() - before).toBe(3);
    const rows = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.userId, userId));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(3);
    const abandoned = rows.filter((r) => r.status === 'failed');
    expect(abandoned).toHaveLength(3);
    for (const row of abandoned) {
      expect(row).toMatchObject({ attempts: 0, responseStatus: null });
      expect(row.lastError).toContain('Envoi abandonné');
    }

    // The server's own dispatcher (cap 3 from WEBHOOK_MAX_OPEN_DELIVERIES) refuses a test send.
    const refused = await client.post('/api/webhooks/test', {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limit:webhook_backlog' });
    // Reopening a finished delivery is refused the same way; nothing more reached the receiver.
    const retried = await client.post(`/api/webhooks/deliveries/${abandoned[0]!.id}/retry`, {});
    expect(retried.status).toBe(429);
    expect(silent.requests() - before).toBe(3);

    // Once the pending ones are delivered or deleted, sending works again.
    await database.db
      .delete(webhookDelivery)
      .where(and(eq(webhookDelivery.userId, userId), eq(webhookDelivery.status, 'pending')));
    await client.request('/api/webhooks', { method: 'PUT', json: { url: trickler.url } });
    expect((await client.post('/api/webhooks/test', {})).status).toBe(201);
  });

  it('connects to the address the guard checked: a name resolving to a forbidden address is never called', async () => {
    const host = 'hook.septime.test';
    const { userId } = await connectedUser(`http://${host}:${silent.port}/hook`);
    const answers: Record<string, LookupAddress[]> = {
      [host]: [{ address: '::ffff:127.0.0.1', family: 6 }],
    };
    const resolve = async (name: string) => answers[name] ?? [];
    const before = silent.requests();
    const guarded = createWebhookDispatcher(database.db, { resolve, timeoutMs: 1500 });
    const id = await guarded.emit(userId, { type: 'task.created', data: {} });
    const [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row!.status).toBe('failed');
    expect(row!.lastError).toContain('Adresse refusée');
    expect(silent.requests()).toBe(before);

    // Control: with the guard lifted, the same answer is the address actually connected to.
    answers[host] = [{ address: '127.0.0.1', family: 4 }];
    const open = createWebhookDispatcher(database.db, { resolve, allowPrivate: true, timeoutMs: 300 });
    await open.emit(userId, { type: 'task.created', data: {} });
    expect(silent.requests()).toBe(before + 1);
  });
});
