import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxAccount, mailboxMessage, user } from '../db/schema.ts';
import { type DovecotServer, startDovecot } from '../testing/dovecot.ts';
import { largeMailboxMessage, messageWithAttachment } from '../testing/mail-fixtures.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createMailboxService, type MailboxServiceOptions } from './mailbox.service.ts';
import { createSecretBox } from './secret-box.ts';

// Faults of a large mailbox against a real Dovecot (decision 033): a connection cut in the middle of a sync,
// a process killed -9 in the middle of one, and a 25 MB attachment. The sync reads batches of UIDs, each
// stored with the mark in one transaction, and only the first bytes of each message: nothing is lost,
// nothing is stored twice, and an attachment is never downloaded. (bench/mailbox-sync.ts measures 10,000.)

const password = 'mot-de-passe-application';
const secrets = createSecretBox(undefined, 'f'.repeat(32));
const size = 1000;

describe('a large mailbox against a real Dovecot', onlyWith(missing.dovecot), () => {
  let dovecot: DovecotServer;
  const boxes = ['coupure-pglite', 'coupure-postgres', 'kill', 'piece'].map((n) => `${n}@exemple.test`);
  beforeAll(async () => {
    dovecot = await startDovecot(Object.fromEntries(boxes.map((b) => [b, password])));
    for (const box of boxes.slice(0, 3)) await dovecot.fill(box, size, largeMailboxMessage);
    await dovecot.fill(boxes[3]!, 1, () => messageWithAttachment(25 * 1024 * 1024));
  });
  afterAll(async () => {
    await dovecot?.stop();
  });

  async function setUp(
    database: TestDatabase,
    address: string,
    port: number,
    extra: Partial<MailboxServiceOptions> = {},
  ) {
    const userId = randomUUID();
    await database.db.insert(user).values({ id: userId, name: 'Test', email: `${userId}@exemple.test` });
    const service = createMailboxService({
      db: database.db,
      secrets,
      allowPrivate: true,
      planOf: async () => 'enterprise',
      onDemandBudgetMs: 0,
      ...extra,
    });
    await service.connect(userId, {
      email: address,
      imapHost: '127.0.0.1',
      imapPort: port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpTls: false,
      username: address,
      password,
    });
    return { userId, service };
  }

  async function stored(database: TestDatabase, userId: string) {
    const [row] = await database.db
      .select({ n: count(), uids: countDistinct(mailboxMessage.uid) })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.userId, userId));
    return row!;
  }

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database?.dispose());

    it('resumes after a connection cut in the middle of a sync, without loss or duplicates', async () => {
      const proxy = await startTcpProxy(dovecot.host, dovecot.port);
      let batches = 0;
      const { userId, service } = await setUp(database, `coupure-${kind}@exemple.test`, proxy.port, {
        onBatch: () => {
          batches += 1;
          // The server goes away just after the fourth batch is stored (the first was read on connecting).
          if (batches === 4) void proxy.cut();
        },
      });
      try {
        expect(await stored(database, userId)).toEqual({ n: 100, uids: 100 });
        // The background job's run: batches until the cut, which fails the run; what was stored stays.
        const at = new Date();
        expect(await service.runDue(at, 600_000)).toBe(1);
        expect(await stored(database, userId)).toEqual({ n: 400, uids: 400 });
        const [account] = await database.db
          .select()
          .from(mailboxAccount)
          .where(eq(mailboxAccount.userId, userId));
        expect(account).toMatchObject({ lastUid: 400, syncFailures: 1 });
        expect(account!.lastError).toMatch(/^La connexion IMAP à 127\.0\.0\.1:\d+ a échoué\.$|ne répond pas/);

        // The server back, the next run after the backoff reads the rest, from UID 401.
        await proxy.restore();
        const retry = new Date(account!.nextSyncAt!.getTime());
        expect(await service.runDue(retry, 600_000)).toBe(1);
        expect(await stored(database, userId)).toEqual({ n: size, uids: size });
        expect((await service.state(userId)).account).toMatchObject({ lastError: null, syncFailures: 0 });
      } finally {
        await proxy.close();
      }
    });
  });

  describe('a process killed -9 in the middle of a sync (PostgreSQL)', onlyWith(missing.postgres), () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(() => database?.dispose());

    it('is resumed by another instance after its claim, from the last batch stored', async () => {
      const { userId } = await setUp(database, 'kill@exemple.test', dovecot.port);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/testing/mailbox-sync-worker.ts', database.url!, userId],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        let seen = 0;
        child.stdout!.on('data', (chunk: Buffer) => {
          seen += (chunk.toString().match(/^batch /gm) ?? []).length;
          if (seen >= 3) resolve();
        });
        child.once('exit', () => reject(new Error('worker exited early')));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const atKill = await stored(database, userId);
      expect(atKill.n).toBe(atKill.uids);
      expect(atKill.n).toBeGreaterThanOrEqual(400);
      expect(atKill.n).toBeLessThan(size);

      // Another instance: the dead one's claim holds for two minutes, then the account is due again.
      const instance = (at: Date) =>
        createMailboxService({
          db: database.db,
          secrets,
          allowPrivate: true,
          planOf: async () => 'enterprise',
          now: () => at,
        });
      await expect(instance(new Date()).sync(userId)).rejects.toThrow(
        'Une synchronisation de cette boîte est déjà en cours.',
      );
      const later = new Date(Date.now() + 3 * 60_000);
      expect(await instance(later).runDue(later, 60_000)).toBe(1);
      expect(await stored(database, userId)).toEqual({ n: size, uids: size });
    }, 60_000);
  });

  it('reads only the first bytes of a message with a 25 MB attachment, and keeps its text', async () => {
    const database = await createTestDatabase('pglite');
    const proxy = await startTcpProxy(dovecot.host, dovecot.port);
    try {
      const { userId, service } = await setUp(database, 'piece@exemple.test', proxy.port);
      const [message] = await service.messages(userId);
      expect(message).toMatchObject({
        subject: 'Catalogue 2027 en pièce jointe',
        category: 'to-answer',
        excerpt:
          'Bonjour, voici notre catalogue 2027 en pièce jointe. Pouvez-vous nous confirmer sa bonne réception ?',
      });
      // Logins, the fetch and 64 KB of the message: far from its 34 MB.
      expect(proxy.received).toBeLessThan(256 * 1024);
    } finally {
      await proxy.close();
      await database.dispose();
    }
  });
});
