import { describe, expect, it } from 'vitest';
import { candidatesOf, listedCriteria, requirementsOf, verdictsOf } from './candidate-sort.ts';

const now = new Date('2026-11-24T09:00:00Z');

describe('candidates sorted against the requirements the user states', () => {
  it('reads the requirements and the candidates, and says who meets them and why not', () => {
    const message =
      'Poste de cuisinier : CAP cuisine exigé, au moins 3 ans d’expérience en restauration. Candidats : Marc Olivier (CAP cuisine, 5 ans en restauration), Lina Robin (BEP vente, 2 ans en boutique), Paul Morin (CAP cuisine en cours, 4 ans en restauration). Lesquels je convoque ?';
    expect(requirementsOf(message)).toEqual({
      diplomas: ['CAP cuisine'],
      years: 3,
      field: 'en restauration',
    });
    const verdicts = verdictsOf(requirementsOf(message), candidatesOf(message));
    expect(verdicts.map((each) => [each.candidate.name, each.meets])).toEqual([
      ['Marc Olivier', true],
      ['Lina Robin', false],
      ['Paul Morin', false],
    ]);
    expect(verdicts[1]?.reasons.join(', ')).toMatch(/pas de CAP cuisine.*pas en restauration/);
    expect(verdicts[2]?.reasons.join(', ')).toMatch(/en cours/);
  });
});

describe('a diploma said missing, an availability said by its month', () => {
  it('« pas de BTS » is not held, « dispo en avril » is the first of April', () => {
    const message =
      'Poste de technicien SAV. Critères : BTS obligatoire, disponible avant le 15 mars. Candidats : Noé Garnier (pas de BTS, dispo tout de suite), Léa Prigent (BTS, dispo en avril), Tom Auffret (BTS, dispo le 1er février). Qui je convoque ?';
    const verdicts = verdictsOf(
      { ...requirementsOf(message), listed: listedCriteria(message, now) },
      candidatesOf(message),
      now,
    );
    expect(verdicts.map((each) => [each.candidate.name, each.meets])).toEqual([
      ['Noé Garnier', false],
      ['Léa Prigent', false],
      ['Tom Auffret', true],
    ]);
    expect(verdicts[0]?.reasons.join(', ')).toContain('pas de BTS');
    expect(verdicts[1]?.reasons.join(', ')).toContain('1er avril seulement');
  });
});
