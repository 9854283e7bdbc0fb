import { describe, expect, it } from 'vitest';
import { apprenticePay, grossOf, monthsOf } from '../drafts/hiring-cost.ts';
import { hiringCostAsked } from './hiring-cost.ts';

describe('the cost of a hire, asked', () => {
  it.each([
    ['Combien coûte un stagiaire pour 6 mois ?', 'stage'],
    ['Quel est le coût d’un alternant ?', 'alternance'],
    ['Un commercial en CDI à 2 200 € brut, ça me revient à combien ?', 'salarié'],
    ['Combien je dois verser à mon stagiaire ?', 'stage'],
  ])('%s', (command, kind) => {
    expect(hiringCostAsked(command)).toBe(kind);
  });
  it.each([
    'Rédige une offre de stage en marketing',
    'Combien coûte notre abonnement ?',
    'Rédige une offre pour un commercial, salaire 2 200 € brut, combien de candidats espérer ?',
  ])('leaves other requests alone: %s', (command) => {
    expect(hiringCostAsked(command)).toBeNull();
  });
  it('reads the months and the gross pay said', () => {
    expect(monthsOf('un stagiaire pour six mois')).toBe(6);
    expect(monthsOf('un stage de 4 mois')).toBe(4);
    expect(grossOf('un CDI à 2 200 € brut')).toBe(2200);
    expect(grossOf('un CDI à 2 200 € net')).toBeNull();
  });
});

describe('an apprentice’s pay', () => {
  it('works out the pay for the age and year said', () => {
    expect(apprenticePay('un alternant de 19 ans en première année')).toContain('43 % du SMIC');
    expect(apprenticePay('un apprenti de 22 ans en deuxième année')).toContain('61 % du SMIC');
    expect(apprenticePay('un alternant')).toBeNull();
  });
});
