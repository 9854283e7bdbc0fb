// The workspace API's contract (projects, tasks, calendar events): the zod schemas validate the
// server's input and the React forms, the labels are the French words of SPEC.md §4.

import { multiLineText, singleLineText } from './text-rules.ts';
import { guidedStartStepIds, priorities, projectStatuses, taskStatuses } from './workspace-model.ts';
import { z } from './zod.ts';

export * from './workspace-model.ts';

/** A real calendar day ("2026-02-31" is not), within years the database and the UI handle. */
function isRealDay(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return new Date(time).toISOString().slice(0, 10) === value && year >= 1900 && year <= 2999;
}

const isoDay = z
  .string({ error: 'La date doit être au format AAAA-MM-JJ.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date doit être au format AAAA-MM-JJ.' })
  .refine(isRealDay, { error: 'Cette date n’existe pas.' });

const name = (what: string, max: number) =>
  z
    .string({ error: `${what} est requis.` })
    .trim()
    .min(1, { error: `${what} est requis.` })
    .max(max, { error: `${what} ne peut pas dépasser ${max} caractères.` })
    .refine(...singleLineText);

const description = z
  .string({ error: 'La description doit être un texte.' })
  .trim()
  .max(2000, { error: 'La description ne peut pas dépasser 2 000 caractères.' })
  .refine(...multiLineText);

const projectFields = {
  name: name('Le nom du projet', 120),
  description,
  status: z.enum(projectStatuses, { error: 'Statut de projet inconnu.' }),
  priority: z.enum(priorities, { error: 'Priorité inconnue.' }),
  dueDate: isoDay.nullable(),
  teamSize: z
    .number({ error: 'La taille de l’équipe doit être un nombre.' })
    .int({ error: 'La taille de l’équipe doit être un nombre entier.' })
    .min(1, { error: 'L’équipe compte au moins 1 personne.' })
    .max(500, { error: 'L’équipe ne peut pas dépasser 500 personnes.' }),
};
const atLeastOne = (v: object) => Object.keys(v).length > 0;
const atLeastOneError = { error: 'Indiquez au moins un champ à modifier.' };

export const projectInputSchema = z.object({
  ...projectFields,
  description: projectFields.description.default(''),
  status: projectFields.status.default('planning'),
  priority: projectFields.priority.default('medium'),
  dueDate: projectFields.dueDate.default(null),
  teamSize: projectFields.teamSize.default(1),
});
// Patches have no defaults: a missing field stays as it is.
export const projectPatchSchema = z.object(projectFields).partial().refine(atLeastOne, atLeastOneError);
export type ProjectInput = z.input<typeof projectInputSchema>;

const taskFields = {
  title: name('Le titre de la tâche', 200),
  description,
  projectId: z.uuid({ error: 'Projet invalide.' }).nullable(),
  /** A person's name or one of the seven AI employees' ids. */
  assignee: z
    .string({ error: 'L’assigné doit être un texte.' })
    .trim()
    .max(120, { error: 'Le nom de l’assigné ne peut pas dépasser 120 caractères.' })
    .refine(...singleLineText)
    .nullable()
    .transform((v) => v || null),
  dueDate: isoDay.nullable(),
  priority: z.enum(priorities, { error: 'Priorité inconnue.' }),
  status: z.enum(taskStatuses, { error: 'Statut de tâche inconnu.' }),
  estimateMinutes: z
    .number({ error: 'L’estimation doit être un nombre de minutes.' })
    .int({ error: 'L’estimation doit être un nombre entier de minutes.' })
    .min(0, { error: 'L’estimation ne peut pas être négative.' })
    .max(100_000, { error: 'L’estimation est trop grande.' })
    .nullable(),
};

export const taskInputSchema = z.object({
  ...taskFields,
  description: taskFields.description.default(''),
  projectId: taskFields.projectId.default(null),
  assignee: taskFields.assignee.default(null),
  dueDate: taskFields.dueDate.default(null),
  priority: taskFields.priority.default('medium'),
  status: taskFields.status.default('todo'),
  estimateMinutes: taskFields.estimateMinutes.default(null),
});
export const taskPatchSchema = z.object(taskFields).partial().refine(atLeastOne, atLeastOneError);
export type TaskInput = z.input<typeof taskInputSchema>;

const dateTime = z.iso
  .datetime({ offset: true, error: 'La date et l’heure doivent être au format ISO 8601.' })
  .refine(
    (value) => {
      const time = Date.parse(value);
      const year = Number.isNaN(time) ? 0 : new Date(time).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    },
    { error: 'Cette date n’existe pas.' },
  );
const endAfterStart = [
  (e: { start?: string; end?: string }) => !e.start || !e.end || Date.parse(e.end) > Date.parse(e.start),
  { error: 'La fin doit être après le début.', path: ['end'] as PropertyKey[] },
] as const;

