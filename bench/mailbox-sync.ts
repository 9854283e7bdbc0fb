// Mailbox sync of a large mailbox (decision 033): 10,000 messages in a real Dovecot on loopback (one in ten
// with a 200 KB attachment), read by the background job's runs (batches of 100 UIDs, each stored with the
// mark in one transaction, 10 s per run) until nothing is left. Prints the time, the rate, the runs, the
// memory (heap and RSS peaks over the start) and the bytes read from the IMAP server; then the same for one
// message carrying a 25 MB attachment. PGlite unless TEST_DATABASE_URL names a PostgreSQL server.
//
//   npx tsx bench/mailbox-sync.ts [messages]
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/mailbox-sync.ts
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { mailboxMessage, user } from '../src/server/db/schema.ts';
import { createMailboxService } from '../src/server/mailbox/mailbox.service.ts';
import { createSecretBox } from '../src/server/mailbox/secret-box.ts';
import { startDovecot } from '../src/server/testing/dovecot.ts';
import { largeMailboxMessage, messageWithAttachment } from '../src/server/testing/mail-fixtures.ts';
import { startTcpProxy } from '../src/server/testing/tcp-proxy.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';

const total = Number(process.argv[2] ?? 10_000);
const password = 'banc-mot-de-passe';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Peaks of heap and RSS over the start, sampled every 20 ms while `work` runs. */
async function measured<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let heap = start.heapUsed;
  let rss = start.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 20);
  const began = performance.now();
  const result = await work();
  const ms = performance.now() - began;
  clearInterval(timer);
  return { result, ms, heap: heap - start.heapUsed, rss: rss - start.rss };
}

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase(kind);
  const dovecot = await startDovecot({ 'banc@exemple.test': password, 'piece@exemple.test': password });
  const proxy = await startTcpProxy(dovecot.host, dovecot.port);
  try {
    let filled = performance.now();
    await dovecot.fill('banc@exemple.test', total, largeMailboxMessage);
    filled = performance.now() - filled;
    const userId = randomUUID();
    await database.db.insert(user).values({ id: userId, name: 'Banc', email: `${userId}@exemple.test` });
    let batches = 0;
    const service = createMailboxService({
      db: database.db,
      secrets: createSecretBox(undefined, 'k'.repeat(32)),
      allowPrivate: true,
      planOf: async () => 'enterprise',
      maxStored: total,
      onDemandBudgetMs: 0,
      onBatch: () => {
        batches += 1;
      },
    });
    const settings = {
      imapHost: '127.0.0.1',
      imapPort: proxy.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpTls: false,
      password,
    };
    // Connecting reads the first batch; the background job's runs read the rest.
    await service.connect(userId, { ...settings, email: 'banc@exemple.test', username: 'banc@exemple.test' });
    const before = proxy.received;
    let runs = 0;
    const sync = await measured(async () => {
      // The scheduler's ticks, back to back: a run that ran out of budget leaves the account due at once.
      for (;;) {
        const n = await service.runDue(new Date(), 10_000);
        if (n === 0) break;
        runs += n;
      }
    });
    const [stored] = await database.db
      .select({ n: count() })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.userId, userId));

    // One message with a 25 MB attachment (a 34 MB source once in base64).
    await dovecot.fill('piece@exemple.test', 1, () => messageWithAttachment(25 * 1024 * 1024));
    const other = randomUUID();
    await database.db.insert(user).values({ id: other, name: 'Banc', email: `${other}@exemple.test` });
    const bytesBefore = proxy.received;
    const attachment = await measured(() =>
      service.connect(other, { ...settings, email: 'piece@exemple.test', username: 'piece@exemple.test' }),
    );
    const [big] = await service.messages(other);

    console.log(`database: ${kind}; mailbox filled in ${(filled / 1000).toFixed(1)} s`);
    console.log(
      `${total.toLocaleString('en')} messages: ${(sync.ms / 1000).toFixed(1)} s for ${(stored?.n ?? 0).toLocaleString('en')} stored ` +
        `(+1 batch at connect), ${Math.round(((stored?.n ?? 0) * 1000) / (sync.ms || 1))} msg/s, ${runs} background runs, ` +
        `${batches} batches; heap peak +${mb(sync.heap)}, RSS peak +${mb(sync.rss)}; read from IMAP ${mb(proxy.received - before)}`,
    );
    console.log(
      `25 MB attachment: ${(attachment.ms / 1000).toFixed(2)} s; heap peak +${mb(attachment.heap)}, RSS peak +${mb(attachment.rss)}; ` +
        `read from IMAP ${mb(proxy.received - bytesBefore)}; excerpt ${big?.excerpt.length ?? 0} chars: « ${big?.excerpt.slice(0, 40)}… »`,
    );
  } finally {
    await proxy.close();
    await dovecot.stop();
    await database.dispose();
  }
}

await main();
