import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, strongPassword, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { userOwnedTables } from './account-data.ts';

describe.each(testDatabaseKinds())('account settings API on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** Rows per owned table for one user, counted straight in the database. */
  async function rowCounts(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const owned of userOwnedTables()) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(owned.table)
        .where(owned.where(userId, database.db));
      counts[owned.name] = row!.n;
    }
    return counts;
  }

  async function userIdOf(client: TestClient): Promise<string> {
    return ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user.id;
  }

  /** Something in as many tables as the API lets a user write to. */
  async function fill(client: TestClient) {
    const conversation = (await (await client.post('/api/conversations', { employee: 'alfred' })).json()) as {
      id: string;
    };
    await (
      await client.post(`/api/conversations/${conversation.id}/messages`, { content: 'Bonjour Alfred' })
    ).text();
    await client.post('/api/ai/automation/tasks', {
      employee: 'alfred',
      steps: [{ title: 'Tâche à exporter', owner: 'vous', minutes: 10 }],
    });
    await client.post('/api/ai/report', { reportType: 'sales', period: 'monthly', dataPoints: [] });
    await client.post('/api/time-entries', {
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      durationMinutes: 30,
      note: 'Note à exporter',
    });
    await client.request('/api/integrations/webhooks', { method: 'PUT', json: { connected: true } });
    await client.request('/api/webhooks', { method: 'PUT', json: { url: 'http://127.0.0.1:9/hook' } });
    await client.post('/api/webhooks/test', {});
    await client.post('/api/connectors/interest', { connectorId: 'gmail' });
    await client.request('/api/memory/profile', { method: 'PUT', json: { name: 'Entreprise à exporter' } });
    await client.post('/api/memory/facts', { text: 'Fait à exporter' });
    await client.post('/api/documents/text', { name: 'Document à exporter', text: 'Passage à exporter.' });
  }

  it('finds the owned tables from the schema, including child tables', () => {
    const names = userOwnedTables().map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'session',
        'account',
        'conversation',
        'chat_message',
        'task',
        'time_entry',
        'webhook_delivery',
      ]),
    );
    expect(names).not.toContain('user');
  });

  it('changes the display name', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.request('/api/account', {
      method: 'PATCH',
      json: { name: '  Camille Martin ' },
    });
    expect(res.status).toBe(200);
    expect(
      ((await (await client.request('/api/account')).json()) as { user: { name: string } }).user.name,
    ).toBe('Camille Martin');
    const bad = await client.request('/api/account', { method: 'PATCH', json: { name: '   ' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Le nom affiché est requis.');
  });

  it('changes the password with the sign-up strength rule', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const weak = await client.post('/api/account/password', {
      currentPassword: strongPassword,
      newPassword: 'abcdefgh',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toContain('Mot de passe trop faible');
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'Pas-le-bon-2026!',
      newPassword: 'Nouveau-Secret-2027!',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Mot de passe actuel incorrect.');

    const ok = await client.post('/api/account/password', {
      currentPassword: strongPassword,
      newPassword: 'Nouveau-Secret-2027!',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await client.request('/api/account')).status).toBe(200);
    const fresh = new TestClient(server.url);
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: strongPassword })).status).toBe(
      401,
    );
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email, password: 'Nouveau-Secret-2027!' })).status,
    ).toBe(200);
  });

  it('exports every row the user owns as JSON, without secrets or other users’ rows', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const other = (await signedInClient(server.url, database.db)).client;
    await fill(client);
    await other.post('/api/time-entries', {
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      durationMinutes: 5,
      note: 'Note de quelqu’un d’autre',
    });
    const res = await client.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="septime-export-/);
    const text = await res.text();
    const data = JSON.parse(text) as { user: { email: string }; tables: Record<string, unknown[]> };
    expect(data.user.email).toBe(email);
    const counts = await rowCounts(await userIdOf(client));
    for (const [name, n] of Object.entries(counts)) expect(data.tables[name], name).toHaveLength(n);
    expect(data.tables.time_entry).toHaveLength(1);
    expect(data.tables.chat_message!.length).toBeGreaterThan(0);
    expect(text).toContain('Note à exporter');
    expect(data.tables.memory_fact).toEqual([expect.objectContaining({ text: 'Fait à exporter' })]);
    expect(data.tables.company_profile).toEqual([expect.objectContaining({ name: 'Entreprise à exporter' })]);
    expect(data.tables.document).toEqual([expect.objectContaining({ name: 'Document à exporter' })]);
    // The file itself, in its parts (decision 069), base64.
    expect(data.tables.document_content_part).toEqual([
      expect.objectContaining({ position: 0, bytes: Buffer.from('Passage à exporter.').toString('base64') }),
    ]);
    expect(data.tables.document_passage).toEqual([expect.objectContaining({ body: 'Passage à exporter.' })]);
    expect(text).not.toContain('Note de quelqu’un d’autre');
    expect(text).not.toMatch(/whsec_|argon2|"token"|"password"|"secret"/);
  });

  it('deletes the account and every row it owns after confirmation', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const other = await signedInClient(server.url, database.db);
    await fill(client);
    await fill(other.client);
    const userId = await userIdOf(client);
    const otherId = await userIdOf(other.client);
    const before = await rowCounts(userId);
    const filled = Object.entries(before)
      .filter(([, n]) => n > 0)
      .map(([name]) => name);
    expect(filled).toEqual(
      expect.arrayContaining([
        'session',
        'conversation',
        'chat_message',
        'task',
        'generated_report',
        'time_entry',
        'integration_connection',
        'webhook_endpoint',
        'webhook_delivery',
        'connector_interest',
        'company_profile',
        'memory_fact',
      ]),
    );
    const otherBefore = await rowCounts(otherId);

    const refused = await client.request('/api/account', { method: 'DELETE', json: { confirmation: 'oui' } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('Tapez votre email ou « SUPPRIMER » pour confirmer.');

    const res = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmation: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    const after = await rowCounts(userId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await rowCounts(otherId)).toEqual(otherBefore);
    expect((await client.request('/api/account')).status).toBe(401);
    const signIn = await new TestClient(server.url).post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    expect(signIn.status).toBe(401);
  });

  it('limits data exports to 5 per 10 minutes', async () => {
    const { client } = await signedInClient(server.url, database.db);
    for (let i = 0; i < 5; i++) expect((await client.request('/api/account/export')).status).toBe(200);
    const limited = await client.request('/api/account/export');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await limited.json()).error.message).toBe(
      'Trop de requêtes. Veuillez patienter avant de réessayer.',
    );
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.request('/api/account/export')).status).toBe(401);
    expect(
      (await visitor.request('/api/account', { method: 'DELETE', json: { confirmation: 'SUPPRIMER' } }))
        .status,
    ).toBe(401);
  });
});
