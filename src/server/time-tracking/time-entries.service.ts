import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { parisDay, parisTime, parisWeekStart } from '../../shared/paris-time.ts';
import type {
  entryListQuerySchema,
  manualEntrySchema,
  startTimerSchema,
  TimeEntry,
  TimeEntryOptions,
  TimeSummary,
  updateEntrySchema,
} from '../../shared/time-tracking.ts';
import { toCsv } from '../csv/csv.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { project, task, timeEntry } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { listProjects, listTasks } from '../workspace/workspace.queries.ts';

// The user's time entries: timers, manual entries, the week's summary and the CSV export. Every query
// is scoped by the owner's id: another user's entry answers 404, like one that does not exist.

const columns = {
  id: timeEntry.id,
  taskId: timeEntry.taskId,
  taskTitle: task.title,
  projectId: timeEntry.projectId,
  projectName: project.name,
  startedAt: timeEntry.startedAt,
  endedAt: timeEntry.endedAt,
  note: timeEntry.note,
  sample: timeEntry.sample,
};
interface EntryRow {
  id: string;
  taskId: string | null;
  taskTitle: string | null;
  projectId: string | null;
  projectName: string | null;
  startedAt: Date;
  endedAt: Date | null;
  note: string;
  sample: boolean;
}

function toEntry(row: EntryRow, now: Date): TimeEntry {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    taskId: row.taskId,
    taskTitle: row.taskTitle,
    projectId: row.projectId,
    projectName: row.projectName,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
    note: row.note,
    running: row.endedAt === null,
    sample: row.sample,
  };
}

/** A CSV file to download: its name and its content. */
export interface CsvFile {
  filename: string;
  body: string;
}

/**
 * Whose time: a member's own entries in an organisation (decision 072). The entries are the
 * organisation's (`workspace_id`), each member's timer their own (`user_id`: one running at a time).
 */
export interface TimeOwner {
  workspaceId: string;
  userId: string;
}

/** The rows of this member in this organisation. */
const mine = (owner: TimeOwner) =>
  and(eq(timeEntry.workspaceId, owner.workspaceId), eq(timeEntry.userId, owner.userId))!;

