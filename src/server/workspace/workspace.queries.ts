import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { project, task } from '../db/schema.ts';

// Named queries on the user's projects and tasks. Every one is scoped by the owner's id.

export type TaskRow = typeof task.$inferSelect;
export type ProjectRow = typeof project.$inferSelect;
export type NewTask = Omit<
  typeof task.$inferInsert,
  'id' | 'userId' | 'workspaceId' | 'createdAt' | 'updatedAt'
>;

/** Which rows: the user's own (`sample: false`), the example's (`true`), or both (omitted). */
export interface RowScope {
  sample?: boolean;
  limit?: number;
}

/** The most recent open and done tasks (bounded: the engines never need more). */
export function listTasks(db: Db, userId: string, scope: RowScope = {}): Promise<TaskRow[]> {
  return db
    .select()
    .from(task)
    .where(
      and(eq(task.userId, userId), scope.sample === undefined ? undefined : eq(task.sample, scope.sample)),
    )
    .orderBy(asc(task.status), asc(task.dueDate))
    .limit(scope.limit ?? 500);
}

export function listProjects(db: Db, userId: string, scope: RowScope = {}): Promise<ProjectRow[]> {
  return db
    .select()
    .from(project)
    .where(
      and(
        eq(project.userId, userId),
        scope.sample === undefined ? undefined : eq(project.sample, scope.sample),
      ),
    )
    .orderBy(asc(project.name))
    .limit(scope.limit ?? 200);
}

/** Tasks done and total per project, from which a project's progress is derived. */
export async function taskCountsByProject(
  db: Db,
  userId: string,
  scope: RowScope = {},
): Promise<Map<string, { done: number; total: number }>> {
  const rows = await db
    .select({
      projectId: task.projectId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${task.status} = 'done')::int`,
    })
    .from(task)
    .where(
      and(
        eq(task.userId, userId),
        sql`${task.projectId} is not null`,
        scope.sample === undefined ? undefined : eq(task.sample, scope.sample),
      ),
    )
    .groupBy(task.projectId);
  return new Map(rows.map((row) => [row.projectId!, { done: row.done, total: row.total }]));
}

export async function createTasks(db: Db, userId: string, tasks: NewTask[]): Promise<TaskRow[]> {
  if (tasks.length === 0) return [];
  return db
    .insert(task)
    .values(tasks.map((t) => ({ ...t, userId, workspaceId: userId })))
    .returning();
}
