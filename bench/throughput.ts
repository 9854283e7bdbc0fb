// Requests per second of our server beside a bare node:http server serving the same bytes, in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { withDeterministicAi } from '../src/server/testing/deterministic-ai.ts';
import { stats } from './chat-latency.ts';

const root = new URL('..', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');

export interface ThroughputRow {
  path: string;
  ours: autocannon.Result;
  bare: autocannon.Result;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`process exited (${code}) before printing ${pattern}:\n${seen}`)),
    );
  });
}

/**
 * The server as `npm start` runs it, in one process (its pid is the server's: RSS, SIGKILL). Benches run
 * it as `development`: production requires SMTP_URL and closes the loopback outbox the benches sign up through.
 */
export async function startOurServer(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-bench-'));
  const port = extraEnv.PORT ?? String(20000 + Math.floor(Math.random() * 20000));
  const url = `http://127.0.0.1:${port}`;
  // SEPTIME_BENCH_PROFILE=dir writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.SEPTIME_BENCH_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // BENCH_SERVER=compiled runs the server as production does (`npm run start:prod`, after `npm run
  // build`); by default it runs as `npm start` does, through tsx.
  const entry =
    process.env.BENCH_SERVER === 'compiled'
      ? ['dist/server/index.js']
      : ['--import', 'tsx', 'src/server/index.ts'];
  const child = spawn(process.execPath, [...flags, ...entry], {
    cwd: root,
    // The local engine unless a provider is named: an Ollama on the bench machine would skew the figures.
    env: withDeterministicAi({
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /Septime est prêt/);
  return {
    url,
    pid: child.pid!,
    /** SIGTERM, resolved once the process has exited (PGlite has flushed and let go of its directory). */
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function startBareServer(fixtures: unknown[]) {
  const file = join(mkdtempSync(join(tmpdir(), 'septime-bare-')), 'fixtures.json');
  writeFileSync(file, JSON.stringify(fixtures));
  const child = spawn(tsx, ['bench/bare-server.ts', file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const match = await waitForLine(child, /BARE_PORT=(\d+)/);
  return { url: `http://127.0.0.1:${match[1]}`, stop: () => child.kill('SIGTERM') };
}

export interface ThroughputTarget {
  label: string;
  path: string;
  /** Sent to our server only (the bare server answers the same bytes whatever the headers). */
  headers?: Record<string, string>;
}

const run = (url: string, duration: number, headers?: Record<string, string>) =>
  autocannon({ url, connections: 50, duration, pipelining: 1, headers }) as Promise<autocannon.Result>;

/** Each target on our server, then on a bare node:http server answering the bytes ours sent. */
export async function measureThroughput(
  ours: { url: string },
  targets: ThroughputTarget[],
  duration = 5,
): Promise<Array<ThroughputRow & { label: string }>> {
  const fixtures = [];
  for (const { path, headers } of targets) {
    // Identity encoding: autocannon does not ask for gzip, so both servers send the plain bytes.
    const res = await fetch(`${ours.url}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    const kept: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      const perResponse = ['content-length', 'content-encoding', 'date', 'connection', 'keep-alive'];
      if (!perResponse.includes(key) && key !== 'transfer-encoding') kept[key] = value;
    });
    const body = Buffer.from(await res.arrayBuffer());
    fixtures.push({ path, status: res.status, headers: kept, bodyBase64: body.toString('base64') });
  }
  const bare = await startBareServer(fixtures);
  try {
    const rows = [];
    for (const { label, path, headers } of targets) {
      await run(`${ours.url}${path}`, 1, headers); // warm-up
      const oursResult = await run(`${ours.url}${path}`, duration, headers);
      const bareResult = await run(`${bare.url}${path}`, duration);
      rows.push({ label, path, ours: oursResult, bare: bareResult });
    }
    return rows;
  } finally {
    bare.stop();
  }
}

/**
 * Sign-ins per second with 8 in flight: the cost is the argon2id verification of the password.
 * Spread over several accounts, each kept under the per-account limit (10 per 15 minutes).
 */
export async function measureSignIn(ours: { url: string }, emails: string[], password: string, duration = 5) {
  const perAccount = 9;
  const queue = emails.flatMap((email) => Array.from({ length: perAccount }, () => email));
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let email = queue.pop(); email && Date.now() < until; email = queue.pop()) {
        const t = performance.now();
        const res = await fetch(`${ours.url}/api/auth/sign-in/email`, {
          method: 'POST',
          // A browser's sign-in carries its Origin; better-auth refuses one without it.
          headers: { 'content-type': 'application/json', origin: ours.url },
          body: JSON.stringify({ email, password }),
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / seconds, latency: stats(latencies), errors };
}
