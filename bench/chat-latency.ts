// Streaming chat latency: first token and full reply with the local engine, and the latency our
// server adds over an OpenAI-compatible provider that answers with a fixed delay (ours − provider).
import { startFakeOpenAiServer } from '../src/server/testing/fake-openai-server.ts';
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
