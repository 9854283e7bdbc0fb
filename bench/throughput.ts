// Requests per second of our server beside a bare node:http server serving the same bytes, in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

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

/** The server as `npm start` runs it, in one process (its pid is the server's: RSS, SIGKILL). */
export async function startOurServer(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-bench-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /Septime est prêt/);
  return {
    url,
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
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

const run = (url: string, duration: number) =>
  autocannon({ url, connections: 50, duration, pipelining: 1 }) as Promise<autocannon.Result>;

export async function measureThroughput(paths: string[], duration = 5): Promise<ThroughputRow[]> {
  const ours = await startOurServer();
  try {
    const fixtures = [];
    for (const path of paths) {
      const res = await fetch(`${ours.url}${path}`);
      const headers: Record<string, string> = {};
      res.headers.forEach((value, key) => {
        if (!['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key)) {
          headers[key] = value;
        }
      });
      const body = Buffer.from(await res.arrayBuffer());
      fixtures.push({ path, status: res.status, headers, bodyBase64: body.toString('base64') });
    }
    const bare = await startBareServer(fixtures);
    try {
      const rows: ThroughputRow[] = [];
      for (const path of paths) {
        await run(`${ours.url}${path}`, 1); // warm-up
        const oursResult = await run(`${ours.url}${path}`, duration);
        const bareResult = await run(`${bare.url}${path}`, duration);
        rows.push({ path, ours: oursResult, bare: bareResult });
      }
      return rows;
    } finally {
      bare.stop();
    }
  } finally {
    ours.stop();
  }
}
