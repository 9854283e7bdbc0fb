import { describe, expect, it } from 'vitest';
import { readFollowUp } from './follow-ups.ts';

describe('a resolution offered in a follow-up', () => {
  it.each([
    ['Propose-lui plutôt un avoir de 30 €.', 'un avoir de 30 €'],
    [
      'Offre-lui plutôt un bon d’achat de 20 € sur sa prochaine commande.',
      'un bon d’achat de 20 € sur sa prochaine commande',
    ],
    ['Propose un remboursement intégral à la place', 'un remboursement intégral à la place'],
  ])('reads « %s » as what to offer', (message, text) => {
    expect(readFollowUp(message).change.additions).toContainEqual({ kind: 'remedy', text, alongside: false });
  });

  it('reads an offer added with « ajoute que » as given on top of the usual fix, said once', () => {
    const { additions } = readFollowUp(
      'Ajoute qu’on lui offre la livraison sur sa prochaine commande.',
    ).change;
    expect(additions).toEqual([
      { kind: 'remedy', text: 'la livraison sur sa prochaine commande', alongside: true },
    ]);
  });
});

describe('dates moved in a follow-up', () => {
  it.each([
    ['Décale tout de deux semaines.', 14],
    ['Repousse le plan d’un mois', 30],
    ['Avance tout de 3 jours', -3],
    ['Peux-tu décaler les dates de huit jours ?', 7],
    ['Recule la livraison de 2 semaines', 14],
  ])('reads « %s » as %i days', (message, days) => {
    expect(readFollowUp(message).change.additions).toContainEqual({ kind: 'shift', days });
  });

  it('keeps a percentage as a discount, and a plain request as none', () => {
    expect(readFollowUp('Ajoute une remise de 10 %.').change.additions.map((a) => a.kind)).toEqual([
      'discount',
    ]);
    expect(readFollowUp('Fais-la plus courte.').change.additions).toEqual([]);
  });
});

describe('a call to action asked in a follow-up', () => {
  it('keeps the action and how, with their accents', () => {
    const reading = readFollowUp(
      'ajoute un appel à réserver par téléphone',
      'ajoute un appel à réserver par téléphone',
    );
    expect(reading.isFollowUp).toBe(true);
    expect(reading.change.additions).toContainEqual({
      kind: 'call_to_action',
      action: 'reserver',
      how: 'par téléphone',
    });
  });

  it('reads a bare call to action', () => {
    expect(readFollowUp('ajoute un appel à l’action').change.additions).toContainEqual({
      kind: 'call_to_action',
    });
  });
});

describe('the same draft for another target or recipient', () => {
  it.each([
    ['Et pour Marseille ?', 'Marseille'],
    ['Même chose pour M. Durand', 'M. Durand'],
    ['Fais le même message pour Antoine Leroy, candidat au même poste.', 'Antoine Leroy'],
    ['Écris la même lettre à Mme Petit', 'Mme Petit'],
    ['et pour M. Caron ?', 'M. Caron'],
    ['Écris-le plutôt à Mme Carpentier, sa DRH', 'Mme Carpentier'],
    ['Envoie-la aussi à M. Caron.', 'M. Caron'],
    ['Envoie-le plutôt à Mme Caron', 'Mme Caron'],
    ['Plutôt pour la mairie', 'la mairie'],
  ])('reads « %s » as the same draft for %s', (message, target) => {
    const reading = readFollowUp(message);
    expect(reading.question).toBe('retarget');
    expect(reading.target).toBe(target);
    expect(reading.isFollowUp).toBe(true);
  });
});
