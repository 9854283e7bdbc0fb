import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { periodicJob } from '../db/schema.ts';

/**
 * Claims periodic work for this instance (decision 032): true for exactly one of the instances asking
 * once the job's time has come, which moves it `everyMs` on. One conditional upsert, so two
 * instances asking at the same moment cannot both win (PGlite and PostgreSQL alike).
 */
export async function claimPeriodicJob(db: Db, name: string, at: Date, everyMs: number): Promise<boolean> {
  const next = new Date(at.getTime() + everyMs);
  const claimed = await db
    .insert(periodicJob)
    .values({ name, nextRunAt: next, lastRunAt: at })
    .onConflictDoUpdate({
      target: periodicJob.name,
      set: { nextRunAt: next, lastRunAt: at },
      setWhere: sql`${periodicJob.nextRunAt} <= ${at.toISOString()}::timestamptz`,
    })
    .returning({ name: periodicJob.name });
  return claimed.length > 0;
}
