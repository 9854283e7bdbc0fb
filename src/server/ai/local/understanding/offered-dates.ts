// « propose-lui le mardi 15 ou le jeudi 17 décembre à 10h », « le 18 ou le 20 à 14h »: days the user
// offers as alternatives. A time said once, after the last day, goes with each day said without one.
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { fold, formatDay, formatTime } from '../french.ts';
import type { DateFact } from './facts.ts';

export interface OfferedDate {
  day: DayNumber;
  minutes: number | null;
  /** « mardi 15 décembre à 10 h ». */
  label: string;
}

/** The days offered, joined by « ou » (or commas before it); null unless two or more are. */
export function offeredDates(command: string, dates: DateFact[], today: DayNumber): OfferedDate[] | null {
  const days = dates.filter((date) => !date.timeOnly).sort((a, b) => a.index - b.index);
  if (days.length < 2) return null;
  for (let i = 0; i + 1 < days.length; i++) {
    const between = command.slice(days[i]!.index + days[i]!.text.length, days[i + 1]!.index);
    if (!/^\s*(?:,\s*)?(?:ou(?:\s+bien)?\s*)?$/.test(fold(between))) return null;
  }
  const last = command.slice(days.at(-1)!.index - 8, days.at(-1)!.index);
  if (!/\bou(?:\s+bien)?\s*$/.test(fold(last))) return null;
  // An hour said (« à 10h »), not a part of the day (« mardi après-midi »), which leaves the hour open.
  const hourOf = (date: DateFact) => (/\d\s*h|\d:\d\d/i.test(date.text) ? date.minutes : null);
  const time = days.map(hourOf).find((minutes) => minutes !== null) ?? null;
  return days.map((date) => {
    const minutes = hourOf(date) ?? time;
    return {
      day: date.day,
      minutes,
      label: `${formatDay(date.day, today)}${minutes === null ? '' : ` à ${formatTime(minutes)}`}`,
    };
  });
}
