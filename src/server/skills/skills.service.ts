import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { parisClock, parisDay, parisInstant } from '../../shared/paris-time.ts';
import type { PlanId } from '../../shared/plans.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import {
  builtinSkills,
  type SkillDto,
  type SkillEvent,
  type SkillInput,
  type SkillPatch,
  type SkillRunDto,
  type SkillRunOrigin,
  skillEventLabels,
} from '../../shared/skills.ts';
import type { AiQuota } from '../ai-tools/quota.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { Db } from '../db/client.ts';
import { approval, chatMessage, conversation, skill, skillRun, task, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { skillEmail } from '../mail/templates.ts';
import type { WebhookEvent } from '../webhooks/webhook-dispatcher.ts';
import type { WorkspaceEvent, WorkspaceService } from '../workspace/workspace.service.ts';
import { checkCron, nextRunAfter } from './cron.ts';
import { writeSkillOutput } from './skill-outputs.ts';

// Skills: work an employee does on its own (decision 027). A schedule, a workspace event, the skill's
// inbound webhook or « Lancer maintenant » queue a run (skill_run); every instance's scheduler claims
// due runs with FOR UPDATE SKIP LOCKED and a lease, so each runs once, and a run whose process died is
// claimed again once its lease has passed. A run takes one AI task of the plan's daily quota.

type SkillRow = typeof skill.$inferSelect;
type RunRow = typeof skillRun.$inferSelect;

export interface SkillsDeps {
  mailer: Mailer;
  workspace: WorkspaceService;
  quota: AiQuota;
  planOf(userId: string): Promise<PlanId>;
  approvals: ApprovalsService;
  /** The user's webhook (destination « webhook »). */
  emitWebhook(userId: string, event: WebhookEvent): Promise<unknown>;
  now?: () => Date;
  /** How long a claimed run belongs to its instance. */
  leaseMs?: number;
}

/** Waits before the 2nd and 3rd attempts; the 3rd failure is final and notified. */
export const retryDelaysMs = [60_000, 5 * 60_000];
export const maxRunAttempts = retryDelaysMs.length + 1;
const defaultLeaseMs = 2 * 60_000;

export function toSkillDto(row: SkillRow): SkillDto {
  return {
    id: row.id,
    employee: row.employee as EmployeeId,
    kind: row.kind,
    name: row.name,
    instruction: row.instruction,
    trigger: row.trigger,
    cron: row.cron,
    event: row.event,
    destination: row.destination,
    enabled: row.enabled,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    webhookPath: row.trigger === 'webhook' ? `/api/skill-hooks/${row.id}` : null,
    webhookSecret: row.trigger === 'webhook' ? row.webhookSecret : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRunDto(row: RunRow): SkillRunDto {
  return {
    id: row.id,
    skillId: row.skillId,
    origin: row.origin,
    status: row.status,
    attempts: row.attempts,
    scheduledFor: row.scheduledFor.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    output: row.output,
    error: row.error,
    quotaCost: row.quotaCost,
  };
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createSkillsService(db: Db, deps: SkillsDeps) {
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? defaultLeaseMs;

  /** A skill's trigger settings checked together: a French 400 says what is missing or wrong. */
  function checkTrigger(fields: {
    trigger: SkillRow['trigger'];
    cron: string | null;
    event: SkillEvent | null;
  }) {
    if (fields.trigger === 'schedule') {
      if (!fields.cron)
        throw new ApiError(
          400,
          'validation:body',
          'L’horaire (cron) est obligatoire pour une automatisation planifiée.',
        );
      return { cron: checkCron(fields.cron), event: null };
    }
    if (fields.trigger === 'event') {
      if (!fields.event)
        throw new ApiError(400, 'validation:body', 'Choisissez l’événement qui déclenche l’automatisation.');
      return { cron: null, event: fields.event };
    }
    return { cron: null, event: null };
  }

  function nextRunOf(
    row: { enabled: boolean; trigger: SkillRow['trigger']; cron: string | null },
    after: Date,
  ) {
    return row.enabled && row.trigger === 'schedule' && row.cron ? nextRunAfter(row.cron, after) : null;
  }

  async function owned(userId: string, id: string): Promise<SkillRow> {
    const [row] = await db
      .select()
      .from(skill)
      .where(and(eq(skill.id, id), eq(skill.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Automatisation introuvable.');
    return row;
  }

  async function enqueue(
    row: SkillRow,
    origin: SkillRunOrigin,
    scheduledFor: Date,
    payload?: Record<string, unknown>,
  ) {
    const [run] = await db
      .insert(skillRun)
      .values({
        skillId: row.id,
        userId: row.userId,
        origin,
        scheduledFor,
        nextAttemptAt: scheduledFor,
        payload,
      })
      .onConflictDoNothing()
      .returning();
    return run ?? null;
  }

  // --- delivery of a run's result

  async function userEmail(userId: string): Promise<string> {
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!row) throw new Error('user gone');
    return row.email;
  }

  async function postInChat(row: SkillRow, text: string) {
    const [existing] = await db
      .select({ id: conversation.id })
      .from(conversation)
      .where(
        and(
          eq(conversation.userId, row.userId),
          eq(conversation.employee, row.employee),
          eq(conversation.title, row.name),
        ),
      )
      .orderBy(desc(conversation.updatedAt))
      .limit(1);
    const conversationId =
      existing?.id ??
      (
        await db
          .insert(conversation)
          .values({ userId: row.userId, employee: row.employee, title: row.name })
          .returning({ id: conversation.id })
      )[0]!.id;
    await db
      .insert(chatMessage)
      .values({ conversationId, role: 'assistant', content: text, engine: 'skill' });
    await db.update(conversation).set({ updatedAt: now() }).where(eq(conversation.id, conversationId));
  }

  async function deliver(row: SkillRow, run: RunRow, subject: string, text: string) {
    switch (row.destination) {
      case 'chat':
        return postInChat(row, text);
      case 'email':
        return deps.mailer.send(
          skillEmail(await userEmail(row.userId), subject, text, { skillId: row.id, runId: run.id }),
        );
      case 'task':
        await deps.workspace.tasks.createMany(row.userId, [
          {
            title: subject.slice(0, 200),
            description: text,
            assignee: row.employee,
            source: `skill:${row.employee}`,
          },
        ]);
        return;
      case 'webhook':
        await deps.emitWebhook(row.userId, {
          type: 'skill.completed',
          data: { skillId: row.id, runId: run.id, name: row.name, subject, text },
        });
    }
  }

  async function notifyFailure(row: SkillRow, error: string) {
    try {
      await deps.mailer.send(
        skillEmail(
          await userEmail(row.userId),
          `L’automatisation « ${row.name} » a échoué`,
          `Après ${maxRunAttempts} tentatives, l’automatisation « ${row.name} » n’a pas pu aboutir.\nMotif : ${error}\nVous pouvez la relancer depuis la page Automatisations.`,
          { skillId: row.id, failure: 'true' },
        ),
      );
    } catch (err) {
      logger().error({ err: loggableError(err) }, 'skill failure notice failed');
    }
  }

  // --- the runner

  /** Runs one claimed run; every write after the work is conditional on still holding the claim. */
  async function execute(run: RunRow): Promise<RunRow> {
    const started = now();
    const claimedAt = run.startedAt ? new Date(run.startedAt).getTime() : started.getTime();
    const held = and(
      eq(skillRun.id, run.id),
      eq(skillRun.status, 'running'),
      eq(skillRun.attempts, run.attempts),
    );
    /** Renews the lease while the claim is still ours; false when another instance took the run over. */
    const stillHeld = async () =>
      (
        await db
          .update(skillRun)
          // From the later of the clock and the claim's own time: a scheduler ticking at a moved
          // clock (tests, a late instance) must not see its own run's lease as already passed.
          .set({ leaseUntil: ts(new Date(Math.max(now().getTime(), claimedAt) + leaseMs)) })
          .where(held)
          .returning({ id: skillRun.id })
      ).length > 0;
    const current = async () => (await db.select().from(skillRun).where(eq(skillRun.id, run.id)))[0] ?? run;
    // A process back from the dead (its lease passed, the run claimed again elsewhere) does nothing.
    if (!(await stillHeld())) return current();
    const [row] = await db.select().from(skill).where(eq(skill.id, run.skillId));
    if (!row) return run;
    const plan = await deps.planOf(row.userId);
    if (!(await deps.quota.take(row.userId, plan, started))) {
      // Over today's quota: the run waits for the next Paris day and says so; the attempt is not counted.
      const tomorrow = parisInstant(parisClock(started).day + 1, 1);
      const [waiting] = await db
        .update(skillRun)
        .set({
          status: 'waiting_quota',
          attempts: run.attempts - 1,
          nextAttemptAt: tomorrow,
          leaseUntil: null,
          output: 'En attente : le quota quotidien de tâches IA de votre plan est atteint. Reprise demain.',
        })
        .where(held)
        .returning();
      return waiting ?? run;
    }
    try {
      const { subject, text } = await writeSkillOutput(db, row.userId, row, started, run.payload);
      if (!(await stillHeld())) {
        await deps.quota.giveBack(row.userId, started);
        return current();
      }
      await deliver(row, run, subject, text);
      const finished = now();
      const [done] = await db
        .update(skillRun)
        .set({
          status: 'succeeded',
          startedAt: started,
          finishedAt: finished,
          durationMs: Math.max(0, finished.getTime() - started.getTime()),
          output: text,
          error: null,
          quotaCost: 1,
          leaseUntil: null,
        })
        .where(held)
        .returning();
      return done ?? run;
    } catch (err) {
      await deps.quota.giveBack(row.userId, started);
      const message =
        err instanceof ApiError ? err.message : 'Le résultat n’a pas pu être produit ou envoyé.';
      logger().warn({ skillId: row.id, attempts: run.attempts, err: loggableError(err) }, 'skill run failed');
      const last = run.attempts >= maxRunAttempts;
      const [failed] = await db
        .update(skillRun)
        .set({
          status: last ? 'failed' : 'queued',
          error: message,
          startedAt: started,
          finishedAt: now(),
          durationMs: Math.max(0, now().getTime() - started.getTime()),
          leaseUntil: null,
          nextAttemptAt: new Date(started.getTime() + (retryDelaysMs[run.attempts - 1] ?? 0)),
        })
        .where(held)
        .returning();
      if (last && failed) await notifyFailure(row, message);
      return failed ?? run;
    }
  }

  /**
   * Claims due runs: queued or waiting ones whose time has come, and running ones whose lease has
   * passed (their process died). SKIP LOCKED: two instances never claim the same row.
   */
  async function claim(at: Date, batch: number, onlyId?: string): Promise<RunRow[]> {
    const due = db
      .select({ id: skillRun.id })
      .from(skillRun)
      .where(
        and(
          onlyId ? eq(skillRun.id, onlyId) : undefined,
          or(
            and(inArray(skillRun.status, ['queued', 'waiting_quota']), lte(skillRun.nextAttemptAt, at)),
            and(eq(skillRun.status, 'running'), lt(skillRun.leaseUntil, at)),
          ),
        ),
      )
      .orderBy(asc(skillRun.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(skillRun)
      .set({
        status: 'running',
        attempts: sql`${skillRun.attempts} + 1`,
        leaseUntil: ts(new Date(at.getTime() + leaseMs)),
        startedAt: at,
      })
      .where(inArray(skillRun.id, due))
      .returning();
  }

  /** Queues the runs of every schedule whose time has come and moves each to its next time. */
  async function enqueueDue(at: Date, batch = 500): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(skill)
        .where(and(eq(skill.enabled, true), lte(skill.nextRunAt, at)))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .insert(skillRun)
        .values(
          due.map((row) => ({
            skillId: row.id,
            userId: row.userId,
            origin: 'schedule' as const,
            scheduledFor: row.nextRunAt!,
            nextAttemptAt: row.nextRunAt!,
          })),
        )
        .onConflictDoNothing();
      const ids = due.map((row) => row.id);
      const nexts = due.map((row) => nextRunOf(row, at)?.toISOString() ?? null);
      await tx.execute(sql`
        update skill set next_run_at = v.next
        from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${nexts.map((n) => n ?? 'NULL').join(',')}}`}::timestamptz[]) as v(id, next)
        where skill.id = v.id`);
      return due.length;
    });
  }

  /** Alfred's overdue watch: one proposal per overdue task (the dedupe key makes it once, anywhere). */
  async function detectOverdue(at: Date): Promise<number> {
    const today = parisDay(at);
    const midnight = parisInstant(parisClock(at).day, 0);
    const rows = await db
      .select({ skill, taskId: task.id, title: task.title, dueDate: task.dueDate })
      .from(skill)
      .innerJoin(task, eq(task.userId, skill.userId))
      .where(
        and(
          eq(skill.enabled, true),
          eq(skill.trigger, 'event'),
          eq(skill.event, 'task.overdue'),
          ne(task.status, 'done'),
          lt(task.dueDate, today),
          // Only what is not already proposed (or run today): each tick reads new facts, not old ones.
          or(
            and(
              eq(skill.kind, 'overdue_reminders'),
              sql`not exists (select 1 from ${approval} where ${approval.userId} = ${task.userId} and ${approval.dedupeKey} = 'overdue:' || ${task.id}::text)`,
            ),
            and(
              ne(skill.kind, 'overdue_reminders'),
              sql`not exists (select 1 from ${skillRun} where ${skillRun.skillId} = ${skill.id} and ${skillRun.origin} = 'event' and ${skillRun.scheduledFor} = ${ts(midnight)})`,
            ),
          ),
        ),
      )
      .limit(500);
    let proposed = 0;
    for (const { skill: row, taskId, title, dueDate } of rows) {
      if (row.kind === 'overdue_reminders') {
        const added = await deps.approvals.propose({
          userId: row.userId,
          employee: row.employee as EmployeeId,
          skillId: row.id,
          kind: 'send_reminder',
          params: {
            taskId,
            title,
            message: `La tâche « ${title} » est en retard (échéance ${dueDate}). Pouvez-vous la terminer ou fixer une nouvelle date ?`,
          },
          summary: `Envoyer un rappel pour « ${title} »`,
          reason: `La tâche est en retard depuis le ${dueDate}.`,
          source: row.name,
          dedupeKey: `overdue:${taskId}`,
        });
        if (added) proposed++;
      } else {
        // Another skill waiting for overdue tasks runs at most once a Paris day.
        await enqueue(row, 'event', midnight, { title, event: 'task.overdue' });
      }
    }
    return proposed;
  }

  const service = {
    async list(userId: string, filter: { employee?: EmployeeId } = {}): Promise<SkillDto[]> {
      const rows = await db
        .select()
        .from(skill)
        .where(
          and(eq(skill.userId, userId), filter.employee ? eq(skill.employee, filter.employee) : undefined),
        )
        .orderBy(asc(skill.createdAt));
      return rows.map(toSkillDto);
    },

    async create(userId: string, input: SkillInput, actor = 'user'): Promise<SkillDto> {
      const kind = input.kind ?? 'custom';
      const builtin = builtinSkills.find((b) => b.kind === kind);
      if (builtin && builtin.employee !== input.employee)
        throw new ApiError(400, 'validation:body', 'Cette automatisation appartient à un autre employé.');
      const trigger = input.trigger ?? builtin?.trigger ?? 'manual';
      const checked = checkTrigger({
        trigger,
        cron: input.cron === undefined ? (builtin?.cron ?? null) : input.cron,
        event: input.event === undefined ? (builtin?.event ?? null) : input.event,
      });
      const name = input.name ?? builtin?.name;
      if (!name) throw new ApiError(400, 'validation:body', 'Le nom est obligatoire.');
      const enabled = input.enabled ?? true;
      const [row] = await db
        .insert(skill)
        .values({
          userId,
          employee: input.employee,
          kind,
          name,
          instruction: input.instruction ?? builtin?.instruction ?? '',
          trigger,
          ...checked,
          destination: input.destination ?? builtin?.destination ?? 'chat',
          enabled,
          nextRunAt: nextRunOf({ enabled, trigger, cron: checked.cron }, now()),
          webhookSecret: trigger === 'webhook' ? randomBytes(24).toString('base64url') : null,
        })
        .returning();
      await deps.approvals.audit(
        userId,
        actor,
        `Automatisation créée : ${row!.name}`,
        'skill',
        null,
        toSkillDto(row!),
      );
      return toSkillDto(row!);
    },

    async update(userId: string, id: string, patch: SkillPatch): Promise<SkillDto> {
      const before = await owned(userId, id);
      const trigger = patch.trigger ?? before.trigger;
      const checked = checkTrigger({
        trigger,
        cron: patch.cron === undefined ? before.cron : patch.cron,
        event: patch.event === undefined ? before.event : patch.event,
      });
      const enabled = patch.enabled ?? before.enabled;
      const [row] = await db
        .update(skill)
        .set({
          name: patch.name ?? before.name,
          instruction: patch.instruction ?? before.instruction,
          destination: patch.destination ?? before.destination,
          trigger,
          ...checked,
          enabled,
          nextRunAt: nextRunOf({ enabled, trigger, cron: checked.cron }, now()),
          webhookSecret:
            trigger === 'webhook'
              ? (before.webhookSecret ?? randomBytes(24).toString('base64url'))
              : before.webhookSecret,
        })
        .where(and(eq(skill.id, id), eq(skill.userId, userId)))
        .returning();
      await deps.approvals.audit(
        userId,
        'user',
        `Automatisation modifiée : ${row!.name}`,
        'skill',
        toSkillDto(before),
        toSkillDto(row!),
      );
      return toSkillDto(row!);
    },

    async remove(userId: string, id: string): Promise<void> {
      const before = await owned(userId, id);
      await db.delete(skill).where(and(eq(skill.id, id), eq(skill.userId, userId)));
      await deps.approvals.audit(
        userId,
        'user',
        `Automatisation supprimée : ${before.name}`,
        'skill',
        toSkillDto(before),
        null,
      );
    },

    async runs(userId: string, id: string, limit = 50): Promise<SkillRunDto[]> {
      await owned(userId, id);
      const rows = await db
        .select()
        .from(skillRun)
        .where(eq(skillRun.skillId, id))
        .orderBy(desc(skillRun.createdAt))
        .limit(limit);
      return rows.map(toRunDto);
    },

    /** « Lancer maintenant »: queued, then run here at once (still claimed, so never twice). */
    async runNow(userId: string, id: string): Promise<SkillRunDto> {
      const row = await owned(userId, id);
      const at = now();
      const run = await enqueue(row, 'manual', at);
      if (!run) throw new ApiError(409, 'conflict:action', 'Cette automatisation vient déjà d’être lancée.');
      const [claimed] = await claim(at, 1, run.id);
      return toRunDto(claimed ? await execute(claimed) : run);
    },

    /** The skill's inbound webhook: the secret compared in constant time; a wrong one is a 404. */
    async receiveHook(id: string, secret: string, payload: Record<string, unknown>): Promise<SkillRunDto> {
      const [row] = await db.select().from(skill).where(eq(skill.id, id));
      const expected = Buffer.from(row?.webhookSecret ?? '');
      const given = Buffer.from(secret);
      const valid =
        row?.trigger === 'webhook' &&
        row.enabled &&
        expected.length > 0 &&
        expected.length === given.length &&
        timingSafeEqual(expected, given);
      if (!row || !valid)
        throw new ApiError(404, 'not_found', 'Automatisation introuvable ou secret invalide.');
      const run = await enqueue(row, 'webhook', now(), payload);
      if (!run) throw new ApiError(409, 'conflict:action', 'Cette automatisation vient déjà d’être lancée.');
      return toRunDto(run);
    },

    /** Workspace events (told by the workspace service after commit) queue the skills waiting for them. */
    async onWorkspaceEvent(
      userId: string,
      event: WorkspaceEvent & { previousStatus?: string },
    ): Promise<number> {
      const kind: SkillEvent | null =
        event.type === 'task.created'
          ? 'task.created'
          : event.type === 'project.updated' && event.previousStatus !== undefined
            ? 'project.status_changed'
            : null;
      if (!kind) return 0;
      const waiting = await db
        .select()
        .from(skill)
        .where(
          and(
            eq(skill.userId, userId),
            eq(skill.enabled, true),
            eq(skill.trigger, 'event'),
            eq(skill.event, kind),
          ),
        );
      const data = (event.data ?? {}) as Record<string, unknown>;
      const payload = {
        event: skillEventLabels[kind],
        title: data.title ?? data.name ?? null,
        id: data.id ?? null,
      };
      for (const row of waiting) await enqueue(row, 'event', now(), payload);
      return waiting.length;
    },

    // --- the scheduler's steps (skill-scheduler.ts drives them)
    enqueueDue,
    detectOverdue,
    claim,
    execute,
  };
  return service;
}

export type SkillsService = ReturnType<typeof createSkillsService>;
