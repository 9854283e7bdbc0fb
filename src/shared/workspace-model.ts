import type { z } from 'zod';
// The workspace's words and shapes without zod (statuses, French labels, API answers), so pages
// that only show data do not load the validation library; the forms load workspace.ts.
import type { WebhookEventType } from './integrations-model.ts';
import type {
  eventDtoSchema,
  exampleCountsSchema,
  exampleResultSchema,
  guidedStartSchema,
  projectDtoSchema,
  taskDtoSchema,
} from './workspace.ts';

export const projectStatuses = ['active', 'planning', 'on_hold', 'completed', 'cancelled'] as const;
export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export const taskStatuses = ['todo', 'in_progress', 'review', 'done'] as const;
/** The dashboard's guided start (decision 059), in its order. */
export const guidedStartStepIds = ['profile', 'request', 'mailbox'] as const;

export type ProjectStatus = (typeof projectStatuses)[number];
export type Priority = (typeof priorities)[number];
export type TaskStatus = (typeof taskStatuses)[number];

export const projectStatusLabels: Record<ProjectStatus, string> = {
  active: 'Actif',
  planning: 'Planification',
  on_hold: 'En Pause',
  completed: 'Terminé',
  cancelled: 'Annulé',
};
export const priorityLabels: Record<Priority, string> = {
  low: 'Faible',
  medium: 'Moyen',
  high: 'Élevé',
  urgent: 'Urgent',
};
export const taskStatusLabels: Record<TaskStatus, string> = {
  todo: 'À faire',
  in_progress: 'En cours',
  review: 'En revue',
  done: 'Terminé',
};

// The shapes the API answers, derived from the zod schemas of workspace.ts (type-only: no zod in the
// pages that import this file for its labels).
/**
 * A bounded page of a list. `total` is exact up to `pageTotalCap`; past it the count stops there and
 * `totalCapped` is true (« plus de 10 000 »), so a page never scans a whole large table.
 */
export type Page<T> = { items: T[]; total: number; totalCapped: boolean; limit: number; offset: number };

/** Rows counted at most for a page's total. */
export const pageTotalCap = 10_000;
export type ProjectDto = z.output<typeof projectDtoSchema>;
export type TaskDto = z.output<typeof taskDtoSchema>;
export type EventDto = z.output<typeof eventDtoSchema>;

/** Events that overlap in time (the calendar marks them as conflicts). */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

/** The workspace's writes, as the webhooks name them. */
export type WorkspaceEventType = WebhookEventType;
export type ExampleCounts = z.output<typeof exampleCountsSchema>;
export type GuidedStart = z.output<typeof guidedStartSchema>;
export type ExampleResult = z.output<typeof exampleResultSchema>;
