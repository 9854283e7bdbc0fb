import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportDraft, SupportTicketDetail, SupportTicketList } from '../../shared/support.ts';
import { loadConfig } from '../config.ts';
import { aiAction, supportMessage, supportTicket } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import type { RunningServer } from '../server.ts';
import { strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createSupportService, type SupportService } from './support.service.ts';

// Clide on the desk (decision 068), through the running app on both databases and a real SMTP server:
// a mail from the connected mailbox becomes a triaged ticket, « Faire rédiger par Clide » proposes a
// reply quoting the price list in the user's documents, approving it sends it once, threaded under the
// customer's mail; an escalation is an internal note; another desk's ticket is refused in French.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
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

const priceList = `Grille tarifaire 2026 — Chauffage Martin

Entretien annuel d'une chaudière gaz : 120 € TTC, déplacement compris.
Désembouage d'un circuit de chauffage : 450 € TTC.
Remplacement d'un thermostat : 95 € TTC hors pièce.

Conditions : devis gratuit, paiement à la fin de l'intervention.`;

async function upload(client: TestClient, name: string, text: string) {
  return json(
    await client.request(`/api/documents?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      body: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': 'application/octet-stream' },
    }),
    201,
  );
}

describe.each(testDatabaseKinds())('Clide on the support desk, on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: TestDatabase;
  let server: RunningServer;
  let support: SupportService;
  const env = () => ({
    MAIL_FROM: 'Septime <bonjour@septime.test>',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
  });
  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, env());
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', APP_URL: 'https://app.septime.test', ...env() });
    support = createSupportService({
      db: database.db,
      mailer: createMailer(config, database.db),
      secrets: createSecretBox(undefined, 'z'.repeat(32)),
      appUrl: config.appUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    await smtp?.close();
  });

  /** An account signed up and verified: with SMTP_URL set, its verification mail is one the SMTP server got. */
  async function signedInClient(baseUrl: string) {
    const email = uniqueEmail();
    const client = new TestClient(baseUrl);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Martin',
    });
    expect(signUp.status).toBe(200);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const mailTo = () =>
      smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email);
    await expect.poll(() => Boolean(mailTo()), { timeout: 5000 }).toBe(true);
    const link = /https?:\/\/\S+/.exec(mailTo()!.text ?? '')![0];
    const verify = await client.request(link.slice(link.indexOf('/api/')));
    expect(verify.status).toBe(302);
    return { client, userId: user.id };
  }

  /** The mails the SMTP server got for one address. */
  const mailsTo = (address: string) =>
    smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

  /** A mail the mailbox's sync hands the desk (its `onNewMail` step), in a transaction of its own. */
  async function mailArrives(userId: string, mail: { id: string; subject: string; text: string }) {
    const now = new Date();
    await database.db.transaction((tx) =>
      support.fromMailbox(tx, [
        {
          userId,
          accountEmail: 'contact@chauffage-martin.test',
          connectedAt: new Date(now.getTime() - 3_600_000),
          messageId: mail.id,
          inReplyTo: null,
          references: null,
          fromAddress: 'jeanne.martin@client.test',
          fromName: 'Jeanne Martin',
          subject: mail.subject,
          text: mail.text,
          receivedAt: now,
          category: 'to-answer',
        },
      ]),
    );
  }

  it('drafts the reply from the price list, sends it once on approval, threaded to the customer’s mail', async () => {
    const { client, userId } = await signedInClient(server.url);
    await upload(client, 'Grille tarifaire 2026.txt', priceList);
    await mailArrives(userId, {
      id: `<prix.${kind}@client.test>`,
      subject: 'Prix entretien',
      text: 'Bonjour,\nJe voudrais savoir combien coûte l’entretien annuel de ma chaudière gaz ?\nMerci d’avance,\nJeanne Martin',
    });
    const list = await json<SupportTicketList>(await client.request('/api/support/tickets'));
    expect(list.items).toHaveLength(1);
    const ticket = list.items[0]!;
    expect(ticket.triage).toEqual({
      category: 'question',
      urgency: 'normal',
      tone: 'polite',
      suggestedPriority: 'medium',
    });

    const draft = await json<SupportDraft>(
      await client.post(`/api/support/tickets/${ticket.id}/draft`, {}),
      201,
    );
    expect(draft.action.status).toBe('proposed');
    expect(draft.action.summary).toBe('Répondre au ticket « Prix entretien » de jeanne.martin@client.test');
    expect(draft.note).toContain('Grille tarifaire 2026.txt');
    expect(draft.note).toContain('120 € TTC');
    const [row] = await database.db.select().from(aiAction).where(eq(aiAction.id, draft.action.id));
    const body = (row!.params as { body: string }).body;
    expect(body).toMatch(/^Bonjour Madame Martin,/);
    expect(body).toContain('120 € TTC');
    // Only the figure asked: not the other lines of the price list.
    expect(body).not.toContain('450');
    // In the approval inbox with its French sentence.
    const inbox = await json<{ approvals: Array<{ id: string; kind: string; summary: string }> }>(
      await client.request('/api/approvals?status=pending'),
    );
    expect(inbox.approvals.find((a) => a.id === `action:${draft.action.id}`)).toMatchObject({
      kind: 'support_reply',
      summary: 'Répondre au ticket « Prix entretien » de jeanne.martin@client.test',
    });
    const customer = 'jeanne.martin@client.test';
    expect(mailsTo(customer)).toHaveLength(0);

    const approved = await client.post(`/api/actions/${draft.action.id}/approve`, {});
    expect((await json<{ action: { status: string } }>(approved)).action.status).toBe('executed');
    expect((await client.post(`/api/actions/${draft.action.id}/approve`, {})).status).toBe(409);
    await expect.poll(() => mailsTo(customer).length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(customer)).toHaveLength(1);
    const mail = mailsTo(customer)[0]!;
    expect(mail.inReplyTo).toBe(`<prix.${kind}@client.test>`);
    expect(mail.subject).toBe('Re: Prix entretien');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(
      'jeanne.martin@client.test',
    );
    expect(mail.text).toContain('120 € TTC');

    const detail = await json<SupportTicketDetail>(await client.request(`/api/support/tickets/${ticket.id}`));
    const sent = detail.messages.filter((m) => m.direction === 'outbound');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messageId).toBe(mail.messageId);
    expect(detail.ticket.status).toBe('waiting');
  });

  it('says in the note, not in the mail, when no document answers', async () => {
    const { client, userId } = await signedInClient(server.url);
    await upload(client, 'Grille tarifaire.txt', priceList);
    await mailArrives(userId, {
      id: `<piscine.${kind}@client.test>`,
      subject: 'Piscine',
      text: 'Bonjour, faites-vous l’entretien des pompes de piscine, et à quel prix ?',
    });
    const [ticket] = (await json<SupportTicketList>(await client.request('/api/support/tickets'))).items;
    const draft = await json<SupportDraft>(
      await client.post(`/api/support/tickets/${ticket!.id}/draft`, {}),
      201,
    );
    expect(draft.note).toContain('ne répondent pas');
    const [row] = await database.db.select().from(aiAction).where(eq(aiAction.id, draft.action.id));
    const body = (row!.params as { body: string }).body;
    expect(body).not.toMatch(/€|document/);
    expect(body).toContain('nous revenons vers vous');
  });

  it('escalates with an internal note, and refuses another desk’s ticket in French', async () => {
    const { client, userId } = await signedInClient(server.url);
    const { client: other, userId: otherId } = await signedInClient(server.url);
    await mailArrives(userId, {
      id: `<colere.${kind}@client.test>`,
      subject: 'Chaudière toujours en panne',
      text: 'C’est inadmissible, troisième relance et toujours personne !',
    });
    const [ticket] = (await json<SupportTicketList>(await client.request('/api/support/tickets'))).items;
    expect(ticket!.triage).toMatchObject({ tone: 'angry', urgency: 'high', suggestedPriority: 'high' });
    const propose = async (owner: string, kindOf: string, params: Record<string, unknown>) => {
      const [row] = await database.db
        .insert(aiAction)
        .values({
          userId: owner,
          employee: 'clide',
          kind: kindOf as 'support_escalate',
          params,
          summary: 'x',
        })
        .returning();
      return row!.id;
    };
    const escalation = await propose(userId, 'support_escalate', {
      ticketId: ticket!.id,
      assignee: 'Paul Martin',
      note: 'Client mécontent, troisième relance : à rappeler aujourd’hui.',
    });
    const done = await json<{ action: { status: string } }>(
      await client.post(`/api/actions/${escalation}/approve`, {}),
    );
    expect(done.action.status).toBe('executed');
    const detail = await json<SupportTicketDetail>(
      await client.request(`/api/support/tickets/${ticket!.id}`),
    );
    expect(detail.ticket).toMatchObject({ assignee: 'Paul Martin', status: 'open' });
    expect(detail.messages.at(-1)).toMatchObject({
      direction: 'note',
      body: 'Escalade à Paul Martin : Client mécontent, troisième relance : à rappeler aujourd’hui.',
    });

    // The other account's proposals name this ticket: refused, nothing written, nothing sent.
    const before = mailsTo('jeanne.martin@client.test').length;
    for (const [kindOf, params] of [
      ['support_reply', { ticketId: ticket!.id, body: 'Bonjour, réponse pirate.' }],
      ['support_escalate', { ticketId: ticket!.id, assignee: 'Intrus', note: 'Pris.' }],
    ] as const) {
      const id = await propose(otherId, kindOf, params);
      const failed = await json<{ action: { status: string; error: string } }>(
        await other.post(`/api/actions/${id}/approve`, {}),
      );
      expect(failed.action).toMatchObject({ status: 'failed', error: 'Ticket introuvable.' });
    }
    const thread = await database.db
      .select()
      .from(supportMessage)
      .where(eq(supportMessage.ticketId, ticket!.id));
    expect(thread).toHaveLength(2);
    const [row] = await database.db.select().from(supportTicket).where(eq(supportTicket.id, ticket!.id));
    expect(row!.assignee).toBe('Paul Martin');
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('jeanne.martin@client.test').length).toBe(before);
    // A draft for a ticket that is not the user's: the desk's 404.
    expect((await other.post(`/api/support/tickets/${ticket!.id}/draft`, {})).status).toBe(404);
    expect((await other.post(`/api/support/tickets/${randomUUID()}/draft`, {})).status).toBe(404);
  });
});
