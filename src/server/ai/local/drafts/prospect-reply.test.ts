import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { soughtBy } from './prospect-reply.ts';

const now = new Date('2026-11-24T09:00:00Z');

describe('a prospect’s mail answered with what the user dictates', () => {
  it('says back what the sender looks for, in the second person', () => {
    expect(soughtBy('Bonjour, nous cherchons un traiteur pour notre séminaire du 12 mars. Merci')).toBe(
      'un traiteur pour votre séminaire du 12 mars',
    );
    expect(soughtBy('Bonjour, pouvez-vous me rappeler ?')).toBeNull();
  });

  it('is the answer given, not a cold pitch', async () => {
    const { text } = await localAnswer({
      employee: 'chip',
      messages: [
        {
          role: 'user',
          content:
            'Réponds à ce mail, dis-lui que c’est 1 200 € HT la journée et qu’on peut venir le 9 février :\n\n« Bonjour,\nNous cherchons un photographe pour le salon de notre agence à Lorient. Quels sont vos tarifs ?\nCordialement,\nPaul Le Gall »',
        },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(text).toContain(
      'Vous cherchez un photographe pour le salon de votre agence à Lorient : c’est 1 200 € HT la journée.',
    );
    expect(text).toContain('Nous pouvons venir le 9 février.');
    expect(text).not.toMatch(/tirer parti|Dis-lui|dis-lui/);
  });
});
