import { sql } from 'drizzle-orm';
import type { HighlightSegment, PassageDto } from '../../shared/documents.ts';
import type { Db } from '../db/client.ts';

// French full-text search over one user's passages, built to stay fast and relevant at 100,000
// passages (decision 034). The question's words are stemmed by the index's own configuration
// (septime_fr: unaccent + French stems); each word is weighed by its rarity among the user's
// passages (BM25's idf, from the document_lexeme counts kept with the passages), and the candidates
// come from the GIN index through the rare words only (or pairs of common ones), so a common word
// ("client", "délai") never brings a fifth of the corpus to rank. Candidates are then scored in two
// steps: the idf of the words they or their document's name hold (cheap), then, for the best hundred,
// words close together (ts_rank_cd) and the name's trigram similarity to the question.

/** A question word as the index stems it, and how many of the user's passages hold it. */
export interface SearchWord {
  lexeme: string;
  passages: number;
}

export interface SearchPlan {
  /** The words that count, with their weight (idf), rarest first. */
  weighted: Array<{ lexeme: string; idf: number }>;
  /** The tsquery that picks the candidates from the GIN index (rare words, or pairs of common ones). */
  filter: string;
  /** Any of the words (ranking of closeness, highlights). */
  any: string;
}

/** How many candidates a search aims to rank at most (estimated from the words' counts). */
export const candidateBudget = 1_000;
/** The cap on candidates taken from the index whatever the estimate (a question of common words). */
const candidateCap = 1_500;
/** How many of the best-by-words candidates get the finer (costlier) ranking. */
const rerankDepth = 100;

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/** BM25's inverse document frequency: rare words weigh more, a word in every passage nearly nothing. */
export function idf(passages: number, total: number): number {
  return Math.log(1 + (total - passages + 0.5) / (passages + 0.5));
}

/**
 * Which words pick the candidates: the rarest ones while their passages add up to the budget; the
 * common ones only in pairs whose estimated overlap (independent words) fits what is left. Null when
 * no word of the question is in the user's passages.
 */
export function planSearch(words: SearchWord[], total: number): SearchPlan | null {
  const present = words
    .filter((w) => w.passages > 0)
    .sort((a, b) => a.passages - b.passages || a.lexeme.localeCompare(b.lexeme))
    .slice(0, 10);
  if (present.length === 0) return null;
  const rare: SearchWord[] = [];
  let used = 0;
  for (const w of present) {
    if (used + w.passages > candidateBudget) break;
    rare.push(w);
    used += w.passages;
  }
  const common = present.slice(rare.length);
  const pairs = common
    .flatMap((a, i) =>
      common.slice(i + 1).map((b) => ({ a, b, estimate: (a.passages * b.passages) / Math.max(total, 1) })),
    )
    .sort((x, y) => x.estimate - y.estimate);
  const parts = rare.map((w) => quote(w.lexeme));
  for (const pair of pairs) {
    // The least overlapping pair always counts when no rare word does (a question of common words).
    if (used + pair.estimate > candidateBudget && parts.length > 0) break;
    parts.push(`(${quote(pair.a.lexeme)} & ${quote(pair.b.lexeme)})`);
    used += pair.estimate;
  }
  // One common word alone: it is all there is to search with (the cap bounds the candidates).
  if (parts.length === 0) parts.push(quote(present[0]!.lexeme));
  return {
    weighted: present.map((w) => ({ lexeme: w.lexeme, idf: idf(w.passages, total) })),
    filter: parts.join(' | '),
    any: present.map((w) => quote(w.lexeme)).join(' | '),
  };
}

const markOpen = '\u2983';
const markClose = '\u2984';

/** "⦃délai⦄ de ⦃rétractation⦄" as segments the UI renders without HTML. */
function segmentsOf(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  for (const part of headline.split(markOpen)) {
    const close = part.indexOf(markClose);
    if (close === -1) {
      if (part) segments.push({ text: part, hit: false });
      continue;
    }
    segments.push({ text: part.slice(0, close), hit: true });
    if (part.slice(close + 1)) segments.push({ text: part.slice(close + 1), hit: false });
  }
  return segments;
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
}

