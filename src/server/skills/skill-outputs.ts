import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or } from 'drizzle-orm';
import { employees } from '../../shared/employees.ts';
import {
  frenchDay,
  isoDay,
  parisClock,
  parisDay,
  parisInstant,
  parisLongDate,
  parisTime,
} from '../../shared/paris-time.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import type { SkillKind } from '../../shared/skills-model.ts';
import { elapsedLabel } from '../../shared/support-model.ts';
import { priorityLabels } from '../../shared/workspace-model.ts';
import { crmFollowUpsText } from '../crm/crm-follow-ups.ts';
import type { Db } from '../db/client.ts';
import {
  calendarEvent,
  companyProfile,
  document,
  documentPassage,
  memoryFact,
  project,
  supportTicket,
  task,
} from '../db/schema.ts';
import { supportScope, supportSummary } from '../support/support.service.ts';

// What a skill writes when it runs: a French text built from the user's workspace, the same on every
// engine (no model call: the run is cheap, repeatable and testable; the quota still counts it). Only
// the user's own rows: the example workspace's never enter a report or a mail (decision 059).

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

/** A task's assignee: an employee's name, or the person's name as written. */
function assigneeName(assignee: string): string {
  return employees.find((e) => e.id === (assignee as EmployeeId))?.name ?? assignee;
}

/** « échéance mardi 24 novembre », or nothing for a task without a date. */
function due(dueDate: string | null): string {
  return dueDate ? ` (échéance ${frenchDay(dueDate)})` : '';
}

/** Lower case without accents, to read an instruction's words. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Topic = Exclude<SkillKind, 'custom' | 'overdue_reminders'>;

/** What a skill written in the user's words is about: the built-in report it gets (first match wins). */
const topics: Array<[RegExp, Topic]> = [
  [/\bretard/, 'overdue_watch'],
  [/\b(ticket|support|sav)\b|\btickets\b|reclamation/, 'support_digest'],
  [/entretien|candidat|recrutement/, 'interview_reminders'],
  [/opportunite|prospect|relance.*client|pipeline|devis/, 'opportunity_followup'],
  [/calendrier editorial|contenu|publication|\bposts?\b|linkedin|newsletter/, 'content_calendar'],
  [/\bveille\b|document/, 'watch_summary'],
  [/projet/, 'project_status'],
  [/priorit/, 'weekly_priorities'],
  [/agenda|rendez-vous|\brdv\b|planning|journee|reunion/, 'morning_agenda'],
];

