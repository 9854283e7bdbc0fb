// Time tracking's contract (issue 8 §6), shared by the server's validation and the /time-tracking page.
import { z } from 'zod';

export const maxEntryHours = 24;
const noteMax = 500;

const optionalId = (message: string) => z.uuid({ error: message }).nullable().optional();
const note = z
  .string({ error: 'La note doit être un texte.' })
  .trim()
  .max(noteMax, { error: `La note ne peut pas dépasser ${noteMax} caractères.` });
const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v));

export const startTimerSchema = z.object({
  taskId: optionalId('Identifiant de tâche invalide.'),
  projectId: optionalId('Identifiant de projet invalide.'),
  note: note.default(''),
});
export type StartTimerInput = z.input<typeof startTimerSchema>;

/** A manual entry: a start and either an end or a duration in minutes. */
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

export interface TimeEntry {
  id: string;
  taskId: string | null;
  taskTitle: string | null;
  projectId: string | null;
  projectName: string | null;
  startedAt: string;
  endedAt: string | null;
  /** Up to now for the running timer. */
  durationSeconds: number;
  note: string;
  running: boolean;
}

export interface TimeSummary {
  /** Days of the last seven (Europe/Paris), oldest first: `YYYY-MM-DD` and seconds. */
  days: Array<{ day: string; seconds: number }>;
  todaySeconds: number;
  /** Monday to now, Europe/Paris. */
  weekSeconds: number;
  projects: Array<{ projectId: string | null; projectName: string; seconds: number }>;
}

/** `1 h 05 min`, `45 min`, `0 min`: how totals read on the page and in the CSV. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** `01:02:03`: the running timer's clock. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
