import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../shared/integrations.ts';
import { readChatEvents } from '../chat/chat-stream.ts';
import { webhookDelivery } from '../db/schema.ts';
import { isPrivateAddress } from '../outgoing/address-guard.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createWebhookDispatcher, maxWebhookAttempts, signWebhook } from './webhook-dispatcher.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: records what it gets and answers with `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(state.status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SSRF guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::10.0.0.1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe.each(testDatabaseKinds())('webhooks on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let guarded: Awaited<ReturnType<typeof startTestServer>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
    guarded = await startTestServer(database);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
    await guarded?.close();
    await database?.dispose();
  });

  async function userIdOf(client: TestClient): Promise<string> {
    return ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user.id;
  }

  /** A user with the Webhooks integration connected and the receiver's URL set. */
  async function connectedUser() {
    const { client } = await signedInClient(server.url, database.db);
    const put = await client.request('/api/webhooks', { method: 'PUT', json: { url: receiver.url } });
    expect(put.status).toBe(201);
    const { endpoint } = (await put.json()) as { endpoint: WebhookEndpointView };
    expect(endpoint.secret).toMatch(/^whsec_/);
    const toggle = await client.request('/api/integrations/webhooks', {
      method: 'PUT',
      json: { connected: true },
    });
    expect(toggle.status).toBe(200);
    return { client, secret: endpoint.secret!, userId: await userIdOf(client) };
  }

  it('shows the secret once, and a new one when regenerated', async () => {
    const { client, secret } = await connectedUser();
    const read = (await (await client.request('/api/webhooks')).json()) as { endpoint: WebhookEndpointView };
    expect(read.endpoint.secret).toBeUndefined();
    expect(read.endpoint.secretHint).toBe(`${secret.slice(0, 10)}…`);
    expect(JSON.stringify(read)).not.toContain(secret);
    const again = await client.request('/api/webhooks', {
      method: 'PUT',
      json: { url: `${receiver.url}?v=2` },
    });
    expect(((await again.json()) as { endpoint: WebhookEndpointView }).endpoint.secret).toBeUndefined();
    const regenerated = (await (await client.post('/api/webhooks/secret', {})).json()) as {
      endpoint: WebhookEndpointView;
    };
    expect(regenerated.endpoint.secret).toMatch(/^whsec_/);
    expect(regenerated.endpoint.secret).not.toBe(secret);
  });

  it('POSTs a signed JSON event when the integration is connected, and logs the delivery', async () => {
    const { client, secret, userId } = await connectedUser();
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: true });
    const before = receiver.received.length;
    const id = await dispatcher.emit(userId, { type: 'project.created', data: { name: 'Lancement' } });
    expect(id).toBeTruthy();
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0]!;
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({ id, type: 'project.created', data: { name: 'Lancement' } });
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-septime-event']).toBe('project.created');
    const timestamp = Number(headers['x-septime-timestamp']);
    expect(headers['x-septime-signature']).toBe(signWebhook(secret, timestamp, body));
    expect(headers['x-septime-signature']).not.toBe(signWebhook('autre-secret', timestamp, body));

    const log = (await (await client.request('/api/webhooks/deliveries')).json()) as {
      deliveries: WebhookDeliveryView[];
    };
    expect(log.deliveries[0]).toMatchObject({ id, status: 'delivered', attempts: 1, responseStatus: 200 });
    const detail = await client.request(`/api/webhooks/deliveries/${id}`);
    expect(((await detail.json()) as { payload: unknown }).payload).toEqual(payload);
  });

  it('sends nothing while the integration is disconnected', async () => {
    const { client, userId } = await connectedUser();
    await client.request('/api/integrations/webhooks', { method: 'PUT', json: { connected: false } });
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: true });
    expect(await dispatcher.emit(userId, { type: 'task.deleted', data: { id: 'x' } })).toBeNull();
  });

  it('retries with backoff after a failure and delivers once the receiver is back', async () => {
    const { userId } = await connectedUser();
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: true });
    receiver.state.status = 500;
    const t0 = new Date();
    let id: string | null;
    try {
      id = await dispatcher.emit(userId, { type: 'task.updated', data: { title: 'Relancer' } });
    } finally {
      receiver.state.status = 200;
    }
    let [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'Réponse HTTP 500',
    });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(t0.getTime() + 29_000);

    // Not due yet: nothing is sent.
    await dispatcher.flush(new Date(t0.getTime() + 1_000));
    [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row!.attempts).toBe(1);

    await dispatcher.flush(new Date(t0.getTime() + 60_000));
    [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200 });
  });

  it('gives up after the last attempt', async () => {
    const { userId } = await connectedUser();
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: true });
    receiver.state.status = 503;
    try {
      const id = await dispatcher.emit(userId, { type: 'task.created', data: {} });
      let at = Date.now();
      for (let i = 1; i < maxWebhookAttempts; i++) {
        at += 7 * 3_600_000;
        await dispatcher.flush(new Date(at));
      }
      const [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
      expect(row).toMatchObject({ status: 'failed', attempts: maxWebhookAttempts });
    } finally {
      receiver.state.status = 200;
    }
  });

  it('never calls a loopback address without the test flag', async () => {
    const { userId } = await connectedUser();
    const dispatcher = createWebhookDispatcher(database.db, { allowPrivate: false });
    const before = receiver.received.length;
    const id = await dispatcher.emit(userId, { type: 'task.created', data: {} });
    expect(receiver.received.length).toBe(before);
    const [row] = await database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id!));
    expect(row!.status).toBe('failed');
    expect(row!.lastError).toContain('Adresse refusée');
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://[::1]/x',
    'http://169.254.169.254/latest',
  ])('refuses to save %s as a webhook URL', async (url) => {
    const { client } = await signedInClient(guarded.url, database.db);
    const res = await client.request('/api/webhooks', { method: 'PUT', json: { url } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('Adresse refusée');
  });

  it.each([
    [{}, 'Indiquez l’URL du webhook.'],
    [{ url: 'ftp://exemple.fr/x' }, 'URL invalide : elle doit commencer par https:// ou http://.'],
    [{ url: 'pas une url' }, 'URL invalide : elle doit commencer par https:// ou http://.'],
  ])('refuses the bad URL %j in French', async (body, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.request('/api/webhooks', { method: 'PUT', json: body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("'Envoyer un test' sends a test event, and the log can retry and delete it", async () => {
    const { client } = await connectedUser();
    const before = receiver.received.length;
    const res = await client.post('/api/webhooks/test', {});
    expect(res.status).toBe(201);
    const { delivery } = (await res.json()) as { delivery: WebhookDeliveryView };
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'delivered' });
    expect(receiver.received.length).toBe(before + 1);
    const retried = await client.post(`/api/webhooks/deliveries/${delivery.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(receiver.received.length).toBe(before + 2);
    expect(
      (await client.request(`/api/webhooks/deliveries/${delivery.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await client.request(`/api/webhooks/deliveries/${delivery.id}`)).status).toBe(404);
  });

  it('fires task.created from the automation plan’s "Créer ces tâches"', async () => {
    const { client } = await connectedUser();
    const before = receiver.received.length;
    const res = await client.post('/api/ai/automation/tasks', {
      employee: 'alfred',
      steps: [{ title: 'Préparer la réunion', owner: 'vous', minutes: 15 }],
    });
    expect(res.status).toBe(201);
    // The route does not wait for the receiver: poll the log until the delivery is recorded.
    for (let i = 0; i < 50 && receiver.received.length === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const event = JSON.parse(receiver.received.at(-1)!.body);
    expect(event).toMatchObject({ type: 'task.created', data: { title: 'Préparer la réunion' } });
  });

  it('fires task.created when the user approves a task proposed in the chat', async () => {
    const { client } = await connectedUser();
    const { id } = (await (await client.post('/api/conversations', { employee: 'alfred' })).json()) as {
      id: string;
    };
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Crée une tâche « Envoyer le devis » pour demain',
      }),
    );
    const proposed = events.find((e) => e.type === 'action') as { action: { id: string } } | undefined;
    expect(proposed).toBeDefined();
    const before = receiver.received.length;
    expect((await client.post(`/api/actions/${proposed!.action.id}/approve`, {})).status).toBe(200);
    for (let i = 0; i < 50 && receiver.received.length === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({
      type: 'task.created',
      data: { title: 'Envoyer le devis' },
    });
  });

  it("keeps each user's webhook to themselves", async () => {
    const { client: alice } = await connectedUser();
    const bob = (await signedInClient(server.url, database.db)).client;
    expect(((await (await bob.request('/api/webhooks')).json()) as { endpoint: null }).endpoint).toBeNull();
    expect((await bob.request('/api/webhooks', { method: 'DELETE' })).status).toBe(404);
    expect((await bob.post('/api/webhooks/secret', {})).status).toBe(404);
    expect((await bob.post('/api/webhooks/test', {})).status).toBe(400);
    const mine = (await (await alice.request('/api/webhooks')).json()) as { endpoint: WebhookEndpointView };
    expect(mine.endpoint.url).toBe(receiver.url);
  });

  it("limits 'Envoyer un test' to 10 a minute", async () => {
    const { client } = await signedInClient(server.url, database.db);
    await client.request('/api/webhooks', { method: 'PUT', json: { url: 'http://127.0.0.1:9/ferme' } });
    for (let i = 0; i < 10; i++) expect((await client.post('/api/webhooks/test', {})).status).toBe(201);
    expect((await client.post('/api/webhooks/test', {})).status).toBe(429);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.request('/api/webhooks')).status).toBe(401);
    expect((await visitor.post('/api/webhooks/test', {})).status).toBe(401);
  });
});
