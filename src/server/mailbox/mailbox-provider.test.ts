import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessageView } from '../../shared/connections.ts';
import { aiAction } from '../db/schema.ts';
import type { RunningServer } from '../server.ts';
import { signedInClient } from '../testing/auth-helpers.ts';
import { type DovecotServer, startDovecot } from '../testing/dovecot.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Decision 033: with a model provider configured, the engine sees the mail. Alfred's triage question goes
// with the synced messages (headers, triage, capped excerpt) in the system prompt, and Clide's reply to a
// customer is written by the provider from that message's headers and excerpt. Real Dovecot, and the local
// server speaking OpenAI's protocol.

const password = 'mot-de-passe-application';
const owner = 'gerante@atelier.test';

function mail(subject: string, from: string, body: string) {
  return [
    `From: ${from}`,
    `To: ${owner}`,
    `Subject: ${subject}`,
    `Message-ID: <${subject.length}.${Date.now()}@exemple.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
}

describe('the model provider sees the mail', onlyWith(missing.dovecot), () => {
  let database: TestDatabase;
  let dovecot: DovecotServer;
  let provider: FakeOpenAiServer;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dovecot = await startDovecot({ [owner]: password });
    provider = await startFakeOpenAiServer({ kind: 'reply', words: ['Bonjour'] });
    server = await startTestServer(database, {
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'fake-model',
      CONNECTORS_ALLOW_PRIVATE: '1',
    });
    const imap = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user: owner, pass: password },
      logger: false,
    });
    await imap.connect();
    await imap.append(
      'INBOX',
      mail('URGENT : facture impayée', 'Papeterie <compta@papier.test>', 'Réglez avant ce soir, merci.'),
    );
    await imap.append(
      'INBOX',
      mail(
        'Commande 1042 non reçue',
        'Paul Durand <paul@client.test>',
        `Bonjour, pourriez-vous me dire où en est ma commande 1042 ? ${'Détail. '.repeat(200)}`,
      ),
    );
    await imap.logout();
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await dovecot?.stop();
    await database?.dispose();
  });

  it('puts the synced mail in Alfred’s prompt and has Clide’s reply written from the message', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const connected = await client.request('/api/mailbox', {
      method: 'PUT',
      json: {
        email: owner,
        imapHost: '127.0.0.1',
        imapPort: dovecot.port,
        imapTls: false,
        smtpHost: '127.0.0.1',
        smtpPort: 2525,
        smtpTls: false,
        username: owner,
        password,
      },
    });
    expect(connected.status).toBe(200);

    provider.setMode({ kind: 'reply', words: ['La', 'facture', 'de', 'la', 'Papeterie', 'est', 'urgente.'] });
    const chat = await client.post('/api/chat', {
      employee: 'alfred',
      messages: [{ role: 'user', content: 'Qu’est-ce qui est urgent dans ma boîte mail ?' }],
    });
    expect(((await chat.json()) as { response: string }).response).toBe(
      'La facture de la Papeterie est urgente.',
    );
    const system = (provider.requests.at(-1)!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain(`Boîte mail connectée : ${owner}`);
    expect(system).toContain('- [urgent] « URGENT : facture impayée » de Papeterie <compta@papier.test>');
    expect(system).toContain('« Réglez avant ce soir, merci. »');
    expect(system).toContain('[à répondre] « Commande 1042 non reçue »');
    // The text is capped: the excerpt kept at sync (500 characters), 240 of it in the prompt.
    expect(system).not.toContain('Détail. '.repeat(40));

    const { messages } = (await (await client.request('/api/mailbox/messages')).json()) as {
      messages: MailMessageView[];
    };
    const order = messages.find((m) => m.subject === 'Commande 1042 non reçue')!;
    provider.setMode({
      kind: 'reply',
      words: ['Bonjour', 'Paul,', 'votre', 'commande', '1042', 'part', 'demain.'],
    });
    const proposed = await client.post(`/api/mailbox/messages/${order.id}/reply`, {});
    expect(proposed.status).toBe(201);
    const { action } = (await proposed.json()) as { action: { id: string; summary: string } };
    const sent = provider.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>;
    const prompt = sent.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('De : Paul Durand <paul@client.test>');
    expect(prompt).toContain('Objet : Commande 1042 non reçue');
    expect(prompt).toContain('pourriez-vous me dire où en est ma commande 1042 ?');
    expect(prompt.length).toBeLessThan(1000);
    expect(prompt).not.toContain('URGENT : facture impayée');
    const [row] = await database.db.select().from(aiAction).where(eq(aiAction.id, action.id));
    expect((row!.params as { body: string }).body).toBe('Bonjour Paul, votre commande 1042 part demain.');
  });
});
