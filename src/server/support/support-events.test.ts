import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import type { WebhookEvent } from '../webhooks/webhook-dispatcher.ts';
import { createSupportService } from './support.service.ts';

// The desk's webhook events (decision 068): `ticket.created` for every way in, `ticket.reply_sent` once
// per reply, each staged in the transaction that writes it and attempted only after it commits.

describe.each(testDatabaseKinds())('support desk webhook events, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  it('stages ticket.created and ticket.reply_sent in the writing transaction, attempted after it', async () => {
    const staged: Array<{ userId: string; event: WebhookEvent; tx: Db }> = [];
    const attempted: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0' });
    const support = createSupportService({
      db: database.db,
      mailer: createMailer(config, database.db),
      secrets: createSecretBox(undefined, 'z'.repeat(32)),
      appUrl: 'https://app.septime.test',
      webhooks: {
        async stage(tx, userId, event) {
          staged.push({ userId, event, tx });
          return { afterCommit: async () => void attempted.push(event.type) };
        },
      },
    });
    const userId = randomUUID();
    await database.db
      .insert(user)
      .values({ id: userId, name: 'A', email: `${userId}@x.fr`, emailVerified: true });

    const created = await support.create(userId, {
      requesterName: 'Jeanne Martin',
      requesterEmail: 'jeanne@client.test',
      subject: 'Tarifs',
      body: 'Combien coûte l’entretien ?',
      priority: 'medium',
      category: 'question',
    });
    expect(staged.map((s) => s.event.type)).toEqual(['ticket.created']);
    expect(staged[0]!.tx).not.toBe(database.db);
    expect(staged[0]!.event.data).toMatchObject({
      id: created.ticket.id,
      subject: 'Tarifs',
      triage: { category: 'question' },
    });
    expect(attempted).toEqual(['ticket.created']);

    const reply = { body: 'Bonjour, 120 € TTC.', requestKey: randomUUID() };
    await support.reply(userId, created.ticket.id, reply);
    await support.reply(userId, created.ticket.id, reply);
    expect(staged.map((s) => s.event.type)).toEqual(['ticket.created', 'ticket.reply_sent']);
    expect(staged[1]!.event.data).toMatchObject({
      ticketId: created.ticket.id,
      to: 'jeanne@client.test',
      subject: 'Re: Tarifs',
      body: 'Bonjour, 120 € TTC.',
    });
    expect(attempted).toEqual(['ticket.created', 'ticket.reply_sent']);

    // From the mailbox's sync: staged in the sync's transaction (its first attempt is the retry loop's).
    await database.db.transaction((tx) =>
      support.fromMailbox(tx, [
        {
          userId,
          accountEmail: 'contact@atelier.test',
          connectedAt: new Date(Date.now() - 3_600_000),
          messageId: `<m.${kind}@client.test>`,
          inReplyTo: null,
          references: null,
          fromAddress: 'paul@client.test',
          fromName: 'Paul',
          subject: 'Panne',
          text: 'Plus rien ne fonctionne !',
          receivedAt: new Date(),
          category: 'urgent',
        },
      ]),
    );
    expect(staged.map((s) => s.event.type)).toEqual([
      'ticket.created',
      'ticket.reply_sent',
      'ticket.created',
    ]);
    expect(staged[2]!.event.data).toMatchObject({
      source: 'mail',
      triage: { urgency: 'critical', suggestedPriority: 'urgent' },
    });
  });
});
