// `npx tsx bench/pglite-load.ts [seconds] [tasks] [--memory-only | --no-memory]` (PostgreSQL too with TEST_DATABASE_URL): issue 25's
// embedded-database figures, each beside the "now" in the same run:
// - the server's RSS after a first start and after a restart (bench/memory.ts);
// - the task list alone (one client, sequential), PGlite against PostgreSQL;
// - 200 connections on the task list for `seconds`: p99, requests over 5 s, 503s, and /api/health's
//   latency meanwhile (PGlite's queries run in a worker thread: HTTP keeps answering).
// PGlite runs with its worker (default) and with PGLITE_WORKER=0 (the previous design), side by side.
import autocannon from 'autocannon';
import { testDatabaseUrl } from '../src/server/config.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';
import { cookieHeader, signedIn } from './accounts.ts';
import { stats } from './chat-latency.ts';
import { measureMemory, printMemory } from './memory.ts';
import { startOurServer } from './throughput.ts';

const seconds = Number(process.argv[2] ?? 20);
const taskCount = Number(process.argv[3] ?? 300);
const connections = 200;

interface LoadRow {
  label: string;
  alone: { p50: number; p99: number };
  load: {
    requests: number;
    ok: number;
    refused: number;
    over5s: number;
    errors: number;
    p99: number;
    p99ok: number;
  };
  health: { p50: number; p99: number; max: number };
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function measure(label: string, env: Record<string, string>): Promise<LoadRow> {
  const server = await startOurServer({ ...env, RATE_LIMIT_IP_MULTIPLIER: '1000', NODE_ENV: 'development' });
  try {
    const client = await signedIn(server.url, `charge.${Date.now()}@example.fr`);
    await pool(
      Array.from({ length: taskCount }, (_, i) => i),
      10,
      async (i) => {
        const res = await client.post('/api/tasks', { title: `Relancer le devis n° ${i}` });
        if (res.status !== 201) throw new Error(`POST /api/tasks ${res.status}: ${await res.text()}`);
      },
    );
    const cookie = cookieHeader(client);
    const list = `${server.url}/api/tasks`;

    const alone: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const res = await fetch(list, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/tasks ${res.status}`);
      alone.push(performance.now() - started);
    }

    // /api/health (never queued) probed every 100 ms during the load: is the event loop answering?
    const health: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const started = performance.now();
        await fetch(`${server.url}/api/health`).then((res) => res.arrayBuffer());
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const times: number[] = [];
    const okTimes: number[] = [];
    let refused = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: list, connections, duration: seconds, headers: { cookie }, timeout: 60 },
        (err, done) => (err ? reject(err) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        times.push(responseTime);
        if (status === 200) okTimes.push(responseTime);
        else if (status === 503) refused++;
      });
    });
    probing = false;
    await prober;
    return {
      label,
      alone: stats(alone),
      load: {
        requests: times.length,
        ok: okTimes.length,
        refused,
        over5s: times.filter((ms) => ms > 5_000).length,
        errors: result.errors + result.timeouts,
        p99: stats(times).p99,
        p99ok: stats(okTimes).p99,
      },
      health: stats(health),
    };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

const rows: LoadRow[] = [];
const postgresUrl = testDatabaseUrl();
const memoryOnly = process.argv.includes('--memory-only');
if (postgresUrl && !memoryOnly) {
  const database = await createTestDatabase('postgres');
  try {
    rows.push(await measure('PostgreSQL', { DATABASE_URL: database.url! }));
  } finally {
    await database.dispose();
  }
}
if (!memoryOnly) {
  rows.push(await measure('PGlite, worker thread', {}));
  rows.push(await measure('PGlite, main thread (PGLITE_WORKER=0)', { PGLITE_WORKER: '0' }));
  printLoad();
}

function printLoad() {
  const postgres = rows.find((r) => r.label === 'PostgreSQL');
  console.log(`\n## Task list (${taskCount} tasks, 50 a page), one client, 100 sequential requests\n`);
  console.log('| database | p50 ms | p99 ms | p50 vs PostgreSQL | now (issue 25) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = postgres ? `${(r.alone.p50 / postgres.alone.p50).toFixed(1)}×` : '–';
    const now = r.label.startsWith('PGlite') ? '2–2.6× PostgreSQL, p99 95–287 ms' : '–';
    console.log(`| ${r.label} | ${ms(r.alone.p50)} | ${ms(r.alone.p99)} | ${ratio} | ${now} |`);
  }

  console.log(`\n## ${connections} connections on GET /api/tasks for ${seconds} s\n`);
  console.log(
    '| database | requests | 200 | 503 | errors | over 5 s | now: over 5 s (goal 0) | p99 ms (all / 200) | /api/health meanwhile p50 / p99 / max ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const now = r.label.startsWith('PGlite') ? '52 over 10 s' : '–';
    console.log(
      `| ${r.label} | ${r.load.requests} | ${r.load.ok} | ${r.load.refused} | ${r.load.errors} | ${r.load.over5s} | ${now} | ${ms(r.load.p99)} / ${ms(r.load.p99ok)} | ${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)} |`,
    );
  }
}

if (!process.argv.includes('--no-memory')) printMemory(await measureMemory(postgresUrl));
process.exit(0);
