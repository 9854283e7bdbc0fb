// The French intent classifier of the local engine: nlp.js's neural NLU (French stemmer and
// tokenizer) trained once per process from corpus.ts, in a worker thread (classifier-worker.mjs).
import { Worker } from 'node:worker_threads';
import { containerBootstrap } from '@nlpjs/core';
import { LangFr } from '@nlpjs/lang-fr';
import { Nlp } from '@nlpjs/nlp';
import { corpus, type Intent } from './corpus.ts';

export interface Classification {
  intent: Intent;
  score: number;
  /** The runner-up, to tell a clear request from an ambiguous one. */
  alternatives: Array<{ intent: Intent; score: number }>;
}

export interface NlpLike {
  process(
    locale: string,
    utterance: string,
  ): Promise<{
    intent: string;
    score: number;
    classifications?: Array<{ intent: string; score: number }>;
  }>;
}

let trained: Promise<NlpLike> | null = null;

/** nlp.js with French, as classifier-worker.mjs sets it up too. */
async function newNlp() {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangFr);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  nlp.addLanguage('fr');
  return nlp;
}

/** nlp.js trained on this thread from examples by intent (the engine's corpus, or a smaller one). */
export async function trainNlp(examples: Record<string, readonly string[]>): Promise<NlpLike> {
  const nlp = await newNlp();
  for (const [intent, sentences] of Object.entries(examples)) {
    for (const sentence of sentences) nlp.addDocument('fr', sentence, intent);
  }
  // nlp.js logs every epoch to the console unless told otherwise.
  if (nlp.nluManager?.settings) nlp.nluManager.settings.log = false;
  await nlp.train();
  return nlp as NlpLike;
}

const trainHere = () => trainNlp(corpus);

/** The trained model, as nlp.export() writes it, from a worker thread (its exit frees its memory). */
function trainInWorker(): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./classifier-worker.mjs', import.meta.url), {
      workerData: { corpus },
    });
    worker.once('message', (model: string) => {
      resolve(model);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`classifier worker stopped (code ${code})`)));
  });
}

/**
 * Trained in a worker thread so the server's start does not wait for it (decision 045), then
 * imported here; trained on this thread if the worker cannot run. Both give the same model.
 */
async function train(): Promise<NlpLike> {
  let model: string;
  try {
    model = await trainInWorker();
  } catch {
    return trainHere();
  }
  const nlp = await newNlp();
  nlp.import(model);
  return nlp as NlpLike;
}

/** The trained classifier, trained on first use and shared by every request of the process. */
export function intentClassifier(): Promise<NlpLike> {
  trained ??= train();
  return trained;
}

const knownIntents = new Set<string>(Object.keys(corpus));

/** The intent of a request's command part (pasted text and quotations already left out). */
export async function classify(command: string): Promise<Classification> {
  const nlp = await intentClassifier();
  const result = await nlp.process('fr', command);
  const ranked = (result.classifications ?? [])
    .filter((entry) => knownIntents.has(entry.intent))
    .map((entry) => ({ intent: entry.intent as Intent, score: entry.score }))
    .sort((a, b) => b.score - a.score);
  const intent = knownIntents.has(result.intent) ? (result.intent as Intent) : 'unknown';
  return { intent, score: intent === 'unknown' ? 0 : result.score, alternatives: ranked.slice(1, 4) };
}
