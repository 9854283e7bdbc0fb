import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

// Plan quotas (projects, documents, connected accounts, memory facts) are counted inside the
// transaction that inserts the row, after this lock: one account's quota checks take turns, so 30
// parallel creations cannot all read « 0 used » before any of them inserts (decision 058). A
// transaction-scoped advisory lock: released at commit or rollback, touches no row (the user's row
// stays free for sign-in and the foreign-key checks of other inserts), and two instances on one
// PostgreSQL share it. On PGlite a transaction already holds the only connection; the lock is a no-op
// there but keeps one code path.

/** A transaction of `db.transaction` (what its callback receives). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes this account's quota lock until the end of the transaction. */
export async function lockAccountQuotas(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${userId}`}))`);
}