const eventFields = {
  title: name('Le titre de l’événement', 200),
  description,
  start: dateTime,
  end: dateTime,
  attendees: z
    .array(
      z
        .string({ error: 'Chaque participant doit être un texte.' })
        .trim()
        .min(1, { error: 'Un participant ne peut pas être vide.' })
        .max(120, { error: 'Un participant ne peut pas dépasser 120 caractères.' })
        .refine(...singleLineText),
      { error: 'Les participants doivent être une liste.' },
    )
    .max(50, { error: 'Pas plus de 50 participants.' }),
  taskId: z.uuid({ error: 'Tâche invalide.' }).nullable(),
};

export const eventInputSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(''),
    attendees: eventFields.attendees.default([]),
    taskId: eventFields.taskId.default(null),
  })
  .refine(...endAfterStart);
export const eventPatchSchema = z
  .object(eventFields)
  .partial()
  .refine(atLeastOne, atLeastOneError)
  .refine(...endAfterStart);
export type EventInput = z.input<typeof eventInputSchema>;

/** ?limit&offset of every list: bounded pages. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'La taille de page doit être un nombre.' })
    .int()
    .min(1, { error: 'La taille de page doit être comprise entre 1 et 200.' })
    .max(200, { error: 'La taille de page doit être comprise entre 1 et 200.' })
    .default(50),
  offset: z.coerce
    .number({ error: 'Le décalage doit être un nombre.' })
    .int()
    .min(0, { error: 'Le décalage ne peut pas être négatif.' })
    .default(0),
});

export const projectListQuerySchema = pageQuerySchema.extend({
  status: z.enum(projectStatuses, { error: 'Statut de projet inconnu.' }).optional(),
  priority: z.enum(priorities, { error: 'Priorité inconnue.' }).optional(),
  q: z
    .string()
    .trim()
    .max(200, { error: 'La recherche est trop longue.' })
    .refine(...singleLineText)
    .optional(),
});

export const dueFilters = ['overdue', 'today', 'week', 'none'] as const;
export const taskListQuerySchema = pageQuerySchema.extend({
  projectId: z.uuid({ error: 'Projet invalide.' }).optional(),
  assignee: z
    .string()
    .trim()
    .max(120)
    .refine(...singleLineText)
    .optional(),
  priority: z.enum(priorities, { error: 'Priorité inconnue.' }).optional(),
  status: z.enum(taskStatuses, { error: 'Statut de tâche inconnu.' }).optional(),
  due: z.enum(dueFilters, { error: 'Filtre d’échéance inconnu.' }).optional(),
  q: z
    .string()
    .trim()
    .max(200, { error: 'La recherche est trop longue.' })
    .refine(...singleLineText)
    .optional(),
});

export const eventListQuerySchema = pageQuerySchema.extend({
  from: dateTime.optional(),
  to: dateTime.optional(),
});

// What the API answers (the OpenAPI document and the typed client read these).
export const projectDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: z.enum(projectStatuses),
  priority: z.enum(priorities),
  /** 0–100, from the project's tasks (done / total). */
  progress: z.number(),
  dueDate: z.string().nullable(),
  teamSize: z.number(),
  tasksCompleted: z.number(),
  tasksTotal: z.number(),
  source: z.string(),
  /** Part of the example workspace (decision 059): shown with the « Exemple » label. */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const taskDtoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  assignee: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(priorities),
  status: z.enum(taskStatuses),
  estimateMinutes: z.number().nullable(),
  source: z.string(),
  /** Part of the example workspace (decision 059): shown with the « Exemple » label. */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const eventDtoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  attendees: z.array(z.string()),
  taskId: z.string().nullable(),
  source: z.string(),
  /** Part of the example workspace (decision 059): shown with the « Exemple » label. */
  sample: z.boolean(),
});

/** A bounded page of a list. */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    totalCapped: z.boolean(),
    limit: z.number(),
    offset: z.number(),
  });
}

// The example workspace and the guided start (decision 059).
export const exampleCountsSchema = z.object({
  projects: z.number(),
  tasks: z.number(),
  events: z.number(),
  timeEntries: z.number(),
});

export const guidedStartSchema = z.object({
  /** Each step, checked from the user's data. */
  steps: z.array(z.object({ id: z.enum(guidedStartStepIds), done: z.boolean() })),
  dismissed: z.boolean(),
  /** The example rows in the workspace now (all zero when none is loaded). */
  example: exampleCountsSchema,
});

export const exampleResultSchema = z.object({
  /** False when the example was already there (a second click loads nothing more). */
  changed: z.boolean(),
  counts: exampleCountsSchema,
});
