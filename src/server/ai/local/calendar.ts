// Free meeting slots on working days, avoiding the workspace's calendar events.

import { type DayNumber, parisClock, parisInstant } from '../../../shared/paris-time.ts';
import type { WorkspaceSnapshot } from '../types.ts';
import { formatDay, formatTime, nextWorkingDay } from './french.ts';

export interface Slot {
  day: DayNumber;
  /** Minutes since midnight, Paris time. */
  start: number;
  end: number;
}

// Usual meeting starts, lunch left free; a meeting must end by 18 h.
const startTimes = [9 * 60, 10 * 60, 11 * 60, 14 * 60, 15 * 60, 16 * 60];
const dayEnd = 18 * 60;

function overlaps(slot: Slot, event: WorkspaceSnapshot['events'][number]): boolean {
  const start = parisInstant(slot.day, slot.start).getTime();
  const end = parisInstant(slot.day, slot.end).getTime();
  return start < new Date(event.end).getTime() && new Date(event.start).getTime() < end;
}

/** What the request asks of the slots: which days ("lundi ou mardi"), which hours ("l'après-midi"). */
export interface SlotWishes {
  days?: DayNumber[];
  /** Earliest start and latest end, in minutes after midnight. */
  from?: number;
  to?: number;
}

/** "lundi ou mardi après-midi", "entre 9h et 12h", "le matin": the days and hours asked. */
export function slotWishes(
  folded: string,
  dates: Array<{ day: DayNumber; minutes: number | null; endMinutes: number | null }>,
): SlotWishes {
  const range = dates.find((date) => date.minutes !== null && date.endMinutes !== null);
  const hours = range
    ? { from: range.minutes ?? undefined, to: range.endMinutes ?? undefined }
    : /\bpetit-dejeuner\b/.test(folded)
      ? { from: 8 * 60, to: 10 * 60 }
      : /\bdejeuner\b/.test(folded)
        ? { from: 12 * 60 + 30, to: 14 * 60 }
        : /\bdiner\b/.test(folded)
          ? { from: 19 * 60, to: 21 * 60 }
          : /\bapres-midi\b/.test(folded)
            ? { from: 14 * 60, to: dayEnd }
            : /\b(?:le |en |du |dans la )?matin(?:ee)?s?\b/.test(folded)
              ? { from: 8 * 60, to: 12 * 60 }
              : /\bfin de journee\b/.test(folded)
                ? { from: 16 * 60, to: dayEnd }
                : {};
  const days = [...new Set(dates.filter((date) => date !== range).map((date) => date.day))];
  return { ...hours, ...(days.length ? { days } : {}) };
}

/**
 * Free slots avoiding the calendar: the first of each of the next working days, or on the days
 * asked (several a day when fewer days than slots), within the hours asked.
 */
export function freeSlots(
  events: WorkspaceSnapshot['events'],
  today: DayNumber,
  durationMinutes: number,
  count: number,
  wishes: SlotWishes = {},
): Slot[] {
  const from = wishes.from ?? 0;
  const to = Math.min(wishes.to ?? dayEnd, 21 * 60);
  const starts = wishes.from !== undefined && !startTimes.includes(from) ? [from, ...startTimes] : startTimes;
  const fits = (slot: Slot) =>
    slot.start >= from && slot.end <= to && !events.some((event) => overlaps(slot, event));
  const slots: Slot[] = [];
  if (wishes.days?.length) {
    const perDay = Math.ceil(count / wishes.days.length);
    for (const day of [...wishes.days].sort((a, b) => a - b)) {
      const free = starts.map((start) => ({ day, start, end: start + durationMinutes })).filter(fits);
      slots.push(...free.slice(0, perDay));
    }
    if (slots.length) return slots.slice(0, count);
  }
  for (let offset = 0; offset < 15 && slots.length < count; offset += 1) {
    const day = nextWorkingDay(today, offset);
    const free = starts.map((start) => ({ day, start, end: start + durationMinutes })).find(fits);
    if (free) slots.push(free);
  }
  return slots;
}

/** "mardi 24 novembre, 11 h – 12 h". */
export function formatSlot(slot: Slot, today: DayNumber): string {
  return `${formatDay(slot.day, today)}, ${formatTime(slot.start)} – ${formatTime(slot.end)}`;
}

/** "mardi 24 novembre à 11 h". */
export function formatSlotStart(slot: Slot, today: DayNumber): string {
  return `${formatDay(slot.day, today)} à ${formatTime(slot.start)}`;
}

/** The events of the coming working days, to say which ones the proposal avoids. */
export function eventsBetween(
  events: WorkspaceSnapshot['events'],
  from: DayNumber,
  to: DayNumber,
): WorkspaceSnapshot['events'] {
  const fromTime = parisInstant(from, 0).getTime();
  const toTime = parisInstant(to + 1, 0).getTime();
  return events
    .filter((event) => {
      const start = new Date(event.start).getTime();
      return start >= fromTime && start < toTime;
    })
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
}

/** "mardi 24 novembre, 9 h – 10 h 30 : Comité de pilotage". */
export function formatEvent(event: WorkspaceSnapshot['events'][number], today: DayNumber): string {
  const start = parisClock(new Date(event.start));
  const end = parisClock(new Date(event.end));
  return `${formatDay(start.day, today)}, ${formatTime(start.minutes)} – ${formatTime(end.minutes)} : ${event.title}`;
}
