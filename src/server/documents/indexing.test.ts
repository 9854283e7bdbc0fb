import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, PassageDto } from '../../shared/documents.ts';
import { indexingProgress } from '../../shared/documents-model.ts';
import {
  document,
  documentContentPart,
  documentLexeme,
  documentPassage,
  documentPendingPassage,
} from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { contentPartBytes, syncIndexPassages } from './documents.service.ts';
import {
  abandonedUploadMs,
  createDocumentIndexer,
  indexBatchSize,
  indexNextBatch,
  sweepAbandonedUploads,
} from './indexer.ts';

// Large documents are indexed in the background, a short transaction per batch (decision 056).

type Server = Awaited<ReturnType<typeof startTestServer>>;

function upload(client: TestClient, name: string, bytes: Uint8Array): Promise<Response> {
  return client.request(`/api/documents?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** About 600 passages of one paragraph each; `rare` only in the last one, « registre » in every one. */
function largeText(rare: string): Uint8Array {
  const paragraphs = Array.from(
    { length: 600 },
    (_, n) =>
      `Article ${n + 1}. Le registre des commandes numéro ${n} précise les délais de livraison, les conditions de paiement et les pénalités applicables au fournisseur. ${'Chaque clause est lue avec attention par le service achats. '.repeat(14)}`,
  );
  paragraphs[paragraphs.length - 1] += ` La clause ${rare} termine le contrat.`;
  return new TextEncoder().encode(paragraphs.join('\n\n'));
}

async function search(client: TestClient, q: string): Promise<PassageDto[]> {
  const res = await client.request(`/api/documents/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { passages: PassageDto[] }).passages;
}

