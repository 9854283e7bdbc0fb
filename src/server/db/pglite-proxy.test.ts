import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { checkPgliteDataDir, openDatabase } from './client.ts';
import { createClusterInChild, needsNewCluster } from './pglite-proxy.ts';
import { user } from './schema.ts';

// PGlite in a worker thread (decision 040): the same answers as before, on both engines, while the
// server's event loop stays free.

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const journalEntries = () =>
  (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('queries through the database client on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(
      sql`create table proxy_notes (id serial primary key, note text unique not null)`,
    );
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('parameters and results keep their types: dates, bytes, bigint, json, null', async () => {
    const at = new Date('2026-03-01T08:30:00.000Z');
    const bytes = Buffer.from([0, 1, 254, 255]);
    const result = (await database.db.execute(
      sql`select ${at}::timestamptz as at, ${bytes}::bytea as bytes, 9007199254740993::int8 as big,
        ${JSON.stringify({ prix: '89 €', lignes: [1, 2] })}::jsonb as doc, null::text as nothing`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const row = result.rows[0]!;
    expect(new Date(String(row.at)).toISOString()).toBe(at.toISOString());
    expect([...(row.bytes as Uint8Array)]).toEqual([0, 1, 254, 255]);
    expect(String(row.big)).toBe('9007199254740993');
    expect(row.doc).toEqual({ prix: '89 €', lignes: [1, 2] });
    expect(row.nothing).toBeNull();

    // A typed select maps timestamps to Date as before.
    const [inserted] = await database.db
      .insert(user)
      .values({
        id: 'proxy-user',
        name: 'Claire',
        email: 'claire.proxy@example.fr',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    expect(inserted!.createdAt).toBeInstanceOf(Date);
    expect(inserted!.createdAt.toISOString()).toBe(at.toISOString());
    const [read] = await database.db.select().from(user).where(eq(user.id, 'proxy-user'));
    expect(read!.updatedAt.toISOString()).toBe(at.toISOString());
  });

  it('a constraint error keeps its SQLSTATE code and constraint name', async () => {
    await database.db.execute(sql`insert into proxy_notes (note) values ('unique')`);
    const error = await database.db.execute(sql`insert into proxy_notes (note) values ('unique')`).then(
      () => null,
      (err: Error) => err,
    );
    const cause = error?.cause as { code?: string; constraint?: string } | undefined;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('proxy_notes_note_key');
  });

  it('a transaction commits its statements in order, and rolls all of them back when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into proxy_notes (note) values ('premier')`);
      await tx.execute(sql`update proxy_notes set note = 'premier, modifié' where note = 'premier'`);
    });
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into proxy_notes (note) values ('annulé')`);
        // A nested savepoint rolled back on its own, the outer transaction carrying on.
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into proxy_notes (note) values ('annulé aussi')`);
            throw new Error('intérieur');
          })
          .catch(() => {});
        throw new Error('extérieur');
      })
      .then(
        () => null,
        (err: Error) => err.message,
      );
    expect(failed).toBe('extérieur');
    const notes = (await database.db.execute(sql`select note from proxy_notes order by id`)) as unknown as {
      rows: Array<{ note: string }>;
    };
    expect(notes.rows.map((r) => r.note)).toEqual(['unique', 'premier, modifié']);
  });
});

describe('PGlite in its worker thread', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.db.execute(sql`create table proxy_counts (n int)`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('leaves the event loop free: a timer set after a long query starts fires before the query ends', async () => {
    const order: string[] = [];
    const query = database.db.execute(sql`select pg_sleep(1)`).then(() => order.push('query'));
    setTimeout(() => order.push('timer'), 10);
    await query;
    // On the main thread (PGLITE_WORKER=0), the query's synchronous WebAssembly held the timer back.
    expect(order).toEqual(['timer', 'query']);
  });

  it('runs with a 32 MB buffer pool, not PGlite’s 128 MB held for ever', async () => {
    const shown = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: Array<{ shared_buffers: string }>;
    };
    expect(shown.rows[0]!.shared_buffers).toBe('32MB');
  });

  it('nothing interleaves with an open transaction: a reader sees none or all of its writes', async () => {
    let reads: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into proxy_counts values (1)`);
      // Sent while the transaction is open: it runs after the commit, never between the two inserts.
      reads = database.db
        .execute(sql`select count(*)::int as n from proxy_counts`)
        .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
      await pause(50);
      await tx.execute(sql`insert into proxy_counts values (2)`);
    });
    expect(await reads).toBe(2);
  });

  it('answers every call of a burst, and reports a closed database as unavailable', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        database.db
          .execute(sql`select ${i}::int as i`)
          .then((r) => (r as unknown as { rows: [{ i: number }] }).rows[0].i),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const closed = openDatabase({ kind: 'pglite' });
    await closed.migrate();
    await closed.close();
    expect(await closed.ping()).toBe(false);
    const error = await closed.db.execute(sql`select 1`).then(
      () => null,
      (err: Error) => err,
    );
    expect((error?.cause as Error | undefined)?.message).toMatch(/^PGlite is closed/);
  });
});

describe('a new PGlite cluster', () => {
  it('is created and migrated in a short-lived child process, then opened by the worker', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'septime-new-cluster-')), 'pglite');
    folders.push(folder);
    expect(needsNewCluster(folder)).toBe(true);
    const database = openDatabase({ kind: 'pglite', dataDir: folder });
    await database.migrate();
    expect(needsNewCluster(folder)).toBe(false);
    expect(() => checkPgliteDataDir(folder)).not.toThrow();
    const applied = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(applied.rows[0]!.n).toBe(journalEntries());
    await database.close();
  }, 120_000);

  it('a creation that fails leaves the folder empty, as it was, and says why', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'septime-new-cluster-'));
    folders.push(folder);
    const error = await createClusterInChild(folder, join(folder, '..', 'pas-de-migrations')).then(
      () => null,
      (err: Error) => err,
    );
    expect(error?.message).toMatch(/_journal\.json/);
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
  }, 120_000);
});
