import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio } from './types.ts';

/** A synthesis refused before any work: its owner already has one under way, or the queue is full. */
export class SynthesisRefusedError extends Error {
  constructor(
    readonly reason: 'owner_busy' | 'queue_full',
    /** Seconds after which a new try is likely to be taken. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'owner_busy' ? 'synthesis already under way for this owner' : 'synthesis queue full');
  }
}

export interface SynthesisQueueOptions {
  /** Jobs allowed to wait while one runs; beyond, a request is refused at once. */
  maxWaiting: number;
}

interface Job {
  request: SynthesisRequest;
  resolve(audio: SynthesizedAudio): void;
  reject(error: unknown): void;
}

/**
 * The local synthesizer's door: one job runs at a time (the engine is one CPU-bound worker), at most
 * `maxWaiting` wait, and each owner has at most one job waiting or running. A flood from one account
 * therefore holds one place in line, and everyone else waits behind at most one job per other owner.
 */
export function queuedSynthesizer(inner: SpeechSynthesizer, options: SynthesisQueueOptions) {
  const waiting: Job[] = [];
  const owners = new Set<string>();
  let running = false;
  /** Moving average of one job's duration, for Retry-After. */
  let averageMs = 1000;

  const retryAfter = (jobsAhead: number) => Math.max(1, Math.ceil((averageMs * jobsAhead) / 1000));

  const pump = () => {
    if (running) return;
    const job = waiting.shift();
    if (!job) return;
    running = true;
    const started = Date.now();
    inner
      .synthesize(job.request)
      .then(job.resolve, job.reject)
      .finally(() => {
        averageMs = averageMs * 0.7 + (Date.now() - started) * 0.3;
        if (job.request.owner) owners.delete(job.request.owner);
        running = false;
        pump();
      });
  };

  const synthesizer: SpeechSynthesizer & { load(): { running: boolean; waiting: number } } = {
    id: inner.id,
    description: inner.description,
    warmUp: inner.warmUp,
    load: () => ({ running, waiting: waiting.length }),
    synthesize(request) {
      const { owner, signal } = request;
      if (owner && owners.has(owner))
        return Promise.reject(new SynthesisRefusedError('owner_busy', retryAfter(waiting.length + 1)));
      if (waiting.length >= options.maxWaiting)
        return Promise.reject(new SynthesisRefusedError('queue_full', retryAfter(waiting.length + 1)));
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (owner) owners.add(owner);
      return new Promise<SynthesizedAudio>((resolve, reject) => {
        const job: Job = { request, resolve, reject };
        // A client gone while waiting frees its place; a job already running finishes (and is cached).
        signal?.addEventListener(
          'abort',
          () => {
            const index = waiting.indexOf(job);
            if (index < 0) return;
            waiting.splice(index, 1);
            if (owner) owners.delete(owner);
            reject(signal.reason);
          },
          { once: true },
        );
        waiting.push(job);
        pump();
      });
    },
  };
  return synthesizer;
}
