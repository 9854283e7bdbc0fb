import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailQueue,
  outboxMessage,
  rateLimitCounter,
  securityEvent,
  session,
  user,
  verification,
  webhookDelivery,
} from '../db/schema.ts';
import { captureLogs } from '../http/logger.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startRetention } from './retention-jobs.ts';
import { applyRetention, retentionPolicy } from './retention-policy.ts';

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
    });
    expect(Object.values(deleted).reduce((a, b) => a + b, 0)).toBe(9);
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

  it('runs at start and stops cleanly', async () => {
    const logs = captureLogs('info');
    await database.db.insert(securityEvent).values({
      kind: 'sign_in_failed',
      subject: 'ancient',
      ip: '203.0.113.1',
      createdAt: new Date(Date.now() - 365 * day),
    });
    const stop = startRetention(database.db, 60_000);
    await stop();
    expect((await remaining()).events).not.toContain('ancient');
    const line = logs.lines.find((l) => l.msg === 'retention: expired rows deleted');
    expect(JSON.stringify(line)).not.toContain('203.0.113.1');
  });
});
