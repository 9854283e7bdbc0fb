// Alfred's triggered runs (decision 075): the reports his scheduled skills write from the user's rows.
// Database code, reached from skills.ts through a dynamic import only.
import { eq, lt } from 'drizzle-orm';
import { isoDay, parisClock, parisDay, parisInstant, parisTime } from '../../../../shared/paris-time.ts';
import { task } from '../../../db/schema.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet, due, eventsBetween, openTasks, overdueReport, withAttendees } from '../workspace-rows.ts';

/** Monday's priorities: the urgent and high tasks due within 7 days, else all those due. */
export async function weeklyPriorities({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const weekEnd = isoDay(parisClock(now).day + 7);
  const soon = await openTasks(db, userId, lt(task.dueDate, weekEnd));
  const high = soon.filter((t) => t.priority === 'high' || t.priority === 'urgent');
  return `Priorités de la semaine :\n${bullet(
    (high.length ? high : soon).slice(0, 10).map((t) => `${t.title}${due(t.dueDate)}`),
    'Aucune échéance cette semaine.',
  )}`;
}

/** The day's events by their Paris time, then the tasks due today. */
export async function morningAgenda({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const day = parisClock(now).day;
  const events = await eventsBetween(db, userId, parisInstant(day, 0), parisInstant(day + 1, 0));
  const dueToday = await openTasks(db, userId, eq(task.dueDate, parisDay(now)));
  return `Agenda du jour :\n${bullet(
    [
      ...events.map((e) => `${parisTime(e.startsAt)} ${e.title}${withAttendees(e.attendees)}`),
      ...dueToday.map((t) => `À terminer aujourd’hui : ${t.title}`),
    ],
    'Rien de prévu.',
  )}`;
}

/** The late tasks a run on « tâche en retard » reports (each reminder is proposed by the service). */
export async function overdueReminders({ db, userId, now }: ScheduledRunContext): Promise<string> {
  return overdueReport(db, userId, parisDay(now));
}
