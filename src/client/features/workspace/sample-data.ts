import {
  sampleBaseDate,
  sampleEvents,
  sampleProjects,
  sampleTasks,
} from '../../../shared/sample-workspace.ts';
import type { EventDto, Page, ProjectDto, TaskDto } from '../../../shared/workspace-model.ts';

// What a visitor sees: SPEC.md's sample, moved to this week like a new account's seeded workspace.

const dayMs = 86_400_000;
const epoch = '2026-11-23T00:00:00.000Z';

/** Whole weeks since the sample's Monday, as the server seeds it (src/server/workspace/seed.ts). */
function offsetDays(): number {
  const now = new Date();
  const days =
    (Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.parse(sampleBaseDate)) / dayMs;
  return Math.floor(days / 7) * 7;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);

function page<T>(items: T[]): Page<T> {
  return { items, total: items.length, limit: 200, offset: 0 };
}

export function sampleProjectsList(): ProjectDto[] {
  const days = offsetDays();
  return sampleProjects.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    status: p.status,
    priority: p.priority,
    progress: p.progress,
    dueDate: shiftDay(p.due_date, days),
    teamSize: p.team_size,
    tasksCompleted: p.tasks_completed,
    tasksTotal: p.tasks_total,
    source: 'sample',
    createdAt: epoch,
    updatedAt: epoch,
  }));
}

export function sampleProjectsPage(filters: {
  status?: string;
  priority?: string;
  q?: string;
}): Page<ProjectDto> {
  const q = filters.q?.toLowerCase();
  return page(
    sampleProjectsList().filter(
      (p) =>
        (!filters.status || p.status === filters.status) &&
        (!filters.priority || p.priority === filters.priority) &&
        (!q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
    ),
  );
}

export function sampleTasksPage(filters: {
  projectId?: string;
  assignee?: string;
  priority?: string;
  status?: string;
  q?: string;
}): Page<TaskDto> {
  const days = offsetDays();
  const projectId = new Map(sampleProjects.map((p) => [p.name, p.id]));
  const q = filters.q?.toLowerCase();
  const tasks: TaskDto[] = sampleTasks.map((t) => ({
    id: t.id,
    title: t.title,
    description: '',
    projectId: projectId.get(t.project) ?? null,
    projectName: t.project,
    assignee: t.assigned_to,
    dueDate: shiftDay(t.due_date, days),
    priority: t.priority,
    status: t.status,
    estimateMinutes: null,
    source: 'sample',
    createdAt: epoch,
    updatedAt: epoch,
  }));
  return page(
    tasks.filter(
      (t) =>
        (!filters.projectId || t.projectId === filters.projectId) &&
        (!filters.assignee || t.assignee === filters.assignee) &&
        (!filters.priority || t.priority === filters.priority) &&
        (!filters.status || t.status === filters.status) &&
        (!q || t.title.toLowerCase().includes(q)),
    ),
  );
}

export function sampleEventsPage(range: { from: string; to: string }): Page<EventDto> {
  const shift = offsetDays() * dayMs;
  const events: EventDto[] = sampleEvents.map((e) => ({
    id: e.id,
    title: e.title,
    description: '',
    start: new Date(Date.parse(e.start) + shift).toISOString(),
    end: new Date(Date.parse(e.end) + shift).toISOString(),
    attendees: [...e.attendees],
    taskId: null,
    source: 'sample',
  }));
  return page(events.filter((e) => e.end >= range.from && e.start < range.to));
}
