import { and, count, eq, sql } from 'drizzle-orm';
import { sampleWorkspace } from '../../shared/sample-workspace.ts';
import type { ExampleCounts, ExampleResult, GuidedStart } from '../../shared/workspace-model.ts';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  calendarEvent,
  chatMessage,
  companyProfile,
  conversation,
  guidedStart,
  mailboxAccount,
  project,
  task,
  timeEntry,
} from '../db/schema.ts';

// The example workspace and the guided start (decision 059). A new account starts empty; the user may
// load the one sample (src/shared/sample-workspace.ts, what visitors see) as example rows, marked
// `sample` in each table, and remove exactly those rows in one click. Nothing else writes `sample`.

/** How many example rows the user's workspace holds. */
export async function exampleCounts(db: Db, userId: string): Promise<ExampleCounts> {
  const n = (rows: Array<{ n: number }>) => rows[0]?.n ?? 0;
  const [projects, tasks, events, timeEntries] = await Promise.all([
    db
      .select({ n: count() })
      .from(project)
      .where(and(eq(project.userId, userId), eq(project.sample, true))),
    db
      .select({ n: count() })
      .from(task)
      .where(and(eq(task.userId, userId), eq(task.sample, true))),
    db
      .select({ n: count() })
      .from(calendarEvent)
      .where(and(eq(calendarEvent.userId, userId), eq(calendarEvent.sample, true))),
    db
      .select({ n: count() })
      .from(timeEntry)
      .where(and(eq(timeEntry.userId, userId), eq(timeEntry.sample, true))),
  ]);
  return { projects: n(projects), tasks: n(tasks), events: n(events), timeEntries: n(timeEntries) };
}

const isEmpty = (c: ExampleCounts) => c.projects + c.tasks + c.events + c.timeEntries === 0;

/** Serialises loads and removals of one user's example, on every instance (released at commit). */
async function lockExample(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`septime:example:${userId}`}))`);
}

/**
 * Loads the example, dated in the week of `now`; a no-op when example rows are already there (two
 * clicks, or two tabs, load it once).
 */
export async function loadExample(db: Db, userId: string, now = new Date()): Promise<ExampleResult> {
  const sample = sampleWorkspace(now);
  return db.transaction(async (tx) => {
    await lockExample(tx, userId);
    const present = await exampleCounts(tx, userId);
    if (!isEmpty(present)) return { changed: false, counts: present };
    const owner = { userId, workspaceId: userId, source: 'sample', sample: true };
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
        })),
      )
      .returning({ id: project.id });
    const projectIdOf = new Map(projects.map((row, i) => [sample.projects[i]!.id, row.id]));
    const tasks = await tx
      .insert(task)
      .values(
        sample.tasks.map((t) => ({
          ...owner,
          title: t.title,
          projectId: projectIdOf.get(t.projectId) ?? null,
          assignee: t.assignee,
          dueDate: t.dueDate,
          priority: t.priority,
          status: t.status,
        })),
      )
      .returning({ id: task.id });
    const taskIdOf = new Map(tasks.map((row, i) => [sample.tasks[i]!.id, row.id]));
    await tx.insert(calendarEvent).values(
      sample.events.map((e) => ({
        ...owner,
        title: e.title,
        startsAt: new Date(e.start),
        endsAt: new Date(e.end),
        attendees: [...e.attendees],
      })),
    );
    await tx.insert(timeEntry).values(
      sample.timeEntries.map((e) => ({
        userId,
        workspaceId: userId,
        sample: true,
        taskId: taskIdOf.get(e.taskId) ?? null,
        projectId: projectIdOf.get(e.projectId) ?? null,
        startedAt: new Date(e.start),
        endedAt: new Date(e.end),
        note: e.note,
      })),
    );
    const counts = {
      projects: sample.projects.length,
      tasks: sample.tasks.length,
      events: sample.events.length,
      timeEntries: sample.timeEntries.length,
    };
    await tx
      .insert(auditLog)
      .values({ userId, actor: 'user', action: 'example.loaded', subject: 'workspace', after: counts });
    return { changed: true, counts };
  });
}

/**
 * Removes the example rows, and only them: the user's own rows stay, those that pointed at an example
 * row (a task in an example project, time logged on an example task) lose that link only.
 */
export async function removeExample(db: Db, userId: string): Promise<ExampleResult> {
  return db.transaction(async (tx) => {
    await lockExample(tx, userId);
    const timeEntries = (
      await tx
        .delete(timeEntry)
        .where(and(eq(timeEntry.userId, userId), eq(timeEntry.sample, true)))
        .returning({ id: timeEntry.id })
    ).length;
    const events = (
      await tx
        .delete(calendarEvent)
        .where(and(eq(calendarEvent.userId, userId), eq(calendarEvent.sample, true)))
        .returning({ id: calendarEvent.id })
    ).length;
    const tasks = (
      await tx
        .delete(task)
        .where(and(eq(task.userId, userId), eq(task.sample, true)))
        .returning({ id: task.id })
    ).length;
    const projects = (
      await tx
        .delete(project)
        .where(and(eq(project.userId, userId), eq(project.sample, true)))
        .returning({ id: project.id })
    ).length;
    const counts = { projects, tasks, events, timeEntries };
    if (isEmpty(counts)) return { changed: false, counts };
    await tx
      .insert(auditLog)
      .values({ userId, actor: 'user', action: 'example.removed', subject: 'workspace', before: counts });
    return { changed: true, counts };
  });
}

/** The guided start: each step read from the user's data, whether it was put away, the example's rows. */
export async function guidedStartState(db: Db, userId: string): Promise<GuidedStart> {
  const [[profile], [asked], [mailbox], [dismissed], example] = await Promise.all([
    db.select({ name: companyProfile.name }).from(companyProfile).where(eq(companyProfile.userId, userId)),
    db
      .select({ id: chatMessage.id })
      .from(chatMessage)
      .innerJoin(conversation, eq(conversation.id, chatMessage.conversationId))
      .where(and(eq(conversation.userId, userId), eq(chatMessage.role, 'user')))
      .limit(1),
    db.select({ id: mailboxAccount.id }).from(mailboxAccount).where(eq(mailboxAccount.userId, userId)),
    db.select({ at: guidedStart.dismissedAt }).from(guidedStart).where(eq(guidedStart.userId, userId)),
    exampleCounts(db, userId),
  ]);
  return {
    steps: [
      { id: 'profile', done: Boolean(profile?.name?.trim()) },
      { id: 'request', done: asked !== undefined },
      { id: 'mailbox', done: mailbox !== undefined },
    ],
    dismissed: dismissed !== undefined,
    example,
  };
}

/** Puts the guided start away (once; a second call changes nothing). */
export async function dismissGuidedStart(db: Db, userId: string): Promise<void> {
  await db.insert(guidedStart).values({ userId }).onConflictDoNothing();
}
