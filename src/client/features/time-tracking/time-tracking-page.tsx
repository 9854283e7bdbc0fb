import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Play, Plus, Square, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { formatClock, formatDuration, type TimeEntry } from '../../../shared/time-tracking-model.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ExampleBadge } from '../../components/ui/example-badge.tsx';
import { Input, Label, selectClass } from '../../components/ui/input.tsx';
import { LengthWarning } from '../../components/ui/length-warning.tsx';
import { LoadingSlot } from '../../components/ui/loading-slot.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import {
  addEntry,
  deleteEntry,
  exportCsv,
  exportCsvHref,
  fetchEntries,
  fetchOptions,
  fetchRunning,
  fetchSummary,
  startTimer,
  stopTimer,
  type TimeOptions,
  timeKeys,
} from './time-tracking-api.ts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short' });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

function showError(title: string) {
  return (error: unknown) =>
    toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');
}

function useInvalidateTime() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: timeKeys.all });
}

function TaskSelect({
  id,
  value,
  onChange,
  options,
  disabled,
}: {
  id: string;
  value: string;
  onChange(v: string): void;
  options?: TimeOptions;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      className={selectClass}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Aucune tâche</option>
      {options?.tasks.map((task) => (
        <option key={task.id} value={task.id}>
          {task.title}
        </option>
      ))}
    </select>
  );
}

/** « Démarrer le minuteur »; drawn disabled and unseen while the running timer is asked, for its size. */
function StartForm({
  options,
  taskId = '',
  onTaskId = () => undefined,
  note = '',
  onNote,
  pending = false,
  disabled = false,
  onStart,
}: {
  options?: TimeOptions;
  taskId?: string;
  onTaskId?(taskId: string): void;
  note?: string;
  onNote?(note: string): void;
  pending?: boolean;
  disabled?: boolean;
  onStart?(): void;
}) {
  const ids = useId();
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Démarrer le minuteur"
      onSubmit={(event) => {
        event.preventDefault();
        onStart?.();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-task`}>Tâche</Label>
        <TaskSelect
          id={`${ids}-task`}
          value={taskId}
          onChange={onTaskId}
          options={options}
          disabled={disabled}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-note`}>Note</Label>
        <Input
          id={`${ids}-note`}
          value={note}
          aria-invalid={note.length > 500}
          disabled={disabled}
          onChange={(e) => onNote?.(e.target.value)}
        />
        <LengthWarning length={note.length} max={500} id={`${ids}-note-limit`} />
      </div>
      <Button type="submit" disabled={disabled || pending}>
        <Play aria-hidden="true" />
        Démarrer
      </Button>
    </form>
  );
}

function Timer({ options }: { options?: TimeOptions }) {
  const invalidate = useInvalidateTime();
  const running = useQuery({ queryKey: timeKeys.running, queryFn: fetchRunning });
  const [taskId, setTaskId] = useState('');
  const [note, setNote] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const entry = running.data ?? null;

  useEffect(() => {
    if (!entry) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [entry]);

  const start = useMutation({
    mutationFn: () => startTimer({ taskId: taskId || null, note }),
    onSuccess: () => {
      setNote('');
      toast.success('Minuteur démarré');
      void invalidate();
    },
    onError: showError('Impossible de démarrer le minuteur'),
  });
  const stop = useMutation({
    mutationFn: (id: string) => stopTimer(id),
    onSuccess: (stopped) => {
      toast.success('Minuteur arrêté', `${formatDuration(stopped.durationSeconds)} enregistrées.`);
      void invalidate();
    },
    onError: showError('Impossible d’arrêter le minuteur'),
  });

  const elapsed = entry ? (now - Date.parse(entry.startedAt)) / 1000 : 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Minuteur</h2>
        <p className="text-sm text-slate-600">
          Un seul minuteur tourne à la fois&nbsp;; il continue même si vous fermez la page.
        </p>
      </CardHeader>
      <CardContent>
        {running.isPending ? (
          // The pulse takes the form's size (three rows on a phone): nothing below moves when it comes.
          <LoadingSlot reserve={<StartForm options={options} disabled />}>
            <div className="h-full animate-pulse rounded-lg bg-slate-100" />
          </LoadingSlot>
        ) : entry ? (
          <div className="flex flex-wrap items-center gap-4">
            <p
              role="timer"
              aria-label="Temps écoulé"
              className="font-mono text-3xl font-semibold text-indigo-700 tabular-nums"
            >
              {formatClock(elapsed)}
            </p>
            <div className="min-w-0 flex-1 text-sm text-slate-700">
              <p className="font-medium">{entry.taskTitle ?? 'Sans tâche'}</p>
              {entry.projectName && <p className="text-slate-500">{entry.projectName}</p>}
              {entry.note && <p className="text-slate-500">{entry.note}</p>}
            </div>
            <Button variant="destructive" onClick={() => stop.mutate(entry.id)} disabled={stop.isPending}>
              <Square aria-hidden="true" />
              Arrêter
            </Button>
          </div>
        ) : (
          <StartForm
            options={options}
            taskId={taskId}
            onTaskId={setTaskId}
            note={note}
            onNote={setNote}
            pending={start.isPending}
            onStart={() => start.mutate()}
          />
        )}
      </CardContent>
    </Card>
  );
}

