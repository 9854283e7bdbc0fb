import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../shared/documents.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { buildDeflatedZip, buildDocx, buildPdf, buildRepeatedDocx, cgvPages } from './test-files.ts';

// Issue 38: hostile files leave the server up, answer a French 4xx for that upload only, and another
// user is served meanwhile (decision 056). Each bomb is built here, in memory, from a few kilobytes.

type Server = Awaited<ReturnType<typeof startTestServer>>;

function upload(client: TestClient, name: string, bytes: Uint8Array): Promise<Response> {
  return client.request(`/api/documents?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

/** Headers announcing `bytes` and no body at all: an answer proves nothing was waited for. */
function announceOnly(client: TestClient, bytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${client.baseUrl}/api/documents?name=gros.pdf`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': bytes,
        origin: client.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

/** A chunked upload (no Content-Length) of `bytes`: counted as it arrives. */
function chunked(client: TestClient, bytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${client.baseUrl}/api/documents?name=gros.txt`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
        origin: client.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', () => {});
    const piece = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
    setTimeout(() => reject(new Error('no answer')), 60_000).unref();
  });
}

describe.each(testDatabaseKinds())('hostile files on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let mallory: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000' });
    mallory = (await signedInClient(server.url, database.db)).client;
    bob = (await signedInClient(server.url, database.db)).client;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** Uploads the bomb while Bob reads his tasks; both answer, the bomb with a French 4xx. */
  async function whileBobWorks(name: string, bytes: Uint8Array) {
    const bomb = upload(mallory, name, bytes);
    const tasks = await bob.request('/api/tasks');
    expect(tasks.status).toBe(200);
    const refused = await errorOf(await bomb);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // The server is still up, and still reads an ordinary document.
    expect((await bob.request('/api/tasks')).status).toBe(200);
    return refused;
  }

  it('refuses the 8-million-paragraph DOCX (under 1 MB) without reading it whole', async () => {
    const bomb = await buildRepeatedDocx('<w:p><w:r><w:t>mot</w:t></w:r></w:p>', 8_000_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const refused = await whileBobWorks('rapport.docx', bomb);
    expect(refused).toMatchObject({ status: 422, code: 'documents:too_complex' });
    expect(refused.message).toMatch(/archive anormale|paragraphes/);
    const ok = await upload(mallory, 'ok.docx', buildDocx(['# Retours', 'Un produit retourné.']));
    expect(ok.status).toBe(201);
  });

  it('counts paragraphs while streaming: 250,000 distinct ones are refused', async () => {
    const paragraphs = (function* () {
      for (let i = 0; i < 250_000; i += 1000) {
        let chunk = '';
        for (let j = i; j < i + 1000; j++) chunk += `<w:p><w:r><w:t>ligne ${j * 7919}</w:t></w:r></w:p>`;
        yield Buffer.from(chunk);
      }
    })();
    const docx = await buildRepeatedDocx('', 0, {
      extra: [{ name: 'word/footnotes.xml', pieces: () => paragraphs }],
    });
    const refused = await whileBobWorks('notes.docx', docx);
    expect(refused.message).toBe(
      'Ce document Word compte plus de 200\u202f000 paragraphes : envoyez-le en plusieurs parties.',
    );
  });

  it('refuses zip bombs: a part that inflates to gigabytes, one that lies about its size', async () => {
    // Declared honestly: 40 MB of one letter compress about a thousand times.
    const honest = await buildRepeatedDocx('', 0, {
      extra: [{ name: 'word/footnotes.xml', pieces: () => Array(640).fill(Buffer.alloc(65_536, 0x61)) }],
    });
    expect((await whileBobWorks('archive.docx', honest)).message).toContain('archive anormale');
    // Declared as 1 KB: refused as soon as it inflates past it.
    const lying = await buildRepeatedDocx('', 0, {
      extra: [
        {
          name: 'word/footnotes.xml',
          declaredSize: 1024,
          pieces: () => Array(640).fill(Buffer.alloc(65_536, 0x61)),
        },
      ],
    });
    expect((await whileBobWorks('archive.docx', lying)).message).toContain('archive anormale');
    // Gigabytes declared for an image: refused from the directory alone.
    const huge = await buildRepeatedDocx('<w:p><w:r><w:t>mot</w:t></w:r></w:p>', 10, {
      extra: [
        { name: 'word/media/image1.png', declaredSize: 3_500_000_000, pieces: () => [Buffer.alloc(10)] },
      ],
    });
    expect((await whileBobWorks('photo.docx', huge)).message).toContain('archive anormale');
    const zip = await buildDeflatedZip([{ name: 'a.txt', pieces: () => [Buffer.from('x')] }]);
    expect((await errorOf(await upload(mallory, 'a.docx', zip))).code).toBe('documents:not_docx');
  });

  it('refuses an XML bomb (billion laughs) in a DOCX part', async () => {
    const laughs = [
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
      ']><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    ].join('');
    const bomb = await buildRepeatedDocx('<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p>', 1, { open: laughs });
    const refused = await whileBobWorks('rires.docx', bomb);
    expect(refused.message).toContain('déclarations XML (DTD)');
  });

  it('refuses a term bomb: 5 MB of 700,000 distinct words', async () => {
    let text = '';
    for (let i = 0; text.length < 5 * 1024 * 1024 - 20; i++) text += `${(i * 2654435761).toString(36)} `;
    const bytes = new TextEncoder().encode(text.slice(0, 5 * 1024 * 1024 - 10));
    const refused = await whileBobWorks('mots.txt', bytes);
    expect(refused.message).toBe(
      'Ce document contient plus de 100\u202f000 mots différents : ce n’est pas un texte que vos employés peuvent lire. Envoyez-en un extrait.',
    );
  });

  it('answers NULs anywhere with a 4xx or reads around them, never a 5xx', async () => {
    // A text: a NUL after the first 8 KB is the same as one in them, not a text file (415).
    const text = new TextEncoder().encode(`${'Bonjour. '.repeat(2000)}\u0000fin`);
    expect(await errorOf(await upload(mallory, 'nul.txt', text))).toMatchObject({
      status: 415,
      code: 'documents:unsupported',
    });
    // A PDF with NULs inside (a comment at its end) and a DOCX whose text holds one.
    const pdf = await buildPdf(cgvPages);
    const withNul = new Uint8Array([...pdf, ...new TextEncoder().encode('\n%\u0000\u0000\u0000\n')]);
    const docx = await buildRepeatedDocx('<w:p><w:r><w:t>avant\u0000après</w:t></w:r></w:p>', 3);
    for (const [name, bytes] of [
      ['nul.pdf', withNul],
      ['nul.docx', docx],
    ] as const) {
      const res = await upload(mallory, name, bytes);
      expect(res.status, name).toBeLessThan(500);
      if (res.status === 201) {
        const doc = (await res.json()) as DocumentDto;
        const passages = await bob.request(`/api/documents/${doc.id}`);
        expect(passages.status).toBe(404);
      }
    }
    expect((await bob.request('/api/tasks')).status).toBe(200);
  });

  it('refuses an upload over the plan before reading it, announced or counted', async () => {
    const announced = await announceOnly(mallory, 20 * 1024 * 1024);
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).error.message).toContain('plan Gratuit');
    const counted = await chunked(mallory, 8 * 1024 * 1024);
    expect(counted.status).toBe(413);
    expect(JSON.parse(counted.body).error.code).toBe('documents:too_large');
    expect((await bob.request('/api/tasks')).status).toBe(200);
  });
});
