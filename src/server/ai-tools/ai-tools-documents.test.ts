import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailResult, StoredReport } from '../../shared/ai-tools.ts';
import type { DocumentDto } from '../../shared/documents.ts';
import { signedInClient, type TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// The tool panels take the user's documents as context (issue 20): ids checked (400 in French,
// another user's document 404 before any quota is spent), the passages used in the result and
// listed as its "Sources".

type Server = Awaited<ReturnType<typeof startTestServer>>;

const priceList = {
  name: 'Tarifs 2026.md',
  text: [
    '# Grille tarifaire 2026',
    '## Pack Essentiel',
    'Le pack Essentiel coûte 19 € HT par mois, sans engagement.',
    '## Pack Pro',
    'Le pack Pro coûte 49 € HT par mois, avec un engagement de 12 mois. La mise en service se fait sous 5 jours ouvrés.',
    '## Remises',
    'Une remise de 10 % est accordée pour un paiement annuel.',
  ].join('\n\n'),
};

async function paste(client: TestClient, doc: { name: string; text: string }): Promise<DocumentDto> {
  const res = await client.request('/api/documents/text', { method: 'POST', json: doc });
  expect(res.status).toBe(201);
  return (await res.json()) as DocumentDto;
}

describe.each(testDatabaseKinds())('documents as context of the tool panels on %s', (kind) => {
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

  const email = (documentIds: unknown) => ({
    task: 'Réponds à Mme Durand qui demande le prix du pack Pro',
    emailType: 'custom',
    recipients: ['durand@exemple.fr'],
    documentIds,
  });

  it.each([
    [['pas-un-id'], 'Identifiant de document invalide.'],
    ['abc', 'Liste de documents invalide.'],
    [
      Array.from({ length: 6 }, (_, i) => `0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5${i}`),
      'Pas plus de 5 documents à la fois.',
    ],
    [
      ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a50', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a50'],
      'Un document est choisi deux fois.',
    ],
  ])('refuses the document ids %j with a French 400', async (documentIds, message) => {
    const { client } = await signedInClient(server.url, database.db);
    for (const [path, body] of [
      ['/api/ai/email', email(documentIds)],
      ['/api/ai/report', { reportType: 'sales', period: 'monthly', documentIds }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
  });

  it('answers 404 for another user’s document, and spends no AI task', async () => {
    const { client: alice } = await signedInClient(server.url, database.db);
    const { client: bob } = await signedInClient(server.url, database.db);
    const bobs = await paste(bob, priceList);
    const own = await paste(alice, { name: 'Notes.txt', text: 'Rien sur les prix ici.' });
    const before = (await (await alice.request('/api/ai/usage')).json()).used;
    for (const [path, body] of [
      ['/api/ai/email', email([own.id, bobs.id])],
      ['/api/ai/report', { reportType: 'sales', period: 'monthly', documentIds: [bobs.id] }],
    ] as const) {
      const res = await alice.post(path, body);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Document introuvable.');
    }
    expect((await (await alice.request('/api/ai/usage')).json()).used).toBe(before);
  });

  it('writes the email from the chosen price list and lists the passage it quotes', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const doc = await paste(client, priceList);
    // Another document that also speaks of prices, not chosen: never quoted.
    await paste(client, { name: 'Ancien tarif.md', text: 'Le pack Pro coûte 39 € HT par mois.' });
    const res = await client.post('/api/ai/email', email([doc.id]));
    expect(res.status).toBe(200);
    const result = (await res.json()) as EmailResult;
    expect(result.preview).toContain('49 € HT par mois');
    expect(result.preview).not.toContain('39 €');
    expect(result.preview).toContain('Tarifs 2026');
    expect(result.sources?.length).toBeGreaterThan(0);
    const source = result.sources![0]!;
    expect(source).toMatchObject({ documentId: doc.id, documentName: 'Tarifs 2026.md', section: 'Pack Pro' });
    expect(source.excerpt).toContain('49 € HT');
    // The source opens: the passage is the user's own.
    const passage = await client.request(`/api/documents/passages/${source.passageId}`);
    expect(passage.status).toBe(200);
    // Without documents the result has no "Sources".
    const plain = (await (await client.post('/api/ai/email', email([]))).json()) as EmailResult;
    expect(plain.sources).toBeUndefined();
    expect(plain.preview).not.toContain('49 €');
  });

  it('quotes the chosen documents in the report, cites them and keeps the sources in the history', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const doc = await paste(client, priceList);
    const res = await client.post('/api/ai/report', {
      reportType: 'custom',
      period: 'monthly',
      customPrompt: 'Nos tarifs et remises pour le paiement annuel',
      documentIds: [doc.id],
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as StoredReport;
    expect(report.sections).toContain('Ce que disent vos documents');
    expect(report.content).toContain('**10 %**');
    expect(report.content).toMatch(/« Une remise de 10 % est accordée pour un paiement annuel\. » .*\[\d\]/);
    const cited = report.sources?.find((s) => s.section === 'Remises');
    expect(cited?.excerpt).toContain('10 %');
    expect(report.content).toContain(`[${cited!.n}]`);
    const again = (await (await client.request(`/api/ai/reports/${report.id}`)).json()) as StoredReport;
    expect(again.sources).toEqual(report.sources);
  });
});
