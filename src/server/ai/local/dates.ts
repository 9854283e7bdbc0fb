// Provisional French date reader (replaced by the chrono-based one of the actions branch at merge).
import * as chrono from 'chrono-node';
import { type DayNumber, parisClock, weekday } from './french.ts';

export interface DateMention {
  text: string;
  index: number;
  day: DayNumber;
  minutes: number | null;
  endMinutes: number | null;
}

const dayMs = 86_400_000;

export function findDates(text: string, now: Date): DateMention[] {
  const clock = parisClock(now);
  const reference = new Date(clock.day * dayMs + clock.minutes * 60_000);
  return chrono.fr.parse(text, { instant: reference, timezone: 0 }, { forwardDate: true }).map((result) => {
    const { start, end } = result;
    let day =
      Date.UTC(start.get('year') ?? 1970, (start.get('month') ?? 1) - 1, start.get('day') ?? 1) / dayMs;
    if (start.isCertain('weekday') && !start.isCertain('day') && day <= clock.day) day += 7;
    while (start.isCertain('weekday') && weekday(day) !== start.get('weekday')) day += 1;
    const minutes = start.isCertain('hour')
      ? (start.get('hour') ?? 0) * 60 + (start.get('minute') ?? 0)
      : null;
    const endMinutes = end?.isCertain('hour') ? (end.get('hour') ?? 0) * 60 + (end.get('minute') ?? 0) : null;
    return { text: result.text, index: result.index, day, minutes, endMinutes };
  });
}

export function findDate(text: string, now: Date): DateMention | null {
  return findDates(text, now)[0] ?? null;
}
