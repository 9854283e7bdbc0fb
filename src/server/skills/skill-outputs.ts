import { and, asc, desc, eq, gte, ilike, lt, ne, or } from 'drizzle-orm';
import { employees } from '../../shared/employees.ts';
import {
  isoDay,
  parisClock,
  parisDay,
  parisInstant,
  parisLongDate,
  parisTime,
} from '../../shared/paris-time.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import type { SkillKind } from '../../shared/skills-model.ts';
import type { Db } from '../db/client.ts';
import { calendarEvent, companyProfile, memoryFact, project, task } from '../db/schema.ts';

// What a skill writes when it runs: a French text built from the user's workspace, the same on every
// engine (no model call: the run is cheap, repeatable and testable; the quota still counts it).

export interface SkillOutput {
  subject: string;
  text: string;
}

interface SkillLike {
  kind: SkillKind;
  employee: string;
  name: string;
  instruction: string;
}

const statusLabels: Record<string, string> = {
  planning: 'en préparation',
  active: 'en cours',
  on_hold: 'en pause',
  completed: 'terminé',
  cancelled: 'annulé',
};

function employeeName(id: string): string {
  return employees.find((e) => e.id === (id as EmployeeId))?.name ?? id;
}

function bullet(lines: string[], empty: string): string {
  return lines.length ? lines.map((line) => `• ${line}`).join('\n') : empty;
}

async function openTasks(db: Db, userId: string, filter?: ReturnType<typeof and>) {
  return db
    .select()
    .from(task)
    .where(and(eq(task.userId, userId), ne(task.status, 'done'), filter))
    .orderBy(asc(task.dueDate))
    .limit(200);
}

async function overdue(db: Db, userId: string, today: string) {
  return openTasks(db, userId, lt(task.dueDate, today));
}

