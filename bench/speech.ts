// Speech synthesis time with the local engine (espeak-ng WASM) for a 200-character French sentence:
// cold (first call of the process), warm (engine loaded, nothing cached), and through the HTTP API
// uncached then served from the speech cache. `npx tsx bench/speech.ts` or part of `npm run bench`.

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseWav } from '../src/server/speech/audio-format.ts';
import { createEspeakSynthesizer } from '../src/server/speech/espeak.ts';
import { employees } from '../src/shared/employees.ts';
import { stats } from './chat-latency.ts';
import { startOurServer } from './throughput.ts';

export const sentence200 =
  'Bonjour, je suis Alfred. Votre réunion avec l’équipe commerciale est déplacée à quinze heures ; ' +
  'j’ai prévenu les participants et préparé un résumé des trois dossiers prioritaires de ces deux semaines.';

export interface SpeechBench {
  characters: number;
  audioSeconds: number;
  coldMs: number;
  warm: ReturnType<typeof stats>;
  httpUncachedMs: number;
  httpCached: ReturnType<typeof stats>;
  httpBytes: number;
  /** Longest event-loop stall of the main thread during the warm syntheses. */
  eventLoopMaxMs: number;
}

const time = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

export async function measureSpeech(): Promise<SpeechBench> {
  const espeak = createEspeakSynthesizer();
  const cold = await time(() => espeak.synthesize({ text: sentence200, voice: 'aria' }));
  const warm: number[] = [];
  // The synthesis runs in a worker thread: the main thread's event loop should stay free meanwhile.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  for (const voice of ['aria', 'roger', 'sarah', 'laura', 'charlie', 'alice'] as const) {
    warm.push((await time(() => espeak.synthesize({ text: sentence200, voice }))).ms);
  }
  loop.disable();
  const eventLoopMaxMs = loop.max / 1e6;

  // Through the API as a visitor hearing an employee's introduction (the dashboard's 'Écouter').
  const server = await startOurServer();
  try {
    const alfred = employees[0]!;
    const call = () =>
      fetch(`${server.url}/api/speech/generate-speech`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: alfred.introduction, voiceId: alfred.voiceId }),
      }).then(async (res) => {
        if (!res.ok) throw new Error(`generate-speech answered ${res.status}`);
        return (await res.arrayBuffer()).byteLength;
      });
    const uncached = await time(call);
    const cached: number[] = [];
    for (let i = 0; i < 10; i++) cached.push((await time(call)).ms);
    return {
      characters: sentence200.length,
      audioSeconds: parseWav(cold.value.audio).durationSeconds,
      coldMs: cold.ms,
      warm: stats(warm),
      httpUncachedMs: uncached.ms,
      httpCached: stats(cached),
      httpBytes: uncached.value,
      eventLoopMaxMs,
    };
  } finally {
    server.stop();
  }
}

export function printSpeech(result: SpeechBench) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\n## Speech synthesis (espeak-ng WASM, ${result.characters} characters of French)\n`);
  console.log('| case | time | note |');
  console.log('|---|---|---|');
  console.log(
    `| cold (first call: load + compile + synthesise) | ${ms(result.coldMs)} | ${result.audioSeconds.toFixed(1)} s of audio |`,
  );
  console.log(
    `| warm, not cached (six voices) | p50 ${ms(result.warm.p50)}, max ${ms(result.warm.max)} | engine only; main-thread event loop max delay ${ms(result.eventLoopMaxMs)} |`,
  );
  console.log(
    `| API generate-speech, first call | ${ms(result.httpUncachedMs)} | synthesis + cache write, ${(result.httpBytes / 1024).toFixed(0)} KB of JSON before gzip |`,
  );
  console.log(
    `| API generate-speech, cached (×10) | p50 ${ms(result.httpCached.p50)}, max ${ms(result.httpCached.max)} | served from the database cache |`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printSpeech(await measureSpeech());
  process.exit(0);
}
