import { and, desc, eq, sql } from 'drizzle-orm';
import type { AiActionSummary } from '../../shared/chat.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import {
  type ActionContext,
  type ActionProposal,
  actionOf,
  bestTitleMatch,
  describeProposal,
  parseProposal,
  type SendEmailParams,
  type SupportActions,
} from '../ai/index.ts';
import type { Db } from '../db/client.ts';
import { aiAction, auditLog, employeePreference, task } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { WorkspaceService, WorkspaceWrites } from '../workspace/workspace.service.ts';

// What an employee may do to the workspace. Nothing changes without the user's approval, unless the
// user let that employee act alone; every action is kept (who, what, when, approved by).

type ActionRow = typeof aiAction.$inferSelect;

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
  /** The support desk's writes (decision 068); without it Clide's desk actions fail. */
  support?: SupportActions,
) {
  /** The user's task a spoken title designates: case, accents, articles and extra words forgiven. */
  async function findTaskByTitle(tx: Db, userId: string, title: string) {
    const rows = await tx
      .select({ id: task.id, title: task.title, sample: task.sample })
      .from(task)
      .where(eq(task.userId, userId))
      .orderBy(desc(task.updatedAt))
      .limit(2000);
    // The user's own task first; an example task only when none of theirs matches (decision 059).
    return (
      bestTitleMatch(
        title,
        rows.filter((r) => !r.sample),
      ) ??
      bestTitleMatch(
        title,
        rows.filter((r) => r.sample),
      )
    );
  }

  /**
   * Does what a claimed action asks, inside the claiming transaction, after reading its stored params
   * through the action's schema again: a row edited since (or written by an older schema) is refused.
   */
  async function perform(
    tx: Db,
    writes: WorkspaceWrites,
    row: ActionRow,
    afterCommit: Array<() => Promise<void>>,
  ): Promise<{ taskId: string | null; eventId: string | null }> {
    const parsed = parseProposal(row.kind, row.params);
    if (!parsed.ok) throw new ApiError(422, 'invalid_action', parsed.error);
    const context: ActionContext = {
      tx,
      writes,
      userId: row.userId,
      employee: row.employee,
      findTaskByTitle: (title) => findTaskByTitle(tx, row.userId, title),
      mail,
      actionId: row.id,
      support,
      afterCommit: (run) => afterCommit.push(run),
    };
    return actionOf(row.kind)!.execute(context, parsed.proposal.params);
  }

  const alreadyDecided = () => new ApiError(409, 'conflict:action', 'Cette action a déjà été traitée.');

  /**
   * Runs a proposed action exactly once: the row is locked while still 'proposed', the work and the
   * new status are written in that transaction, so a concurrent approval (or rejection) waits and
   * then finds it decided (409). Failures are recorded on the action, not thrown.
   */
  async function execute(row: ActionRow, approvedBy: 'user' | 'auto', memberId?: string): Promise<ActionRow> {
    const decided = { approvedBy, decidedByMember: memberId ?? null, decidedAt: new Date() };
    let updated: ActionRow;
    const afterCommit: Array<() => Promise<void>> = [];
    try {
      // The task written is announced after the commit, by the workspace service.
      const done = await workspace.transaction(async (tx, writes) => {
        const [claimed] = await tx
          .select()
          .from(aiAction)
          .where(and(eq(aiAction.id, row.id), eq(aiAction.status, 'proposed')))
          .for('update');
        if (!claimed) return null;
        const { taskId, eventId } = await perform(tx, writes, claimed, afterCommit);
        const [executed] = await tx
          .update(aiAction)
          .set({ ...decided, status: 'executed', taskId, eventId })
          .where(eq(aiAction.id, row.id))
          .returning();
        return executed!;
      });
      if (!done) throw alreadyDecided();
      updated = done;
      // The first attempts of what the action staged (a mail): their queues retry a failure.
      for (const run of afterCommit) {
        await run().catch((err: unknown) => {
          logger().warn({ kind: row.kind, err: loggableError(err) }, 'AI action: first attempt failed');
        });
      }
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
      // Params that no longer parse (edited in the database, or an older schema): kept in the audit log.
      if (err instanceof ApiError && err.code === 'invalid_action')
        await db.insert(auditLog).values({
          userId: row.userId,
          actor: approvedBy,
          memberId: memberId ?? null,
          action: `Refusé à l’exécution : ${row.summary}`,
          subject: row.kind,
          before: row.params,
          after: { error: message },
        });
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
    memberId?: string,
  ): Promise<AiActionSummary> {
    const row = await owned(userId, id);
    if (row.status !== 'proposed') throw alreadyDecided();
    if (approve) return toActionSummary(await execute(row, by, memberId));
    // Conditional: of two concurrent decisions only one finds the action still proposed.
    const [rejected] = await db
      .update(aiAction)
      .set({ status: 'rejected', decidedByMember: memberId ?? null, decidedAt: new Date() })
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
      /** The organisation the action belongs to (decision 072). */
      userId: string;
      /** The member whose request the employee answered; none for a background proposal. */
      requestedBy?: string | null;
      employee: EmployeeId;
      conversationId: string | null;
      proposal: ActionProposal;
      now: Date;
    }): Promise<AiActionSummary> {
      // Read through the action's schema before it is stored: what is kept is what will run.
      const parsed = parseProposal(input.proposal.kind, input.proposal.params);
      if (!parsed.ok) throw new ApiError(422, 'invalid_action', parsed.error);
      // Asked twice, the same action (kind and params) still waiting is not proposed again (issue 42):
      // two approvals would create two events. The lock serialises the check across instances.
      const { row, duplicate } = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`ai-action:${input.userId}:${parsed.proposal.kind}`}))`,
        );
        const [waiting] = await tx
          .select()
          .from(aiAction)
          .where(
            and(
              eq(aiAction.userId, input.userId),
              eq(aiAction.kind, parsed.proposal.kind),
              eq(aiAction.status, 'proposed'),
              sql`${aiAction.params} = ${JSON.stringify(parsed.proposal.params)}::jsonb`,
            ),
          )
          .limit(1);
        if (waiting) return { row: waiting, duplicate: true };
        const [inserted] = await tx
          .insert(aiAction)
          .values({
            userId: input.userId,
            requestedBy: input.requestedBy ?? null,
            employee: input.employee,
            conversationId: input.conversationId,
            kind: parsed.proposal.kind,
            params: parsed.proposal.params,
            summary: describeProposal(parsed.proposal, input.now),
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
    /** `userId`: the organisation; `memberId`: who decided (decision 072). */
    approve: (userId: string, id: string, by: 'user' | 'auto' = 'user', memberId?: string) =>
      decide(userId, id, true, by, memberId),
    reject: (userId: string, id: string, memberId?: string) => decide(userId, id, false, 'user', memberId),

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
