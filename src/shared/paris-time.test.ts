import { describe, expect, it } from 'vitest';
import { parisDay, parisInstant, parisLongDate, parisTime, parisWeekStart } from './paris-time.ts';

describe('Europe/Paris days and times', () => {
  it('turns the day at midnight in Paris, not at UTC midnight, winter and summer', () => {
    expect(parisDay(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(parisDay(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('starts the week on the Paris Monday', () => {
    // Sunday 22 November 2026, 23:59 in Paris, then Monday 23 at 00:00.
    expect(parisWeekStart(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-16');
    expect(parisWeekStart(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(parisWeekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
  });

  it('writes dates and times as French readers expect', () => {
    expect(parisLongDate(new Date('2026-12-06T23:30:00Z'))).toBe('7 décembre 2026');
    expect(parisTime(new Date('2026-11-24T08:05:00Z'))).toBe('09:05');
    expect(parisTime(new Date('2026-07-01T08:05:00Z'))).toBe('10:05');
  });

  it('finds the instant Paris clocks show a given day and time, across the change of hour', () => {
    const day = Date.UTC(2026, 2, 29) / 86_400_000; // Sunday 29 March 2026, summer time from 02:00
    expect(parisInstant(day, 9 * 60).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(parisInstant(day - 1, 9 * 60).toISOString()).toBe('2026-03-28T08:00:00.000Z');
  });
});
