import { describe, expect, it } from 'vitest';
import { priceRangeOf } from './price-range.ts';

describe('a price given as a range', () => {
  it('reads « 8–10 k€ HT », the unit said once, and what it depends on', () => {
    expect(priceRangeOf('budget 8–10 k€ HT selon le nombre de scènes, réponse avant le 15 avril')).toEqual({
      low: 8000,
      high: 10000,
      said: 'entre 8 000 et 10 000 € HT',
      depends: 'selon le nombre de scènes',
    });
  });

  it('reads « entre … et … » and « de … à … », with a period', () => {
    expect(priceRangeOf('entre 900 et 1 200 € par mois')?.said).toBe('entre 900 et 1 200 € par mois');
    expect(priceRangeOf('de 2 500 à 3 000 € TTC')?.said).toBe('entre 2 500 et 3 000 € TTC');
    expect(priceRangeOf('un budget de 50-58 k€')?.said).toBe('entre 50 000 et 58 000 €');
  });

  it('is not a single amount, nor two unrelated ones', () => {
    expect(priceRangeOf('4 800 € HT l’année')).toBeNull();
    expect(priceRangeOf('le 12 à 14 h, 300 €')).toBeNull();
  });
});
