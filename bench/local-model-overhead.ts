// What one reply of the offline engine costs, run as an AI SDK language model (decision 076): a letter
// (one step) and an action (a tool-call step, then the text), through the engine the chat uses, in
// process. The figures before decision 076 (the rules called directly) are in BENCHMARKS.md.
//   npx tsx bench/local-model-overhead.ts [rounds]
import { createAiEngine } from '../src/server/ai/index.ts';
import type { ReplyActions, ReplyRequest } from '../src/server/ai/types.ts';
import type { Config } from '../src/server/config.ts';
import { proposedSummary } from '../src/server/testing/proposed-action.ts';

const rounds = Number(process.argv[2] ?? 200);
const now = new Date('2026-11-24T09:00:00Z');
const actions: ReplyActions = {
  async propose(proposal) {
    return { ...proposedSummary, kind: proposal.kind };
  },
};
const cases: Array<[string, string]> = [
  [
    'a letter',
    'Écris à M. Durand pour lui rappeler que sa facture F-204 de 1 200 € est impayée depuis le 2 novembre',
  ],
  ['an action (two steps)', 'Crée une tâche : appeler le comptable demain'],
];
const request = (content: string): ReplyRequest => ({
  employee: 'alfred',
  messages: [{ role: 'user', content }],
  workspace: { isSample: false, projects: [], tasks: [], events: [] },
  now,
  actions,
});

const engine = await createAiEngine({ ai: { provider: 'local' } } as Config);
async function reply(content: string): Promise<void> {
  for await (const _piece of engine.streamReply(request(content))) {
    // read to the end, as the chat does
  }
}

console.log('| request | one reply (ms) |');
console.log('| ------- | -------------- |');
for (const [label, content] of cases) {
  // The first replies train the classifier and load the AI SDK: not counted.
  for (let i = 0; i < 20; i++) await reply(content);
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await reply(content);
  console.log(`| ${label} | ${((performance.now() - started) / rounds).toFixed(2)} |`);
}
