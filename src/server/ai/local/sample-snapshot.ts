// The shared sample workspace as the engines see it (visitors, and users with nothing yet).
import { sampleEvents, sampleProjects, sampleTasks } from '../../../shared/sample-workspace.ts';
import type { WorkspaceSnapshot } from '../types.ts';

export function sampleWorkspaceSnapshot(): WorkspaceSnapshot {
  return {
    isSample: true,
    projects: sampleProjects.map((project) => ({
      name: project.name,
      status: project.status,
      priority: project.priority,
      progress: project.progress,
      dueDate: project.due_date,
      tasksCompleted: project.tasks_completed,
      tasksTotal: project.tasks_total,
    })),
    tasks: sampleTasks.map((task) => ({
      title: task.title,
      project: task.project,
      assignee: task.assigned_to,
      dueDate: task.due_date,
      priority: task.priority,
      status: task.status,
    })),
    events: sampleEvents.map((event) => ({
      title: event.title,
      start: event.start,
      end: event.end,
      attendees: [...event.attendees],
    })),
  };
}
