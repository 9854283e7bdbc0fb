import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisTime } from '../../shared/paris-time.ts';
import { outboxMessage } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 21, « done when »: a new user enables « État des projets tous les lundis à 9h » for Millie,
// the clock moves to Monday 9:00 Paris, and the status is in the outbox and in the run history.

describe.each(testDatabaseKinds())('skills over HTTP on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: TestClient;
  let email: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The test moves the clock itself: no background tick.
    server = await startTestServer(database, {}, { planOf: async () => 'pro' }, { skillScheduler: false });
    ({ client, email } = await signedInClient(server.url, database.db));
    await client.request('/api/projects');
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const mailsTo = (to: string) =>
    database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.to, to))
      .orderBy(desc(outboxMessage.createdAt));

  it('« État des projets » on Monday 9:00 Paris: the status in the outbox and in the run history', async () => {
    const res = await client.post('/api/skills', { employee: 'millie', kind: 'project_status' });
    expect(res.status).toBe(201);
    const skill = await res.json();
    expect(skill).toMatchObject({
      name: 'État des projets',
      cron: '0 9 * * 1',
      destination: 'email',
      enabled: true,
    });
    const monday = new Date(skill.nextRunAt);
    expect(monday.getUTCDay()).toBe(1);
    expect(parisTime(monday)).toBe('09:00');

    // The minute before: nothing.
    expect((await server.automation.scheduler.tick(new Date(monday.getTime() - 60_000))).ran).toBe(0);
    const result = await server.automation.scheduler.tick(monday);
    expect(result).toMatchObject({ enqueued: 1, ran: 1 });
    // A second tick in the same minute (or another instance) adds nothing.
    expect((await server.automation.scheduler.tick(monday)).enqueued).toBe(0);

    const mails = (await mailsTo(email)).filter((m) => m.meta?.skillId === skill.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^État des projets — /);
    expect(mails[0]!.text).toContain('Avancement des projets');

    const history = await (await client.request(`/api/skills/${skill.id}/runs`)).json();
    expect(history.runs).toHaveLength(1);
    expect(history.runs[0]).toMatchObject({
      origin: 'schedule',
      status: 'succeeded',
      attempts: 1,
      quotaCost: 1,
    });
    expect(history.runs[0].scheduledFor).toBe(monday.toISOString());
    expect(history.runs[0].output).toContain('Avancement des projets');
    expect(typeof history.runs[0].durationMs).toBe('number');
    // The next one is the Monday after.
    const list = await (await client.request('/api/skills?employee=millie')).json();
    expect(new Date(list.skills[0].nextRunAt).getTime() - monday.getTime()).toBe(7 * 86_400_000);
  });

  it('bad cron and unknown triggers get French 400s', async () => {
    const badCron = await client.post('/api/skills', {
      employee: 'millie',
      name: 'Point',
      trigger: 'schedule',
      cron: 'lundi 9h',
    });
    expect(badCron.status).toBe(400);
    expect((await badCron.json()).error.message).toMatch(
      /^Horaire invalide : « lundi 9h » doit avoir 5 champs/,
    );

    const impossible = await client.post('/api/skills', {
      employee: 'millie',
      name: 'Point',
      trigger: 'schedule',
      cron: '0 25 * * *',
    });
    expect(impossible.status).toBe(400);
    expect((await impossible.json()).error.message).toMatch(/n’est pas une expression cron valide/);

    const unknown = await client.post('/api/skills', {
      employee: 'millie',
      name: 'Point',
      trigger: 'hourly',
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(
      'Déclencheur inconnu : choisissez planifiée, sur événement, webhook entrant ou à la demande.',
    );
    const unknownEvent = await client.post('/api/skills', {
      employee: 'alfred',
      name: 'Point',
      trigger: 'event',
      event: 'task.exploded',
    });
    expect(unknownEvent.status).toBe(400);
    expect((await unknownEvent.json()).error.message).toMatch(/^Événement inconnu/);
    const noEvent = await client.post('/api/skills', { employee: 'alfred', name: 'Point', trigger: 'event' });
    expect(noEvent.status).toBe(400);
    expect((await noEvent.json()).error.message).toBe(
      'Choisissez l’événement qui déclenche l’automatisation.',
    );
    const wrongOwner = await client.post('/api/skills', { employee: 'chip', kind: 'project_status' });
    expect(wrongOwner.status).toBe(400);
  });

  it('« Lancer maintenant » runs at once and posts in the chat', async () => {
    const skill = await (
      await client.post('/api/skills', { employee: 'clide', kind: 'support_digest', destination: 'chat' })
    ).json();
    const res = await client.post(`/api/skills/${skill.id}/run`, {});
    expect(res.status).toBe(200);
    const run = await res.json();
    expect(run).toMatchObject({ origin: 'manual', status: 'succeeded', quotaCost: 1 });
    expect(run.output).toContain('Tickets de support ouverts');
    const conversations = await (await client.request('/api/conversations?employee=clide')).json();
    expect(JSON.stringify(conversations)).toContain('Synthèse du support');
  });

  it('an event trigger runs when a task is created', async () => {
    const skill = await (
      await client.post('/api/skills', {
        employee: 'alfred',
        name: 'Accueil des nouvelles tâches',
        trigger: 'event',
        event: 'task.created',
        destination: 'chat',
      })
    ).json();
    await client.post('/api/tasks', { title: 'Préparer la démo client' });
    // The listener queues after the commit, without waiting.
    let runs: Array<{ status: string; output: string | null }> = [];
    for (let i = 0; i < 50 && runs.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      runs = (await (await client.request(`/api/skills/${skill.id}/runs`)).json()).runs;
    }
    expect(runs).toHaveLength(1);
    await server.automation.scheduler.tick(new Date(Date.now() + 1000));
    runs = (await (await client.request(`/api/skills/${skill.id}/runs`)).json()).runs;
    expect(runs[0]).toMatchObject({ status: 'succeeded' });
    expect(runs[0]!.output).toContain('Déclenché par : Préparer la démo client');
  });

  it('a project status change triggers the skills waiting for it; another change does not', async () => {
    const skill = await (
      await client.post('/api/skills', {
        employee: 'millie',
        name: 'Suivi des statuts',
        trigger: 'event',
        event: 'project.status_changed',
      })
    ).json();
    const project = await (await client.post('/api/projects', { name: 'Refonte du site' })).json();
    await client.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      json: { description: 'Nouveau' },
    });
    await client.request(`/api/projects/${project.id}`, { method: 'PATCH', json: { status: 'active' } });
    let runs: unknown[] = [];
    for (let i = 0; i < 50 && runs.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      runs = (await (await client.request(`/api/skills/${skill.id}/runs`)).json()).runs;
    }
    await new Promise((r) => setTimeout(r, 200));
    runs = (await (await client.request(`/api/skills/${skill.id}/runs`)).json()).runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ origin: 'event' });
  });

  it('an inbound webhook with its secret queues a run; a wrong secret is a 404', async () => {
    const skill = await (
      await client.post('/api/skills', { employee: 'chip', name: 'Nouveau prospect', trigger: 'webhook' })
    ).json();
    expect(skill.webhookPath).toBe(`/api/skill-hooks/${skill.id}`);
    expect(skill.webhookSecret).toMatch(/^[\w-]{32}$/);
    const outsider = new (client.constructor as typeof TestClient)(server.url);
    const wrong = await outsider.request(skill.webhookPath, {
      method: 'POST',
      json: { name: 'ACME' },
      headers: { 'x-septime-secret': 'nope' },
    });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.message).toBe('Automatisation introuvable ou secret invalide.');
    const right = await outsider.request(skill.webhookPath, {
      method: 'POST',
      json: { name: 'ACME' },
      headers: { 'x-septime-secret': skill.webhookSecret },
    });
    expect(right.status).toBe(202);
    expect((await right.json()).origin).toBe('webhook');
    await server.automation.scheduler.tick(new Date(Date.now() + 1000));
    const { runs } = await (await client.request(`/api/skills/${skill.id}/runs`)).json();
    expect(runs[0]).toMatchObject({ status: 'succeeded' });
    expect(runs[0].output).toContain('Déclenché par : ACME');
  });

  it('another user cannot see, change or run my skill', async () => {
    const skill = await (
      await client.post('/api/skills', { employee: 'suki', kind: 'content_calendar' })
    ).json();
    const other = (await signedInClient(server.url, database.db)).client;
    expect((await other.request(`/api/skills/${skill.id}/runs`)).status).toBe(404);
    expect((await other.post(`/api/skills/${skill.id}/run`, {})).status).toBe(404);
    expect((await other.request(`/api/skills/${skill.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await (await other.request('/api/skills')).json()).skills).toHaveLength(0);
    // Disabling clears the next run; deleting removes it.
    const off = await client.request(`/api/skills/${skill.id}`, {
      method: 'PATCH',
      json: { enabled: false },
    });
    expect((await off.json()).nextRunAt).toBeNull();
    expect((await client.request(`/api/skills/${skill.id}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await database.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.to, 'nobody')));
    expect(rows).toHaveLength(0);
  });
});
