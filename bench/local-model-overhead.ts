// What running the offline engine as an AI SDK language model costs (decision 076): the time of one
// reply through the engine the chat uses (streamText, tools, two steps when it acts) against the rules
// called directly (what the engine did before), in process, same requests.
//   npx tsx bench/local-model-overhead.ts [rounds]
import { createLocalEngine } from '../src/server/ai/local/local-engine.ts';
import { localAnswer } from '../src/server/ai/local/reply.ts';
import { sampleWorkspaceSnapshot } from '../src/server/ai/local/sample-snapshot.ts';
import { intentClassifier } from '../src/server/ai/local/understanding/classifier.ts';
import type { ReplyActions, ReplyRequest } from '../src/server/ai/types.ts';

const rounds = Number(process.argv[2] ?? 200);
const now = new Date('2026-11-24T09:00:00Z');
const actions: ReplyActions = {
  async propose(proposal) {
    return {
      id: crypto.randomUUID(),
      employee: 'alfred',
      kind: proposal.kind,
      summary: 'Créer la tâche',
      status: 'proposed',
      approvedBy: null,
      taskId: null,
      eventId: null,
      error: null,
      createdAt: now.toISOString(),
      decidedAt: null,
    };
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
  workspace: sampleWorkspaceSnapshot(now),
  now,
  actions,
});

async function time(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await run();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  return (performance.now() - started) / rounds;
}

await intentClassifier();
const engine = createLocalEngine();
console.log(`| request | rules called directly (ms) | through the AI SDK (ms) | added (ms) |`);
console.log(`| ------- | -------------------------- | ----------------------- | ---------- |`);
for (const [label, content] of cases) {
  const direct = await time(() => localAnswer(request(content)));
  const modelled = await time(async () => {
    for await (const _piece of engine.streamReply(request(content))) {
      // read to the end, as the chat does
    }
  });
  console.log(
    `| ${label} | ${direct.toFixed(2)} | ${modelled.toFixed(2)} | ${(modelled - direct).toFixed(2)} |`,
  );
}
