// PGlite (WASM) owned by a worker thread: its queries run here, so the server's event loop keeps
// answering HTTP while the database works (decision 040). The main thread talks to it through
// pglite-proxy.ts. Plain JavaScript so it runs the same under node, tsx and vitest.

import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, startParams, loadDataDir } = workerData;
const port = parentPort;
const options = {
  extensions: { unaccent, pg_trgm },
  ...(startParams?.length ? { startParams } : {}),
  // A dumped cluster to start from (the tests' migrated template, test-database.ts).
  ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
};
const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);

/** An error as plain data: PostgreSQL's fields (code, constraint, detail…) survive the thread hop. */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error' };
  const out = { message: err.message, name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

/**
 * Parsers are functions and cannot cross threads: the proxy sends the type ids it has a parser for,
 * and those values stay text. drizzle's parsers are all the identity (it parses dates itself).
 */
function optionsOf(request) {
  if (!request.rawTypes && !request.rowMode) return undefined;
  const parsers = {};
  for (const type of request.rawTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: request.rowMode, parsers };
}

/** Open transactions by id: each holds PGlite's transaction lock until the proxy ends it. */
const transactions = new Map();

async function begin(id) {
  await new Promise((opened, failed) => {
    const done = client.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback, done });
          opened();
        }),
    );
    // BEGIN failing rejects here; later, `done` settles when the proxy ends the transaction.
    done.catch(failed);
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open?.commit) throw new Error(`transaction ${id} inconnue`);
  transactions.delete(id);
  if (commit) {
    open.commit();
    await open.done;
  } else {
    open.rollback(new Error('rollback'));
    await open.done.catch(() => {});
  }
}

function target(request) {
  if (request.tx === undefined) return client;
  const open = transactions.get(request.tx);
  if (!open?.tx) throw new Error(`transaction ${request.tx} terminée`);
  return open.tx;
}

async function handle(request) {
  switch (request.type) {
    case 'query':
      return target(request).query(request.sql, request.params, optionsOf(request));
    case 'exec':
      return target(request).exec(request.sql, optionsOf(request));
    case 'begin':
      return begin(request.id);
    case 'commit':
      return end(request.id, true);
    case 'rollback':
      return end(request.id, false);
    case 'migrate':
      return migrate(drizzle(client), { migrationsFolder: request.migrationsFolder });
    case 'close':
      return client.close();
    default:
      throw new Error(`requête inconnue : ${request.type}`);
  }
}

port.on('message', async (request) => {
  try {
    const result = await handle(request);
    port.postMessage({ seq: request.seq, result: request.type === 'migrate' ? undefined : result });
  } catch (err) {
    port.postMessage({ seq: request.seq, error: plainError(err) });
  }
});

client.waitReady.then(
  () => port.postMessage({ ready: true }),
  (err) => port.postMessage({ ready: false, error: plainError(err) }),
);
