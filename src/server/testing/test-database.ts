import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

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

/** A fresh, migrated database for one test file: PGlite in memory, or a new database on the server. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = openDatabase({ kind: 'pglite' });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `septime_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
