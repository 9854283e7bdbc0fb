import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyProfileDto, MemoryFactDto } from '../../shared/memory.ts';
import { emptyCompanyMemory, type ReplyRequest } from '../ai/types.ts';
import { readChatEvents } from '../chat/chat-stream.ts';
import { companyProfile, memoryFact } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createMemoryService } from './memory.service.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function userIdOf(client: TestClient): Promise<string> {
  return ((await (await client.request('/api/account')).json()) as { user: { id: string } }).user.id;
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

/**
 * A body over the 1 MB limit, on its own connection: the server answers 413 from the Content-Length
 * and may close the socket while the body is still being sent, which must not hit a pooled one.
 */
function sendHugeBody(client: TestClient, method: string, path: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${client.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: client.baseUrl,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const fullProfile = {
  name: 'Boulangerie Martin',
  activity: 'Boulangerie artisanale',
  city: 'Lyon',
  tone: 'chaleureux',
  signature: 'Marie Martin\ngérante',
  addressForm: 'tu',
};

describe.each(testDatabaseKinds())('company memory API on %s', (kind) => {
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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const put = (client: TestClient, json: unknown) =>
    client.request('/api/memory/profile', { method: 'PUT', json });
  const patch = (client: TestClient, id: string, json: unknown) =>
    client.request(`/api/memory/facts/${id}`, { method: 'PATCH', json });
  const listFacts = async (client: TestClient) =>
    ((await (await client.request('/api/memory/facts')).json()) as { facts: MemoryFactDto[] }).facts;

  it('answers 401 to a visitor on every memory route', async () => {
    const visitor = new TestClient(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/memory/profile'],
      ['PUT', '/api/memory/profile', fullProfile],
      ['GET', '/api/memory/facts'],
      ['POST', '/api/memory/facts', { text: 'x' }],
      ['PATCH', `/api/memory/facts/${id}`, { text: 'x' }],
      ['DELETE', `/api/memory/facts/${id}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await visitor.request(path, { method, ...(json ? { json } : {}) } as RequestInit);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps the company profile: empty at first, replaced by PUT, blanks unset', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const empty = (await (await client.request('/api/memory/profile')).json()) as CompanyProfileDto;
    expect(empty).toEqual({
      name: null,
      activity: null,
      city: null,
      tone: null,
      signature: null,
      addressForm: null,
      updatedAt: null,
    });

    const saved = await put(client, { ...fullProfile, name: '  Boulangerie Martin  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject(fullProfile);
    const read = (await (await client.request('/api/memory/profile')).json()) as CompanyProfileDto;
    expect(read).toMatchObject(fullProfile);
    expect(Date.parse(read.updatedAt!)).not.toBeNaN();

    // PUT replaces: left out or blank means unset; a CRLF signature keeps plain newlines.
    const replaced = await put(client, { name: 'Martin & fils', city: '  ', signature: 'Marie\r\nMartin' });
    expect(await replaced.json()).toMatchObject({
      name: 'Martin & fils',
      activity: null,
      city: null,
      tone: null,
      signature: 'Marie\nMartin',
      addressForm: null,
    });
  });

  it.each([
    ['an unknown tone', { tone: 'familier' }, 'Ton inconnu : professionnel, chaleureux, direct ou formel.'],
    ['an unknown address form', { addressForm: 'toi' }, 'Choisissez « tu » ou « vous ».'],
    ['a name over 120 characters', { name: 'a'.repeat(121) }, 'ne peut pas dépasser 120 caractères'],
    ['an activity over 200 characters', { activity: 'a'.repeat(201) }, 'dépasser 200 caractères'],
    ['a city over 80 characters', { city: 'a'.repeat(81) }, 'dépasser 80 caractères'],
    ['a signature over 300 characters', { signature: 'a'.repeat(301) }, 'dépasser 300 caractères'],
    ['a NUL byte in the city', { city: 'Ly\u0000on' }, 'caractère non autorisé'],
    ['a newline in the name', { name: 'Martin\nfils' }, 'caractère non autorisé'],
    ['a tab in the signature', { signature: 'Marie\tMartin' }, 'caractère non autorisé'],
    ['a number as name', { name: 42 }, 'doit être un texte'],
  ])('refuses a profile with %s (French 400)', async (label, body, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const error = await errorOf(await put(client, body));
    expect(error.status).toBe(400);
    // A NUL is refused by the guard on every request (src/server/http/control-characters.ts).
    expect(error.code).toBe(label.includes('NUL') ? 'validation:control_character' : 'validation:body');
    expect(error.message).toContain(message);
  });

  it('adds, lists, edits and deletes facts; an identical fact is kept once', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const created = await client.post('/api/memory/facts', { text: '  Nos devis sont valables 30 jours. ' });
    expect(created.status).toBe(201);
    const fact = (await created.json()) as MemoryFactDto;
    expect(fact).toMatchObject({ text: 'Nos devis sont valables 30 jours.', employee: null });

    const again = (await (
      await client.post('/api/memory/facts', { text: 'NOS DEVIS SONT VALABLES 30 JOURS.' })
    ).json()) as MemoryFactDto;
    expect(again.id).toBe(fact.id);
    const second = (await (
      await client.post('/api/memory/facts', { text: 'Le client Durand paie à 45 jours.' })
    ).json()) as MemoryFactDto;
    expect((await listFacts(client)).map((f) => f.text)).toEqual([
      'Nos devis sont valables 30 jours.',
      'Le client Durand paie à 45 jours.',
    ]);

    const edited = await patch(client, fact.id, { text: 'Nos devis sont valables 60 jours.' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as MemoryFactDto).text).toBe('Nos devis sont valables 60 jours.');
    const clash = await errorOf(
      await patch(client, second.id, { text: 'nos devis sont valables 60 jours.' }),
    );
    expect(clash).toMatchObject({ status: 409, message: 'Ce fait est déjà retenu.' });

    expect((await client.request(`/api/memory/facts/${fact.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/api/memory/facts/${fact.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await listFacts(client)).map((f) => f.id)).toEqual([second.id]);
  });

  it('answers 404 to another user for a fact that is not theirs, and changes nothing', async () => {
    const alice = (await signedInClient(server.url, database.db)).client;
    const bob = (await signedInClient(server.url, database.db)).client;
    const fact = (await (
      await alice.post('/api/memory/facts', { text: 'Code de la porte : 1234' })
    ).json()) as MemoryFactDto;
    await put(alice, fullProfile);

    const stolen = await errorOf(await patch(bob, fact.id, { text: 'Volé' }));
    expect(stolen).toEqual({ status: 404, code: 'not_found', message: 'Fait introuvable.' });
    expect((await bob.request(`/api/memory/facts/${fact.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await listFacts(bob)).toEqual([]);
    expect(((await (await bob.request('/api/memory/profile')).json()) as CompanyProfileDto).name).toBeNull();
    // Bob saying the same fact gets his own row, not Alice's.
    const bobs = (await (
      await bob.post('/api/memory/facts', { text: 'Code de la porte : 1234' })
    ).json()) as MemoryFactDto;
    expect(bobs.id).not.toBe(fact.id);
    expect(await listFacts(alice)).toEqual([fact]);
  });

  it('keeps at most 100 facts and 500 characters per fact', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(client);
    const long = await errorOf(await client.post('/api/memory/facts', { text: 'a'.repeat(501) }));
    expect(long).toMatchObject({ status: 400, message: 'Un fait ne peut pas dépasser 500 caractères.' });
    expect((await client.post('/api/memory/facts', { text: 'b'.repeat(500) })).status).toBe(201);

    await database.db
      .insert(memoryFact)
      .values(Array.from({ length: 98 }, (_, i) => ({ userId, text: `Fait numéro ${i}` })));
    expect((await client.post('/api/memory/facts', { text: 'Le centième fait' })).status).toBe(201);
    const over = await errorOf(await client.post('/api/memory/facts', { text: 'Le cent unième fait' }));
    expect(over.status).toBe(409);
    expect(over.code).toBe('quota:memory_facts');
    expect(over.message).toContain('au plus 100 faits');
    // An identical fact is still answered: it takes no new place.
    expect((await client.post('/api/memory/facts', { text: 'le centième fait' })).status).toBe(201);
    expect(await listFacts(client)).toHaveLength(100);
  });

  it('refuses bad input with a French 4xx, never a 500', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const cases: Array<[string, RequestInit & { json?: unknown }, number, string]> = [
      ['NUL byte', { method: 'POST', json: { text: 'Retiens\u0000ça' } }, 400, 'caractère non autorisé'],
      ['newline', { method: 'POST', json: { text: 'une\nligne' } }, 400, 'caractère non autorisé'],
      ['blank fact', { method: 'POST', json: { text: '   ' } }, 400, 'Le fait à retenir est vide.'],
      ['number', { method: 'POST', json: { text: 12 } }, 400, 'doit être un texte'],
      [
        'broken JSON',
        { method: 'POST', body: '{"text":', headers: { 'content-type': 'application/json' } },
        400,
        'JSON valide',
      ],
    ];
    for (const [label, init, status, message] of cases) {
      const error = await errorOf(await client.request('/api/memory/facts', init));
      expect(error.status, label).toBe(status);
      expect(error.message, label).toContain(message);
    }
    const badId = await errorOf(await patch(client, 'pas-un-uuid', { text: 'x' }));
    expect(badId).toMatchObject({ status: 400, message: 'Identifiant de fait invalide.' });
    for (const [method, path, field] of [
      ['POST', '/api/memory/facts', 'text'],
      ['PUT', '/api/memory/profile', 'signature'],
    ] as const) {
      const huge = await sendHugeBody(
        client,
        method,
        path,
        JSON.stringify({ [field]: 'x'.repeat(1024 * 1024 + 10) }),
      );
      expect(huge.status, path).toBe(413);
      expect(JSON.parse(huge.body).error.message).toBe('La requête est trop volumineuse.');
    }
    expect(await listFacts(client)).toEqual([]);
  });

  it('exports the profile and the facts, and deleting the account deletes them', async () => {
    const { client, email } = await signedInClient(server.url, database.db);
    const other = (await signedInClient(server.url, database.db)).client;
    const userId = await userIdOf(client);
    await put(client, fullProfile);
    await client.post('/api/memory/facts', { text: 'Fermé le lundi' });
    await other.post('/api/memory/facts', { text: 'Fait de quelqu’un d’autre' });

    const exported = (await (await client.request('/api/account/export')).json()) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.tables.company_profile).toEqual([
      expect.objectContaining({ name: 'Boulangerie Martin', city: 'Lyon', addressForm: 'tu' }),
    ]);
    expect(exported.tables.memory_fact).toEqual([expect.objectContaining({ text: 'Fermé le lundi' })]);

    const deleted = await client.request('/api/account', { method: 'DELETE', json: { confirmation: email } });
    expect(deleted.status).toBe(200);
    expect(await database.db.select().from(memoryFact).where(eq(memoryFact.userId, userId))).toEqual([]);
    expect(await database.db.select().from(companyProfile).where(eq(companyProfile.userId, userId))).toEqual(
      [],
    );
    expect((await listFacts(other)).map((f) => f.text)).toEqual(['Fait de quelqu’un d’autre']);
  });

  it('memoryFor returns the stored profile and facts, oldest first; remember keeps who was told', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const userId = await userIdOf(client);
    const memory = createMemoryService(database.db);
    expect(await memory.memoryFor(userId)).toEqual(emptyCompanyMemory);

    await put(client, fullProfile);
    const first = await memory.remember(userId, '  Le client Durand\n préfère   le téléphone ', 'suki');
    expect(first).toMatchObject({ text: 'Le client Durand préfère le téléphone', employee: 'suki' });
    const second = await memory.remember(userId, 'TVA à 5,5 % sur le pain');
    const { profile, facts } = await memory.memoryFor(userId);
    expect(profile).toEqual({
      name: 'Boulangerie Martin',
      activity: 'Boulangerie artisanale',
      city: 'Lyon',
      tone: 'chaleureux',
      signature: 'Marie Martin\ngérante',
      addressForm: 'tu',
    });
    expect(facts).toEqual([
      { id: first.id, text: 'Le client Durand préfère le téléphone' },
      { id: second.id, text: 'TVA à 5,5 % sur le pain' },
    ]);
    await expect(memory.remember(userId, '\u0000')).rejects.toMatchObject({ status: 400 });
  });

  it('passes the memory to every reply of a signed-in user, and the remember tool stores with the employee', async () => {
    const { client } = await signedInClient(server.url, database.db);
    await put(client, fullProfile);
    const fact = (await (
      await client.post('/api/memory/facts', { text: 'Livraisons le mardi' })
    ).json()) as MemoryFactDto;
    const seen: ReplyRequest[] = [];
    const engine = server.services.ai;
    const original = engine.streamReply.bind(engine);
    vi.spyOn(engine, 'streamReply').mockImplementation((request, signal) => {
      seen.push(request);
      return original(request, signal);
    });

    const conversation = (await (await client.post('/api/conversations', { employee: 'chip' })).json()) as {
      id: string;
    };
    const reply = await client.post(`/api/conversations/${conversation.id}/messages`, {
      content: 'Rédige un mot pour nos clients',
    });
    expect(reply.status).toBe(200);
    expect((await readChatEvents(reply)).at(-1)).toMatchObject({ type: 'done' });
    const request = seen.at(-1)!;
    expect(request.memory?.profile).toMatchObject({ name: 'Boulangerie Martin', addressForm: 'tu' });
    expect(request.memory?.facts).toEqual([{ id: fact.id, text: 'Livraisons le mardi' }]);

    const line = await request.actions!.remember!('Le magasin ferme à 19 h');
    expect(line).toContain('Le magasin ferme à 19 h');
    expect(line).toMatch(/noté/);
    const stored = (await listFacts(client)).find((f) => f.text === 'Le magasin ferme à 19 h');
    expect(stored?.employee).toBe('chip');
    expect(await request.actions!.remember!('\u0000')).toContain("Je n'ai pas pu le retenir");

    // The public chat: a signed-in user gets the memory too, a visitor the empty one.
    const signedIn = await client.post('/api/chat/stream', {
      employee: 'alfred',
      messages: [{ role: 'user', content: 'Bonjour' }],
    });
    await readChatEvents(signedIn);
    expect(seen.at(-1)!.memory?.facts.map((f) => f.text)).toContain('Le magasin ferme à 19 h');
    const visitor = await new TestClient(server.url).post('/api/chat', {
      employee: 'alfred',
      messages: [{ role: 'user', content: 'Bonjour' }],
    });
    expect(visitor.status).toBe(200);
    expect(seen.at(-1)!.memory).toEqual(emptyCompanyMemory);
  });
});
