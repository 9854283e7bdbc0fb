import { and, desc, eq, sql } from 'drizzle-orm';
import type { AiActionSummary } from '../../shared/chat.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { type ActionProposal, bestTitleMatch, canonicalAssignee, describeProposal } from '../ai/index.ts';
import type { Db } from '../db/client.ts';
import { aiAction, calendarEvent, employeePreference, task } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { ensureSeeded } from '../workspace/seed.ts';
import type { WorkspaceService, WorkspaceWrites } from '../workspace/workspace.service.ts';

// What an employee may do to the workspace. Nothing changes without the user's approval, unless the
// user let that employee act alone; every action is kept (who, what, when, approved by).

type ActionRow = typeof aiAction.$inferSelect;
type SendEmailParams = Extract<ActionProposal, { kind: 'send_email' }>['params'];

export function toActionSummary(row: ActionRow): AiActionSummary {
  return {
    id: row.id,
    employee: row.employee as EmployeeId,
    kind: row.kind,
    summary: row.summary,
    status: row.status,
    approvedBy: (row.approvedBy as AiActionSummary['approvedBy']) ?? null,
    taskId: row.taskId,
    eventId: row.eventId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createActionsService(
  db: Db,
  /** Task writes go through the workspace service, which announces them (webhooks) like the API's. */
  workspace: WorkspaceService,
  /** Sends an approved reply from the user's mailbox (issue 22); without it such an action fails. */
  mail?: { sendReply(userId: string, params: SendEmailParams, using: Db): Promise<void> },
) {
  /** The user's task a spoken title designates: case, accents, articles and extra words forgiven. */
  async function findTaskByTitle(tx: Db, userId: string, title: string) {
    const rows = await tx
      .select({ id: task.id, title: task.title })
      .from(task)
      .where(eq(task.userId, userId))
      .orderBy(desc(task.updatedAt))
      .limit(2000);
    return bestTitleMatch(title, rows);
  }

  /** Does what a claimed action asks, inside the claiming transaction. */
  async function perform(
    tx: Db,
    writes: WorkspaceWrites,
    row: ActionRow,
  ): Promise<{ taskId: string | null; eventId: string | null }> {
    if (row.kind === 'create_event') {
      const params = row.params as Extract<ActionProposal, { kind: 'create_event' }>['params'];
      // The same appointment already in the planning (an older approval, issue 42): not created twice.
      const [same] = await tx
        .select({ id: calendarEvent.id })
        .from(calendarEvent)
        .where(
          and(
            eq(calendarEvent.userId, row.userId),
            eq(calendarEvent.title, params.title),
            eq(calendarEvent.startsAt, new Date(params.start)),
            eq(calendarEvent.endsAt, new Date(params.end)),
          ),
        )
        .limit(1);
      if (same) return { taskId: null, eventId: same.id };
      const [created] = await tx
        .insert(calendarEvent)
        .values({
          userId: row.userId,
          workspaceId: row.userId,
          title: params.title,
          startsAt: new Date(params.start),
          endsAt: new Date(params.end),
          attendees: params.attendees,
          source: `ai:${row.employee}`,
        })
        .returning({ id: calendarEvent.id });
      return { taskId: null, eventId: created!.id };
    }
    if (row.kind === 'send_email') {
      // Sent inside the claiming transaction: a failure leaves the action failed, never half-done; the
      // row lock keeps a concurrent approval from sending it twice.
      if (!mail) throw new ApiError(503, 'unavailable', 'L’envoi de mails n’est pas disponible.');
      await mail.sendReply(row.userId, row.params as SendEmailParams, tx);
      return { taskId: null, eventId: null };
    }
    if (row.kind === 'create_task') {
      const params = row.params as Extract<ActionProposal, { kind: 'create_task' }>['params'];
      const [created] = await writes.tasks.createMany(row.userId, [
        {
          title: params.title,
          dueDate: params.dueDate,
          priority: params.priority,
          // Proposals stored before assignees were read have none.
          assignee: canonicalAssignee(params.assignee),
          source: `ai:${row.employee}`,
        },
      ]);
      return { taskId: created!.id, eventId: null };
    }
    const params = row.params as Extract<ActionProposal, { kind: 'update_task_status' }>['params'];
    const found = await findTaskByTitle(tx, row.userId, params.title);
    if (!found)
      throw new ApiError(404, 'not_found', `Tâche « ${params.title} » introuvable dans votre espace.`);
    await writes.tasks.update(row.userId, found.id, { status: params.status });
    return { taskId: found.id, eventId: null };
  }

  const alreadyDecided = () => new ApiError(409, 'conflict:action', 'Cette action a déjà été traitée.');

  /**
   * Runs a proposed action exactly once: the row is locked while still 'proposed', the work and the
   * new status are written in that transaction, so a concurrent approval (or rejection) waits and
   * then finds it decided (409). Failures are recorded on the action, not thrown.
   */
  async function execute(row: ActionRow, approvedBy: 'user' | 'auto'): Promise<ActionRow> {
    const decided = { approvedBy, decidedAt: new Date() };
    let updated: ActionRow;
    try {
      // The task written is announced after the commit, by the workspace service.
      const done = await workspace.transaction(async (tx, writes) => {
        const [claimed] = await tx
          .select()
          .from(aiAction)
          .where(and(eq(aiAction.id, row.id), eq(aiAction.status, 'proposed')))
          .for('update');
        if (!claimed) return null;
        const { taskId, eventId } = await perform(tx, writes, claimed);
        const [executed] = await tx
          .update(aiAction)
          .set({ ...decided, status: 'executed', taskId, eventId })
          .where(eq(aiAction.id, row.id))
          .returning();
        return executed!;
      });
      if (!done) throw alreadyDecided();
      updated = done;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw err;
      const message = err instanceof ApiError ? err.message : 'L’action n’a pas pu être réalisée.';
      if (!(err instanceof ApiError))
        logger().error({ kind: row.kind, err: loggableError(err) }, 'AI action failed');
      const [failed] = await db
        .update(aiAction)
        .set({ ...decided, status: 'failed', error: message })
        .where(and(eq(aiAction.id, row.id), eq(aiAction.status, 'proposed')))
        .returning();
      if (!failed) throw alreadyDecided();
      return failed;
    }
    return updated;
  }

  async function owned(userId: string, id: string): Promise<ActionRow> {
    const [row] = await db
      .select()
      .from(aiAction)
      .where(and(eq(aiAction.id, id), eq(aiAction.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Action introuvable.');
    return row;
  }

  async function decide(
    userId: string,
    id: string,
    approve: boolean,
    by: 'user' | 'auto' = 'user',
  ): Promise<AiActionSummary> {
    const row = await owned(userId, id);
    if (row.status !== 'proposed') throw alreadyDecided();
    if (approve) return toActionSummary(await execute(row, by));
    // Conditional: of two concurrent decisions only one finds the action still proposed.
    const [rejected] = await db
      .update(aiAction)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(and(eq(aiAction.id, id), eq(aiAction.userId, userId), eq(aiAction.status, 'proposed')))
      .returning();
    if (!rejected) throw alreadyDecided();
    return toActionSummary(rejected);
  }

  return {
    async autoApproves(userId: string, employee: EmployeeId): Promise<boolean> {
      const [row] = await db
        .select({ autoApprove: employeePreference.autoApprove })
        .from(employeePreference)
        .where(and(eq(employeePreference.userId, userId), eq(employeePreference.employee, employee)));
      return row?.autoApprove ?? false;
    },

    async preferences(userId: string): Promise<Record<string, boolean>> {
      const rows = await db.select().from(employeePreference).where(eq(employeePreference.userId, userId));
      return Object.fromEntries(rows.map((row) => [row.employee, row.autoApprove]));
    },

    async setAutoApprove(userId: string, employee: EmployeeId, autoApprove: boolean): Promise<void> {
      await db
        .insert(employeePreference)
        .values({ userId, employee, autoApprove })
        .onConflictDoUpdate({
          target: [employeePreference.userId, employeePreference.employee],
          set: { autoApprove, updatedAt: new Date() },
        });
    },

    /** Records the proposal; runs it at once when the user lets this employee act without asking. */
    async propose(input: {
      userId: string;
      employee: EmployeeId;
      conversationId: string | null;
      proposal: ActionProposal;
      now: Date;
    }): Promise<AiActionSummary> {
      // The task named may be one of the sample's: the workspace is seeded before acting on it.
      await ensureSeeded(db, input.userId);
      // Asked twice, the same action (kind and params) still waiting is not proposed again (issue 42):
      // two approvals would create two events. The lock serialises the check across instances.
      const { row, duplicate } = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`ai-action:${input.userId}:${input.proposal.kind}`}))`,
        );
        const [waiting] = await tx
          .select()
          .from(aiAction)
          .where(
            and(
              eq(aiAction.userId, input.userId),
              eq(aiAction.kind, input.proposal.kind),
              eq(aiAction.status, 'proposed'),
              sql`${aiAction.params} = ${JSON.stringify(input.proposal.params)}::jsonb`,
            ),
          )
          .limit(1);
        if (waiting) return { row: waiting, duplicate: true };
        const [inserted] = await tx
          .insert(aiAction)
          .values({
            userId: input.userId,
            employee: input.employee,
            conversationId: input.conversationId,
            kind: input.proposal.kind,
            params: input.proposal.params,
            summary: describeProposal(input.proposal, input.now),
          })
          .returning();
        return { row: inserted!, duplicate: false };
      });
      if (duplicate) return { ...toActionSummary(row), duplicate: true };
      const auto = await this.autoApproves(input.userId, input.employee);
      return toActionSummary(auto ? await execute(row, 'auto') : row);
    },

    async linkMessage(actionId: string, messageId: string): Promise<void> {
      await db.update(aiAction).set({ messageId }).where(eq(aiAction.id, actionId));
    },

    /** `auto`: approved by the trust level « automatique » once its undo window has passed. */
    approve: (userId: string, id: string, by: 'user' | 'auto' = 'user') => decide(userId, id, true, by),
    reject: (userId: string, id: string) => decide(userId, id, false),

    /** The activity log, newest first: per employee, per task, or all. */
    async list(
      userId: string,
      filter: { employee?: EmployeeId; taskId?: string; conversationId?: string },
      limit = 50,
    ): Promise<Array<AiActionSummary & { messageId: string | null }>> {
      const conditions = [eq(aiAction.userId, userId)];
      if (filter.employee) conditions.push(eq(aiAction.employee, filter.employee));
      if (filter.taskId) conditions.push(eq(aiAction.taskId, filter.taskId));
      if (filter.conversationId) conditions.push(eq(aiAction.conversationId, filter.conversationId));
      const rows = await db
        .select()
        .from(aiAction)
        .where(and(...conditions))
        .orderBy(desc(aiAction.createdAt))
        .limit(limit);
      return rows.map((row) => ({ ...toActionSummary(row), messageId: row.messageId }));
    },
  };
}

export type ActionsService = ReturnType<typeof createActionsService>;
