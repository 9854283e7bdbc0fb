import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';
import { DatabaseStartError, openDatabase } from './client.ts';
import { user } from './schema.ts';
import { unreadableTables } from './table-check.ts';

// Issue 38: damaged PGlite table files started « healthy » (then every sign-in was a 401). A PGlite
// folder in a temp dir gets a user, then the first page of the user table's file is overwritten:
// the next start names the table in French and refuses to serve.

describe('a PGlite folder with a damaged table file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'septime-damaged-'));
  const dataDir = join(dir, 'pglite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read at start: every table readable, then the damaged one named and the start refused', {
    timeout: 240_000,
  }, async () => {
    const first = openDatabase({ kind: 'pglite', dataDir, worker: false });
    await first.migrate();
    await first.db.insert(user).values({ id: 'u1', name: 'Zoé', email: 'zoe@example.fr' });
    expect(await unreadableTables(first.db)).toEqual([]);
    const { rows } = (await first.db.execute(
      sql`select pg_relation_filepath('"user"') as path`,
    )) as unknown as {
      rows: Array<{ path: string }>;
    };
    await first.close();

    // Garbage over the first 8 KB page (an all-zero page would count as new and empty).
    const fd = openSync(join(dataDir, rows[0]!.path), 'r+');
    writeSync(fd, randomBytes(8192), 0, 8192, 0);

    const damaged = openDatabase({ kind: 'pglite', dataDir, worker: false });
    await damaged.migrate();
    const failed = await unreadableTables(damaged.db);
    expect(failed.map((f) => f.table)).toEqual(['user']);
    const start = await startTestServer(damaged).then(
      () => null,
      (err: unknown) => err,
    );
    expect(start).toBeInstanceOf(DatabaseStartError);
    expect((start as Error).message).toMatch(
      /^La base PGlite .* est endommagée : la table suivante est illisible : « user » \(/,
    );
    expect((start as Error).message).toContain('restaurez une sauvegarde (npm run restore)');
    await damaged.close();
  });
});
