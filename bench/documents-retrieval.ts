// French retrieval benchmark of the company brain (issue 20): recall@5 and MRR of the documents'
// full-text search on 50 business documents and 120 questions whose answer passage is known, then
// search latency (p50/p99) with one user holding 1,000 documents and 100,000 passages, on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL.
//
//   npx tsx bench/documents-retrieval.ts
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/documents-retrieval.ts [--db=postgres]
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { document, documentPassage, user } from '../src/server/db/schema.ts';
import { createDocumentsService } from '../src/server/documents/documents.service.ts';
import { createTestDatabase, testDatabaseKinds } from '../src/server/testing/test-database.ts';
import { type CorpusQuestion, companies, documentsOf, questionsOf } from './documents/corpus.ts';
import { fillerDocument } from './documents/filler.ts';

/** Lower case without accents, apostrophes made straight, spaces made one. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // Passages keep one kind of space: "1 500 €" (narrow no-break space) is stored "1 500 €".
    .replace(/\s+/g, ' ');

const targetDocuments = 1_000;
const targetPassages = 100_000;

async function newUser(db: Db, label: string): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: label, email: `${id}@bench.example.fr`, emailVerified: true });
  return id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Rank (1-based) of the first passage of the right document holding the answer, or null. */
function rankOf(
  results: Array<{ documentName: string; body: string; section: string | null }>,
  q: CorpusQuestion,
): number | null {
  const answer = fold(q.answer);
  const index = results.findIndex(
    (r) => r.documentName === q.document && fold(`${r.section ?? ''} ${r.body}`).includes(answer),
  );
  return index === -1 ? null : index + 1;
}

async function quality(
  search: (
    userId: string,
    q: string,
  ) => Promise<Array<{ documentName: string; body: string; section: string | null }>>,
  cases: Array<{ userId: string; q: CorpusQuestion }>,
) {
  let hits = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { userId, q } of cases) {
    const rank = rankOf(await search(userId, q.question), q);
    if (rank !== null) {
      hits++;
      reciprocal += 1 / rank;
    } else misses.push(`${q.question} (${q.document})`);
  }
  return { recall: hits / cases.length, mrr: reciprocal / cases.length, misses };
}

const keep = process.argv.includes('--keep');

async function run(kind: 'pglite' | 'postgres') {
  const database = await createTestDatabase(kind);
  const { db } = database;
  const service = createDocumentsService(db);
  const search = (userId: string, q: string) => service.search(userId, q, 5);
  try {
    const cases: Array<{ userId: string; q: CorpusQuestion }> = [];
    const owners: string[] = [];
    for (const company of companies) {
      const userId = await newUser(db, company.name);
      owners.push(userId);
      for (const doc of documentsOf(company)) {
        await service.upload(userId, 'enterprise', {
          name: doc.name,
          bytes: new TextEncoder().encode(doc.text),
        });
      }
      for (const q of questionsOf(company)) cases.push({ userId, q });
    }
    const small = await quality(search, cases);
    console.error(
      `${kind}: recall@5 ${small.recall.toFixed(3)} MRR ${small.mrr.toFixed(3)} on ${cases.length} questions`,
    );

    // Scale: the first company's user gets filler documents up to 1,000 documents and 100,000 passages.
    const big = owners[0]!;
    const [{ n: have } = { n: 0 }] = (await db
      .execute(sql`select count(*)::int as n from ${documentPassage} where user_id = ${big}`)
      .then((r) => (r as { rows?: unknown[] }).rows ?? r)) as Array<{ n: number }>;
    const fillerDocs = targetDocuments - documentsOf(companies[0]!).length;
    const perDoc = Math.ceil((targetPassages - have) / fillerDocs);
    const started = performance.now();
    const bigQuestions = questionsOf(companies[0]!);
    // The filler goes through the service's upload, like any user's file (word counts included).
    for (let i = 0; i < fillerDocs; i++) {
      if (i % 100 === 0) console.error(`${kind}: ${i}/${fillerDocs} filler documents`);
      const filler = fillerDocument(i, perDoc);
      // The questions stay answerable by their own passage only: no filler text holds an answer.
      const text = fold(filler.text);
      const answered = bigQuestions.find((q) => text.includes(fold(q.answer)));
      if (answered) throw new Error(`${filler.name} holds the answer to « ${answered.question} »`);
      await service.upload(big, 'enterprise', {
        name: filler.name,
        bytes: new TextEncoder().encode(filler.text),
      });
    }
    if (kind === 'postgres') await db.execute(sql`analyze`);
    const loadSeconds = (performance.now() - started) / 1000;
    const [{ docs, passages } = { docs: 0, passages: 0 }] = (await db
      .execute(
        sql`select (select count(*)::int from ${document} where user_id = ${big}) as docs,
                   (select count(*)::int from ${documentPassage} where user_id = ${big}) as passages`,
      )
      .then((r) => (r as { rows?: unknown[] }).rows ?? r)) as Array<{ docs: number; passages: number }>;

    const bigCases = cases.filter((c) => c.userId === big);
    const atScale = await quality(search, bigCases);
    // Latency: every question of the corpus asked by the big user, three rounds after one warm-up.
    const questions = cases.map((c) => c.q.question);
    for (const q of questions.slice(0, 10)) await search(big, q);
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of questions) {
        const t = performance.now();
        await search(big, q);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    return {
      kind,
      small,
      atScale,
      docs,
      passages,
      loadSeconds,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      n: times.length,
      cases: cases.length,
      bigCases: bigCases.length,
    };
  } finally {
    // `--keep` leaves the PostgreSQL database in place for EXPLAIN ANALYZE (its URL is printed).
    if (keep && database.url) console.error(`kept: ${database.url}`);
    else await database.dispose();
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')} %`;
const ms = (x: number) => `${x.toFixed(1).replace('.', ',')} ms`;

const documentsCount = companies.length * documentsOf(companies[0]!).length;
console.log(
  `Corpus: ${documentsCount} documents, ${companies.length} companies, ${companies.length * questionsOf(companies[0]!).length} questions`,
);
// `--db=postgres` or `--db=pglite` runs one database only.
const only = process.argv.find((a) => a.startsWith('--db='))?.slice(5);
for (const kind of testDatabaseKinds().filter((k) => !only || k === only)) {
  const r = await run(kind);
  console.log(`\n${kind}`);
  console.log(
    `  recall@5 ${pct(r.small.recall)}  MRR ${r.small.mrr.toFixed(3)}  (${r.cases} questions, 10 documents per user)`,
  );
  console.log(
    `  at scale (${r.docs} documents, ${r.passages.toLocaleString('fr-FR')} passages, loaded in ${r.loadSeconds.toFixed(0)} s):`,
  );
  console.log(
    `    recall@5 ${pct(r.atScale.recall)}  MRR ${r.atScale.mrr.toFixed(3)}  (${r.bigCases} questions)`,
  );
  console.log(`    search latency p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  (${r.n} searches)`);
  if (r.small.misses.length) console.log(`  missed: ${r.small.misses.join(' | ')}`);
}
