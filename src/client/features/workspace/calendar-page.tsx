import { AlertTriangle, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import type { EventDto, TaskDto } from '../../../shared/workspace-model.ts';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { useEvents, useIsVisitor, useTasks } from './api/workspace-api.ts';
import { addDays, conflictingIds, eventsOn, shiftAnchor, visibleDays } from './calendar-grid.ts';
import { EventFormDialog, TaskFormDialog } from './components/lazy-dialogs.tsx';
import { VisitorBanner } from './components/visitor-banner.tsx';
import { formatTime, localDay, todayDay } from './format.ts';

const weekdayNames = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'];
const monthTitle = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });
const dayTitle = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const shortTitle = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

function EventChip({
  event,
  conflict,
  compact,
  linkedTask,
  onOpen,
}: {
  event: EventDto;
  conflict: boolean;
  compact: boolean;
  linkedTask?: string;
  onOpen?(event: EventDto): void;
}) {
  // Named by its content, not an aria-label, so the name always holds what the chip shows (axe
  // label-content-name-mismatch); the end time is read to screen readers only.
  return (
    <li>
      <button
        type="button"
        disabled={!onOpen}
        onClick={() => onOpen?.(event)}
        className={cn(
          'w-full rounded-md border px-2 py-1 text-left text-xs',
          conflict
            ? 'border-red-300 bg-red-50 text-red-900'
            : 'border-indigo-200 bg-indigo-50 text-indigo-900',
        )}
      >
        <span className="font-medium">{formatTime(event.start)}</span> {event.title}
        {event.sample && (
          <>
            {' '}
            <span className="ml-1 rounded-full border border-dashed border-violet-400 bg-violet-50 px-1 font-medium text-violet-800">
              Exemple
            </span>
          </>
        )}
        {conflict && (
          <>
            {' '}
            <span className="ml-1 inline-flex items-center gap-0.5 font-semibold text-red-700">
              <AlertTriangle className="size-3" aria-hidden="true" />
              Conflit
            </span>
          </>
        )}
        <span className="sr-only">, jusqu’à {formatTime(event.end)}</span>
        {!compact && event.attendees.length > 0 && (
          <span className="block text-[11px] text-slate-600">{event.attendees.join(', ')}</span>
        )}
        {!compact && linkedTask && (
          <span className="block text-[11px] text-slate-600">Tâche&nbsp;: {linkedTask}</span>
        )}
      </button>
    </li>
  );
}

function CalendarContent() {
  const { visitor } = useIsVisitor();
  const [, navigate] = useLocation();
  const [view, setView] = useState<'week' | 'month'>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const [creatingOn, setCreatingOn] = useState<string | null>(null);
  const [openEvent, setOpenEvent] = useState<EventDto | null>(null);
  const [openTask, setOpenTask] = useState<TaskDto | null>(null);

  const days = visibleDays(anchor, view);
  const from = days[0]!;
  const to = addDays(days.at(-1)!, 1);
  const events = useEvents({ from: from.toISOString(), to: to.toISOString() }).data?.items ?? [];
  const tasks = useTasks({ limit: 200 }).data?.items ?? [];
  const conflicts = conflictingIds(events);
  const taskTitles = new Map(tasks.map((t) => [t.id, t.title]));
  const today = todayDay();
  const title =
    view === 'month'
      ? monthTitle.format(new Date(anchor.getFullYear(), anchor.getMonth(), 1))
      : `Semaine du ${shortTitle.format(from)}`;

  const create = (day?: string) =>
    visitor ? navigate(paths.auth) : setCreatingOn(day ?? localDay(new Date()));
  const onOpenEvent = visitor ? undefined : setOpenEvent;

  return (
    <WorkspaceLayout
      title="Planning"
      actions={
        <Button size="sm" onClick={() => create()}>
          <Plus aria-hidden="true" />
          Nouvel événement
        </Button>
      }
    >
      {visitor && <VisitorBanner />}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Période précédente"
          onClick={() => setAnchor(shiftAnchor(anchor, view, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setAnchor(new Date())}>
          Aujourd’hui
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Période suivante"
          onClick={() => setAnchor(shiftAnchor(anchor, view, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2
          className="ml-2 flex-1 text-lg font-semibold text-slate-900 first-letter:uppercase"
          aria-live="polite"
        >
          {title}
        </h2>
        <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Vue</legend>
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'rounded-md px-3 py-1 text-sm',
                view === v ? 'bg-white font-medium text-slate-900 shadow-sm' : 'text-slate-600',
              )}
            >
              {v === 'week' ? 'Semaine' : 'Mois'}
            </button>
          ))}
        </fieldset>
      </div>
      {conflicts.size > 0 && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <AlertTriangle className="size-4" aria-hidden="true" />
          {conflicts.size} événements se chevauchent sur cette période.
        </p>
      )}
      <div
        className={cn(
          'grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200',
          'grid-cols-1 sm:grid-cols-7',
        )}
      >
        {view === 'month' &&
          weekdayNames.map((name) => (
            <div
              key={name}
              className="hidden bg-slate-50 px-2 py-1 text-xs font-semibold text-slate-600 sm:block"
            >
              {name}
            </div>
          ))}
        {days.map((day) => {
          const key = localDay(day);
          const dayEvents = eventsOn(day, events);
          const due = tasks.filter((t) => t.dueDate === key && t.status !== 'done');
          const outside = view === 'month' && day.getMonth() !== anchor.getMonth();
          return (
            <section
              key={key}
              aria-label={dayTitle.format(day)}
              className={cn(
                'bg-white p-2',
                view === 'week' ? 'min-h-64' : 'min-h-28',
                outside && 'bg-slate-50 text-slate-400',
              )}
            >
              <div className="mb-1 flex items-center justify-between">
                <span
                  className={cn(
                    'text-xs font-semibold',
                    key === today && 'rounded-full bg-indigo-700 px-2 py-0.5 text-white',
                  )}
                >
                  {view === 'week' ? dayTitle.format(day) : day.getDate()}
                </span>
                {!visitor && (
                  <button
                    type="button"
                    onClick={() => create(key)}
                    aria-label={`Ajouter un événement le ${dayTitle.format(day)}`}
                    className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                  >
                    <Plus className="size-3.5" aria-hidden="true" />
                  </button>
                )}
              </div>
              <ul className="space-y-1">
                {dayEvents.map((e) => (
                  <EventChip
                    key={e.id}
                    event={e}
                    conflict={conflicts.has(e.id)}
                    compact={view === 'month'}
                    linkedTask={e.taskId ? taskTitles.get(e.taskId) : undefined}
                    onOpen={onOpenEvent}
                  />
                ))}
                {due.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      disabled={visitor}
                      onClick={() => setOpenTask(t)}
                      className="w-full rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-left text-xs text-amber-900"
                    >
                      Échéance&nbsp;: {t.title}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {creatingOn && (
        <EventFormDialog open defaultDay={creatingOn} onOpenChange={(o) => !o && setCreatingOn(null)} />
      )}
      {openEvent && <EventFormDialog open event={openEvent} onOpenChange={(o) => !o && setOpenEvent(null)} />}
      {openTask && <TaskFormDialog open task={openTask} onOpenChange={(o) => !o && setOpenTask(null)} />}
    </WorkspaceLayout>
  );
}

export default function CalendarPage() {
  return (
    <ServerStateScope>
      <CalendarContent />
    </ServerStateScope>
  );
}
