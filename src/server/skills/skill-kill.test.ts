import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionsService } from '../actions/actions.service.ts';
import { testDatabaseUrl } from '../config.ts';
import { skill, skillRun, user } from '../db/schema.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';
import { createAutomation } from './automation.ts';

// Issue 21, item 5: an instance killed with SIGKILL in the middle of a run leaves it retried by
// another instance once the lease has passed: not lost, not doubled (PostgreSQL, two processes).

describe.runIf(testDatabaseUrl())('a skill run whose process is killed -9', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('is retried after its lease by the other instance and delivered once', async () => {
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

    // The first instance claims the run and is killed while delivering it.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/testing/hanging-skill-worker.ts', database.url!],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('delivering')) resolve();
      });
      child.once('exit', () => reject(new Error('worker exited early')));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const [lost] = await database.db.select().from(skillRun).where(eq(skillRun.skillId, row!.id));
    expect(lost).toMatchObject({ status: 'running', attempts: 1 });

    // The second instance: nothing to do within the lease, the run once it has passed.
    const sent: MailMessage[] = [];
    const workspace = createWorkspaceService(database.db);
    const automation = createAutomation(database.db, {
      mailer: { description: 'test', send: async (m) => void sent.push(m) },
      workspace,
      actions: createActionsService(database.db, workspace),
      planOf: async () => 'pro',
      emitWebhook: async () => null,
    });
    const claimedAt = lost!.leaseUntil!.getTime();
    expect((await automation.scheduler.tick(new Date(claimedAt - 500))).ran).toBe(0);
    expect((await automation.scheduler.tick(new Date(claimedAt + 500))).ran).toBe(1);
    const runs = await database.db.select().from(skillRun).where(eq(skillRun.skillId, row!.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 2, quotaCost: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^État des projets — /);
  }, 60_000);
});
