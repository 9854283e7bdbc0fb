import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { frenchDay, parisClock, parisDay, parisInstant } from '../../shared/paris-time.ts';
import type { PlanId } from '../../shared/plans.ts';
import { type EmployeeId, paths } from '../../shared/routes.ts';
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
import type { WorkspaceEvent, WorkspaceService, WorkspaceWrites } from '../workspace/workspace.service.ts';
import { checkCron, nextRunAfter } from './cron.ts';
import { writeSkillOutput } from './skill-outputs.ts';

// Skills: work an employee does on its own (decision 027). A schedule, a workspace event, the skill's
// inbound webhook or « Lancer maintenant » queue a run (skill_run); every instance's scheduler claims
// due runs with FOR UPDATE SKIP LOCKED and a lease, so each runs once, and a run whose process died is
// claimed again once its lease has passed. A run takes one AI task of the plan's daily quota.

type SkillRow = typeof skill.$inferSelect;
type RunRow = typeof skillRun.$inferSelect;

/** A side effect written inside a transaction: its reference, and what to try once committed. */
export interface StagedDelivery {
  ref: string;
  afterCommit(): Promise<void>;
}

/** The run was taken over by another instance before it could be marked done: roll back. */
class ClaimLost extends Error {}

export interface SkillsDeps {
  mailer: Mailer;
  workspace: WorkspaceService;
  quota: AiQuota;
  planOf(userId: string): Promise<PlanId>;
  approvals: ApprovalsService;
  /**
   * The user's webhook (destination « webhook »): stores the event inside the run's completing
   * transaction (null when no webhook is connected), sent once committed with an Idempotency-Key.
   */
  stageWebhook(tx: Db, userId: string, event: WebhookEvent): Promise<StagedDelivery | null>;
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

  // --- delivery of a run's result (decision 032): written in the transaction that marks the run done

