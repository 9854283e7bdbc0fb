import { describe, expect, it } from 'vitest';
import { costComparison, costedOption, yearlyCostCell } from './cost-comparison.ts';

describe('the sum two costed options call for', () => {
  it('reads an option’s figure and its period, and its words without them', () => {
    expect(costedOption('continuer à sous-traiter les découpes pour 1 200 € par mois')).toMatchObject({
      name: 'continuer à sous-traiter les découpes',
      price: { euros: 1200, per: 'month' },
    });
    expect(costedOption('un autre à 89 € par mois avec la gestion des stocks')?.name).toBe(
      'un autre avec la gestion des stocks',
    );
    expect(costedOption('rester comme aujourd’hui')).toBeNull();
  });

  it('says when a one-off cost pays for itself against a monthly one', () => {
    const sum = costComparison([
      'acheter une nouvelle scie à format à 18 000 €',
      'continuer à sous-traiter les découpes pour 1 200 € par mois',
    ]);
    expect(sum).toContain('15 mois');
    expect(sum).toContain('Sur 3 ans : 18 000 € d’un côté, 43 200 € de l’autre');
    expect(yearlyCostCell('continuer à sous-traiter les découpes pour 1 200 € par mois')).toBe(
      '14 400 € (12 × 1 200 €)',
    );
  });

  it('gives the gap of two monthly costs over a year, and nothing without two figures', () => {
    expect(costComparison(['un logiciel à 49 € par mois', 'un autre à 89 € par mois'])).toContain(
      '40 € de plus par mois que « un logiciel », soit 480 € par an',
    );
    expect(costComparison(['embaucher un commercial', 'sous-traiter la prospection'])).toBeNull();
    expect(costComparison(['louer à 900 € par mois'])).toBeNull();
  });
});
