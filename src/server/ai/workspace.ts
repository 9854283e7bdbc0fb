import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReportPeriod } from '../../shared/ai-tools.ts';
import type { Db } from '../db/client.ts';
import { aiAction, calendarEvent, mailboxAccount, mailboxMessage, timeEntry } from '../db/schema.ts';
import { supportSummary } from '../support/support.service.ts';
import { listProjects, listTasks, taskCountsByProject } from '../workspace/workspace.queries.ts';
import { parseProposal } from './actions/registry.ts';
import { crmSnapshot } from './crm/snapshot.ts';
import { sampleWorkspaceSnapshot } from './local/sample-snapshot.ts';
import type { MailSummary, WorkspaceSnapshot } from './types.ts';

/**
 * The user's projects, tasks and events as the engines see them (decision 059): their own rows only,
 * never mixed with the example workspace's. A workspace that holds only the example answers from it,
 * flagged `isSample` so every reply says it is example data; an empty one answers empty.
 */
export async function userWorkspaceSnapshot(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<WorkspaceSnapshot> {
  const own = await workspaceRows(db, userId, false, now);
  const hasOwn = own.projects.length + own.tasks.length + own.events.length > 0;
  const rows = hasOwn ? own : await workspaceRows(db, userId, true, now);
  const isSample = !hasOwn && rows.projects.length + rows.tasks.length + rows.events.length > 0;
  const [hours, pendingEvents, crm] = await Promise.all([
    trackedHours(db, userId, now),
    proposedEvents(db, userId),
    crmSnapshot(db, userId),
  ]);
  return {
    ...toSnapshot(rows, isSample),
    // Only the user's own time: the example's logged time is never a real figure.
    trackedHours: hours,
    pendingEvents,
    crm,
  };
}

/**
 * The events employees proposed that still wait for the user's approval: a new appointment over one
 * of them is flagged like one over the planning (drafts/memory-answers.ts).
 */
async function proposedEvents(
  db: Db,
  userId: string,
): Promise<NonNullable<WorkspaceSnapshot['pendingEvents']>> {
  const rows = await db
    .select({ params: aiAction.params })
    .from(aiAction)
    .where(
      and(eq(aiAction.userId, userId), eq(aiAction.kind, 'create_event'), eq(aiAction.status, 'proposed')),
    )
    .orderBy(desc(aiAction.createdAt))
    .limit(50);
  return rows.flatMap(({ params }) => {
    const parsed = parseProposal('create_event', params);
    return parsed.ok && parsed.proposal.kind === 'create_event'
      ? [
          {
            title: parsed.proposal.params.title,
            start: parsed.proposal.params.start,
            end: parsed.proposal.params.end,
          },
        ]
      : [];
  });
}

async function workspaceRows(db: Db, userId: string, sample: boolean, now: Date) {
  const [projects, tasks, counts, events] = await Promise.all([
    listProjects(db, userId, { sample }),
    listTasks(db, userId, { sample }),
    taskCountsByProject(db, userId, { sample }),
    // The coming events (and the week's past ones), bounded like the other lists.
    db
      .select()
      .from(calendarEvent)
      .where(
        and(
          eq(calendarEvent.userId, userId),
          eq(calendarEvent.sample, sample),
          gte(calendarEvent.endsAt, new Date(now.getTime() - 7 * 86_400_000)),
        ),
      )
      .orderBy(asc(calendarEvent.startsAt))
      .limit(100),
  ]);
  return { projects, tasks, counts, events };
}

/** Hours the user logged (their own entries, finished or running) over the last 1, 7, 30 and 90 days. */
async function trackedHours(db: Db, userId: string, now: Date): Promise<Record<ReportPeriod, number>> {
  const spans: Record<ReportPeriod, number> = { daily: 1, weekly: 7, monthly: 30, quarterly: 90 };
  const at = now.toISOString();
  const seconds = (days: number) =>
    sql<number>`coalesce(sum(extract(epoch from (least(coalesce(${timeEntry.endedAt}, ${at}::timestamptz), ${at}::timestamptz) - greatest(${timeEntry.startedAt}, ${at}::timestamptz - make_interval(days => ${days}))))) filter (where coalesce(${timeEntry.endedAt}, ${at}::timestamptz) > ${at}::timestamptz - make_interval(days => ${days})), 0)::float8`;
  const [row] = await db
    .select({
      daily: seconds(spans.daily),
      weekly: seconds(spans.weekly),
      monthly: seconds(spans.monthly),
      quarterly: seconds(spans.quarterly),
    })
    .from(timeEntry)
    .where(
      and(
        eq(timeEntry.workspaceId, userId),
        eq(timeEntry.sample, false),
        gte(timeEntry.startedAt, new Date(now.getTime() - 91 * 86_400_000)),
      ),
    );
  const hours = (value: number | undefined) => Math.round((Number(value ?? 0) / 3600) * 10) / 10;
  return {
    daily: hours(row?.daily),
    weekly: hours(row?.weekly),
    monthly: hours(row?.monthly),
    quarterly: hours(row?.quarterly),
  };
}

function toSnapshot(
  { projects, tasks, counts, events }: Awaited<ReturnType<typeof workspaceRows>>,
  isSample: boolean,
): WorkspaceSnapshot {
  const projectName = new Map(projects.map((p) => [p.id, p.name]));
  return {
    isSample,
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
 * What the employees see: a signed-in user's own workspace (empty for a new account, the example only
 * when it is all there is, said so), a visitor's the shared sample, `isSample` either way.
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
    const [own, mail, support] = await Promise.all([
      userWorkspaceSnapshot(db, userId),
      userMailSummary(db, userId),
      // The desk's open tickets (decision 068): what « Quels tickets sont en retard ? » is answered from.
      supportSummary(db, userId, new Date()),
    ]);
    return { ...own, ...(mail && { mail }), ...(support && { support }) };
  };
}
