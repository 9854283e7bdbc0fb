import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessageView } from '../../shared/connections.ts';
import { mailboxAccount, mailboxMessage, user } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { type DovecotServer, freePort, startDovecot } from '../testing/dovecot.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { serveOn } from '../testing/serve-on.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createMailboxService } from './mailbox.service.ts';
import { createSecretBox } from './secret-box.ts';

// Against a real Dovecot on loopback (testing/dovecot.ts); skipped only where Dovecot is not installed.

const password = 'mot-de-passe-application-1';

function raw(n: number, subject: string, body: string, headers = '') {
  return [
    'From: Client Dupont <client@exemple.test>',
    'To: alice@example.test',
    `Subject: ${subject}`,
    `Message-ID: <m${n}.${Date.now()}@exemple.test>`,
    'Date: Tue, 24 Nov 2026 09:00:00 +0100',
    'Content-Type: text/plain; charset=utf-8',
    headers,
    '',
    body,
    '',
  ]
    .filter((line, i) => line !== '' || i > 5)
    .join('\r\n');
}

/** A user row, for the service tests that need no session. */
async function newUser(database: TestDatabase): Promise<string> {
  const id = randomUUID();
  await database.db
    .insert(user)
    .values({ id, name: 'Test', email: `${id}@exemple.test`, emailVerified: true });
  return id;
}

async function imapAs(server: DovecotServer, user: string) {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    auth: { user, pass: server.users[user]! },
    logger: false,
  });
  await client.connect();
  return client;
}

async function appendTo(server: DovecotServer, user: string, messages: string[]) {
  const client = await imapAs(server, user);
  for (const message of messages) await client.append('INBOX', message);
  await client.logout();
}

