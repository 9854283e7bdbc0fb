import { describe, expect, it } from 'vitest';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { ChatTurn, ReplyRequest, ReplyUnderstanding } from '../types.ts';
import { createLocalEngine } from './local-engine.ts';
import { localAnswer } from './reply.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

// Decision 071: the offline engine answers through one ordered table of rules, records the rule that
// fired and the skill it ran, and keeps its reading of the conversation for the next message.

const now = new Date('2026-11-24T09:00:00Z');
const request = (employee: EmployeeId, messages: ChatTurn[]): ReplyRequest => ({
  employee,
  messages,
  workspace: sampleWorkspaceSnapshot(now),
  now,
});
const say = (content: string): ChatTurn => ({ role: 'user', content });
const reminder =
  'Écris à M. Durand pour lui rappeler que sa facture F-204 de 1 200 € est impayée depuis le 2 novembre';

describe('the offline engine’s rule table', () => {
  it.each([
    ['alfred', 'Bonjour !', 'greeting', null],
    ['alfred', reminder, 'skill', 'email'],
    ['suki', 'Écris un post LinkedIn pour annoncer notre nouvelle boutique à Nantes', 'skill', 'post'],
    ['suki', reminder, 'handoff', 'email'],
    ['alfred', 'Crée une tâche : appeler le comptable demain', 'workspace_command', 'create_task'],
    ['alfred', 'Traduis ce texte en anglais : bonjour à tous', 'translate', null],
    [
      'chip',
      'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT',
      'crm',
      'crm_create_opportunity',
    ],
  ] as const)('%s, « %s »: rule %s, skill %s', async (employee, content, rule, skill) => {
    const { understood } = await localAnswer(request(employee, [say(content)]));
    expect({ rule: understood.rule, skill: understood.skill }).toEqual({ rule, skill });
  });

  it('tells the caller what it understood before the reply is streamed', async () => {
    const said: ReplyUnderstanding[] = [];
    const engine = createLocalEngine();
    let text = '';
    for await (const piece of engine.streamReply({
      ...request('alfred', [say(reminder)]),
      onUnderstood: (understood) => said.push(understood),
    }))
      text += piece;
    expect(text).toContain('F-204');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ rule: 'skill', skill: 'email', state: { version: 1 } });
  });
});

describe('a follow-up resumes from the reading stored with the reply before it', () => {
  async function followUp(understood: ReplyUnderstanding | undefined, content: string) {
    const first = await localAnswer(request('alfred', [say(reminder)]));
    const messages: ChatTurn[] = [
      say(reminder),
      { role: 'assistant', content: first.text, ...(understood ? { understood } : {}) },
      say(content),
    ];
    return { first, answer: await localAnswer(request('alfred', messages)) };
  }

  it('reads the stored state, not the turns again: a state changed in storage changes the reply', async () => {
    const { first, answer: resumed } = await followUp(undefined, 'Plus ferme');
    expect(resumed.understood).toMatchObject({ rule: 'skill', skill: 'email' });
    // The stored reading, as it was: the same reply as reading every turn again.
    const stored = structuredClone(first.understood);
    expect((await followUp(stored, 'Plus ferme')).answer.text).toBe(resumed.text);
    // The stored reading says « tu »: the follow-up, which said nothing of it, writes « tu ».
    const tutoie = structuredClone(first.understood) as { state: { style: { address: string } } };
    tutoie.state.style.address = 'tu';
    const text = (await followUp(tutoie as ReplyUnderstanding, 'Plus ferme')).answer.text;
    expect(text).toMatch(/\bte demandons\b/);
    expect(resumed.text).toMatch(/\bvous demandons\b/);
  });

  it.each([
    ['another version', { version: 0 }],
    ['a shape it does not know', { version: 1, request: 'facture', style: null }],
    ['nothing', null],
  ])('reads every turn again when the stored state is %s', async (_label, state) => {
    const { answer: reread } = await followUp(undefined, 'Plus ferme');
    const { answer } = await followUp({ rule: 'skill', skill: 'email', state }, 'Plus ferme');
    expect(answer.text).toBe(reread.text);
  });
});
