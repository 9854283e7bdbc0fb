import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, manualEntrySchema } from './time-tracking.ts';

describe('time tracking formats and rules', () => {
  it.each([
    [0, '0 min'],
    [59, '0 min'],
    [45 * 60, '45 min'],
    [65 * 60, '1 h 05 min'],
    [90 * 60 + 30, '1 h 30 min'],
    [-5, '0 min'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows the running clock as hh:mm:ss', () => {
    expect(formatClock(3723.9)).toBe('01:02:03');
    expect(formatClock(0)).toBe('00:00:00');
  });

  it('refuses an invalid date next to a valid one with its own message (issue 38: it threw, a 500)', () => {
    for (const [startedAt, endedAt, message] of [
      ['2026-13-45', '2026-11-20T10:00:00Z', 'Date de début invalide.'],
      ['2026-11-20T09:00:00Z', '9999-12-31T99:99', 'Date de fin invalide.'],
    ] as const) {
      const result = manualEntrySchema.safeParse({ startedAt, endedAt });
      expect(result.success).toBe(false);
      expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(new Set([message]));
    }
  });

  it('turns a start and a duration into a valid manual entry and refuses more than 24 hours', () => {
    expect(
      manualEntrySchema.safeParse({ startedAt: '2026-11-20T09:00:00Z', durationMinutes: 30 }).success,
    ).toBe(true);
    const tooLong = manualEntrySchema.safeParse({
      startedAt: '2026-11-20T09:00:00Z',
      endedAt: '2026-11-21T09:00:01Z',
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Une entrée ne peut pas dépasser 24 heures.');
  });
});
