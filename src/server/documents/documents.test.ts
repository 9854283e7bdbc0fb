import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail } from '../../shared/chat.ts';
import type { DocumentDto, DocumentListDto, MessageSource, PassageDto } from '../../shared/documents.ts';
import { readChatEvents, replyText } from '../chat/chat-stream.ts';
import { document, documentPassage } from '../db/schema.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { type ExtractionError, extractDocument } from './extract.ts';
import { cutIntoPassages } from './passages.ts';
import { buildDocx, buildPdf, buildScannedPdf, buildZip, cgvPages } from './test-files.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

function upload(client: TestClient, name: string, bytes: Uint8Array): Promise<Response> {
  return client.request(`/api/documents?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** A body over every plan's limit, on its own connection (the server may answer before reading it). */
function sendHuge(client: TestClient, bytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${client.baseUrl}/api/documents?name=enorme.pdf`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': bytes,
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
    req.end(Buffer.alloc(bytes, 0x25));
  });
}

describe('cutting into passages', () => {
  it('starts a passage at each article and names its section', () => {
    const passages = cutIntoPassages([{ page: 2, section: null, text: cgvPages[1]!.join('\n') }]);
    expect(passages.map((p) => p.section)).toEqual([
      'Article 4 - Droit de rétractation',
      'Article 5 - Garantie',
    ]);
    expect(passages[0]!.body).toContain('quatorze (14) jours');
    expect(passages[0]!.page).toBe(2);
  });

  it('splits a long paragraph at sentences', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Phrase numéro ${i} du règlement intérieur.`).join(' ');
    const passages = cutIntoPassages([{ page: null, section: null, text: long }]);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(p.body.length).toBeLessThanOrEqual(1_200);
  });
});

describe('reading in a child process', () => {
  it('ends a reading that overruns its time limit, and reads the next file normally', async () => {
    const pdf = await buildPdf(cgvPages);
    await expect(extractDocument('pdf', pdf, { timeoutMs: 1 })).rejects.toMatchObject({ reason: 'timeout' });
    const read = await extractDocument('pdf', pdf);
    expect(read.pageCount).toBe(2);
  });

  it('refuses more readings than it can queue (503), rather than piling them up', async () => {
    const pdf = await buildPdf(cgvPages);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => extractDocument('pdf', pdf)));
    const busy = results.filter(
      (r) => r.status === 'rejected' && (r.reason as ExtractionError).reason === 'busy',
    );
    expect(busy).toHaveLength(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});

describe.each(testDatabaseKinds())('documents API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    alice = (await signedInClient(server.url, database.db)).client;
    bob = (await signedInClient(server.url, database.db)).client;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('reads a PDF of terms of sale, finds the withdrawal clause and cites its page', async () => {
    const res = await upload(alice, 'CGV Atelier Lumière.pdf', await buildPdf(cgvPages));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocumentDto;
    expect(doc).toMatchObject({
      kind: 'pdf',
      status: 'ready',
      pageCount: 2,
      name: 'CGV Atelier Lumière.pdf',
    });
    expect(doc.passageCount).toBeGreaterThanOrEqual(4);

    const search = await alice.request(
      `/api/documents/search?q=${encodeURIComponent('Quel est le délai de rétractation ?')}`,
    );
    expect(search.status).toBe(200);
    const { passages } = (await search.json()) as { passages: PassageDto[] };
    expect(passages[0]).toMatchObject({ documentName: 'CGV Atelier Lumière.pdf', page: 2 });
    expect(passages[0]!.section).toBe('Article 4 - Droit de rétractation');
    expect(passages[0]!.highlight.some((s) => s.hit && /rétractation/i.test(s.text))).toBe(true);

    // Without accents, the same passage.
    const plain = await alice.request('/api/documents/search?q=retractation');
    expect(((await plain.json()) as { passages: PassageDto[] }).passages[0]!.id).toBe(passages[0]!.id);

    const opened = await alice.request(`/api/documents/passages/${passages[0]!.id}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as PassageDto).body).toContain('quatorze (14) jours');
  });

  it('reads a DOCX with its headings as sections, text, Markdown and CSV, and pasted text', async () => {
    const docx = await upload(
      alice,
      'Procédure retours.docx',
      buildDocx([
        '# Retours',
        'Un produit retourné doit être dans son emballage d’origine.',
        '# Remboursement',
        'Le remboursement intervient sous 14 jours.',
      ]),
    );
    expect(docx.status).toBe(201);
    expect(((await docx.json()) as DocumentDto).kind).toBe('docx');
    const found = await alice.request('/api/documents/search?q=emballage');
    const hit = ((await found.json()) as { passages: PassageDto[] }).passages[0]!;
    expect(hit).toMatchObject({ documentName: 'Procédure retours.docx', section: 'Retours', page: null });

    const md = await upload(
      alice,
      'faq.md',
      new TextEncoder().encode('# Horaires\n\nNous sommes ouverts du lundi au vendredi.'),
    );
    expect(((await md.json()) as DocumentDto).kind).toBe('md');
    const csv = await upload(
      alice,
      'tarifs.csv',
      new TextEncoder().encode('Produit;Prix\nLampe Opale;129 €\nApplique Laiton;89 €'),
    );
    expect(((await csv.json()) as DocumentDto).kind).toBe('csv');
    const price = await alice.request('/api/documents/search?q=applique%20laiton');
    expect(((await price.json()) as { passages: PassageDto[] }).passages[0]!.body).toContain('Prix : 89 €');

    const pasted = await alice.request('/api/documents/text', {
      method: 'POST',
      json: { name: 'Notes réunion', text: 'Décision : relancer le fournisseur de verre avant vendredi.' },
    });
    expect(pasted.status).toBe(201);
    expect(((await pasted.json()) as DocumentDto).kind).toBe('text');
  });

  it('says plainly that a scanned PDF has no text', async () => {
    const res = await upload(alice, 'scan.pdf', await buildScannedPdf());
    expect(res.status).toBe(201);
    expect(((await res.json()) as DocumentDto).status).toBe('no_text');
  });

  it('refuses a corrupted PDF, a ZIP renamed .docx and an image with French 4xx, and keeps serving', async () => {
    const pdf = await buildPdf(cgvPages);
    const corrupted = await upload(alice, 'abime.pdf', pdf.slice(0, 400));
    expect(corrupted.status).toBe(422);
    expect((await errorOf(corrupted)).message).toBe(
      'Impossible de lire ce PDF : le fichier est endommagé ou protégé.',
    );

    const zip = await upload(alice, 'contrat.docx', buildZip({ 'photo.txt': 'pas un document Word' }));
    expect(await errorOf(zip)).toMatchObject({ status: 422, code: 'documents:not_docx' });
    expect(
      (await errorOf(await upload(alice, 'contrat.docx', buildZip({ 'a.txt': 'x' })))).message,
    ).toContain('archive ZIP');

    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0,
      0, 1, 8, 6, 0, 0, 0,
    ]);
    const image = await upload(alice, 'logo.txt', png);
    expect(await errorOf(image)).toMatchObject({ status: 415, code: 'documents:unsupported' });

    expect((await alice.request('/api/documents')).status).toBe(200);
  });

  it('refuses a 50 MB file before reading it (413, French), and a file over the Gratuit size', async () => {
    const huge = await sendHuge(alice, 50 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.message).toBe(
      'Le fichier dépasse 5 Mo, la taille maximale du plan Gratuit. Passez au plan Pro pour des fichiers plus grands.',
    );
    const overFree = await upload(alice, 'gros.txt', new Uint8Array(6 * 1024 * 1024).fill(0x61));
    const refused = await errorOf(overFree);
    expect(refused).toMatchObject({ status: 413, code: 'documents:too_large' });
    expect(refused.message).toContain('plan Gratuit');
  });

  it('lists with the plan limits, renames, downloads the original and deletes', async () => {
    const pdf = await buildPdf([['Tarifs 2026']]);
    const created = (await (await upload(alice, 'Tarifs.pdf', pdf)).json()) as DocumentDto;
    const list = (await (await alice.request('/api/documents')).json()) as DocumentListDto;
    expect(list.documents.map((d) => d.id)).toContain(created.id);
    expect(list.limits).toEqual({ maxBytes: 5 * 1024 * 1024, maxDocuments: 20 });
    expect(list.sentTo).toBeNull();

    const renamed = await alice.request(`/api/documents/${created.id}`, {
      method: 'PATCH',
      json: { name: 'Tarifs 2026.pdf' },
    });
    expect(((await renamed.json()) as DocumentDto).name).toBe('Tarifs 2026.pdf');
    const empty = await alice.request(`/api/documents/${created.id}`, {
      method: 'PATCH',
      json: { name: ' ' },
    });
    expect(await errorOf(empty)).toMatchObject({ status: 400, message: 'Le nom du document est requis.' });

    const download = await alice.request(`/api/documents/${created.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Tarifs%202026.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    expect((await alice.request(`/api/documents/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice.request(`/api/documents/${created.id}`)).status).toBe(404);
    const passages = await database.db
      .select()
      .from(documentPassage)
      .where(eq(documentPassage.documentId, created.id));
    expect(passages).toEqual([]);
  });

  it('keeps each document to its owner: 404 for anyone else, and search sees only their own', async () => {
    const mine = (await (
      await upload(alice, 'secret.txt', new TextEncoder().encode('Code du coffre : orchidée'))
    ).json()) as DocumentDto;
    for (const [method, path] of [
      ['GET', `/api/documents/${mine.id}`],
      ['GET', `/api/documents/${mine.id}/download`],
      ['PATCH', `/api/documents/${mine.id}`],
      ['DELETE', `/api/documents/${mine.id}`],
    ] as const) {
      const res = await bob.request(path, {
        method,
        json: method === 'PATCH' ? { name: 'volé' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const found = (await (await bob.request('/api/documents/search?q=orchidee')).json()) as {
      passages: PassageDto[];
    };
    expect(found.passages).toEqual([]);
    const [passage] = await database.db
      .select()
      .from(documentPassage)
      .where(eq(documentPassage.documentId, mine.id));
    expect((await bob.request(`/api/documents/passages/${passage!.id}`)).status).toBe(404);
    const [row] = await database.db
      .select({ name: document.name })
      .from(document)
      .where(eq(document.id, mine.id));
    expect(row?.name).toBe('secret.txt');
  });

  it('Clide answers the withdrawal delay from the uploaded terms, cites the clause and the source opens', async () => {
    const client = (await signedInClient(server.url, database.db)).client;
    expect((await upload(client, 'CGV.pdf', await buildPdf(cgvPages))).status).toBe(201);
    const { id } = (await (await client.post('/api/conversations', { employee: 'clide' })).json()) as {
      id: string;
    };
    const events = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Quel est le délai de rétractation ?',
      }),
    );
    const text = replyText(events);
    expect(text).toContain('**quatorze (14) jours**');
    expect(text).toContain('[1]');
    expect(text).toContain('CGV.pdf, page 2 — Article 4 - Droit de rétractation');
    const sources = events.find((e) => e.type === 'sources');
    expect(sources).toMatchObject({
      uncited: false,
      sources: [{ documentName: 'CGV.pdf', page: 2, section: 'Article 4 - Droit de rétractation' }],
    });
    const cited = (sources as { sources: MessageSource[] }).sources[0]!;
    const opened = (await (
      await client.request(`/api/documents/passages/${cited.passageId}`)
    ).json()) as PassageDto;
    expect(opened.body).toContain('quatorze (14) jours');

    // Stored with the reply: the "Sources" block is there when the conversation is opened again.
    const detail = (await (await client.request(`/api/conversations/${id}`)).json()) as ConversationDetail;
    expect(detail.messages.at(-1)?.sources?.[0]?.passageId).toBe(cited.passageId);

    // Not in the documents: said plainly, nothing cited.
    const missing = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Selon nos documents, quel est le taux de TVA ?',
      }),
    );
    expect(replyText(missing)).toContain(
      'Je n’ai pas trouvé la réponse dans vos documents (1 document consulté).',
    );
    expect(missing.some((e) => e.type === 'sources')).toBe(false);

    // A workspace question is not taken by the documents.
    const tasks = await readChatEvents(
      await client.post(`/api/conversations/${id}/messages`, {
        content: 'Quelles sont mes tâches en retard ?',
      }),
    );
    expect(replyText(tasks)).not.toContain('vos documents');
  });

  it('answers French 400s on bad input', async () => {
    expect(await errorOf(await alice.request('/api/documents/search?q=a'))).toMatchObject({
      status: 400,
      message: 'Indiquez au moins 2 caractères.',
    });
    expect((await errorOf(await alice.request('/api/documents/pas-un-id'))).message).toBe(
      'Identifiant de document invalide.',
    );
    expect((await errorOf(await upload(alice, '', new Uint8Array([1])))).message).toBe(
      'Le nom du document est requis.',
    );
    expect((await errorOf(await upload(alice, 'vide.txt', new Uint8Array()))).message).toBe(
      'Le fichier est vide.',
    );
  });
});
