// Streaming chat latency: first token and full reply with the local engine, and the latency our
// server adds over an OpenAI-compatible provider that answers with a fixed delay (ours − provider).
//
// Run alone, it measures issue 25's figures: the added first-token latency at p50 and the server's CPU
// per stream at 1, 10 and 50 concurrent streams, on PGlite and (when TEST_DATABASE_URL is set) on
// PostgreSQL, each printed beside the figure measured before issue 25:
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/chat-latency.ts
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '../src/server/config.ts';
import { startFakeOpenAiServer } from '../src/server/testing/fake-openai-server.ts';
import { createScratchPostgres } from '../src/server/testing/scratch-postgres.ts';
import { startOurServer } from './throughput.ts';

export interface LatencyStats {
  p50: number;
  p99: number;
  max: number;
}

export interface StreamTiming {
  firstToken: number;
  full: number;
  ok: boolean;
}

export function stats(values: number[]): LatencyStats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** POSTs and reads the stream; the first token is the first chunk carrying `marker`. */
async function timeStream(url: string, body: unknown, marker: string): Promise<StreamTiming> {
  const started = performance.now();
  let firstToken = Number.NaN;
  try {
    const res = await fetch(url, {
      method: 'POST',
      // No cookie, so no Origin needed (the origin guard only requires one with a session cookie).
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (Number.isNaN(firstToken) && text.includes(marker)) firstToken = performance.now() - started;
    }
    return { firstToken, full: performance.now() - started, ok: res.ok && !text.includes('"type":"error"') };
  } catch {
    return { firstToken, full: performance.now() - started, ok: false };
  }
}

async function concurrent(count: number, make: () => Promise<StreamTiming>): Promise<StreamTiming[]> {
  return Promise.all(Array.from({ length: count }, make));
}

const question = {
  employee: 'alfred',
  messages: [{ role: 'user', content: 'Priorise mes tâches de la semaine' }],
};

export async function measureChatLatency(streams: number) {
  const env = { RATE_LIMIT_IP_MULTIPLIER: '1000', NODE_ENV: 'development' };
  const local = await startOurServer(env);
  let localRuns: StreamTiming[];
  try {
    await concurrent(5, () => timeStream(`${local.url}/api/chat/stream`, question, '"delta"')); // warm-up
    localRuns = await concurrent(streams, () =>
      timeStream(`${local.url}/api/chat/stream`, question, '"delta"'),
    );
  } finally {
    local.stop();
  }

  const providerDelayMs = 50;
  const words = 'Voici vos priorités de la semaine classées par urgence et par échéance'.split(' ');
  const provider = await startFakeOpenAiServer({ kind: 'reply', words, firstDelayMs: providerDelayMs });
  const proxied = await startOurServer({ ...env, AI_BASE_URL: provider.baseUrl, AI_MODEL: 'fake-model' });
  try {
    const direct = () =>
      timeStream(
        `${provider.baseUrl}/chat/completions`,
        { model: 'fake-model', stream: true, messages: question.messages },
        '"content"',
      );
    const ours = () => timeStream(`${proxied.url}/api/chat/stream`, question, '"delta"');
    await concurrent(5, ours); // warm-up
    const directRuns = await concurrent(streams, direct);
    const oursRuns = await concurrent(streams, ours);
    return { localRuns, directRuns, oursRuns, providerDelayMs };
  } finally {
    proxied.stop();
    await provider.close();
  }
}

export function printChatLatency(result: Awaited<ReturnType<typeof measureChatLatency>>, streams: number) {
  const { localRuns, directRuns, oursRuns, providerDelayMs } = result;
  const errors = (runs: StreamTiming[]) => runs.filter((r) => !r.ok).length;
  const row = (label: string, runs: StreamTiming[]) => {
    const first = stats(runs.map((r) => r.firstToken));
    const full = stats(runs.map((r) => r.full));
    return `| ${label} | ${first.p50.toFixed(1)} / ${first.p99.toFixed(1)} | ${full.p50.toFixed(1)} / ${full.p99.toFixed(1)} | ${errors(runs)} |`;
  };
  console.log(`\n## Streaming chat latency (${streams} concurrent streams, ms)\n`);
  console.log('| path | first token p50 / p99 | full reply p50 / p99 | errors |');
  console.log('|---|---|---|---|');
  console.log(row('local engine, POST /api/chat/stream', localRuns));
  console.log(row(`fake provider direct (${providerDelayMs} ms delay)`, directRuns));
  console.log(row('our server over that provider', oursRuns));
  const added = stats(oursRuns.map((r) => r.firstToken)).p50 - stats(directRuns.map((r) => r.firstToken)).p50;
  console.log(`\nAdded first-token latency over the provider at p50: ${added.toFixed(1)} ms`);
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", utime and stime are the 12th and 13th fields.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Issue 25's "now" column (before the lean path), and its goals. */
const reference: Record<number, { added: string; cpu: string; goalAdded: number }> = {
  1: { added: '11 ms', cpu: '8–9 ms', goalAdded: 3 },
  10: { added: '30–37 ms', cpu: '8–9 ms', goalAdded: Number.NaN },
  50: { added: '174–223 ms', cpu: '8–9 ms', goalAdded: 40 },
};
const cpuGoalMs = 2;

/**
 * Added first-token latency over the provider and our server's CPU per stream, with `streams`
 * concurrent streams, repeated `rounds` times (one stream alone is too short for the CPU clock).
 */
async function measureProviderPath(extraEnv: Record<string, string>, levels: number[]) {
  const providerDelayMs = 50;
  const words = 'Voici vos priorités de la semaine classées par urgence et par échéance'.split(' ');
  const provider = await startFakeOpenAiServer({ kind: 'reply', words, firstDelayMs: providerDelayMs });
  const server = await startOurServer({
    RATE_LIMIT_IP_MULTIPLIER: '1000',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'fake-model',
    ...extraEnv,
  });
  const direct = () =>
    timeStream(
      `${provider.baseUrl}/chat/completions`,
      { model: 'fake-model', stream: true, messages: question.messages },
      '"content"',
    );
  const ours = () => timeStream(`${server.url}/api/chat/stream`, question, '"delta"');
  const rows: Array<{
    streams: number;
    added: number;
    oursP50: number;
    directP50: number;
    cpu: number;
    errors: number;
  }> = [];
  try {
    for (let i = 0; i < 4; i++) await concurrent(10, ours); // warm-up: JIT, pools, keep-alive sockets
    for (const streams of levels) {
      const rounds = Math.max(3, Math.ceil(60 / streams));
      const directRuns: StreamTiming[] = [];
      const oursRuns: StreamTiming[] = [];
      let cpu = 0;
      for (let round = 0; round < rounds; round++) {
        directRuns.push(...(await concurrent(streams, direct)));
        const before = cpuMsOf(server.pid);
        oursRuns.push(...(await concurrent(streams, ours)));
        cpu += cpuMsOf(server.pid) - before;
      }
      const oursP50 = stats(oursRuns.map((r) => r.firstToken)).p50;
      const directP50 = stats(directRuns.map((r) => r.firstToken)).p50;
      rows.push({
        streams,
        added: oursP50 - directP50,
        oursP50,
        directP50,
        cpu: cpu / (streams * rounds),
        errors: oursRuns.filter((r) => !r.ok).length,
      });
    }
    return rows;
  } finally {
    await server.stop();
    await provider.close();
  }
}

async function main() {
  const levels = [1, 10, 50];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`# Chat over a provider answering after 50 ms (load average at start: ${load()})\n`);
  console.log(
    '| database | streams | first token ours / direct p50 (ms) | added p50 (ms) | before (issue 25) | goal | CPU per stream (ms) | before | goal | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const databases: Array<{
    label: string;
    env: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }>;
  }> = [{ label: 'PGlite', env: async () => ({ env: {} }) }];
  if (testDatabaseUrl())
    databases.push({
      label: 'PostgreSQL',
      env: async () => {
        const scratch = await createScratchPostgres('septime_bench_chat');
        return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
      },
    });
  for (const database of databases) {
    const { env, drop } = await database.env();
    try {
      for (const row of await measureProviderPath(env, levels)) {
        const ref = reference[row.streams]!;
        const goal = Number.isNaN(ref.goalAdded) ? '—' : `≤ ${ref.goalAdded} ms`;
        console.log(
          `| ${database.label} | ${row.streams} | ${row.oursP50.toFixed(1)} / ${row.directP50.toFixed(1)} | **${row.added.toFixed(1)}** | ${ref.added} | ${goal} | **${row.cpu.toFixed(1)}** | ${ref.cpu} | ≤ ${cpuGoalMs} ms | ${row.errors} |`,
        );
      }
    } finally {
      await drop?.();
    }
  }
  console.log(`\nLoad average at the end: ${load()} (2 cores, shared machine: figures are indicative).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
