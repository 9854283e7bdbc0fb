import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto, Page, ProjectDto, TaskDto } from '../../shared/workspace.ts';
import { readChatEvents } from '../chat/chat-stream.ts';
import { user } from '../db/schema.ts';
import { type TestClient as Client, signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const send = (client: Client, method: string, path: string, body?: unknown) =>
  client.request(path, { method, ...(body === undefined ? {} : { json: body }) } as RequestInit);

describe.each(testDatabaseKinds())('workspace API on %s', (kind) => {
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

  it('counts a list’s total up to 10 000 and says « more » past it, without scanning the rest', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    await client.request('/api/tasks');
    const [owner] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = owner!.id;
    await database.db.execute(
      sql`insert into task (workspace_id, user_id, title, source)
          select ${userId}, ${userId}, 'Tâche ' || n, 'user' from generate_series(1, 10001) as n`,
    );
    const page = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=50&offset=9900'));
    expect(page).toMatchObject({ total: 10_000, totalCapped: true, offset: 9900 });
    expect(page.items).toHaveLength(50);
    const few = await json<Page<TaskDto>>(await client.request('/api/tasks?q=Tâche 10001'));
    expect(few).toMatchObject({ total: 1, totalCapped: false });
  });

  it('answers 401 in French without a session', async () => {
    const visitor = new TestClient(server.url);
    for (const path of ['/api/projects', '/api/tasks', '/api/events']) {
      const res = await visitor.request(path);
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toMatch(/connecté/);
    }
  });

  it('starts a new account empty; the example loads SPEC.md’s sample once, even on concurrent clicks', async () => {
    const { client } = await signedInClient(server.url, database.db);
    for (const path of ['/api/projects', '/api/tasks', '/api/events']) {
      expect((await json<Page<unknown>>(await client.request(path))).total).toBe(0);
    }
    const loads = await Promise.all([
      client.post('/api/workspace/example', {}),
      client.post('/api/workspace/example', {}),
    ]);
    const results = await Promise.all(loads.map((res) => json<{ changed: boolean }>(res)));
    expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
    const pages = await Promise.all([
      client.request('/api/projects'),
      client.request('/api/tasks?limit=200'),
      client.request('/api/events'),
    ]);
    const projects = await json<Page<ProjectDto>>(pages[0]!);
    const tasks = await json<Page<TaskDto>>(pages[1]!);
    const events = await json<Page<EventDto>>(pages[2]!);
    expect(projects.total).toBe(5);
    const byName = Object.fromEntries(projects.items.map((p) => [p.name, p]));
    expect(byName['Lancement de l’offre Pro']).toMatchObject({
      status: 'active',
      priority: 'urgent',
      progress: 40,
    });
    expect(byName['Audit de sécurité ISO 27001']).toMatchObject({ status: 'completed', progress: 100 });
    expect(byName['Recrutement de l’équipe support']).toMatchObject({ status: 'on_hold', progress: 25 });
    expect(projects.items.every((p) => p.source === 'sample' && p.sample)).toBe(true);
    expect(tasks.items.every((t) => t.sample)).toBe(true);
    expect(tasks.items.map((t) => t.title)).toContain('Finaliser la grille tarifaire Pro et Entreprise');
    expect(tasks.items.find((t) => t.title.startsWith('Rédiger l’annonce'))).toMatchObject({
      assignee: 'Suki',
      projectName: 'Lancement de l’offre Pro',
      status: 'in_progress',
    });
    expect(events.total).toBe(3);
  });

  it('creates, reads, updates and deletes a project; the Gratuit plan allows one of one’s own', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const created = await json<ProjectDto>(
      await client.post('/api/projects', {
        name: 'Salon Vivatech',
        description: 'Stand et rendez-vous',
        priority: 'high',
        dueDate: '2027-06-12',
        teamSize: 3,
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Salon Vivatech',
      status: 'planning',
      progress: 0,
      source: 'user',
    });

    const second = await client.post('/api/projects', { name: 'Un deuxième projet' });
    const refusal = await json<{ error: { code: string; message: string } }>(second, 403);
    expect(refusal.error.code).toBe('quota:projects');
    expect(refusal.error.message).toContain('plan Gratuit');

    const updated = await json<ProjectDto>(
      await send(client, 'PATCH', `/api/projects/${created.id}`, { status: 'active' }),
    );
    expect(updated).toMatchObject({ status: 'active', name: 'Salon Vivatech', priority: 'high' });

    // Progress comes from the project's tasks.
    const t1 = await json<TaskDto>(
      await client.post('/api/tasks', { title: 'Réserver le stand', projectId: created.id }),
      201,
    );
    await json<TaskDto>(
      await client.post('/api/tasks', { title: 'Imprimer les flyers', projectId: created.id }),
      201,
    );
    await json(await send(client, 'PATCH', `/api/tasks/${t1.id}`, { status: 'done' }));
    expect(await json<ProjectDto>(await client.request(`/api/projects/${created.id}`))).toMatchObject({
      progress: 50,
      tasksCompleted: 1,
      tasksTotal: 2,
    });
    const ofProject = await json<Page<TaskDto>>(await client.request(`/api/tasks?projectId=${created.id}`));
    expect(ofProject.items.map((t) => t.title).sort()).toEqual(['Imprimer les flyers', 'Réserver le stand']);

    expect((await send(client, 'DELETE', `/api/projects/${created.id}`)).status).toBe(204);
    expect((await client.request(`/api/projects/${created.id}`)).status).toBe(404);
    // Its tasks stay, without a project.
    expect(await json<TaskDto>(await client.request(`/api/tasks/${t1.id}`))).toMatchObject({
      projectId: null,
    });
  });

  it('filters, searches and paginates', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await json(await client.post('/api/workspace/example', {}));
    const active = await json<Page<ProjectDto>>(await client.request('/api/projects?status=active'));
    expect(active.items.map((p) => p.name).sort()).toEqual([
      'Lancement de l’offre Pro',
      'Refonte du site vitrine',
    ]);
    const found = await json<Page<ProjectDto>>(
      await client.request(`/api/projects?q=${encodeURIComponent('hubspot')}`),
    );
    expect(found.items.map((p) => p.name)).toEqual(['Migration du CRM vers HubSpot']);
    const urgent = await json<Page<TaskDto>>(await client.request('/api/tasks?priority=urgent'));
    expect(urgent.items.every((t) => t.priority === 'urgent')).toBe(true);
    expect(urgent.total).toBe(2);
    const suki = await json<Page<TaskDto>>(await client.request('/api/tasks?assignee=Suki'));
    expect(suki.total).toBe(2);
    const search = await json<Page<TaskDto>>(await client.request('/api/tasks?q=prospects'));
    expect(search.items.map((t) => t.title)).toEqual(['Relancer les prospects rencontrés au salon']);
    // Wildcards are taken literally.
    expect((await json<Page<TaskDto>>(await client.request('/api/tasks?q=%25'))).total).toBe(0);

    const first = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=10&offset=0'));
    const second = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=10&offset=10'));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    expect(second.items.map((t) => t.id).filter((id) => first.items.some((t) => t.id === id))).toEqual([]);
    const bad = await json<{ error: { message: string } }>(
      await client.request('/api/tasks?limit=1000'),
      400,
    );
    expect(bad.error.message).toContain('entre 1 et 200');
  });

  it('searches with %, _ and \\ taken literally, on tasks and projects', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const titles = [
      'Remise de 100% HT',
      'Remise de 1000 HT',
      'rapport_final',
      'rapportXfinal',
      'C:\\devis',
      'C:devis',
    ];
    for (const title of titles) expect((await client.post('/api/tasks', { title })).status).toBe(201);
    // The free plan allows one project of one's own, beside the sample ones (none has % or _).
    expect((await client.post('/api/projects', { name: 'code_promo 50%' })).status).toBe(201);
    const tasks = async (q: string) =>
      (
        await json<Page<TaskDto>>(await client.request(`/api/tasks?q=${encodeURIComponent(q)}&limit=200`))
      ).items
        .map((t) => t.title)
        .filter((t) => titles.includes(t))
        .sort();
    expect(await tasks('100%')).toEqual(['Remise de 100% HT']);
    expect(await tasks('%')).toEqual(['Remise de 100% HT']);
    expect(await tasks('rapport_final')).toEqual(['rapport_final']);
    expect(await tasks('_')).toEqual(['rapport_final']);
    expect(await tasks('C:\\d')).toEqual(['C:\\devis']);
    expect(await tasks('\\')).toEqual(['C:\\devis']);
    const projects = async (q: string) =>
      (
        await json<Page<ProjectDto>>(
          await client.request(`/api/projects?q=${encodeURIComponent(q)}&limit=200`),
        )
      ).items
        .map((p) => p.name)
        .sort();
    expect(await projects('_')).toEqual(['code_promo 50%']);
    expect(await projects('%')).toEqual(['code_promo 50%']);
    expect(await projects('code_promo')).toEqual(['code_promo 50%']);
  });

  it('refuses bad input with French messages', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/api/projects', { name: '   ' }, /nom du projet est requis/],
      ['POST', '/api/projects', { name: 'X', status: 'fini' }, /Statut de projet inconnu/],
      ['POST', '/api/projects', { name: 'X', dueDate: '12/06/2027' }, /AAAA-MM-JJ/],
      ['POST', '/api/projects', { name: 'X', teamSize: 0 }, /au moins 1/],
      ['POST', '/api/tasks', { title: '' }, /titre de la tâche est requis/],
      ['POST', '/api/tasks', { title: 'T', priority: 'critique' }, /Priorité inconnue/],
      [
        'POST',
        '/api/tasks',
        { title: 'T', projectId: '00000000-0000-4000-8000-000000000000' },
        /projet n’existe pas/,
      ],
      [
        'POST',
        '/api/events',
        { title: 'R', start: '2026-11-24T10:00:00+01:00', end: '2026-11-24T09:00:00+01:00' },
        /fin doit être après/,
      ],
      ['POST', '/api/events', { title: 'R', start: 'demain', end: '2026-11-24T09:00:00+01:00' }, /ISO 8601/],
      ['PATCH', '/api/tasks/pas-un-id', { status: 'done' }, /Identifiant de tâche invalide/],
      ['POST', '/api/projects', { name: 'X', dueDate: '2026-02-31' }, /date n’existe pas/],
      ['POST', '/api/tasks', { title: 'T', dueDate: '0000-01-01' }, /date n’existe pas/],
      [
        'POST',
        '/api/events',
        { title: 'R', start: '0000-01-01T09:00:00Z', end: '0000-01-01T10:00:00Z' },
        /date n’existe pas/,
      ],
      // PostgreSQL refuses U+0000 in text: a 400, not a 500.
      ['POST', '/api/tasks', { title: 'a\u0000b' }, /caractère non autorisé/],
      ['GET', '/api/tasks?q=a%00b', undefined, /caractère non autorisé/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await send(client, method, path, body);
      const error = await json<{ error: { code: string; message: string } }>(res, 400);
      expect(error.error.message, `${method} ${path} ${JSON.stringify(body)}`).toMatch(message);
    }
    const own = await json<TaskDto>(await client.post('/api/tasks', { title: 'Une tâche' }), 201);
    const empty = await send(client, 'PATCH', `/api/tasks/${own.id}`, {});
    expect((await json<{ error: { message: string } }>(empty, 400)).error.message).toMatch(
      /au moins un champ/,
    );
  });

  it('creates, moves across the board and deletes a task assigned to an AI employee', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const created = await json<TaskDto>(
      await client.post('/api/tasks', {
        title: 'Préparer la newsletter de décembre',
        assignee: 'suki',
        dueDate: '2026-12-01',
        priority: 'high',
        estimateMinutes: 90,
      }),
      201,
    );
    expect(created).toMatchObject({ status: 'todo', assignee: 'suki', estimateMinutes: 90, projectId: null });
    for (const status of ['in_progress', 'review', 'done'] as const) {
      const moved = await json<TaskDto>(await send(client, 'PATCH', `/api/tasks/${created.id}`, { status }));
      expect(moved.status).toBe(status);
    }
    expect((await send(client, 'DELETE', `/api/tasks/${created.id}`)).status).toBe(204);
    expect((await client.request(`/api/tasks/${created.id}`)).status).toBe(404);
  });

  it('creates, lists by range, updates and deletes calendar events', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await json(await client.post('/api/workspace/example', {}));
    const tasks = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=1'));
    const event = await json<EventDto>(
      await client.post('/api/events', {
        title: 'Point client Durand',
        start: '2027-03-02T14:00:00+01:00',
        end: '2027-03-02T15:00:00+01:00',
        attendees: ['Chip', 'M. Durand'],
        taskId: tasks.items[0]!.id,
      }),
      201,
    );
    expect(event).toMatchObject({ start: '2027-03-02T13:00:00.000Z', attendees: ['Chip', 'M. Durand'] });
    const march = await json<Page<EventDto>>(
      await client.request(
        `/api/events?from=${encodeURIComponent('2027-03-01T00:00:00Z')}&to=${encodeURIComponent('2027-04-01T00:00:00Z')}`,
      ),
    );
    expect(march.items.map((e) => e.id)).toEqual([event.id]);
    // Moving only the start after the end is refused.
    const bad = await send(client, 'PATCH', `/api/events/${event.id}`, {
      start: '2027-03-02T16:00:00+01:00',
    });
    expect((await json<{ error: { message: string } }>(bad, 400)).error.message).toMatch(
      /fin doit être après/,
    );
    const moved = await json<EventDto>(
      await send(client, 'PATCH', `/api/events/${event.id}`, {
        start: '2027-03-03T10:00:00+01:00',
        end: '2027-03-03T11:00:00+01:00',
      }),
    );
    expect(moved.start).toBe('2027-03-03T09:00:00.000Z');
    expect((await send(client, 'DELETE', `/api/events/${event.id}`)).status).toBe(204);
    expect((await client.request(`/api/events/${event.id}`)).status).toBe(404);
  });

  it('never shows or changes another user’s rows', async () => {
    const alice = (await signedInClient(server.url, database.db)).client;
    const bob = (await signedInClient(server.url, database.db)).client;
    const project = await json<ProjectDto>(await alice.post('/api/projects', { name: 'Projet secret' }), 201);
    // Bob cannot attach a task to Alice's project.
    const attach = await bob.post('/api/tasks', { title: 'Intrus', projectId: project.id });
    expect(attach.status).toBe(400);
    expect(await (await bob.request('/api/projects?limit=200')).text()).not.toContain('Projet secret');
  });
});

