import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { parisDay } from '../../shared/paris-time.ts';
import type { PlanId } from '../../shared/plans.ts';
import type {
  EventDto,
  eventInputSchema,
  eventListQuerySchema,
  eventPatchSchema,
  Page,
  ProjectDto,
  projectInputSchema,
  projectListQuerySchema,
  projectPatchSchema,
  TaskDto,
  taskInputSchema,
  taskListQuerySchema,
  taskPatchSchema,
  WorkspaceEventType,
} from '../../shared/workspace.ts';
import { cappedCount } from '../db/capped-count.ts';
import type { Db } from '../db/client.ts';
import { lockAccountQuotas } from '../db/quota-lock.ts';
import { calendarEvent, project, task } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import {
  createTasks,
  type NewTask,
  type ProjectRow,
  type TaskRow,
  taskCountsByProject,
} from './workspace.queries.ts';

// Projects, tasks and calendar events of one user. Every query is scoped by the owner's id: another
// user's id answers 404, exactly like an id that does not exist. Every task and project write is
// announced here, once (webhooks), whoever made it: the API, a tool panel or an approved AI action.

export interface WorkspaceEvent {
  type: WorkspaceEventType;
  data: unknown;
  /** project.updated: the status before, when the write changed it (the skills' « statut modifié »). */
  previousStatus?: string;
}
/** Told of every task and project write, after it is committed (the user's webhook by default). */
export type WorkspaceEventListener = (userId: string, event: WorkspaceEvent) => void;
type Announce = (userId: string, type: WorkspaceEventType, data: unknown, previousStatus?: string) => void;

type EventRow = typeof calendarEvent.$inferSelect;

/** The Gratuit plan: 1 personal project (the seeded sample does not count). */
export const freeProjectLimit = 1;

function toProject(row: ProjectRow, counts?: { done: number; total: number }): ProjectDto {
  const done = counts?.done ?? 0;
  const total = counts?.total ?? 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    priority: row.priority,
    progress: total ? Math.round((100 * done) / total) : 0,
    dueDate: row.dueDate,
    teamSize: row.teamSize,
    tasksCompleted: done,
    tasksTotal: total,
    source: row.source,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTask(row: TaskRow, projectName: string | null): TaskDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    projectId: row.projectId,
    projectName,
    assignee: row.assignee,
    dueDate: row.dueDate,
    priority: row.priority,
    status: row.status,
    estimateMinutes: row.estimateMinutes,
    source: row.source,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEvent(row: EventRow): EventDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    attendees: row.attendees,
    taskId: row.taskId,
    source: row.source,
    sample: row.sample,
  };
}

