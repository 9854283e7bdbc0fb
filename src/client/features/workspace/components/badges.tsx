import {
  type Priority,
  type ProjectStatus,
  priorityLabels,
  projectStatusLabels,
  type TaskStatus,
  taskStatusLabels,
} from '../../../../shared/workspace-model.ts';
import { cn } from '../../../lib/cn.ts';

const base = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

const statusColors: Record<ProjectStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  planning: 'bg-sky-100 text-sky-800',
  on_hold: 'bg-amber-100 text-amber-900',
  completed: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-800',
};
const priorityColors: Record<Priority, string> = {
  low: 'bg-slate-100 text-slate-700',
  medium: 'bg-sky-100 text-sky-800',
  high: 'bg-orange-100 text-orange-900',
  urgent: 'bg-red-100 text-red-800',
};
const taskColors: Record<TaskStatus, string> = {
  todo: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-indigo-100 text-indigo-800',
  review: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-800',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={cn(base, statusColors[status])}>{projectStatusLabels[status]}</span>;
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <span className={cn(base, priorityColors[priority])}>{priorityLabels[priority]}</span>;
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <span className={cn(base, taskColors[status])}>{taskStatusLabels[status]}</span>;
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-indigo-600" style={{ width: `${value}%` }} />
    </div>
  );
}
