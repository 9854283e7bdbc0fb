import type { TaskDto } from '../../../../shared/workspace-model.ts';
import { ExampleBadge } from '../../../components/ui/example-badge.tsx';
import { assigneeLabel, formatDay, todayDay } from '../format.ts';
import { PriorityBadge, TaskStatusBadge } from './badges.tsx';

/** One task in a list; clicking opens it (for signed-in users). */
export function TaskRow({ task, onOpen }: { task: TaskDto; onOpen?(task: TaskDto): void }) {
  const overdue = task.dueDate !== null && task.status !== 'done' && task.dueDate < todayDay();
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        {onOpen ? (
          <button
            type="button"
            onClick={() => onOpen(task)}
            className="text-left font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {task.title}
          </button>
        ) : (
          <p className="font-medium text-slate-900">{task.title}</p>
        )}
        <p className="text-xs text-slate-600">
          {task.projectName ?? 'Sans projet'} · {assigneeLabel(task.assignee)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className={overdue ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
          {overdue ? 'En retard · ' : ''}
          {formatDay(task.dueDate)}
        </span>
        {task.sample && <ExampleBadge />}
        <PriorityBadge priority={task.priority} />
        <TaskStatusBadge status={task.status} />
      </div>
    </li>
  );
}
