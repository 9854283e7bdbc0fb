import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AiActionSummary } from '../../shared/chat.ts';
import { aiActionKinds } from '../../shared/chat-model.ts';
import { parisTimeZone } from '../../shared/paris-time.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import {
  type ApprovalDto,
  type ApprovalKind,
  type AuditEntry,
  approvalKindLabels,
  approvalKinds,
  auditActorLabel,
  type TrustLevel,
} from '../../shared/skills.ts';
import type { ActionsService } from '../actions/actions.service.ts';
import { describeProposal, parseProposal } from '../ai/index.ts';
import { toCsv } from '../csv/csv.ts';
import type { Db } from '../db/client.ts';
import { aiAction, approval, approvalTrust, auditLog, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';

// The one approval inbox (decision 027): the chat's proposals (ai_action, decided by the actions
// service, exactly once) and the skills' (approval, here) in one list; per action kind a trust level;
// every decision and every action taken written to the audit log.

type ApprovalRow = typeof approval.$inferSelect;
type ActionRow = typeof aiAction.$inferSelect;

/** An automatic action waits this long, so « Annuler » can stop it. */
export const undoWindowMs = 5 * 60_000;

/** Does what an approved proposal asks; returns what the audit log keeps as « after ». */
export type Performer = (row: ApprovalRow) => Promise<Record<string, unknown>>;

export interface NewProposal {
  userId: string;
  employee: EmployeeId;
  skillId?: string | null;
  kind: ApprovalKind;
  params: Record<string, unknown>;
  summary: string;
  reason: string;
  source: string;
  /** One proposal per fact: a second one with the same key is not added. */
  dedupeKey?: string;
}

const alreadyDecided = () => new ApiError(409, 'conflict:action', 'Cette action a déjà été traitée.');

/** Member names by user id, for « demandé par » and « décidé par » (decision 072). */
type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string | null) => (id ? (names.get(id) ?? null) : null);

