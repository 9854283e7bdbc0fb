import { Plus } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { employees } from '../../../shared/employees.ts';
import { paths } from '../../../shared/routes.ts';
import {
  priorities,
  priorityLabels,
  type TaskDto,
  type TaskStatus,
  taskStatuses,
  taskStatusLabels,
} from '../../../shared/workspace-model.ts';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ExampleBadge } from '../../components/ui/example-badge.tsx';
import { selectClass } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { type TaskFilters, useIsVisitor, useProjects, useTasks, useUpdateTask } from './api/workspace-api.ts';
import { PriorityBadge } from './components/badges.tsx';
import { TaskFormDialog } from './components/lazy-dialogs.tsx';
import { TaskRow } from './components/task-row.tsx';
import { VisitorBanner } from './components/visitor-banner.tsx';
import { assigneeLabel, formatDay } from './format.ts';

const pageSize = 50;
const dueLabels = {
  overdue: 'En retard',
  today: 'Aujourd’hui',
  week: '7 prochains jours',
  none: 'Sans échéance',
} as const;

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(selectClass, 'h-9 w-44')}
      >
        {children}
      </select>
    </label>
  );
}

function BoardCard({
  task,
  readOnly,
  onOpen,
  onMove,
}: {
  task: TaskDto;
  readOnly: boolean;
  onOpen(task: TaskDto): void;
  onMove(task: TaskDto, status: TaskStatus): void;
}) {
  return (
    <li
      draggable={!readOnly}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={task.title}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <button
        type="button"
        disabled={readOnly}
        onClick={() => onOpen(task)}
        className="text-left text-sm font-medium text-slate-900 hover:underline disabled:no-underline"
      >
        {task.title}
      </button>
      <p className="mt-1 text-xs text-slate-600">{task.projectName ?? 'Sans projet'}</p>
      <p className="text-xs text-slate-600">{assigneeLabel(task.assignee)}</p>
      <div className="mt-2 flex items-center justify-between gap-2">
        {task.sample && <ExampleBadge />}
        <PriorityBadge priority={task.priority} />
        <span className="text-xs text-slate-600">{formatDay(task.dueDate)}</span>
      </div>
      {!readOnly && (
        <select
          aria-label={`Statut de «\u00a0${task.title}\u00a0»`}
          value={task.status}
          onChange={(e) => onMove(task, e.target.value as TaskStatus)}
          className="mt-2 h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-xs"
        >
          {taskStatuses.map((s) => (
            <option key={s} value={s}>
              {taskStatusLabels[s]}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

function TasksContent() {
  const { visitor } = useIsVisitor();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<TaskFilters>({});
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [openTask, setOpenTask] = useState<TaskDto | null>(null);
  const [dragOver, setDragOver] = useState<TaskStatus | null>(null);
  const projects = useProjects();
  const [view, setView] = useState('board');
  const list = useTasks({ ...filters, limit: pageSize, offset }, { enabled: view === 'list' });
  const board = useTasks({ ...filters, status: undefined, limit: 200 }, { enabled: view === 'board' });
  const update = useUpdateTask();

  const setFilter = (key: keyof TaskFilters) => (value: string) => {
    setOffset(0);
    setFilters((f) => ({ ...f, [key]: value || undefined }));
  };
  const people = [
    ...new Set(
      (board.data?.items ?? [])
        .map((t) => t.assignee)
        .filter((a): a is string => Boolean(a) && !employees.some((e) => e.id === a)),
    ),
  ].sort((a, b) => a.localeCompare(b, 'fr'));

  const move = async (task: TaskDto, status: TaskStatus) => {
    if (task.status === status) return;
    try {
      await update.mutateAsync({ id: task.id, status });
      toast.success('Tâche déplacée', `${task.title} → ${taskStatusLabels[status]}`);
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Déplacement impossible.');
    }
  };
  const drop = (status: TaskStatus) => (event: DragEvent) => {
    event.preventDefault();
    setDragOver(null);
    const task = board.data?.items.find((t) => t.id === event.dataTransfer.getData('text/plain'));
    if (task) void move(task, status);
  };

  const total = list.data?.total ?? 0;
  // Past the count's cap, the total is « plus de 10 000 » and the last page is the one that is short.
  const capped = list.data?.totalCapped ?? false;
  const lastPage = capped ? (list.data?.items.length ?? 0) < pageSize : offset + pageSize >= total;
  return (
    <WorkspaceLayout
      title="Tâches"
      actions={
        <Button size="sm" onClick={() => (visitor ? navigate(paths.auth) : setCreating(true))}>
          <Plus aria-hidden="true" />
          Nouvelle tâche
        </Button>
      }
    >
      {visitor && <VisitorBanner />}
      <fieldset className="mb-4 flex flex-wrap gap-3">
        <legend className="sr-only">Filtres</legend>
        <FilterSelect label="Projet" value={filters.projectId ?? ''} onChange={setFilter('projectId')}>
          <option value="">Tous les projets</option>
          {projects.data?.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Assignée à" value={filters.assignee ?? ''} onChange={setFilter('assignee')}>
          <option value="">Tout le monde</option>
          <optgroup label="Employés IA">
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name} (IA)
              </option>
            ))}
          </optgroup>
          {people.length > 0 && (
            <optgroup label="Personnes">
              {people.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          )}
        </FilterSelect>
        <FilterSelect label="Priorité" value={filters.priority ?? ''} onChange={setFilter('priority')}>
          <option value="">Toutes</option>
          {priorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Échéance" value={filters.due ?? ''} onChange={setFilter('due')}>
          <option value="">Toutes</option>
          {Object.entries(dueLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      </fieldset>

      <Tabs value={view} onValueChange={setView}>
        <TabsList className="mb-4 w-auto">
          <TabsTrigger value="board">Tableau</TabsTrigger>
          <TabsTrigger value="list">Liste</TabsTrigger>
        </TabsList>
        <TabsContent value="board">
          {/* Until the tasks come, columns of a card list's height: the first column filling up would push
              the others down (CLS, decision 046); the real columns then take their place. */}
          {board.isPending ? (
            <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
              {taskStatuses.map((status) => (
                <div key={status} className="h-80 animate-pulse rounded-xl bg-slate-100/70" />
              ))}
            </div>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
              {taskStatuses.map((status) => {
                const column = (board.data?.items ?? []).filter((t) => t.status === status);
                return (
                  <section
                    key={status}
                    aria-label={taskStatusLabels[status]}
                    onDragOver={(e) => {
                      if (visitor) return;
                      e.preventDefault();
                      setDragOver(status);
                    }}
                    onDragLeave={() => setDragOver(null)}
                    onDrop={drop(status)}
                    className={cn(
                      'rounded-xl border border-slate-200 bg-slate-100/70 p-3',
                      dragOver === status && 'border-indigo-400 bg-indigo-50',
                    )}
                  >
                    <h2 className="mb-2 flex items-center justify-between text-sm font-semibold text-slate-800">
                      {taskStatusLabels[status]}
                      <span className="rounded-full bg-white px-2 text-xs text-slate-600">
                        {column.length}
                      </span>
                    </h2>
                    <ul className="min-h-16 space-y-2">
                      {column.map((t) => (
                        <BoardCard
                          key={t.id}
                          task={t}
                          readOnly={visitor}
                          onOpen={setOpenTask}
                          onMove={move}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
        </TabsContent>
        <TabsContent value="list">
          <div className="mb-3">
            <FilterSelect label="Statut" value={filters.status ?? ''} onChange={setFilter('status')}>
              <option value="">Tous</option>
              {taskStatuses.map((s) => (
                <option key={s} value={s}>
                  {taskStatusLabels[s]}
                </option>
              ))}
            </FilterSelect>
          </div>
          {list.data?.items.length ? (
            <ul className="space-y-2" aria-label="Liste des tâches">
              {list.data.items.map((t) => (
                <TaskRow key={t.id} task={t} onOpen={visitor ? undefined : setOpenTask} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Aucune tâche ne correspond à ces filtres.</p>
          )}
          {total > pageSize && (
            <nav aria-label="Pagination" className="mt-4 flex items-center gap-3 text-sm text-slate-700">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(offset - pageSize)}
              >
                Précédent
              </Button>
              <span>
                {offset + 1}–{offset + (list.data?.items.length ?? 0)} sur{' '}
                {capped ? `plus de ${total.toLocaleString('fr-FR')}` : total}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={lastPage}
                onClick={() => setOffset(offset + pageSize)}
              >
                Suivant
              </Button>
            </nav>
          )}
        </TabsContent>
      </Tabs>
      {creating && <TaskFormDialog open onOpenChange={setCreating} />}
      {openTask && <TaskFormDialog open task={openTask} onOpenChange={(o) => !o && setOpenTask(null)} />}
    </WorkspaceLayout>
  );
}

export default function TasksPage() {
  return (
    <ServerStateScope>
      <TasksContent />
    </ServerStateScope>
  );
}
