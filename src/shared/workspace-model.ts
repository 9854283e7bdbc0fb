// The workspace's words and shapes without zod (statuses, French labels, API answers), so pages
// that only show data do not load the validation library; the forms load workspace.ts.
import type { WebhookEventType } from './integrations-model.ts';

export const projectStatuses = ['active', 'planning', 'on_hold', 'completed', 'cancelled'] as const;
export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export const taskStatuses = ['todo', 'in_progress', 'review', 'done'] as const;

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

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface ProjectDto {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  /** 0–100, from the project's tasks (done / total). */
  progress: number;
  dueDate: string | null;
  teamSize: number;
  tasksCompleted: number;
  tasksTotal: number;
  source: string;
  createdAt: string;
  updatedAt: string;
}

export interface TaskDto {
  id: string;
  title: string;
  description: string;
  projectId: string | null;
  projectName: string | null;
  assignee: string | null;
  dueDate: string | null;
  priority: Priority;
  status: TaskStatus;
  estimateMinutes: number | null;
  source: string;
  createdAt: string;
  updatedAt: string;
}

export interface EventDto {
  id: string;
  title: string;
  description: string;
  start: string;
  end: string;
  attendees: string[];
  taskId: string | null;
  source: string;
}

/** Events that overlap in time (the calendar marks them as conflicts). */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

/** The workspace's writes, as the webhooks name them. */
export type WorkspaceEventType = WebhookEventType;
