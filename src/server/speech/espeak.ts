import { Worker } from 'node:worker_threads';
import type { VoiceId } from '../../shared/employees.ts';
import { SpeechProviderError, type SpeechSynthesizer, type SynthesisRequest } from './types.ts';

/** Each voice of SPEC.md §9 as a distinct French espeak-ng variant: timbre, pitch and speed. */
export const espeakVoices: Record<VoiceId, { variant: string; pitch: number; speed: number }> = {
  aria: { variant: 'fr+f2', pitch: 55, speed: 165 },
  roger: { variant: 'fr+m3', pitch: 38, speed: 155 },
  sarah: { variant: 'fr+f4', pitch: 62, speed: 170 },
  laura: { variant: 'fr+f3', pitch: 70, speed: 180 },
  charlie: { variant: 'fr+m1', pitch: 50, speed: 185 },
  alice: { variant: 'fr+f5', pitch: 66, speed: 150 },
};

type Reply = { id: number; audio?: Uint8Array; error?: string } | { ready: true };

interface Pending {
  /** The worker running it: a stopped worker fails its own calls only. */
  worker: Worker;
  resolve(audio: Uint8Array): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

export interface EspeakOptions {
  /** A synthesis running longer is stopped: the worker is terminated and the call fails as 'overrun'. */
  timeoutMs?: number;
}

/**
 * espeak-ng compiled to WebAssembly (npm `espeak-ng`, no system binary), run in one worker thread
 * started on first use: the WASM module is compiled once there, each call gets a fresh instance.
 * A synthesis cannot be interrupted inside WASM, so an overrun terminates the worker; the next call
 * starts a new one.
 */
export function createEspeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let worker: Worker | undefined;
  /** Resolves once the worker has compiled the WASM module: deadlines count synthesis, not start-up. */
  let ready: Promise<void> = Promise.resolve();
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const settle = (id: number): Pending | undefined => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (waiting?.timer) clearTimeout(waiting.timer);
    return waiting;
  };

  const failAll = (of: Worker, message: string) => {
    for (const [id, entry] of [...pending]) {
      if (entry.worker === of) settle(id)?.reject(new SpeechProviderError('provider', message));
    }
  };

  const start = () => {
    if (worker) return worker;
    const created = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    // An idle worker must not keep the process (or a test run) alive.
    created.unref();
    let markReady = () => {};
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
    created.on('message', (reply: Reply) => {
      if ('ready' in reply) return markReady();
      const waiting = settle(reply.id);
      if (![...pending.values()].some((entry) => entry.worker === created)) created.unref();
      if (!waiting) return;
      if (reply.audio) waiting.resolve(reply.audio);
      else waiting.reject(new SpeechProviderError('provider', `espeak-ng: ${reply.error}`));
    });
    // A crashed worker fails its calls; the next call starts a new one.
    created.on('error', (error) => failAll(created, `espeak-ng worker: ${error.message}`));
    created.on('exit', () => {
      markReady();
      if (worker === created) worker = undefined;
      failAll(created, 'espeak-ng worker stopped');
    });
    worker = created;
    return created;
  };

  /** Stops a synthesis past its deadline: WASM cannot be interrupted, so the worker goes. */
  const overrun = (id: number, target: Worker) => {
    const waiting = settle(id);
    if (!waiting) return;
    if (worker === target) worker = undefined;
    void target.terminate();
    waiting.reject(new SpeechProviderError('overrun', `espeak-ng: synthesis stopped after ${timeoutMs} ms`));
  };

  return {
    id: 'espeak-ng',
    description: 'espeak-ng (WASM, hors ligne, voix françaises)',
    warmUp: () => void start(),
    synthesize({ text, voice }: SynthesisRequest) {
      const target = start();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const entry: Pending = {
          worker: target,
          resolve: (audio) => resolve({ audio: new Uint8Array(audio), mimeType: 'audio/wav' }),
          reject,
        };
        pending.set(id, entry);
        // Referenced while a call is pending, so a caller awaiting it keeps the process alive.
        target.ref();
        target.postMessage({ id, text, ...espeakVoices[voice] });
        void ready.then(() => {
          if (pending.has(id)) entry.timer = setTimeout(() => overrun(id, target), timeoutMs);
        });
      });
    },
  };
}
