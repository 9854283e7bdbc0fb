import { and, asc, eq, ne } from 'drizzle-orm';
import { employees } from '../../shared/employees.ts';
import { frenchDay, parisDay, parisLongDate } from '../../shared/paris-time.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import type { SkillKind } from '../../shared/skills-model.ts';
import { scheduledSkill } from '../ai/index.ts';
import type { Db } from '../db/client.ts';
import { task } from '../db/schema.ts';

// What a skill writes when it runs: a French text built from the user's workspace, the same on every
// engine (no model call: the run is cheap, repeatable and testable; the quota still counts it). Only
// the user's own rows: the example workspace's never enter a report or a mail (decision 059). Each
// built-in kind is a skill of the registry, declared once in its owner's folder with the writer of its
// report (src/server/ai/employees/<id>/skills.ts, decision 075): this module only frames the report
// (subject, signature, what started it) and reads what a skill written in the user's words is about.

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

function employeeName(id: string): string {
  return employees.find((e) => e.id === (id as EmployeeId))?.name ?? id;
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

/**
 * A skill in the user's words whose instruction names no built-in report: the instruction, then the
 * open and late tasks of the workspace.
 */
async function tasksOverview(db: Db, userId: string, today: string, heading: string): Promise<string> {
  const open = await db
    .select({ title: task.title, dueDate: task.dueDate })
    .from(task)
    .where(and(eq(task.userId, userId), eq(task.sample, false), ne(task.status, 'done')))
    .orderBy(asc(task.dueDate))
    .limit(200);
  const late = open.filter((t) => t.dueDate !== null && t.dueDate < today);
  const lines = late.slice(0, 10).map((t) => `• ${t.title} (échéance ${frenchDay(t.dueDate!)})`);
  return `${heading}\n\nTâches ouvertes : ${open.length}, dont ${late.length} en retard.\n${
    lines.length ? lines.join('\n') : 'Aucune tâche en retard.'
  }`;
}

/** Writes the run's result; `payload` is what started an event or webhook run. */
export async function writeSkillOutput(
  db: Db,
  userId: string,
  skill: SkillLike,
  now: Date,
  payload?: Record<string, unknown> | null,
): Promise<SkillOutput> {
  const subject = `${skill.name} — ${parisLongDate(now)}`;
  const signature = `\n\n— ${employeeName(skill.employee)}, Septime`;
  // A skill described in the user's words gets the report its instruction asks for.
  const topic: SkillKind | null = skill.kind === 'custom' ? topicOf(skill.instruction) : skill.kind;
  const declared = topic ? scheduledSkill(topic) : null;
  if (topic && !declared) throw new Error(`No skill of the registry runs the automation ${topic}.`);
  let body = declared
    ? await declared.scheduled.write({ db, userId, now, instruction: skill.instruction })
    : await tasksOverview(db, userId, parisDay(now), skill.instruction || skill.name);
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