describe.each(testDatabaseKinds())('background indexing on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let alice: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The scheduler is ticked by hand: the tests decide when the background step runs.
    server = await startTestServer(database, {}, undefined, { skillScheduler: false });
    alice = (await signedInClient(server.url, database.db)).client;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** The passages of a document: how many rows, how many distinct positions, how many still queued. */
  async function stateOf(id: string) {
    const db = database.db;
    const [indexed] = await db
      .select({ n: count(), positions: countDistinct(documentPassage.position) })
      .from(documentPassage)
      .where(eq(documentPassage.documentId, id));
    const [queued] = await db
      .select({ n: count() })
      .from(documentPendingPassage)
      .where(eq(documentPendingPassage.documentId, id));
    const [row] = await db
      .select({ status: document.status, passageCount: document.passageCount })
      .from(document)
      .where(eq(document.id, id));
    return { indexed: indexed!.n, positions: indexed!.positions, queued: queued!.n, ...row! };
  }

  /** How many of the user's passages the word counts say hold « registre » (every passage does). */
  async function registreCount(userId: string) {
    const [row] = await database.db
      .select({ n: documentLexeme.passages })
      .from(documentLexeme)
      .where(and(eq(documentLexeme.userId, userId), eq(documentLexeme.lexeme, 'registr')));
    return row?.n ?? 0;
  }

  it('answers a large upload at once, indexes it on the scheduler tick, then search finds it', async () => {
    const started = Date.now();
    const bytes = largeText('zorglubienne');
    const res = await upload(alice, 'Registre des commandes.txt', bytes);
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocumentDto;
    expect(doc.status).toBe('indexing');
    expect(doc.passageCount).toBe(0);
    expect(doc.totalPassages).toBeGreaterThan(syncIndexPassages + indexBatchSize);
    // The upload wrote the queue only: no passage indexed, nothing searchable yet.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await search(alice, 'zorglubienne')).toEqual([]);
    const listed = (await (await alice.request('/api/documents')).json()) as { documents: DocumentDto[] };
    expect(listed.documents.find((d) => d.id === doc.id)).toMatchObject({ status: 'indexing' });
    expect(indexingProgress({ passageCount: 0, totalPassages: doc.totalPassages })).toBe(
      'Indexation\u00a0: 0\u202f%',
    );
    // The file was written in parts (decision 069), and comes back whole, byte for byte.
    const [parts] = await database.db
      .select({ n: count() })
      .from(documentContentPart)
      .where(eq(documentContentPart.documentId, doc.id));
    expect(parts!.n).toBe(Math.ceil(bytes.byteLength / contentPartBytes));
    expect(parts!.n).toBeGreaterThan(1);
    const download = await alice.request(`/api/documents/${doc.id}/download`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const tick = await server.automation.scheduler.tick();
    expect(tick.background).toBeGreaterThanOrEqual(Math.ceil(doc.totalPassages / indexBatchSize));
    const ready = (await (await alice.request(`/api/documents/${doc.id}`)).json()) as DocumentDto;
    expect(ready).toMatchObject({ status: 'ready', passageCount: doc.totalPassages });
    const state = await stateOf(doc.id);
    expect(state).toMatchObject({ indexed: doc.totalPassages, positions: doc.totalPassages, queued: 0 });
    const found = await search(alice, 'zorglubienne');
    expect(found).toHaveLength(1);
    expect(found[0]!.documentId).toBe(doc.id);
    // The document still counts against the quota, and deleting it takes every word count out.
    expect((await alice.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
  }, 120_000);

  it('resumes after a batch that died, and two runners never index a passage twice', async () => {
    const { client: bob } = await signedInClient(server.url, database.db);
    const res = await upload(bob, 'Registre bis.txt', largeText('zinzolinette'));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocumentDto;
    const [owner] = await database.db
      .select({ userId: document.userId })
      .from(document)
      .where(eq(document.id, doc.id));
    const total = doc.totalPassages;

    // The process dies in the middle of a batch: its transaction is rolled back, nothing is lost.
    await expect(
      indexNextBatch(database.db, {
        beforeCommit: async () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await stateOf(doc.id)).toMatchObject({ indexed: 0, queued: total, passageCount: 0 });

    // One batch, then the loop is killed: the progress is on the document row.
    expect(await indexNextBatch(database.db, { size: 100 })).toBe(100);
    expect(await stateOf(doc.id)).toMatchObject({
      indexed: 100,
      queued: total - 100,
      passageCount: 100,
      status: 'indexing',
    });
    const midway = (await (await bob.request(`/api/documents/${doc.id}`)).json()) as DocumentDto;
    expect(indexingProgress(midway)).toBe(`Indexation\u00a0: ${Math.floor((100 / total) * 100)}\u202f%`);

    // Two instances' runners on one database, in small batches so they overlap.
    const runners = [
      createDocumentIndexer({ db: database.db, size: 40 }),
      createDocumentIndexer({ db: database.db, size: 40 }),
    ];
    await Promise.all(runners.map((run) => run()));
    expect(await stateOf(doc.id)).toMatchObject({
      indexed: total,
      positions: total,
      queued: 0,
      passageCount: total,
      status: 'ready',
    });
    // Every passage's words counted once: « registre » is in each passage.
    expect(await registreCount(owner!.userId)).toBe(total);
    expect(await search(bob, 'zinzolinette')).toHaveLength(1);
    // Nothing left: a further run does nothing.
    expect(await indexNextBatch(database.db)).toBe(0);
  }, 120_000);

  it('deletes a document while it is being indexed, with its queue and its word counts', async () => {
    const { client: carol } = await signedInClient(server.url, database.db);
    const doc = (await (
      await upload(carol, 'Registre ter.txt', largeText('zabaglione'))
    ).json()) as DocumentDto;
    const [owner] = await database.db
      .select({ userId: document.userId })
      .from(document)
      .where(eq(document.id, doc.id));
    await indexNextBatch(database.db, { size: 50 });
    expect(await registreCount(owner!.userId)).toBe(50);
    expect((await carol.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await registreCount(owner!.userId)).toBe(0);
    const [queued] = await database.db
      .select({ n: count() })
      .from(documentPendingPassage)
      .where(sql`${documentPendingPassage.documentId} = ${doc.id}`);
    expect(queued!.n).toBe(0);
    expect(await indexNextBatch(database.db)).toBe(0);
  }, 120_000);
  it('sweeps an upload a crash left half-written, and still serves a file stored in its row', async () => {
    const { client: dave } = await signedInClient(server.url, database.db);
    const kept = (await (
      await upload(dave, 'Contrat.txt', new TextEncoder().encode('Le contrat est signé.'))
    ).json()) as DocumentDto;
    const [{ userId }] = (await database.db
      .select({ userId: document.userId })
      .from(document)
      .where(eq(document.id, kept.id))) as [{ userId: string }];
    const row = (status: 'storing' | 'ready', minutesAgo: number, content: Uint8Array | null) => ({
      userId,
      name: `${status} ${minutesAgo}.txt`,
      kind: 'txt' as const,
      mimeType: 'text/plain; charset=utf-8',
      sizeBytes: content?.byteLength ?? 10,
      content,
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const legacy = new TextEncoder().encode('Écrit avant les parts.');
    const inserted = await database.db
      .insert(document)
      .values([
        row('storing', abandonedUploadMs / 60_000 + 1, null),
        row('storing', 1, null),
        row('ready', 600, legacy),
      ])
      .returning({ id: document.id, name: document.name });
    const [abandoned, writing, old] = inserted as [
      (typeof inserted)[0],
      (typeof inserted)[0],
      (typeof inserted)[0],
    ];
    await database.db
      .insert(documentContentPart)
      .values({ documentId: abandoned.id, position: 0, bytes: legacy });

    // Being written: shown as indexing, not downloadable yet.
    const listed = (await (await dave.request('/api/documents')).json()) as { documents: DocumentDto[] };
    expect(listed.documents.find((d) => d.id === writing.id)).toMatchObject({ status: 'indexing' });
    expect((await dave.request(`/api/documents/${writing.id}/download`)).status).toBe(404);

    expect(await sweepAbandonedUploads(database.db)).toBe(1);
    const left = await database.db
      .select({ id: document.id })
      .from(document)
      .where(eq(document.userId, userId));
    expect(left.map((d) => d.id).sort()).toEqual([kept.id, writing.id, old.id].sort());
    const [parts] = await database.db
      .select({ n: count() })
      .from(documentContentPart)
      .where(eq(documentContentPart.documentId, abandoned.id));
    expect(parts!.n).toBe(0);

    const download = await dave.request(`/api/documents/${old.id}/download`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(legacy);
    expect(await (await dave.request(`/api/documents/${kept.id}/download`)).text()).toBe(
      'Le contrat est signé.',
    );
  }, 60_000);
  it('answers 409 and leaves nothing behind when the document is deleted while it is written', async () => {
    const { client: erin } = await signedInClient(server.url, database.db);
    const sent = upload(erin, 'Registre effacé.txt', largeText('zinzolin'));
    // The row appears as `storing` once the quota is counted; its owner deletes it meanwhile.
    let id: string | undefined;
    for (let tries = 0; !id && tries < 2_000; tries++) {
      const [row] = await database.db
        .select({ id: document.id })
        .from(document)
        .where(and(eq(document.name, 'Registre effacé.txt'), eq(document.status, 'storing')));
      id = row?.id;
      if (!id) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(id).toBeDefined();
    expect((await erin.request(`/api/documents/${id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await sent;
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Ce document a été supprimé pendant son envoi.',
    );
    const [parts] = await database.db
      .select({ n: count() })
      .from(documentContentPart)
      .where(eq(documentContentPart.documentId, id!));
    expect(parts!.n).toBe(0);
    const listed = (await (await erin.request('/api/documents')).json()) as { documents: DocumentDto[] };
    expect(listed.documents).toEqual([]);
  }, 60_000);
});
