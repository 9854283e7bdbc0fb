import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { DAVClient } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionsService } from '../actions/actions.service.ts';
import { createCaldavService } from '../calendar/caldav.service.ts';
import type { Db } from '../db/client.ts';
import { caldavAccount, calendarEvent, mailboxAccount, mailboxMessage, user } from '../db/schema.ts';
import { createMailboxService } from '../mailbox/mailbox.service.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import { createAutomation } from '../skills/automation.ts';
import { type DovecotServer, freePort, startDovecot } from '../testing/dovecot.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { type RadicaleServer, startRadicale } from '../testing/radicale.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';
import { createConnectorSync } from './connector-sync.ts';
import { backoffMs, syncEveryMs } from './sync-schedule.ts';

// Decision 033: the connected mailboxes and CalDAV calendars are synced in the background by the skills'
// scheduler tick (no scheduler of their own), each account claimed by one instance, with a backoff after
// failures and the last error kept for /integrations. Real Dovecot and Radicale on loopback.

const password = 'mot-de-passe-application';
const secrets = createSecretBox(undefined, 'b'.repeat(32));

function mail(subject: string) {
  return [
    'From: Client <client@exemple.test>',
    `Subject: ${subject}`,
    `Message-ID: <${randomUUID()}@exemple.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Bonjour.',
    '',
  ].join('\r\n');
}

/** One instance: its own services and scheduler over the shared database, its clock given to each tick. */
function instance(db: Db, clock: { at: Date }) {
  const now = () => clock.at;
  const mailbox = createMailboxService({ db, secrets, allowPrivate: true, planOf: async () => 'pro', now });
  const caldav = createCaldavService({ db, secrets, allowPrivate: true, planOf: async () => 'pro', now });
  const workspace = createWorkspaceService(db);
  const automation = createAutomation(db, {
    mailer: {
      description: 'test',
      send: async () => {},
      stage: async () => ({ ref: 'test', afterCommit: async () => {} }),
    },
    workspace,
    actions: createActionsService(db, workspace),
    planOf: async () => 'pro',
    stageWebhook: async () => null,
    now,
    scheduler: { background: [createConnectorSync({ mailbox, caldav })] },
  });
  return { mailbox, caldav, tick: () => automation.scheduler.tick(clock.at) };
}

describe.each(testDatabaseKinds())(
  'background sync of the connected accounts on %s',
  onlyWith(missing.dovecot, missing.radicale),
  (kind) => {
    let database: TestDatabase;
    let dovecot: DovecotServer;
    let radicale: RadicaleServer;
    const users = ['ana', 'ben', 'eva'].map((name) => `${name}.${kind}@example.test`);
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      dovecot = await startDovecot(Object.fromEntries(users.map((u) => [u, password])));
      radicale = await startRadicale();
    });
    afterAll(async () => {
      await database?.dispose();
      await dovecot?.stop();
      await radicale?.stop();
    });

    async function append(address: string, subjects: string[]) {
      const client = new ImapFlow({
        host: dovecot.host,
        port: dovecot.port,
        secure: false,
        auth: { user: address, pass: password },
        logger: false,
      });
      await client.connect();
      for (const subject of subjects) await client.append('INBOX', mail(subject));
      await client.logout();
    }

    async function newUser(): Promise<string> {
      const id = randomUUID();
      await database.db.insert(user).values({ id, name: 'Test', email: `${id}@exemple.test` });
      return id;
    }

    const settings = (address: string) => ({
      email: address,
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpTls: false,
      username: address,
      password,
    });

    const countOf = async (userId: string) =>
      (await database.db.select().from(mailboxMessage).where(eq(mailboxMessage.userId, userId))).length;
    const accountOf = async (userId: string) =>
      (await database.db.select().from(mailboxAccount).where(eq(mailboxAccount.userId, userId)))[0]!;

    it('syncs new mail and new calendar events on the tick, once across two instances', async () => {
      const clock = { at: new Date() };
      const [one, two] = [instance(database.db, clock), instance(database.db, clock)];
      const [ana, ben] = [await newUser(), await newUser()];
      await one.mailbox.connect(ana, settings(users[0]!));
      await one.mailbox.connect(ben, settings(users[1]!));
      const dav = new DAVClient({
        serverUrl: radicale.url,
        credentials: { username: `ana-${kind}`, password: 'x' },
        authMethod: 'Basic',
        defaultAccountType: 'caldav',
      });
      await dav.login();
      const calendarUrl = `${radicale.url}ana-${kind}/agenda/`;
      await dav.makeCalendar({ url: calendarUrl, props: { displayname: 'Agenda' } as never });
      await one.caldav.connect(ana, { serverUrl: radicale.url, username: `ana-${kind}`, password: 'x' });

      // The mailboxes were read on connecting: only the new calendar is due at once.
      expect((await one.tick()).background).toBe(1);
      expect((await two.tick()).background).toBe(0);

      await append(users[0]!, ['Arrivé dans la nuit', 'Et un autre']);
      await append(users[1]!, ['Pour Ben']);
      const start = new Date(Date.now() + 86_400_000);
      await dav.createCalendarObject({
        calendar: { url: calendarUrl },
        filename: 'telephone.ics',
        iCalString: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Test//FR',
          'BEGIN:VEVENT',
          'UID:telephone@test',
          `DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
          `DTEND:${new Date(start.getTime() + 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
          'SUMMARY:Ajouté sur le téléphone',
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n'),
      });

      // Ten minutes later, both instances tick at once: three accounts due, three runs in all.
      clock.at = new Date(clock.at.getTime() + syncEveryMs + 1000);
      const results = await Promise.all([one.tick(), two.tick()]);
      expect(results[0]!.background + results[1]!.background).toBe(3);
      expect(await countOf(ana)).toBe(2);
      expect(await countOf(ben)).toBe(1);
      const pulled = await database.db.select().from(calendarEvent).where(eq(calendarEvent.userId, ana));
      expect(pulled.map((e) => e.title)).toEqual(['Ajouté sur le téléphone']);
      expect((await accountOf(ana)).nextSyncAt?.getTime()).toBe(clock.at.getTime() + syncEveryMs);

      // Nothing more is due until the next ten minutes.
      expect((await two.tick()).background).toBe(0);
    });

    it('backs off after failures in a row, keeps the last error, and recovers', async () => {
      const clock = { at: new Date() };
      const one = instance(database.db, clock);
      const eva = await newUser();
      await one.mailbox.connect(eva, settings(users[2]!));
      const down = await freePort();
      await database.db
        .update(mailboxAccount)
        .set({ imapPort: down, nextSyncAt: clock.at })
        .where(eq(mailboxAccount.userId, eva));

      expect((await one.tick()).background).toBe(1);
      const failed = await accountOf(eva);
      expect(failed.lastError).toBe(`Le serveur IMAP ne répond pas sur 127.0.0.1:${down}.`);
      expect(failed.syncFailures).toBe(1);
      expect(failed.nextSyncAt?.getTime()).toBe(clock.at.getTime() + backoffMs(1));
      expect((await one.mailbox.state(eva)).account).toMatchObject({
        lastError: failed.lastError,
        syncFailures: 1,
      });

      // Not before the backoff; then again, and the wait grows.
      clock.at = new Date(clock.at.getTime() + backoffMs(1) - 1000);
      expect((await one.tick()).background).toBe(0);
      clock.at = new Date(clock.at.getTime() + 2000);
      expect((await one.tick()).background).toBe(1);
      const again = await accountOf(eva);
      expect(again.syncFailures).toBe(2);
      expect(again.nextSyncAt?.getTime()).toBe(clock.at.getTime() + backoffMs(2));
      expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
      expect(backoffMs(99)).toBe(6 * 3_600_000);

      // The server is back: the next due run succeeds and the error is gone.
      await database.db
        .update(mailboxAccount)
        .set({ imapPort: dovecot.port })
        .where(eq(mailboxAccount.userId, eva));
      clock.at = new Date(clock.at.getTime() + backoffMs(2));
      expect((await one.tick()).background).toBe(1);
      expect(await accountOf(eva)).toMatchObject({ lastError: null, syncFailures: 0 });

      // A CalDAV server down backs off the same way.
      const davUser = await newUser();
      await database.db.insert(caldavAccount).values({
        userId: davUser,
        serverUrl: `http://127.0.0.1:${down}/`,
        username: 'x',
        secret: secrets.seal('x'),
        calendarUrl: `http://127.0.0.1:${down}/x/`,
        nextSyncAt: clock.at,
      });
      expect((await one.tick()).background).toBe(1);
      const [dav] = await database.db.select().from(caldavAccount).where(eq(caldavAccount.userId, davUser));
      expect(dav).toMatchObject({ syncFailures: 1, lastError: 'Le serveur CalDAV ne répond pas.' });
    });
  },
);
