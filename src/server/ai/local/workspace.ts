// Reading the user's workspace: open tasks in priority order, due dates, projects named in a message.

import { type DayNumber, dayOf, weekday } from '../../../shared/paris-time.ts';
import type { WorkspaceSnapshot } from '../types.ts';
import { dueRelative, fold, formatDay, stopWords } from './french.ts';

export type Task = WorkspaceSnapshot['tasks'][number];
export type Project = WorkspaceSnapshot['projects'][number];
type Priority = Task['priority'];

// The French labels of SPEC.md §4, the same words as the pages'.
export { priorityLabels, projectStatusLabels } from '../../../shared/workspace-model.ts';

export const priorityRank: Record<Priority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

export function openTasks(workspace: WorkspaceSnapshot): Task[] {
  return workspace.tasks.filter((task) => task.status !== 'done');
}

function dueDay(task: { dueDate: string | null }): DayNumber {
  // No due date sorts after every dated task.
  return task.dueDate ? (dayOf(task.dueDate) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
}

/** Urgent before high before medium before low, then the earliest due date, then the title. */
export function rankTasks(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      priorityRank[a.priority] - priorityRank[b.priority] ||
      dueDay(a) - dueDay(b) ||
      a.title.localeCompare(b.title, 'fr'),
  );
}

export function isOverdue(task: Task, today: DayNumber): boolean {
  return task.status !== 'done' && dueDay(task) < today;
}

/** "en retard de 2 jours (samedi 21 novembre)", "demain (mardi 24 novembre)", "sans échéance". */
export function dueText(dueDate: string | null, today: DayNumber): string {
  const day = dueDate ? dayOf(dueDate) : null;
  if (day === null) return 'sans échéance';
  const relative = dueRelative(day, today);
  return relative === "aujourd'hui" ? "à rendre aujourd'hui" : `${relative} (${formatDay(day, today)})`;
}

/** The open tasks assigned to someone, by name, whatever the case or accents. */
export function tasksAssignedTo(workspace: WorkspaceSnapshot, name: string): Task[] {
  const wanted = fold(name);
  return rankTasks(openTasks(workspace).filter((task) => task.assignee && fold(task.assignee) === wanted));
}

/** Open tasks whose title contains one of the words (folded), e.g. the sales tasks for Chip. */
export function tasksAbout(workspace: WorkspaceSnapshot, words: RegExp): Task[] {
  return rankTasks(openTasks(workspace).filter((task) => words.test(fold(task.title))));
}

export function significantWords(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 3 && !stopWords.has(word));
}

// Words of a status request that would wrongly match a project's name ("l'équipe", "le point").
const statusWords =
  /^(projets?|equipes?|taches?|plan|charge|point|suivi|semaine|mois|echeances?|avancement|statuts?|rapports?|quel\w*|fait|quoi|qui|sont|dire|donne|fais)$/;

/** The project the message names best ("où en est la refonte du site ?"), if any. */
export function projectNamedIn(workspace: WorkspaceSnapshot, message: string): Project | null {
  const words = new Set(significantWords(message).filter((word) => !statusWords.test(word)));
  let best: Project | null = null;
  let bestScore = 0;
  for (const project of workspace.projects) {
    const score = significantWords(project.name).filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = project;
      bestScore = score;
    }
  }
  return best;
}

/** The next open task of a project, by due date. */
export function nextTaskOf(workspace: WorkspaceSnapshot, projectName: string): Task | null {
  const tasks = openTasks(workspace).filter((task) => task.project === projectName);
  return [...tasks].sort((a, b) => dueDay(a) - dueDay(b))[0] ?? null;
}

export function overdueTasksOf(workspace: WorkspaceSnapshot, projectName: string, today: DayNumber): Task[] {
  return openTasks(workspace).filter((task) => task.project === projectName && isOverdue(task, today));
}

/**
 * The period a request about tasks names ("aujourd'hui", "cette semaine", "la semaine prochaine",
 * "ce mois-ci"), as its last day and its French name; null when it names none.
 */
export function askedPeriod(command: string, today: DayNumber): { last: DayNumber; label: string } | null {
  const folded = fold(command);
  const sunday = today + ((7 - weekday(today)) % 7);
  if (/\b(?:semaine (?:prochaine|suivante)|prochaine semaine)\b/.test(folded))
    return { last: sunday + 7, label: 'd’ici la fin de la semaine prochaine' };
  if (/\b(?:cette|de la|la) semaine\b|\bhebdo/.test(folded))
    return { last: sunday, label: 'pour cette semaine' };
  if (/\b(?:ce mois|du mois|le mois)\b/.test(folded)) {
    const date = new Date(today * 86_400_000);
    const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / 86_400_000;
    return { last, label: 'pour ce mois-ci' };
  }
  if (/\bdemain\b/.test(folded) && !/\bapres[- ]demain\b/.test(folded))
    return { last: today + 1, label: 'd’ici demain' };
  if (/\b(?:aujourd'hui|du jour|ce matin|cet apres-midi|ce soir)\b/.test(folded))
    return { last: today, label: 'pour aujourd’hui' };
  return null;
}
