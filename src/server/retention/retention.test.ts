import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import {
  auditLog,
  invoice,
  mailQueue,
  outboxMessage,
  rateLimitCounter,
  securityEvent,
  session,
  skill,
  skillRun,
  user,
  verification,
  webhookDelivery,
} from '../db/schema.ts';
import { captureLogs } from '../http/logger.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startRetention } from './retention-jobs.ts';
import {
  applyRetention,
  defaultRetentionSettings,
  type RetentionRule,
  retentionPolicy,
  retentionPolicyFor,
  startOfParisYear,
} from './retention-policy.ts';

const day = 24 * 60 * 60_000;
const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe.each(testDatabaseKinds())('retention on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** One row just past its rule's duration ("old") and one just within it ("recent"), for every rule. */
  async function seed() {
    const db = database.db;
    const userId = `retention-${randomUUID()}`;
    await db
      .insert(user)
      .values({ id: userId, name: 'R', email: `${userId}@example.fr` } as typeof user.$inferInsert);
    await db.insert(rateLimitCounter).values([
      { key: `old-window:${userId}`, windowStart: ago(day + 1000).getTime(), count: 3 },
      { key: `recent-window:${userId}`, windowStart: ago(day - 60_000).getTime(), count: 3 },
    ]);
    await db.insert(securityEvent).values([
      { kind: 'sign_in_failed', subject: 'old', ip: '203.0.113.9', createdAt: ago(181 * day) },
      { kind: 'sign_in_failed', subject: 'recent', ip: '203.0.113.9', createdAt: ago(179 * day) },
    ]);
    const mail = { to: 'a@example.fr', subject: 's', text: 't', html: '<p>t</p>' };
    await db.insert(outboxMessage).values([
      { ...mail, subject: 'old', createdAt: ago(8 * day) },
      { ...mail, subject: 'recent', createdAt: ago(6 * day) },
    ]);
    await db.insert(mailQueue).values([
      { ...mail, subject: 'old-sent', status: 'sent', createdAt: ago(9 * day), sentAt: ago(8 * day) },
      { ...mail, subject: 'recent-sent', status: 'sent', createdAt: ago(9 * day), sentAt: ago(6 * day) },
      { ...mail, subject: 'old-failed', status: 'failed', createdAt: ago(31 * day) },
      { ...mail, subject: 'recent-failed', status: 'failed', createdAt: ago(29 * day) },
      // Still to be sent: never deleted, however old.
      { ...mail, subject: 'old-pending', status: 'pending', createdAt: ago(400 * day) },
    ]);
    const delivery = { userId, eventType: 'task.created', payload: {}, url: 'https://example.fr/hook' };
    await db.insert(webhookDelivery).values([
      { ...delivery, eventType: 'old-delivered', status: 'delivered', createdAt: ago(31 * day) },
      { ...delivery, eventType: 'old-failed', status: 'failed', createdAt: ago(31 * day) },
      { ...delivery, eventType: 'recent-delivered', status: 'delivered', createdAt: ago(29 * day) },
      { ...delivery, eventType: 'old-pending', status: 'pending', createdAt: ago(400 * day) },
    ]);
    await db.insert(session).values([
      {
        id: `old-${userId}`,
        token: `old-${userId}`,
        userId,
        expiresAt: ago(day + 1000),
        ipAddress: '203.0.113.9',
      },
      { id: `recent-${userId}`, token: `recent-${userId}`, userId, expiresAt: ago(day - 60_000) },
      { id: `live-${userId}`, token: `live-${userId}`, userId, expiresAt: new Date(now.getTime() + day) },
    ]);
    await db.insert(verification).values([
      { id: `old-${userId}`, identifier: 'old', value: 'v', expiresAt: ago(2 * day) },
      { id: `recent-${userId}`, identifier: 'recent', value: 'v', expiresAt: ago(60_000) },
    ]);
    const skillId = await newSkill(userId);
    const run = (output: string, status: 'succeeded' | 'failed' | 'queued', at: Date) => ({
      skillId,
      userId,
      origin: 'schedule' as const,
      scheduledFor: at,
      status,
      output,
      createdAt: at,
    });
    await db.insert(skillRun).values([
      run('old-succeeded', 'succeeded', ago(91 * day)),
      run('old-failed', 'failed', ago(91 * day + 60_000)),
      run('recent-succeeded', 'succeeded', ago(89 * day)),
      // Still to run (a retry, a quota wait): never deleted, however old.
      run('old-queued', 'queued', ago(400 * day)),
    ]);
    await db.insert(auditLog).values([
      { userId, actor: 'user', action: 'old', subject: 'skill', createdAt: ago(366 * day) },
      { userId, actor: 'user', action: 'recent', subject: 'skill', createdAt: ago(364 * day) },
    ]);
  }

  async function newSkill(userId: string) {
    const [row] = await database.db
      .insert(skill)
      .values({
        userId,
        employee: 'millie',
        kind: 'project_status',
        name: 'État des projets',
        trigger: 'schedule',
        cron: '0 9 * * 1',
        destination: 'chat',
      })
      .returning();
    return row!.id;
  }

  async function remaining() {
    const db = database.db;
    return {
      counters: (await db.select().from(rateLimitCounter)).map((r) => r.key.split(':')[0]).sort(),
      events: (await db.select().from(securityEvent)).map((r) => r.subject).sort(),
      outbox: (await db.select().from(outboxMessage)).map((r) => r.subject).sort(),
      queue: (await db.select().from(mailQueue)).map((r) => r.subject).sort(),
      deliveries: (await db.select().from(webhookDelivery)).map((r) => r.eventType).sort(),
      sessions: (await db.select().from(session)).map((r) => r.id.split('-')[0]).sort(),
      verifications: (await db.select().from(verification)).map((r) => r.identifier).sort(),
      runs: (await db.select().from(skillRun)).map((r) => r.output).sort(),
      audit: (await db.select().from(auditLog)).map((r) => r.action).sort(),
    };
  }

  it('deletes what has outlived its duration, keeps the recent and the unfinished, and can run again', async () => {
    await seed();
    const deleted = await applyRetention(database.db, now);
    expect(await remaining()).toEqual({
      counters: ['recent-window'],
      events: ['recent'],
      outbox: ['recent'],
      queue: ['old-pending', 'recent-failed', 'recent-sent'],
      deliveries: ['old-pending', 'recent-delivered'],
      sessions: ['live', 'recent'],
      verifications: ['recent'],
      runs: ['old-queued', 'recent-succeeded'],
      audit: ['recent'],
    });
    expect(Object.values(deleted).reduce((a, b) => a + b, 0)).toBe(12);
    expect(Object.keys(deleted)).toEqual(retentionPolicy.map((rule) => rule.name));
    // Idempotent: a second run (or another instance's) finds nothing more.
    const again = await applyRetention(database.db, now);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    // Two instances at once share the work without error.
    await seed();
    await Promise.all([applyRetention(database.db, now), applyRetention(database.db, now)]);
    expect((await remaining()).events).toEqual(['recent', 'recent']);
  });

  it('deletes in batches past the batch size', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      kind: 'rate_limited',
      subject: 'batch',
      ip: '198.51.100.7',
      createdAt: ago(200 * day + i),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(securityEvent).values(rows.slice(i, i + 500));
    const deleted = await applyRetention(database.db, now);
    expect(deleted[retentionPolicy[1]!.name]).toBe(2_500);
  });

  it('keeps a deleted account’s invoices until the end of their year plus 10 years, a live account’s always', async () => {
    const userId = `retention-${randomUUID()}`;
    await database.db
      .insert(user)
      .values({ id: userId, name: 'R', email: `${userId}@example.fr` } as typeof user.$inferInsert);
    const issued = (number: string, issuedAt: string, owner: string | null) => ({
      userId: owner,
      provider: 'sandbox' as const,
      providerInvoiceId: `in_${randomUUID()}`,
      number: `${number}-${randomUUID()}`,
      plan: 'pro' as const,
      interval: 'month' as const,
      issuedAt: new Date(issuedAt),
      taxTreatment: 'standard' as const,
      amountHt: 2000,
      amountTva: 400,
      amountTtc: 2400,
      buyer: { name: 'Boulangerie Martin' },
      seller: { name: 'Septime' },
    });
    // Now is 24 November 2026: the year 2015 closed more than 10 years ago, 2016 did not.
    await database.db
      .insert(invoice)
      .values([
        issued('detached-2015', '2015-06-01T10:00:00Z', null),
        issued('detached-2016-new-year', '2015-12-31T23:30:00Z', null),
        issued('detached-2016', '2016-03-01T10:00:00Z', null),
        issued('attached-2010', '2010-03-01T10:00:00Z', userId),
      ]);
    const deleted = await applyRetention(database.db, now);
    expect(deleted['invoice détachées (factures et avoirs des comptes supprimés)']).toBe(1);
    const left = (await database.db.select({ number: invoice.number }).from(invoice)).map((row) =>
      row.number.split('-').slice(0, -5).join('-'),
    );
    expect(left.sort()).toEqual(['attached-2010', 'detached-2016', 'detached-2016-new-year']);
  });

  it('starts the Paris year at midnight in Paris', () => {
    expect(startOfParisYear(new Date('2016-11-24T12:00:00Z')).toISOString()).toBe('2015-12-31T23:00:00.000Z');
    expect(startOfParisYear(new Date('2015-12-31T23:30:00Z')).toISOString()).toBe('2015-12-31T23:00:00.000Z');
    expect(startOfParisYear(new Date('2015-12-31T22:30:00Z')).toISOString()).toBe('2014-12-31T23:00:00.000Z');
  });

  it('runs at start and stops cleanly', async () => {
    const logs = captureLogs('info');
    await database.db.insert(securityEvent).values({
      kind: 'sign_in_failed',
      subject: 'ancient',
      ip: '203.0.113.1',
      createdAt: new Date(Date.now() - 365 * day),
    });
    const stop = startRetention(database.db, { intervalMs: 60_000 });
    await stop();
    expect((await remaining()).events).not.toContain('ancient');
    const line = logs.lines.find((l) => l.msg === 'retention: expired rows deleted');
    expect(JSON.stringify(line)).not.toContain('203.0.113.1');
  });

  it('keeps a skill’s last N finished runs; the durations are the operator’s', async () => {
    const userId = `retention-${randomUUID()}`;
    await database.db
      .insert(user)
      .values({ id: userId, name: 'R', email: `${userId}@example.fr` } as typeof user.$inferInsert);
    const busy = await newSkill(userId);
    const quiet = await newSkill(userId);
    const runs = (skillId: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        skillId,
        userId,
        origin: 'schedule' as const,
        scheduledFor: ago((i + 1) * 60_000),
        status: 'succeeded' as const,
        output: `run-${i}`,
        createdAt: ago((i + 1) * 60_000),
      }));
    await database.db.insert(skillRun).values([...runs(busy, 15), ...runs(quiet, 5)]);
    await database.db.insert(skillRun).values({
      skillId: busy,
      userId,
      origin: 'manual',
      scheduledFor: ago(20 * day),
      status: 'running',
      createdAt: ago(20 * day),
    });
    await database.db
      .insert(auditLog)
      .values([
        { userId, actor: 'user', action: 'sixty-one days', subject: 'skill', createdAt: ago(61 * day) },
      ]);
    const mine = async (skillId: string) =>
      (await database.db.select().from(skillRun).where(eq(skillRun.skillId, skillId)))
        .map((r) => `${r.status}:${r.output ?? ''}`)
        .sort();
    const audit = async () =>
      (await database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).map((r) => r.action);

    // The defaults (90 days, 100 runs per skill, 1 year) keep all of it.
    await applyRetention(database.db, now, retentionPolicyFor(defaultRetentionSettings));
    expect(await mine(busy)).toHaveLength(16);
    expect(await audit()).toEqual(['sixty-one days']);

    // An operator's settings: 10 runs per skill, 60 days of audit log.
    await applyRetention(
      database.db,
      now,
      retentionPolicyFor({ skillRunDays: 30, skillRunsPerSkill: 10, auditLogDays: 60 }),
    );
    expect(await mine(busy)).toEqual(
      [...Array.from({ length: 10 }, (_, i) => `succeeded:run-${i}`), 'running:'].sort(),
    );
    expect(await mine(quiet)).toHaveLength(5);
    expect(await audit()).toEqual([]);
  });

  it('is claimed by one instance per period', async () => {
    // A rule that counts how many times an instance applied the policy.
    let applied = 0;
    const counting: RetentionRule = {
      name: 'compteur',
      keptMs: day,
      table: securityEvent,
      key: securityEvent.id,
      expired: (cutoff) => {
        applied++;
        return lt(securityEvent.createdAt, cutoff);
      },
    };
    const other = kind === 'postgres' ? openDatabase({ kind: 'postgres', url: database.url! }) : null;
    try {
      let clock = new Date('2030-01-01T00:00:00Z');
      const instances = [database.db, (other ?? database).db];
      const start = () =>
        Promise.all(
          instances.flatMap((db) =>
            [1, 2].map(() =>
              startRetention(db, { intervalMs: 3_600_000, policy: [counting], now: () => clock }),
            ),
          ),
        ).then((stops) => Promise.all(stops.map((stop) => stop())));
      await start();
      expect(applied).toBe(1);
      // Half an hour later: still claimed. An hour later: one of them again.
      clock = new Date(clock.getTime() + 30 * 60_000);
      await start();
      expect(applied).toBe(1);
      clock = new Date(clock.getTime() + 30 * 60_000);
      await start();
      expect(applied).toBe(2);
    } finally {
      await other?.close();
    }
  });
});
