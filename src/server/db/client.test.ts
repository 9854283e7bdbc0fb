import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { createScratchPostgres } from '../testing/scratch-postgres.ts';
import { closedPort, startSilentTcpServer } from '../testing/silent-tcp-server.ts';
import { DatabaseStartError, openDatabase } from './client.ts';
import { databaseFaultOf } from './faults.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every file under a folder with its size and content hash: proof that nothing was touched. */
function fingerprint(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[full.slice(folder.length)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(folder);
  return out;
}

/**
 * A cluster holding a table of data, made once (a new cluster costs seconds) and copied for each
 * test that damages one.
 */
let pristineCluster: Promise<string> | undefined;
async function clusterWithData(): Promise<string> {
  pristineCluster ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'septime-cluster-'));
    folders.push(folder);
    const database = openDatabase({ kind: 'pglite', dataDir: folder });
    await database.migrate();
    await database.db.execute(sql`create table kept (note text)`);
    await database.db.execute(sql`insert into kept values ('données précieuses')`);
    await database.close();
    return folder;
  })();
  const folder = mkdtempSync(join(tmpdir(), 'septime-cluster-'));
  folders.push(folder);
  cpSync(await pristineCluster, folder, { recursive: true });
  return folder;
}

describe('a PGlite data folder that is not a complete cluster', () => {
  it('is refused, named with what is missing, and left untouched; restoring PG_VERSION brings the data back', async () => {
    const folder = await clusterWithData();
    renameSync(join(folder, 'PG_VERSION'), join(folder, '..', `${folder.split('/').pop()}.PG_VERSION`));
    const before = fingerprint(folder);

    let error: unknown;
    try {
      const database = openDatabase({ kind: 'pglite', dataDir: folder });
      await database.migrate();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toContain(folder);
    expect((error as Error).message).toContain('il manque PG_VERSION');
    expect(fingerprint(folder)).toEqual(before);

    renameSync(join(folder, '..', `${folder.split('/').pop()}.PG_VERSION`), join(folder, 'PG_VERSION'));
    const reopened = openDatabase({ kind: 'pglite', dataDir: folder });
    await reopened.migrate();
    const rows = (await reopened.db.execute(sql`select note from kept`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ note: 'données précieuses' }]);
    await reopened.close();
  }, 120_000);

  it('names every missing essential (base/, global/)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'septime-cluster-'));
    folders.push(folder);
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    expect(() => openDatabase({ kind: 'pglite', dataDir: folder })).toThrow(/il manque base\/, global\//);
    expect(readdirSync(folder)).toEqual(['PG_VERSION']);
  });

  it('makes `npm start` exit 1 with the French message, data intact', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'septime-start-'));
    folders.push(dataDir);
    const folder = join(dataDir, 'pglite');
    cpSync(await clusterWithData(), folder, { recursive: true });
    rmSync(join(folder, 'PG_VERSION'));
    const before = fingerprint(folder);

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', AI_PROVIDER: 'local' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Septime ne peut pas démarrer');
    expect(output).toContain(`« ${folder} » n’est pas une base complète : il manque PG_VERSION`);
    expect(output).not.toContain('Septime est prêt');
    expect(fingerprint(folder)).toEqual(before);
  }, 120_000);

  it('a damaged cluster is refused with its folder and the cause, not "Failed query"', async () => {
    const folder = await clusterWithData();
    writeFileSync(join(folder, 'global', 'pg_control'), Buffer.alloc(8192));
    const database = openDatabase({ kind: 'pglite', dataDir: folder });
    const error = await database.migrate().then(
      () => null,
      (err: Error) => err,
    );
    await database.close().catch(() => {});
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect(error?.message).toContain(`Impossible d’ouvrir la base PGlite « ${folder} »`);
    expect(error?.message).not.toContain('Failed query');
  }, 120_000);

  it('opens an empty folder as a new cluster', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'septime-empty-'));
    folders.push(folder);
    const database = openDatabase({ kind: 'pglite', dataDir: folder });
    await database.migrate();
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 120_000);
});

describe('an unreachable PostgreSQL at start', () => {
  it('names host:port and "connexion refusée", never the password', async () => {
    const port = await closedPort();
    const database = openDatabase({
      kind: 'postgres',
      url: `postgres://septime:motdepasse-secret@127.0.0.1:${port}/prod`,
    });
    const error = await database.migrate().then(
      () => null,
      (err: Error) => err,
    );
    await database.close();
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect(error?.message).toContain(`127.0.0.1:${port}/prod`);
    expect(error?.message).toContain('connexion refusée (ECONNREFUSED)');
    expect(error?.message).not.toContain('motdepasse-secret');
  });

  it('gives up on a server that accepts and never answers, saying so, within seconds', async () => {
    const silent = await startSilentTcpServer();
    const database = openDatabase({
      kind: 'postgres',
      url: `postgres://septime:secret@127.0.0.1:${silent.port}/prod`,
    });
    const started = Date.now();
    const error = await database.migrate().then(
      () => null,
      (err: Error) => err,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await database.close();
    await silent.close();
    expect(error?.message).toContain(`127.0.0.1:${silent.port}/prod`);
    expect(error?.message).toContain('délai dépassé');
  });

  it('while it stays unreachable, queries after the first fail at once, as a database fault (503)', async () => {
    // Issue 38: three queries in a row each waited the 2 s connect timeout (a 6 s request).
    const silent = await startSilentTcpServer();
    const database = openDatabase({
      kind: 'postgres',
      url: `postgres://septime:secret@127.0.0.1:${silent.port}/prod`,
    });
    const timed = async () => {
      const started = Date.now();
      const error = await database.db.execute(sql`select 1`).then(
        () => null,
        (err: unknown) => err,
      );
      return { error, ms: Date.now() - started };
    };
    const first = await timed();
    const next = [await timed(), await timed(), await timed()];
    await database.close();
    await silent.close();
    expect(first.ms).toBeGreaterThanOrEqual(1_500);
    for (const attempt of [first, ...next]) expect(databaseFaultOf(attempt.error)).toBe('unavailable');
    for (const attempt of next) expect(attempt.ms).toBeLessThan(200);
  });

  it('names an authentication refusal', onlyWith(missing.postgres), async () => {
    const url = new URL(testDatabaseUrl()!);
    url.username = 'septime_nobody';
    url.password = 'motdepasse-secret';
    const database = openDatabase({ kind: 'postgres', url: url.toString() });
    const error = await database.migrate().then(
      () => null,
      (err: Error) => err,
    );
    await database.close();
    expect(error?.message).toMatch(/authentification refusée \(28(000|P01)\)/);
    expect(error?.message).not.toContain('motdepasse-secret');
  });
});

describe('migrations on PostgreSQL', onlyWith(missing.postgres), () => {
  it('two instances migrating a fresh database at once both succeed (advisory lock)', async () => {
    const scratch = await createScratchPostgres();
    const first = openDatabase({ kind: 'postgres', url: scratch.url });
    const second = openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate(), first.migrate()]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const journal = JSON.parse(readFileSync(join(root, 'drizzle/meta/_journal.json'), 'utf8'));
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await scratch.drop();
    }
  });
});
