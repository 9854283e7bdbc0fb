// `npm test` (decision 061): makes the machine ready, then runs the stages in order, and ends with a
// summary that counts the skipped suites with their reasons. On a fresh Debian machine as root it
// installs what the suites need with apt-get (Chromium, Dovecot, Radicale, Redis); otherwise it names
// the packages and stops. It starts for the run a Redis when none answers (stopped at the end) and a
// stopped PostgreSQL cluster when PostgreSQL is installed, and gives the stages TEST_REDIS_URL and
// TEST_DATABASE_URL. `npm test -- unit e2e` runs only the named stages.
import { type ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Skip } from '../src/server/testing/skip-reporter.ts';
import { detectTools, planInstall, toolPath } from './test-prerequisites.ts';

interface Stage {
  name: string;
  /** Commands run one after the other (binaries of node_modules/.bin found on PATH). */
  commands: string[][];
}

// One entry per stage: a new one is a line. `eval` is the employees' gate (decision 063).
const stages: Stage[] = [
  { name: 'lint', commands: [['biome', 'check', '.']] },
  { name: 'typecheck', commands: [['tsc', '--noEmit', '-p', 'tsconfig.json']] },
  { name: 'unit', commands: [['vitest', 'run']] },
  { name: 'eval', commands: [['tsx', 'eval/employees/run.ts', '--gate']] },
  {
    name: 'e2e',
    commands: [
      ['tsx', 'scripts/build.ts'],
      ['playwright', 'test'],
    ],
  },
];

const root = new URL('..', import.meta.url).pathname;
const found: string[] = [];
const log = (line: string) => {
  found.push(line);
  console.log(`--- ${line}`);
};

function pingRedis(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function ensureTools(redisUrl: string): Promise<boolean> {
  const plan = planInstall({
    present: detectTools(),
    isRoot: process.getuid?.() === 0 && process.env.SEPTIME_TEST_NO_INSTALL !== '1',
    hasApt: existsSync('/usr/bin/apt-get'),
    redisAnswers: await pingRedis(redisUrl),
  });
  if (plan.kind === 'missing') {
    console.error(plan.message);
    return false;
  }
  if (plan.kind === 'install') {
    log(`installation : ${plan.packages.join(' ')} (apt-get)`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${plan.packages.join(' ')}`,
      { stdio: 'inherit' },
    );
  }
  log(`Chromium, Dovecot, Radicale : présents${plan.kind === 'install' ? ' (installés)' : ''}`);
  return true;
}

/** A Redis for the run: TEST_REDIS_URL or 127.0.0.1:6379 when one answers, else one started on a free port. */
async function ensureRedis(): Promise<{ url: string; child?: ChildProcess }> {
  const given = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  if (await pingRedis(given)) {
    log(`Redis : ${given} répond`);
    return { url: given };
  }
  const binary = toolPath('redis');
  if (!binary) throw new Error('redis-server introuvable après installation');
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50 && !(await pingRedis(url)); i++) await new Promise((r) => setTimeout(r, 200));
  if (!(await pingRedis(url))) throw new Error(`le Redis démarré sur ${url} ne répond pas`);
  log(`Redis : démarré pour ce lancement sur ${url} (pid ${child.pid}, arrêté à la fin)`);
  return { url, child };
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const pgReady = () => spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status === 0;

/** TEST_DATABASE_URL as given, or PostgreSQL of the machine when installed (started if stopped, as .ci/run did). */
function ensurePostgres(): string | undefined {
  if (process.env.TEST_DATABASE_URL) {
    log(`PostgreSQL : TEST_DATABASE_URL donné (${new URL(process.env.TEST_DATABASE_URL).host})`);
    return process.env.TEST_DATABASE_URL;
  }
  if (!has('pg_isready')) {
    log(
      'PostgreSQL : non installé, les suites d’API tournent sur PGlite seulement (apt-get install postgresql)',
    );
    return undefined;
  }
  if (!pgReady() && has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql').sort().at(-1);
    if (version) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
      for (let i = 0; i < 20 && !pgReady(); i++) spawnSync('sleep', ['0.5']);
      if (pgReady()) log(`PostgreSQL : cluster ${version}/main démarré (laissé en marche)`);
    }
  }
  if (!pgReady()) {
    log('PostgreSQL : installé mais ne répond pas sur 127.0.0.1:5432, PGlite seulement');
    return undefined;
  }
  for (const user of ['root', 'postgres']) {
    const ok = spawnSync('psql', ['-h', '127.0.0.1', '-U', user, '-d', 'postgres', '-tAc', 'select 1'], {
      env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
    });
    if (ok.status === 0) {
      const url = `postgres://${user}@127.0.0.1:5432/postgres`;
      log(`PostgreSQL : ${url}`);
      return url;
    }
  }
  log('PostgreSQL : aucun utilisateur (root, postgres) ne se connecte sur 127.0.0.1:5432, PGlite seulement');
  return undefined;
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? 'true', command.slice(1), { cwd: root, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(
      `Étape inconnue : ${unknown.join(', ')} (étapes : ${stages.map((s) => s.name).join(', ')})`,
    );
    return 2;
  }
  const selected = wanted.length > 0 ? stages.filter((stage) => wanted.includes(stage.name)) : stages;

  if (!(await ensureTools(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'))) return 1;
  const redis = await ensureRedis();
  const databaseUrl = ensurePostgres();
  const skipsDir = mkdtempSync(join(tmpdir(), 'septime-test-'));
  const skipsFile = join(skipsDir, 'skips.jsonl');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    TEST_REDIS_URL: redis.url,
    SEPTIME_SKIPS_FILE: skipsFile,
  };
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;

  const results: { name: string; status: 'réussie' | 'échouée' | 'non lancée'; seconds?: number }[] = [];
  let failed = false;
  try {
    for (const stage of selected) {
      if (failed) {
        results.push({ name: stage.name, status: 'non lancée' });
        continue;
      }
      console.log(`\n=== ${stage.name}`);
      const started = performance.now();
      let code = 0;
      for (const command of stage.commands) {
        code = await run(command, env);
        if (code !== 0) break;
      }
      failed = code !== 0;
      const seconds = Math.round((performance.now() - started) / 1000);
      results.push({ name: stage.name, status: failed ? 'échouée' : 'réussie', seconds });
    }
  } finally {
    if (redis.child) redis.child.kill('SIGTERM');
  }

  const skips: Skip[] = existsSync(skipsFile)
    ? readFileSync(skipsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Skip)
    : [];
  rmSync(skipsDir, { recursive: true, force: true });
  console.log('\n=== Résumé de npm test');
  for (const line of found) console.log(`  ${line}`);
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(10)} ${result.status}${result.seconds === undefined ? '' : ` (${result.seconds} s)`}`,
    );
  }
  console.log(`  ignorés : ${skips.length}`);
  for (const skip of skips) {
    console.log(
      `    ↓ [${skip.stage}] ${skip.where}${skip.tests > 0 ? ` (${skip.tests} test${skip.tests > 1 ? 's' : ''})` : ''} : ${skip.reason}`,
    );
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