async function projectStatus(db: Db, userId: string, today: string): Promise<string> {
  const projects = await db
    .select()
    .from(project)
    .where(eq(project.userId, userId))
    .orderBy(asc(project.name))
    .limit(100);
  const tasks = await db.select().from(task).where(eq(task.userId, userId)).limit(2000);
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

async function eventsBetween(db: Db, userId: string, from: Date, to: Date, titleFilter?: string) {
  return db
    .select()
    .from(calendarEvent)
    .where(
      and(
        eq(calendarEvent.userId, userId),
        gte(calendarEvent.startsAt, from),
        lt(calendarEvent.startsAt, to),
        titleFilter ? ilike(calendarEvent.title, titleFilter) : undefined,
      ),
    )
    .orderBy(asc(calendarEvent.startsAt))
    .limit(100);
}

/** Writes the run's result; `payload` is what started an event or webhook run. */
export async function writeSkillOutput(
  db: Db,
  userId: string,
  skill: SkillLike,
  now: Date,
  payload?: Record<string, unknown> | null,
): Promise<SkillOutput> {
  const today = parisDay(now);
  const day = parisClock(now).day;
  const subject = `${skill.name} — ${parisLongDate(now)}`;
  const signature = `\n\n— ${employeeName(skill.employee)}, Septime`;
  let body: string;
  switch (skill.kind) {
    case 'project_status':
      body = await projectStatus(db, userId, today);
      break;
    case 'overdue_watch':
    case 'overdue_reminders': {
      const late = await overdue(db, userId, today);
      body = `Tâches en retard :\n${bullet(
        late.map((t) => `${t.title} (échéance ${t.dueDate})`),
        'Aucune tâche en retard. Bravo !',
      )}`;
      break;
    }
    case 'weekly_priorities': {
      const weekEnd = isoDay(day + 7);
      const soon = await openTasks(db, userId, lt(task.dueDate, weekEnd));
      const high = soon.filter((t) => t.priority === 'high' || t.priority === 'urgent');
      body = `Priorités de la semaine :\n${bullet(
        (high.length ? high : soon).slice(0, 10).map((t) => `${t.title} (échéance ${t.dueDate})`),
        'Aucune échéance cette semaine.',
      )}`;
      break;
    }
    case 'morning_agenda':
    case 'interview_reminders': {
      const span = skill.kind === 'interview_reminders' ? 2 : 1;
      const events = await eventsBetween(
        db,
        userId,
        parisInstant(day, 0),
        parisInstant(day + span, 0),
        skill.kind === 'interview_reminders' ? '%entretien%' : undefined,
      );
      const dueToday =
        skill.kind === 'morning_agenda' ? await openTasks(db, userId, eq(task.dueDate, today)) : [];
      body = `${skill.kind === 'interview_reminders' ? 'Entretiens à venir' : 'Agenda du jour'} :\n${bullet(
        [
          ...events.map((e) => `${parisTime(e.startsAt)} ${e.title}`),
          ...dueToday.map((t) => `À terminer aujourd’hui : ${t.title}`),
        ],
        'Rien de prévu.',
      )}`;
      break;
    }
    case 'opportunity_followup': {
      const stale = await openTasks(
        db,
        userId,
        and(
          or(ilike(task.title, '%opportunit%'), ilike(task.title, '%prospect%'), eq(task.assignee, 'chip')),
          lt(task.updatedAt, new Date(now.getTime() - 7 * 86_400_000)),
        ),
      );
      body = `Opportunités sans nouvelles depuis 7 jours :\n${bullet(
        stale.map((t) => `${t.title} : une relance est conseillée`),
        'Toutes vos opportunités ont été suivies récemment.',
      )}`;
      break;
    }
    case 'support_digest': {
      const tickets = await openTasks(
        db,
        userId,
        or(ilike(task.title, '%support%'), ilike(task.description, '%support%'), eq(task.assignee, 'clide')),
      );
      body = `Tickets de support ouverts : ${tickets.length}\n${bullet(
        tickets.map((t) => `${t.title} (${t.priority})`),
        'Aucun ticket ouvert.',
      )}`;
      break;
    }
    case 'content_calendar': {
      const weeks = [0, 7, 14, 21].map((offset) => isoDay(day + offset));
      body = `Calendrier éditorial du mois :\n${bullet(
        weeks.map(
          (d, i) =>
            `Semaine du ${d} : ${['article de blog', 'post LinkedIn', 'newsletter', 'étude de cas'][i]}`,
        ),
        '',
      )}`;
      break;
    }
    case 'watch_summary': {
      // The company's documents as the employees know them: its profile and the facts remembered.
      const [profile] = await db.select().from(companyProfile).where(eq(companyProfile.userId, userId));
      const facts = await db
        .select({ text: memoryFact.text, createdAt: memoryFact.createdAt })
        .from(memoryFact)
        .where(eq(memoryFact.userId, userId))
        .orderBy(desc(memoryFact.createdAt))
        .limit(20);
      const weekAgo = now.getTime() - 7 * 86_400_000;
      const fresh = facts.filter((f) => f.createdAt.getTime() >= weekAgo);
      const about = [profile?.name, profile?.activity, profile?.city].filter(Boolean).join(', ');
      body =
        facts.length === 0 && !about
          ? 'Veille de la semaine : ajoutez les informations de votre entreprise (Paramètres, mémoire) pour que Spec en tire un résumé.'
          : `Veille de la semaine${about ? ` — ${about}` : ''} :\n${bullet(
              (fresh.length ? fresh : facts.slice(0, 5)).map((f) => f.text),
              'Rien de nouveau cette semaine.',
            )}${fresh.length ? `\n\n${fresh.length} information${fresh.length > 1 ? 's' : ''} ajoutée${fresh.length > 1 ? 's' : ''} cette semaine.` : ''}`;
      break;
    }
    default: {
      const late = await overdue(db, userId, today);
      const open = await openTasks(db, userId);
      body = `${skill.instruction || skill.name}\n\nTâches ouvertes : ${open.length}, dont ${late.length} en retard.\n${bullet(
        late.slice(0, 10).map((t) => `${t.title} (échéance ${t.dueDate})`),
        'Aucune tâche en retard.',
      )}`;
    }
  }
  if (payload && Object.keys(payload).length) {
    const title =
      typeof payload.title === 'string'
        ? payload.title
        : typeof payload.name === 'string'
          ? payload.name
          : null;
    if (title) body = `Déclenché par : ${title}\n\n${body}`;
  }
  return { subject, text: `${body}${signature}` };
}
