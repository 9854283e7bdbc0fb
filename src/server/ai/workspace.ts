import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calendarEvent, mailboxAccount, mailboxMessage } from '../db/schema.ts';
import { listProjects, listTasks, taskCountsByProject } from '../workspace/workspace.queries.ts';
import { sampleWorkspaceSnapshot } from './local/sample-snapshot.ts';
import type { MailSummary, WorkspaceSnapshot } from './types.ts';

/** The user's own projects and tasks as the engines see them. */
export async function userWorkspaceSnapshot(db: Db, userId: string): Promise<WorkspaceSnapshot> {
  const [projects, tasks, counts, events] = await Promise.all([
    listProjects(db, userId),
    listTasks(db, userId),
    taskCountsByProject(db, userId),
    // The coming events (and the week's past ones), bounded like the other lists.
    db
      .select()
      .from(calendarEvent)
      .where(
        and(
          eq(calendarEvent.userId, userId),
          gte(calendarEvent.endsAt, new Date(Date.now() - 7 * 86_400_000)),
        ),
      )
      .orderBy(asc(calendarEvent.startsAt))
      .limit(100),
  ]);
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  // Still the seeded sample as it came (nothing added or changed): replies say it is sample data.
  const untouched = (row: { source: string; createdAt: Date; updatedAt: Date }) =>
    row.source === 'sample' && row.updatedAt.getTime() === row.createdAt.getTime();
  return {
    isSample: projects.length + tasks.length > 0 && projects.every(untouched) && tasks.every(untouched),
    projects: projects.map((p) => {
      const count = counts.get(p.id) ?? { done: 0, total: 0 };
      return {
        name: p.name,
        status: p.status,
        priority: p.priority,
        progress: count.total ? Math.round((100 * count.done) / count.total) : 0,
        dueDate: p.dueDate,
        tasksCompleted: count.done,
        tasksTotal: count.total,
      };
    }),
    tasks: tasks.map((t) => ({
      title: t.title,
      project: t.projectId ? (projectName.get(t.projectId) ?? null) : null,
      assignee: t.assignee,
      dueDate: t.dueDate,
      priority: t.priority,
      status: t.status,
    })),
    events: events.map((e) => ({
      title: e.title,
      start: e.startsAt.toISOString(),
      end: e.endsAt.toISOString(),
      attendees: e.attendees,
    })),
  };
}

/** The connected mailbox's latest synced messages (the triage Alfred answers from), if one is connected. */
export async function userMailSummary(db: Db, userId: string): Promise<MailSummary | undefined> {
  const [account] = await db
    .select({ email: mailboxAccount.email, lastSyncAt: mailboxAccount.lastSyncAt })
    .from(mailboxAccount)
    .where(eq(mailboxAccount.userId, userId));
  if (!account) return undefined;
  const messages = await db
    .select()
    .from(mailboxMessage)
    .where(eq(mailboxMessage.userId, userId))
    .orderBy(desc(mailboxMessage.receivedAt))
    .limit(50);
  return {
    account: account.email,
    lastSyncAt: account.lastSyncAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      from: m.fromName ? `${m.fromName} <${m.fromAddress}>` : m.fromAddress,
      subject: m.subject,
      receivedAt: m.receivedAt.toISOString(),
      category: m.category,
      excerpt: m.excerpt,
    })),
  };
}

/**
 * What the employees see of a user's work: their own rows (the sample is seeded into them when they
 * first open a workspace page or an employee first acts), or — for visitors and users who have
 * nothing yet — the same shared sample; `isSample` makes replies say it is sample data.
 */
export function createWorkspaceReader(db: Db) {
  // The sample reads in the Paris week of today: built once a minute, not once per visitor's message
  // (its Paris dates cost more than the rest of the visitor's request, issue 25).
  let sample: { minute: number; snapshot: WorkspaceSnapshot } | undefined;
  const sampleNow = () => {
    const minute = Math.floor(Date.now() / 60_000);
    if (sample?.minute !== minute) sample = { minute, snapshot: sampleWorkspaceSnapshot() };
    return sample.snapshot;
  };
  return async (userId: string | null): Promise<WorkspaceSnapshot> => {
    if (!userId) return sampleNow();
    const [own, mail] = await Promise.all([userWorkspaceSnapshot(db, userId), userMailSummary(db, userId)]);
    const snapshot = own.tasks.length || own.projects.length ? own : sampleNow();
    return mail ? { ...snapshot, mail } : snapshot;
  };
}