/** The question's words with their counts among the user's passages, and how many passages there are. */
async function wordsOf(db: Db, userId: string, terms: string) {
  const rows = rowsOf<{ lexeme: string | null; passages: number; total: number }>(
    await db.execute(sql`
      select w.lexeme, coalesce(s.passages, 0)::int as passages,
        (select coalesce(sum(passage_count), 0)::int from document where user_id = ${userId}) as total
      from (select 1) one
      left join unnest(tsvector_to_array(to_tsvector('septime_fr', ${terms}))) as w(lexeme) on true
      left join document_lexeme s on s.user_id = ${userId} and s.lexeme = w.lexeme`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    words: rows
      .filter((r) => r.lexeme !== null)
      .map((r) => ({ lexeme: r.lexeme!, passages: Number(r.passages) })),
  };
}

/** The sum of the weights of the words a candidate (c) or its document's name (d) holds, as SQL. */
function wordsScore(plan: SearchPlan) {
  return sql.join(
    plan.weighted.map((w) => {
      const word = quote(w.lexeme);
      return sql`(case when c.tsv @@ ${word}::tsquery or d.name_tsv @@ ${word}::tsquery then ${w.idf}::float8 else 0 end)`;
    }),
    sql` + `,
  );
}

export async function searchPassages(
  db: Db,
  userId: string,
  terms: string,
  limit: number,
  /** Only these documents' passages (a tool panel's chosen documents); all the user's when absent. */
  documentIds?: string[],
): Promise<PassageDto[]> {
  const { total, words } = await wordsOf(db, userId, terms);
  const found = planSearch(words, total);
  if (!found || documentIds?.length === 0) return [];
  // Within a few chosen documents any word of the question may pick a candidate: the rare-words
  // filter is there to bound the whole corpus, and would miss a chosen document's common words.
  const plan = documentIds ? { ...found, filter: found.any } : found;
  const inDocuments = documentIds
    ? sql`and p.document_id in (${sql.join(
        documentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  // One pass over the candidates' rows: the words they hold, counted with their document's name (a
  // passage is read with its title: "Contrat fournisseur Verrerie du Rhône" names the supplier its
  // articles do not repeat), then the finer ranking for the best hundred.
  const result = await db.execute(sql`
    with cand as (
      (select p.id, p.document_id, p.position, p.tsv from document_passage p
        where p.user_id = ${userId} and p.tsv @@ ${plan.filter}::tsquery ${inDocuments}
        limit ${candidateCap})
      union all
      (select p.id, p.document_id, p.position, p.tsv from document d
        join document_passage p on p.document_id = d.id
        where d.user_id = ${userId} and d.name_tsv @@ ${plan.filter}::tsquery
          and p.tsv @@ ${plan.any}::tsquery and not p.tsv @@ ${plan.filter}::tsquery ${inDocuments}
        limit ${candidateCap})
    ),
    scored as (
      select c.id, c.document_id, c.position, c.tsv, d.name, (${wordsScore(plan)}) as words
      from cand c join document d on d.id = c.document_id
      order by words desc, d.name, c.position limit ${rerankDepth}
    ),
    top as (
      select s.id, s.document_id, s.name, s.position,
        s.words + 2 * ts_rank_cd(s.tsv, ${plan.any}::tsquery) + 2 * similarity(s.name, ${terms}) as rank
      from scored s
      order by rank desc, s.name, s.position
      limit ${limit}
    )
    select top.id, top.document_id, top.name, top.rank, p.page, p.section, p.body,
      ts_headline('septime_fr', p.body, ${plan.any}::tsquery,
        ${`StartSel=${markOpen}, StopSel=${markClose}, HighlightAll=true`}) as headline
    from top join document_passage p on p.id = top.id
    order by top.rank desc, top.name, top.position`);
  return rowsOf<{
    id: string;
    document_id: string;
    name: string;
    page: number | null;
    section: string | null;
    body: string;
    rank: number;
    headline: string;
  }>(result).map((r) => ({
    id: r.id,
    documentId: r.document_id,
    documentName: r.name,
    page: r.page,
    section: r.section,
    body: r.body,
    rank: Number(r.rank),
    highlight: segmentsOf(r.headline),
  }));
}

/**
 * Adds a document's passages (or those of positions `from`..`to`, a background batch) to its owner's
 * word counts, in the transaction that inserted them.
 */
export async function countWords(
  db: Pick<Db, 'execute'>,
  userId: string,
  documentId: string,
  positions?: { from: number; to: number },
) {
  const within = positions ? sql`and p.position between ${positions.from} and ${positions.to}` : sql``;
  await db.execute(sql`
    insert into document_lexeme (user_id, lexeme, passages)
    select ${userId}, w.lexeme, count(*)::int
    from document_passage p, unnest(tsvector_to_array(p.tsv)) as w(lexeme)
    where p.document_id = ${documentId} and p.user_id = ${userId} ${within}
    group by w.lexeme order by w.lexeme
    on conflict (user_id, lexeme) do update set passages = document_lexeme.passages + excluded.passages`);
}

/** Takes a document's passages out of its owner's word counts (before they are deleted). */
export async function uncountWords(db: Pick<Db, 'execute'>, userId: string, documentId: string) {
  await db.execute(sql`
    update document_lexeme s set passages = s.passages - c.n
    from (
      select w.lexeme, count(*)::int as n
      from document_passage p, unnest(tsvector_to_array(p.tsv)) as w(lexeme)
      where p.document_id = ${documentId} and p.user_id = ${userId}
      group by w.lexeme
    ) c
    where s.user_id = ${userId} and s.lexeme = c.lexeme`);
  await db.execute(sql`delete from document_lexeme where user_id = ${userId} and passages <= 0`);
}
