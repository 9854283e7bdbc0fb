import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChatEvents } from '../chat/chat-stream.ts';
import type { Db } from '../db/client.ts';
import { mailboxAccount, mailboxMessage } from '../db/schema.ts';
import { routeTable } from '../security/route-table.ts';
import { payProInSandbox, signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// The authorisation matrix: user A owns one of each resource; user B calls every route that takes
// that resource's id (reads, changes, deletes) and must get 403 or 404 and change nothing; B's lists
// never show A's rows; a visitor gets 401 on every session route (security.test.ts).
// A new route with an id in its path must be added to a resource below (the last test says so).

interface OwnedResource {
  name: string;
  /** Creates one as its owner and returns its id. */
  create(owner: TestClient): Promise<string>;
  /** Still there, unchanged, for its owner? */
  intact(owner: TestClient, id: string): Promise<boolean>;
  /** Lists whose answer must never contain another user's id. */
  lists: string[];
  /** Every route taking this resource's id (the registry's path), with the body to send. */
  routes: Array<{ method: string; path: string; body?: unknown }>;
}

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The database of the running describe block: the mail message is written there (no IMAP server here). */
let currentDb: Db;

const resources: OwnedResource[] = [
  {
    name: 'conversation',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/conversations', { employee: 'alfred' }))).id,
    intact: async (owner, id) => (await owner.request(`/api/conversations/${id}`)).status === 200,
    lists: ['/api/conversations', '/api/conversations?employee=alfred'],
    routes: [
      { method: 'GET', path: '/api/conversations/:id' },
      { method: 'POST', path: '/api/conversations/:id/messages', body: { content: 'Montre-moi tout' } },
      { method: 'DELETE', path: '/api/conversations/:id' },
    ],
  },
  {
    name: 'AI action (a proposed task)',
    async create(owner) {
      const { id } = await json<{ id: string }>(
        await owner.post('/api/conversations', { employee: 'alfred' }),
      );
      const events = await readChatEvents(
        await owner.post(`/api/conversations/${id}/messages`, {
          content: 'Crée une tâche « Secret de A » pour demain',
        }),
      );
      const action = events.find((e) => e.type === 'action') as { action: { id: string } } | undefined;
      expect(action).toBeDefined();
      return action!.action.id;
    },
    async intact(owner, id) {
      const { actions } = await json<{ actions: Array<{ id: string; status: string }> }>(
        await owner.request('/api/actions'),
      );
      return actions.find((a) => a.id === id)?.status === 'proposed';
    },
    lists: ['/api/actions', '/api/actions?employee=alfred'],
    routes: [
      { method: 'POST', path: '/api/actions/:id/approve', body: {} },
      { method: 'POST', path: '/api/actions/:id/reject', body: {} },
    ],
  },
  {
    name: 'generated report',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/ai/report', { reportType: 'sales', period: 'monthly', dataPoints: [] }),
        )
      ).id,
    intact: async (owner, id) => (await owner.request(`/api/ai/reports/${id}`)).status === 200,
    lists: ['/api/ai/reports'],
    routes: [
      { method: 'GET', path: '/api/ai/reports/:id' },
      { method: 'DELETE', path: '/api/ai/reports/:id' },
    ],
  },
  {
    name: 'sandbox checkout',
    create: async (owner) => {
      const { url } = await json<{ url: string }>(
        await owner.post('/api/billing/create-checkout', { plan: 'pro' }),
      );
      return new URL(url).pathname.split('/').pop()!;
    },
    intact: async (owner, id) =>
      (await json<{ status: string }>(await owner.request(`/api/billing/sandbox/checkouts/${id}`))).status ===
      'open',
    lists: ['/api/billing/check-subscription'],
    routes: [
      { method: 'GET', path: '/api/billing/sandbox/checkouts/:id' },
      {
        method: 'POST',
        path: '/api/billing/sandbox/checkouts/:id/pay',
        body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'B' },
      },
      { method: 'POST', path: '/api/billing/sandbox/checkouts/:id/trial', body: {} },
    ],
  },
  {
    name: 'invoice',
    async create(owner) {
      const { url } = await json<{ url: string }>(
        await owner.post('/api/billing/create-checkout', { plan: 'enterprise' }),
      );
      const checkout = new URL(url).pathname.split('/').pop()!;
      await json(
        await owner.post(`/api/billing/sandbox/checkouts/${checkout}/pay`, {
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          name: 'A',
        }),
      );
      const { invoices } = await json<{ invoices: Array<{ id: string }> }>(
        await owner.request('/api/billing/invoices'),
      );
      return invoices[0]!.id;
    },
    intact: async (owner, id) => (await owner.request(`/api/billing/invoices/${id}/pdf`)).status === 200,
    lists: ['/api/billing/invoices'],
    routes: [{ method: 'GET', path: '/api/billing/invoices/:id/pdf' }],
  },
  {
    name: 'project',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/projects', { name: 'Secret de A' }))).id,
    intact: async (owner, id) =>
      (await json<{ name: string }>(await owner.request(`/api/projects/${id}`))).name === 'Secret de A',
    lists: ['/api/projects', '/api/projects?status=planning&limit=200'],
    routes: [
      { method: 'GET', path: '/api/projects/:id' },
      { method: 'PATCH', path: '/api/projects/:id', body: { name: 'Volé par B' } },
      { method: 'DELETE', path: '/api/projects/:id' },
    ],
  },
  {
    name: 'task',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/tasks', { title: 'Secret de A' }))).id,
    intact: async (owner, id) =>
      (await json<{ title: string; status: string }>(await owner.request(`/api/tasks/${id}`))).status ===
      'todo',
    lists: ['/api/tasks?limit=200', '/api/tasks?q=Secret'],
    routes: [
      { method: 'GET', path: '/api/tasks/:id' },
      { method: 'PATCH', path: '/api/tasks/:id', body: { status: 'done' } },
      { method: 'DELETE', path: '/api/tasks/:id' },
    ],
  },
  {
    name: 'calendar event',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/events', {
            title: 'Secret de A',
            start: '2026-11-24T09:00:00+01:00',
            end: '2026-11-24T10:00:00+01:00',
          }),
        )
      ).id,
    intact: async (owner, id) =>
      (await json<{ title: string }>(await owner.request(`/api/events/${id}`))).title === 'Secret de A',
    lists: ['/api/events', '/api/events?limit=200'],
    routes: [
      { method: 'GET', path: '/api/events/:id' },
      { method: 'PATCH', path: '/api/events/:id', body: { title: 'Volé par B' } },
      { method: 'DELETE', path: '/api/events/:id' },
    ],
  },
  {
    name: 'CRM company',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/crm/companies', { name: 'Secret de A' }))).id,
    intact: async (owner, id) =>
      (await json<{ name: string }>(await owner.request(`/api/crm/companies/${id}`))).name === 'Secret de A',
    lists: ['/api/crm/companies', '/api/crm/companies?q=Secret', '/api/crm/export/contacts.csv'],
    routes: [
      { method: 'GET', path: '/api/crm/companies/:id' },
      { method: 'PATCH', path: '/api/crm/companies/:id', body: { name: 'Volé par B' } },
      { method: 'DELETE', path: '/api/crm/companies/:id' },
    ],
  },
  {
    name: 'CRM contact',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/crm/contacts', { name: 'Secret de A' }))).id,
    intact: async (owner, id) =>
      (await json<{ name: string }>(await owner.request(`/api/crm/contacts/${id}`))).name === 'Secret de A',
    lists: ['/api/crm/contacts', '/api/crm/contacts?q=Secret', '/api/crm/export/contacts.csv'],
    routes: [
      { method: 'GET', path: '/api/crm/contacts/:id' },
      { method: 'PATCH', path: '/api/crm/contacts/:id', body: { name: 'Volé par B' } },
      { method: 'DELETE', path: '/api/crm/contacts/:id' },
    ],
  },
  {
    name: 'CRM opportunity',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/crm/opportunities', { title: 'Secret de A' }))).id,
    intact: async (owner, id) =>
      (await json<{ stage: string }>(await owner.request(`/api/crm/opportunities/${id}`))).stage === 'new',
    lists: ['/api/crm/opportunities', '/api/crm/pipeline', '/api/crm/export/opportunities.csv'],
    routes: [
      { method: 'GET', path: '/api/crm/opportunities/:id' },
      { method: 'PATCH', path: '/api/crm/opportunities/:id', body: { stage: 'lost' } },
      { method: 'DELETE', path: '/api/crm/opportunities/:id' },
    ],
  },
  {
    name: 'time entry',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/time-entries', {
            startedAt: new Date(Date.now() - 3_600_000).toISOString(),
            durationMinutes: 30,
            note: 'Secret de A',
          }),
        )
      ).id,
    intact: async (owner, id) => {
      const res = await owner.request(`/api/time-entries/${id}`);
      return res.status === 200 && ((await res.json()) as { note: string }).note === 'Secret de A';
    },
    lists: [
      '/api/time-entries',
      '/api/time-entries/running',
      '/api/time-entries/summary',
      '/api/time-entries/export.csv',
    ],
    routes: [
      { method: 'GET', path: '/api/time-entries/:id' },
      { method: 'PATCH', path: '/api/time-entries/:id', body: { note: 'B' } },
      { method: 'POST', path: '/api/time-entries/:id/stop', body: {} },
      { method: 'DELETE', path: '/api/time-entries/:id' },
    ],
  },
  {
    name: 'webhook delivery',
    async create(owner) {
      // A closed loopback port: the delivery is logged (failed, to retry) and never reaches anyone.
      await json(
        await owner.request('/api/webhooks', {
          method: 'PUT',
          json: { url: 'http://127.0.0.1:9/secret-de-a' },
        }),
      );
      return (await json<{ delivery: { id: string } }>(await owner.post('/api/webhooks/test', {}))).delivery
        .id;
    },
    intact: async (owner, id) => (await owner.request(`/api/webhooks/deliveries/${id}`)).status === 200,
    lists: ['/api/webhooks/deliveries', '/api/webhooks'],
    routes: [
      { method: 'GET', path: '/api/webhooks/deliveries/:id' },
      { method: 'POST', path: '/api/webhooks/deliveries/:id/retry', body: {} },
      { method: 'DELETE', path: '/api/webhooks/deliveries/:id' },
    ],
  },
  {
    name: 'remembered fact',
    create: async (owner) =>
      (await json<{ id: string }>(await owner.post('/api/memory/facts', { text: 'Secret de A' }))).id,
    intact: async (owner, id) => {
      const { facts } = await json<{ facts: Array<{ id: string; text: string }> }>(
        await owner.request('/api/memory/facts'),
      );
      return facts.find((f) => f.id === id)?.text === 'Secret de A';
    },
    lists: ['/api/memory/facts', '/api/memory/profile'],
    routes: [
      { method: 'PATCH', path: '/api/memory/facts/:id', body: { text: 'Volé par B' } },
      { method: 'DELETE', path: '/api/memory/facts/:id' },
    ],
  },
  {
    name: 'document',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/documents/text', { name: 'Secret de A', text: 'Secret de A : le coffre.' }),
        )
      ).id,
    intact: async (owner, id) =>
      (await json<{ name: string }>(await owner.request(`/api/documents/${id}`))).name === 'Secret de A',
    lists: ['/api/documents', '/api/documents/search?q=coffre'],
    routes: [
      { method: 'GET', path: '/api/documents/:id' },
      { method: 'GET', path: '/api/documents/:id/download' },
      { method: 'PATCH', path: '/api/documents/:id', body: { name: 'Volé par B' } },
      { method: 'DELETE', path: '/api/documents/:id' },
    ],
  },
  {
    name: 'document passage',
    async create(owner) {
      await json(
        await owner.post('/api/documents/text', { name: 'Passage de A', text: 'Secret de A : la clé.' }),
      );
      const { passages } = await json<{ passages: Array<{ id: string }> }>(
        await owner.request('/api/documents/search?q=cle'),
      );
      return passages[0]!.id;
    },
    intact: async (owner, id) => (await owner.request(`/api/documents/passages/${id}`)).status === 200,
    lists: ['/api/documents/search?q=cle'],
    routes: [{ method: 'GET', path: '/api/documents/passages/:id' }],
  },
  {
    name: 'skill',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/skills', { employee: 'millie', name: 'Secret de A', trigger: 'manual' }),
        )
      ).id,
    intact: async (owner, id) => {
      const { skills } = await json<{ skills: Array<{ id: string; name: string }> }>(
        await owner.request('/api/skills'),
      );
      return skills.find((s) => s.id === id)?.name === 'Secret de A';
    },
    lists: ['/api/skills', '/api/skills?employee=millie', '/api/audit'],
    routes: [
      { method: 'PATCH', path: '/api/skills/:id', body: { name: 'Volé par B' } },
      { method: 'DELETE', path: '/api/skills/:id' },
      { method: 'POST', path: '/api/skills/:id/run', body: {} },
      { method: 'GET', path: '/api/skills/:id/runs' },
    ],
  },
  {
    name: 'approval (a skill proposed in French)',
    create: async (owner) =>
      (
        await json<{ id: string }>(
          await owner.post('/api/skills/describe', {
            employee: 'millie',
            text: 'Tous les lundis à 9h, Secret de A',
          }),
        )
      ).id,
    intact: async (owner, id) => {
      const { approvals } = await json<{ approvals: Array<{ id: string; status: string }> }>(
        await owner.request('/api/approvals'),
      );
      return approvals.find((a) => a.id === id)?.status === 'proposed';
    },
    lists: ['/api/approvals', '/api/approvals?status=pending', '/api/audit'],
    routes: [
      { method: 'POST', path: '/api/approvals/:id/approve', body: {} },
      { method: 'POST', path: '/api/approvals/:id/reject', body: {} },
      { method: 'POST', path: '/api/approvals/:id/undo', body: {} },
    ],
  },
  {
    name: 'synced mail message',
    async create(owner) {
      const session = await json<{ user: { id: string } }>(await owner.request('/api/auth/get-session'));
      const userId = session.user.id;
      const [account] = await currentDb
        .insert(mailboxAccount)
        .values({
          userId,
          email: 'a@exemple.test',
          imapHost: 'imap.exemple.test',
          imapPort: 993,
          imapTls: true,
          smtpHost: 'smtp.exemple.test',
          smtpPort: 465,
          smtpTls: true,
          username: 'a@exemple.test',
          secret: 'v1.auth.x.x.x',
        })
        .returning();
      const [message] = await currentDb
        .insert(mailboxMessage)
        .values({
          accountId: account!.id,
          userId,
          uid: 1,
          fromAddress: 'client@exemple.test',
          subject: 'Secret de A',
          receivedAt: new Date(),
          category: 'to-answer',
        })
        .returning();
      return message!.id;
    },
    intact: async (owner, id) => {
      const { messages } = await json<{ messages: Array<{ id: string; subject: string }> }>(
        await owner.request('/api/mailbox/messages'),
      );
      return messages.find((m) => m.id === id)?.subject === 'Secret de A';
    },
    lists: ['/api/mailbox/messages', '/api/mailbox'],
    routes: [{ method: 'POST', path: '/api/mailbox/messages/:id/reply', body: {} }],
  },
  {
    name: 'support ticket',
    create: async (owner) =>
      (
        await json<{ ticket: { id: string } }>(
          await owner.post('/api/support/tickets', {
            requesterName: 'Client de A',
            requesterEmail: 'client@exemple.test',
            subject: 'Secret de A',
            body: 'Le détail secret de A.',
          }),
        )
      ).ticket.id,
    intact: async (owner, id) => {
      const res = await owner.request(`/api/support/tickets/${id}`);
      const body = (await res.json()) as { ticket: { status: string }; messages: unknown[] };
      return res.status === 200 && body.ticket.status === 'new' && body.messages.length === 1;
    },
    lists: ['/api/support/tickets', '/api/support/tickets?q=Secret', '/api/support/tickets?overdue=true'],
    routes: [
      { method: 'GET', path: '/api/support/tickets/:id' },
      { method: 'PATCH', path: '/api/support/tickets/:id', body: { status: 'closed' } },
      {
        method: 'POST',
        path: '/api/support/tickets/:id/replies',
        body: { body: 'Réponse de B', requestKey: '0b1c7a52-5d0e-4a7a-9f55-0d8a4b0f6c11' },
      },
      // Clide's draft of another desk's ticket (decision 068).
      { method: 'POST', path: '/api/support/tickets/:id/draft', body: {} },
    ],
  },
  {
    // Teams (decision 072): A's organisation, its membership and a pending invitation.
    name: 'organisation',
    create: async (owner) =>
      (await json<{ organisations: Array<{ id: string }> }>(await owner.request('/api/organisations')))
        .organisations[0]!.id,
    intact: async (owner, id) =>
      (
        await json<{ organisations: Array<{ id: string; active: boolean }> }>(
          await owner.request('/api/organisations'),
        )
      ).organisations.some((o) => o.id === id && o.active),
    lists: ['/api/organisations', '/api/team'],
    routes: [{ method: 'POST', path: '/api/organisations/:id/switch', body: {} }],
  },
  {
    name: 'team member',
    create: async (owner) =>
      (await json<{ you: { userId: string } }>(await owner.request('/api/team'))).you.userId,
    intact: async (owner, id) =>
      (
        await json<{ members: Array<{ userId: string; role: string }> }>(await owner.request('/api/team'))
      ).members.some((m) => m.userId === id && m.role === 'owner'),
    lists: ['/api/team'],
    routes: [
      { method: 'PATCH', path: '/api/team/members/:userId', body: { role: 'member' } },
      { method: 'PUT', path: '/api/team/members/:userId/allowance', body: { aiDailyAllowance: 0 } },
      { method: 'DELETE', path: '/api/team/members/:userId' },
    ],
  },
  {
    name: 'team invitation',
    async create(owner) {
      // The Free plan counts one member: A pays Pro first (unless an earlier resource did).
      const team = await json<{ seats: number | null }>(await owner.request('/api/team'));
      if (team.seats !== null) await payProInSandbox(owner);
      const { invitation } = await json<{ invitation: { id: string } }>(
        await owner.post('/api/team/invitations', {
          email: `secret.${Date.now()}@exemple.test`,
          role: 'member',
          confirmSeat: true,
        }),
      );
      return invitation.id;
    },
    intact: async (owner, id) =>
      (await json<{ invitations: Array<{ id: string }> }>(await owner.request('/api/team'))).invitations.some(
        (i) => i.id === id,
      ),
    lists: ['/api/team'],
    routes: [{ method: 'DELETE', path: '/api/team/invitations/:id' }],
  },
  {
    // A better-auth session: B closing A's session by its id finds nothing (security page).
    name: 'session',
    create: async (owner) =>
      (
        await json<{ sessions: Array<{ id: string; current: boolean }> }>(
          await owner.request('/api/account/security'),
        )
      ).sessions.find((s) => s.current)!.id,
    intact: async (owner, id) => {
      const res = await owner.request('/api/account/security');
      const { sessions } = (await res.json()) as { sessions: Array<{ id: string }> };
      return res.status === 200 && sessions.some((s) => s.id === id);
    },
    lists: ['/api/account/security'],
    routes: [{ method: 'DELETE', path: '/api/account/sessions/:id' }],
  },
];

