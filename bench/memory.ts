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
}

async function measure(label: string, env: Record<string, string>): Promise<MemoryRow> {
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
    return { label, idle, afterRequests, underStreams: peak, streamErrors };
  } finally {
    server.stop();
    await pause(500);
  }
}

export async function measureMemory(postgresUrl: string | undefined): Promise<MemoryRow[]> {
  const rows: MemoryRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'septime-memory-'));
  // The first start runs initdb inside the process; WebAssembly memory never shrinks afterwards.
  rows.push(await measure('PGlite, first start (initdb)', { DATA_DIR: dataDir }));
  rows.push(await measure('PGlite, restart on its directory', { DATA_DIR: dataDir }));
  if (postgresUrl) {
    const database = await createTestDatabase('postgres');
    try {
      rows.push(await measure('PostgreSQL', { DATABASE_URL: database.url! }));
    } finally {
      await database.dispose();
    }
  }
  return rows;
}

export function printMemory(rows: MemoryRow[]) {
  console.log('\n## Server memory (RSS, MB)\n');
  console.log('| database | idle | after 10,000 requests | peak under 500 streams | stream errors |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.idle.toFixed(0)} | ${r.afterRequests.toFixed(0)} | ${r.underStreams.toFixed(0)} | ${r.streamErrors} |`,
    );
  }
}
