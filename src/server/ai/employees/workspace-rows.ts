// What the triggered skills read of the user's workspace (decision 075): the queries and the French
// lines their reports share. Database code: only the folders' runs.ts import it, and the declarations
// reach those through a dynamic import, so the offline engine never loads it.
import { and, asc, eq, gte, ilike, lt, ne } from 'drizzle-orm';
import { employees } from '../../../shared/employees.ts';
import { frenchDay } from '../../../shared/paris-time.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { Db } from '../../db/client.ts';
import { calendarEvent, task } from '../../db/schema.ts';

/** « • line » per line, or the sentence said when there is none. */
export function bullet(lines: string[], empty: string): string {
  return lines.length ? lines.map((line) => `• ${line}`).join('\n') : empty;
}

/** « (échéance mardi 24 novembre) », or nothing for a task without a date. */
export function due(dueDate: string | null): string {
  return dueDate ? ` (échéance ${frenchDay(dueDate)})` : '';
}

/** A task's assignee: an employee's name, or the person's name as written. */
export function assigneeName(assignee: string): string {
  return employees.find((e) => e.id === (assignee as EmployeeId))?.name ?? assignee;
}

/** The user's open tasks (not the example's), soonest due first. */
export async function openTasks(db: Db, userId: string, filter?: ReturnType<typeof and>) {
  return db
    .select()
    .from(task)
    .where(and(eq(task.userId, userId), eq(task.sample, false), ne(task.status, 'done'), filter))
    .orderBy(asc(task.dueDate))
    .limit(200);
}

/** The open tasks due before today. */
export async function overdueTasks(db: Db, userId: string, today: string) {
  return openTasks(db, userId, lt(task.dueDate, today));
}

/** « Tâches en retard : N » and one line each, with its due date and who has it. */
export async function overdueReport(db: Db, userId: string, today: string): Promise<string> {
  const late = await overdueTasks(db, userId, today);
  return `Tâches en retard : ${late.length}\n${bullet(
    late.map((t) => `${t.title}${due(t.dueDate)}${t.assignee ? `, ${assigneeName(t.assignee)}` : ''}`),
    'Aucune tâche en retard. Bravo !',
  )}`;
}

/** The user's events starting in [from, to), those whose title matches `titleFilter` (ILIKE) if given. */
export async function eventsBetween(db: Db, userId: string, from: Date, to: Date, titleFilter?: string) {
  return db
    .select()
    .from(calendarEvent)
    .where(
      and(
        eq(calendarEvent.userId, userId),
        eq(calendarEvent.sample, false),
        gte(calendarEvent.startsAt, from),
        lt(calendarEvent.startsAt, to),
        titleFilter ? ilike(calendarEvent.title, titleFilter) : undefined,
      ),
    )
    .orderBy(asc(calendarEvent.startsAt))
    .limit(100);
}

/** An event's attendees as a line's end: « (avec Léa, Marc) ». */
export function withAttendees(attendees: string[]): string {
  return attendees.length ? ` (avec ${attendees.join(', ')})` : '';
}
