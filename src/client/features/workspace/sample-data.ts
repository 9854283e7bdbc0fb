import { sampleWorkspace } from '../../../shared/sample-workspace.ts';
import type { EventDto, Page, ProjectDto, TaskDto } from '../../../shared/workspace-model.ts';

// What a visitor sees: the one sample (src/shared/sample-workspace.ts), in this week, with the same
// rows and figures a new account is seeded with.

const epoch = '2026-11-23T00:00:00.000Z';

function page<T>(items: T[]): Page<T> {
  return { items, total: items.length, totalCapped: false, limit: 200, offset: 0 };
}

export function sampleProjectsList(): ProjectDto[] {
  return sampleWorkspace().projects.map((p) => ({
    ...p,
    source: 'sample',
    sample: true,
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
  const q = filters.q?.toLowerCase();
  const tasks: TaskDto[] = sampleWorkspace().tasks.map((t) => ({
    ...t,
    description: '',
    estimateMinutes: null,
    source: 'sample',
    sample: true,
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
  const events: EventDto[] = sampleWorkspace().events.map((e) => ({
    ...e,
    description: '',
    taskId: null,
    source: 'sample',
    sample: true,
  }));
  return page(events.filter((e) => e.end >= range.from && e.start < range.to));
}
