import { type EventDto, overlaps } from '../../../shared/workspace-model.ts';
import { localDay } from './format.ts';

// Pure calendar arithmetic in the browser's local time (weeks start on Monday, as in France).

export function startOfWeek(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const shift = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - shift);
  return d;
}

export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** The days shown: 7 for a week, 6 full weeks for a month. */
export function visibleDays(anchor: Date, view: 'week' | 'month'): Date[] {
  const first =
    view === 'week' ? startOfWeek(anchor) : startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addDays(first, i));
}

export function shiftAnchor(anchor: Date, view: 'week' | 'month', direction: 1 | -1): Date {
  return view === 'week'
    ? addDays(anchor, 7 * direction)
    : new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1);
}

/** Events touching a local day. */
export function eventsOn(day: Date, events: EventDto[]): EventDto[] {
  const key = localDay(day);
  return events
    .filter((e) => localDay(new Date(e.start)) <= key && key <= localDay(new Date(Date.parse(e.end) - 1)))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Ids of the events that overlap another one. */
export function conflictingIds(events: EventDto[]): Set<string> {
  const ids = new Set<string>();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.start < sorted[i]!.end; j++) {
      if (overlaps(sorted[i]!, sorted[j]!)) {
        ids.add(sorted[i]!.id);
        ids.add(sorted[j]!.id);
      }
    }
  }
  return ids;
}
