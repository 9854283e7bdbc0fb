import { eq } from 'drizzle-orm';
import { sampleWorkspace } from '../../shared/sample-workspace.ts';
import type { Db } from '../db/client.ts';
import { calendarEvent, project, task, workspaceSeed } from '../db/schema.ts';

// A new workspace starts with the one sample (src/shared/sample-workspace.ts: the same rows visitors
// see), dated in the week the account first opens it.

/**
 * Seeds the sample once per user: the marker row is inserted first, in the same transaction, so two
 * concurrent first visits cannot both seed. Returns true when this call seeded.
 */
export async function seedSampleWorkspace(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const sample = sampleWorkspace(now);
  return db.transaction(async (tx) => {
    const marked = await tx.insert(workspaceSeed).values({ userId }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    const owner = { userId, workspaceId: userId };
    const projects = await tx
      .insert(project)
      .values(
        sample.projects.map((p) => ({
          ...owner,
          name: p.name,
          description: p.description,
          status: p.status,
          priority: p.priority,
          dueDate: p.dueDate,
          teamSize: p.teamSize,
          source: 'sample',
        })),
      )
      .returning({ id: project.id });
    const idOf = new Map(projects.map((row, i) => [sample.projects[i]!.id, row.id]));
    await tx.insert(task).values(
      sample.tasks.map((t) => ({
        ...owner,
        title: t.title,
        projectId: idOf.get(t.projectId) ?? null,
        assignee: t.assignee,
        dueDate: t.dueDate,
        priority: t.priority,
        status: t.status,
        source: 'sample',
      })),
    );
    await tx.insert(calendarEvent).values(
      sample.events.map((e) => ({
        ...owner,
        title: e.title,
        startsAt: new Date(e.start),
        endsAt: new Date(e.end),
        attendees: [...e.attendees],
        source: 'sample',
      })),
    );
    return true;
  });
}

/** Whether the user's workspace was seeded (for tests and the first-visit check). */
export async function isSeeded(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select().from(workspaceSeed).where(eq(workspaceSeed.userId, userId));
  return rows.length > 0;
}

// Users already seeded, per database: saves a query per request (the marker row is the truth).
const seededUsers = new WeakMap<Db, Set<string>>();

/** Seeds the user's workspace on first use (pages, AI employees); a no-op afterwards. */
export async function ensureSeeded(db: Db, userId: string): Promise<void> {
  let users = seededUsers.get(db);
  if (!users) {
    users = new Set();
    seededUsers.set(db, users);
  }
  if (users.has(userId)) return;
  await seedSampleWorkspace(db, userId);
  users.add(userId);
}
