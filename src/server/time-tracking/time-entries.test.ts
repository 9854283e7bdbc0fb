import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeEntry, TimeSummary } from '../../shared/time-tracking.ts';
import { project, task, timeEntry } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user.id;
}

describe.each(testDatabaseKinds())('time entries API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function seed(client: TestClient) {
    const userId = await userIdOf(client);
    const [p] = await database.db
      .insert(project)
      .values({ userId, workspaceId: userId, name: 'Refonte du site' })
      .returning();
    const [t] = await database.db
      .insert(task)
      .values({ userId, workspaceId: userId, title: 'Maquettes', projectId: p!.id })
      .returning();
    return { userId, projectId: p!.id, taskId: t!.id };
  }

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(server.url);
    for (const path of ['/api/time-entries', '/api/time-entries/running', '/api/time-entries/summary']) {
      expect((await visitor.request(path)).status).toBe(401);
    }
    expect((await visitor.post('/api/time-entries/start', {})).status).toBe(401);
  });

  it('starts one timer on a task, refuses a second, stops it, and the entry keeps task and project', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { userId, taskId, projectId } = await seed(client);
    const started = await client.post('/api/time-entries/start', { taskId, note: 'Premier jet' });
    expect(started.status).toBe(201);
    const entry = (await started.json()) as TimeEntry;
    expect(entry).toMatchObject({
      running: true,
      taskId,
      projectId,
      taskTitle: 'Maquettes',
      note: 'Premier jet',
    });

    // Survives a reload: the running timer is read back from the server.
    const running = (await (await client.request('/api/time-entries/running')).json()) as {
      entry: TimeEntry;
    };
    expect(running.entry.id).toBe(entry.id);

    const second = await client.post('/api/time-entries/start', {});
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toContain('Un minuteur est déjà en cours');

    const stopped = await client.post(`/api/time-entries/${entry.id}/stop`, {});
    expect(stopped.status).toBe(200);
    expect((await stopped.json()) as TimeEntry).toMatchObject({ running: false, id: entry.id });
    expect((await client.post(`/api/time-entries/${entry.id}/stop`, {})).status).toBe(409);
    expect(
      ((await (await client.request('/api/time-entries/running')).json()) as { entry: null }).entry,
    ).toBeNull();

    const [counted] = await database.db
      .select({ value: count() })
      .from(timeEntry)
      .where(eq(timeEntry.userId, userId));
    expect(counted?.value).toBe(1);
  });

  it('lets the database itself refuse a second running timer', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(client);
    const row = { userId, workspaceId: userId, startedAt: new Date() };
    await database.db.insert(timeEntry).values(row);
    await expect(database.db.insert(timeEntry).values(row)).rejects.toThrow();
  });

  it('adds manual entries and totals them per day, week and project', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { taskId, projectId } = await seed(client);
    const now = Date.now();
    const a = await client.post('/api/time-entries', {
      taskId,
      startedAt: new Date(now - 3 * 3_600_000).toISOString(),
      durationMinutes: 90,
      note: 'Atelier',
    });
    expect(a.status).toBe(201);
    expect(((await a.json()) as TimeEntry).durationSeconds).toBe(5400);
    const b = await client.post('/api/time-entries', {
      startedAt: new Date(now - 2 * 3_600_000).toISOString(),
      endedAt: new Date(now - 2 * 3_600_000 + 30 * 60_000).toISOString(),
    });
    expect(b.status).toBe(201);

    const list = (await (await client.request('/api/time-entries')).json()) as { entries: TimeEntry[] };
    expect(list.entries).toHaveLength(2);

    const summary = (await (await client.request('/api/time-entries/summary')).json()) as TimeSummary;
    expect(summary.days).toHaveLength(7);
    expect(summary.days.reduce((sum, d) => sum + d.seconds, 0)).toBe(7200);
    expect(summary.weekSeconds).toBeGreaterThan(0);
    expect(summary.projects).toEqual([
      { projectId, projectName: 'Refonte du site', seconds: 5400 },
      { projectId: null, projectName: 'Sans projet', seconds: 1800 },
    ]);
  });

  it('updates and deletes an entry', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const created = (await (
      await client.post('/api/time-entries', { startedAt: start, durationMinutes: 10 })
    ).json()) as TimeEntry;
    const patched = await client.request(`/api/time-entries/${created.id}`, {
      method: 'PATCH',
      json: { note: 'Revue', endedAt: new Date(Date.parse(start) + 20 * 60_000).toISOString() },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()) as TimeEntry).toMatchObject({ note: 'Revue', durationSeconds: 1200 });
    expect((await client.request(`/api/time-entries/${created.id}`)).status).toBe(200);
    expect((await client.request(`/api/time-entries/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/api/time-entries/${created.id}`)).status).toBe(404);
  });

  it('exports the entries as CSV', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { taskId } = await seed(client);
    await client.post('/api/time-entries', {
      taskId,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      durationMinutes: 45,
      note: '=HYPERLINK("x")',
    });
    const res = await client.request('/api/time-entries/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="suivi-temps-/);
    const text = await res.text();
    const [header, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('"Date";"Début";"Fin";"Durée (minutes)";"Tâche";"Projet";"Note"');
    expect(row).toContain('"45";"Maquettes";"Refonte du site";"\'=HYPERLINK(""x"")"');
  });

  it.each([
    [{ startedAt: 'hier' }, 'Date de début invalide.'],
    // Issue 38: a year PostgreSQL cannot store was a 500.
    [{ startedAt: '9999-12-31T23:59:59+14:00', durationMinutes: 60 }, 'Date de début invalide.'],
    [{ startedAt: '0000-01-01T00:00:00Z', durationMinutes: 5 }, 'Date de début invalide.'],
    [{ startedAt: '2026-02-31T10:00:00+01:00', durationMinutes: 5 }, 'Date de début invalide.'],
    [{ startedAt: '2026-11-20T10:00:00Z', endedAt: '20261120' }, 'Date de fin invalide.'],
    [{ startedAt: '2026-11-20T10:00:00Z' }, 'Indiquez une heure de fin ou une durée.'],
    [
      { startedAt: '2026-11-20T10:00:00Z', endedAt: '2026-11-20T09:00:00Z' },
      'La fin doit être après le début.',
    ],
    [{ startedAt: '2026-11-20T10:00:00Z', durationMinutes: 0 }, 'La durée doit être d’au moins 1 minute.'],
    [
      { startedAt: '2026-11-20T10:00:00Z', durationMinutes: 5, taskId: 'abc' },
      'Identifiant de tâche invalide.',
    ],
    [
      {
        startedAt: '2026-11-20T10:00:00Z',
        durationMinutes: 5,
        taskId: '00000000-0000-4000-8000-000000000000',
      },
      'Tâche introuvable.',
    ],
  ])('refuses bad input %j with a French message', async (body, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/time-entries', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("refuses to attach another user's task", async () => {
    const alice = (await signedInClient(server.url, database.db)).client;
    const bob = (await signedInClient(server.url, database.db)).client;
    const { taskId } = await seed(alice);
    const res = await bob.post('/api/time-entries/start', { taskId });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Tâche introuvable.');
  });
});

describe.each(testDatabaseKinds())('time tracking options and employee tasks on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('lists the open tasks and projects to pick from, and the tasks assigned to an employee', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const other = (await signedInClient(server.url, database.db)).client;
    await client.post('/api/ai/automation/tasks', {
      employee: 'alfred',
      steps: [
        { title: 'Trier les emails', owner: 'alfred', minutes: 10 },
        { title: 'Appeler le client', owner: 'vous', minutes: 5 },
      ],
    });
    await other.post('/api/ai/automation/tasks', {
      employee: 'alfred',
      steps: [{ title: 'Tâche de B', owner: 'alfred', minutes: 10 }],
    });
    const options = (await (await client.request('/api/time-entries/options')).json()) as {
      tasks: Array<{ title: string }>;
    };
    expect(options.tasks.map((t) => t.title).sort()).toEqual(['Appeler le client', 'Trier les emails']);
    const assigned = (await (await client.request('/api/employees/alfred/tasks')).json()) as {
      tasks: Array<{ title: string }>;
    };
    expect(assigned.tasks.map((t) => t.title)).toEqual(['Trier les emails']);
    const unknown = await client.request('/api/employees/bob/tasks');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('Employé IA inconnu.');
  });
});
