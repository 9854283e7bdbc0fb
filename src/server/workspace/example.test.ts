import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, TaskDto } from '../../shared/workspace.ts';
import type { GuidedStart } from '../../shared/workspace-model.ts';
import { computeReportFigures } from '../ai/tools/report-data.ts';
import { userWorkspaceSnapshot } from '../ai/workspace.ts';
import { migrationsFolder } from '../db/client.ts';
import {
  calendarEvent,
  chatMessage,
  companyProfile,
  conversation,
  project,
  task,
  timeEntry,
  user,
  workspaceSeed,
} from '../db/schema.ts';
import { writeSkillOutput } from '../skills/skill-outputs.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 42 part 1 (decision 059): a new account starts empty, the example loads and goes in one click
// each, its rows never reach an employee, a skill or a report as real work, and the old seed's
// untouched rows are recognised as example rows by the migration.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

describe.each(testDatabaseKinds())('example workspace on %s', (kind) => {
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

  async function account(): Promise<{ client: TestClient; userId: string }> {
    const { client, email } = await signedInClient(server.url, database.db);
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { client, userId: row!.id };
  }

  it('starts empty with a guided start whose steps are read from data, and puts it away', async () => {
    const { client, userId } = await account();
    const start = await json<GuidedStart>(await client.request('/api/workspace/start'));
    expect(start).toEqual({
      steps: [
        { id: 'profile', done: false },
        { id: 'request', done: false },
        { id: 'mailbox', done: false },
      ],
      dismissed: false,
      example: { projects: 0, tasks: 0, events: 0, timeEntries: 0 },
    });
    const snapshot = await userWorkspaceSnapshot(database.db, userId);
    expect(snapshot).toMatchObject({ isSample: false, projects: [], tasks: [], events: [] });

    await database.db.insert(companyProfile).values({ userId, name: 'Plomberie Martin' });
    const [talk] = await database.db
      .insert(conversation)
      .values({ userId, employee: 'alfred', title: 'Ma semaine' })
      .returning();
    await database.db
      .insert(chatMessage)
      .values({ conversationId: talk!.id, role: 'user', content: 'Organise ma semaine' });
    const after = await json<GuidedStart>(await client.request('/api/workspace/start'));
    expect(after.steps.map((s) => s.done)).toEqual([true, true, false]);

    expect((await client.post('/api/workspace/start/dismiss', {})).status).toBe(204);
    expect((await client.post('/api/workspace/start/dismiss', {})).status).toBe(204);
    expect((await json<GuidedStart>(await client.request('/api/workspace/start'))).dismissed).toBe(true);
  });

  it('loads the example once and removes exactly its rows, leaving the user’s own', async () => {
    const { client, userId } = await account();
    const loaded = await json<{ changed: boolean; counts: Record<string, number> }>(
      await client.post('/api/workspace/example', {}),
    );
    expect(loaded).toEqual({ changed: true, counts: { projects: 5, tasks: 31, events: 3, timeEntries: 5 } });
    const start = await json<GuidedStart>(await client.request('/api/workspace/start'));
    expect(start.example).toEqual(loaded.counts);

    // The user's own rows, some pointing at example rows.
    const tasks = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=200'));
    const exampleTask = tasks.items.find((t) => t.title.startsWith('Finaliser la grille'))!;
    expect(exampleTask.sample).toBe(true);
    const own = await json<TaskDto>(
      await client.post('/api/tasks', { title: 'Devis salle de bain', projectId: exampleTask.projectId }),
      201,
    );
    expect(own.sample).toBe(false);
    const ownEvent = await client.post('/api/events', {
      title: 'Chantier Dupont',
      start: '2026-12-01T08:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
    });
    expect(ownEvent.status).toBe(201);
    await database.db.insert(timeEntry).values({
      userId,
      workspaceId: userId,
      taskId: exampleTask.id,
      startedAt: new Date('2026-11-20T08:00:00Z'),
      endedAt: new Date('2026-11-20T09:00:00Z'),
    });

    const removed = await json<{ changed: boolean; counts: Record<string, number> }>(
      await client.request('/api/workspace/example', { method: 'DELETE' }),
    );
    expect(removed).toEqual({ changed: true, counts: loaded.counts });
    const left = await json<Page<TaskDto>>(await client.request('/api/tasks?limit=200'));
    expect(left.items.map((t) => [t.title, t.projectId])).toEqual([['Devis salle de bain', null]]);
    const events = await database.db.select().from(calendarEvent).where(eq(calendarEvent.userId, userId));
    expect(events.map((e) => e.title)).toEqual(['Chantier Dupont']);
    const entries = await database.db.select().from(timeEntry).where(eq(timeEntry.userId, userId));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.taskId).toBeNull();
    // A second removal has nothing left to remove.
    const again = await json<{ changed: boolean }>(
      await client.request('/api/workspace/example', { method: 'DELETE' }),
    );
    expect(again.changed).toBe(false);
  });

  it('keeps example rows out of what the employees, skills and reports read as real work', async () => {
    const { client, userId } = await account();
    await json(await client.post('/api/workspace/example', {}));

    // Only the example: the employees may show it, flagged as example data.
    const exampleOnly = await userWorkspaceSnapshot(database.db, userId);
    expect(exampleOnly.isSample).toBe(true);
    expect(exampleOnly.tasks.length).toBe(31);

    // A real task: Alfred's open tasks are the user's one, never the example's six urgent ones.
    await json(await client.post('/api/tasks', { title: 'Commander le chauffe-eau' }), 201);
    const real = await userWorkspaceSnapshot(database.db, userId);
    expect(real.isSample).toBe(false);
    expect(real.tasks.map((t) => t.title)).toEqual(['Commander le chauffe-eau']);
    expect(real.projects).toEqual([]);
    expect(real.events).toEqual([]);
    // The example's 8 h of logged time are not the user's: a report says 0 h, from the workspace.
    expect(real.trackedHours).toEqual({ daily: 0, weekly: 0, monthly: 0, quarterly: 0 });
    const figures = computeReportFigures(
      'operations',
      'monthly',
      ['Time Tracked', 'Tasks Completed'],
      real,
      new Date(),
    );
    expect(figures).toMatchObject({
      data: { 'Time Tracked': 0, 'Tasks Completed': 0 },
      dataSource: 'workspace',
    });

    // Millie's Monday project status and the overdue watch leave the example out.
    const skillOf = (kind: 'project_status' | 'overdue_watch') => ({
      kind,
      employee: 'millie',
      name: 'État',
      instruction: '',
    });
    const status = await writeSkillOutput(database.db, userId, skillOf('project_status'), new Date());
    expect(status.text).toContain('Aucun projet pour le moment.');
    expect(status.text).not.toContain('HubSpot');
    const late = await writeSkillOutput(database.db, userId, skillOf('overdue_watch'), new Date());
    expect(late.text).toContain('Tâches en retard : 0');
  });

  it('the migration recognises the old seed’s untouched rows as example rows, not the modified ones', async () => {
    const { userId } = await account();
    // As the old seed wrote them: the marker and the rows in one transaction (one now()).
    await database.db.transaction(async (tx) => {
      await tx.insert(workspaceSeed).values({ userId });
      const owner = { userId, workspaceId: userId, source: 'sample' };
      const [kept, untouched] = await tx
        .insert(project)
        .values([
          { ...owner, name: 'Refonte du site vitrine' },
          { ...owner, name: 'Audit de sécurité ISO 27001' },
        ])
        .returning();
      await tx.insert(task).values([
        { ...owner, title: 'Valider les maquettes', projectId: kept!.id },
        { ...owner, title: 'Audit blanc', projectId: untouched!.id },
        { ...owner, title: 'Politique de sécurité rédigée', projectId: untouched!.id },
      ]);
      await tx.insert(calendarEvent).values({
        ...owner,
        title: 'Comité de pilotage offre Pro',
        startsAt: new Date('2026-11-24T08:00:00Z'),
        endsAt: new Date('2026-11-24T09:30:00Z'),
      });
    });
    // Later, the user moved one task on the board.
    await database.db
      .update(task)
      .set({ status: 'done' })
      .where(and(eq(task.userId, userId), eq(task.title, 'Valider les maquettes')));

    const statements = readFileSync(`${migrationsFolder}/0026_example_workspace.sql`, 'utf8')
      .split('--> statement-breakpoint')
      .filter((part) => part.includes('UPDATE "'));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await database.db.execute(sql.raw(statement));

    const flags = (rows: Array<{ label: string; sample: boolean }>) =>
      Object.fromEntries(rows.map((row) => [row.label, row.sample]));
    const mine = { userId };
    const projects = await database.db
      .select({ label: project.name, sample: project.sample })
      .from(project)
      .where(eq(project.userId, mine.userId));
    const tasks = await database.db
      .select({ label: task.title, sample: task.sample })
      .from(task)
      .where(eq(task.userId, mine.userId));
    const events = await database.db
      .select({ label: calendarEvent.title, sample: calendarEvent.sample })
      .from(calendarEvent)
      .where(eq(calendarEvent.userId, mine.userId));
    expect(flags(projects)).toEqual({
      'Refonte du site vitrine': false,
      'Audit de sécurité ISO 27001': true,
    });
    expect(flags(tasks)).toEqual({
      'Valider les maquettes': false,
      'Audit blanc': true,
      'Politique de sécurité rédigée': true,
    });
    expect(flags(events)).toEqual({ 'Comité de pilotage offre Pro': true });
  });
});
