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

/**
 * espeak-ng compiled to WebAssembly (npm `espeak-ng`, no system binary), run in one worker thread
 * started on first use: the WASM module is compiled once there, each call gets a fresh instance.
 */
export function createEspeakSynthesizer(): SpeechSynthesizer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(audio: Uint8Array): void; reject(error: Error): void }>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new SpeechProviderError('provider', message));
    pending.clear();
  };

  const start = () => {
    if (worker) return worker;
    const created = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    // An idle worker must not keep the process (or a test run) alive.
    created.unref();
    created.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) created.unref();
      if (!waiting) return;
      if (reply.audio) waiting.resolve(reply.audio);
      else waiting.reject(new SpeechProviderError('provider', `espeak-ng: ${reply.error}`));
    });
    // A crashed worker fails its calls; the next call starts a new one.
    created.on('error', (error) => failAll(`espeak-ng worker: ${error.message}`));
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      failAll('espeak-ng worker stopped');
    });
    worker = created;
    return created;
  };

  return {
    id: 'espeak-ng',
    description: 'espeak-ng (WASM, hors ligne, voix françaises)',
    warmUp: () => void start(),
    synthesize({ text, voice }: SynthesisRequest) {
      const target = start();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, {
          resolve: (audio) => resolve({ audio: new Uint8Array(audio), mimeType: 'audio/wav' }),
          reject,
        });
        // Referenced while a call is pending, so a caller awaiting it keeps the process alive.
        target.ref();
        target.postMessage({ id, text, ...espeakVoices[voice] });
      });
    },
  };
}
