import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiActionSummary } from '../../shared/chat.ts';
import type { TaskDto } from '../../shared/workspace.ts';
import { readChatEvents } from '../chat/chat-stream.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { WorkspaceEvent } from './workspace.service.ts';

// Every task and project write is announced exactly once, by the workspace service, whoever made it:
// the API, the tool panels or an approved AI action (the webhook hears what the test hook hears).

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

describe.each(testDatabaseKinds())('workspace events, one per write, on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const seen: Array<WorkspaceEvent & { userId: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(
      database,
      {},
      { planOf: async () => 'pro', onWorkspaceEvent: (userId, event) => seen.push({ userId, ...event }) },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** A new user and a reader of the events told about them since the last read. */
  async function newUser() {
    const { client } = await signedInClient(server.url, database.db);
    const session = await json<{ user: { id: string } }>(await client.request('/api/auth/get-session'));
    let read = seen.length;
    const since = () => {
      const mine = seen.slice(read).filter((e) => e.userId === session.user.id);
      read = seen.length;
      return mine;
    };
    // The first visit seeds the sample workspace, which is not a user's write.
    await json(await client.request('/api/tasks'));
    expect(since()).toEqual([]);
    return { client, since };
  }

  async function say(client: TestClient, conversationId: string, content: string) {
    const events = await readChatEvents(
      await client.post(`/api/conversations/${conversationId}/messages`, { content }),
    );
    return (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
  }

  it('an API write: one event each, none for a read or a refused write', async () => {
    const { client, since } = await newUser();
    const project = await json<{ id: string }>(
      await client.post('/api/projects', { name: 'Lancement' }),
      201,
    );
    expect(since().map((e) => e.type)).toEqual(['project.created']);

    const created = await json<TaskDto>(
      await client.post('/api/tasks', { title: 'Écrire le devis', projectId: project.id }),
      201,
    );
    const [event, ...more] = since();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: 'task.created', data: created });

    await json(
      await client.request(`/api/tasks/${created.id}`, { method: 'PATCH', json: { status: 'done' } }),
    );
    expect(since()).toMatchObject([{ type: 'task.updated', data: { id: created.id, status: 'done' } }]);

    await json(await client.request(`/api/tasks/${created.id}`));
    expect(since()).toEqual([]);

    expect((await client.request(`/api/tasks/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(since()).toMatchObject([{ type: 'task.deleted', data: { id: created.id } }]);
    const refused = await client.request(`/api/tasks/${created.id}`, {
      method: 'PATCH',
      json: { status: 'todo' },
    });
    expect(refused.status).toBe(404);
    expect(since()).toEqual([]);

    expect((await client.request(`/api/projects/${project.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(since()).toMatchObject([{ type: 'project.deleted', data: { id: project.id } }]);
  });

  it('an approved AI action: nothing while proposed, one event once approved, none on a second decision', async () => {
    const { client, since } = await newUser();
    const { id } = await json<{ id: string }>(
      await client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    const proposed = await say(client, id, 'Crée une tâche « Appeler Durand » pour demain');
    expect(proposed.status).toBe('proposed');
    expect(since()).toEqual([]);

    const { action } = await json<{ action: AiActionSummary }>(
      await client.post(`/api/actions/${proposed.id}/approve`, {}),
    );
    expect(action.status).toBe('executed');
    const [created, ...more] = since();
    expect(more).toEqual([]);
    // The same shape as the API's answer, so a receiver sees one format.
    const task = await json<TaskDto>(await client.request(`/api/tasks/${action.taskId}`));
    expect(created).toMatchObject({ type: 'task.created', data: task });
    expect(task).toMatchObject({ title: 'Appeler Durand', source: 'ai:alfred' });

    expect((await client.post(`/api/actions/${proposed.id}/approve`, {})).status).toBe(409);
    expect(since()).toEqual([]);

    const update = await say(client, id, 'Marque la tâche « Appeler Durand » comme terminée');
    await json(await client.post(`/api/actions/${update.id}/approve`, {}));
    expect(since()).toMatchObject([{ type: 'task.updated', data: { id: task.id, status: 'done' } }]);

    // A rejected proposal and a failed action change nothing, so they announce nothing.
    const rejected = await say(client, id, 'Crée une tâche « Ne pas faire » pour demain');
    await json(await client.post(`/api/actions/${rejected.id}/reject`, {}));
    const missing = await say(client, id, 'Marque « Tâche qui n’existe pas » comme terminée');
    const failed = await json<{ action: AiActionSummary }>(
      await client.post(`/api/actions/${missing.id}/approve`, {}),
    );
    expect(failed.action.status).toBe('failed');
    expect(since()).toEqual([]);
  });

  it('an action the employee may take alone: one event when it runs', async () => {
    const { client, since } = await newUser();
    await json(
      await client.request('/api/employees/alfred/preference', {
        method: 'PUT',
        json: { autoApprove: true },
      }),
    );
    const { id } = await json<{ id: string }>(
      await client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    const action = await say(client, id, 'Crée une tâche « Préparer la réunion » pour demain');
    expect(action.status).toBe('executed');
    expect(since()).toMatchObject([
      { type: 'task.created', data: { id: action.taskId, title: 'Préparer la réunion' } },
    ]);
  });

  it('tasks created from a tool panel’s plan: one event per task, in the API’s shape', async () => {
    const { client, since } = await newUser();
    const steps = [
      { title: 'Lister les devis sans réponse', owner: 'chip', minutes: 10 },
      { title: 'Envoyer la relance', owner: 'vous', minutes: 5 },
    ];
    const { tasks } = await json<{ tasks: Array<{ id: string }> }>(
      await client.post('/api/ai/automation/tasks', { steps, employee: 'chip' }),
      201,
    );
    const events = since();
    expect(events.map((e) => e.type)).toEqual(['task.created', 'task.created']);
    for (const [i, event] of events.entries()) {
      const task = await json<TaskDto>(await client.request(`/api/tasks/${tasks[i]!.id}`));
      expect(event.data).toEqual(task);
    }
    expect(events[1]!.data).toMatchObject({
      title: 'Envoyer la relance',
      assignee: null,
      source: 'automation:chip',
    });
  });
});
