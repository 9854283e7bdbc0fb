import { z } from 'zod';
import { employees } from '../../../shared/employees.ts';
import { parisClock } from '../../../shared/paris-time.ts';
import { priorities } from '../../../shared/workspace-model.ts';
import { fold, formatDay } from '../local/french.ts';
import { defineAction } from './action.ts';

const dayMs = 86_400_000;

/** "Millie", "millie" → 'millie' (an employee's id); any other name stays as written; blank → null. */
export function canonicalAssignee(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  const employee = employees.find((e) => fold(e.name) === fold(trimmed) || e.id === fold(trimmed));
  return employee ? employee.id : trimmed.slice(0, 120);
}

function assigneeLabel(assignee: string): string {
  return employees.find((e) => e.id === assignee)?.name ?? assignee;
}

const priorityLabels = { low: 'basse', medium: 'normale', high: 'haute', urgent: 'urgente' } as const;

export const createTask = defineAction({
  kind: 'create_task',
  label: 'Créer une tâche',
  toolDescription:
    "Propose de créer une tâche (titre sans la date ni la priorité, échéance, priorité, personne assignée) ; l'utilisateur l'approuve avant qu'elle soit créée.",
  params: z.object({
    title: z.string().trim().min(1).max(200),
    dueDate: z.iso.date('date AAAA-MM-JJ').nullable().default(null),
    priority: z.enum(priorities).default('medium'),
    /** An AI employee's id ('millie') or a person's name; null when nobody was named. */
    assignee: z
      .string()
      .max(120)
      .nullable()
      .default(null)
      .transform(canonicalAssignee)
      .describe(
        "prénom de la personne, ou nom d'un des sept employés IA (Alfred, Chip, Clide, Suki, Dot, Millie, Spec)",
      ),
  }),
  describe({ title, dueDate, priority, assignee }, now) {
    const today = parisClock(now).day;
    const due = dueDate ? ` pour ${formatDay(Date.parse(dueDate) / dayMs, today)}` : '';
    // Medium is the default: said only when it is not.
    const level = priority === 'medium' ? '' : `, priorité ${priorityLabels[priority]}`;
    const who = assignee ? `, assignée à ${assigneeLabel(assignee)}` : '';
    return `Créer la tâche « ${title} »${due}${level}${who}`;
  },
  link: { href: '/tasks', label: 'Voir mes tâches' },
  async execute({ writes, userId, employee }, params) {
    const [created] = await writes.tasks.createMany(userId, [
      {
        title: params.title,
        dueDate: params.dueDate,
        priority: params.priority,
        assignee: params.assignee,
        source: `ai:${employee}`,
      },
    ]);
    return { taskId: created!.id, eventId: null };
  },
});
