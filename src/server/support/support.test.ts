import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/errors.ts';
import type { SupportFormLink, SupportTicketDetail, SupportTicketList } from '../../shared/support.ts';
import { outboxMessage, supportMessage, supportTicket } from '../db/schema.ts';
import { signedInClient, type TestClient, TestClient as Visitor } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// The support desk over HTTP on both databases (decision 066): tickets, their thread, deadlines and the
// overdue count, ownership (another desk's ticket is 404), French refusals, replies sent once through the
// local outbox, and the public contact form with its limits and spam guard.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const ticket = (over: Record<string, unknown> = {}) => ({
  requesterName: 'Marie Roux',
  requesterEmail: 'Marie.Roux@Exemple.test',
  subject: 'Facture de novembre',
  body: 'Bonjour,\nla facture de novembre est-elle partie ?',
  ...over,
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabaseKinds())('support desk API on %s', (kind) => {
  const running = serveOn(kind);

  async function create(client: TestClient, over: Record<string, unknown> = {}) {
    return json<SupportTicketDetail>(await client.post('/api/support/tickets', ticket(over)), 201);
  }

  it('creates a ticket with its first message and deadlines in business hours, then lists and searches it', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const before = Date.now();
    const created = await create(client, { priority: 'urgent', category: 'billing' });
    expect(created.ticket).toMatchObject({
      requesterName: 'Marie Roux',
      requesterEmail: 'marie.roux@exemple.test',
      status: 'new',
      priority: 'urgent',
      category: 'billing',
      source: 'manual',
      overdue: false,
      firstRespondedAt: null,
    });
    expect(created.messages).toHaveLength(1);
    expect(created.messages[0]).toMatchObject({ direction: 'inbound', body: ticket().body });
    // Urgent: one business hour to answer, one business day to resolve; never before now.
    const first = Date.parse(created.ticket.firstResponseDueAt);
    const resolution = Date.parse(created.ticket.resolutionDueAt);
    expect(first).toBeGreaterThan(before);
    expect(resolution).toBeGreaterThan(first);

    await create(client, {
      subject: 'Livraison en retard',
      requesterName: 'Paul Petit',
      requesterEmail: 'paul@exemple.test',
    });
    const all = await json<SupportTicketList>(await client.request('/api/support/tickets'));
    expect(all.total).toBe(2);
    const found = await json<SupportTicketList>(await client.request('/api/support/tickets?q=livraison'));
    expect(found.items.map((t) => t.subject)).toEqual(['Livraison en retard']);
    const byEmail = await json<SupportTicketList>(await client.request('/api/support/tickets?q=roux@'));
    expect(byEmail.items.map((t) => t.subject)).toEqual(['Facture de novembre']);
    const none = await json<SupportTicketList>(await client.request('/api/support/tickets?status=resolved'));
    expect(none.total).toBe(0);
  });

  it('flags and counts overdue tickets; none runs while waiting on the requester or once resolved', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const late = await create(client, { subject: 'En retard' });
    const onTime = await create(client, { subject: 'À l’heure' });
    const waiting = await create(client, { subject: 'Attend le client' });
    const past = new Date(Date.now() - 3_600_000);
    for (const id of [late.ticket.id, waiting.ticket.id]) {
      await running.database.db
        .update(supportTicket)
        .set({ firstResponseDueAt: past, resolutionDueAt: past })
        .where(eq(supportTicket.id, id));
    }
    await json(
      await client.request(`/api/support/tickets/${waiting.ticket.id}`, {
        method: 'PATCH',
        json: { status: 'waiting' },
      }),
    );
    const list = await json<SupportTicketList>(await client.request('/api/support/tickets'));
    expect(list.overdueCount).toBe(1);
    expect(Object.fromEntries(list.items.map((t) => [t.subject, t.overdue]))).toEqual({
      'En retard': true,
      'À l’heure': false,
      'Attend le client': false,
    });
    const overdue = await json<SupportTicketList>(await client.request('/api/support/tickets?overdue=true'));
    expect(overdue.items.map((t) => t.id)).toEqual([late.ticket.id]);
    expect(overdue.overdueCount).toBe(1);

    // Resolving it stops the clock and records when; reopening clears it.
    const resolved = await json<SupportTicketDetail['ticket']>(
      await client.request(`/api/support/tickets/${late.ticket.id}`, {
        method: 'PATCH',
        json: { status: 'resolved' },
      }),
    );
    expect(resolved).toMatchObject({ status: 'resolved', overdue: false });
    expect(resolved.resolvedAt).not.toBeNull();
    expect((await json<SupportTicketList>(await client.request('/api/support/tickets'))).overdueCount).toBe(
      0,
    );
    const reopened = await json<SupportTicketDetail['ticket']>(
      await client.request(`/api/support/tickets/${late.ticket.id}`, {
        method: 'PATCH',
        json: { status: 'open' },
      }),
    );
    expect(reopened.resolvedAt).toBeNull();
    expect(onTime.ticket.overdue).toBe(false);
  });

  it('recomputes the deadlines from the creation when the priority changes', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const created = await create(client, { priority: 'low' });
    const urgent = await json<SupportTicketDetail['ticket']>(
      await client.request(`/api/support/tickets/${created.ticket.id}`, {
        method: 'PATCH',
        json: { priority: 'urgent', assignee: 'Clide' },
      }),
    );
    expect(urgent.assignee).toBe('Clide');
    expect(Date.parse(urgent.firstResponseDueAt)).toBeLessThan(Date.parse(created.ticket.firstResponseDueAt));
    expect(Date.parse(urgent.resolutionDueAt)).toBeLessThan(Date.parse(created.ticket.resolutionDueAt));
  });

  it('confides a ticket to someone, shows it in the list, clears it when emptied and refuses bad names', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const created = await create(client);
    expect(created.ticket.assignee).toBeNull();
    const path = `/api/support/tickets/${created.ticket.id}`;
    const patch = (assignee: unknown) => client.request(path, { method: 'PATCH', json: { assignee } });

    const assigned = await json<SupportTicketDetail['ticket']>(await patch('  Paul  '));
    expect(assigned.assignee).toBe('Paul');
    const list = await json<SupportTicketList>(await client.request('/api/support/tickets'));
    expect(list.items.find((t) => t.id === created.ticket.id)?.assignee).toBe('Paul');

    for (const empty of ['', '   ', null]) {
      expect((await json<SupportTicketDetail['ticket']>(await patch(empty))).assignee).toBeNull();
      await json(await patch('Paul'));
    }

    const refusals: Array<[unknown, string]> = [
      ['x'.repeat(121), 'Le nom de l’assigné ne peut pas dépasser 120 caractères.'],
      ['Paul\nMartin', 'Le texte contient un caractère non autorisé.'],
      ['Paul\u0007', 'Le texte contient un caractère non autorisé'],
      [42, 'L’assigné doit être un texte.'],
    ];
    for (const [assignee, message] of refusals) {
      const res = await patch(assignee);
      expect(res.status, JSON.stringify(assignee)).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    const kept = await json<SupportTicketDetail>(await client.request(path));
    expect(kept.ticket.assignee).toBe('Paul');
  });

  it('sends a reply once per request key, threaded, through the outbox, and shows it in the thread', async () => {
    const { client, email } = await signedInClient(running.server.url, running.database.db);
    const created = await create(client, { subject: 'Question sur le devis' });
    // A mail's Message-ID on the requester's message, as the mailbox would have stored it.
    await running.database.db
      .update(supportMessage)
      .set({ messageId: '<origine.123@exemple.test>' })
      .where(eq(supportMessage.ticketId, created.ticket.id));
    const requestKey = randomUUID();
    const reply = { body: 'Bonjour Marie,\nle devis part demain.', requestKey };
    const path = `/api/support/tickets/${created.ticket.id}/replies`;
    // A double click: two requests at once, then a retry.
    const [a, b] = await Promise.all([client.post(path, reply), client.post(path, reply)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const again = await json<SupportTicketDetail>(await client.post(path, reply), 201);
    expect(again.messages.map((m) => m.direction)).toEqual(['inbound', 'outbound']);
    const sent = again.messages[1]!;
    expect(sent.body).toBe(reply.body);
    expect(sent.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$|^<[0-9a-f-]{36}@localhost>$/);
    // Answered: first response recorded, the ball in the requester's court.
    expect(again.ticket).toMatchObject({ status: 'waiting', overdue: false });
    expect(again.ticket.firstRespondedAt).not.toBeNull();

    const mails = await running.database.db
      .select()
      .from(outboxMessage)
      .where(
        and(
          eq(outboxMessage.to, 'marie.roux@exemple.test'),
          sql`${outboxMessage.meta}->>'ticket' = ${created.ticket.id}`,
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Re: Question sur le devis', text: reply.body });
    expect(mails[0]!.meta).toMatchObject({
      kind: 'support-reply',
      messageId: sent.messageId,
      inReplyTo: '<origine.123@exemple.test>',
      references: '<origine.123@exemple.test>',
      replyTo: email,
    });

    // A second reply, with a new key: threaded under the first.
    const second = await json<SupportTicketDetail>(
      await client.post(path, { body: 'Et la facture suit.', requestKey: randomUUID() }),
      201,
    );
    expect(second.messages).toHaveLength(3);
    const [secondMail] = await running.database.db
      .select()
      .from(outboxMessage)
      .where(sql`${outboxMessage.meta}->>'messageId' = ${second.messages[2]!.messageId}`);
    expect(secondMail?.meta).toMatchObject({
      inReplyTo: sent.messageId,
      references: `<origine.123@exemple.test> ${sent.messageId}`,
    });
  });

  it('keeps each desk to its owner: another user’s ticket is 404 and never listed', async () => {
    const alice = await signedInClient(running.server.url, running.database.db);
    const bob = await signedInClient(running.server.url, running.database.db);
    const secret = await create(alice.client, { subject: 'Secret d’Alice' });
    const id = secret.ticket.id;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { status: 'closed' }],
    ] as const) {
      const res = await bob.client.request(`/api/support/tickets/${id}`, {
        method,
        json: body,
      } as RequestInit);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Ticket introuvable.');
    }
    const replied = await bob.client.post(`/api/support/tickets/${id}/replies`, {
      body: 'Réponse de Bob',
      requestKey: randomUUID(),
    });
    expect(replied.status).toBe(404);
    const list = await json<SupportTicketList>(await bob.client.request('/api/support/tickets?q=Secret'));
    expect(list.total).toBe(0);
    const mine = await json<SupportTicketDetail>(await alice.client.request(`/api/support/tickets/${id}`));
    expect(mine.ticket.status).toBe('new');
    expect(mine.messages).toHaveLength(1);
    expect((await new Visitor(running.server.url).request('/api/support/tickets')).status).toBe(401);
  });

  it.each([
    [{ requesterEmail: 'pas-une-adresse' }, 'Adresse email invalide.'],
    [{ subject: '   ' }, 'Le sujet est requis.'],
    [{ subject: 'x'.repeat(301) }, 'Le sujet ne peut pas dépasser 300 caractères.'],
    [{ priority: 'énorme' }, 'Priorité inconnue.'],
    [{ category: 'divers' }, 'Catégorie de ticket inconnue.'],
    [{ body: '' }, 'Le message est requis.'],
  ])('refuses %j in French', async (patch, message) => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const res = await client.post('/api/support/tickets', ticket(patch));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(message);
  });

  it('refuses bad filters, patches and replies in French', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const created = await create(client);
    const cases: Array<[Promise<Response>, string]> = [
      [client.request('/api/support/tickets?status=perdu'), 'Statut de ticket inconnu.'],
      [client.request('/api/support/tickets?overdue=oui'), 'Le filtre « en retard » vaut true ou false.'],
      [client.request('/api/support/tickets/pas-un-id'), 'Identifiant de ticket invalide.'],
      [
        client.request(`/api/support/tickets/${created.ticket.id}`, { method: 'PATCH', json: {} }),
        'Indiquez au moins un champ à modifier.',
      ],
      [
        client.request(`/api/support/tickets/${created.ticket.id}`, {
          method: 'PATCH',
          json: { status: 'archivé' },
        }),
        'Statut de ticket inconnu.',
      ],
      [
        client.post(`/api/support/tickets/${created.ticket.id}/replies`, {
          body: ' ',
          requestKey: randomUUID(),
        }),
        'La réponse est vide.',
      ],
      [
        client.post(`/api/support/tickets/${created.ticket.id}/replies`, { body: 'Oui', requestKey: 'x' }),
        'Clé de requête invalide.',
      ],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    const missing = await client.request(`/api/support/tickets/${randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('takes a visitor’s message from the desk’s public form: too fast refused, a robot ignored, a person’s a ticket', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const { slug } = await json<SupportFormLink>(await client.request('/api/support/form'));
    expect(slug).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The same link each time.
    expect((await json<SupportFormLink>(await client.request('/api/support/form'))).slug).toBe(slug);

    const visitor = new Visitor(running.server.url);
    const jeanne = `jeanne.${randomUUID().slice(0, 8)}@exemple.test`;
    expect((await visitor.request('/api/contact/inconnu0123456789abcdef')).status).toBe(404);
    const view = await json<{ recipient: string; token: string }>(
      await visitor.request(`/api/contact/${slug}`),
    );
    const form = {
      name: 'Jeanne Client',
      email: jeanne,
      subject: 'Horaires d’ouverture',
      message: 'Êtes-vous ouverts le samedi ?',
      website: '',
      token: view.token,
    };
    const fast = await visitor.post(`/api/contact/${slug}`, form);
    expect(fast.status).toBe(400);
    expect((await fast.json()).error.message).toBe(errorMessages['support:too_fast']);
    const forged = await visitor.post(`/api/contact/${slug}`, { ...form, token: 'v1.x.y.z.w' });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe(errorMessages['support:form_expired']);
    await wait(3_100);
    const robot = await visitor.post(`/api/contact/${slug}`, { ...form, website: 'https://spam.example' });
    expect(await json(robot, 201)).toEqual({ sent: true });
    expect((await json<SupportTicketList>(await client.request('/api/support/tickets'))).total).toBe(0);

    expect(await json(await visitor.post(`/api/contact/${slug}`, form), 201)).toEqual({ sent: true });
    const list = await json<SupportTicketList>(await client.request('/api/support/tickets'));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      requesterName: 'Jeanne Client',
      requesterEmail: jeanne,
      subject: 'Horaires d’ouverture',
      source: 'form',
      status: 'new',
    });
    // Another form's token does not open this one.
    const other = await signedInClient(running.server.url, running.database.db);
    const otherSlug = (await json<SupportFormLink>(await other.client.request('/api/support/form'))).slug;
    const crossed = await visitor.post(`/api/contact/${otherSlug}`, form);
    expect(crossed.status).toBe(400);

    // The address typed is limited too: five an hour, the refused attempts counted (this was the fifth).
    const limited = await visitor.post(`/api/contact/${slug}`, form);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe(errorMessages['rate_limit:contact']);
  });
});

describe('the contact form per visitor address', () => {
  const running = serveOn('pglite', { RATE_LIMIT_IP_MULTIPLIER: '1' });

  it('takes five messages an hour from one address, whatever the email typed', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const { slug } = await json<SupportFormLink>(await client.request('/api/support/form'));
    const visitor = new Visitor(running.server.url);
    const { token } = await json<{ token: string }>(await visitor.request(`/api/contact/${slug}`));
    await wait(3_100);
    const send = (i: number) =>
      visitor.post(`/api/contact/${slug}`, {
        name: 'Robot',
        email: `r${i}@exemple.test`,
        subject: 'Offre',
        message: 'Bonjour',
        token,
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(201);
    expect((await send(5)).status).toBe(429);
    expect((await json<SupportTicketList>(await client.request('/api/support/tickets'))).total).toBe(5);
  });
});
