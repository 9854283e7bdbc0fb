// Zod schemas of the time-tracking contract; the constants, types and helpers are in time-tracking-model.ts, which
// the client imports without pulling zod into its page chunks.

import { multiLineText } from './text-rules.ts';
import { maxEntryHours, noteMax } from './time-tracking-model.ts';
import { z } from './zod.ts';

export * from './time-tracking-model.ts';

const optionalId = (message: string) => z.uuid({ error: message }).nullable().optional();
const note = z
  .string({ error: 'La note doit être un texte.' })
  .trim()
  .max(noteMax, { error: `La note ne peut pas dépasser ${noteMax} caractères.` })
  .refine(...multiLineText);
/** The instants a time entry may have: a valid ISO date with its offset, from 2000 to 2099 (issue 38: a
 * year 9999 plus a duration left PostgreSQL's range and was a 500). */
const firstInstant = Date.UTC(2000, 0, 1);
const lastInstant = Date.UTC(2100, 0, 1);
const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine(
      (v) => {
        const at = Date.parse(v);
        return Number.isFinite(at) && at >= firstInstant && at < lastInstant;
      },
      { error: message },
    )
    .transform((v) => new Date(v));

export const startTimerSchema = z.object({
  taskId: optionalId('Identifiant de tâche invalide.'),
  projectId: optionalId('Identifiant de projet invalide.'),
  note: note.default(''),
});
export type StartTimerInput = z.input<typeof startTimerSchema>;

export const manualEntrySchema = z
  .object({
    taskId: optionalId('Identifiant de tâche invalide.'),
    projectId: optionalId('Identifiant de projet invalide.'),
    startedAt: instant('Date de début invalide.'),
    endedAt: instant('Date de fin invalide.').optional(),
    durationMinutes: z
      .number({ error: 'La durée doit être un nombre de minutes.' })
      .int({ error: 'La durée doit être un nombre entier de minutes.' })
      .min(1, { error: 'La durée doit être d’au moins 1 minute.' })
      .max(maxEntryHours * 60, { error: `La durée ne peut pas dépasser ${maxEntryHours} heures.` })
      .optional(),
    note: note.default(''),
  })
  .check((ctx) => {
    const { startedAt, endedAt, durationMinutes } = ctx.value;
    // Zod runs this check even when a field failed (an invalid date stays a string): its own issue says so.
    if (!(startedAt instanceof Date) || (endedAt !== undefined && !(endedAt instanceof Date))) return;
    if (!endedAt && durationMinutes === undefined) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: 'Indiquez une heure de fin ou une durée.',
      });
    } else if (endedAt && endedAt <= startedAt) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: 'La fin doit être après le début.' });
    } else if (endedAt && endedAt.getTime() - startedAt.getTime() > maxEntryHours * 3_600_000) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `Une entrée ne peut pas dépasser ${maxEntryHours} heures.`,
      });
    }
  });
export type ManualEntryInput = z.input<typeof manualEntrySchema>;

export const updateEntrySchema = z
  .object({
    taskId: optionalId('Identifiant de tâche invalide.'),
    projectId: optionalId('Identifiant de projet invalide.'),
    startedAt: instant('Date de début invalide.').optional(),
    endedAt: instant('Date de fin invalide.').optional(),
    note: note.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Aucune modification fournie.' });
export type UpdateEntryInput = z.input<typeof updateEntrySchema>;

export const entryListQuerySchema = z.object({
  from: instant('Date de début invalide.').optional(),
  to: instant('Date de fin invalide.').optional(),
});

// What the API answers (the OpenAPI document and the typed client read these); the types are derived in
// time-tracking-model.ts.
export const timeEntrySchema = z.object({
  id: z.uuid(),
  taskId: z.string().nullable(),
  taskTitle: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Up to now for the running timer. */
  durationSeconds: z.number(),
  note: z.string(),
  running: z.boolean(),
  /** Part of the example workspace (decision 059): shown with the « Exemple » label. */
  sample: z.boolean(),
});

export const timeEntryListSchema = z.object({ entries: z.array(timeEntrySchema) });
export const runningEntrySchema = z.object({ entry: timeEntrySchema.nullable() });

export const timeSummarySchema = z.object({
  /** Days of the last seven (Europe/Paris), oldest first: `YYYY-MM-DD` and seconds. */
  days: z.array(z.object({ day: z.string(), seconds: z.number() })),
  todaySeconds: z.number(),
  /** Monday to now, Europe/Paris. */
  weekSeconds: z.number(),
  projects: z.array(
    z.object({ projectId: z.string().nullable(), projectName: z.string(), seconds: z.number() }),
  ),
});

/** What a timer or an entry can be attached to: the user's open tasks and their projects. */
export const timeEntryOptionsSchema = z.object({
  tasks: z.array(z.object({ id: z.string(), title: z.string(), projectId: z.string().nullable() })),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
});
