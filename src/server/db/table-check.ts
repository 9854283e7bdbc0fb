import { sql } from 'drizzle-orm';
import { DatabaseStartError, type Db } from './client.ts';

// Issue 38: a PGlite cluster whose table files were damaged started « healthy », then every sign-in
// was a 401 or /api/tasks a 500. At start, after the migrations, one row of every table is read
// (a page of each file); a table that cannot be read stops the start with a French message naming
// it, rather than serving errors.

/** The tables of our schema and of the migrations' journal that cannot be read, with the reason. */
export async function unreadableTables(db: Db): Promise<Array<{ table: string; reason: string }>> {
  const { rows } = (await db.execute(
    sql`select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`,
  )) as unknown as { rows: Array<{ schemaname: string; tablename: string }> };
  const reads = rows.map(
    ({ schemaname, tablename }) =>
      sql`(select 1 from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} limit 1)`,
  );
  // One round trip when all is well (the start stays lean); table by table only to name the culprits.
  const all = await db.execute(sql`select count(*) from (${sql.join(reads, sql` union all `)}) as t`).then(
    () => true,
    () => false,
  );
  if (all) return [];
  const failed: Array<{ table: string; reason: string }> = [];
  for (const { schemaname, tablename } of rows) {
    const name = `${schemaname}.${tablename}`;
    try {
      await db.execute(sql`select 1 from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} limit 1`);
    } catch (err) {
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : '';
      failed.push({ table: schemaname === 'public' ? tablename : name, reason: reason.split('\n')[0]! });
    }
  }
  return failed;
}

/** Refuses to start on a database with an unreadable table (DatabaseStartError: index.ts says why, exits 1). */
export async function checkTablesReadable(db: Db, description: string): Promise<void> {
  const failed = await unreadableTables(db);
  if (failed.length === 0) return;
  const list = failed.map((f) => `« ${f.table} » (${f.reason})`).join(', ');
  throw new DatabaseStartError(
    `La base ${description} est endommagée : ${failed.length > 1 ? 'les tables suivantes sont illisibles' : 'la table suivante est illisible'} : ${list}. ` +
      'Le serveur ne démarre pas pour ne pas répondre par des erreurs : restaurez une sauvegarde (npm run restore).',
  );
}
