import { stepCountIs, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { AiActionSummary } from '../../../shared/chat.ts';
import { proposedSummary } from '../../testing/proposed-action.ts';
import { type ActionProposal, parseProposal } from '../actions/registry.ts';
import { modelMessages } from '../chat-run.ts';
import { chatTools } from '../chat-tools.ts';
import {
  AiProviderError,
  type ChatTurn,
  type ReplyActions,
  type ReplyRequest,
  type ReplyUnderstanding,
} from '../types.ts';
import { frenchSpacing } from './french.ts';
import { createLocalEngine } from './local-engine.ts';
import { localLanguageModel, understoodFrom } from './local-language-model.ts';
import { localAnswer } from './reply.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

// Decision 076: the offline engine is a language model of the AI SDK. It answers the chat's prompt with
// the same parts as a provider's model (tool calls, then text), and the chat runs its tools.

const now = new Date('2026-11-24T09:00:00Z');
const say = (content: string): ChatTurn => ({ role: 'user', content });
const request = (messages: ChatTurn[], actions?: ReplyActions): ReplyRequest => ({
  employee: 'alfred',
  messages,
  workspace: sampleWorkspaceSnapshot(now),
  now,
  ...(actions && { actions }),
});

/** The workspace as the chat gives it: each proposal stored, with its card's summary. */
function recordingActions(status: AiActionSummary['status'] = 'proposed') {
  const proposed: ActionProposal[] = [];
  const actions: ReplyActions = {
    async propose(proposal) {
      proposed.push(proposal);
      return {
        ...proposedSummary,
        id: crypto.randomUUID(),
        kind: proposal.kind,
        summary: `Carte ${proposed.length}`,
        status,
        approvedBy: status === 'executed' ? 'auto' : null,
      };
    },
    async remember(fact) {
      return `C'est noté : « ${fact} ».`;
    },
  };
  return { proposed, actions };
}

async function replyOf(reply: ReplyRequest, signal?: AbortSignal) {
  const said: ReplyUnderstanding[] = [];
  let text = '';
  for await (const piece of createLocalEngine().streamReply(
    { ...reply, onUnderstood: (understood) => said.push(understood) },
    signal,
  ))
    text += piece;
  return { text, said };
}

describe('the offline engine as a language model', () => {
  it('answers a command with the action’s tool call, then says what the tool gave back', async () => {
    const { proposed, actions } = recordingActions();
    const command = request([say('Crée une tâche : appeler le comptable demain, priorité haute')], actions);
    const result = streamText({
      model: localLanguageModel(command),
      messages: modelMessages(command.messages),
      tools: chatTools(command, 'local'),
      stopWhen: stepCountIs(3),
    });
    const text = await result.text;
    const steps = await result.steps;
    // First step: the tool call, whose input the action's own schema accepts; second: the text.
    expect(steps).toHaveLength(2);
    const [call] = steps[0]!.toolCalls;
    expect(call).toMatchObject({ toolName: 'create_task' });
    expect(parseProposal(call!.toolName, call!.input)).toMatchObject({
      ok: true,
      proposal: { kind: 'create_task', params: { title: expect.stringMatching(/comptable/i) } },
    });
    expect(proposed).toHaveLength(1);
    expect(steps[1]!.toolCalls).toHaveLength(0);
    expect(text).toContain('Carte 1');
    expect(understoodFrom(steps[1]!.providerMetadata)).toMatchObject({ rule: 'workspace_command' });
  });

  it('writes the same reply as the rules called directly, through the engine the chat uses', async () => {
    const direct = recordingActions();
    const modelled = recordingActions();
    const message = 'Réserve les 3 et 10 décembre de 14h à 16h pour les entretiens';
    const expected = await localAnswer(request([say(message)], direct.actions));
    const { text, said } = await replyOf(request([say(message)], modelled.actions));
    // The same words, with French spacing set on the way to the chat.
    expect(text).toBe(frenchSpacing(expected.text));
    expect(modelled.proposed).toEqual(direct.proposed);
    // Two proposals, called in one step, each with its card in the reply.
    expect(modelled.proposed.map((p) => p.kind)).toEqual(['create_event', 'create_event']);
    expect(text).toContain('Carte 2');
    expect(said).toEqual([expected.understood]);
  });

  it('says « c’est fait » when the tool took the action at once', async () => {
    const { actions } = recordingActions('executed');
    const { text } = await replyOf(request([say('Crée une tâche : appeler le comptable demain')], actions));
    expect(text).toMatch(/fait/i);
    expect(text).toContain('Carte 1');
  });

  it('keeps a fact through the memory tool, and says the tool’s refusal', async () => {
    const kept: string[] = [];
    const actions = (outcome: string): ReplyActions => ({
      ...recordingActions().actions,
      async remember(fact) {
        kept.push(fact);
        return outcome;
      },
    });
    const message = request([say('Retiens que je ne travaille pas le mercredi')]);
    const { text } = await replyOf({ ...message, actions: actions('ok') });
    expect(kept).toEqual(['Je ne travaille pas le mercredi']);
    expect(text).toContain('C’est noté\u00a0: «\u00a0Je ne travaille pas le mercredi\u00a0».');
    const refused = 'Je n’ai pas pu le retenir : la limite de 200 faits est atteinte.';
    expect((await replyOf({ ...message, actions: actions(refused) })).text).toBe(
      'Je n’ai pas pu le retenir\u00a0: la limite de 200 faits est atteinte.',
    );
  });

  it('sends every reply with French spacing, and reads the last one back with its draft', async () => {
    // A draft, then « plus court » on it: the reply sent holds no plain space before « : ; ! ? »
    // nor inside « », and the follow-up still finds the draft it changes.
    const first = request([say('Relance M. Durand pour la facture F-204 de 1 850 € : elle est en retard !')]);
    const { text } = await replyOf(first);
    expect(text).toMatch(/Objet\u00a0:/);
    expect(text).not.toMatch(/(?<!^[> ]*)[ ](?:[:;?»]|!(?!\[))|« /m);
    const { text: shorter } = await replyOf(
      request([...first.messages, { role: 'assistant', content: text }, say('plus court')]),
    );
    expect(shorter).toContain('F-204');
    expect(shorter).toMatch(/Objet\u00a0:/);
  });

  it('offers a visitor no action: nothing is called, the reply says what would be proposed', async () => {
    const { text, said } = await replyOf(request([say('Crée une tâche : appeler le comptable demain')]));
    expect(text).toMatch(/En démo, je ne modifie rien/);
    expect(said[0]).toMatchObject({ rule: 'workspace_command' });
  });

  it('reads the reading stored with the last reply from the prompt (providerOptions)', async () => {
    const reminder =
      'Écris à M. Durand pour lui rappeler que sa facture F-204 de 1 200 € est impayée depuis le 2 novembre';
    const first = await localAnswer(request([say(reminder)]));
    const tutoie = structuredClone(first.understood) as { state: { style: { address: string } } };
    tutoie.state.style.address = 'tu';
    const followUp = (understood: unknown) =>
      replyOf(
        request([
          say(reminder),
          { role: 'assistant', content: first.text, understood: understood as ReplyUnderstanding },
          say('Plus ferme'),
        ]),
      );
    expect((await followUp(first.understood)).text).toMatch(/\bvous demandons\b/);
    expect((await followUp(tutoie)).text).toMatch(/\bte demandons\b/);
  });

  it('fails the reply when a tool fails, with the tool’s own error', async () => {
    const failing: ReplyActions = {
      async propose() {
        throw new Error('base indisponible');
      },
    };
    await expect(
      replyOf(request([say('Crée une tâche : appeler le comptable demain')], failing)),
    ).rejects.toThrow('base indisponible');
  });

  it('stops when the user stops the reply', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(replyOf(request([say('Bonjour')]), stop.signal)).rejects.toBeInstanceOf(AiProviderError);
  });
});
