// The one module of Europe/Paris dates and times (decision 022): "today", days and wall-clock times
// read on the Paris calendar, so nothing depends on the server's time zone. Built on Intl only (no
// time-zone library is in package.json); the French wording of days stays in server/ai/local/french.ts.

/** For an Intl formatter of its own (the helpers below cover the usual cases). */
export const parisTimeZone = 'Europe/Paris';
const timeZone = parisTimeZone;
const dayMs = 86_400_000;

/** A calendar day as a number of days since 1970-01-01 (no time, no zone). */
export type DayNumber = number;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Wall-clock date and time in Paris of an instant. */
export function parisClock(instant: Date): { day: DayNumber; minutes: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const day = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / dayMs;
  return { day, minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0) };
}

/** The instant at which Paris clocks show this day and time. */
export function parisInstant(day: DayNumber, minutes: number): Date {
  const asUtc = day * dayMs + minutes * 60_000;
  const shown = parisClock(new Date(asUtc));
  const offsetMs = (shown.day - day) * dayMs + (shown.minutes - minutes) * 60_000;
  return new Date(asUtc - offsetMs);
}

/** The Paris calendar day of a date-only ("2026-11-28") or date-time ISO string; null if unreadable. */
export function dayOf(iso: string): DayNumber | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (dateOnly) return Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) / dayMs;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : parisClock(instant).day;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: DayNumber): number {
  return new Date(day * dayMs).getUTCDay();
}

/** A day as `YYYY-MM-DD`. */
export function isoDay(day: DayNumber): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The Paris calendar day of an instant as `YYYY-MM-DD` ("today in Paris" for `new Date()`). */
export function parisDay(instant: Date): string {
  return isoDay(parisClock(instant).day);
}

/** The Monday of the Paris week holding this instant, as `YYYY-MM-DD`. */
export function parisWeekStart(instant: Date): string {
  const day = parisClock(instant).day;
  return isoDay(day - ((weekday(day) + 6) % 7));
}

const longDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone });

/** "7 décembre 2026", "1er décembre 2026": the Paris date of an instant, in French. */
export function parisLongDate(instant: Date): string {
  // French writes the first day of a month « 1er ».
  return longDateFormat.format(instant).replace(/^1 /, '1er ');
}

/** "09:05": the Paris wall-clock time of an instant. */
export function parisTime(instant: Date): string {
  return timeFormat.format(instant);
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "mardi 24 novembre": a calendar day (`YYYY-MM-DD`), in French. */
export function frenchDay(iso: string): string {
  const day = dayOf(iso);
  return day === null ? iso : dayFormat.format(new Date(day * dayMs));
}

/** « janvier » … « décembre », as fr-FR writes them. */
export const frenchMonthNames: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month, 1)),
  ),
);
