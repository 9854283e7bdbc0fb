import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarState } from '../../shared/connections.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const weekly = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//FR',
  'BEGIN:VEVENT',
  'UID:equipe@test',
  'DTSTART;TZID=Europe/Paris:20261102T090000',
  'DTEND;TZID=Europe/Paris:20261102T093000',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'EXDATE;TZID=Europe/Paris:20261109T090000',
  'SUMMARY:Réunion d’équipe',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:salon@test',
  'DTSTART;VALUE=DATE:20261120',
  'SUMMARY:Salon des entrepreneurs',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

interface EventDto {
  title: string;
  start: string;
  end: string;
  source: string;
}

async function eventsOf(client: TestClient): Promise<EventDto[]> {
  const res = await client.request('/api/events?limit=200');
  return ((await res.json()) as { items: EventDto[] }).items;
}

describe.each(testDatabaseKinds())('calendar connection on %s', (kind) => {
  const running = serveOn(kind, { WEBHOOK_ALLOW_PRIVATE: '1' });
  let icsServer: Server;
  let icsUrl: string;

  beforeAll(async () => {
    icsServer = createServer((req, res) => {
      if (req.url === '/cal.ics') {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.end(weekly);
      } else if (req.url === '/moved') {
        res.writeHead(302, { location: '/cal.ics' });
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
    icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => icsServer.close(() => resolve())));

  it('serves the planning at a secret URL as valid iCalendar, and a new secret retires the old URL', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    await client.post('/api/events', {
      title: 'Rendez-vous expert-comptable',
      start: '2026-12-03T10:00:00+01:00',
      end: '2026-12-03T11:00:00+01:00',
    });
    const made = await client.request('/api/calendar/feed', { method: 'POST' });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    // A calendar client has no session: the secret in the URL is the only key.
    const visitor = new TestClient(running.server.url);
    const feed = await visitor.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toContain('Rendez-vous expert-comptable');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20261203T100000');

    const state = (await (await client.request('/api/calendar')).json()) as CalendarState;
    expect(state.feed?.url).toBeUndefined();
    expect(state.feed?.lastFetchedAt).not.toBeNull();
    expect(JSON.stringify(state)).not.toContain(path.slice(-20));

    const again = (await (await client.request('/api/calendar/feed', { method: 'POST' })).json()) as {
      url: string;
    };
    expect((await visitor.request(path)).status).toBe(404);
    expect((await visitor.request(new URL(again.url).pathname)).status).toBe(200);
    expect((await visitor.request('/api/calendar/feed/pas-un-jeton.ics')).status).toBe(400);
  });

  it('imports a file once: recurring events with exceptions and all-day events; importing again updates', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const before = (await eventsOf(client)).length;
    const first = await client.post('/api/calendar/import', { ics: weekly, fileName: 'equipe.ics' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ created: 3, updated: 0 });
    const again = await client.post('/api/calendar/import', { ics: weekly, fileName: 'equipe.ics' });
    expect(await again.json()).toEqual({ created: 0, updated: 3 });

    const imported = (await eventsOf(client)).filter((e) => e.source === 'import');
    expect((await eventsOf(client)).length).toBe(before + 3);
    expect(imported.map((e) => [e.title, e.start]).sort()).toEqual([
      ['Réunion d’équipe', '2026-11-02T08:00:00.000Z'],
      ['Réunion d’équipe', '2026-11-16T08:00:00.000Z'],
      ['Salon des entrepreneurs', '2026-11-19T23:00:00.000Z'],
    ]);
    expect(((await (await client.request('/api/calendar')).json()) as CalendarState).importedEvents).toBe(3);

    // Disconnecting removes the feed and the imported events, never the user's own.
    expect((await client.request('/api/calendar', { method: 'DELETE' })).status).toBe(204);
    expect((await eventsOf(client)).filter((e) => e.source === 'import')).toEqual([]);
    expect((await eventsOf(client)).length).toBe(before);
  });

  it('imports from a URL (webcal:// and redirects followed) through the SSRF guard', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const res = await client.post('/api/calendar/import', { url: `${icsUrl}/moved` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 3, updated: 0 });
    const webcal = await client.post('/api/calendar/import', {
      url: `${icsUrl}/cal.ics`.replace('http', 'webcal'),
    });
    // webcal:// means https://, which this plain-HTTP test server does not speak: a clear French error.
    expect(webcal.status).toBe(422);
    expect((await webcal.json()).error.message).toBe('Le calendrier n’a pas pu être lu à cette adresse.');
    const missing = await client.post('/api/calendar/import', { url: `${icsUrl}/absent.ics` });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.message).toBe('Le serveur du calendrier a répondu 404.');
  });

  it.each([
    [{ url: 'ftp://exemple.fr/cal.ics' }, 400, 'Adresse invalide'],
    [
      { ics: 'ceci n’est pas un calendrier' },
      422,
      'Ce fichier n’est pas un calendrier iCalendar (.ics) valide.',
    ],
    [{}, 400, 'Indiquez l’adresse d’un calendrier'],
  ])('refuses %j in French', async (body, status, message) => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const res = await client.post('/api/calendar/import', body);
    expect(res.status).toBe(status);
    expect((await res.json()).error.message).toContain(message);
  });

  it('refuses a CalDAV server URL that is not one, in French, and a sync with nothing connected', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const res = await client.request('/api/calendar/caldav', {
      method: 'PUT',
      json: { serverUrl: 'ftp://exemple.fr', username: 'a', password: 'b' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('Adresse invalide');
    expect(await (await client.request('/api/calendar/caldav')).json()).toEqual({ account: null });
    const sync = await client.post('/api/calendar/caldav/sync', {});
    expect(sync.status).toBe(404);
    expect((await sync.json()).error.message).toBe('Aucun agenda CalDAV n’est connecté.');
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(running.server.url);
    expect((await visitor.request('/api/calendar')).status).toBe(401);
    expect((await visitor.post('/api/calendar/import', { ics: weekly })).status).toBe(401);
  });
});

describe('calendar import guard', () => {
  const running = serveOn('pglite');

  it('refuses a loopback URL when private addresses are not allowed', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const res = await client.post('/api/calendar/import', { url: 'http://127.0.0.1:9999/cal.ics' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(
      'Adresse refusée : elle pointe vers la machine elle-même ou un réseau privé.',
    );
  });
});
