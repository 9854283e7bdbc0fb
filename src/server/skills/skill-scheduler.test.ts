import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay, parisTime } from '../../shared/paris-time.ts';
import { createActionsService } from '../actions/actions.service.ts';
import { aiUsage, memoryFact, skill, skillRun, task, user } from '../db/schema.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';
import { type Automation, createAutomation } from './automation.ts';
import { maxRunAttempts } from './skills.service.ts';

// The scheduler with a movable clock (decision 027): daylight-saving changes, the lease after a lost
// process, retries with backoff and the notice after the last failure, the daily quota.

describe.each(testDatabaseKinds())('skill scheduler on %s', (kind) => {
  let database: TestDatabase;
  let clock = new Date('2026-03-27T12:00:00Z');
  const sent: MailMessage[] = [];
  let failResults = false;
  let automation: Automation;
  const plans = new Map<string, 'free' | 'pro'>();

  const mailer: Mailer = {
    description: 'test',
    async send(message) {
      sent.push(message);
    },
    // A run's mail is stored in its transaction: seen once committed, never if it rolls back.
    async stage(_tx, message) {
      if (failResults && message.meta?.runId) throw new Error('smtp down');
      return { ref: `test:${randomUUID()}`, afterCommit: async () => void sent.push(message) };
    },
  };

  async function newUser(plan: 'free' | 'pro' = 'pro') {
    const id = randomUUID();
    await database.db
      .insert(user)
      .values({ id, name: 'Test', email: `${id}@example.fr`, emailVerified: true });
    plans.set(id, plan);
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const workspace = createWorkspaceService(database.db);
    automation = createAutomation(database.db, {
      mailer,
      workspace,
      actions: createActionsService(database.db, workspace),
      planOf: async (userId) => plans.get(userId) ?? 'pro',
      stageWebhook: async () => null,
      now: () => clock,
      leaseMs: 60_000,
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const runsOf = (skillId: string) =>
    database.db.select().from(skillRun).where(eq(skillRun.skillId, skillId));

  /** Ticks every `stepMinutes` from `from` to `to`, moving the clock. */
  async function tickThrough(from: string, to: string, stepMinutes: number) {
    for (let t = new Date(from).getTime(); t <= new Date(to).getTime(); t += stepMinutes * 60_000) {
      clock = new Date(t);
      await automation.scheduler.tick(clock);
    }
  }

  it('9:00 Paris runs once at 9:00 local on both sides of the spring change', async () => {
    const userId = await newUser();
    clock = new Date('2026-03-27T12:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'millie',
      kind: 'overdue_watch',
      cron: '0 9 * * *',
      destination: 'chat',
    });
    // Saturday 28 March (UTC+1) then Sunday 29 March (UTC+2).
    await tickThrough('2026-03-28T06:00:00Z', '2026-03-29T12:00:00Z', 20);
    const runs = (await runsOf(created.id)).sort(
      (a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime(),
    );
    expect(runs.map((r) => r.scheduledFor.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
    ]);
    expect(runs.map((r) => parisTime(r.scheduledFor))).toEqual(['09:00', '09:00']);
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
  });

  it('9:00 Paris runs once at 9:00 local on both sides of the autumn change', async () => {
    const userId = await newUser();
    clock = new Date('2026-10-23T12:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'millie',
      kind: 'overdue_watch',
      cron: '0 9 * * *',
      destination: 'chat',
    });
    await tickThrough('2026-10-24T05:00:00Z', '2026-10-25T12:00:00Z', 20);
    const runs = (await runsOf(created.id)).sort(
      (a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime(),
    );
    expect(runs.map((r) => r.scheduledFor.toISOString())).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
    ]);
    expect(runs.map((r) => parisTime(r.scheduledFor))).toEqual(['09:00', '09:00']);
  });

  it('a run whose process died is claimed again after its lease, and runs once', async () => {
    const userId = await newUser();
    clock = new Date('2026-04-06T06:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'millie',
      kind: 'project_status',
      destination: 'email',
    });
    // Monday 6 April, 9:00 Paris: another instance claims the run, then dies (no completion).
    clock = new Date('2026-04-06T07:00:00Z');
    await automation.skills.enqueueDue(clock);
    const [lost] = await automation.skills.claim(clock, 10);
    expect(lost?.skillId).toBe(created.id);
    // Within the lease nobody takes it again.
    clock = new Date('2026-04-06T07:00:30Z');
    expect((await automation.scheduler.tick(clock)).ran).toBe(0);
    // After the lease, it is retried here and succeeds once.
    clock = new Date('2026-04-06T07:01:30Z');
    expect((await automation.scheduler.tick(clock)).ran).toBe(1);
    const runs = await runsOf(created.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 2, quotaCost: 1 });
    // The lost process, if it came back, could not complete it a second time.
    expect((await automation.skills.execute(lost!)).status).toBe('succeeded');
    expect(sent.filter((m) => m.meta?.skillId === created.id)).toHaveLength(1);
  });

  it('retries with backoff, then fails and notifies the user once', async () => {
    const userId = await newUser();
    clock = new Date('2026-05-04T06:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'clide',
      kind: 'support_digest',
      destination: 'email',
    });
    failResults = true;
    try {
      clock = new Date('2026-05-04T06:30:00Z');
      await automation.scheduler.tick(clock);
      let [run] = await runsOf(created.id);
      expect(run).toMatchObject({ status: 'queued', attempts: 1, quotaCost: 0 });
      expect(run!.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);
      // Not before the backoff.
      clock = new Date('2026-05-04T06:30:30Z');
      expect((await automation.scheduler.tick(clock)).ran).toBe(0);
      clock = new Date('2026-05-04T06:31:00Z');
      await automation.scheduler.tick(clock);
      [run] = await runsOf(created.id);
      expect(run).toMatchObject({ status: 'queued', attempts: 2 });
      clock = new Date('2026-05-04T06:36:00Z');
      await automation.scheduler.tick(clock);
      [run] = await runsOf(created.id);
      expect(run).toMatchObject({ status: 'failed', attempts: maxRunAttempts });
      expect(run!.error).toBe('Le résultat n’a pas pu être produit ou envoyé.');
      const notices = sent.filter((m) => m.meta?.skillId === created.id && m.meta.failure === 'true');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.subject).toContain('L’automatisation « Synthèse du support » a échoué');
      // Failed runs do not count toward the quota.
      const [usage] = await database.db
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, parisDay(clock))));
      expect(usage?.count ?? 0).toBe(0);
    } finally {
      failResults = false;
    }
  });

  it('waits when the plan’s daily AI tasks are spent, says so, and runs the next day', async () => {
    const userId = await newUser('free');
    clock = new Date('2026-06-01T06:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'millie',
      kind: 'project_status',
      destination: 'chat',
    });
    await database.db.insert(aiUsage).values({ userId, day: '2026-06-01', count: 5 });
    clock = new Date('2026-06-01T07:00:00Z');
    await automation.scheduler.tick(clock);
    let [run] = await runsOf(created.id);
    expect(run).toMatchObject({ status: 'waiting_quota', attempts: 0, quotaCost: 0 });
    expect(run!.output).toContain('quota quotidien');
    clock = new Date('2026-06-01T20:00:00Z');
    expect((await automation.scheduler.tick(clock)).ran).toBe(0);
    clock = new Date('2026-06-02T05:00:00Z');
    await automation.scheduler.tick(clock);
    [run] = await runsOf(created.id);
    expect(run).toMatchObject({ status: 'succeeded', quotaCost: 1 });
  });

  it('a skill waiting for overdue tasks runs once a day, whatever the ticks', async () => {
    const userId = await newUser();
    clock = new Date('2026-08-03T06:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'millie',
      name: 'Retards',
      trigger: 'event',
      event: 'task.overdue',
    });
    await database.db.insert(task).values([
      { userId, workspaceId: userId, title: 'Facture A', dueDate: '2026-08-01' },
      { userId, workspaceId: userId, title: 'Facture B', dueDate: '2026-08-02' },
    ]);
    await tickThrough('2026-08-03T06:00:00Z', '2026-08-03T08:00:00Z', 30);
    expect(await runsOf(created.id)).toHaveLength(1);
    await tickThrough('2026-08-04T06:00:00Z', '2026-08-04T07:00:00Z', 30);
    const runs = await runsOf(created.id);
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.status === 'succeeded' && r.origin === 'event')).toBe(true);
  });

  it('Spec’s watch summary reads what the employees remember of the company', async () => {
    const userId = await newUser();
    clock = new Date('2026-09-04T10:00:00Z');
    await database.db
      .insert(memoryFact)
      .values({ userId, text: 'Nous lançons une offre de formation en octobre.' });
    const created = await automation.skills.create(userId, { employee: 'spec', kind: 'watch_summary' });
    const run = await automation.skills.runNow(userId, created.id);
    expect(run.status).toBe('succeeded');
    expect(run.output).toContain('Nous lançons une offre de formation en octobre.');
  });

  it('a disabled skill is never queued', async () => {
    const userId = await newUser();
    clock = new Date('2026-07-01T06:00:00Z');
    const created = await automation.skills.create(userId, {
      employee: 'alfred',
      kind: 'weekly_priorities',
      enabled: false,
    });
    expect(created.nextRunAt).toBeNull();
    await tickThrough('2026-07-06T05:00:00Z', '2026-07-06T08:00:00Z', 60);
    expect(await runsOf(created.id)).toHaveLength(0);
    const [row] = await database.db.select().from(skill).where(eq(skill.id, created.id));
    expect(row!.enabled).toBe(false);
  });
});
