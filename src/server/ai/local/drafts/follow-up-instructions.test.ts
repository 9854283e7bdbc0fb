import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { withoutNoAnswer } from './offer-terms.ts';
import { draftOf } from './play-conversation.ts';

// A quote followed up: what the user tells the writer to say (« Rappelle-lui que… ») is a sentence
// of the letter; the silence they narrate (« toujours pas de réponse ») is not.
const now = new Date('2026-11-30T10:00:00Z');
const ask = (content: string) =>
  localAnswer({
    employee: 'chip',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('a follow-up’s instructions and narration', () => {
  it('says the instruction to the reader and leaves the narration out', async () => {
    const cases: Array<[string, string, RegExp]> = [
      [
        'Relance Mme Garnier : je lui ai envoyé un devis de 6 450 € le 3 novembre pour sa salle de bains et elle n’a pas répondu. Dis-lui qu’on peut commencer début janvier.',
        'Nous pouvons commencer début janvier.',
        /n’a pas répondu|Dis-lui/,
      ],
      [
        'Fais une relance ferme à M. Perrot : devis de 12 000 € HT envoyé le 2 novembre pour la rénovation de sa toiture, sans nouvelles depuis. Précise-lui que nos prix augmentent au 1er janvier.',
        'Je vous précise que nos prix augmentent au 1er janvier.',
        /sans nouvelles|Précise-lui|devis de 12 000 € HT envoyé/,
      ],
    ];
    for (const [request, said, pasted] of cases) {
      const { text, understood } = await ask(request);
      expect(understood.skill).toBe('prospecting');
      const draft = draftOf(text);
      expect(draft).toContain(said);
      // Said once, not again at the foot of the letter.
      expect(draft.split(said).length).toBe(2);
      expect(draft).not.toMatch(pasted);
    }
  });

  it('cuts the narration of a silence from a sentence, and nothing else', () => {
    expect(withoutNoAnswer('on lui a envoyé un devis le 3, toujours pas de réponse.')).toBe(
      'on lui a envoyé un devis le 3.',
    );
    expect(withoutNoAnswer('je lui ai fait une offre et il ne m’a jamais répondu')).toBe(
      'je lui ai fait une offre',
    );
    expect(withoutNoAnswer('Toujours pas de nouvelles.')).toBe('Toujours pas de nouvelles.');
    expect(withoutNoAnswer('le devis comprend la pose, sans engagement')).toBe(
      'le devis comprend la pose, sans engagement',
    );
  });
});
