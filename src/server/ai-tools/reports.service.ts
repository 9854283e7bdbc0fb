import { and, desc, eq } from 'drizzle-orm';
import type { ReportResult, StoredReport } from '../../shared/ai-tools.ts';
import type { Db } from '../db/client.ts';
import { generatedReport } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

// The /reports history: every generated report is kept for its author, who alone may reopen,
// download or delete it. Another user's id answers 404, like an id that does not exist.

/** The history keeps the 100 most recent reports on screen. */
const historyLimit = 100;

function toStoredReport(row: typeof generatedReport.$inferSelect): StoredReport {
  return {
    id: row.id,
    reportType: row.reportType as ReportResult['reportType'],
    period: row.period as ReportResult['period'],
    content: row.content,
    generatedAt: row.generatedAt.toISOString(),
    wordCount: row.wordCount,
    sections: row.sections,
    data: row.data,
    dataSource: row.dataSource as ReportResult['dataSource'],
    engine: row.engine,
    ...(row.sources ? { sources: row.sources } : {}),
  };
}

const notFound = () => new ApiError(404, 'not_found', 'Rapport introuvable.');

export function createReportsService(db: Db) {
  return {
    /** Keeps a freshly generated report in its author's history. */
    async save(userId: string, result: ReportResult): Promise<StoredReport> {
      const [stored] = await db
        .insert(generatedReport)
        .values({ ...result, userId, generatedAt: new Date(result.generatedAt) })
        .returning({ id: generatedReport.id });
      return { ...result, id: stored!.id };
    },

    async list(userId: string): Promise<StoredReport[]> {
      const rows = await db
        .select()
        .from(generatedReport)
        .where(eq(generatedReport.userId, userId))
        .orderBy(desc(generatedReport.generatedAt))
        .limit(historyLimit);
      return rows.map(toStoredReport);
    },

    async get(userId: string, id: string): Promise<StoredReport> {
      const [row] = await db
        .select()
        .from(generatedReport)
        .where(and(eq(generatedReport.id, id), eq(generatedReport.userId, userId)));
      if (!row) throw notFound();
      return toStoredReport(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db
        .delete(generatedReport)
        .where(and(eq(generatedReport.id, id), eq(generatedReport.userId, userId)))
        .returning({ id: generatedReport.id });
      if (!removed.length) throw notFound();
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
