// Trains the local engine's intent classifier off the main thread (decision 045): about 0.35 s of
// CPU that would otherwise hold the server's start. The main thread imports the trained model
// (nlp.export / nlp.import, a few tens of ms). Plain JavaScript so it runs the same under node, tsx,
// vitest and the compiled server; the setup must stay the same as classifier.ts's newNlp().
import { parentPort, workerData } from 'node:worker_threads';
import { containerBootstrap } from '@nlpjs/core';
import { LangFr } from '@nlpjs/lang-fr';
import { Nlp } from '@nlpjs/nlp';

const container = await containerBootstrap();
container.use(Nlp);
container.use(LangFr);
const nlp = container.get('nlp');
nlp.settings.autoSave = false;
nlp.settings.log = false;
nlp.addLanguage('fr');
for (const [intent, sentences] of Object.entries(workerData.corpus)) {
  for (const sentence of sentences) nlp.addDocument('fr', sentence, intent);
}
// nlp.js logs every epoch to the console unless told otherwise.
if (nlp.nluManager?.settings) nlp.nluManager.settings.log = false;
await nlp.train();
parentPort.postMessage(nlp.export(true));
