import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = new URL(target.url);
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => pingDb(db),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    description: target.dataDir ? `PGlite (embarquée, ${target.dataDir})` : 'PGlite (en mémoire)',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
