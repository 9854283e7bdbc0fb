import { asSchema } from 'ai';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ConversationDetail, technicalProblemReply } from '../../shared/chat.ts';
import { readChatEvents, replyText } from '../chat/chat-stream.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { workspaceActions } from './actions/registry.ts';
import { actionsOf } from './employees/registry.ts';

// The real AI SDK client against a local server speaking OpenAI's chat-completions protocol.
describe('chat through an OpenAI-compatible provider', () => {
  let database: TestDatabase;
  let provider: FakeOpenAiServer;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const ask = (content: string) => ({ employee: 'chip', messages: [{ role: 'user', content }] });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    provider = await startFakeOpenAiServer({ kind: 'reply', words: ['Bonjour'] });
    server = await startTestServer(database, {
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'fake-model',
      // Short enough for the stall test, long enough for a first request on a loaded machine.
      AI_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await database?.dispose();
  });

  it('streams the provider reply, with the persona as the system message', async () => {
    provider.setMode({ kind: 'reply', words: ['Voici', 'trois', 'prospects', 'à', 'relancer.'], delayMs: 5 });
    const res = await new TestClient(server.url).post('/api/chat/stream', ask('Qui dois-je relancer ?'));
    const events = await readChatEvents(res);
    expect(replyText(events)).toBe('Voici trois prospects à relancer.');
    expect(events.at(-1)).toEqual({
      type: 'done',
      engine: 'openai-compatible',
      understood: { rule: 'model', skill: null },
    });

    const sent = provider.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.stream).toBe(true);
    const messages = sent.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Chip');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Qui dois-je relancer ?' });
  });

  it('gives the provider the passages of the documents, keeps what it cites and marks a reply citing none', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await client.post('/api/documents/text', {
      name: 'Tarifs 2026',
      text: 'Le forfait Essentiel coûte 49 euros HT par mois.\n\nLe forfait Premium coûte 99 euros HT par mois.',
    });
    const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
    provider.setMode({
      kind: 'reply',
      words: ['Le', 'forfait', 'Essentiel', 'coûte', '49', '€', 'HT', '[1].'],
    });
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Quel est le prix du forfait Essentiel ?',
      }),
    );
    const system = (provider.requests.at(-1)!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain('[1] Tarifs 2026');
    expect(system).toContain('Le forfait Essentiel coûte 49 euros HT par mois.');
    expect(system).toContain('cite chaque passage utilisé par son numéro entre crochets');
    expect(events.find((e) => e.type === 'sources')).toMatchObject({
      uncited: false,
      sources: [{ documentName: 'Tarifs 2026' }],
    });

    provider.setMode({ kind: 'reply', words: ['Environ', '50', '€.'] });
    const uncited = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Et le prix du forfait Premium ?' }),
    );
    expect(uncited.find((e) => e.type === 'sources')).toEqual({
      type: 'sources',
      sources: [],
      uncited: true,
    });
  });

  it('answers the JSON call with the whole reply', async () => {
    provider.setMode({ kind: 'reply', words: ['Tout', 'est', 'prêt.'] });
    const res = await new TestClient(server.url).post('/api/chat', ask('Prêt ?'));
    expect(await res.json()).toEqual({
      response: 'Tout est prêt.',
      employee: 'chip',
      engine: 'openai-compatible',
      understood: { rule: 'model', skill: null },
    });
  });

  it('turns a provider error into the French message, and stores the failed reply', async () => {
    provider.setMode({ kind: 'error', status: 500 });
    const json = await new TestClient(server.url).post('/api/chat', ask('Bonjour'));
    expect(json.status).toBe(502);
    expect((await json.json()).error).toEqual({
      code: 'ai:provider',
      message: "Impossible d'envoyer le message. Veuillez réessayer.",
    });

    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Salut' }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'ai:provider', interrupted: false });
    const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages.map((m) => [m.role, m.status, m.content])).toEqual([
      ['user', 'complete', 'Salut'],
      ['assistant', 'error', technicalProblemReply],
    ]);
  });

  it.each(['html', 'broken-events'] as const)(
    'answers the French message when the provider returns garbage (%s), and keeps the message',
    async (as) => {
      provider.setMode({ kind: 'garbage', as });
      const json = await new TestClient(server.url).post('/api/chat', ask('Bonjour'));
      expect(json.status).toBe(502);
      expect((await json.json()).error.message).toBe("Impossible d'envoyer le message. Veuillez réessayer.");

      const { client } = await signedInClient(server.url, database.db);
      const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
      const events = await readChatEvents(
        await client.post(`/api/conversations/${id}/messages`, { content: 'Toujours là ?' }),
      );
      expect(events.at(-1)).toMatchObject({ type: 'error', code: 'ai:provider' });
      const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
      expect(detail.messages[0]).toMatchObject({
        role: 'user',
        status: 'complete',
        content: 'Toujours là ?',
      });
      expect(detail.messages[1]).toMatchObject({ role: 'assistant', status: 'error' });
    },
  );

  it('cuts a stalled provider at the timeout', async () => {
    provider.setMode({ kind: 'stall' });
    const started = Date.now();
    const events = await readChatEvents(
      await new TestClient(server.url).post('/api/chat/stream', ask('Allô ?')),
    );
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'ai:timeout', interrupted: false });
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('lets the model call the workspace tools: a change becomes a proposal with its card', async () => {
    provider.setMode({
      kind: 'tool',
      name: 'create_task',
      args: { title: 'Relancer le client Durand', dueDate: '2026-11-27', priority: 'high' },
      words: ['Je', 'vous', 'propose', 'cette', 'tâche.'],
    });
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Il faudrait relancer Durand vendredi',
      }),
    );
    const action = events.find((e) => e.type === 'action');
    expect(action).toMatchObject({
      action: {
        kind: 'create_task',
        status: 'proposed',
        summary: expect.stringContaining('Relancer le client Durand'),
      },
    });
    expect(replyText(events)).toBe('Je vous propose cette tâche.');
    // Recorded with the reply: the model called a tool, and the skill that declares it (Alfred's tasks).
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      understood: { rule: 'model_tool', skill: 'create_task' },
    });
    // The model got the tool's answer: a proposal waiting for the user.
    const toolTurn = (
      provider.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
    ).find((m) => m.role === 'tool');
    expect(JSON.stringify(toolTurn)).toContain('en attente de son accord');
    const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages[1]!.action).toMatchObject({ kind: 'create_task', status: 'proposed' });
  });

  it("gives the model the registry's action schemas, and a tool call with bad params proposes nothing", async () => {
    provider.setMode({
      kind: 'tool',
      name: 'create_task',
      args: { title: 'Relancer le client Petit', priority: 'critique' },
      words: ['Je', 'ne', 'peux', 'pas.'],
    });
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Relance Petit, c’est critique' }),
    );
    expect(events.find((e) => e.type === 'action')).toBeUndefined();
    expect(replyText(events)).toBe('Je ne peux pas.');
    // The model was told why, in the tool's answer.
    const turns = provider.requests.at(-1)!.body.messages as Array<{ role: string; content: unknown }>;
    expect(JSON.stringify(turns.find((m) => m.role === 'tool'))).toContain('priority');
    const listed = await (await client.request('/api/actions')).json();
    expect(listed.actions).toEqual([]);

    // The tools offered are the actions of the employee's skills in the registry, each with its own
    // schema as JSON. The turn's first request (a signed-in user's: the action tools are offered).
    const first = provider.requests.at(-2)!;
    const tools = first.body.tools as Array<{ function: { name: string; parameters: unknown } }>;
    expect(tools.map((t) => t.function.name)).toContain('create_task');
    const offered = actionsOf('alfred').map((kind) => workspaceActions[kind]);
    expect(offered.map((action) => action.kind)).toContain('crm_create_opportunity');
    for (const action of offered) {
      const sent = tools.find((t) => t.function.name === action.kind);
      expect(sent?.function.parameters).toEqual(
        await asSchema(action.params as z.ZodType<object>).jsonSchema,
      );
    }
    expect(tools.some((t) => t.function.name === 'send_email')).toBe(false);
  });

  it('gives the model the desk’s open tickets, and Clide’s draft keeps no figure the documents lack', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const created = await (
      await client.post('/api/support/tickets', {
        requesterName: 'Jeanne Martin',
        requesterEmail: 'jeanne@client.test',
        subject: 'Prix du ramonage',
        body: 'Bonjour, combien coûte le ramonage d’une cheminée ?',
      })
    ).json();
    const { id } = await (await client.post('/api/conversations', { employee: 'clide' })).json();
    provider.setMode({ kind: 'reply', words: ['Aucun', 'ticket', 'en', 'retard.'] });
    await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Quels tickets sont en retard ?' }),
    );
    const system = (provider.requests.at(-1)!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toContain('Support : 1 ticket(s) ouvert(s), dont 0 en retard.');
    expect(system).toContain(
      `[${created.ticket.id}] « Prix du ramonage » de Jeanne Martin <jeanne@client.test>`,
    );
    // What she wrote, so the model answers her words and not only the subject.
    expect(system).toContain(
      'Dernier message du client : « Bonjour, combien coûte le ramonage d’une cheminée ? »',
    );
    const tools = provider.requests.at(-1)!.body.tools as Array<{ function: { name: string } }>;
    expect(tools.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['support_reply', 'support_escalate']),
    );

    // No document gives a price: the model's 80 € is not sent; the offline draft, which promises none, is.
    provider.setMode({ kind: 'reply', words: ['Bonjour,', 'le', 'ramonage', 'coûte', '80', '€.'] });
    const invented = await (await client.post(`/api/support/tickets/${created.ticket.id}/draft`, {})).json();
    expect(invented.note).toContain('absents de vos documents');
    const listed = (await (await client.request('/api/actions')).json()).actions as Array<{
      id: string;
      summary: string;
    }>;
    expect(listed.find((a) => a.id === invented.action.id)?.summary).toBe(
      'Répondre au ticket « Prix du ramonage » de jeanne@client.test',
    );
    await client.post('/api/documents/text', {
      name: 'Tarifs ramonage',
      text: 'Ramonage d’une cheminée : 80 € TTC, certificat compris.',
    });
    provider.setMode({ kind: 'reply', words: ['Bonjour,', 'le', 'ramonage', 'coûte', '80', '€', 'TTC.'] });
    const grounded = await (await client.post(`/api/support/tickets/${created.ticket.id}/draft`, {})).json();
    expect(grounded.note).not.toContain('absents de vos documents');
    expect(grounded.note).toContain('Tarifs ramonage');
  });

  it('gives the model the CRM, and its CRM tool call becomes a proposal run on approval (decision 067)', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const company = await (await client.post('/api/crm/companies', { name: 'Syndic Foncia Lyon 7' })).json();
    const opportunity = await (
      await client.post('/api/crm/opportunities', {
        title: 'Contrat d’entretien annuel',
        companyId: company.id,
        amountCents: 480_000,
        nextStep: 'Relancer',
        nextStepDate: '2026-12-15',
      })
    ).json();
    provider.setMode({
      kind: 'tool',
      name: 'crm_move_opportunity',
      args: {
        opportunityId: opportunity.id,
        opportunity: 'Contrat d’entretien annuel',
        stage: 'negotiation',
      },
      words: ['C’est', 'proposé.'],
    });
    const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Passe Foncia en négociation' }),
    );
    const system = (provider.requests.at(-2)!.body.messages as Array<{ role: string; content: string }>)[0]!;
    expect(system.content).toContain(
      `[${opportunity.id}] « Contrat d’entretien annuel » — Syndic Foncia Lyon 7`,
    );
    expect(system.content).toContain('4\u202f800\u00a0€ HT');
    expect(system.content).toContain('prochaine étape : Relancer le 2026-12-15');
    const action = (events.find((e) => e.type === 'action') as { action: { id: string; summary: string } })
      .action;
    expect(action.summary).toBe('Passer l’opportunité « Contrat d’entretien annuel » à l’étape Négociation');
    const approved = await (await client.post(`/api/actions/${action.id}/approve`, {})).json();
    expect(approved.action.status).toBe('executed');
    const after = await (await client.request(`/api/crm/opportunities/${opportunity.id}`)).json();
    expect(after.stage).toBe('negotiation');

    // A visitor has no CRM, and the model is told so rather than left to invent one.
    provider.setMode({ kind: 'reply', words: ['Pas', 'de', 'CRM.'] });
    await readChatEvents(
      await new TestClient(server.url).post('/api/chat/stream', ask('Où en est le pipeline ?')),
    );
    const visitor = (provider.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>)[0]!;
    expect(visitor.content).toContain('CRM : aucun (visiteur non connecté)');
  });

  it('keeps what arrived when the stream is cut halfway, marked interrupted', async () => {
    provider.setMode({ kind: 'cut', words: ['Un', 'deux', 'trois', 'quatre', 'cinq', 'six'] });
    const { client } = await signedInClient(server.url, database.db);
    const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, { content: 'Compte' }),
    );
    expect(replyText(events)).toBe('Un deux trois');
    expect(events.at(-1)).toMatchObject({ type: 'error', interrupted: true });
    const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages[1]).toMatchObject({
      role: 'assistant',
      status: 'interrupted',
      content: 'Un deux trois',
    });
  });
});