/** `%text%` for ILIKE, with the user's wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createWorkspaceService(
  db: Db,
  options: { now?: () => Date; onEvent?: WorkspaceEventListener } = {},
) {
  const now = options.now ?? (() => new Date());
  const today = () => parisDay(now());
  // A listener that throws never undoes or fails the write it was told about.
  const announce: Announce = (userId, type, data, previousStatus) => {
    try {
      options.onEvent?.(userId, { type, data, ...(previousStatus === undefined ? {} : { previousStatus }) });
    } catch (err) {
      logger().error({ type, err: loggableError(err) }, 'workspace event listener failed');
    }
  };
  return {
    ...workspaceOn(db, today, announce),
    /**
     * Runs `work` in one transaction; the writes made through the workspace it is given are
     * announced once the transaction commits, and never if it rolls back.
     */
    async transaction<T>(work: (tx: Db, workspace: WorkspaceWrites) => Promise<T>): Promise<T> {
      const pending: Array<[string, WorkspaceEventType, unknown, string?]> = [];
      const result = await db.transaction((tx) =>
        work(
          tx,
          workspaceOn(tx, today, (...event) => pending.push(event)),
        ),
      );
      for (const event of pending) announce(...event);
      return result;
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
/** The workspace bound to one transaction (WorkspaceService.transaction). */
export type WorkspaceWrites = ReturnType<typeof workspaceOn>;

/** The service's queries and writes on one connection or transaction, announcing each write. */
function workspaceOn(db: Db, today: () => string, announce: Announce) {
  async function ownedProject(userId: string, id: string): Promise<ProjectRow> {
    const [row] = await db
      .select()
      .from(project)
      .where(and(eq(project.id, id), eq(project.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Projet introuvable.');
    return row;
  }

  async function projectCounts(userId: string, projectId: string) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(*) filter (where ${task.status} = 'done')::int`,
      })
      .from(task)
      .where(and(eq(task.userId, userId), eq(task.projectId, projectId)));
    return row ?? { done: 0, total: 0 };
  }

  /** A task's project must be the user's own: an unknown or foreign one is a 400, not a leak. */
  async function checkProject(userId: string, projectId: string | null | undefined): Promise<void> {
    if (!projectId) return;
    const [row] = await db
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.id, projectId), eq(project.userId, userId)));
    if (!row) throw new ApiError(400, 'validation:body', 'Ce projet n’existe pas dans votre espace.');
  }

  async function checkTask(userId: string, taskId: string | null | undefined): Promise<void> {
    if (!taskId) return;
    const [row] = await db
      .select({ id: task.id })
      .from(task)
      .where(and(eq(task.id, taskId), eq(task.userId, userId)));
    if (!row) throw new ApiError(400, 'validation:body', 'Cette tâche n’existe pas dans votre espace.');
  }

  async function taskWithProject(userId: string, id: string): Promise<TaskDto> {
    const [row] = await db
      .select({ task, projectName: project.name })
      .from(task)
      .leftJoin(project, eq(project.id, task.projectId))
      .where(and(eq(task.id, id), eq(task.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Tâche introuvable.');
    return toTask(row.task, row.projectName);
  }

  async function ownedEvent(userId: string, id: string): Promise<EventRow> {
    const [row] = await db
      .select()
      .from(calendarEvent)
      .where(and(eq(calendarEvent.id, id), eq(calendarEvent.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Événement introuvable.');
    return row;
  }

  const projects = {
    async list(userId: string, query: z.infer<typeof projectListQuerySchema>): Promise<Page<ProjectDto>> {
      const conditions: SQL[] = [eq(project.userId, userId)];
      if (query.status) conditions.push(eq(project.status, query.status));
      if (query.priority) conditions.push(eq(project.priority, query.priority));
      if (query.q) {
        const text = contains(query.q);
        conditions.push(or(ilike(project.name, text), ilike(project.description, text))!);
      }
      const where = and(...conditions);
      const [rows, total, counts] = await Promise.all([
        db
          .select()
          .from(project)
          .where(where)
          .orderBy(desc(project.updatedAt), asc(project.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, project, where),
        taskCountsByProject(db, userId),
      ]);
      return {
        items: rows.map((row) => toProject(row, counts.get(row.id))),
        ...total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    async get(userId: string, id: string): Promise<ProjectDto> {
      const row = await ownedProject(userId, id);
      return toProject(row, await projectCounts(userId, id));
    },

    async create(
      userId: string,
      plan: PlanId,
      input: z.infer<typeof projectInputSchema>,
    ): Promise<ProjectDto> {
      // Counted and inserted in one transaction under the account's quota lock (decision 058).
      const row = await db.transaction(async (tx) => {
        if (plan === 'free') {
          await lockAccountQuotas(tx, userId);
          const [own] = await tx
            .select({ n: count() })
            .from(project)
            .where(and(eq(project.userId, userId), eq(project.source, 'user')));
          if ((own?.n ?? 0) >= freeProjectLimit) throw new ApiError(403, 'quota:projects');
        }
        const [inserted] = await tx
          .insert(project)
          .values({ ...input, userId, workspaceId: userId, source: 'user' })
          .returning();
        return inserted;
      });
      const created = toProject(row!);
      announce(userId, 'project.created', created);
      return created;
    },

    async update(userId: string, id: string, patch: z.infer<typeof projectPatchSchema>): Promise<ProjectDto> {
      const before = await ownedProject(userId, id);
      await db
        .update(project)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(project.id, id), eq(project.userId, userId)));
      const updated = await this.get(userId, id);
      const changed = patch.status !== undefined && patch.status !== before.status;
      announce(userId, 'project.updated', updated, changed ? before.status : undefined);
      return updated;
    },

    /** Deletes the project; its tasks stay, without a project. */
    async remove(userId: string, id: string): Promise<void> {
      await ownedProject(userId, id);
      await db.delete(project).where(and(eq(project.id, id), eq(project.userId, userId)));
      announce(userId, 'project.deleted', { id });
    },
  };

  const tasks = {
    async list(userId: string, query: z.infer<typeof taskListQuerySchema>): Promise<Page<TaskDto>> {
      const conditions: SQL[] = [eq(task.userId, userId)];
      if (query.projectId) conditions.push(eq(task.projectId, query.projectId));
      if (query.assignee) conditions.push(eq(task.assignee, query.assignee));
      if (query.priority) conditions.push(eq(task.priority, query.priority));
      if (query.status) conditions.push(eq(task.status, query.status));
      if (query.q) conditions.push(ilike(task.title, contains(query.q)));
      if (query.due) {
        const day = today();
        if (query.due === 'none') conditions.push(isNull(task.dueDate));
        if (query.due === 'today') conditions.push(eq(task.dueDate, day));
        if (query.due === 'overdue') conditions.push(lt(task.dueDate, day), sql`${task.status} <> 'done'`);
        if (query.due === 'week') {
          const end = new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10);
          conditions.push(gte(task.dueDate, day), lte(task.dueDate, end));
        }
      }
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select({ task, projectName: project.name })
          .from(task)
          .leftJoin(project, eq(project.id, task.projectId))
          .where(where)
          .orderBy(sql`${task.dueDate} asc nulls last`, asc(task.createdAt), asc(task.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, task, where),
      ]);
      return {
        items: rows.map((row) => toTask(row.task, row.projectName)),
        ...total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    get: taskWithProject,

    async create(userId: string, input: z.infer<typeof taskInputSchema>, source = 'user'): Promise<TaskDto> {
      await checkProject(userId, input.projectId);
      const [row] = await db
        .insert(task)
        .values({ ...input, userId, workspaceId: userId, source })
        .returning();
      const created = await taskWithProject(userId, row!.id);
      announce(userId, 'task.created', created);
      return created;
    },

    /** Several tasks at once (a plan's steps, an approved action), each announced as created. */
    async createMany(userId: string, inputs: NewTask[]): Promise<TaskDto[]> {
      for (const projectId of new Set(inputs.map((input) => input.projectId)))
        await checkProject(userId, projectId);
      const rows = await createTasks(db, userId, inputs);
      if (rows.length === 0) return [];
      const joined = await db
        .select({ task, projectName: project.name })
        .from(task)
        .leftJoin(project, eq(project.id, task.projectId))
        .where(
          and(
            eq(task.userId, userId),
            inArray(
              task.id,
              rows.map((row) => row.id),
            ),
          ),
        );
      const byId = new Map(joined.map((row) => [row.task.id, toTask(row.task, row.projectName)]));
      const created = rows.map((row) => byId.get(row.id)!);
      for (const dto of created) announce(userId, 'task.created', dto);
      return created;
    },

    async update(userId: string, id: string, patch: z.infer<typeof taskPatchSchema>): Promise<TaskDto> {
      await taskWithProject(userId, id);
      await checkProject(userId, patch.projectId);
      await db
        .update(task)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(task.id, id), eq(task.userId, userId)));
      const updated = await taskWithProject(userId, id);
      announce(userId, 'task.updated', updated);
      return updated;
    },

    async remove(userId: string, id: string): Promise<void> {
      await taskWithProject(userId, id);
      await db.delete(task).where(and(eq(task.id, id), eq(task.userId, userId)));
      announce(userId, 'task.deleted', { id });
    },
  };

  const events = {
    /** Events that overlap [from, to); without a range, the coming and recent ones. */
    async list(userId: string, query: z.infer<typeof eventListQuerySchema>): Promise<Page<EventDto>> {
      const conditions: SQL[] = [eq(calendarEvent.userId, userId)];
      if (query.from) conditions.push(gte(calendarEvent.endsAt, new Date(query.from)));
      if (query.to) conditions.push(lt(calendarEvent.startsAt, new Date(query.to)));
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(calendarEvent)
          .where(where)
          .orderBy(asc(calendarEvent.startsAt), asc(calendarEvent.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, calendarEvent, where),
      ]);
      return { items: rows.map(toEvent), ...total, limit: query.limit, offset: query.offset };
    },

    get: async (userId: string, id: string) => toEvent(await ownedEvent(userId, id)),

    async create(
      userId: string,
      input: z.infer<typeof eventInputSchema>,
      source = 'user',
    ): Promise<EventDto> {
      await checkTask(userId, input.taskId);
      const [row] = await db
        .insert(calendarEvent)
        .values({
          userId,
          workspaceId: userId,
          title: input.title,
          description: input.description,
          startsAt: new Date(input.start),
          endsAt: new Date(input.end),
          attendees: input.attendees,
          taskId: input.taskId,
          source,
        })
        .returning();
      return toEvent(row!);
    },

    async update(userId: string, id: string, patch: z.infer<typeof eventPatchSchema>): Promise<EventDto> {
      const current = await ownedEvent(userId, id);
      await checkTask(userId, patch.taskId);
      const startsAt = patch.start ? new Date(patch.start) : current.startsAt;
      const endsAt = patch.end ? new Date(patch.end) : current.endsAt;
      if (endsAt <= startsAt) throw new ApiError(400, 'validation:body', 'La fin doit être après le début.');
      const [row] = await db
        .update(calendarEvent)
        .set({
          ...(patch.title === undefined ? {} : { title: patch.title }),
          ...(patch.description === undefined ? {} : { description: patch.description }),
          ...(patch.attendees === undefined ? {} : { attendees: patch.attendees }),
          ...(patch.taskId === undefined ? {} : { taskId: patch.taskId }),
          startsAt,
          endsAt,
          updatedAt: new Date(),
        })
        .where(and(eq(calendarEvent.id, id), eq(calendarEvent.userId, userId)))
        .returning();
      return toEvent(row!);
    },

    async remove(userId: string, id: string): Promise<void> {
      await ownedEvent(userId, id);
      await db.delete(calendarEvent).where(and(eq(calendarEvent.id, id), eq(calendarEvent.userId, userId)));
    },
  };

  // `announce`: another feature's write in the same transaction (the CRM's, from an approved AI
  // action) is announced with these, after the commit.
  return { projects, tasks, events, announce };
}
