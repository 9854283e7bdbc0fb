// Server RSS idle, after 10,000 requests and under 500 concurrent streams, on PGlite and PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { rssMb } from './accounts.ts';
import { startOurServer } from './throughput.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const question = {
  employee: 'alfred',
  messages: [{ role: 'user', content: 'Priorise mes tâches de la semaine' }],
};

async function streams(url: string, count: number): Promise<number> {
  const results = await Promise.all(
    Array.from({ length: count }, async () => {
      try {
        const res = await fetch(`${url}/api/chat/stream`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(question),
        });
        const text = await res.text();
        return res.ok && !text.includes('"type":"error"');
      } catch {
        return false;
      }
    }),
  );
  return results.filter((ok) => !ok).length;
}

export interface MemoryRow {
  label: string;
  idle: number;
  afterRequests: number;
  underStreams: number;
  streamErrors: number;
  /** Issue 25's "now" and goal for the idle figure, printed beside it. */
  reference: string;
}

async function measure(label: string, env: Record<string, string>, reference = '–'): Promise<MemoryRow> {
  const server = await startOurServer({ ...env, RATE_LIMIT_IP_MULTIPLIER: '1000', NODE_ENV: 'development' });
  try {
    await pause(2000);
    const idle = rssMb(server.pid);
    for (const path of ['/', '/api/health']) {
      await autocannon({ url: `${server.url}${path}`, connections: 20, amount: 5000 });
    }
    await pause(1000);
    const afterRequests = rssMb(server.pid);
    let peak = afterRequests;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 100);
    const streamErrors = await streams(server.url, 500);
    clearInterval(sampler);
    return { label, idle, afterRequests, underStreams: peak, streamErrors, reference };
  } finally {
    server.stop();
    await pause(500);
  }
}

export async function measureMemory(postgresUrl: string | undefined): Promise<MemoryRow[]> {
  const rows: MemoryRow[] = [];
  // Default: initdb runs in a short-lived child process and PGlite in a worker thread (decision 040).
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-memory-'));
  rows.push(await measure('PGlite, first start', { DATA_DIR: dataDir }, '972, goal ≤ 450'));
  rows.push(await measure('PGlite, restart on its directory', { DATA_DIR: dataDir }, '510, goal ≤ 350'));
  // The previous design in the same run: initdb inside the server, whose WebAssembly memory never shrinks.
  const before = mkdtempSync(join(tmpdir(), 'septime-memory-'));
  const mainThread = { DATA_DIR: before, PGLITE_WORKER: '0' };
  rows.push(await measure('PGlite, first start, PGLITE_WORKER=0', mainThread, '972'));
  rows.push(await measure('PGlite, restart, PGLITE_WORKER=0', mainThread, '510'));
  if (postgresUrl) {
    const database = await createTestDatabase('postgres');
    try {
      rows.push(await measure('PostgreSQL', { DATABASE_URL: database.url! }, '287'));
    } finally {
      await database.dispose();
    }
  }
  return rows;
}

export function printMemory(rows: MemoryRow[]) {
  console.log('\n## Server memory (RSS, MB)\n');
  console.log(
    '| database | idle | now (issue 25) | after 10,000 requests | peak under 500 streams | stream errors |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.idle.toFixed(0)} | ${r.reference} | ${r.afterRequests.toFixed(0)} | ${r.underStreams.toFixed(0)} | ${r.streamErrors} |`,
    );
  }
}
