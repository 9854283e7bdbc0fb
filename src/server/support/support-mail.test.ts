import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  mailboxAccount,
  mailboxMessage,
  mailQueue,
  supportMessage,
  supportTicket,
  user,
} from '../db/schema.ts';
import { maxMailAttempts } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { createMailboxService } from '../mailbox/mailbox.service.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { type DovecotServer, startDovecot } from '../testing/dovecot.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createSupportService } from './support.service.ts';

// The support desk's mail, on real servers: mail in from a real Dovecot through the mailbox's own sync
// (one fetch: the desk is a step of each stored batch), mail out through the app's mailer to a real SMTP
// server (smtp-server), threaded both ways and exactly once.

const password = 'mot-de-passe-application-1';
const desk = 'desk@example.test';

function raw(o: {
  id: string;
  subject: string;
  body: string;
  from?: string;
  inReplyTo?: string;
  references?: string;
  extra?: string[];
}) {
  return [
    `From: ${o.from ?? 'Client Dupont <client@exemple.test>'}`,
    `To: ${desk}`,
    `Subject: ${o.subject}`,
    `Message-ID: ${o.id}`,
    ...(o.inReplyTo ? [`In-Reply-To: ${o.inReplyTo}`] : []),
    ...(o.references ? [`References: ${o.references}`] : []),
    ...(o.extra ?? []),
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    o.body,
    '',
  ].join('\r\n');
}

async function newUser(database: TestDatabase, name = 'Atelier Roux'): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name, email: `${id}@exemple.test`, emailVerified: true });
  return id;
}