export function createTimeEntriesService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  function select(owner: TimeOwner) {
    return db
      .select(columns)
      .from(timeEntry)
      .leftJoin(task, eq(task.id, timeEntry.taskId))
      .leftJoin(project, eq(project.id, timeEntry.projectId))
      .where(mine(owner))
      .$dynamic();
  }

  async function getEntry(owner: TimeOwner, id: string): Promise<TimeEntry> {
    const [row] = await select(owner).where(and(mine(owner), eq(timeEntry.id, id)));
    if (!row) throw new ApiError(404, 'not_found', 'Entrée de temps introuvable.');
    return toEntry(row as EntryRow, now());
  }

  /** The task and project must be the organisation's; a task brings its project along. */
  async function resolveLinks(
    { workspaceId }: TimeOwner,
    input: { taskId?: string | null; projectId?: string | null },
  ): Promise<{ taskId?: string | null; projectId?: string | null }> {
    const links: { taskId?: string | null; projectId?: string | null } = {};
    if (input.taskId !== undefined) links.taskId = input.taskId;
    if (input.projectId !== undefined) links.projectId = input.projectId;
    if (input.taskId) {
      const [owned] = await db
        .select({ projectId: task.projectId })
        .from(task)
        .where(and(eq(task.id, input.taskId), eq(task.userId, workspaceId)));
      if (!owned) throw new ApiError(400, 'validation:body', 'Tâche introuvable.');
      if (!input.projectId && owned.projectId) links.projectId = owned.projectId;
    }
    if (links.projectId) {
      const [owned] = await db
        .select({ id: project.id })
        .from(project)
        .where(and(eq(project.id, links.projectId), eq(project.userId, workspaceId)));
      if (!owned) throw new ApiError(400, 'validation:body', 'Projet introuvable.');
    }
    return links;
  }

  return {
    async list(owner: TimeOwner, query: z.infer<typeof entryListQuerySchema>): Promise<TimeEntry[]> {
      const conditions = [mine(owner)];
      if (query.from) conditions.push(gte(timeEntry.startedAt, query.from));
      if (query.to) conditions.push(lte(timeEntry.startedAt, query.to));
      const rows = await select(owner)
        .where(and(...conditions))
        .orderBy(desc(timeEntry.startedAt))
        .limit(500);
      const at = now();
      return rows.map((row) => toEntry(row as EntryRow, at));
    },

    async options(owner: TimeOwner): Promise<TimeEntryOptions> {
      const [tasks, projects] = await Promise.all([
        listTasks(db, owner.workspaceId),
        listProjects(db, owner.workspaceId),
      ]);
      return {
        tasks: tasks
          .filter((t) => t.status !== 'done')
          .map((t) => ({ id: t.id, title: t.title, projectId: t.projectId })),
        projects: projects.map((p) => ({ id: p.id, name: p.name })),
      };
    },

    async running(owner: TimeOwner): Promise<TimeEntry | null> {
      const [row] = await select(owner).where(and(mine(owner), isNull(timeEntry.endedAt)));
      return row ? toEntry(row as EntryRow, now()) : null;
    },

    /** The last 7 days, today, this week (from Monday in Paris) and the time per project. */
    async summary(owner: TimeOwner): Promise<TimeSummary> {
      const at = now();
      const since = new Date(at.getTime() - 8 * 86_400_000);
      const recent = await db
        .select({ startedAt: timeEntry.startedAt, endedAt: timeEntry.endedAt })
        .from(timeEntry)
        // The user's own time: example entries are listed (labelled) but never counted (decision 059).
        .where(and(mine(owner), eq(timeEntry.sample, false), gte(timeEntry.startedAt, since)));
      const days = Array.from({ length: 7 }, (_, i) => ({
        day: parisDay(new Date(at.getTime() - (6 - i) * 86_400_000)),
        seconds: 0,
      }));
      const today = parisDay(at);
      const weekStart = parisWeekStart(at);
      let weekSeconds = 0;
      for (const row of recent) {
        const seconds = Math.max(0, ((row.endedAt ?? at).getTime() - row.startedAt.getTime()) / 1000);
        const day = parisDay(row.startedAt);
        const slot = days.find((d) => d.day === day);
        if (slot) slot.seconds += seconds;
        if (day >= weekStart && day <= today) weekSeconds += seconds;
      }
      const projects = await db
        .select({
          projectId: timeEntry.projectId,
          projectName: project.name,
          seconds: sql<number>`coalesce(sum(extract(epoch from (coalesce(${timeEntry.endedAt}, ${at.toISOString()}::timestamptz) - ${timeEntry.startedAt}))), 0)::float8`,
        })
        .from(timeEntry)
        .leftJoin(project, eq(project.id, timeEntry.projectId))
        .where(and(mine(owner), eq(timeEntry.sample, false)))
        .groupBy(timeEntry.projectId, project.name);
      return {
        days: days.map((d) => ({ day: d.day, seconds: Math.round(d.seconds) })),
        todaySeconds: Math.round(days.at(-1)!.seconds),
        weekSeconds: Math.round(weekSeconds),
        projects: projects
          .map((p) => ({
            projectId: p.projectId,
            projectName: p.projectName ?? 'Sans projet',
            seconds: Math.round(Number(p.seconds)),
          }))
          .sort((a, b) => b.seconds - a.seconds),
      };
    },

    /** Every entry (the 10 000 most recent) as a CSV spreadsheets open with accents and no formula. */
    async exportCsv(owner: TimeOwner): Promise<CsvFile> {
      // A timesheet others read: the example workspace's entries stay out of it (decision 059).
      const rows = await select(owner)
        .where(and(mine(owner), eq(timeEntry.sample, false)))
        .orderBy(desc(timeEntry.startedAt))
        .limit(10_000);
      const at = now();
      const lines: string[][] = [['Date', 'Début', 'Fin', 'Durée (minutes)', 'Tâche', 'Projet', 'Note']];
      for (const row of rows) {
        const entry = toEntry(row as EntryRow, at);
        lines.push([
          parisDay(row.startedAt),
          parisTime(row.startedAt),
          row.endedAt ? parisTime(row.endedAt) : 'en cours',
          String(Math.round(entry.durationSeconds / 60)),
          entry.taskTitle ?? '',
          entry.projectName ?? '',
          entry.note,
        ]);
      }
      return { filename: `suivi-temps-${parisDay(at)}.csv`, body: toCsv(lines) };
    },

    get: getEntry,

    async start(owner: TimeOwner, input: z.infer<typeof startTimerSchema>): Promise<TimeEntry> {
      const links = await resolveLinks(owner, input);
      try {
        const [row] = await db
          .insert(timeEntry)
          .values({
            ...links,
            userId: owner.userId,
            workspaceId: owner.workspaceId,
            startedAt: now(),
            note: input.note,
          })
          .returning({ id: timeEntry.id });
        return await getEntry(owner, row!.id);
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new ApiError(
            409,
            'conflict:timer',
            'Un minuteur est déjà en cours. Arrêtez-le avant d’en démarrer un autre.',
          );
        }
        throw err;
      }
    },

    async stop(owner: TimeOwner, id: string): Promise<TimeEntry> {
      const current = await getEntry(owner, id);
      if (!current.running) throw new ApiError(409, 'conflict:timer', 'Ce minuteur est déjà arrêté.');
      await db
        .update(timeEntry)
        .set({ endedAt: now() })
        .where(and(eq(timeEntry.id, id), mine(owner), isNull(timeEntry.endedAt)));
      return getEntry(owner, id);
    },

    async create(owner: TimeOwner, input: z.infer<typeof manualEntrySchema>): Promise<TimeEntry> {
      const links = await resolveLinks(owner, input);
      const endedAt = input.endedAt ?? new Date(input.startedAt.getTime() + input.durationMinutes! * 60_000);
      const [row] = await db
        .insert(timeEntry)
        .values({
          ...links,
          userId: owner.userId,
          workspaceId: owner.workspaceId,
          startedAt: input.startedAt,
          endedAt,
          note: input.note,
        })
        .returning({ id: timeEntry.id });
      return getEntry(owner, row!.id);
    },

    async update(owner: TimeOwner, id: string, patch: z.infer<typeof updateEntrySchema>): Promise<TimeEntry> {
      const current = await getEntry(owner, id);
      const startedAt = patch.startedAt ?? new Date(current.startedAt);
      const endedAt = patch.endedAt ?? (current.endedAt ? new Date(current.endedAt) : null);
      if (endedAt && endedAt <= startedAt) {
        throw new ApiError(400, 'validation:body', 'La fin doit être après le début.');
      }
      if (patch.endedAt && current.running) {
        throw new ApiError(400, 'validation:body', 'Arrêtez le minuteur pour fixer sa fin.');
      }
      const links = await resolveLinks(owner, patch);
      await db
        .update(timeEntry)
        .set({
          ...links,
          ...(patch.startedAt ? { startedAt } : {}),
          ...(patch.endedAt ? { endedAt } : {}),
          ...(patch.note !== undefined ? { note: patch.note } : {}),
        })
        .where(and(eq(timeEntry.id, id), mine(owner)));
      return getEntry(owner, id);
    },

    async remove(owner: TimeOwner, id: string): Promise<void> {
      const removed = await db
        .delete(timeEntry)
        .where(and(eq(timeEntry.id, id), mine(owner)))
        .returning({ id: timeEntry.id });
      if (!removed.length) throw new ApiError(404, 'not_found', 'Entrée de temps introuvable.');
    },
  };
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;
