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

describe('an answer on a sale dictated to a customer, with no mail pasted', () => {
  it.each([
    [
      'Mme Roux hésite, elle trouve le forfait trop cher. Dis-lui qu’on offre les frais d’installation si elle signe avant le 15 décembre.',
      'Bonjour Madame Roux,',
      'Nous offrons les frais d’installation si vous signez avant le 15 décembre.',
    ],
    [
      'M. Caron trouve notre tarif de 85 € par mois trop élevé. Réponds-lui que ce prix comprend la maintenance et les mises à jour.',
      'Merci pour votre retour sur notre tarif de 85 € par mois.',
      'Ce prix comprend la maintenance et les mises à jour.',
    ],
    [
      'Réponds à la SARL Bodin que nous maintenons notre prix de 2 300 € mais que la livraison est offerte',
      'Bonjour,',
      'Nous maintenons notre prix de 2 300 €. En revanche, la livraison est offerte.',
    ],
  ])('« %s » is the reply, not a pitch nor arguments', async (request, greeting, answer) => {
    const [reply = ''] = await converse('chip', [request]);
    const draft = draftOf(reply);
    expect(draft).toContain(greeting);
    expect(draft).toContain(answer);
    expect(reply).not.toMatch(/arguments|Dis-lui|Réponds|trouve notre|Seriez-vous disponible|Je me permets/);
    expect(draft).not.toMatch(/\b(?:tu|ton|ta|te)\b/);
  });

  it('says back the quote the customer weighed, and keeps the answer when shorter', async () => {
    const [reply = '', shorter = ''] = await converse('chip', [
      'M. Lemoine trouve notre devis de 4 900 € pour sa cuisine trop cher. Réponds-lui qu’on peut descendre à 4 500 € si on remplace le plan de travail en quartz par un stratifié.',
      'Plus court.',
    ]);
    expect(draftOf(reply)).toContain('**Objet :** Notre devis pour votre cuisine');
    expect(draftOf(reply)).toContain(
      'Merci pour votre retour sur notre devis de 4 900 € pour votre cuisine.',
    );
    expect(draftOf(shorter)).toContain(
      'Nous pouvons descendre à 4 500 € si nous remplaçons le plan de travail en quartz par un stratifié.',
    );
  });

  it('keeps the user’s « tu » with the reader', async () => {
    const [reply = ''] = await converse('chip', [
      'Julie Perrin trouve mon devis trop cher, on se tutoie. Dis-lui qu’on peut faire 10 % si elle signe avant vendredi.',
    ]);
    expect(draftOf(reply)).toContain('Merci pour ton retour sur notre devis.');
    expect(draftOf(reply)).toContain('Nous pouvons faire 10 % si tu signes avant vendredi.');
  });
});
