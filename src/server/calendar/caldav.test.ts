import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { DAVClient } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caldavAccount, calendarEvent, user } from '../db/schema.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import { freePort } from '../testing/dovecot.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { type RadicaleServer, startRadicale } from '../testing/radicale.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createCaldavService } from './caldav.service.ts';

// Two-way sync against a real Radicale on loopback (testing/radicale.ts).

describe.each(testDatabaseKinds())(
  'CalDAV sync against Radicale on %s',
  onlyWith(missing.radicale),
  (kind) => {
    let radicale: RadicaleServer;
    let database: TestDatabase;
    let dav: DAVClient;
    beforeAll(async () => {
      radicale = await startRadicale();
      database = await createTestDatabase(kind);
      dav = new DAVClient({
        serverUrl: radicale.url,
        credentials: { username: 'alice', password: 'x' },
        authMethod: 'Basic',
        defaultAccountType: 'caldav',
      });
      await dav.login();
      await dav.makeCalendar({
        url: `${radicale.url}alice/travail/`,
        props: { displayname: 'Travail' } as never,
      });
    });
    afterAll(async () => {
      await database?.dispose();
      await radicale?.stop();
    });

    it('pushes Alfred’s events, pulls the calendar’s, once each, and one run at a time', async () => {
      const userId = randomUUID();
      await database.db
        .insert(user)
        .values({ id: userId, name: 'A', email: `${userId}@exemple.test`, emailVerified: true });
      const soon = Date.now() + 3 * 86_400_000;
      await database.db.insert(calendarEvent).values({
        userId,
        workspaceId: userId,
        title: 'Rendez-vous pris par Alfred',
        startsAt: new Date(soon),
        endsAt: new Date(soon + 3_600_000),
        source: 'ai:alfred',
      });
      const [calendar] = await dav.fetchCalendars();
      const start = new Date(soon + 86_400_000)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      await dav.createCalendarObject({
        calendar: calendar!,
        filename: 'telephone.ics',
        iCalString: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Test//FR',
          'BEGIN:VEVENT',
          'UID:telephone@test',
          'DTSTAMP:20261101T000000Z',
          `DTSTART:${start}`,
          'DURATION:PT1H',
          'SUMMARY:Ajouté depuis le téléphone',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      });

      const service = createCaldavService({
        db: database.db,
        secrets: createSecretBox(undefined, 'c'.repeat(32)),
        allowPrivate: true,
        planOf: async () => 'pro',
      });
      const state = await service.connect(userId, {
        serverUrl: radicale.url,
        username: 'alice',
        password: 'x',
      });
      expect(state.account?.calendarName).toBe('Travail');

      const both = await Promise.allSettled([service.sync(userId), service.sync(userId)]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((both.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<unknown>).value).toEqual({
        pushed: 1,
        pulled: 1,
      });
      expect(await service.sync(userId)).toEqual({ pushed: 0, pulled: 0 });

      const objects = await dav.fetchCalendarObjects({ calendar: calendar! });
      expect(objects.map((o) => o.data).join('\n')).toContain('SUMMARY:Rendez-vous pris par Alfred');
      const events = await database.db.select().from(calendarEvent).where(eq(calendarEvent.userId, userId));
      expect(events.map((e) => [e.title, e.source]).sort()).toEqual([
        ['Ajouté depuis le téléphone', 'caldav'],
        ['Rendez-vous pris par Alfred', 'ai:alfred'],
      ]);

      await service.disconnect(userId);
      const left = await database.db.select().from(calendarEvent).where(eq(calendarEvent.userId, userId));
      expect(left.map((e) => e.title)).toEqual(['Rendez-vous pris par Alfred']);
    });

    it('tells a server that is down in French', async () => {
      const service = createCaldavService({
        db: database.db,
        secrets: createSecretBox(undefined, 'c'.repeat(32)),
        allowPrivate: true,
        planOf: async () => 'pro',
      });
      const port = await freePort();
      await expect(
        service.connect(randomUUID(), {
          serverUrl: `http://127.0.0.1:${port}/`,
          username: 'a',
          password: 'b',
        }),
      ).rejects.toThrow(/Le serveur CalDAV ne répond pas\.|La connexion au serveur CalDAV a échoué\./);
    });

    /**
     * A CalDAV server behind a small proxy that can send the client to another host (another loopback
     * port: another origin): `moved` answers 301 to it; `links` passes to Radicale but rewrites the
     * discovery links (hrefs) into absolute URLs on it. The other host records what reaches it.
     */
    async function proxiedRadicale() {
      const reached: IncomingHttpHeaders[] = [];
      const elsewhere = createServer((req, res) => {
        reached.push(req.headers);
        res.writeHead(401, { 'www-authenticate': 'Basic realm="x"' }).end();
      });
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
      const other = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
      const upstream = new URL(radicale.url);
      const mode = { current: 'pass' as 'pass' | 'moved' | 'links' };
      const proxy: Server = createServer((req, res) => {
        if (mode.current === 'moved') {
          res.writeHead(301, { location: `${other}${req.url}` }).end();
          req.resume();
          return;
        }
        const forward = request(
          {
            hostname: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            // Plain bodies, so that the links can be rewritten.
            headers: { ...req.headers, 'accept-encoding': 'identity' },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () => {
              let body = Buffer.concat(chunks).toString('utf8');
              if (mode.current === 'links') body = body.replace(/<href>\//g, `<href>${other}/`);
              const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
              res.writeHead(answer.statusCode ?? 502, headers).end(body);
            });
          },
        );
        req.pipe(forward);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(proxy.address() as { port: number }).port}/`;
      return {
        url,
        other,
        reached,
        mode,
        async close() {
          await new Promise((r) => proxy.close(r));
          await new Promise((r) => elsewhere.close(r));
        },
      };
    }

    it.each(['moved', 'links'] as const)(
      'a server that sends the client to another host (%s) gets no credentials there: a French 422',
      async (how) => {
        const proxied = await proxiedRadicale();
        try {
          const service = createCaldavService({
            db: database.db,
            secrets: createSecretBox(undefined, 'c'.repeat(32)),
            allowPrivate: true,
            planOf: async () => 'pro',
          });
          const userId = randomUUID();
          await database.db
            .insert(user)
            .values({ id: userId, name: 'A', email: `${userId}@exemple.test`, emailVerified: true });
          proxied.mode.current = how;
          const err = (await service
            .connect(userId, { serverUrl: proxied.url, username: 'alice', password: 'secret-alice' })
            .then(
              () => null,
              (e: unknown) => e,
            )) as { status: number; code: string; message: string };
          expect(err).toMatchObject({ status: 422, code: 'caldav_other_host' });
          expect(err.message).toBe(
            `Le serveur CalDAV renvoie vers une autre adresse (${new URL(proxied.other).host}) : Septime n’y envoie pas vos identifiants. Si vous faites confiance à cette adresse, saisissez-la directement.`,
          );
          expect(proxied.reached).toEqual([]);
          expect(await service.state(userId)).toEqual({ account: null });

          // Connected while the server behaved, then it starts sending elsewhere: the sync fails in French.
          proxied.mode.current = 'pass';
          await service.connect(userId, {
            serverUrl: proxied.url,
            username: 'alice',
            password: 'secret-alice',
          });
          proxied.mode.current = how;
          await expect(service.sync(userId)).rejects.toMatchObject({
            status: 422,
            code: 'caldav_other_host',
          });
          const [row] = await database.db
            .select()
            .from(caldavAccount)
            .where(eq(caldavAccount.userId, userId));
          expect(row?.lastError).toContain('Le serveur CalDAV renvoie vers une autre adresse');
          expect(proxied.reached).toEqual([]);
          await service.disconnect(userId);
        } finally {
          await proxied.close();
        }
      },
    );
  },
);
