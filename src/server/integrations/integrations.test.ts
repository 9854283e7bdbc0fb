import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IntegrationState, integrationIds } from '../../shared/integrations.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

describe.each(testDatabaseKinds())('integrations API on %s', (kind) => {
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

  const list = async (client: TestClient) =>
    ((await (await client.request('/api/integrations')).json()) as { integrations: IntegrationState[] })
      .integrations;

  it('lists the eight integrations, all disconnected at first', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const states = await list(client);
    expect(states.map((s) => s.id)).toEqual([...integrationIds]);
    expect(states.every((s) => !s.connected && s.connectedAt === null)).toBe(true);
  });

  it('keeps the connect state per user, with the time of connection', async () => {
    const alice = (await signedInClient(server.url, database.db)).client;
    const bob = (await signedInClient(server.url, database.db)).client;
    const res = await alice.request('/api/integrations/webhooks', {
      method: 'PUT',
      json: { connected: true },
    });
    expect(res.status).toBe(200);
    const state = (await res.json()) as IntegrationState;
    expect(state.connected).toBe(true);
    expect(Date.parse(state.connectedAt!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await list(alice)).find((s) => s.id === 'webhooks')?.connected).toBe(true);
    expect((await list(bob)).find((s) => s.id === 'webhooks')?.connected).toBe(false);
    // B connecting and disconnecting its own webhooks leaves A's alone.
    await bob.request('/api/integrations/webhooks', { method: 'PUT', json: { connected: true } });
    await bob.request('/api/integrations/webhooks', { method: 'PUT', json: { connected: false } });
    expect((await bob.request('/api/integrations/webhooks', { method: 'DELETE' })).status).toBe(204);
    expect(
      ((await (await alice.request('/api/integrations/webhooks')).json()) as IntegrationState).connected,
    ).toBe(true);

    const off = await alice.request('/api/integrations/webhooks', {
      method: 'PUT',
      json: { connected: false },
    });
    expect((await off.json()) as IntegrationState).toMatchObject({ connected: false, connectedAt: null });
  });

  it('never shows connected what does not connect in this build (issue 22)', async () => {
    const { client } = await signedInClient(server.url, database.db);
    for (const [id, message] of [
      ['slack', 'Slack n’est pas encore disponible : cliquez sur « M’avertir » pour être prévenu.'],
      ['hubspot', 'HubSpot n’est pas encore disponible : cliquez sur « M’avertir » pour être prévenu.'],
      ['calendar', 'Agenda se connecte depuis sa carte, avec ses propres réglages.'],
    ] as const) {
      const res = await client.request(`/api/integrations/${id}`, {
        method: 'PUT',
        json: { connected: true },
      });
      expect(res.status, id).toBe(409);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await list(client)).every((s) => !s.connected)).toBe(true);
  });

  it.each([
    ['/api/integrations/myspace', { connected: true }, 'Intégration inconnue.'],
    [
      '/api/integrations/slack',
      { connected: 'oui' },
      'Indiquez si l’intégration est connectée (vrai ou faux).',
    ],
  ])('refuses %s %j in French', async (path, body, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.request(path, { method: 'PUT', json: body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.request('/api/integrations')).status).toBe(401);
    expect(
      (await visitor.request('/api/integrations/slack', { method: 'PUT', json: { connected: true } })).status,
    ).toBe(401);
  });
});
