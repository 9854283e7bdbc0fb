// `npm run backup` / `npm run restore FILE`: a consistent dump of the database and its way back.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { checkPgliteDataDir, type DatabaseTarget, describePostgresUrl, pgliteOptions } from './client.ts';
import { connectionCause, deepestMessage } from './faults.ts';

/** A refusal or failure of backup/restore, with a French message for the operator. */
export class BackupError extends Error {}

/** 2026-11-24T04-30-05Z: sorts by date and is a valid file name everywhere. */
export function backupStamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** Writes a consistent dump of the database into `outDir` and returns the file's path. */
export async function backupDatabase(
  target: DatabaseTarget,
  outDir: string,
  now = new Date(),
): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  if (target.kind === 'postgres') {
    const file = join(resolve(outDir), `septime-postgres-${backupStamp(now)}.dump`);
    // pg_dump reads one snapshot: the dump is consistent even while Septime writes.
    try {
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}.partial`],
        target.url,
      );
    } catch (err) {
      rmSync(`${file}.partial`, { force: true });
      throw err;
    }
    chmodSync(`${file}.partial`, 0o600);
    renameSync(`${file}.partial`, file);
    return file;
  }
  if (!target.dataDir) throw new BackupError('Une base PGlite en mémoire ne se sauvegarde pas.');
  const folder = resolve(target.dataDir);
  if (!existsSync(folder) || readdirSync(folder).length === 0) {
    throw new BackupError(`Aucune base PGlite à sauvegarder dans « ${folder} ».`);
  }
  checkPgliteDataDir(folder);
  assertPgliteNotRunning(folder);
  const client = new PGlite(folder, pgliteOptions);
  let dump: Blob;
  try {
    await client.waitReady;
    dump = await client.dumpDataDir('gzip');
  } catch (err) {
    throw new BackupError(`Impossible de lire la base PGlite « ${folder} » : ${deepestMessage(err)}`, {
      cause: err,
    });
  } finally {
    await client.close().catch(() => {});
  }
  const file = join(resolve(outDir), `septime-pglite-${backupStamp(now)}.tar.gz`);
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return file;
}

/**
 * Restores a dump made by backupDatabase. A target holding data is refused unless `force`; then, on
 * PGlite, the old folder is kept beside the new one (…-avant-restauration-<date>), never deleted.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<{ keptAside?: string }> {
  if (!existsSync(file)) throw new BackupError(`Fichier de sauvegarde introuvable : « ${file} ».`);
  const format = dumpFormat(file);
  if (format === 'unknown') {
    throw new BackupError(`« ${file} » n’est pas une sauvegarde Septime (ni PGlite .tar.gz, ni pg_dump).`);
  }
  if (format !== target.kind) {
    throw new BackupError(
      `« ${basename(file)} » est une sauvegarde ${format === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
        `mais la base configurée est ${target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL (DATABASE_URL)'}.`,
    );
  }
  if (target.kind === 'postgres') {
    const tables = await countTables(target.url);
    if (tables > 0 && !options.force) {
      throw new BackupError(
        `La base PostgreSQL ${describePostgresUrl(target.url)} contient déjà ${tables} table(s) : ` +
          'rien n’a été modifié. Ajoutez --force pour la remplacer par la sauvegarde.',
      );
    }
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(tables > 0 ? ['--clean', '--if-exists'] : []),
        `--dbname=${decodeURIComponent(new URL(target.url).pathname.slice(1))}`,
        file,
      ],
      target.url,
      true,
    );
    return {};
  }
  if (!target.dataDir) throw new BackupError('Indiquez un dossier de données PGlite (DATA_DIR).');
  const folder = resolve(target.dataDir);
  let keptAside: string | undefined;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!options.force) {
      throw new BackupError(
        `Le dossier de données PGlite « ${folder} » n’est pas vide : rien n’a été modifié. ` +
          'Ajoutez --force pour le remplacer (l’ancien contenu sera conservé à côté).',
      );
    }
    assertPgliteNotRunning(folder);
    keptAside = `${folder}-avant-restauration-${backupStamp(options.now)}`;
    renameSync(folder, keptAside);
  }
  mkdirSync(dirname(folder), { recursive: true });
  const client = new PGlite(folder, { ...pgliteOptions, loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.waitReady;
    await client.query('select 1');
  } catch (err) {
    throw new BackupError(`La sauvegarde « ${file} » n’a pas pu être chargée : ${deepestMessage(err)}`, {
      cause: err,
    });
  } finally {
    await client.close().catch(() => {});
  }
  return { keptAside };
}

/** PGlite is one process: a second one opening a folder in use would corrupt it. */
function assertPgliteNotRunning(folder: string) {
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `La base PGlite « ${folder} » est ouverte (postmaster.pid présent) : arrêtez Septime avant de sauvegarder ou de restaurer. ` +
        'Si Septime s’est arrêté brutalement, démarrez-le puis arrêtez-le une fois.',
    );
  }
}

function dumpFormat(file: string): 'pglite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return 'unknown';
}

async function countTables(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const result = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0].n;
  } catch (err) {
    throw new BackupError(
      `La base PostgreSQL ${describePostgresUrl(connectionString)} est injoignable : ${connectionCause(err)}.`,
      {
        cause: err,
      },
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** The connection as libpq environment variables: the password never appears in a command line. */
function libpqEnv(connectionString: string): Record<string, string> {
  const url = new URL(connectionString);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(command: string, args: string[], connectionString: string, isRestore = false): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...libpqEnv(connectionString) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${command} est introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client).`
            : `${command} n’a pas pu être lancé : ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolvePromise();
      const where = describePostgresUrl(connectionString);
      reject(
        new BackupError(
          `${isRestore ? 'La restauration' : 'La sauvegarde'} de PostgreSQL ${where} a échoué (${command}, code ${code}) : ${stderr.trim().split('\n').slice(-3).join(' ')}`,
        ),
      );
    });
  });
}
