import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessage, supportTicket, user } from '../db/schema.ts';
import { snapshotMessageChars, snapshotTicketLimit } from '../support/support.service.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createWorkspaceReader } from './workspace.ts';

// The desk in the employees' snapshot (decision 068): the user's own open tickets, late first, bounded;
// resolved ones counted out; another desk's never; absent for a user without a ticket.

describe.each(testDatabaseKinds())('the support desk in the workspace snapshot, on %s', (kind) => {
  let database: TestDatabase;
  const mine = randomUUID();
  const other = randomUUID();
  const empty = randomUUID();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const id of [mine, other, empty])
      await database.db.insert(user).values({ id, name: 'U', email: `${id}@x.fr`, emailVerified: true });
    const now = Date.now();
    const ticket = (owner: string, n: number, over: Partial<typeof supportTicket.$inferInsert> = {}) => ({
      workspaceId: owner,
      userId: owner,
      requesterName: `Client ${n}`,
      requesterEmail: `client${n}@x.fr`,
      subject: `Demande ${n}`,
      source: 'mail' as const,
      status: 'open' as const,
      firstResponseDueAt: new Date(now + (n + 1) * 3_600_000),
      resolutionDueAt: new Date(now + 100 * 3_600_000),
      ...over,
    });
    const inserted = await database.db
      .insert(supportTicket)
      .values([
        ...Array.from({ length: 40 }, (_, n) => ticket(mine, n)),
        ticket(mine, 99, { subject: 'En retard', firstResponseDueAt: new Date(now - 3_600_000) }),
        ticket(mine, 98, { subject: 'Résolu', status: 'resolved' }),
        ticket(other, 1, { subject: 'Chez un autre' }),
      ])
      .returning({ id: supportTicket.id, subject: supportTicket.subject });
    // The late ticket's thread: the customer wrote twice, we answered once, and a note was left.
    const late = inserted.find((t) => t.subject === 'En retard')!;
    const message = (direction: 'inbound' | 'outbound' | 'note', body: string, minutesAgo: number) => ({
      ticketId: late.id,
      workspaceId: mine,
      direction,
      authorName: direction === 'inbound' ? 'Client 99' : 'Moi',
      authorEmail: 'client99@x.fr',
      body,
      sentAt: new Date(now - minutesAgo * 60_000),
    });
    await database.db
      .insert(supportMessage)
      .values([
        message('inbound', 'Bonjour, la facture F-12 est en double.', 60),
        message('outbound', 'Nous regardons.', 50),
        message('inbound', `Toujours rien ? La facture F-12 est en double. ${'x'.repeat(3000)}`, 40),
        message('note', 'Note interne', 30),
      ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('holds the user’s open tickets, late first, bounded, and nobody else’s', async () => {
    const read = createWorkspaceReader(database.db);
    const snapshot = await read(mine);
    expect(snapshot.support).toMatchObject({ openCount: 41, overdueCount: 1 });
    const tickets = snapshot.support!.tickets;
    expect(tickets).toHaveLength(snapshotTicketLimit);
    expect(tickets[0]).toMatchObject({ subject: 'En retard', overdue: true });
    // Then by the nearest deadline.
    expect(tickets.slice(1, 4).map((t) => t.subject)).toEqual(['Demande 0', 'Demande 1', 'Demande 2']);
    expect(tickets.map((t) => t.subject)).not.toContain('Résolu');
    expect(tickets.map((t) => t.subject)).not.toContain('Chez un autre');
    expect((await read(empty)).support).toBeUndefined();
  });

  it('carries what each customer last wrote, shortened, never our answers or notes', async () => {
    const snapshot = await createWorkspaceReader(database.db)(mine);
    const late = snapshot.support!.tickets[0]!;
    const words = snapshot.support!.lastMessages?.[late.id] ?? '';
    expect(words.startsWith('Toujours rien ? La facture F-12 est en double.')).toBe(true);
    expect(words).toHaveLength(snapshotMessageChars);
    // A ticket the customer has not written on yet has no entry.
    expect(snapshot.support!.lastMessages?.[snapshot.support!.tickets[1]!.id]).toBeUndefined();
  });
});
