import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IntegrationState } from '../../shared/integrations.ts';
import type { TimeEntry } from '../../shared/time-tracking.ts';
import { openDatabase } from '../db/client.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 8's "everything a user creates survives a restart": the server and its PGlite directory are
// closed and opened again; the running timer, the entries, the integration and the webhook are back.
describe('workspace tools across a restart (PGlite on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the running timer, entries, connect state and webhook', async () => {
    let database = openDatabase({ kind: 'pglite', dataDir });
    let server = await startTestServer(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
    const { client: before } = await signedInClient(server.url, database.db);
    const running = (await (
      await before.post('/api/time-entries/start', { note: 'Avant redémarrage' })
    ).json()) as TimeEntry;
    await before.post('/api/time-entries', {
      startedAt: new Date(Date.now() - 7_200_000).toISOString(),
      durationMinutes: 25,
      note: 'Saisie manuelle',
    });
    await before.request('/api/integrations/webhooks', { method: 'PUT', json: { connected: true } });
    await before.request('/api/webhooks', { method: 'PUT', json: { url: 'http://127.0.0.1:9/apres' } });
    await server.close();
    await database.close();

    database = openDatabase({ kind: 'pglite', dataDir });
    server = await startTestServer(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
    // Same session cookie, new port.
    const client = new TestClient(server.url);
    client.cookies = before.cookies;
    try {
      const after = (await (await client.request('/api/time-entries/running')).json()) as {
        entry: TimeEntry;
      };
      expect(after.entry).toMatchObject({ id: running.id, note: 'Avant redémarrage', running: true });
      const list = (await (await client.request('/api/time-entries')).json()) as { entries: TimeEntry[] };
      expect(list.entries.map((e) => e.note).sort()).toEqual(['Avant redémarrage', 'Saisie manuelle']);
      const toggled = (await (await client.request('/api/integrations/webhooks')).json()) as IntegrationState;
      expect(toggled.connected).toBe(true);
      const webhook = (await (await client.request('/api/webhooks')).json()) as { endpoint: { url: string } };
      expect(webhook.endpoint.url).toBe('http://127.0.0.1:9/apres');
    } finally {
      await server.close();
      await database.close();
    }
  });
});
