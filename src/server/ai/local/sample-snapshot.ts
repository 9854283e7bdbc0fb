// The one sample workspace as the engines see it (visitors, and users with nothing yet).
import { sampleWorkspace } from '../../../shared/sample-workspace.ts';
import type { WorkspaceSnapshot } from '../types.ts';

export function sampleWorkspaceSnapshot(now: Date = new Date()): WorkspaceSnapshot {
  const sample = sampleWorkspace(now);
  return {
    isSample: true,
    projects: sample.projects.map((project) => ({
      name: project.name,
      status: project.status,
      priority: project.priority,
      progress: project.progress,
      dueDate: project.dueDate,
      tasksCompleted: project.tasksCompleted,
      tasksTotal: project.tasksTotal,
    })),
    tasks: sample.tasks.map((task) => ({
      title: task.title,
      project: task.projectName,
      assignee: task.assignee,
      dueDate: task.dueDate,
      priority: task.priority,
      status: task.status,
    })),
    events: sample.events.map((event) => ({
      title: event.title,
      start: event.start,
      end: event.end,
      attendees: event.attendees,
    })),
  };
}
