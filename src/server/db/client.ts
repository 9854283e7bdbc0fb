import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { connectionCause, deepestMessage } from './faults.ts';
import { createClusterInChild, needsNewCluster, PgliteWorkerClient } from './pglite-proxy.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both engines speak the same PostgreSQL dialect; code only sees this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human description for the start banner (never includes credentials). */
  description: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseTarget =
  /** worker: PGlite in a worker thread (default; PGLITE_WORKER=0 keeps it on the main thread). */
  | {
      kind: 'pglite';
      dataDir?: string;
      worker?: boolean;
      /** In memory only: a dumped cluster to start from (the tests' migrated template, test-database.ts). */
      template?: string;
    }
  | { kind: 'postgres'; url: string };

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (the server, backup and restore). */
export function databaseTargetOf(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteWorker'>,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite'), worker: config.pgliteWorker };
}

/** The server's database, as configured (PostgreSQL or PGlite). */
export function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteWorker'>,
): Database {
  return openDatabase(databaseTargetOf(config));
}

/** A database that cannot be opened as it is: the message says which one and why, in French. */
export class DatabaseStartError extends Error {}

/** Timeouts so that a database that accepts connections but never answers cannot hang requests. */
export const postgresTimeouts = { connectMs: 2_000, statementMs: 5_000, queryMs: 6_000 } as const;
/** The health check gives up after this long (load balancers expect an answer within 2 s). */
const pingTimeoutMs = 1_500;
/** Held by whichever instance migrates; the others wait, then find nothing left to apply. */
const migrationLockKey = 7_431_962_018;

/** host:port/database of a connection string, never its user or password. */
export function describePostgresUrl(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * The files without which a folder is not a PostgreSQL cluster. PGlite initialises a new, empty
 * cluster over any folder lacking PG_VERSION: opening such a folder would wipe what is left in it.
 */
const clusterEssentials = [
  { path: 'PG_VERSION', dir: false },
  { path: 'base', dir: true },
  { path: 'global', dir: true },
  { path: 'global/pg_control', dir: false },
  { path: 'pg_wal', dir: true },
  { path: 'pg_xact', dir: true },
];

/** Refuses a data folder that holds files but not a complete cluster; an empty or absent one is fine. */
export function checkPgliteDataDir(dataDir: string): void {
  const folder = resolve(dataDir);
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) {
    throw new DatabaseStartError(`Le dossier de données PGlite « ${folder} » n’est pas un dossier.`);
  }
  if (readdirSync(folder).length === 0) return;
  const missing = clusterEssentials
    .filter(({ path, dir }) => {
      const full = resolve(folder, path);
      return !existsSync(full) || statSync(full).isDirectory() !== dir;
    })
    .map(({ path, dir }) => (dir ? `${path}/` : path));
  if (missing.length > 0) {
    throw new DatabaseStartError(
      `Le dossier de données PGlite « ${folder} » n’est pas une base complète : il manque ${missing.join(', ')}. ` +
        'Septime refuse de démarrer pour ne rien écraser ; aucun fichier n’a été modifié. ' +
        'Restaurez le fichier manquant ou une sauvegarde (npm run restore), ou indiquez un autre DATA_DIR.',
    );
  }
}

/**
 * PGlite's start parameters plus a 32 MB buffer pool: its default 128 MB is touched at start and
 * held in WebAssembly memory for ever (about 130 MB of RSS); reads past it come from the system's
 * file cache (decision 040).
 */
export const pgliteStartParams = [...(PGlite.defaultStartParams ?? []), '-c', 'shared_buffers=32MB'];

/** The contrib extensions the documents' search needs (migration 0014); PostgreSQL ships them too. */
export const pgliteOptions: PGliteOptions = {
  extensions: { unaccent, pg_trgm },
  startParams: pgliteStartParams,
};

/** After a failed connection attempt, new ones fail at once for this long (then one tries again). */
export const unreachableBackoffMs = 2_000;

/**
 * Issue 38: with PostgreSQL unreachable, a request making three queries one after the other waited
 * the 2 s connect timeout three times (6 s) before its 503. Once an attempt to open a connection has
 * failed (refused, timed out, reset), the pool's next attempts fail at once with the same kind of
 * error (which db/faults.ts maps to 503) until `unreachableBackoffMs` has passed. A pool that is
 * only busy (« timeout exceeded when trying to connect »: every client in use) does not count.
 */
