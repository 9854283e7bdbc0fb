import { type DayNumber, isoDay, parisClock, parisInstant, weekday } from '../../shared/paris-time.ts';

// Business hours in Paris for the support desk's deadlines (decision 066): Monday to Friday, 9:00 to
// 18:00 Europe/Paris, French public holidays excepted (the eleven of metropolitan France, Code du travail
// L3133-1; Alsace-Moselle's Good Friday and 26 December are not counted). The holidays are computed, not
// listed: eight fixed days and three from Easter (Meeus/Jones/Butcher's Gregorian computus).

const openAt = 9 * 60;
const closeAt = 18 * 60;
const dayMs = 86_400_000;

/** Easter Sunday of a Gregorian year, as a day number. */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / dayMs;
}

const holidayCache = new Map<number, Set<string>>();

/** The French public holidays of a year, as `YYYY-MM-DD`. */
export function frenchHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (days) return days;
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map(
    (md) => `${year}-${md}`,
  );
  // Lundi de Pâques, Ascension (Easter + 39), Lundi de Pentecôte (Easter + 50).
  days = new Set([...fixed, ...[1, 39, 50].map((offset) => isoDay(easter + offset))]);
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(day: DayNumber): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  const iso = isoDay(day);
  return !frenchHolidays(Number(iso.slice(0, 4))).has(iso);
}

/**
 * The instant `minutes` business minutes after `from`: the clock runs only on business days between
 * 9:00 and 18:00 in Paris (a ticket arriving on Friday at 17:30 with one hour has until Monday 9:30).
 */
export function addBusinessMinutes(from: Date, minutes: number): Date {
  let { day, minutes: at } = parisClock(from);
  // The seconds of `from` are kept when the deadline falls on the same open stretch.
  let left = minutes;
  for (let guard = 0; guard < 3660; guard++) {
    if (isBusinessDay(day) && at < closeAt) {
      const start = Math.max(at, openAt);
      const room = closeAt - start;
      if (left <= room) {
        const due = parisInstant(day, start + left);
        return start === at ? new Date(due.getTime() + (from.getTime() % 60_000)) : due;
      }
      left -= room;
    }
    day += 1;
    at = 0;
  }
  throw new Error('no business day within ten years');
}
