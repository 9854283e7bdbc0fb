import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DAVClient } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvent, user } from '../db/schema.ts';
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
  },
);
