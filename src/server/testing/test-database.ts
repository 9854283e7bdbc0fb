import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { testDatabaseUrl } from '../config.ts';
import { type Database, migrationsFolder, openDatabase } from '../db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** PostgreSQL only: the connection string of this test's database. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * What the migrated schema depends on: the migrations and the PGlite and drizzle versions. A change
 * to any of them names a new template, so a template never outlives the schema it was made with.
 */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
    hash.update(JSON.parse(readFileSync(manifest, 'utf8')).version);
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite cluster dumped once into the OS temp dir and loaded by every test file: a new
 * cluster and its migrations cost 2–9 s per file on two busy cores, loading the dump well under one
 * (BENCHMARKS.md, « CI time »). Written to a temp name then renamed: two workers making it at once
 * each write a whole file, and a reader never sees half of one.
 */
async function pgliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `septime-pglite-template-${schemaFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const database = openDatabase({ kind: 'pglite', worker: false });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * The same for PostgreSQL: a migrated database kept on the server, copied by CREATE DATABASE …
 * TEMPLATE. Made under an advisory lock (two workers must not both create it); nobody connects to
 * it afterwards, which is what a template copy requires.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `septime_template_${schemaFingerprint()}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // The pool's backends may still be leaving: a rename (and a copy) needs the database unused.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      building,
    ]);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A fresh, migrated database for one test file: PGlite in memory, or a new database on the server. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = openDatabase({ kind: 'pglite', template: await pgliteTemplate() });
    await database.migrate(); // nothing left to apply; checks the template is the schema's
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `septime_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await postgresTemplate(admin, serverUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
