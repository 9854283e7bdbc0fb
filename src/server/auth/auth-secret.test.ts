import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { appSecret } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { resolveAuthSecret } from './auth-secret.ts';

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'septime-secret-'));

describe.each(testDatabaseKinds())('the auth secret without AUTH_SECRET on %s', (kind) => {
  let database: TestDatabase;
  let second: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // PostgreSQL: a second pool, as a second instance would open; PGlite has one process.
    second = database.url ? openDatabase({ kind: 'postgres', url: database.url }) : database;
  });
  afterAll(async () => {
    if (second !== database) await second?.close();
    await database?.dispose();
  });

  it('is generated once and shared by instances starting together, each with its own DATA_DIR', async () => {
    await database.db.delete(appSecret);
    const secrets = await Promise.all(
      [database, second, database, second].map((db) =>
        resolveAuthSecret(loadConfig({ DATA_DIR: freshDataDir() }), db.db),
      ),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    // A restart reads the same one.
    expect(await resolveAuthSecret(loadConfig({ DATA_DIR: freshDataDir() }), second.db)).toBe(secrets[0]);
  });

  it('adopts the secret an earlier version kept in DATA_DIR, so its sessions survive the upgrade', async () => {
    await database.db.delete(appSecret);
    const dataDir = freshDataDir();
    const legacy = 'ancien-secret-'.padEnd(43, 'x');
    writeFileSync(join(dataDir, 'auth-secret'), `${legacy}\n`);
    expect(await resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }), database.db)).toBe(legacy);
    expect(await resolveAuthSecret(loadConfig({ DATA_DIR: freshDataDir() }), second.db)).toBe(legacy);
  });

  it('is AUTH_SECRET when set, and then nothing is stored', async () => {
    await database.db.delete(appSecret);
    const secret = 'un-secret-de-production-'.padEnd(40, 'y');
    expect(await resolveAuthSecret(loadConfig({ AUTH_SECRET: secret }), database.db)).toBe(secret);
    expect(await database.db.select().from(appSecret)).toEqual([]);
  });
});