  async function postInChat(tx: Db, row: SkillRow, text: string): Promise<string> {
    const [existing] = await tx
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
        await tx
          .insert(conversation)
          .values({ userId: row.userId, employee: row.employee, title: row.name })
          .returning({ id: conversation.id })
      )[0]!.id;
    const [message] = await tx
      .insert(chatMessage)
      .values({ conversationId, role: 'assistant', content: text, engine: 'skill' })
      .returning({ id: chatMessage.id });
    if (existing)
      await tx.update(conversation).set({ updatedAt: now() }).where(eq(conversation.id, conversationId));
    return `chat_message:${message!.id}`;
  }

  const committed = async () => undefined;

  /**
   * Writes the result where the skill sends it, inside `tx`: the chat message, the task, the mail (in
   * the mail queue or the outbox) or the webhook delivery exists if and only if the run is marked
   * done. What needs the network (SMTP, the user's webhook) is tried after the commit and retried by
   * its queue; the webhook carries its delivery's id as Idempotency-Key.
   */
  async function stage(
    tx: Db,
    writes: WorkspaceWrites,
    row: SkillRow,
    run: RunRow,
    subject: string,
    text: string,
  ): Promise<StagedDelivery> {
    switch (row.destination) {
      case 'chat':
        return { ref: await postInChat(tx, row, text), afterCommit: committed };
      case 'email': {
        const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
        if (!owner) throw new Error('user gone');
        return deps.mailer.stage(tx, {
          ...skillEmail(owner.email, subject, text, { skillId: row.id, runId: run.id }),
          userId: row.userId,
          href: paths.automations,
        });
      }
      case 'task': {
        const [created] = await writes.tasks.createMany(row.userId, [
          {
            title: subject.slice(0, 200),
            description: text,
            assignee: row.employee,
            source: `skill:${row.employee}`,
          },
        ]);
        return { ref: `task:${created!.id}`, afterCommit: committed };
      }
      case 'webhook': {
        const staged = await deps.stageWebhook(tx, row.userId, {
          type: 'skill.completed',
          data: { skillId: row.id, runId: run.id, name: row.name, subject, text },
        });
        if (!staged)
          throw new ApiError(
            409,
            'conflict:action',
            'Aucun webhook n’est connecté : renseignez son adresse dans Intégrations, puis relancez.',
          );
        return staged;
      }
    }
  }

  async function userEmail(userId: string): Promise<string> {
    const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!row) throw new Error('user gone');
    return row.email;
  }

  async function notifyFailure(row: SkillRow, error: string) {
    try {
      await deps.mailer.send({
        ...skillEmail(
          await userEmail(row.userId),
          `L’automatisation « ${row.name} » a échoué`,
          `Après ${maxRunAttempts} tentatives, l’automatisation « ${row.name} » n’a pas pu aboutir.\nMotif : ${error}\nVous pouvez la relancer depuis la page Automatisations.`,
          { skillId: row.id, failure: 'true' },
        ),
        userId: row.userId,
        href: paths.automations,
      });
    } catch (err) {
      logger().error({ err: loggableError(err) }, 'skill failure notice failed');
    }
  }

  // --- the runner

  /**
   * Runs one claimed run. Its result is delivered in the same transaction that marks it done, on the
   * condition that the claim is still ours (status running, same attempt): a process killed before the
   * commit delivered nothing and its run is claimed again after the lease; one killed after the commit
   * left the run done and its delivery written (a mail or webhook still to send is sent by its queue).
   * Exactly once, whatever the instant of the kill (decision 032). `known` skips reading the skill
   * and the plan again when the scheduler already has them for the batch.
   */
  async function execute(run: RunRow, known: { skill?: SkillRow; plan?: PlanId } = {}): Promise<RunRow> {
    const started = now();
    const held = and(
      eq(skillRun.id, run.id),
      eq(skillRun.status, 'running'),
      eq(skillRun.attempts, run.attempts),
    );
    const current = async () => (await db.select().from(skillRun).where(eq(skillRun.id, run.id)))[0] ?? run;
    const row = known.skill ?? (await db.select().from(skill).where(eq(skill.id, run.skillId)))[0];
    if (!row) return run;
    const plan = known.plan ?? (await deps.planOf(row.userId));
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
      const { done, afterCommit } = await deps.workspace.transaction(async (tx, writes) => {
        const delivery = await stage(tx, writes, row, run, subject, text);
        const finished = now();
        const [marked] = await tx
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
            deliveryRef: delivery.ref,
          })
          .where(held)
          .returning();
        // Taken over by another instance (our lease passed): undo the delivery with the transaction.
        if (!marked) throw new ClaimLost();
        return { done: marked, afterCommit: delivery.afterCommit };
      });
      await afterCommit().catch((err: unknown) =>
        logger().warn({ runId: run.id, err: loggableError(err) }, 'skill delivery attempt failed, queued'),
      );
      return done;
    } catch (err) {
      await deps.quota.giveBack(row.userId, started);
      if (err instanceof ClaimLost) return current();
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
   * Runs a claimed batch one after the other, reading its skills in one query and each user's plan
   * once. `onStart` is told as each run starts (the benchmark's clock).
   */
  async function executeClaimed(runs: RunRow[], onStart?: (id: string) => void): Promise<RunRow[]> {
    if (runs.length === 0) return [];
    const ids = [...new Set(runs.map((r) => r.skillId))];
    const rows = new Map(
      (await db.select().from(skill).where(inArray(skill.id, ids))).map((r) => [r.id, r] as const),
    );
    const plans = new Map<string, Promise<PlanId>>();
    const planOf = (userId: string) => {
      const known = plans.get(userId);
      if (known) return known;
      const plan = deps.planOf(userId);
      plans.set(userId, plan);
      return plan;
    };
    const results: RunRow[] = [];
    for (const run of runs) {
      onStart?.(run.id);
      const row = rows.get(run.skillId);
      results.push(await execute(run, row ? { skill: row, plan: await planOf(row.userId) } : {}));
    }
    return results;
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
        // From the later of the tick's clock and this instant: a long tick (its `at` fixed at its
        // start) must not hand out leases that have already passed for the other instances.
        leaseUntil: ts(new Date(Math.max(at.getTime(), now().getTime()) + leaseMs)),
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
          // The example's late tasks are not the user's to be reminded of (decision 059).
          eq(task.sample, false),
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
            message: `La tâche « ${title} » est en retard (échéance ${frenchDay(dueDate!)}). Pouvez-vous la terminer ou fixer une nouvelle date ?`,
          },
          summary: `Envoyer un rappel pour « ${title} »`,
          reason: `La tâche est en retard depuis le ${frenchDay(dueDate!)}.`,
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
    executeClaimed,
  };
  return service;
}

export type SkillsService = ReturnType<typeof createSkillsService>;