// The user's message is written while the provider starts (issue 25): it must still be there whatever
// happens to the reply, and the reply is never said done when it could not be written.
describe.each(testDatabaseKinds())(
  'the user message written off the path to the first token, on %s',
  (kind) => {
    let database: TestDatabase;
    let provider: FakeOpenAiServer;
    let server: Awaited<ReturnType<typeof startTestServer>>;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      provider = await startFakeOpenAiServer({ kind: 'reply', words: ['Bonjour'] });
      server = await startTestServer(database, {
        AI_BASE_URL: provider.baseUrl,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '5000',
      });
    });
    afterAll(async () => {
      await server?.close();
      await provider?.close();
      await database?.dispose();
    });

    it('keeps the message and the words that arrived when the user stops the reply', async () => {
      provider.setMode({
        kind: 'reply',
        words: Array.from({ length: 40 }, (_, i) => `mot${i}`),
        delayMs: 50,
      });
      const { client } = await signedInClient(server.url, database.db);
      const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
      const stop = new AbortController();
      const res = await client.request(`/api/conversations/${id}/messages`, {
        method: 'POST',
        body: JSON.stringify({ content: 'Arrête-toi vite' }),
        headers: { 'content-type': 'application/json' },
        signal: stop.signal,
      });
      const reader = res.body!.getReader();
      let seen = '';
      while (!seen.includes('"delta"')) seen += new TextDecoder().decode((await reader.read()).value);
      stop.abort();
      // The reply is stored when the server has seen the browser go.
      let detail: ConversationDetail | undefined;
      for (let i = 0; i < 100 && (detail?.messages.length ?? 0) < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
      }
      expect(detail!.messages[0]).toMatchObject({
        role: 'user',
        content: 'Arrête-toi vite',
        status: 'complete',
      });
      expect(detail!.messages[1]).toMatchObject({ role: 'assistant', status: 'interrupted' });
      expect(detail!.messages[1]!.content).toMatch(/^mot0/);
    });

    it('ends with a French error, not done, when the message could not be written', async () => {
      await database.db.execute(
        sql.raw(`create or replace function test_refuse_message() returns trigger language plpgsql as $$
        begin
          if new.content = 'Message impossible à écrire' then raise exception 'disque plein (test)'; end if;
          return new;
        end $$`),
      );
      await database.db.execute(
        sql.raw(
          'create trigger test_refuse_message before insert on chat_message for each row execute function test_refuse_message()',
        ),
      );
      try {
        provider.setMode({ kind: 'reply', words: ['Voici', 'la', 'réponse.'] });
        const { client } = await signedInClient(server.url, database.db);
        const { id } = await (await client.post('/api/conversations', { employee: 'chip' })).json();
        const events = await readChatEvents(
          await client.post(`/api/conversations/${id}/messages`, { content: 'Message impossible à écrire' }),
        );
        expect(replyText(events)).toBe('Voici la réponse.');
        expect(events.some((e) => e.type === 'done')).toBe(false);
        expect(events.at(-1)).toEqual({
          type: 'error',
          code: 'unavailable',
          message: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
          interrupted: false,
        });
        // No reply stored without its question.
        const detail = (await (
          await client.request(`/api/conversations/${id}`)
        ).json()) as ConversationDetail;
        expect(detail.messages).toEqual([]);
      } finally {
        await database.db.execute(sql.raw('drop trigger test_refuse_message on chat_message'));
      }
    });
  },
);
