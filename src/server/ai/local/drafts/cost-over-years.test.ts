import { describe, expect, it } from 'vitest';
import {
  costBreakdownIn,
  costBreakdownReply,
  costOptionsIn,
  costOver,
  costOverYearsReply,
  horizonOf,
} from './cost-over-years.ts';

describe('cost over years', () => {
  it('reads the horizon in figures or words', () => {
    expect(horizonOf('Comparez sur 5 ans : …')).toBe(5);
    expect(horizonOf('et sur trois ans ?')).toBe(3);
    expect(horizonOf('Compare ces deux offres')).toBeNull();
  });

  it('reads each option with its one-off, monthly and yearly figures', () => {
    const options = costOptionsIn(
      'Comparez sur 5 ans : louer un copieur 95 € HT par mois, maintenance comprise, ou l’acheter 3 800 € HT avec un contrat de maintenance à 300 € par an.',
    );
    expect(options.map((option) => option.name)).toEqual(['louer un copieur', 'l’acheter']);
    expect(options[1]?.parts).toEqual([
      { euros: 3800, every: 'once' },
      { euros: 300, every: 'yearly' },
    ]);
    expect(options.map((option) => costOver(option, 60))).toEqual([5700, 5300]);
  });

  it('leaves the request’s own words and the closing question out of the names', () => {
    const options = costOptionsIn(
      'compare sur 3 ans le logiciel Tempo a 96 € par mois et Planeo a 2 400 € a l achat plus 30 € par mois, lequel revient le moins cher ?',
    );
    expect(options.map((option) => option.name)).toEqual(['le logiciel Tempo', 'Planeo']);
    expect(options.map((option) => costOver(option, 36))).toEqual([3456, 3480]);
  });

  it('shows the working, the cheaper option with the gap, and where the two cross', () => {
    const reply = costOverYearsReply(
      costOptionsIn('Sur 5 ans : louer 95 € par mois ou acheter 3 800 € et 300 € par an'),
      5,
    );
    expect(reply).toContain('95 € × 60 mois = 5 700 €');
    expect(reply).toContain('3 800 € + 300 € × 5 ans = 5 300 €');
    expect(reply).toContain('400 € de moins');
    expect(reply).toContain('55 mois');
  });
});

describe('costBreakdownIn', () => {
  it('sums each cost over the years asked and says the budget exceeded', () => {
    const breakdown = costBreakdownIn(
      'Cette année j’ai 6 000 € de budget : une table à 2 300 €, le logiciel à 45 € par mois et une formation à 1 200 €.',
    );
    expect(breakdown?.budget).toBe(6000);
    const reply = costBreakdownReply(breakdown!);
    expect(reply).toContain('540 €');
    expect(reply).toContain('4 040 €');
  });
});
