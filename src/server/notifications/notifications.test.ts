import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../shared/paris-time.ts';
import { aiUsage, approval, outboxMessage, webhookDelivery } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createApprovalReminders } from './approval-reminders.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// The bell (decision 060): pending approvals, failed deliveries, the quota reached, derived from the
// data per user; « lu » stored per user and item.

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
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

  const waiting = (userId: string, summary: string) => ({
    userId,
    employee: 'millie',
    kind: 'create_task' as const,
    params: { title: summary },
    summary,
    reason: 'Tâche en retard',
    source: 'test',
  });

  it('lists what waits for this user only, marks items read, and a new item comes unread', async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    const { userId: otherId } = await signedInClient(server.url, database.db);
    await database.db
      .insert(approval)
      .values([waiting(userId, 'Relancer le client Dupont'), waiting(userId, 'Planifier la revue')]);
    await database.db.insert(approval).values(waiting(otherId, 'Secret d’un autre compte'));
    await database.db
      .insert(approval)
      .values({ ...waiting(userId, 'Déjà décidée'), status: 'executed', decidedAt: new Date() });
    await database.db.insert(webhookDelivery).values({
      userId,
      eventType: 'task.created',
      payload: {},
      url: 'https://exemple.fr/hook',
      status: 'failed',
    });
    await database.db.insert(aiUsage).values({ userId, day: parisDay(new Date()), count: 5 });

    const res = await client.request('/api/notifications');
    expect(res.status).toBe(200);
    const body = await res.json();
    const kinds = body.notifications.map((n: { kind: string }) => n.kind).sort();
    expect(kinds).toEqual(['approval', 'approval', 'delivery_failed', 'quota']);
    expect(body.unread).toBe(4);
    const approvals = body.notifications.filter((n: { kind: string }) => n.kind === 'approval');
    expect(approvals.map((n: { detail: string }) => n.detail).sort()).toEqual([
      'Planifier la revue',
      'Relancer le client Dupont',
    ]);
    expect(approvals[0]).toMatchObject({ title: 'Une approbation vous attend', href: '/approbations' });
    expect(JSON.stringify(body)).not.toContain('autre compte');

    const read = await client.post('/api/notifications/read', { keys: [approvals[0].key] });
    expect(read.status).toBe(200);
    expect((await read.json()).unread).toBe(3);
    // Stored, not in memory: a new session reads the same.
    const again = await (await client.request('/api/notifications')).json();
    expect(again.notifications.find((n: { key: string }) => n.key === approvals[0].key).read).toBe(true);

    // A new item comes unread.
    await database.db.insert(approval).values(waiting(userId, 'Nouvelle proposition'));
    const after = await (await client.request('/api/notifications')).json();
    expect(after.unread).toBe(4);
  });

  it('mails « une proposition attend » once the delay has passed, once a day, on two instances at once', async () => {
    const { userId, email } = await signedInClient(server.url, database.db);
    const created = new Date(Date.now() + 10 * 60_000);
    await database.db
      .insert(approval)
      .values({ ...waiting(userId, 'Relancer le devis'), createdAt: created });
    const reminders = () =>
      createApprovalReminders({
        db: database.db,
        mailer: server.services.mailer,
        appUrl: server.config.appUrl,
        afterMinutes: 60,
      });
    const mails = async () =>
      (await database.db.select().from(outboxMessage).where(eq(outboxMessage.to, email))).filter(
        (m) => m.meta?.kind === 'approval-waiting',
      );
    const minute = 60_000;
    // 59 minutes after: nothing yet.
    await reminders()(new Date(created.getTime() + 59 * minute));
    expect(await mails()).toHaveLength(0);
    // After the hour, two instances at once: one mail.
    const at = new Date(created.getTime() + 62 * minute);
    await Promise.all([reminders()(at), reminders()(at)]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Une proposition attend votre décision — Septime');
    expect(sent[0]!.text).not.toContain('Relancer le devis');
    // Still waiting the same day: no second mail; the next day: one more.
    await reminders()(new Date(at.getTime() + 5 * 60 * minute));
    expect(await mails()).toHaveLength(1);
    await reminders()(new Date(at.getTime() + 24 * 60 * minute + 2 * minute));
    expect(await mails()).toHaveLength(2);
  });

  it('refuses a visitor and bad input in French', async () => {
    expect((await new TestClient(server.url).request('/api/notifications')).status).toBe(401);
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/notifications/read', { keys: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Indiquez les notifications à marquer comme lues.');
  });
});