function failFastWhileUnreachable(pool: pg.Pool): void {
  type Callback = (
    err: Error | undefined,
    client?: pg.PoolClient,
    done?: (release?: unknown) => void,
  ) => void;
  const connect = pool.connect.bind(pool) as unknown as (callback: Callback) => void;
  let unreachableUntil = 0;
  let lastFailure = '';
  const note = (err: Error | undefined) => {
    if (!err) unreachableUntil = 0;
    else if (!/timeout exceeded when trying to connect/i.test(err.message)) {
      unreachableUntil = Date.now() + unreachableBackoffMs;
      lastFailure = err.message;
    }
  };
  const attempt = (callback: Callback) => {
    if (Date.now() < unreachableUntil) {
      const err = Object.assign(new Error(`Connection terminated: PostgreSQL unreachable (${lastFailure})`), {
        code: 'ECONNREFUSED',
      });
      process.nextTick(() => callback(err, undefined, () => {}));
      return;
    }
    connect((err, client, done) => {
      note(err);
      callback(err, client, done);
    });
  };
  // pg-pool's query() calls this.connect(callback); drizzle's transactions call connect() for a promise.
  pool.connect = ((callback?: Callback) => {
    if (callback) return attempt(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      attempt((err, client) => (err ? reject(err) : resolve(client!))),
    );
  }) as unknown as typeof pool.connect;
}

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      statement_timeout: postgresTimeouts.statementMs,
      query_timeout: postgresTimeouts.queryMs,
      keepAlive: true,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    failFastWhileUnreachable(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const where = describePostgresUrl(target.url);
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL (${where})`,
      migrate: () => migratePostgres(target.url, where),
      ping: () => pingDb(db),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) {
    checkPgliteDataDir(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
  }
  if (target.worker !== false) return openPgliteWorker(target.dataDir, target.template);
  const client = target.dataDir
    ? new PGlite(target.dataDir, pgliteOptions)
    : new PGlite({
        ...pgliteOptions,
        ...(target.template ? { loadDataDir: new Blob([readFileSync(target.template)]) } : {}),
      });
  // Errors surface through migrate() and queries; an unobserved rejection must not end the process.
  client.waitReady.catch(() => {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const where = target.dataDir ? `« ${resolve(target.dataDir)} »` : 'en mémoire';
  return {
    db,
    kind: 'pglite',
    description: target.dataDir ? `PGlite (embarquée, ${target.dataDir})` : 'PGlite (en mémoire)',
    migrate: async () => {
      try {
        await client.waitReady;
      } catch (err) {
        throw new DatabaseStartError(
          `Impossible d’ouvrir la base PGlite ${where} : ${deepestMessage(err)}. ` +
            'Ses fichiers sont peut-être endommagés : restaurez une sauvegarde (npm run restore).',
          {
            cause: err,
          },
        );
      }
      try {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      } catch (err) {
        throw new DatabaseStartError(
          `Échec des migrations de la base PGlite ${where} : ${deepestMessage(err)}`,
          { cause: err },
        );
      }
    },
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

/** PGlite in a worker thread (decision 040): its queries no longer stall the server's event loop. */
function openPgliteWorker(dataDir: string | undefined, template: string | undefined): Database {
  const where = dataDir ? `« ${resolve(dataDir)} »` : 'en mémoire';
  const fresh = dataDir !== undefined && needsNewCluster(dataDir);
  const client = new PgliteWorkerClient({
    dataDir,
    startParams: pgliteStartParams,
    loadDataDir: template,
    prepare: fresh
      ? () =>
          createClusterInChild(dataDir, migrationsFolder, pgliteStartParams).catch((err) => {
            throw new DatabaseStartError(
              `Impossible de créer la base PGlite ${where} : ${deepestMessage(err)}.`,
              {
                cause: err,
              },
            );
          })
      : undefined,
  });
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    description: dataDir ? `PGlite (embarquée, ${dataDir})` : 'PGlite (en mémoire)',
    migrate: async () => {
      try {
        await client.waitReady;
      } catch (err) {
        if (err instanceof DatabaseStartError) throw err;
        throw new DatabaseStartError(
          `Impossible d’ouvrir la base PGlite ${where} : ${deepestMessage(err)}. ` +
            'Ses fichiers sont peut-être endommagés : restaurez une sauvegarde (npm run restore).',
          { cause: err },
        );
      }
      try {
        await client.migrate(migrationsFolder);
      } catch (err) {
        throw new DatabaseStartError(
          `Échec des migrations de la base PGlite ${where} : ${deepestMessage(err)}`,
          { cause: err },
        );
      }
    },
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

/** Migrates on one dedicated connection holding an advisory lock, so instances starting together take turns. */
async function migratePostgres(connectionString: string, where: string): Promise<void> {
  // No statement or query timeout here: a migration or the wait for the lock may take long.
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: postgresTimeouts.connectMs });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw new DatabaseStartError(`La base PostgreSQL ${where} est injoignable : ${connectionCause(err)}.`, {
      cause: err,
    });
  }
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    }
  } catch (err) {
    throw new DatabaseStartError(`Échec des migrations sur PostgreSQL ${where} : ${connectionCause(err)}.`, {
      cause: err,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

async function pingDb(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), pingTimeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
