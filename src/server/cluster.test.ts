import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConcurrency } from './cluster.ts';
import { loadConfig } from './config.ts';
import { missing, onlyWith } from './testing/prerequisites.ts';
import { createScratchPostgres } from './testing/scratch-postgres.ts';

const root = new URL('../..', import.meta.url).pathname;

describe('how many server processes', () => {
  // Production's other requirements (SMTP, secrets) are beside the point here: only `env` is set.
  const config = ({ NODE_ENV, ...env }: Record<string, string>) => {
    const loaded = loadConfig(env);
    return NODE_ENV === 'production' ? { ...loaded, env: 'production' as const } : loaded;
  };

  it('is one per core in production, 1 otherwise, WEB_CONCURRENCY when given', () => {
    const pg = { DATABASE_URL: 'postgres://db.example/septime' };
    expect(webConcurrency(config({ ...pg, NODE_ENV: 'production' }), 4).count).toBe(4);
    expect(webConcurrency(config(pg), 4)).toEqual({ count: 1, reason: 'hors production' });
    expect(webConcurrency(config({ ...pg, WEB_CONCURRENCY: '3' }), 4)).toEqual({
      count: 3,
      reason: 'WEB_CONCURRENCY',
    });
  });

  it('is always 1 on PGlite, and says why', () => {
    expect(webConcurrency(config({ NODE_ENV: 'production', WEB_CONCURRENCY: '4' }), 2)).toEqual({
      count: 1,
      reason:
        'PGlite est mono-processus : 4 demandés (WEB_CONCURRENCY), 1 utilisé ; PostgreSQL (DATABASE_URL) pour plusieurs',
    });
  });

  it('refuses a WEB_CONCURRENCY that is not a count, in French', () => {
    expect(() => config({ WEB_CONCURRENCY: 'beaucoup' })).toThrow(
      'WEB_CONCURRENCY: un nombre entier de processus est attendu',
    );
    expect(() => config({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY: au moins 1 processus');
  });
});

// Two workers forked by node:cluster on PostgreSQL answer on the same port; NODE_ENV=test makes each
// answer name its process (x-septime-worker), nowhere else.
describe('the server with WEB_CONCURRENCY=2', onlyWith(missing.postgres), () => {
  let child: ChildProcess | undefined;
  let baseUrl = '';
  let output = '';
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = await createScratchPostgres('septime_cluster');
    drop = scratch.drop;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: scratch.url,
        PORT: '0',
        HOST: '127.0.0.1',
        AI_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
      const onData = (data: Buffer) => {
        output += data.toString();
        const ready = /Septime est prêt : (http:\/\/\S+)[\s\S]*processus/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]!.replace('localhost', '127.0.0.1'));
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await drop?.();
  });

  it('answers from two processes on one port, with one banner', async () => {
    expect(output).toMatch(/processus\s+2 \(WEB_CONCURRENCY\)/);
    expect(output.match(/Septime est prêt/g)).toHaveLength(1);
    const workers = new Set<string>();
    // New connections are dealt to the workers in turn: a few are enough to meet both.
    for (let i = 0; i < 20 && workers.size < 2; i++) {
      const res = await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      workers.add(res.headers.get('x-septime-worker') ?? 'none');
    }
    expect(workers.size).toBe(2);
    expect(workers.has('none')).toBe(false);
    expect(workers.has(String(child!.pid))).toBe(false); // the primary serves nothing itself
  });
});
