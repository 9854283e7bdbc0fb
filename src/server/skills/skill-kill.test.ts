import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createActionsService } from '../actions/actions.service.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { mailQueue, outboxMessage, skill, skillRun, user } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSilentTcpServer } from '../testing/silent-tcp-server.ts';
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../testing/test-database.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';
import { createAutomation } from './automation.ts';

// Issue 21, item 5, and decision 032: an instance killed with SIGKILL at the delivery point of a skill
// run. Killed before the commit, it delivered nothing and the run is retried after its lease; killed
// after the commit, the run is done and its mail, still in the SMTP queue, is sent once by another
// instance. Either way the user gets the result exactly once (PGlite on disk and PostgreSQL).

/** A real SMTP server on loopback keeping the subjects of the mails it accepts. */
function startSmtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail.subject ?? '');
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise<{ url: string; received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({
        url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A database the worker process can open too: a PostgreSQL database, or a PGlite folder. */
async function sharedDatabase(kind: TestDatabaseKind) {
  if (kind === 'postgres') {
    const database = await createTestDatabase('postgres');
    return {
      target: `postgres:${database.url}`,
      open: async () => database as Database,
      release: async () => undefined,
      dispose: () => database.dispose(),
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'septime-skill-kill-'));
  let current: Database | null = openDatabase({ kind: 'pglite', dataDir: folder });
  await current.migrate();
  return {
    target: `pglite:${folder}`,
    open: async () => (current ??= openDatabase({ kind: 'pglite', dataDir: folder })),
    // PGlite: one process at a time holds the folder.
    release: async () => {
      await current?.close();
      current = null;
    },
    dispose: async () => {
      await current?.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function monday9Skill(database: Database) {
  const userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: 'Test', email: `${userId}@example.fr` });
  const [row] = await database.db
    .insert(skill)
    .values({
      userId,
      employee: 'millie',
      kind: 'project_status',
      name: 'État des projets',
      trigger: 'schedule',
      cron: '0 9 * * 1',
      destination: 'email',
      nextRunAt: new Date(Date.now() - 1000),
    })
    .returning();
  return row!;
}

/** Starts the worker, waits for `ready` (a line it prints, or a promise), then kills it with SIGKILL. */
async function killAtDelivery(args: string[], ready: string | Promise<void>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/testing/hanging-skill-worker.ts', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    if (typeof ready === 'string')
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(ready)) resolve();
      });
    else ready.then(resolve, reject);
    child.once('exit', () => reject(new Error('worker exited early')));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

function secondInstance(database: Database, smtpUrl?: string) {
  const mailer = createMailer(
    loadConfig({ NODE_ENV: 'test', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) }),
    database.db,
  );
  const workspace = createWorkspaceService(database.db);
  const automation = createAutomation(database.db, {
    mailer,
    workspace,
    actions: createActionsService(database.db, workspace),
    planOf: async () => 'pro',
    stageWebhook: async () => null,
  });
  return { mailer, automation };
}

describe.each(testDatabaseKinds())('a skill run whose process is killed -9 at delivery, on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('killed inside the delivery: nothing delivered, retried after the lease, delivered once', async () => {
    const shared = await sharedDatabase(kind);
    cleanups.push(shared.dispose);
    const row = await monday9Skill(await shared.open());
    await shared.release();

    await killAtDelivery([shared.target, 'in-transaction'], 'delivering');

    const database = await shared.open();
    const outboxOfRun = async () =>
      database.db.select().from(outboxMessage).where(sql`${outboxMessage.meta}->>'skillId' = ${row.id}`);
    const [lost] = await database.db.select().from(skillRun).where(eq(skillRun.skillId, row.id));
    // The mail was written in the transaction the kill rolled back: not delivered, not done.
    expect(lost).toMatchObject({ status: 'running', attempts: 1, deliveryRef: null });
    expect(await outboxOfRun()).toHaveLength(0);

    // The second instance: nothing to do within the lease, the run once it has passed.
    const { automation } = secondInstance(database);
    const leaseEnd = lost!.leaseUntil!.getTime();
    expect((await automation.scheduler.tick(new Date(leaseEnd - 500))).ran).toBe(0);
    expect((await automation.scheduler.tick(new Date(leaseEnd + 500))).ran).toBe(1);
    expect((await automation.scheduler.tick(new Date(leaseEnd + 60_000))).ran).toBe(0);
    const runs = await database.db.select().from(skillRun).where(eq(skillRun.skillId, row.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 2, quotaCost: 1 });
    const mails = await outboxOfRun();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^État des projets — /);
    expect(runs[0]!.deliveryRef).toBe(`outbox_message:${mails[0]!.id}`);
  }, 60_000);

  it('killed after the commit, while sending: the run is done, its queued mail is sent once', async () => {
    const shared = await sharedDatabase(kind);
    cleanups.push(shared.dispose);
    const row = await monday9Skill(await shared.open());
    await shared.release();

    // An SMTP server that accepts the connection and never answers: the first attempt hangs there.
    let connected: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const silent = await startSilentTcpServer(() => connected());
    cleanups.push(silent.close);
    await killAtDelivery(
      [shared.target, 'after-commit', `smtp://127.0.0.1:${silent.port}?ignoreTLS=true`],
      reached,
    );

    const database = await shared.open();
    const runs = await database.db.select().from(skillRun).where(eq(skillRun.skillId, row.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    const queued = await database.db.select().from(mailQueue);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(runs[0]!.deliveryRef).toBe(`mail_queue:${queued[0]!.id}`);

    // Another instance, with a working SMTP server: the run is not run again, the mail goes once.
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const { mailer, automation } = secondInstance(database, smtp.url);
    const later = new Date(Date.now() + 10 * 60_000);
    expect((await automation.scheduler.tick(later)).ran).toBe(0);
    expect(await mailer.flushQueue!(later)).toBe(1);
    expect(await mailer.flushQueue!(new Date(later.getTime() + 60 * 60_000))).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^État des projets — .* — Septime$/);
    expect((await database.db.select().from(skillRun).where(eq(skillRun.skillId, row.id))).length).toBe(1);
  }, 60_000);
});
