import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { converse, draftOf } from './play-conversation.ts';
import { pastedSigner, soughtBy } from './prospect-reply.ts';

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

describe('an objection answered with what the user says they can do', () => {
  const request =
    'Aide-moi à répondre à ces clients, ils trouvent nos tarifs trop élevés. Je peux descendre à 5 % si la commande dépasse 100 pièces, pas en dessous.\n\n« Bonjour Monsieur Roux,\n\nVotre devis nous semble élevé. Pouvez-vous faire un effort ?\n\nBien cordialement,\nClaire et Thomas Morel »';

  it('reads who signed the pasted mail', () => {
    expect(pastedSigner('« Bonjour,\nTrop cher.\nBien cordialement,\nClaire et Thomas Morel »')).toBe(
      'Claire et Thomas Morel',
    );
    expect(pastedSigner('Pas de signature ici.')).toBeNull();
  });

  it('writes to the signers with the user’s own answer, and says it as final when firmer', async () => {
    const [reply = '', firm = ''] = await converse('chip', [
      request,
      'plus ferme, c’est notre dernière proposition',
    ]);
    expect(draftOf(reply)).toMatch(/Bonjour Claire et Thomas/);
    expect(draftOf(reply)).not.toContain('Monsieur Roux');
    expect(draftOf(reply)).toContain('Je peux descendre à 5 % si la commande dépasse 100 pièces');
    expect(draftOf(firm)).toContain('dernière proposition');
  });
});
