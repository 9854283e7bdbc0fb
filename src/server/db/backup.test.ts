import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { createScratchPostgres } from '../testing/scratch-postgres.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'septime-backup-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// Plain PGlite (no migrations) keeps these tests fast; what is dumped is the whole cluster either way.
async function pgliteWith(dataDir: string, note: string) {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.exec('create table if not exists kept (note text)');
  await client.query('insert into kept values ($1)', [note]);
  await client.close();
}

async function notesIn(dataDir: string): Promise<string[]> {
  const client = new PGlite(dataDir);
  const result = await client.query<{ note: string }>('select note from kept order by note');
  await client.close();
  return result.rows.map((row) => row.note);
}

// Each test dumps and loads whole clusters in child processes: 20–30 s on two busy cores.
describe('backup and restore on PGlite', () => {
  it('round-trips the data through a dated dump; a non-empty target needs --force and is kept aside', async () => {
    const work = scratch();
    const source = join(work, 'source', 'pglite');
    await pgliteWith(source, 'facture 2026-001');

    const file = await backupDatabase(
      { kind: 'pglite', dataDir: source },
      join(work, 'backups'),
      new Date('2026-11-24T04:30:05Z'),
    );
    expect(basename(file)).toBe('septime-pglite-2026-11-24T04-30-05Z.tar.gz');

    const target = join(work, 'target', 'pglite');
    await restoreDatabase({ kind: 'pglite', dataDir: target }, file);
    expect(await notesIn(target)).toEqual(['facture 2026-001']);

    // The restored base has moved on; a second restore without --force changes nothing.
    await pgliteWith(target, 'facture 2026-002');
    await expect(restoreDatabase({ kind: 'pglite', dataDir: target }, file)).rejects.toThrow(
      /n’est pas vide : rien n’a été modifié\. Ajoutez --force/,
    );
    expect(await notesIn(target)).toEqual(['facture 2026-001', 'facture 2026-002']);

    const { keptAside } = await restoreDatabase({ kind: 'pglite', dataDir: target }, file, { force: true });
    expect(await notesIn(target)).toEqual(['facture 2026-001']);
    expect(await notesIn(keptAside!)).toEqual(['facture 2026-001', 'facture 2026-002']);
  }, 120_000);

  it('refuses to back up a base that is open, a dump of the other engine and a file that is not a dump', async () => {
    const work = scratch();
    const dataDir = join(work, 'pglite');
    await pgliteWith(dataDir, 'ouverte');
    const open = new PGlite(dataDir);
    await open.waitReady;
    await expect(backupDatabase({ kind: 'pglite', dataDir }, join(work, 'backups'))).rejects.toThrow(
      /est ouverte \(postmaster\.pid présent\) : arrêtez Septime/,
    );
    await open.close();
    const file = await backupDatabase({ kind: 'pglite', dataDir }, join(work, 'backups'));
    await expect(
      restoreDatabase({ kind: 'postgres', url: 'postgres://x@127.0.0.1:1/x' }, file),
    ).rejects.toThrow('est une sauvegarde PGlite, mais la base configurée est PostgreSQL');
    await expect(
      restoreDatabase({ kind: 'pglite', dataDir: join(work, 'other') }, join(root, 'package.json')),
    ).rejects.toThrow(BackupError);
    expect(existsSync(join(work, 'other'))).toBe(false);
  }, 120_000);

  it('`npm run backup` then `npm run restore FILE` work from the command line', () => {
    const work = scratch();
    const cli = (script: string, dataDir: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const empty = cli('backup', join(work, 'nothing'));
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('Sauvegarde impossible. Aucune base PGlite à sauvegarder');
    return (async () => {
      await pgliteWith(join(work, 'a', 'pglite'), 'devis Dupont');
      const backup = cli('backup', join(work, 'a'));
      expect(backup.status, backup.stderr).toBe(0);
      const written = readdirSync(join(work, 'a', 'backups'));
      expect(written).toHaveLength(1);
      expect(backup.stdout).toContain(`Sauvegarde écrite : ${join(work, 'a', 'backups', written[0]!)}`);
      const restore = cli('restore', join(work, 'b'), join(work, 'a', 'backups', written[0]!));
      expect(restore.status, restore.stderr).toBe(0);
      expect(await notesIn(join(work, 'b', 'pglite'))).toEqual(['devis Dupont']);
    })();
  }, 120_000);
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const needs = onlyWith(missing.postgres, !hasPgDump && 'pg_dump absent (apt-get install postgresql-client)');

describe('backup and restore on PostgreSQL (pg_dump)', needs, () => {
  it('round-trips into a scratch database; a non-empty target needs --force', async () => {
    const work = scratch();
    const source = await createScratchPostgres('septime_backup_src');
    const target = await createScratchPostgres('septime_backup_dst');
    const query = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    try {
      const database = openDatabase({ kind: 'postgres', url: source.url });
      await database.migrate();
      await database.close();
      await query(source.url, "create table kept (note text); insert into kept values ('avoir 12')");

      const file = await backupDatabase({ kind: 'postgres', url: source.url }, work);
      expect(basename(file)).toMatch(/^septime-postgres-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/);

      await restoreDatabase({ kind: 'postgres', url: target.url }, file);
      expect(await query(target.url, 'select note from kept')).toEqual([{ note: 'avoir 12' }]);

      await query(target.url, "insert into kept values ('avoir 13')");
      await expect(restoreDatabase({ kind: 'postgres', url: target.url }, file)).rejects.toThrow(
        /Ajoutez --force/,
      );
      expect(await query(target.url, 'select count(*)::int as n from kept')).toEqual([{ n: 2 }]);

      await restoreDatabase({ kind: 'postgres', url: target.url }, file, { force: true });
      expect(await query(target.url, 'select note from kept')).toEqual([{ note: 'avoir 12' }]);
      const reopened = openDatabase({ kind: 'postgres', url: target.url });
      await reopened.migrate();
      await reopened.close();
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 120_000);
});
