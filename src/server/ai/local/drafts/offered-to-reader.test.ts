import { describe, expect, it } from 'vitest';
import { readFollowUp } from '../understanding/follow-ups.ts';
import { converse, draftOf } from './play-conversation.ts';

// « Propose-lui aussi un essai gratuit d'un mois » after a letter: the letter offers it, in the
// company's voice (« Nous vous proposons aussi… »).

describe('an offer added in a follow-up is made in the letter', () => {
  it('reads the offer as a statement of the letter', () => {
    expect(readFollowUp('Proposez-leur une visite gratuite du chantier.').change.additions).toEqual([
      { kind: 'statement', text: 'on leur propose une visite gratuite du chantier' },
    ]);
  });

  it('adds it to a prospecting mail', async () => {
    const [, reply] = await converse('chip', [
      'Écris un premier mail de prospection au gérant du restaurant Le Goéland à Brest : on est une brasserie artisanale, on livre nos fûts chaque semaine, à 4,50 € le litre.',
      'Offre-lui aussi la livraison de la première commande.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Nous vous offrons aussi la livraison de la première commande.');
    expect(draft).toContain('4,50 €');
  });

  it('adds it to a letter, typed without accents', async () => {
    const [, reply] = await converse('alfred', [
      'Ecris a M. Martin pour lui dire que son devis de 1 200 € est pret',
      'propose-lui egalement un rendez-vous pour en parler',
    ]);
    expect(draftOf(reply!)).toContain('Nous vous proposons aussi un rendez-vous pour en parler.');
  });
});
