import { describe, expect, it } from 'vitest';
import { candidatesOf, requirementsOf, verdictsOf } from './candidate-sort.ts';

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
