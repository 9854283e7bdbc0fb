import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchDay, isoDay, parisClock } from '../../shared/paris-time.ts';
import { openDatabase } from '../db/client.ts';
import { aiAction, approval, outboxMessage, task } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 21: one inbox for every proposal; an overdue task produces ONE proposal from Alfred, approved
// once even when two instances race (PostgreSQL: two apps on one database); trust levels, audit log.

describe.each(testDatabaseKinds())('the approval inbox on %s', (kind) => {
  let database: TestDatabase;
  let servers: Array<Awaited<ReturnType<typeof startTestServer>>> = [];
  let clients: TestClient[] = [];
  let email: string;
  let userId: string;
  const yesterday = () => isoDay(parisClock(new Date()).day - 1);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const first = await startTestServer(
      database,
      {},
      { planOf: async () => 'pro' },
      { skillScheduler: false },
    );
    servers = [first];
    const signedIn = await signedInClient(first.url, database.db);
    email = signedIn.email;
    clients = [signedIn.client];
    if (kind === 'postgres') {
      // A second instance: its own process state and pool, the same database.
      const second = await startTestServer(
        openDatabase({ kind: 'postgres', url: database.url! }),
        {},
        { planOf: async () => 'pro' },
        { skillScheduler: false },
      );
      servers.push(second);
      const other = new TestClient(second.url);
      other.cookies = new Map(signedIn.client.cookies);
      clients.push(other);
    }
    userId = (await (await clients[0]!.request('/api/account')).json()).user.id;
    await clients[0]!.request('/api/projects');
  });
  afterAll(async () => {
    for (const server of servers.reverse()) {
      await server.close();
      if (server.database !== database) await server.database.close();
    }
    await database?.dispose();
  });

  const client = () => clients[0]!;
  const reminderMails = (title: string) =>
    database.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.to, email), like(outboxMessage.subject, `Rappel : « ${title} »%`)));

  async function overdueTask(title: string) {
    const res = await client().post('/api/tasks', { title, dueDate: yesterday() });
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  }

  it('an overdue task: one proposal from Alfred, approved once when instances race', async () => {
    const res = await client().post('/api/skills', { employee: 'alfred', kind: 'overdue_reminders' });
    expect(res.status).toBe(201);
    const title = `Envoyer le devis Lemoine ${kind}`;
    const taskId = await overdueTask(title);
    // Every instance's scheduler finds the same overdue task, at the same time and again later.
    await Promise.all(servers.flatMap((s) => [s.automation.scheduler.tick(), s.automation.scheduler.tick()]));
    await servers[0]!.automation.scheduler.tick();
    const rows = await database.db
      .select()
      .from(approval)
      .where(and(eq(approval.userId, userId), eq(approval.dedupeKey, `overdue:${taskId}`)));
    expect(rows).toHaveLength(1);

    const inbox = await (await client().request('/api/approvals?status=pending')).json();
    const item = inbox.approvals.find((a: { id: string }) => a.id === `approval:${rows[0]!.id}`);
    expect(item).toMatchObject({
      employee: 'alfred',
      kind: 'send_reminder',
      status: 'proposed',
      summary: `Envoyer un rappel pour « ${title} »`,
      source: 'Relance des tâches en retard',
    });
    expect(item.reason).toBe(`La tâche est en retard depuis le ${frenchDay(yesterday())}.`);
    expect(inbox.pending).toBeGreaterThanOrEqual(1);

    // Ten approvals at once, spread over the instances: one wins, nine French 409s, one mail.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        clients[i % clients.length]!.post(`/api/approvals/${item.id}/approve`, {}),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused.error.message).toBe('Cette action a déjà été traitée.');
    expect(await reminderMails(title)).toHaveLength(1);
  });

  it('edit then approve: the edited message is what is sent, before/after in the audit log', async () => {
    const title = `Relancer Garnier ${kind}`;
    const taskId = await overdueTask(title);
    await servers[0]!.automation.scheduler.tick();
    const [row] = await database.db
      .select()
      .from(approval)
      .where(eq(approval.dedupeKey, `overdue:${taskId}`));
    const edited = 'Bonjour, où en est le devis Garnier ? Merci !';
    const bad = await client().post(`/api/approvals/approval:${row!.id}/approve`, {
      params: { inconnu: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Champ « inconnu » non modifiable.');
    const res = await client().post(`/api/approvals/approval:${row!.id}/approve`, {
      params: { message: edited },
    });
    expect(res.status).toBe(200);
    const [mail] = await reminderMails(title);
    expect(mail!.text).toContain(edited);
    const { entries } = await (await client().request('/api/audit')).json();
    const change = entries.find(
      (e: { action: string; after: { message?: string } }) => e.after?.message === edited,
    );
    expect(change).toMatchObject({ actor: 'user', action: 'Proposition modifiée', subject: 'send_reminder' });
    expect(change.before.message).toContain('est en retard');
  });

  it('reject: nothing is sent; a second decision is a 409', async () => {
    const title = `Rappeler Petit ${kind}`;
    const taskId = await overdueTask(title);
    await servers[0]!.automation.scheduler.tick();
    const [row] = await database.db
      .select()
      .from(approval)
      .where(eq(approval.dedupeKey, `overdue:${taskId}`));
    expect((await client().post(`/api/approvals/approval:${row!.id}/reject`, {})).status).toBe(200);
    expect((await client().post(`/api/approvals/approval:${row!.id}/approve`, {})).status).toBe(409);
    expect(await reminderMails(title)).toHaveLength(0);
  });

  it('trust « automatique »: runs after 5 minutes unless cancelled; « jamais »: refused at once', async () => {
    const trust = await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'send_reminder', level: 'auto' },
    });
    expect(trust.status).toBe(200);
    expect((await trust.json()).levels).toMatchObject({ send_reminder: 'auto', create_task: 'ask' });

    const kept = `Auto gardé ${kind}`;
    const undone = `Auto annulé ${kind}`;
    const keptId = await overdueTask(kept);
    const undoneId = await overdueTask(undone);
    await servers[0]!.automation.scheduler.tick();
    const [keptRow] = await database.db
      .select()
      .from(approval)
      .where(eq(approval.dedupeKey, `overdue:${keptId}`));
    const [undoneRow] = await database.db
      .select()
      .from(approval)
      .where(eq(approval.dedupeKey, `overdue:${undoneId}`));
    expect(keptRow!.status).toBe('scheduled');
    const cancel = await client().post(`/api/approvals/approval:${undoneRow!.id}/undo`, {});
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).status).toBe('cancelled');
    // Not yet: the undo window is open.
    await servers[0]!.automation.scheduler.tick();
    expect(await reminderMails(kept)).toHaveLength(0);
    // Six minutes later, on every instance at once: sent once; the cancelled one never.
    const later = new Date(Date.now() + 6 * 60_000);
    await Promise.all(servers.map((s) => s.automation.scheduler.tick(later)));
    expect(await reminderMails(kept)).toHaveLength(1);
    expect(await reminderMails(undone)).toHaveLength(0);
    expect((await client().post(`/api/approvals/approval:${keptRow!.id}/undo`, {})).status).toBe(409);

    await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'send_reminder', level: 'never' },
    });
    const neverId = await overdueTask(`Jamais ${kind}`);
    await servers[0]!.automation.scheduler.tick();
    const [neverRow] = await database.db
      .select()
      .from(approval)
      .where(eq(approval.dedupeKey, `overdue:${neverId}`));
    expect(neverRow).toMatchObject({ status: 'rejected', decidedBy: 'auto' });
    const bad = await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'send_reminder', level: 'parfois' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      'Niveau de confiance inconnu : toujours demander, automatique ou jamais.',
    );
    await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'send_reminder', level: 'ask' },
    });
  });

  it('chat actions are in the same inbox: edit the title, approve once', async () => {
    const [row] = await database.db
      .insert(aiAction)
      .values({
        userId,
        employee: 'millie',
        kind: 'create_task',
        params: { title: 'Préparer le comité', dueDate: null, priority: 'medium', assignee: null },
        summary: 'Créer la tâche « Préparer le comité »',
      })
      .returning();
    const inbox = await (await client().request('/api/approvals?status=pending')).json();
    expect(inbox.approvals.find((a: { id: string }) => a.id === `action:${row!.id}`)).toMatchObject({
      source: 'Discussion',
      kind: 'create_task',
    });
    const title = `Préparer le comité de pilotage ${kind}`;
    const res = await client().post(`/api/approvals/action:${row!.id}/approve`, { params: { title } });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('executed');
    const tasks = await database.db
      .select()
      .from(task)
      .where(and(eq(task.userId, userId), eq(task.title, title)));
    expect(tasks).toHaveLength(1);
    expect((await client().post(`/api/approvals/action:${row!.id}/approve`, {})).status).toBe(409);
  });

  it('the chat card’s approve and reject (/api/actions) write the same audit entries as the inbox', async () => {
    const propose = async (title: string) => {
      const [row] = await database.db
        .insert(aiAction)
        .values({
          userId,
          employee: 'alfred',
          kind: 'create_task',
          params: { title, dueDate: null, priority: 'medium', assignee: null },
          summary: `Créer la tâche « ${title} »`,
        })
        .returning();
      return row!.id;
    };
    const auditEntries = async () =>
      (await (await client().request('/api/audit')).json()).entries as Array<{
        actor: string;
        action: string;
        subject: string;
        after: { status?: string } | null;
      }>;
    const approved = await propose(`Carte approuvée ${kind}`);
    const rejected = await propose(`Carte refusée ${kind}`);
    const yes = await client().post(`/api/actions/${approved}/approve`, {});
    expect(yes.status).toBe(200);
    expect((await yes.json()).action.status).toBe('executed');
    const no = await client().post(`/api/actions/${rejected}/reject`, {});
    expect(no.status).toBe(200);
    expect((await no.json()).action.status).toBe('rejected');
    const entries = await auditEntries();
    expect(
      entries.find((e) => e.action === `Approuvé : Créer la tâche « Carte approuvée ${kind} »`),
    ).toMatchObject({
      actor: 'user',
      subject: 'create_task',
      after: { status: 'executed' },
    });
    expect(
      entries.find((e) => e.action === `Refusé : Créer la tâche « Carte refusée ${kind} »`),
    ).toMatchObject({
      actor: 'user',
      subject: 'create_task',
    });
    // A second decision is a 409 and writes nothing more.
    const count = entries.length;
    expect((await client().post(`/api/actions/${approved}/reject`, {})).status).toBe(409);
    expect((await client().post(`/api/actions/${rejected}/approve`, {})).status).toBe(409);
    expect(await auditEntries()).toHaveLength(count);
  });

  it('a chat action on « automatique »: « Annuler » within 5 minutes stops it, else it runs once', async () => {
    const level = await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'create_task', level: 'auto' },
    });
    expect(level.status).toBe(200);
    const { approvals } = servers[0]!.automation;
    const propose = async (title: string) => {
      const [row] = await database.db
        .insert(aiAction)
        .values({
          userId,
          employee: 'alfred',
          kind: 'create_task',
          params: { title, dueDate: null, priority: 'medium', assignee: null },
          summary: `Créer la tâche « ${title} »`,
        })
        .returning();
      await approvals.afterChatProposal(userId, {
        id: row!.id,
        employee: 'alfred',
        kind: 'create_task',
        summary: row!.summary,
        status: 'proposed',
        approvedBy: null,
        taskId: null,
        error: null,
        createdAt: row!.createdAt.toISOString(),
        decidedAt: null,
      });
      return row!.id;
    };
    const tasksTitled = async (title: string) =>
      database.db
        .select()
        .from(task)
        .where(and(eq(task.userId, userId), eq(task.title, title)));
    const keptTitle = `Auto tâche gardée ${kind}`;
    const undoneTitle = `Auto tâche annulée ${kind}`;
    const kept = await propose(keptTitle);
    const undone = await propose(undoneTitle);
    // In the inbox once each, as automatic with a deadline to cancel.
    const inbox = (await (await client().request('/api/approvals?status=pending')).json()).approvals;
    const undoneItem = inbox.find(
      (a: { summary: string }) => a.summary === `Créer la tâche « ${undoneTitle} »`,
    );
    expect(undoneItem).toMatchObject({ status: 'scheduled', id: expect.stringMatching(/^approval:/) });
    expect(inbox.filter((a: { summary: string }) => a.summary.includes(undoneTitle))).toHaveLength(1);
    expect((await client().post(`/api/approvals/${undoneItem.id}/undo`, {})).status).toBe(200);
    // Six minutes later, on every instance: the kept one is done once, the cancelled one never.
    const later = new Date(Date.now() + 6 * 60_000);
    await Promise.all(servers.map((s) => s.automation.scheduler.tick(later)));
    await servers[0]!.automation.scheduler.tick(new Date(later.getTime() + 60_000));
    expect(await tasksTitled(keptTitle)).toHaveLength(1);
    expect(await tasksTitled(undoneTitle)).toHaveLength(0);
    const [undoneAction] = await database.db.select().from(aiAction).where(eq(aiAction.id, undone));
    const [keptAction] = await database.db.select().from(aiAction).where(eq(aiAction.id, kept));
    expect(undoneAction!.status).toBe('rejected');
    expect(keptAction).toMatchObject({ status: 'executed', approvedBy: 'auto' });
    await client().request('/api/approvals/trust', {
      method: 'PUT',
      json: { kind: 'create_task', level: 'ask' },
    });
  });

  it('a skill described in French is proposed, then created once approved', async () => {
    const res = await client().post('/api/skills/describe', {
      employee: 'millie',
      text: 'Tous les vendredis à 17h, fais-moi le point sur les tâches en retard',
    });
    expect(res.status).toBe(201);
    const proposal = await res.json();
    expect(proposal).toMatchObject({ kind: 'configure_skill', status: 'proposed', employee: 'millie' });
    expect(proposal.params).toMatchObject({
      cron: '0 17 * * 5',
      trigger: 'schedule',
      instruction: 'Fais-moi le point sur les tâches en retard',
    });
    expect(proposal.summary).toBe(
      'Millie : « Fais-moi le point sur les tâches en retard », chaque vendredi à 17:00',
    );
    expect((await client().post(`/api/approvals/${proposal.id}/approve`, {})).status).toBe(200);
    const { skills } = await (await client().request('/api/skills?employee=millie')).json();
    expect(skills.find((s: { cron: string }) => s.cron === '0 17 * * 5')).toMatchObject({
      name: 'Fais-moi le point sur les tâches en retard',
      trigger: 'schedule',
    });

    const vague = await client().post('/api/skills/describe', { employee: 'millie', text: 'Fais le point' });
    expect(vague.status).toBe(400);
    expect((await vague.json()).error.message).toMatch(/^Je n’ai pas compris quand la lancer/);
  });

  it('the audit log is readable and exportable as CSV; ids are checked', async () => {
    const { entries } = await (await client().request('/api/audit')).json();
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.some((e: { action: string }) => e.action.startsWith('Approuvé : '))).toBe(true);
    const csv = await client().request('/api/audit/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Date";"Qui";"Quoi";"Type";"Avant";"Après"');
    // Paris dates and French words, as a spreadsheet opened in France shows them.
    expect(lines.length).toBe(entries.length + 1);
    // « Qui »: the member who decided, by name (decision 072), « automatique » or an employee.
    const member = entries.find((e: { actor: string }) => e.actor === 'user').member as string;
    expect(member).toMatch(/^user\./);
    const who = `(${member.replaceAll('.', '\\.')}|automatique|[A-Z][a-z]+)`;
    expect(lines[1]).toMatch(new RegExp(`^"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}";"${who}";"`));
    expect(
      lines.some(
        (line) => line.includes(`";"${member}";"Approuvé : `) && line.includes('";"Créer une tâche";'),
      ),
    ).toBe(true);
    const bad = await client().post('/api/approvals/nimporte/approve', {});
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Identifiant de proposition invalide.');
    const other = (await signedInClient(servers[0]!.url, database.db)).client;
    const mine = (await (await client().request('/api/approvals')).json()).approvals[0];
    expect((await other.post(`/api/approvals/${mine.id}/reject`, {})).status).toBe(404);
  });
});
