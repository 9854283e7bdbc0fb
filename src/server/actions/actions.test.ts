import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiActionSummary, ConversationDetail } from '../../shared/chat.ts';
import { readChatEvents, replyText } from '../chat/chat-stream.ts';
import { aiAction, auditLog, task } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

type Client = TestClient;

async function say(client: Client, conversationId: string, content: string) {
  return readChatEvents(await client.post(`/api/conversations/${conversationId}/messages`, { content }));
}

describe.each(testDatabaseKinds())('AI employees acting on the workspace on %s', (kind) => {
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

  it('proposes a task from a chat message and creates it only once approved', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await say(client, id, 'Crée une tâche « Relancer le client Durand » pour vendredi');
    const actionEvent = events.find((e) => e.type === 'action');
    expect(actionEvent).toBeDefined();
    const action = (actionEvent as { action: AiActionSummary }).action;
    expect(action).toMatchObject({
      status: 'proposed',
      kind: 'create_task',
      employee: 'alfred',
      taskId: null,
    });
    expect(action.summary).toMatch(
      /^Créer la tâche « Relancer le client Durand » pour vendredi \d+(?:er)? \p{L}+/u,
    );
    expect(replyText(events)).toContain('Approuver');

    // Nothing changed yet: the employee asked first.
    const usage = await (await client.request('/api/actions?employee=alfred')).json();
    expect(usage.actions.map((a: AiActionSummary) => a.status)).toEqual(['proposed']);

    const approved = await client.post(`/api/actions/${action.id}/approve`, {});
    expect(approved.status).toBe(200);
    const done = (await approved.json()).action as AiActionSummary;
    expect(done).toMatchObject({ status: 'executed', approvedBy: 'user' });
    expect(done.taskId).toMatch(/^[0-9a-f-]{36}$/);

    // A second decision is refused; the card shows the action after a reload.
    expect((await client.post(`/api/actions/${action.id}/reject`, {})).status).toBe(409);
    const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages[1]!.action).toMatchObject({ id: action.id, status: 'executed' });

    // The task's history names who did it.
    const history = await (await client.request(`/api/actions?taskId=${done.taskId}`)).json();
    expect(history.actions).toHaveLength(1);

    // Then the status, by name, from another message.
    const events2 = await say(client, id, 'Marque la tâche « Relancer le client Durand » comme terminée');
    const update = (events2.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    const updated = (await (await client.post(`/api/actions/${update.id}/approve`, {})).json()).action;
    expect(updated).toMatchObject({ status: 'executed', taskId: done.taskId });
  });

  it('refuses: nothing is created, and a missing task fails cleanly', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'millie' })).json();
    const events = await say(client, id, 'Ajoute une tâche « Préparer le comité »');
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    const rejected = (await (await client.post(`/api/actions/${action.id}/reject`, {})).json()).action;
    expect(rejected).toMatchObject({ status: 'rejected', taskId: null });

    const missing = await say(client, id, 'Marque « Tâche qui n’existe pas » comme terminée');
    const proposal = (missing.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    const failed = (await (await client.post(`/api/actions/${proposal.id}/approve`, {})).json()).action;
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Tâche « Tâche qui n’existe pas » introuvable dans votre espace.',
    });
  });

  it('acts without asking once the user allows that employee, and records it', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const put = await client.request('/api/employees/chip/preference', {
      method: 'PUT',
      json: { autoApprove: true },
    });
    expect(await put.json()).toEqual({ employee: 'chip', autoApprove: true });
    expect((await (await client.request('/api/employees/preferences')).json()).autoApprove).toEqual({
      chip: true,
    });
    const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
    const events = await say(client, id, 'Crée une tâche « Appeler Sophie » pour demain');
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    expect(action).toMatchObject({ status: 'executed', approvedBy: 'auto' });
    expect(replyText(events)).toContain('C’est fait');
  });

  it('keeps actions to their owner and validates input', async () => {
    const alice = await signedInClient(server.url, database.db);
    const bob = await signedInClient(server.url, database.db);
    const { id } = await (await alice.client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await say(alice.client, id, 'Crée une tâche « Secret d’Alice »');
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    expect((await bob.client.post(`/api/actions/${action.id}/approve`, {})).status).toBe(404);
    expect((await (await bob.client.request('/api/actions')).json()).actions).toEqual([]);
    expect((await bob.client.post('/api/actions/pas-un-id/approve', {})).status).toBe(400);
    const bad = await bob.client.request('/api/employees/zorg/preference', {
      method: 'PUT',
      json: { autoApprove: true },
    });
    expect(bad.status).toBe(400);
    const badBody = await bob.client.request('/api/employees/dot/preference', {
      method: 'PUT',
      json: { autoApprove: 'oui' },
    });
    expect((await badBody.json()).error.message).toBe('« autoApprove » doit valoir true ou false.');
    expect((await new TestClient(server.url).request('/api/actions')).status).toBe(401);
  });

  it('tells a visitor in the demo that it changes nothing', async () => {
    const res = await new TestClient(server.url).post('/api/chat/stream', {
      employee: 'alfred',
      messages: [{ role: 'user', content: 'Crée une tâche « Test » pour demain' }],
    });
    const events = await readChatEvents(res);
    expect(replyText(events)).toContain('En démo, je ne modifie rien');
    expect(events.some((e) => e.type === 'action')).toBe(false);
  });
  it('plans a meeting from a chat message once approved, and it shows in the calendar', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await say(
      client,
      id,
      'Planifie une réunion « Revue budget » jeudi à 14h avec Chip et Sophie Martin',
    );
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    expect(action).toMatchObject({ kind: 'create_event', status: 'proposed' });
    expect(action.summary).toMatch(
      /^Planifier « Revue budget » le jeudi \d+(?:er)? \p{L}+ de 14 h à 15 h avec Chip, Sophie Martin$/u,
    );
    const done = (await (await client.post(`/api/actions/${action.id}/approve`, {})).json()).action;
    expect(done).toMatchObject({ status: 'executed', approvedBy: 'user' });
    const list = await (await client.request('/api/events?limit=200')).json();
    const created = list.items.find((e: { id: string }) => e.id === done.eventId);
    expect(created).toMatchObject({
      title: 'Revue budget',
      attendees: ['Chip', 'Sophie Martin'],
      source: 'ai:alfred',
    });
  });

  it('does not propose the same appointment twice while the first waits, nor create it twice', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const ask = 'Planifie une réunion « Point fournisseur » vendredi à 11h avec Dot';
    const first = (await say(client, id, ask)).find((e) => e.type === 'action') as {
      action: AiActionSummary;
    };
    const events = await say(client, id, ask);
    const second = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    // The same proposal comes back, said to wait in Approbations: no second row to approve.
    expect(second.id).toBe(first.action.id);
    expect(second.duplicate).toBe(true);
    expect(replyText(events)).toContain('attend déjà votre accord dans [Approbations](/approbations)');
    const pending = await (await client.request('/api/actions?employee=alfred')).json();
    const waiting = pending.actions.filter(
      (a: AiActionSummary) => a.summary === first.action.summary && a.status === 'proposed',
    );
    expect(waiting).toHaveLength(1);
    const done = (await (await client.post(`/api/actions/${first.action.id}/approve`, {})).json()).action;
    expect(done.status).toBe('executed');
    // Asked again once approved: a new proposal, whose approval reuses the event already planned.
    const third = (await say(client, id, ask)).find((e) => e.type === 'action') as {
      action: AiActionSummary;
    };
    expect(third.action.id).not.toBe(first.action.id);
    const again = (await (await client.post(`/api/actions/${third.action.id}/approve`, {})).json()).action;
    expect(again.eventId).toBe(done.eventId);
    const list = await (await client.request('/api/events?limit=200')).json();
    expect(list.items.filter((e: { title: string }) => e.title === 'Point fournisseur')).toHaveLength(1);
  });

  it('answers a project status from the user’s real tasks', async () => {
    const { client } = await signedInClient(server.url, database.db);
    // The example is there too (decision 059), but the user's own project is what Millie reads.
    expect((await client.post('/api/workspace/example', {})).status).toBe(200);
    const own = await (await client.post('/api/projects', { name: 'Refonte du site vitrine' })).json();
    for (const title of ['Maquettes', 'Mise en ligne']) {
      const t = await (await client.post('/api/tasks', { title, projectId: own.id })).json();
      await client.request(`/api/tasks/${t.id}`, { method: 'PATCH', json: { status: 'done' } });
    }
    const { id } = await (await client.post('/api/conversations', { employee: 'millie' })).json();
    const reply = replyText(
      await say(client, id, 'Quel est l’avancement du projet Refonte du site vitrine ?'),
    );
    expect(reply).toContain('100');
    expect(reply).not.toContain("données d'exemple");
  });
  it('stores the assignee said in plain French, and finds a task by some of its words', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect((await client.post('/api/workspace/example', {})).status).toBe(200);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await say(client, id, 'Crée une tâche urgente pour Millie : appeler le comptable demain');
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    expect(action.summary).toMatch(
      /^Créer la tâche « Appeler le comptable » pour \p{L}+ \d+(?:er)? \p{L}+, priorité urgente, assignée à Millie$/u,
    );
    const done = (await (await client.post(`/api/actions/${action.id}/approve`, {})).json()).action;
    const created = await (await client.request(`/api/tasks/${done.taskId}`)).json();
    expect(created).toMatchObject({ title: 'Appeler le comptable', assignee: 'millie', priority: 'urgent' });

    // No quotes, other case, fewer words: still the example's "Finaliser la grille tarifaire Pro et Entreprise".
    const update = await say(client, id, 'Marque la tâche GRILLE tarifaire comme terminée');
    const proposal = (update.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    const updated = (await (await client.post(`/api/actions/${proposal.id}/approve`, {})).json()).action;
    expect(updated).toMatchObject({ status: 'executed' });
    const task = await (await client.request(`/api/tasks/${updated.taskId}`)).json();
    expect(task).toMatchObject({ title: 'Finaliser la grille tarifaire Pro et Entreprise', status: 'done' });
  });

  it('updates a task of the example workspace when the user has none of that name', async () => {
    const { client } = await signedInClient(server.url, database.db);
    expect((await client.post('/api/workspace/example', {})).status).toBe(200);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await say(
      client,
      id,
      'Marque la tâche « Finaliser la grille tarifaire Pro et Entreprise » comme terminée',
    );
    const action = (events.find((e) => e.type === 'action') as { action: AiActionSummary }).action;
    const done = (await (await client.post(`/api/actions/${action.id}/approve`, {})).json()).action;
    expect(done).toMatchObject({ status: 'executed' });
    const task = await (await client.request(`/api/tasks/${done.taskId}`)).json();
    expect(task).toMatchObject({ title: 'Finaliser la grille tarifaire Pro et Entreprise', status: 'done' });
    // The example's own row changed, not a copy.
    const search = await (await client.request('/api/tasks?q=grille')).json();
    expect(search.total).toBe(1);
  });
  it('refuses a stored proposal whose params were edited in the database: audited, never run', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const title = `Tâche trafiquée ${kind}`;
    const viaChat = (await say(client, id, `Crée une tâche « ${title} » pour vendredi`)).find(
      (e) => e.type === 'action',
    ) as { action: AiActionSummary };
    const viaInbox = (await say(client, id, `Crée une tâche « ${title} 2 »`)).find(
      (e) => e.type === 'action',
    ) as {
      action: AiActionSummary;
    };
    const [stored] = await database.db.select().from(aiAction).where(eq(aiAction.id, viaChat.action.id));
    const userId = stored!.userId;
    // The schema reads what was stored: the proposal parsed at insert.
    expect(stored!.params).toMatchObject({ title, priority: 'medium', assignee: null });
    // Edited behind the app's back: a priority that does not exist, a title that is no string.
    await database.db
      .update(aiAction)
      .set({ params: { ...(stored!.params as object), priority: 'critique' } })
      .where(eq(aiAction.id, viaChat.action.id));
    await database.db
      .update(aiAction)
      .set({ params: { title: 42, dueDate: null, priority: 'medium', assignee: null } })
      .where(eq(aiAction.id, viaInbox.action.id));

    const refused = (await (await client.post(`/api/actions/${viaChat.action.id}/approve`, {})).json())
      .action;
    expect(refused).toMatchObject({ status: 'failed', taskId: null });
    expect(refused.error).toBe(
      'Proposition invalide (créer une tâche, priority) : elle n’a pas été réalisée.',
    );
    const inbox = await client.post(`/api/approvals/action:${viaInbox.action.id}/approve`, {});
    expect(inbox.status).toBe(200);
    expect(await inbox.json()).toMatchObject({ status: 'failed' });

    // Nothing was created, and each refusal is in the audit log with the params as stored.
    const created = await database.db
      .select()
      .from(task)
      .where(and(eq(task.userId, userId), eq(task.source, 'ai:alfred')));
    expect(created).toEqual([]);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
    const refusals = audited.filter((e) => e.action.startsWith('Refusé à l’exécution : '));
    expect(refusals.map((e) => (e.before as { priority: string }).priority).sort()).toEqual([
      'critique',
      'medium',
    ]);
    expect(audited.some((e) => e.action.startsWith('Approuvé, non réalisé : '))).toBe(true);
    // A second decision is still refused: the row is decided.
    expect((await client.post(`/api/actions/${viaChat.action.id}/approve`, {})).status).toBe(409);
  });
});
