import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, easterSunday, frenchHolidays, isBusinessDay } from './business-hours.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const paris = (iso: string) => new Date(iso);

describe('Paris business hours', () => {
  it('computes Easter and the eleven French public holidays', () => {
    expect(new Date(easterSunday(2026) * 86_400_000).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(new Date(easterSunday(2027) * 86_400_000).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(new Date(easterSunday(2024) * 86_400_000).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect([...frenchHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-06', // Lundi de Pâques
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // Lundi de Pentecôte
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect(isBusinessDay(day('2026-11-11'))).toBe(false);
    expect(isBusinessDay(day('2026-11-28'))).toBe(false); // a Saturday
    expect(isBusinessDay(day('2026-11-27'))).toBe(true);
  });

  it('counts only Monday to Friday, 9:00–18:00 in Paris', () => {
    // Tuesday 24 November 2026, 10:00 in Paris (UTC+1): one hour later, same day.
    expect(addBusinessMinutes(paris('2026-11-24T10:00:00+01:00'), 60).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    // Friday 17:30: 30 minutes on Friday, 30 on Monday from 9:00.
    expect(addBusinessMinutes(paris('2026-11-27T17:30:00+01:00'), 60).toISOString()).toBe(
      new Date('2026-11-30T09:30:00+01:00').toISOString(),
    );
    // Saturday night: the clock starts on Monday 9:00.
    expect(addBusinessMinutes(paris('2026-11-28T23:00:00+01:00'), 540).toISOString()).toBe(
      new Date('2026-11-30T18:00:00+01:00').toISOString(),
    );
    // Tuesday 10 November at 16:00, one business day: Wednesday 11 (Armistice) is skipped.
    expect(addBusinessMinutes(paris('2026-11-10T16:00:00+01:00'), 540).toISOString()).toBe(
      new Date('2026-11-12T16:00:00+01:00').toISOString(),
    );
    // Across the change to summer time (29 March 2026): Friday 17:00 + 2 h is Monday 10:00 CEST.
    expect(addBusinessMinutes(paris('2026-03-27T17:00:00+01:00'), 120).toISOString()).toBe(
      new Date('2026-03-30T10:00:00+02:00').toISOString(),
    );
    // Before opening: the clock starts at 9:00.
    expect(addBusinessMinutes(paris('2026-11-24T07:12:00+01:00'), 30).toISOString()).toBe(
      new Date('2026-11-24T09:30:00+01:00').toISOString(),
    );
  });
});
