import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documentsOf, questionsOf } from '../../../bench/documents/corpus.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { closeCv, farCv, jobOffer } from '../testing/document-samples.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createDocumentsService } from './documents.service.ts';
import { candidateBudget, planSearch, rowsOf } from './search.ts';

describe('planning a search from the words’ counts', () => {
  it('takes the candidates from the rare words, the common ones only in pairs', () => {
    const plan = planSearch(
      [
        { lexeme: 'retract', passages: 12 },
        { lexeme: 'del', passages: 30_000 },
        { lexeme: 'client', passages: 20_000 },
        { lexeme: 'absent', passages: 0 },
      ],
      100_000,
    )!;
    expect(plan.filter).toBe("'retract'");
    expect(plan.any).toBe("'retract' | 'client' | 'del'");
    // The rarest word weighs most; a word absent from every passage is not searched.
    expect(plan.weighted.map((w) => w.lexeme)).toEqual(['retract', 'client', 'del']);
    expect(plan.weighted[0]!.idf).toBeGreaterThan(plan.weighted[2]!.idf * 5);
  });

  it('pairs common words when none is rare, and has nothing to search when no word is known', () => {
    const plan = planSearch(
      [
        { lexeme: 'period', passages: 6_000 },
        { lexeme: 'essai', passages: 9_000 },
        { lexeme: 'dur', passages: 40_000 },
      ],
      100_000,
    )!;
    // 6,000 × 9,000 / 100,000 = 540 expected passages: within the budget; the pairs with "dur" are not.
    expect(candidateBudget).toBeGreaterThanOrEqual(540);
    expect(plan.filter).toBe("('period' & 'essai')");
    expect(planSearch([{ lexeme: 'x', passages: 0 }], 10)).toBeNull();
    expect(planSearch([], 10)).toBeNull();
  });
});

async function newUser(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Test', email: `${id}@test.example.fr`, emailVerified: true });
  return id;
}

type Found = Array<{ documentName: string; section: string | null; body: string; rank: number }>;
const results = new Map<string, Found[]>();

describe.each(testDatabaseKinds())('documents search on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('finds the answer passage of the benchmark’s 120 questions in its top 5', async () => {
    const service = createDocumentsService(database.db);
    const found: Found[] = [];
    let hits = 0;
    for (const company of companies) {
      const userId = await newUser(database.db);
      for (const doc of documentsOf(company)) {
        await service.upload(userId, 'enterprise', {
          name: doc.name,
          bytes: new TextEncoder().encode(doc.text),
        });
      }
      for (const q of questionsOf(company)) {
        const top = await service.search(userId, q.question, 5);
        found.push(
          top.map((p) => ({ documentName: p.documentName, section: p.section, body: p.body, rank: p.rank })),
        );
        const fold = (t: string) =>
          t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');
        if (
          top.some(
            (p) => p.documentName === q.document && fold(`${p.section} ${p.body}`).includes(fold(q.answer)),
          )
        )
          hits++;
      }
    }
    expect(hits / found.length).toBeGreaterThanOrEqual(0.95);
    results.set(kind, found);
  }, 120_000);

  it('gives the same results, in the same order, on PGlite and PostgreSQL', () => {
    if (kind !== 'postgres') return;
    expect(results.get('postgres')).toEqual(results.get('pglite'));
  });

  it('keeps the word counts in step with the passages through uploads and deletions', async () => {
    const service = createDocumentsService(database.db);
    const userId = await newUser(database.db);
    const counts = async () =>
      rowsOf<{ lexeme: string; passages: number }>(
        await database.db.execute(
          sql`select lexeme, passages from document_lexeme where user_id = ${userId} order by lexeme`,
        ),
      );
    const recounted = async () =>
      rowsOf<{ lexeme: string; passages: number }>(
        await database.db.execute(sql`
          select w.lexeme, count(*)::int as passages
          from document_passage p, unnest(tsvector_to_array(p.tsv)) as w(lexeme)
          where p.user_id = ${userId} group by w.lexeme order by w.lexeme`),
      );
    const [first, second] = documentsOf(companies[0]!);
    const a = await service.upload(userId, 'pro', {
      name: first!.name,
      bytes: new TextEncoder().encode(first!.text),
    });
    await service.upload(userId, 'pro', {
      name: second!.name,
      bytes: new TextEncoder().encode(second!.text),
    });
    expect(await counts()).toEqual(await recounted());
    expect((await counts()).length).toBeGreaterThan(20);
    // Deleting twice at once takes the words out once.
    const outcomes = await Promise.allSettled([service.remove(userId, a.id), service.remove(userId, a.id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await counts()).toEqual(await recounted());
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from document_lexeme where passages <= 0`),
    );
    expect(n).toBe(0);
  });

  it('gives the employee the CV and the offer a message names, whole, and only the user’s own', async () => {
    const service = createDocumentsService(database.db);
    const userId = await newUser(database.db);
    const other = await newUser(database.db);
    const bytes = (text: string) => new TextEncoder().encode(text);
    await service.upload(other, 'pro', { name: 'CV Autre.md', bytes: bytes(farCv.text) });
    await service.upload(userId, 'pro', { name: jobOffer.name, bytes: bytes(jobOffer.text) });
    await service.upload(userId, 'pro', { name: closeCv.name, bytes: bytes(closeCv.text) });
    await service.upload(userId, 'pro', { name: farCv.name, bytes: bytes(farCv.text) });
    const context = await service.contextFor(userId, 'Le CV de Julie Moreau colle-t-il à l’offre ?');
    expect(context.documents?.map((d) => [d.name, d.role])).toEqual([
      [closeCv.name, 'cv'],
      [jobOffer.name, 'offer'],
    ]);
    // Numbered after the search's passages, each number once.
    const numbers = [...context.passages, ...context.documents!.flatMap((d) => d.passages)].map((p) => p.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(context.documents![0]!.passages[0]!.n).toBe(context.passages.length + 1);
    // Without a kind of document named, only the search's passages.
    expect((await service.contextFor(userId, 'Quel est le salaire ?')).documents).toBeUndefined();
    expect((await service.contextFor(other, 'Analyse ce CV')).documents?.map((d) => d.name)).toEqual([
      'CV Autre.md',
    ]);
  });
});
