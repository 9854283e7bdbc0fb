// Millie's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { and, asc, eq } from 'drizzle-orm';
import { parisDay } from '../../../../shared/paris-time.ts';
import { project, task } from '../../../db/schema.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet, overdueReport } from '../workspace-rows.ts';

const statusLabels: Record<string, string> = {
  planning: 'en préparation',
  active: 'en cours',
  on_hold: 'en pause',
  completed: 'terminé',
  cancelled: 'annulé',
};

/** Each project of the user: its status, the share of its tasks done, and its late tasks. */
export async function projectStatus({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const today = parisDay(now);
  const projects = await db
    .select()
    .from(project)
    .where(and(eq(project.userId, userId), eq(project.sample, false)))
    .orderBy(asc(project.name))
    .limit(100);
  const tasks = await db
    .select()
    .from(task)
    .where(and(eq(task.userId, userId), eq(task.sample, false)))
    .limit(2000);
  const lines = projects.map((p) => {
    const own = tasks.filter((t) => t.projectId === p.id);
    const done = own.filter((t) => t.status === 'done').length;
    const late = own.filter((t) => t.status !== 'done' && t.dueDate !== null && t.dueDate < today).length;
    const progress = own.length ? Math.round((100 * done) / own.length) : 0;
    const lateText = late ? `, ${late} tâche${late > 1 ? 's' : ''} en retard` : '';
    return `${p.name} (${statusLabels[p.status] ?? p.status}) : ${progress} % (${done}/${own.length} tâches)${lateText}`;
  });
  return `Avancement des projets :\n${bullet(lines, 'Aucun projet pour le moment.')}`;
}

/** The late tasks, each with its due date and who has it. */
export async function overdueWatch({ db, userId, now }: ScheduledRunContext): Promise<string> {
  return overdueReport(db, userId, parisDay(now));
}
