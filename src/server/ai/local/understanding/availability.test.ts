import { describe, expect, it } from 'vitest';
import { overlapsUnavailability, unavailabilityOf } from './availability.ts';

// Saturday 28 November 2026, noon in Paris.
const now = new Date('2026-11-28T11:00:00Z');
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('when the user said they are not available', () => {
  it('reads a weekday and a part of the day', () => {
    const rule = unavailabilityOf('Je ne travaille pas le mercredi après-midi', now)!;
    expect(rule.weekdays).toEqual([3]);
    // Wednesday 2 December at 15:00 falls in it; at 10:00 it does not; Thursday neither.
    expect(overlapsUnavailability(rule, day('2026-12-02'), 15 * 60, 16 * 60)).toBe(true);
    expect(overlapsUnavailability(rule, day('2026-12-02'), 10 * 60, 11 * 60)).toBe(false);
    expect(overlapsUnavailability(rule, day('2026-12-03'), 15 * 60, 16 * 60)).toBe(false);
  });

  it('reads a closing day said without a verb of work, typed without accents', () => {
    const rule = unavailabilityOf('je suis ferme le lundi', now)!;
    expect(overlapsUnavailability(rule, day('2026-11-30'), 9 * 60, 10 * 60)).toBe(true);
  });

  it('reads hours before or after which nothing is taken', () => {
    const early = unavailabilityOf('Je ne prends jamais de rendez-vous avant 9h', now)!;
    expect(overlapsUnavailability(early, day('2026-12-01'), 8 * 60, 9 * 60)).toBe(true);
    expect(overlapsUnavailability(early, day('2026-12-01'), 9 * 60, 10 * 60)).toBe(false);
    const late = unavailabilityOf('On ferme à 18h', now)!;
    expect(overlapsUnavailability(late, day('2026-12-01'), 18 * 60 + 30, 19 * 60)).toBe(true);
  });

  it('reads dated closings', () => {
    const rule = unavailabilityOf('La boutique est fermée du 24 décembre au 2 janvier', now)!;
    expect(overlapsUnavailability(rule, day('2026-12-28'), 10 * 60, 11 * 60)).toBe(true);
    expect(overlapsUnavailability(rule, day('2026-12-22'), 10 * 60, 11 * 60)).toBe(false);
  });

  it('finds no unavailability in a sentence about something else', () => {
    expect(unavailabilityOf('Notre délai de livraison est de 5 jours ouvrés', now)).toBeNull();
    expect(unavailabilityOf('Je ne facture pas les déplacements le samedi', now)).toBeNull();
    expect(unavailabilityOf('Nous livrons le mardi', now)).toBeNull();
  });
});
