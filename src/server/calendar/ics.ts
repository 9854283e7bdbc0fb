import ICAL from 'ical.js';
import { parisClock, parisInstant, parisTimeZone } from '../../shared/paris-time.ts';

// iCalendar in and out, through ical.js (RFC 5545): the private feed of the planning in Europe/Paris time,
// and the events of an imported file, all-day and recurring ones (with their exceptions) expanded into
// the occurrences of a bounded window (docs/decisions/026-connectors.md).

const dayMs = 86_400_000;

/** Europe/Paris since 1996 (EU rules): enough for every event a feed carries. */
const parisVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface FeedEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
}

function parisTime(instant: Date, zone: ICAL.Timezone): ICAL.Time {
  const { day, minutes } = parisClock(instant);
  const date = new Date(day * dayMs);
  return ICAL.Time.fromData(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      second: 0,
      isDate: false,
    },
    zone,
  );
}

/** The planning as a VCALENDAR that Google Agenda, Outlook and Apple Calendrier subscribe to. */
export function buildFeed(events: readonly FeedEvent[], calendarName: string): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.updatePropertyWithValue('prodid', '-//Septime//Planning//FR');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', calendarName);
  calendar.updatePropertyWithValue('x-wr-timezone', parisTimeZone);
  const vtimezone = new ICAL.Component(ICAL.parse(parisVtimezone));
  calendar.addSubcomponent(vtimezone);
  const zone = new ICAL.Timezone({ component: vtimezone, tzid: parisTimeZone });

  for (const event of events) {
    const vevent = new ICAL.Component('vevent');
    vevent.updatePropertyWithValue('uid', `${event.id}@septime`);
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(event.updatedAt, true));
    for (const [name, instant] of [
      ['dtstart', event.startsAt],
      ['dtend', event.endsAt],
    ] as const) {
      const property = new ICAL.Property(name);
      property.setValue(parisTime(instant, zone));
      property.setParameter('tzid', parisTimeZone);
      vevent.addProperty(property);
    }
    vevent.updatePropertyWithValue('summary', event.title);
    if (event.description) vevent.updatePropertyWithValue('description', event.description);
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}

export interface ImportedOccurrence {
  /** UID, plus the occurrence's original start when the event recurs: stable across imports. */
  key: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

export class IcsError extends Error {}

const maxOccurrences = 2000;

/** The instant at which the wall clock of `timeZone` shows this time (Paris when the zone is unknown). */
function wallClockInstant(time: ICAL.Time, timeZone: string | undefined): Date {
  const day = Date.UTC(time.year, time.month - 1, time.day) / dayMs;
  const minutes = time.hour * 60 + time.minute;
  if (!timeZone || timeZone === parisTimeZone) return parisInstant(day, minutes);
  try {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const asUtc = day * dayMs + minutes * 60_000;
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(asUtc))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const shown = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
    return new Date(asUtc - (shown - asUtc));
  } catch {
    return parisInstant(day, minutes);
  }
}

/** An ICAL.Time as an instant: all-day dates start at Paris midnight; floating times are Paris time. */
function instantOf(time: ICAL.Time, tzid: string | undefined): Date {
  if (time.isDate) return parisInstant(Date.UTC(time.year, time.month - 1, time.day) / dayMs, 0);
  const zone = time.zone?.tzid;
  if (zone === 'UTC' || (zone && zone !== 'floating' && ICAL.TimezoneService.has(zone))) {
    return time.toJSDate();
  }
  return wallClockInstant(time, tzid);
}

function tzidOf(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

/**
 * The occurrences of an iCalendar text within [from, to): each VEVENT once, each recurring one expanded
 * (RRULE, RDATE, EXDATE, and RECURRENCE-ID exceptions moving or retitling one occurrence).
 */
export function parseIcs(text: string, window: { from: Date; to: Date }): ImportedOccurrence[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new IcsError('Ce fichier n’est pas un calendrier iCalendar (.ics) valide.');
  }
  if (root.name !== 'vcalendar') {
    throw new IcsError('Ce fichier n’est pas un calendrier iCalendar (.ics) valide.');
  }
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) {
      ICAL.TimezoneService.register(new ICAL.Timezone({ component: vtimezone, tzid }));
    }
  }

  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id'));
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const out: ImportedOccurrence[] = [];

  for (const component of masters) {
    if (!component.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(component, { strictExceptions: true });
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    const uid = event.uid || `sans-uid-${out.length}`;
    const startTz = tzidOf(component, 'dtstart');
    if (!event.isRecurring()) {
      const startsAt = instantOf(event.startDate, startTz);
      const endsAt = endOf(event.startDate, event.endDate, startsAt, tzidOf(component, 'dtend') ?? startTz);
      if (endsAt <= window.from || startsAt >= window.to) continue;
      out.push(occurrence(uid, event, startsAt, endsAt, null));
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (out.length >= maxOccurrences) break;
      const details = event.getOccurrenceDetails(next);
      const item = details.item;
      const itemTz = tzidOf(item.component, 'dtstart') ?? startTz;
      const startsAt = instantOf(details.startDate, itemTz);
      if (startsAt >= window.to) break;
      const endsAt = endOf(details.startDate, details.endDate, startsAt, itemTz);
      if (endsAt <= window.from) continue;
      out.push(occurrence(uid, item, startsAt, endsAt, instantOf(details.recurrenceId, startTz)));
    }
  }
  return out;
}

function endOf(start: ICAL.Time, end: ICAL.Time | undefined, startsAt: Date, tzid: string | undefined) {
  if (end) {
    const endsAt = instantOf(end, tzid);
    if (endsAt > startsAt) return endsAt;
  }
  // No end: a day for an all-day event, an hour otherwise (the planning needs an end after the start).
  return new Date(startsAt.getTime() + (start.isDate ? dayMs : 3_600_000));
}

function occurrence(
  uid: string,
  event: ICAL.Event,
  startsAt: Date,
  endsAt: Date,
  recurrenceId: Date | null,
): ImportedOccurrence {
  return {
    key: recurrenceId ? `${uid}|${recurrenceId.toISOString()}` : uid,
    title: (event.summary || 'Événement importé').trim().slice(0, 200),
    description: (event.description || '').trim().slice(0, 2000),
    startsAt,
    endsAt,
    allDay: event.startDate.isDate,
  };
}