const weekRows = ['j-6', 'j-5', 'j-4', 'j-3', 'j-2', 'j-1', 'j'];
const noTime = <p className="text-sm text-slate-600">Aucun temps enregistré pour l’instant.</p>;
const noEntry = <p className="text-sm text-slate-600">Aucune entrée pour l’instant.</p>;

function Totals() {
  const summary = useQuery({ queryKey: timeKeys.summary, queryFn: fetchSummary });
  const data = summary.data;
  const max = Math.max(1, ...(data?.days.map((d) => d.seconds) ?? [1]));
  return (
    <section aria-label="Totaux" className="grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <h2 className="text-sm font-medium text-slate-600">Aujourd’hui</h2>
          <p className="text-2xl font-semibold text-slate-900" data-testid="total-today">
            {data ? formatDuration(data.todaySeconds) : '…'}
          </p>
          <h2 className="mt-3 text-sm font-medium text-slate-600">Cette semaine</h2>
          <p className="text-2xl font-semibold text-slate-900" data-testid="total-week">
            {data ? formatDuration(data.weekSeconds) : '…'}
          </p>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">7 derniers jours</h2>
        </CardHeader>
        <CardContent>
          <ul className="space-y-1.5" aria-busy={data ? undefined : true}>
            {/* A week has seven days: their rows are drawn before the figures come. */}
            {!data &&
              weekRows.map((row) => <li key={row} className="h-5 animate-pulse rounded bg-slate-100" />)}
            {data?.days.map((day) => (
              <li key={day.day} className="flex items-center gap-2 text-sm">
                <span className="w-24 shrink-0 text-slate-600">
                  {dayFormat.format(new Date(`${day.day}T12:00:00`))}
                </span>
                <span
                  className="h-2 rounded-full bg-indigo-500"
                  style={{ width: `${(day.seconds / max) * 60}%` }}
                  aria-hidden="true"
                />
                <span className="ml-auto text-slate-800 tabular-nums">{formatDuration(day.seconds)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">Par projet</h2>
        </CardHeader>
        <CardContent>
          {data ? data.projects.length === 0 && noTime : <LoadingSlot reserve={noTime} />}
          <ul className="space-y-1.5" aria-label="Temps par projet">
            {data?.projects.map((p) => (
              <li key={p.projectId ?? 'none'} className="flex justify-between gap-2 text-sm">
                <span className="text-slate-700">{p.projectName}</span>
                <span className="font-medium text-slate-900 tabular-nums">{formatDuration(p.seconds)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

function localDateValue(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function ManualEntry({ options }: { options?: TimeOptions }) {
  const ids = useId();
  const invalidate = useInvalidateTime();
  const [date, setDate] = useState(() => localDateValue(new Date()));
  const [start, setStart] = useState('09:00');
  const [minutes, setMinutes] = useState('30');
  const [taskId, setTaskId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () =>
      addEntry({
        startedAt: new Date(`${date}T${start}`).toISOString(),
        durationMinutes: Number(minutes),
        taskId: taskId || null,
        projectId: projectId || null,
        note,
      }),
    onSuccess: () => {
      toast.success('Entrée ajoutée');
      setNote('');
      void invalidate();
    },
    onError: showError('Entrée refusée'),
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Saisie manuelle</h2>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Saisie manuelle"
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!date || !start || !(Number(minutes) >= 1)) {
              toast.error(
                'Entrée incomplète',
                'Indiquez la date, l’heure de début et une durée d’au moins 1 minute.',
              );
              return;
            }
            add.mutate();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-date`}>Date</Label>
            <Input
              id={`${ids}-date`}
              type="date"
              value={date}
              required
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-start`}>Heure de début</Label>
            <Input
              id={`${ids}-start`}
              type="time"
              value={start}
              required
              onChange={(e) => setStart(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-minutes`}>Durée (minutes)</Label>
            <Input
              id={`${ids}-minutes`}
              type="number"
              min={1}
              max={1440}
              value={minutes}
              required
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-task`}>Tâche</Label>
            <TaskSelect id={`${ids}-task`} value={taskId} onChange={setTaskId} options={options} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-project`}>Projet</Label>
            <select
              id={`${ids}-project`}
              className={selectClass}
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
            >
              <option value="">{taskId ? 'Celui de la tâche' : 'Aucun projet'}</option>
              {options?.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-note`}>Note</Label>
            <Input
              id={`${ids}-note`}
              value={note}
              aria-invalid={note.length > 500}
              onChange={(e) => setNote(e.target.value)}
            />
            <LengthWarning length={note.length} max={500} id={`${ids}-note-limit`} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              <Plus aria-hidden="true" />
              Ajouter l’entrée
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function EntryList() {
  const invalidate = useInvalidateTime();
  const entries = useQuery({ queryKey: timeKeys.entries, queryFn: fetchEntries });
  const remove = useMutation({
    mutationFn: (entry: TimeEntry) => deleteEntry(entry.id),
    onSuccess: () => {
      toast.success('Entrée supprimée');
      void invalidate();
    },
    onError: showError('Suppression impossible'),
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Entrées récentes</h2>
      </CardHeader>
      <CardContent>
        {entries.isPending ? <LoadingSlot reserve={noEntry} /> : entries.data?.length === 0 && noEntry}
        <ul className="divide-y divide-slate-100" aria-label="Entrées de temps">
          {entries.data?.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="w-44 text-slate-600">
                {dateFormat.format(new Date(entry.startedAt))}, {timeFormat.format(new Date(entry.startedAt))}
              </span>
              <span className="min-w-0 flex-1 text-slate-800">
                {entry.taskTitle ?? 'Sans tâche'}
                {entry.projectName && <span className="text-slate-500"> · {entry.projectName}</span>}
                {entry.note && <span className="text-slate-500"> — {entry.note}</span>}
                {entry.sample && (
                  <>
                    {' '}
                    <ExampleBadge />
                  </>
                )}
              </span>
              <span className="font-medium text-slate-900 tabular-nums">
                {entry.running ? 'en cours' : formatDuration(entry.durationSeconds)}
              </span>
              {!entry.running && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Supprimer l’entrée du ${dateFormat.format(new Date(entry.startedAt))}`}
                  onClick={() => remove.mutate(entry)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TimeTracking() {
  const options = useQuery({ queryKey: timeKeys.options, queryFn: fetchOptions });
  return (
    <div className="space-y-6">
      <Timer options={options.data} />
      <Totals />
      <div className="grid gap-6 lg:grid-cols-2">
        <ManualEntry options={options.data} />
        <EntryList />
      </div>
    </div>
  );
}

/** The CSV export: a link (its address is the no-script fallback) that downloads through the typed call. */
function CsvExportLink() {
  const download = useMutation({ mutationFn: exportCsv, onError: showError('Export impossible') });
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={exportCsvHref}
        download
        aria-disabled={download.isPending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!download.isPending) download.mutate();
        }}
      >
        <Download aria-hidden="true" />
        Exporter en CSV
      </a>
    </Button>
  );
}

/** /time-tracking ('Suivi Temps'): timer, manual entries, totals and CSV export. */
export default function TimeTrackingPage() {
  return (
    <WorkspaceLayout
      title="Suivi Temps"
      actions={
        <ServerStateScope>
          <CsvExportLink />
        </ServerStateScope>
      }
    >
      <SignedInGate>
        <ServerStateScope>
          <TimeTracking />
        </ServerStateScope>
      </SignedInGate>
    </WorkspaceLayout>
  );
}
