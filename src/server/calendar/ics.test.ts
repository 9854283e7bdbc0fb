import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildFeed, IcsError, parseIcs } from './ics.ts';

const window = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//FR', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('buildFeed', () => {
  it('writes valid iCalendar in Europe/Paris time that ical.js reads back to the same instants', () => {
    const startsAt = new Date('2026-07-03T08:30:00Z'); // 10:30 in Paris (summer time)
    const winter = new Date('2026-12-01T13:00:00Z'); // 14:00 in Paris
    const text = buildFeed(
      [
        {
          id: 'a1',
          title: 'Rendez-vous client, salle « Verte »',
          description: 'Ligne 1\nLigne 2; avec, ponctuation',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          updatedAt: startsAt,
        },
        {
          id: 'b2',
          title: 'Point hiver',
          description: '',
          startsAt: winter,
          endsAt: winter,
          updatedAt: winter,
        },
      ],
      'Planning Septime',
    );
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20260703T103000');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20261201T140000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('X-WR-CALNAME:Planning Septime');

    const parsed = new ICAL.Component(ICAL.parse(text));
    const zone = parsed.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(new ICAL.Timezone({ component: zone, tzid: 'Europe/Paris' }));
    const [first] = parsed.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(first!.uid).toBe('a1@septime');
    expect(first!.summary).toBe('Rendez-vous client, salle « Verte »');
    expect(first!.description).toBe('Ligne 1\nLigne 2; avec, ponctuation');
    expect(first!.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    // Every line is CRLF-terminated and folded at 75 octets.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe('parseIcs', () => {
  it('reads a timed event in its own zone, a UTC one, and an all-day one at Paris midnight', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:ny@test',
      'DTSTART;TZID=America/New_York:20260310T090000',
      'DTEND;TZID=America/New_York:20260310T100000',
      'SUMMARY:Appel New York',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:utc@test',
      'DTSTART:20260310T090000Z',
      'DURATION:PT30M',
      'SUMMARY:Point UTC',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:day@test',
      'DTSTART;VALUE=DATE:20260714',
      'DTEND;VALUE=DATE:20260715',
      'SUMMARY:Fête nationale',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:paris-no-vtimezone@test',
      'DTSTART;TZID=Europe/Paris:20260105T090000',
      'SUMMARY:Sans VTIMEZONE',
      'END:VEVENT',
    );
    const byKey = new Map(parseIcs(text, window).map((o) => [o.key, o]));
    expect(byKey.get('ny@test')).toMatchObject({
      title: 'Appel New York',
      startsAt: new Date('2026-03-10T13:00:00Z'),
      endsAt: new Date('2026-03-10T14:00:00Z'),
      allDay: false,
    });
    expect(byKey.get('utc@test')?.endsAt).toEqual(new Date('2026-03-10T09:30:00Z'));
    expect(byKey.get('day@test')).toMatchObject({
      startsAt: new Date('2026-07-13T22:00:00Z'),
      endsAt: new Date('2026-07-14T22:00:00Z'),
      allDay: true,
    });
    expect(byKey.get('paris-no-vtimezone@test')?.startsAt).toEqual(new Date('2026-01-05T08:00:00Z'));
  });

  it('expands a weekly recurrence across the clock change, with an EXDATE and a moved occurrence', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTART;TZID=Europe/Paris:20260316T090000',
      'DTEND;TZID=Europe/Paris:20260316T093000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Europe/Paris:20260323T090000',
      'SUMMARY:Point hebdo',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'RECURRENCE-ID;TZID=Europe/Paris:20260330T090000',
      'DTSTART;TZID=Europe/Paris:20260331T140000',
      'DTEND;TZID=Europe/Paris:20260331T143000',
      'SUMMARY:Point hebdo (déplacé)',
      'END:VEVENT',
    );
    const occurrences = parseIcs(text, window);
    expect(occurrences.map((o) => [o.title, o.startsAt.toISOString()])).toEqual([
      ['Point hebdo', '2026-03-16T08:00:00.000Z'], // 09:00 winter time
      ['Point hebdo (déplacé)', '2026-03-31T12:00:00.000Z'], // 14:00 summer time
      ['Point hebdo', '2026-04-06T07:00:00.000Z'], // 09:00 summer time
    ]);
    expect(new Set(occurrences.map((o) => o.key)).size).toBe(3);
    expect(occurrences[1]!.key).toBe('weekly@test|2026-03-30T07:00:00.000Z');
  });

  it('keeps only the window of an endless recurrence', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:daily@test',
      'DTSTART:20200101T080000Z',
      'RRULE:FREQ=DAILY',
      'SUMMARY:Chaque jour',
      'END:VEVENT',
    );
    const occurrences = parseIcs(text, {
      from: new Date('2026-05-01T00:00:00Z'),
      to: new Date('2026-05-08T00:00:00Z'),
    });
    expect(occurrences).toHaveLength(7);
  });

  it.each(['pas un calendrier', 'BEGIN:VEVENT\r\nEND:VEVENT'])('refuses %j in French', (text) => {
    expect(() => parseIcs(text, window)).toThrow(IcsError);
    expect(() => parseIcs(text, window)).toThrow(
      'Ce fichier n’est pas un calendrier iCalendar (.ics) valide.',
    );
  });
});
