import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { document } from '../db/schema.ts';
import { countWords, rowsOf } from './search.ts';

// A large document's passages are indexed in the background (decision 056): the upload writes them
// to document_pending_passage in one cheap transaction, and this step moves them into
// document_passage a batch at a time. Each batch is one short transaction that locks its document
// (FOR UPDATE SKIP LOCKED: another instance's step takes another document or none), moves the next
// passages (deleted from the queue by the statement that inserts them: a batch is indexed once or,
// when it fails, not at all), adds their words to the counts, and records the progress on the
// document. The passages indexed so far are searchable: the counts and passage_count grow with them.

/** Passages per batch: about 0.25 s of PGlite for the densest text the caps allow. */
export const indexBatchSize = 250;

/**
 * Indexes the next batch of one queued document: the passages indexed (at least 1 when a document was
 * worked on; 0: nothing queued,
 * or every queued document is being indexed by another step).
 */
export async function indexNextBatch(
  db: Db,
  options: { size?: number; beforeCommit?: () => Promise<void> } = {},
): Promise<number> {
  const size = options.size ?? indexBatchSize;
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: document.id, userId: document.userId })
      .from(document)
      .where(eq(document.status, 'indexing'))
      .orderBy(asc(document.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!doc) return 0;
    const moved = rowsOf<{ position: number }>(
      await tx.execute(sql`
        with batch as (
          delete from document_pending_passage q
          where q.document_id = ${doc.id} and q.position in (
            select position from document_pending_passage
            where document_id = ${doc.id} order by position limit ${size})
          returning q.position, q.page, q.section, q.body)
        insert into document_passage (document_id, user_id, position, page, section, body)
        select ${doc.id}, ${doc.userId}, position, page, section, body from batch
        returning position`),
    ).map((r) => Number(r.position));
    if (moved.length > 0) {
      await countWords(tx, doc.userId, doc.id, { from: Math.min(...moved), to: Math.max(...moved) });
    }
    const [left] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from document_pending_passage where document_id = ${doc.id}`,
      ),
    );
    await tx
      .update(document)
      .set({
        passageCount: sql`${document.passageCount} + ${moved.length}`,
        ...(Number(left?.n ?? 0) === 0 ? { status: 'ready' as const } : {}),
      })
      .where(eq(document.id, doc.id));
    await options.beforeCommit?.();
    // A document found with nothing queued (its last batch's status update lost) is made ready: 1.
    return Math.max(moved.length, 1);
  });
}

/** An upload still `storing` after this long was cut short (a crash, a restart): its row is removed. */
export const abandonedUploadMs = 15 * 60_000;

/**
 * Removes the rows of uploads a crash cut short (decision 069): they count in the quota and are
 * never searched. Returns how many were removed.
 */
export async function sweepAbandonedUploads(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(document)
    .where(
      and(
        eq(document.status, 'storing'),
        lt(document.createdAt, new Date(now.getTime() - abandonedUploadMs)),
      ),
    )
    .returning({ id: document.id });
  return removed.length;
}

/**
 * The scheduler's background step: batches until nothing is queued or `budgetMs` has passed (the
 * rest waits for the next tick); the database is free between two batches. Returns the batches run.
 */
export function createDocumentIndexer(deps: { db: Db; budgetMs?: number; size?: number }) {
  const budgetMs = deps.budgetMs ?? 10_000;
  return async function indexQueuedDocuments(): Promise<number> {
    const started = Date.now();
    await sweepAbandonedUploads(deps.db);
    let batches = 0;
    while (Date.now() - started < budgetMs) {
      if ((await indexNextBatch(deps.db, { size: deps.size })) === 0) break;
      batches++;
    }
    return batches;
  };
}
