import { describe, expect, it } from 'vitest';
import { rangesWithUnits } from '../french.ts';
import { extractFacts } from '../understanding/facts.ts';
import { converse, draftOf } from './play-conversation.ts';
import { contentParts } from './suki.ts';

describe('a price range keeps both its bounds', () => {
  it.each([
    ['nos bouquets (de 15 à 40 €)', 'nos bouquets (de 15 € à 40 €)'],
    ['des paniers entre 20 et 30 euros', 'des paniers entre 20 euros et 30 euros'],
    ['des séances 45-60 € selon la durée', 'des séances de 45 € à 60 € selon la durée'],
    ['de 1 200 à 1 500 € HT par mois', 'de 1 200 € à 1 500 € HT par mois'],
    ['un budget de 8 à 10 k€', 'un budget de 8 k€ à 10 k€'],
  ])('%s', (typed, said) => {
    expect(rangesWithUnits(typed)).toBe(said);
  });

  it.each([
    'à partir de 25 € par personne',
    'du 21 au 25 décembre',
    'de 10 à 12 personnes',
    'le 12 à 10 €',
    'entre 2 et 3 semaines pour 400 €',
  ])('leaves « %s » as typed', (typed) => {
    expect(rangesWithUnits(typed)).toBe(typed);
  });

  it('reads both bounds as amounts of the request', () => {
    const facts = extractFacts(
      'Annonce nos coffrets de 29 à 59 € et nos bougies à partir de 12 €',
      new Date(),
    );
    expect(facts.amounts).toEqual(['29 €', '59 €', '12 €']);
  });

  it('keeps an aside in brackets and two dates joined by « et » in one detail', () => {
    expect(
      contentParts(
        'Écris la newsletter de mars de ma librairie : nouveaux romans (de 18 à 24 €), dédicaces les vendredis 6 et 13 mars à 17h (entrée libre, 30 places), et fermeture le 20 mars.',
      ).details,
    ).toEqual([
      'nouveaux romans (de 18 € à 24 €)',
      'dédicaces les vendredis 6 et 13 mars à 17 h (entrée libre, 30 places)',
      'fermeture le 20 mars',
    ]);
  });

  it('says a range with both bounds in a post and a newsletter', async () => {
    const [post = '', newsletter = ''] = await Promise.all([
      converse('suki', ['Fais un post Facebook pour annoncer nos coffrets cadeaux entre 30 et 45 €']).then(
        (replies) => replies[0],
      ),
      converse('suki', [
        'Rédige la newsletter de janvier de mon salon de thé : galettes des rois de 18 à 32 €, atelier pâtisserie le samedi 16 janvier (40 € par personne).',
      ]).then((replies) => replies[0]),
    ]);
    // The post says the range as typed, both bounds read as placed: no « left out » note for 30 €.
    expect(draftOf(post ?? '')).toMatch(/entre 30 (?:€ )?et 45 €/);
    expect(post).not.toContain('Je n’ai pas su placer');
    expect(draftOf(newsletter ?? '')).toContain('de 18 € à 32 €');
    expect(draftOf(newsletter ?? '')).toContain('(40 € par personne)');
  });
});

describe('an intro names a refusal in neutral words', () => {
  it.each([
    ['alfred', 'Rédige un mail de refus au fournisseur Bois & Co : on ne retient pas leur devis.'],
    ['dot', 'Réponds négativement à Julie Morel pour le poste de vendeuse, on a pris quelqu’un en interne.'],
  ] as const)('%s: %s', async (employee, request) => {
    const [reply = ''] = await converse(employee, [request]);
    const intro = reply.split('\n')[0] ?? '';
    expect(intro).toMatch(/^.*Voici /);
    expect(intro).not.toMatch(/négati|refus/);
  });
});
