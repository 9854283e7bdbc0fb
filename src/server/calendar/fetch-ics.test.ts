import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { fetchIcs } from './fetch-ics.ts';

// A calendar URL that redirects to a private address: the second hop is checked like the first and
// refused before any connection. Two loopback servers; only the first one's port counts as public.

describe('fetchIcs through the guarded client', () => {
  let feed: Server;
  let internal: Server;
  let feedPort = 0;
  let internalPort = 0;
  let internalHits = 0;
  beforeAll(async () => {
    internal = createServer((_req, res) => {
      internalHits++;
      res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalPort = (internal.address() as { port: number }).port;
    feed = createServer((req, res) => {
      if (req.url === '/interne.ics')
        res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/cal.ics` });
      else if (req.url === '/metadata.ics')
        res.writeHead(301, { location: 'http://169.254.169.254/latest/' });
      else res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedPort = (feed.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((r) => feed.close(r));
    await new Promise((r) => internal.close(r));
  });

  const onlyTheFeed = (_address: string, port: number) => port === feedPort;

  it('reads the feed itself', async () => {
    const text = await fetchIcs(`http://127.0.0.1:${feedPort}/cal.ics`, { allowPrivate: onlyTheFeed });
    expect(text).toContain('BEGIN:VCALENDAR');
  });

  it.each(['/interne.ics', '/metadata.ics'])(
    'refuses %s, which redirects to a private address, in French',
    async (path) => {
      const err = await fetchIcs(`http://127.0.0.1:${feedPort}${path}`, { allowPrivate: onlyTheFeed }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(422);
      expect((err as ApiError).message).toBe(
        'Adresse refusée : elle pointe vers la machine elle-même ou un réseau privé.',
      );
      expect(internalHits).toBe(0);
    },
  );
});
