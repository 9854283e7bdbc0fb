import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  entryListQuerySchema,
  manualEntrySchema,
  startTimerSchema,
  type TimeEntry,
  type TimeSummary,
  updateEntrySchema,
} from '../../shared/time-tracking.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { project, task, timeEntry } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { listProjects, listTasks } from '../workspace/workspace.queries.ts';

const entryId = z.uuid({ error: 'Identifiant d’entrée invalide.' });
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const dayKey = (at: Date) => parisDay.format(at);

const columns = {
  id: timeEntry.id,
  taskId: timeEntry.taskId,
  taskTitle: task.title,
  projectId: timeEntry.projectId,
  projectName: project.name,
  startedAt: timeEntry.startedAt,
  endedAt: timeEntry.endedAt,
  note: timeEntry.note,
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
  };
}

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A Postgres unique violation (the one-running-timer index), from either driver. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export interface TimeEntryRouteDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  now?: () => Date;
}

export function timeEntryRoutes(deps: TimeEntryRouteDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function select(userId: string) {
    return db
      .select(columns)
      .from(timeEntry)
      .leftJoin(task, eq(task.id, timeEntry.taskId))
      .leftJoin(project, eq(project.id, timeEntry.projectId))
      .where(eq(timeEntry.userId, userId))
      .$dynamic();
  }

  async function getEntry(userId: string, id: string): Promise<TimeEntry> {
    const [row] = await select(userId).where(and(eq(timeEntry.userId, userId), eq(timeEntry.id, id)));
    if (!row) throw new ApiError(404, 'not_found', 'Entrée de temps introuvable.');
    return toEntry(row as EntryRow, now());
  }

  /** The task and project must be the user's own; a task brings its project along. */
  async function resolveLinks(
    userId: string,
    input: { taskId?: string | null; projectId?: string | null },
  ): Promise<{ taskId?: string | null; projectId?: string | null }> {
    const links: { taskId?: string | null; projectId?: string | null } = {};
    if (input.taskId !== undefined) links.taskId = input.taskId;
    if (input.projectId !== undefined) links.projectId = input.projectId;
    if (input.taskId) {
      const [owned] = await db
        .select({ projectId: task.projectId })
        .from(task)
        .where(and(eq(task.id, input.taskId), eq(task.userId, userId)));
      if (!owned) throw new ApiError(400, 'validation:body', 'Tâche introuvable.');
      if (!input.projectId && owned.projectId) links.projectId = owned.projectId;
    }
    if (links.projectId) {
      const [owned] = await db
        .select({ id: project.id })
        .from(project)
        .where(and(eq(project.id, links.projectId), eq(project.userId, userId)));
      if (!owned) throw new ApiError(400, 'validation:body', 'Projet introuvable.');
    }
    return links;
  }

  return (
    new Hono<AuthEnv>()
      .use(requireUser(deps.auth))
      .get('/', async (c) => {
        const query = parseParam(entryListQuerySchema, c.req.query());
        const userId = c.get('user').id;
        const conditions = [eq(timeEntry.userId, userId)];
        if (query.from) conditions.push(gte(timeEntry.startedAt, query.from));
        if (query.to) conditions.push(lte(timeEntry.startedAt, query.to));
        const rows = await select(userId)
          .where(and(...conditions))
          .orderBy(desc(timeEntry.startedAt))
          .limit(500);
        const at = now();
        return c.json({ entries: rows.map((row) => toEntry(row as EntryRow, at)) });
      })
      // What a timer or an entry can be attached to: the user's open tasks and their projects.
      .get('/options', async (c) => {
        const userId = c.get('user').id;
        const [tasks, projects] = await Promise.all([listTasks(db, userId), listProjects(db, userId)]);
        return c.json({
          tasks: tasks
            .filter((t) => t.status !== 'done')
            .map((t) => ({ id: t.id, title: t.title, projectId: t.projectId })),
          projects: projects.map((p) => ({ id: p.id, name: p.name })),
        });
      })
      .get('/running', async (c) => {
        const userId = c.get('user').id;
        const [row] = await select(userId).where(
          and(eq(timeEntry.userId, userId), isNull(timeEntry.endedAt)),
        );
        return c.json({ entry: row ? toEntry(row as EntryRow, now()) : null });
      })
      .get('/summary', async (c) => {
        const userId = c.get('user').id;
        const at = now();
        const since = new Date(at.getTime() - 8 * 86_400_000);
        const recent = await db
          .select({ startedAt: timeEntry.startedAt, endedAt: timeEntry.endedAt })
          .from(timeEntry)
          .where(and(eq(timeEntry.userId, userId), gte(timeEntry.startedAt, since)));
        const days = Array.from({ length: 7 }, (_, i) => ({
          day: dayKey(new Date(at.getTime() - (6 - i) * 86_400_000)),
          seconds: 0,
        }));
        const today = dayKey(at);
        // Monday of this week in Paris: step back day by day until the weekday is Monday.
        let monday = at;
        const weekday = (d: Date) =>
          new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short' }).format(d);
        while (weekday(monday) !== 'Mon') monday = new Date(monday.getTime() - 86_400_000);
        const weekStart = dayKey(monday);
        let weekSeconds = 0;
        for (const row of recent) {
          const seconds = Math.max(0, ((row.endedAt ?? at).getTime() - row.startedAt.getTime()) / 1000);
          const day = dayKey(row.startedAt);
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
          .where(eq(timeEntry.userId, userId))
          .groupBy(timeEntry.projectId, project.name);
        const summary: TimeSummary = {
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
        return c.json(summary);
      })
      .get('/export.csv', async (c) => {
        const userId = c.get('user').id;
        await deps.limits.enforce(c, limitCheck('time-export:user', userId));
        const rows = await select(userId).orderBy(desc(timeEntry.startedAt)).limit(10_000);
        const at = now();
        const time = new Intl.DateTimeFormat('fr-FR', {
          timeZone: 'Europe/Paris',
          hour: '2-digit',
          minute: '2-digit',
        });
        const lines = [
          ['Date', 'Début', 'Fin', 'Durée (minutes)', 'Tâche', 'Projet', 'Note'].map(csvCell).join(';'),
        ];
        for (const row of rows) {
          const entry = toEntry(row as EntryRow, at);
          lines.push(
            [
              dayKey(row.startedAt),
              time.format(row.startedAt),
              row.endedAt ? time.format(row.endedAt) : 'en cours',
              String(Math.round(entry.durationSeconds / 60)),
              entry.taskTitle ?? '',
              entry.projectName ?? '',
              entry.note,
            ]
              .map(csvCell)
              .join(';'),
          );
        }
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="suivi-temps-${dayKey(at)}.csv"`);
        // The BOM makes spreadsheets read the accents as UTF-8.
        return c.body(`\uFEFF${lines.join('\r\n')}\r\n`);
      })
      .get('/:id', async (c) => {
        const id = parseParam(entryId, c.req.param('id'));
        return c.json(await getEntry(c.get('user').id, id));
      })
      .post('/start', async (c) => {
        const body = await parseJsonBody(c, startTimerSchema);
        const userId = c.get('user').id;
        const links = await resolveLinks(userId, body);
        try {
          const [row] = await db
            .insert(timeEntry)
            .values({ ...links, userId, workspaceId: userId, startedAt: now(), note: body.note })
            .returning({ id: timeEntry.id });
          return c.json(await getEntry(userId, row!.id), 201);
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
      })
      .post('/:id/stop', async (c) => {
        const id = parseParam(entryId, c.req.param('id'));
        const userId = c.get('user').id;
        const current = await getEntry(userId, id);
        if (!current.running) throw new ApiError(409, 'conflict:timer', 'Ce minuteur est déjà arrêté.');
        await db
          .update(timeEntry)
          .set({ endedAt: now() })
          .where(and(eq(timeEntry.id, id), eq(timeEntry.userId, userId), isNull(timeEntry.endedAt)));
        return c.json(await getEntry(userId, id));
      })
      .post('/', async (c) => {
        const body = await parseJsonBody(c, manualEntrySchema);
        const userId = c.get('user').id;
        const links = await resolveLinks(userId, body);
        const endedAt = body.endedAt ?? new Date(body.startedAt.getTime() + body.durationMinutes! * 60_000);
        const [row] = await db
          .insert(timeEntry)
          .values({
            ...links,
            userId,
            workspaceId: userId,
            startedAt: body.startedAt,
            endedAt,
            note: body.note,
          })
          .returning({ id: timeEntry.id });
        return c.json(await getEntry(userId, row!.id), 201);
      })
      .patch('/:id', async (c) => {
        const id = parseParam(entryId, c.req.param('id'));
        const body = await parseJsonBody(c, updateEntrySchema);
        const userId = c.get('user').id;
        const current = await getEntry(userId, id);
        const startedAt = body.startedAt ?? new Date(current.startedAt);
        const endedAt = body.endedAt ?? (current.endedAt ? new Date(current.endedAt) : null);
        if (endedAt && endedAt <= startedAt) {
          throw new ApiError(400, 'validation:body', 'La fin doit être après le début.');
        }
        if (body.endedAt && current.running) {
          throw new ApiError(400, 'validation:body', 'Arrêtez le minuteur pour fixer sa fin.');
        }
        const links = await resolveLinks(userId, body);
        await db
          .update(timeEntry)
          .set({
            ...links,
            ...(body.startedAt ? { startedAt } : {}),
            ...(body.endedAt ? { endedAt } : {}),
            ...(body.note !== undefined ? { note: body.note } : {}),
          })
          .where(and(eq(timeEntry.id, id), eq(timeEntry.userId, userId)));
        return c.json(await getEntry(userId, id));
      })
      .delete('/:id', async (c) => {
        const id = parseParam(entryId, c.req.param('id'));
        const removed = await db
          .delete(timeEntry)
          .where(and(eq(timeEntry.id, id), eq(timeEntry.userId, c.get('user').id)))
          .returning({ id: timeEntry.id });
        if (!removed.length) throw new ApiError(404, 'not_found', 'Entrée de temps introuvable.');
        return c.body(null, 204);
      })
  );
}