export function topicOf(instruction: string): Topic | null {
  const words = plain(instruction);
  return topics.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

function bullet(lines: string[], empty: string): string {
  return lines.length ? lines.map((line) => `• ${line}`).join('\n') : empty;
}

async function openTasks(db: Db, userId: string, filter?: ReturnType<typeof and>) {
  return db
    .select()
    .from(task)
    .where(and(eq(task.userId, userId), eq(task.sample, false), ne(task.status, 'done'), filter))
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

async function eventsBetween(db: Db, userId: string, from: Date, to: Date, titleFilter?: string) {
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

const channels = ['Article de blog', 'Post LinkedIn', 'Newsletter', 'Étude de cas'];

/** Suki's month: one publication a week, its subject taken from the user's own calendar, projects and company. */
async function contentCalendar(db: Db, userId: string, day: number): Promise<string> {
  const monday = day - ((new Date(day * 86_400_000).getUTCDay() + 6) % 7);
  const weeks = [0, 7, 14, 21].map((offset) => monday + offset + (monday < day ? 7 : 0));
  const [events, projects, [profile], facts] = await Promise.all([
    eventsBetween(db, userId, parisInstant(weeks[0]!, 0), parisInstant(weeks[3]! + 7, 0)),
    db
      .select()
      .from(project)
      .where(and(eq(project.userId, userId), eq(project.sample, false)))
      .orderBy(desc(project.updatedAt))
      .limit(20),
    db.select().from(companyProfile).where(eq(companyProfile.userId, userId)),
    db
      .select({ text: memoryFact.text })
      .from(memoryFact)
      .where(eq(memoryFact.userId, userId))
      .orderBy(desc(memoryFact.createdAt))
      .limit(5),
  ]);
  // Subjects from the user's data, most concrete first; each used once.
  const pool = [
    ...projects.filter((p) => p.status === 'completed').map((p) => `retour d’expérience sur « ${p.name} »`),
    ...projects.filter((p) => p.status === 'active').map((p) => `les coulisses du projet « ${p.name} »`),
    ...(profile?.activity ? [`nos conseils en ${profile.activity}`] : []),
    ...facts.map((f) => f.text),
  ];
  const lines = weeks.map((start, i) => {
    const inWeek = events.filter((e) => {
      const d = parisClock(e.startsAt).day;
      return d >= start && d < start + 7 && !/entretien/i.test(e.title);
    });
    const subject = inWeek[0]
      ? `annoncer « ${inWeek[0].title} » (${frenchDay(isoDay(parisClock(inWeek[0].startsAt).day))})`
      : (pool.shift() ?? 'présenter votre offre et un client satisfait');
    return `Semaine du ${frenchDay(isoDay(start))} — ${channels[i]} : ${subject}`;
  });
  const hint =
    projects.length === 0 && !profile?.activity
      ? '\n\nAstuce : renseignez l’activité de votre entreprise (Paramètres) et vos projets pour des sujets plus précis.'
      : '';
  return `Calendrier éditorial du mois :\n${bullet(lines, '')}${hint}`;
}

/** Spec's week: the company documents added this week, with their opening lines; else what is remembered. */
async function watchSummary(db: Db, userId: string, now: Date): Promise<string> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [docs, [profile]] = await Promise.all([
    db
      .select({
        id: document.id,
        name: document.name,
        createdAt: document.createdAt,
        status: document.status,
      })
      .from(document)
      .where(eq(document.userId, userId))
      .orderBy(desc(document.createdAt))
      .limit(50),
    db.select().from(companyProfile).where(eq(companyProfile.userId, userId)),
  ]);
  const about = [profile?.name, profile?.activity, profile?.city].filter(Boolean).join(', ');
  const title = `Veille de la semaine${about ? ` — ${about}` : ''}`;
  if (docs.length > 0) {
    const fresh = docs.filter((d) => d.createdAt >= weekAgo).slice(0, 5);
    const openings = fresh.length
      ? await db
          .select({ documentId: documentPassage.documentId, body: documentPassage.body })
          .from(documentPassage)
          .where(
            and(
              inArray(
                documentPassage.documentId,
                fresh.map((d) => d.id),
              ),
              eq(documentPassage.position, 0),
            ),
          )
      : [];
    const opening = new Map(openings.map((o) => [o.documentId, o.body.replace(/\s+/g, ' ').trim()]));
    const lines = fresh.map((d) => {
      const text = opening.get(d.id);
      const excerpt = text
        ? ` : « ${text.length > 160 ? `${text.slice(0, 157)}…` : text} »`
        : ' (pas de texte lisible)';
      return `${d.name}${excerpt}`;
    });
    return `${title} :\n${bullet(lines, `Aucun nouveau document cette semaine (${docs.length} dans Documents).`)}${
      fresh.length
        ? `\n\n${fresh.length} document${fresh.length > 1 ? 's' : ''} ajouté${fresh.length > 1 ? 's' : ''} cette semaine, ${docs.length} au total.`
        : ''
    }`;
  }
  // No document yet: what the employees remember of the company.
  const facts = await db
    .select({ text: memoryFact.text, createdAt: memoryFact.createdAt })
    .from(memoryFact)
    .where(eq(memoryFact.userId, userId))
    .orderBy(desc(memoryFact.createdAt))
    .limit(20);
  if (facts.length === 0 && !about)
    return 'Veille de la semaine : ajoutez les documents de votre entreprise (page Documents) pour que Spec en tire un résumé.';
  const fresh = facts.filter((f) => f.createdAt >= weekAgo);
  return `${title} :\n${bullet(
    (fresh.length ? fresh : facts.slice(0, 5)).map((f) => f.text),
    'Rien de nouveau cette semaine.',
  )}${fresh.length ? `\n\n${fresh.length} information${fresh.length > 1 ? 's' : ''} ajoutée${fresh.length > 1 ? 's' : ''} cette semaine.` : ''}\n\nAjoutez vos documents (page Documents) pour une veille plus complète.`;
}

/** Writes the run's result; `payload` is what started an event or webhook run. */
/** Before the desk has its first ticket: the open tasks about support, as the digest did (decision 068). */
async function supportTasks(db: Db, userId: string): Promise<string> {
  const tickets = await openTasks(
    db,
    userId,
    or(ilike(task.title, '%support%'), ilike(task.description, '%support%'), eq(task.assignee, 'clide')),
  );
  return `Tickets de support ouverts : ${tickets.length}\n${bullet(
    tickets.map((t) => `${t.title} (priorité : ${priorityLabels[t.priority]})${due(t.dueDate)}`),
    'Aucun ticket ouvert.',
  )}`;
}

/**
 * The week of the support desk from its records (decision 068): the tickets opened and resolved over the
 * last 7 days, the median time to a first response of the week's tickets, and the late ones with their
 * requester and how late. Undefined when the desk has never had a ticket.
 */
async function supportDigest(db: Db, userId: string, now: Date): Promise<string | undefined> {
  const desk = await supportSummary(db, userId, now);
  if (!desk) return undefined;
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const scope = supportScope(userId);
  const [opened, resolved] = await Promise.all([
    db
      .select({ createdAt: supportTicket.createdAt, firstRespondedAt: supportTicket.firstRespondedAt })
      .from(supportTicket)
      .where(and(eq(supportTicket.workspaceId, scope), gte(supportTicket.createdAt, since))),
    db
      .select({ id: supportTicket.id })
      .from(supportTicket)
      .where(and(eq(supportTicket.workspaceId, scope), gte(supportTicket.resolvedAt, since))),
  ]);
  const waits = opened
    .flatMap((t) => (t.firstRespondedAt ? [t.firstRespondedAt.getTime() - t.createdAt.getTime()] : []))
    .sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
  const late = desk.tickets.filter((t) => t.overdue);
  const lateLine = (t: (typeof late)[number]) => {
    const first = !t.firstRespondedAt && Date.parse(t.firstResponseDueAt) < now.getTime();
    const dueAt = new Date(first ? t.firstResponseDueAt : t.resolutionDueAt);
    return `${t.subject} — ${t.requesterName} (${t.requesterEmail}) : ${first ? 'première réponse' : 'résolution'} en retard de ${elapsedLabel(now.getTime() - dueAt.getTime())}, échéance ${frenchDay(parisDay(dueAt))} à ${parisTime(dueAt)}`;
  };
  return [
    `Bilan du support, du ${frenchDay(parisDay(since))} au ${frenchDay(parisDay(now))} :`,
    bullet(
      [
        `Tickets ouverts cette semaine : ${opened.length}`,
        `Tickets résolus cette semaine : ${resolved.length}`,
        waits.length
          ? `Délai médian de première réponse : ${elapsedLabel(median)} (sur ${waits.length} ticket${waits.length > 1 ? 's' : ''} de la semaine déjà répondu${waits.length > 1 ? 's' : ''})`
          : 'Délai médian de première réponse : aucun ticket de la semaine n’a encore reçu de réponse',
        `Tickets en cours : ${desk.openCount}, dont ${desk.overdueCount} en retard`,
      ],
      '',
    ),
    desk.overdueCount ? `En retard :\n${bullet(late.map(lateLine), '')}` : 'Aucun ticket en retard.',
  ].join('\n\n');
}

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
  // A skill described in the user's words gets the report its instruction asks for.
  const topic: SkillKind | null = skill.kind === 'custom' ? topicOf(skill.instruction) : skill.kind;
  let body: string;
  switch (topic) {
    case 'project_status':
      body = await projectStatus(db, userId, today);
      break;
    case 'overdue_watch':
    case 'overdue_reminders': {
      const late = await overdue(db, userId, today);
      body = `Tâches en retard : ${late.length}\n${bullet(
        late.map((t) => `${t.title}${due(t.dueDate)}${t.assignee ? `, ${assigneeName(t.assignee)}` : ''}`),
        'Aucune tâche en retard. Bravo !',
      )}`;
      break;
    }
    case 'weekly_priorities': {
      const weekEnd = isoDay(day + 7);
      const soon = await openTasks(db, userId, lt(task.dueDate, weekEnd));
      const high = soon.filter((t) => t.priority === 'high' || t.priority === 'urgent');
      body = `Priorités de la semaine :\n${bullet(
        (high.length ? high : soon).slice(0, 10).map((t) => `${t.title}${due(t.dueDate)}`),
        'Aucune échéance cette semaine.',
      )}`;
      break;
    }
    case 'morning_agenda':
    case 'interview_reminders': {
      const span = topic === 'interview_reminders' ? 2 : 1;
      const events = await eventsBetween(
        db,
        userId,
        parisInstant(day, 0),
        parisInstant(day + span, 0),
        topic === 'interview_reminders' ? '%entretien%' : undefined,
      );
      const dueToday = topic === 'morning_agenda' ? await openTasks(db, userId, eq(task.dueDate, today)) : [];
      const when = (e: (typeof events)[number]) =>
        topic === 'interview_reminders'
          ? `${frenchDay(isoDay(parisClock(e.startsAt).day))} à ${parisTime(e.startsAt)}`
          : parisTime(e.startsAt);
      body = `${topic === 'interview_reminders' ? 'Entretiens d’aujourd’hui et de demain' : 'Agenda du jour'} :\n${bullet(
        [
          ...events.map(
            (e) => `${when(e)} ${e.title}${e.attendees.length ? ` (avec ${e.attendees.join(', ')})` : ''}`,
          ),
          ...dueToday.map((t) => `À terminer aujourd’hui : ${t.title}`),
        ],
        topic === 'interview_reminders' ? 'Aucun entretien prévu.' : 'Rien de prévu.',
      )}`;
      break;
    }
    case 'opportunity_followup': {
      // N days, as the instruction says (« sans activité depuis 10 jours »); 7 when it says none.
      const said = /(\d{1,3})\s*jours?/.exec(plain(skill.instruction));
      const days = Math.min(365, Math.max(1, Number(said?.[1] ?? 7)));
      // From the CRM's records (decision 067): next steps due or past, and silent opportunities.
      body = await crmFollowUpsText(db, userId, today, now, days);
      break;
    }
    case 'support_digest': {
      body = (await supportDigest(db, userId, now)) ?? (await supportTasks(db, userId));
      break;
    }
    case 'content_calendar':
      body = await contentCalendar(db, userId, day);
      break;
    case 'watch_summary':
      body = await watchSummary(db, userId, now);
      break;
    default: {
      const late = await overdue(db, userId, today);
      const open = await openTasks(db, userId);
      body = `${skill.instruction || skill.name}\n\nTâches ouvertes : ${open.length}, dont ${late.length} en retard.\n${bullet(
        late.slice(0, 10).map((t) => `${t.title}${due(t.dueDate)}`),
        'Aucune tâche en retard.',
      )}`;
    }
  }
  if (skill.kind === 'custom' && topic && skill.instruction) body = `${skill.instruction}\n\n${body}`;
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
