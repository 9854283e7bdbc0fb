// Creates a new PGlite cluster and migrates it, in a short-lived process (pglite-proxy.ts): initdb
// grows PGlite's WebAssembly memory, which never shrinks, so the server would keep it for its whole
// life; here it is returned to the system when this process exits. Plain JavaScript (node, tsx, vitest).
// Arguments: the data folder, the migrations folder, PGlite's startParams as JSON. Exit 0 when done; else the cause on stderr.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, migrationsFolder, startParamsJson] = process.argv.slice(2);
const startParams = startParamsJson ? JSON.parse(startParamsJson) : [];
try {
  const client = await PGlite.create(dataDir, {
    extensions: { unaccent, pg_trgm },
    ...(startParams.length ? { startParams } : {}),
  });
  if (migrationsFolder) await migrate(drizzle(client), { migrationsFolder });
  await client.close();
} catch (err) {
  const cause =
    err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
  process.stderr.write(`${cause}\n`);
  process.exit(1);
}
