// Issue 25's start and health figures, each beside the one measured before:
// - start to healthy, warm, on PGlite, the compiled server (`npm run start:prod`): from spawn to the
//   first 200 of /api/health, on a data folder created by an earlier start (median of 5);
// - /api/health requests per second beside a bare node:http server answering the same bytes.
//   npx tsx bench/start-health.ts
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build-server.ts';
import { stats } from './chat-latency.ts';
import { measureThroughput } from './throughput.ts';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'dist/server/index.js');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Spawns the compiled server; resolves with the ms from spawn to the first healthy answer. */
async function startOnce(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: tmpdir(),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'local',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the compiled server exited before it was healthy');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = performance.now() - started;
  return {
    ms,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`# Start and health (load average at start: ${load()})\n`);
  const sources = Math.max(newest(join(root, 'src/server')), newest(join(root, 'src/shared')));
  if (!existsSync(entry) || statSync(entry).mtimeMs < sources) await buildServer(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-start-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  try {
    const first = await startOnce(dataDir, port); // creates the cluster: not a warm start
    await first.stop();
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      const run = await startOnce(dataDir, port);
      warm.push(run.ms);
      await run.stop();
    }
    const median = stats(warm).p50;
    console.log('| figure | measured | before (issue 25) | goal |');
    console.log('|---|---|---|---|');
    console.log(
      `| start to healthy, warm, PGlite, compiled (median of 5; runs ${warm.map((m) => Math.round(m)).join(', ')} ms; first start ${Math.round(first.ms)} ms) | **${(median / 1000).toFixed(2)} s** | 2.5 s | ≤ 1.2 s |`,
    );

    const server = await startOnce(dataDir, port);
    try {
      const [row] = await measureThroughput(server, [{ label: 'GET /api/health', path: '/api/health' }], 5);
      const ours = row!.ours.requests.average;
      const bare = row!.bare.requests.average;
      console.log(
        `| /api/health vs bare node:http (${Math.round(ours)} vs ${Math.round(bare)} req/s, 50 connections, 5 s) | **${(ours / bare).toFixed(2)}×** | 0.11× | ≥ 0.5× |`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLoad average at the end: ${load()} (2 cores, shared machine: figures are indicative).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
