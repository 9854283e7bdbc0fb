import { describe, expect, it } from 'vitest';
import { ordinalOf, readFollowUp } from './follow-ups.ts';

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

describe('a tone asked in a follow-up', () => {
  it('reads « plus sobre » as the formal register', () => {
    expect(readFollowUp('Fais-en une version LinkedIn, plus sobre.').change.tone).toBe('formal');
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

describe('why a firmer letter is asked', () => {
  it.each([
    [
      'Sois plus ferme, ça fait déjà deux fois que je le préviens.',
      'ça fait déjà deux fois que je le préviens',
    ],
    ['Plus ferme car il ne répond jamais', 'il ne répond jamais'],
  ])('reads « %s » as a fact the letter says', (message, text) => {
    expect(readFollowUp(message).change.additions).toEqual([{ kind: 'statement', text }]);
  });

  it('reads another instruction after the tone as no fact', () => {
    expect(readFollowUp('Plus ferme, et ajoute la date').change.additions).toEqual([]);
    expect(readFollowUp('Sois plus ferme.').change.additions).toEqual([]);
  });
});

describe('an item of the previous list chosen', () => {
  it.each([
    ['Je prends le deuxième', 2],
    ['va pour le 3', 3],
    ['Ok, le premier.', 1],
    ['On garde le dernier objet', -1],
  ])('reads « %s » as item %i', (message, picked) => {
    const read = readFollowUp(message);
    expect(read.question).toBe('pick');
    expect(read.picked).toBe(picked);
    expect(read.isFollowUp).toBe(true);
  });

  it('reads a longer sentence about an item as no pick', () => {
    expect(readFollowUp('Je prends le deuxième créneau de mardi si possible').question).not.toBe('pick');
  });
});

describe('titles asked for the piece just written', () => {
  it.each([
    ['Propose-moi trois titres pour l’annonce.', 3],
    ['Donne-moi deux objets pour le mail', 2],
  ])('« %s » asks for %i', (message, count) => {
    const reading = readFollowUp(message);
    expect(reading.question).toBe('subjects');
    expect(reading.subjects).toBe(count);
  });
});

describe('the rank an ordinal says', () => {
  it.each([
    ['premiere', 1],
    ['2e', 2],
    ['2nd', 2],
    ['2nde', 2],
    ['troisieme', 3],
    ['3eme', 3],
    ['sixieme', 6],
    ['7e', 7],
    ['neuvieme', 9],
    ['12e', 12],
    ['derniere', -1],
  ])('« %s » is %i', (word, rank) => {
    expect(ordinalOf(word)).toBe(rank);
  });

  it('reads no rank in another word', () => {
    expect(ordinalOf('objet')).toBeNull();
  });
});

describe('hashtags taken away', () => {
  it('reads « sans hashtag » and « enlève les hashtags » as none', () => {
    for (const message of [
      'Encore plus court, et sans hashtag.',
      'Enlève les hashtags',
      'pas de hashtags stp',
    ])
      expect(readFollowUp(message).change.additions).toContainEqual({ kind: 'hashtags', count: 0 });
    expect(readFollowUp('Ajoute 3 hashtags').change.additions).toContainEqual({ kind: 'hashtags', count: 3 });
  });
});