describe('workspace hooks: the plan and the webhook events', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const seen: Array<{ userId: string; type: string; data: unknown }> = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startTestServer(
      database,
      {},
      {
        planOf: async () => 'pro',
        onWorkspaceEvent: (userId, event) => seen.push({ userId, ...event }),
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('lets a Pro user create several projects and reports every write', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const first = await json<ProjectDto>(await client.post('/api/projects', { name: 'Projet A' }), 201);
    await json<ProjectDto>(await client.post('/api/projects', { name: 'Projet B' }), 201);
    const task = await json<TaskDto>(
      await client.post('/api/tasks', { title: 'T', projectId: first.id }),
      201,
    );
    await json(await send(client, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' }));
    await send(client, 'DELETE', `/api/tasks/${task.id}`);
    await json(await send(client, 'PATCH', `/api/projects/${first.id}`, { status: 'active' }));
    await send(client, 'DELETE', `/api/projects/${first.id}`);
    // A refused write reports nothing.
    await send(client, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    expect(seen.map((e) => e.type)).toEqual([
      'project.created',
      'project.created',
      'task.created',
      'task.updated',
      'task.deleted',
      'project.updated',
      'project.deleted',
    ]);
    expect(new Set(seen.map((e) => e.userId)).size).toBe(1);
    expect(seen[3]!.data).toMatchObject({ id: task.id, status: 'done' });

    // A task an AI employee creates once approved is reported like the others.
    const { id } = await json<{ id: string }>(
      await client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Crée une tâche « Appeler Durand » pour demain',
      }),
    );
    const action = (events.find((e) => e.type === 'action') as { action: { id: string } }).action;
    await json(await client.post(`/api/actions/${action.id}/approve`, {}));
    expect(seen.at(-1)).toMatchObject({
      type: 'task.created',
      data: { title: 'Appeler Durand', source: 'ai:alfred' },
    });
  });
});