function startSmtp() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  return new Promise<{ port: number; received: ParsedMail[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('support desk mail against a real Dovecot', onlyWith(missing.dovecot), () => {
  let dovecot: DovecotServer;
  const users: Record<string, string> = {};
  for (const kind of testDatabaseKinds()) users[`${kind}.${desk}`] = password;
  beforeAll(async () => {
    dovecot = await startDovecot(users);
  });
  afterAll(async () => {
    await dovecot?.stop();
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    const login = `${kind}.${desk}`;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database?.dispose());

    async function deliver(messages: string[], date?: Date) {
      const client = new ImapFlow({
        host: dovecot.host,
        port: dovecot.port,
        secure: false,
        auth: { user: login, pass: password },
        logger: false,
      });
      await client.connect();
      for (const message of messages) await client.append('INBOX', message, [], date);
      await client.logout();
    }

    it('makes new mail tickets, threads replies into them (reopening a resolved one), once per Message-ID', async () => {
      const config = loadConfig({ NODE_ENV: 'test', PORT: '0', APP_URL: 'https://app.septime.test' });
      const mailer = createMailer(config, database.db);
      const secrets = createSecretBox(undefined, 'z'.repeat(32));
      const support = createSupportService({ db: database.db, mailer, secrets, appUrl: config.appUrl });
      const mailbox = createMailboxService({
        db: database.db,
        secrets,
        allowPrivate: true,
        planOf: async () => 'pro',
        onNewMail: (tx, mails) => support.fromMailbox(tx, mails),
      });
      const userId = await newUser(database);
      const tickets = () => database.db.select().from(supportTicket).where(eq(supportTicket.userId, userId));
      const thread = (ticketId: string) =>
        database.db
          .select()
          .from(supportMessage)
          .where(eq(supportMessage.ticketId, ticketId))
          .orderBy(supportMessage.sentAt, supportMessage.createdAt);

      // What was in the box before it was connected is history, not requests.
      await deliver(
        [raw({ id: '<ancien.1@exemple.test>', subject: 'Ancien message', body: 'Vieux.' })],
        new Date(Date.now() - 86_400_000),
      );
      await mailbox.connect(userId, {
        email: login,
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapTls: false,
        smtpHost: '127.0.0.1',
        smtpPort: 2525,
        smtpTls: false,
        username: login,
        password,
      });
      expect(await tickets()).toEqual([]);

      await deliver([
        raw({
          id: '<demande.1@exemple.test>',
          subject: 'Panne de chaudière',
          body: 'Bonjour,\nnotre chaudière ne démarre plus depuis ce matin.\nMerci de votre aide.',
        }),
        raw({
          id: '<lettre.1@exemple.test>',
          from: 'Promo <promo@exemple.test>',
          subject: 'Les offres de décembre',
          body: 'Nos offres.',
          extra: ['List-Unsubscribe: <mailto:stop@exemple.test>'],
        }),
        raw({
          id: '<moi.1@exemple.test>',
          from: `Moi <${login}>`,
          subject: 'Note à moi-même',
          body: 'Rappel.',
        }),
      ]);
      expect((await mailbox.sync(userId)).added).toBe(3);
      const [ticket] = await tickets();
      expect(await tickets()).toHaveLength(1);
      expect(ticket).toMatchObject({
        subject: 'Panne de chaudière',
        requesterEmail: 'client@exemple.test',
        requesterName: 'Client Dupont',
        source: 'mail',
        status: 'new',
      });
      const [first] = await thread(ticket!.id);
      expect(first).toMatchObject({ direction: 'inbound', messageId: '<demande.1@exemple.test>' });
      expect(first!.body).toBe(
        'Bonjour,\nnotre chaudière ne démarre plus depuis ce matin.\nMerci de votre aide.',
      );

      // The user answers: the reply is threaded under the request and the ticket waits on the client.
      const answered = await support.reply(userId, ticket!.id, {
        body: 'Un technicien passe demain matin.',
        requestKey: randomUUID(),
      });
      const ours = answered.messages[1]!.messageId!;
      expect(ours).toMatch(/@app\.septime\.test>$/);
      expect(answered.ticket.status).toBe('waiting');

      // The client answers that reply (In-Reply-To our Message-ID): the same ticket, open again.
      // (A second later: the server dates mail to the second, and the thread is in date order.)
      await new Promise((r) => setTimeout(r, 1_100));
      await deliver([
        raw({
          id: '<reponse.1@exemple.test>',
          subject: 'Re: Panne de chaudière',
          body: 'Parfait, merci !',
          inReplyTo: ours,
          references: `<demande.1@exemple.test> ${ours}`,
        }),
      ]);
      await mailbox.sync(userId);
      expect(await tickets()).toHaveLength(1);
      expect((await thread(ticket!.id)).map((m) => m.body)).toEqual([
        first!.body,
        'Un technicien passe demain matin.',
        'Parfait, merci !',
      ]);
      expect((await support.get(userId, ticket!.id)).ticket.status).toBe('open');

      // Resolved, then a reply threaded only by References: reopened, with deadlines from now.
      await support.update(userId, ticket!.id, { status: 'resolved' });
      await deliver([
        raw({
          id: '<reponse.2@exemple.test>',
          subject: 'Re: Re: Panne de chaudière',
          body: 'Elle est retombée en panne.',
          references: '<demande.1@exemple.test>',
        }),
      ]);
      await mailbox.sync(userId);
      const reopened = await support.get(userId, ticket!.id);
      expect(reopened.ticket).toMatchObject({ status: 'open', resolvedAt: null, firstRespondedAt: null });
      expect(reopened.messages).toHaveLength(4);
      expect(await tickets()).toHaveLength(1);

      // The box read again from the start (its messages forgotten, say after a UIDVALIDITY change):
      // each Message-ID already in the desk is skipped.
      await database.db.delete(mailboxMessage).where(eq(mailboxMessage.userId, userId));
      await database.db
        .update(mailboxAccount)
        .set({ lastUid: 0, uidValidity: null })
        .where(eq(mailboxAccount.userId, userId));
      await mailbox.sync(userId);
      expect(await tickets()).toHaveLength(1);
      expect(await thread(ticket!.id)).toHaveLength(4);
      await mailbox.disconnect(userId);
    });
  });
});

describe('support replies over a real SMTP server', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  it('sends the reply threaded, from the desk’s name, answers to the connected mailbox, exactly once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      APP_URL: 'https://app.septime.test',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM: 'Septime <bonjour@septime.test>',
    });
    const mailer = createMailer(config, database.db);
    const secrets = createSecretBox(undefined, 'z'.repeat(32));
    const support = createSupportService({ db: database.db, mailer, secrets, appUrl: config.appUrl });
    const userId = await newUser(database, 'Plomberie Martin');
    await database.db.insert(mailboxAccount).values({
      userId,
      email: 'contact@plomberie-martin.test',
      imapHost: 'imap.exemple.test',
      imapPort: 993,
      imapTls: true,
      smtpHost: 'smtp.exemple.test',
      smtpPort: 465,
      smtpTls: true,
      username: 'contact@plomberie-martin.test',
      secret: secrets.seal(password),
    });
    const created = await support.create(userId, {
      requesterName: 'Marie Roux',
      requesterEmail: 'marie@exemple.test',
      subject: 'Fuite sous l’évier',
      body: 'Bonjour, une fuite sous l’évier.',
      priority: 'high',
      category: 'problem',
    });
    await database.db
      .update(supportMessage)
      .set({ messageId: '<fuite.1@exemple.test>' })
      .where(eq(supportMessage.ticketId, created.ticket.id));

    const reply = { body: 'Bonjour Marie,\nje passe cet après-midi.', requestKey: randomUUID() };
    // A double click and a retry: one mail.
    await Promise.all([
      support.reply(userId, created.ticket.id, reply),
      support.reply(userId, created.ticket.id, reply),
    ]);
    const after = await support.reply(userId, created.ticket.id, reply);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    const sent = after.messages.find((m) => m.direction === 'outbound')!;
    expect(after.messages.filter((m) => m.direction === 'outbound')).toHaveLength(1);
    expect(mail.subject).toBe('Re: Fuite sous l’évier');
    expect(mail.messageId).toBe(sent.messageId);
    expect(mail.inReplyTo).toBe('<fuite.1@exemple.test>');
    expect(mail.references).toBe('<fuite.1@exemple.test>');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Plomberie Martin', address: 'bonjour@septime.test' });
    expect(mail.replyTo?.value[0]?.address).toBe('contact@plomberie-martin.test');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('marie@exemple.test');
    expect(mail.text?.trim()).toBe('Bonjour Marie,\nje passe cet après-midi.');
    const queued = await database.db.select().from(mailQueue);
    expect(queued.filter((q) => q.status === 'sent')).toHaveLength(1);
  });

  it('keeps a reply the SMTP server refused in the queue with its threading headers, shown once in the thread', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true',
    });
    const mailer = createMailer(config, database.db);
    const secrets = createSecretBox(undefined, 'z'.repeat(32));
    const support = createSupportService({ db: database.db, mailer, secrets, appUrl: config.appUrl });
    const userId = await newUser(database);
    const created = await support.create(userId, {
      requesterName: 'Paul',
      requesterEmail: 'paul@exemple.test',
      subject: 'Re: Devis',
      body: 'Où en est mon devis ?',
      priority: 'medium',
      category: 'question',
    });
    const after = await support.reply(userId, created.ticket.id, {
      body: 'Il part ce soir.',
      requestKey: randomUUID(),
    });
    expect(after.messages).toHaveLength(2);
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, 'paul@exemple.test'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, subject: 'Re: Devis' });
    expect(row!.headers?.messageId).toBe(after.messages[1]!.messageId);
    expect(row).toMatchObject({ userId, href: `/support/${created.ticket.id}` });

    // The server keeps refusing: at the last attempt the queue gives up, and the user's bell says so,
    // leading to the ticket; nobody else's bell does.
    await database.db
      .update(mailQueue)
      .set({ attempts: maxMailAttempts - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.id, row!.id));
    await mailer.flushQueue!();
    const [failed] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, row!.id));
    expect(failed!.status).toBe('failed');
    const bell = createNotificationsService(database.db, async () => 'free');
    const { notifications } = await bell.list(userId);
    expect(notifications).toContainEqual(
      expect.objectContaining({
        kind: 'mail_failed',
        title: 'Un email n’a pas pu être envoyé',
        detail: '« Re: Devis » à paul@exemple.test, abandonné après plusieurs essais.',
        href: `/support/${created.ticket.id}`,
        read: false,
      }),
    );
    const other = await newUser(database, 'Autre');
    expect((await bell.list(other)).notifications.filter((n) => n.kind === 'mail_failed')).toEqual([]);
  });
});