function fromApproval(row: ApprovalRow, names: Names = new Map()): ApprovalDto {
  return {
    id: `approval:${row.id}`,
    employee: row.employee as EmployeeId,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    reason: row.reason,
    source: row.source,
    params: row.params,
    undoUntil: row.status === 'scheduled' && row.executeAt ? row.executeAt.toISOString() : null,
    requestedBy: null,
    decidedBy: nameOf(names, row.decidedByMember),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function fromAction(row: ActionRow, names: Names = new Map()): ApprovalDto {
  return {
    id: `action:${row.id}`,
    employee: row.employee as EmployeeId,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    reason: 'Proposée dans la discussion.',
    source: 'Discussion',
    params: row.params,
    undoUntil: null,
    requestedBy: nameOf(names, row.requestedBy),
    decidedBy: nameOf(names, row.decidedByMember),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Only the fields a proposal already has, and only texts, dates and numbers, can be edited. */
function edited(params: Record<string, unknown>, changes: Record<string, unknown> | undefined) {
  if (!changes) return params;
  const next = { ...params };
  for (const [key, value] of Object.entries(changes)) {
    if (!(key in params)) throw new ApiError(400, 'validation:body', `Champ « ${key} » non modifiable.`);
    if (value !== null && !['string', 'number'].includes(typeof value))
      throw new ApiError(400, 'validation:body', `Valeur invalide pour « ${key} ».`);
    if (typeof value === 'string' && value.length > 2000)
      throw new ApiError(400, 'validation:body', `« ${key} » est trop long.`);
    next[key] = value;
  }
  return next;
}

export function createApprovalsService(db: Db, deps: { actions: ActionsService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const performers = new Map<ApprovalKind, Performer>();

  async function audit(
    userId: string,
    actor: string,
    action: string,
    subject: string,
    before: unknown,
    after: unknown,
    memberId?: string,
  ) {
    await db.insert(auditLog).values({
      userId,
      actor,
      memberId: memberId ?? null,
      action,
      subject,
      before: before ?? null,
      after: after ?? null,
    });
  }

  /** The names of the members these ids belong to (a deleted account has none). */
  async function namesOf(ids: Array<string | null>): Promise<Names> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (!wanted.length) return new Map();
    const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  const actionDto = async (row: ActionRow) =>
    fromAction(row, await namesOf([row.requestedBy, row.decidedByMember]));
  const approvalDto = async (row: ApprovalRow) => fromApproval(row, await namesOf([row.decidedByMember]));

  async function trustOf(userId: string, kind: ApprovalKind): Promise<TrustLevel> {
    const [row] = await db
      .select({ level: approvalTrust.level })
      .from(approvalTrust)
      .where(and(eq(approvalTrust.userId, userId), eq(approvalTrust.kind, kind)));
    return row?.level ?? 'ask';
  }

  /** Runs a claimed proposal (its status already says who decided): failures are recorded on it. */
  async function perform(row: ApprovalRow, actor: string, memberId?: string): Promise<ApprovalRow> {
    try {
      const performer = performers.get(row.kind);
      if (!performer)
        throw new ApiError(400, 'validation:body', 'Ce type d’action ne peut pas être réalisé ici.');
      // An automatic action on a chat proposal: the actions service decides it, exactly once.
      const after = await performer(row);
      await audit(row.userId, actor, `Réalisé : ${row.summary}`, row.kind, row.params, after, memberId);
      return row;
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'L’action n’a pas pu être réalisée.';
      if (!(err instanceof ApiError))
        logger().error({ kind: row.kind, err: loggableError(err) }, 'approval failed');
      const [failed] = await db
        .update(approval)
        .set({ status: 'failed', error: message })
        .where(eq(approval.id, row.id))
        .returning();
      await audit(
        row.userId,
        actor,
        `Échec : ${row.summary}`,
        row.kind,
        row.params,
        { error: message },
        memberId,
      );
      return failed ?? row;
    }
  }

  /** Claims a proposal for execution: of two racing decisions (on any instance) only one wins. */
  async function claim(
    userId: string,
    id: string,
    from: ApprovalRow['status'][],
    by: string,
    params?: Record<string, unknown>,
    memberId?: string,
  ) {
    const [claimed] = await db
      .update(approval)
      .set({
        status: 'executed',
        decidedBy: by,
        decidedByMember: memberId ?? null,
        decidedAt: now(),
        ...(params ? { params } : {}),
      })
      .where(and(eq(approval.id, id), eq(approval.userId, userId), inArray(approval.status, from)))
      .returning();
    return claimed ?? null;
  }

  async function ownedApproval(userId: string, id: string): Promise<ApprovalRow> {
    const [row] = await db
      .select()
      .from(approval)
      .where(and(eq(approval.id, id), eq(approval.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Proposition introuvable.');
    return row;
  }

  async function ownedAction(userId: string, id: string): Promise<ActionRow> {
    const [row] = await db
      .select()
      .from(aiAction)
      .where(and(eq(aiAction.id, id), eq(aiAction.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Proposition introuvable.');
    return row;
  }

  const split = (id: string) => {
    const [type, raw] = id.split(':') as ['action' | 'approval', string];
    return { type, raw };
  };

  /**
   * The user's decision on a chat proposal, audited: the one path of the inbox and of the chat's card
   * (/api/actions/{id}/approve|reject), so every route that decides writes the same entry.
   */
  async function decideChatAction(
    userId: string,
    raw: string,
    approve: boolean,
    changes?: Record<string, unknown>,
    memberId?: string,
  ): Promise<AiActionSummary> {
    const row = await ownedAction(userId, raw);
    if (!approve) {
      const decided = await deps.actions.reject(userId, raw, memberId);
      await audit(userId, 'user', `Refusé : ${decided.summary}`, row.kind, row.params, null, memberId);
      return decided;
    }
    if (row.status !== 'proposed') throw alreadyDecided();
    if (changes) {
      // The user's edits go through the action's schema, as the model's and the engine's do.
      const parsed = parseProposal(row.kind, edited(row.params, changes));
      if (!parsed.ok) throw new ApiError(400, 'validation:body', parsed.error);
      const { params } = parsed.proposal;
      const summary = describeProposal(parsed.proposal, now());
      await db
        .update(aiAction)
        .set({ params, summary })
        .where(and(eq(aiAction.id, raw), eq(aiAction.status, 'proposed')));
      await audit(userId, 'user', 'Proposition modifiée', row.kind, row.params, params, memberId);
    }
    const decided = await deps.actions.approve(userId, raw, 'user', memberId);
    // A proposal refused when run (its stored params no longer parse, its task is gone) says so.
    const verdict = decided.status === 'failed' ? 'Approuvé, non réalisé' : 'Approuvé';
    await audit(
      userId,
      'user',
      `${verdict} : ${decided.summary}`,
      row.kind,
      row.params,
      {
        status: decided.status,
        taskId: decided.taskId,
        eventId: decided.eventId,
        ...(decided.error && { error: decided.error }),
      },
      memberId,
    );
    return decided;
  }

  const service = {
    /** The chat card's « Approuver » and « Refuser » (audited like the inbox's). */
    approveChatAction: (userId: string, id: string, memberId?: string) =>
      decideChatAction(userId, id, true, undefined, memberId),
    rejectChatAction: (userId: string, id: string, memberId?: string) =>
      decideChatAction(userId, id, false, undefined, memberId),

    /** Registers what approving a kind does (the skills register theirs at start). */
    setPerformer(kind: ApprovalKind, performer: Performer) {
      performers.set(kind, performer);
    },

    trustOf,

    /** Every kind's level ('ask' when the user never changed it). */
    async trustLevels(userId: string): Promise<Record<ApprovalKind, TrustLevel>> {
      const rows = await db.select().from(approvalTrust).where(eq(approvalTrust.userId, userId));
      const levels = Object.fromEntries(approvalKinds.map((kind) => [kind, 'ask'])) as Record<
        ApprovalKind,
        TrustLevel
      >;
      for (const row of rows) levels[row.kind] = row.level;
      return levels;
    },

    async setTrust(userId: string, kind: ApprovalKind, level: TrustLevel): Promise<void> {
      const before = await trustOf(userId, kind);
      await db
        .insert(approvalTrust)
        .values({ userId, kind, level })
        .onConflictDoUpdate({
          target: [approvalTrust.userId, approvalTrust.kind],
          set: { level, updatedAt: now() },
        });
      await audit(userId, 'user', 'Niveau de confiance modifié', kind, { level: before }, { level });
    },

    /**
     * Adds a proposal to the inbox, once per dedupe key; then the kind's trust level applies: asked,
     * automatic after the undo window, or refused. Returns null when it was already proposed.
     */
    async propose(input: NewProposal): Promise<ApprovalDto | null> {
      const level = await trustOf(input.userId, input.kind);
      const at = now();
      const status = level === 'auto' ? 'scheduled' : level === 'never' ? 'rejected' : 'proposed';
      const [row] = await db
        .insert(approval)
        .values({
          userId: input.userId,
          employee: input.employee,
          skillId: input.skillId ?? null,
          kind: input.kind,
          params: input.params,
          summary: input.summary,
          reason: input.reason,
          source: input.source,
          dedupeKey: input.dedupeKey ?? null,
          status,
          executeAt: level === 'auto' ? new Date(at.getTime() + undoWindowMs) : null,
          decidedBy: level === 'never' ? 'auto' : null,
          decidedAt: level === 'never' ? at : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (level === 'never')
        await audit(
          input.userId,
          'auto',
          `Refusé (niveau « jamais ») : ${row.summary}`,
          row.kind,
          row.params,
          null,
        );
      return fromApproval(row);
    },

    /**
     * The chat's proposals follow the same trust levels: « jamais » refuses at once, « automatique »
     * schedules the approval after the undo window (a row here pointing at the action).
     */
    async afterChatProposal(userId: string, action: AiActionSummary): Promise<AiActionSummary> {
      if (action.status !== 'proposed') return action;
      const level = await trustOf(userId, action.kind);
      if (level === 'never') {
        const rejected = await deps.actions.reject(userId, action.id);
        await audit(
          userId,
          'auto',
          `Refusé (niveau « jamais ») : ${action.summary}`,
          action.kind,
          null,
          null,
        );
        return rejected;
      }
      if (level === 'auto') {
        await db
          .insert(approval)
          .values({
            userId,
            employee: action.employee,
            kind: action.kind,
            params: { actionId: action.id },
            summary: action.summary,
            reason: 'Proposée dans la discussion ; vous l’avez autorisée sans validation.',
            source: 'Discussion',
            dedupeKey: `action:${action.id}`,
            status: 'scheduled',
            executeAt: new Date(now().getTime() + undoWindowMs),
          })
          .onConflictDoNothing();
      }
      return action;
    },

    /** The inbox, newest first, and how many wait for a decision. */
    async list(userId: string, filter: { status?: 'pending' | 'all' } = {}, limit = 100) {
      const pendingOnly = filter.status === 'pending';
      const [approvals, actions] = await Promise.all([
        db
          .select()
          .from(approval)
          .where(
            and(
              eq(approval.userId, userId),
              pendingOnly ? inArray(approval.status, ['proposed', 'scheduled']) : undefined,
            ),
          )
          .orderBy(desc(approval.createdAt))
          .limit(limit),
        db
          .select()
          .from(aiAction)
          .where(and(eq(aiAction.userId, userId), pendingOnly ? eq(aiAction.status, 'proposed') : undefined))
          .orderBy(desc(aiAction.createdAt))
          .limit(limit),
      ]);
      // A chat action scheduled automatically shows once, as its scheduled row.
      const shadowed = new Set(
        approvals.map((row) => row.dedupeKey).filter((key) => key?.startsWith('action:')),
      );
      const names = await namesOf([
        ...approvals.map((row) => row.decidedByMember),
        ...actions.flatMap((row) => [row.requestedBy, row.decidedByMember]),
      ]);
      const items = [
        ...approvals.map((row) => fromApproval(row, names)),
        ...actions.filter((row) => !shadowed.has(`action:${row.id}`)).map((row) => fromAction(row, names)),
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { approvals: items.slice(0, limit), pending: await service.pendingCount(userId) };
    },

    async pendingCount(userId: string): Promise<number> {
      const [[a], [b]] = await Promise.all([
        db
          .select({ n: count() })
          .from(approval)
          .where(and(eq(approval.userId, userId), eq(approval.status, 'proposed'))),
        db
          .select({ n: count() })
          .from(aiAction)
          .where(and(eq(aiAction.userId, userId), eq(aiAction.status, 'proposed'))),
      ]);
      return Number(a?.n ?? 0) + Number(b?.n ?? 0);
    },

    /** Approves (after the user's edits, if any) exactly once; a second decision is a French 409. */
    /** `userId`: the organisation; `memberId`: who decides, named in the inbox and the audit log. */
    async approve(
      userId: string,
      id: string,
      changes?: Record<string, unknown>,
      memberId?: string,
    ): Promise<ApprovalDto> {
      const { type, raw } = split(id);
      if (type === 'action') {
        await decideChatAction(userId, raw, true, changes, memberId);
        return actionDto(await ownedAction(userId, raw));
      }
      const row = await ownedApproval(userId, raw);
      if (row.status !== 'proposed' && row.status !== 'scheduled') throw alreadyDecided();
      const params = changes ? edited(row.params, changes) : undefined;
      const claimed = await claim(userId, raw, ['proposed', 'scheduled'], 'user', params, memberId);
      if (!claimed) throw alreadyDecided();
      if (params) await audit(userId, 'user', 'Proposition modifiée', row.kind, row.params, params, memberId);
      return approvalDto(await perform(claimed, 'user', memberId));
    },

    async reject(userId: string, id: string, memberId?: string): Promise<ApprovalDto> {
      const { type, raw } = split(id);
      if (type === 'action') {
        await decideChatAction(userId, raw, false, undefined, memberId);
        return actionDto(await ownedAction(userId, raw));
      }
      const row = await ownedApproval(userId, raw);
      const [rejected] = await db
        .update(approval)
        .set({ status: 'rejected', decidedBy: 'user', decidedByMember: memberId ?? null, decidedAt: now() })
        .where(and(eq(approval.id, raw), eq(approval.userId, userId), eq(approval.status, 'proposed')))
        .returning();
      if (!rejected) throw alreadyDecided();
      await audit(userId, 'user', `Refusé : ${row.summary}`, row.kind, row.params, null, memberId);
      return approvalDto(rejected);
    },

    /** « Annuler » on an automatic action within its 5 minutes. */
    async undo(userId: string, id: string, memberId?: string): Promise<ApprovalDto> {
      const { type, raw } = split(id);
      if (type === 'action') await ownedAction(userId, raw);
      else await ownedApproval(userId, raw);
      if (type !== 'approval') throw alreadyDecided();
      const [cancelled] = await db
        .update(approval)
        .set({ status: 'cancelled', decidedBy: 'user', decidedByMember: memberId ?? null, decidedAt: now() })
        .where(
          and(
            eq(approval.id, raw),
            eq(approval.userId, userId),
            eq(approval.status, 'scheduled'),
            sql`${approval.executeAt} > ${now().toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!cancelled)
        throw new ApiError(409, 'conflict:action', 'Trop tard : l’action a déjà été réalisée ou annulée.');
      await audit(
        userId,
        'user',
        `Annulé : ${cancelled.summary}`,
        cancelled.kind,
        cancelled.params,
        null,
        memberId,
      );
      if (cancelled.dedupeKey?.startsWith('action:'))
        await deps.actions.reject(userId, cancelled.dedupeKey.slice('action:'.length)).catch(() => undefined);
      return approvalDto(cancelled);
    },

    /** Runs the automatic actions whose undo window has passed (claimed once across instances). */
    async runScheduled(at = now(), batch = 50): Promise<number> {
      const due = db
        .select({ id: approval.id })
        .from(approval)
        .where(and(eq(approval.status, 'scheduled'), lte(approval.executeAt, at)))
        .limit(batch)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(approval)
        .set({ status: 'executed', decidedBy: 'auto', decidedAt: at })
        .where(and(inArray(approval.id, due), eq(approval.status, 'scheduled')))
        .returning();
      for (const row of claimed) await perform(row, 'auto');
      return claimed.length;
    },

    /** The audit log, newest first. */
    async auditLog(userId: string, limit = 500): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.userId, userId))
        .orderBy(desc(auditLog.createdAt))
        .limit(limit);
      const names = await namesOf(rows.map((row) => row.memberId));
      return rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        member: nameOf(names, row.memberId),
        action: row.action,
        subject: row.subject,
        before: row.before ?? null,
        after: row.after ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    audit,
  };

  // An automatic chat action: the actions service runs it (exactly once; a decided one is skipped).
  for (const kind of aiActionKinds) {
    service.setPerformer(kind, async (row) => {
      const actionId = String(row.params.actionId ?? '');
      const decided = await deps.actions.approve(row.userId, actionId, 'auto');
      if (decided.status === 'failed')
        throw new ApiError(422, 'invalid_action', decided.error ?? 'L’action n’a pas pu être réalisée.');
      return { status: decided.status, taskId: decided.taskId, eventId: decided.eventId };
    });
  }
  return service;
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

const csvDate = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: parisTimeZone,
});

/** The audit log as CSV (csv/csv.ts: semicolons, BOM; Paris dates « 25/11/2026 10:00:00 », as French spreadsheets expect). */
export function auditCsv(entries: AuditEntry[]): string {
  return toCsv([
    ['Date', 'Qui', 'Quoi', 'Type', 'Avant', 'Après'],
    ...entries.map((e) => [
      csvDate.format(new Date(e.createdAt)).replace(',', ''),
      auditActorLabel(e.actor, e.member),
      e.action,
      approvalKindLabels[e.subject as ApprovalKind] ?? (e.subject === 'skill' ? 'Automatisation' : e.subject),
      e.before,
      e.after,
    ]),
  ]);
}