/** Path parameters that name no user's row (an employee of the shared catalogue). */
// An integration id names the catalogue entry; each user's state of it is their own
// (integrations.test.ts checks that B's toggle leaves A's alone).
const sharedParams = [':employee', ':integration'];

describe.each(testDatabaseKinds())('authorisation matrix on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    currentDb = database.db;
    // Webhook deliveries go to a closed loopback port here: the SSRF guard is lifted for that.
    server = await startTestServer(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
    alice = (await signedInClient(server.url, database.db)).client;
    bob = (await signedInClient(server.url, database.db)).client;
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  for (const resource of resources) {
    it(`B can neither see, change nor delete A's ${resource.name}`, async () => {
      const id = await resource.create(alice);
      for (const route of resource.routes) {
        const path = route.path.replace(/:[a-zA-Z]+/, id);
        const res = await bob.request(path, {
          method: route.method,
          ...(route.body === undefined ? {} : { json: route.body }),
        } as RequestInit);
        expect([403, 404], `${route.method} ${route.path} as B → ${res.status}`).toContain(res.status);
        const body = await res.text();
        expect(body).not.toContain('Secret de A');
      }
      for (const list of resource.lists) {
        const res = await bob.request(list);
        expect(res.status).toBe(200);
        expect(await res.text(), `${list} as B`).not.toContain(id);
      }
      expect(await resource.intact(alice, id), `A's ${resource.name} after B's attempts`).toBe(true);
    });
  }

  it('every route with a row id in its path is in the matrix', () => {
    const covered = new Set(
      resources.flatMap((r) => r.routes.map((route) => `${route.method} ${route.path}`)),
    );
    const missing = routeTable()
      .filter((rule) => rule.access === 'session' && /:[a-zA-Z]+/.test(rule.path))
      .filter((rule) => !sharedParams.some((param) => rule.path.includes(param)))
      .map((rule) => `${rule.method} ${rule.path}`)
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });
});