describe('mailbox against a real Dovecot', onlyWith(missing.dovecot), () => {
  let dovecot: DovecotServer;
  beforeAll(async () => {
    dovecot = await startDovecot({
      'alice@example.test': password,
      'bob@example.test': password,
      'carol@example.test': password,
    });
    await appendTo(dovecot, 'alice@example.test', [
      raw(1, 'URGENT : facture impayée', 'Merci de régler avant ce soir, sinon mise en demeure.'),
      raw(2, 'Devis pour la rénovation', 'Pourriez-vous nous envoyer un devis pour la semaine prochaine ?'),
      raw(
        3,
        'Les nouveautés de novembre',
        'Nos offres du mois.',
        'List-Unsubscribe: <mailto:stop@exemple.test>',
      ),
      raw(4, 'Compte rendu', 'Voici le compte rendu de la réunion.'),
    ]);
  });
  afterAll(async () => {
    await dovecot?.stop();
  });

  describe.each(testDatabaseKinds())('over HTTP on %s', (kind) => {
    const running = serveOn(kind, { WEBHOOK_ALLOW_PRIVATE: '1' });
    const settings = () => ({
      email: 'alice@example.test',
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpTls: false,
      username: 'alice@example.test',
      password,
    });

    it('refuses a wrong password and a server that is down, in French, and stores nothing', async () => {
      const { client } = await signedInClient(running.server.url, running.database.db);
      const wrong = await client.request('/api/mailbox', {
        method: 'PUT',
        json: { ...settings(), password: 'faux' },
      });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).error.message).toBe(
        'Identifiant ou mot de passe refusé par le serveur IMAP. Utilisez un mot de passe d’application.',
      );
      const port = await freePort();
      const down = await client.request('/api/mailbox', {
        method: 'PUT',
        json: { ...settings(), imapPort: port },
      });
      expect(down.status).toBe(422);
      expect((await down.json()).error.message).toBe(`Le serveur IMAP ne répond pas sur 127.0.0.1:${port}.`);
      const tls = await client.request('/api/mailbox', {
        method: 'PUT',
        json: { ...settings(), imapTls: true },
      });
      expect(tls.status).toBe(422);
      expect((await tls.json()).error.message).toBe(
        `La connexion chiffrée (TLS) avec 127.0.0.1:${dovecot.port} a échoué : vérifiez le port et l’option TLS.`,
      );
      expect(await (await client.request('/api/mailbox')).json()).toEqual({ account: null });
    });

    it('connects, reads the inbox read-only, triages it, and never returns or stores the password in clear', async () => {
      const { client } = await signedInClient(running.server.url, running.database.db);
      const res = await client.request('/api/mailbox', { method: 'PUT', json: settings() });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expect(text).not.toContain(password);
      const { account } = JSON.parse(text) as { account: { messageCount: number; lastSyncAt: string } };
      expect(account.messageCount).toBe(4);
      expect(account.lastSyncAt).not.toBeNull();

      const [row] = await running.database.db
        .select()
        .from(mailboxAccount)
        .where(eq(mailboxAccount.imapPort, dovecot.port));
      expect(row?.secret).toMatch(/^v1\./);
      expect(row?.secret).not.toContain(password);

      const list = (await (await client.request('/api/mailbox/messages')).json()) as {
        messages: MailMessageView[];
      };
      const bySubject = Object.fromEntries(list.messages.map((m) => [m.subject, m.category]));
      expect(bySubject).toEqual({
        'URGENT : facture impayée': 'urgent',
        'Devis pour la rénovation': 'to-answer',
        'Les nouveautés de novembre': 'newsletter',
        'Compte rendu': 'to-read',
      });
      const urgent = (await (await client.request('/api/mailbox/messages?category=urgent')).json()) as {
        messages: MailMessageView[];
      };
      expect(urgent.messages.map((m) => m.subject)).toEqual(['URGENT : facture impayée']);

      // Read-only: nothing was marked as read, moved or deleted on the server.
      const imap = await imapAs(dovecot, 'alice@example.test');
      const status = await imap.status('INBOX', { messages: true, unseen: true });
      await imap.logout();
      expect(status).toMatchObject({ messages: 4, unseen: 4 });

      // Alfred answers from the synced mail: the urgent message, not the others.
      const chat = await client.post('/api/chat', {
        employee: 'alfred',
        messages: [{ role: 'user', content: 'Qu’est-ce qui est urgent dans ma boîte mail ?' }],
      });
      const { response } = (await chat.json()) as { response: string };
      expect(response).toContain('URGENT\u00a0: facture impayée');
      expect(response).toContain('alice@example.test');
      expect(response).not.toContain('Devis pour la rénovation');
      expect(response).toContain(
        '1 urgent, 1 à répondre, 1 à lire, 1 newsletter, sur les 4 derniers messages',
      );

      // A second connect is refused; a sync with nothing new adds nothing.
      expect((await client.request('/api/mailbox', { method: 'PUT', json: settings() })).status).toBe(409);
      expect(await (await client.post('/api/mailbox/sync', {})).json()).toEqual({ added: 0, more: false });

      // Disconnecting deletes the credentials and every synced message.
      expect((await client.request('/api/mailbox', { method: 'DELETE' })).status).toBe(204);
      expect(await (await client.request('/api/mailbox')).json()).toEqual({ account: null });
      const left = await running.database.db
        .select()
        .from(mailboxMessage)
        .where(eq(mailboxMessage.fromAddress, 'client@exemple.test'));
      expect(left.filter((m) => m.userId === row?.userId)).toEqual([]);
    });

    it('sends an approved reply from the user’s address, threaded, and files it in Sent', async () => {
      const received: ParsedMail[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        onAuth: (auth, _session, callback) =>
          auth.password === password
            ? callback(null, { user: auth.username })
            : callback(new Error('refusé')),
        onData: (stream, _session, callback) => {
          simpleParser(stream).then((mail) => {
            received.push(mail);
            callback();
          }, callback);
        },
      });
      const smtpPort = await freePort();
      await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
      try {
        const { client } = await signedInClient(running.server.url, running.database.db);
        const connected = await client.request('/api/mailbox', {
          method: 'PUT',
          json: { ...settings(), smtpPort },
        });
        expect(connected.status).toBe(200);
        const { messages } = (await (await client.request('/api/mailbox/messages')).json()) as {
          messages: MailMessageView[];
        };
        const devis = messages.find((m) => m.subject === 'Devis pour la rénovation')!;

        const proposed = await client.post(`/api/mailbox/messages/${devis.id}/reply`, {
          body: 'Bonjour,\n\nVotre devis part demain.\n\nCordialement,',
        });
        expect(proposed.status).toBe(201);
        const { action } = (await proposed.json()) as {
          action: { id: string; status: string; summary: string };
        };
        expect(action).toMatchObject({
          status: 'proposed',
          summary: 'Envoyer la réponse « Re: Devis pour la rénovation » à client@exemple.test',
        });
        expect(received).toHaveLength(0); // nothing leaves before the approval

        const approved = await client.post(`/api/actions/${action.id}/approve`, {});
        expect(((await approved.json()) as { action: { status: string } }).action.status).toBe('executed');
        expect(received).toHaveLength(1);
        const sent = received[0]!;
        expect(sent.from?.text).toBe('alice@example.test');
        expect(sent.subject).toBe('Re: Devis pour la rénovation');
        expect(sent.inReplyTo).toMatch(/^<m2\./);
        expect(String(sent.references)).toContain(sent.inReplyTo!);
        expect(sent.text).toContain('Votre devis part demain.');
        expect((await client.post(`/api/actions/${action.id}/approve`, {})).status).toBe(409);

        const imap = await imapAs(dovecot, 'alice@example.test');
        await imap.mailboxOpen('Sent', { readOnly: true });
        const subjects: string[] = [];
        for await (const m of imap.fetch('1:*', { envelope: true })) subjects.push(m.envelope?.subject ?? '');
        await imap.logout();
        expect(subjects).toContain('Re: Devis pour la rénovation');
      } finally {
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
    });

    it.each([
      [{ imapPort: 0 }, 'Le port IMAP doit être compris entre 1 et 65535.'],
      [{ imapHost: 'http://imap.exemple.fr' }, 'Le serveur IMAP doit être un nom d’hôte'],
      [{ password: '' }, 'Le mot de passe d’application est requis.'],
    ])('refuses %j in French', async (patch, message) => {
      const { client } = await signedInClient(running.server.url, running.database.db);
      const res = await client.request('/api/mailbox', { method: 'PUT', json: { ...settings(), ...patch } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    });

    it('answers 401 to a visitor', async () => {
      const visitor = new TestClient(running.server.url);
      expect((await visitor.request('/api/mailbox')).status).toBe(401);
    });
  });

  describe('sync', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
      await appendTo(
        dovecot,
        'bob@example.test',
        Array.from({ length: 25 }, (_, i) => raw(i, `Message ${i + 1}`, 'Bonjour.')),
      );
    });
    afterAll(() => database?.dispose());

    it('reads in bounded batches, resumes after the last UID, stays idempotent, and runs once at a time', async () => {
      const secrets = createSecretBox(undefined, 'z'.repeat(32));
      const service = createMailboxService({
        db: database.db,
        secrets,
        allowPrivate: true,
        planOf: async () => 'pro',
        batchSize: 10,
        onDemandBudgetMs: 0,
      });
      const userId = await newUser(database);
      const input = {
        email: 'bob@example.test',
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapTls: false,
        smtpHost: '127.0.0.1',
        smtpPort: 2525,
        smtpTls: false,
        username: 'bob@example.test',
        password,
      };
      const state = await service.connect(userId, input);
      expect(state.account?.messageCount).toBe(10);

      // Two syncs at once: one runs, the other is told a sync is under way.
      const both = await Promise.allSettled([service.sync(userId), service.sync(userId)]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.message).toBe('Une synchronisation de cette boîte est déjà en cours.');

      expect(await service.sync(userId)).toEqual({ added: 5, more: false });
      expect(await service.sync(userId)).toEqual({ added: 0, more: false });
      expect((await service.state(userId)).account?.messageCount).toBe(25);

      // A crash after storing a batch but before moving the mark: the next run stores nothing twice.
      await database.db.update(mailboxAccount).set({ lastUid: 0, uidValidity: null });
      await service.sync(userId);
      expect((await service.state(userId)).account?.messageCount).toBe(25);
    });

    it('keeps a malformed MIME message with its headers, and nothing is lost', async () => {
      const secrets = createSecretBox(undefined, 'z'.repeat(32));
      const service = createMailboxService({
        db: database.db,
        secrets,
        allowPrivate: true,
        planOf: async () => 'pro',
      });
      const userId = await newUser(database);
      const input = {
        email: 'carol@example.test',
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapTls: false,
        smtpHost: '127.0.0.1',
        smtpPort: 2525,
        smtpTls: false,
        username: 'carol@example.test',
        password,
      };
      await appendTo(dovecot, 'carol@example.test', [
        [
          'From: Casse <casse@exemple.test>',
          'Subject: Pièce jointe cassée',
          'Content-Type: multipart/mixed; boundary="jamais-fermee"',
          '',
          '--jamais-fermee',
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          '%%% pas du base64 %%%',
          '--autre-frontiere',
          '',
        ].join('\r\n'),
        raw(7, 'Normal après', 'Bonjour.'),
      ]);
      await service.connect(userId, input);
      const messages = await service.messages(userId);
      expect(messages.map((m) => m.subject).sort()).toEqual(['Normal après', 'Pièce jointe cassée']);
      await service.disconnect(userId);
    });

    it('tells a server gone down in French and records it as the last error', async () => {
      const secrets = createSecretBox(undefined, 'z'.repeat(32));
      const service = createMailboxService({
        db: database.db,
        secrets,
        allowPrivate: true,
        planOf: async () => 'pro',
      });
      const userId = await newUser(database);
      await service.connect(userId, {
        email: 'carol@example.test',
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapTls: false,
        smtpHost: '127.0.0.1',
        smtpPort: 2525,
        smtpTls: false,
        username: 'carol@example.test',
        password,
      });
      const port = await freePort();
      await database.db
        .update(mailboxAccount)
        .set({ imapPort: port })
        .where(eq(mailboxAccount.userId, userId));
      await expect(service.sync(userId)).rejects.toThrow(
        `Le serveur IMAP ne répond pas sur 127.0.0.1:${port}.`,
      );
      expect((await service.state(userId)).account?.lastError).toBe(
        `Le serveur IMAP ne répond pas sur 127.0.0.1:${port}.`,
      );
    });
  });
});
