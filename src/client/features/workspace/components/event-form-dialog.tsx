import { type FormEvent, useState } from 'react';
import { type EventDto, eventInputSchema } from '../../../../shared/workspace.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertDialog, Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldErrors } from '../../../components/ui/field.tsx';
import { Input, selectClass, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateEvent, useDeleteEvent, useTasks, useUpdateEvent } from '../api/workspace-api.ts';
import { localDay } from '../format.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A local day and time from the form → an ISO instant. */
const instant = (day: string, time: string) => {
  const date = new Date(`${day}T${time || '00:00'}`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

export function EventFormDialog({
  open,
  onOpenChange,
  event,
  defaultDay,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  event?: EventDto;
  defaultDay?: string;
}) {
  const tasks = useTasks({ limit: 200 });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const day = String(form.get('day') ?? '');
    const parsed = eventInputSchema.safeParse({
      title: form.get('title'),
      description: form.get('description'),
      start: instant(day, String(form.get('startTime') ?? '')),
      end: instant(day, String(form.get('endTime') ?? '')),
      attendees: String(form.get('attendees') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      taskId: form.get('taskId') || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = event
        ? await update.mutateAsync({ id: event.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(event ? 'Événement modifié' : 'Événement créé', saved.title);
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'Enregistrement impossible.' });
    }
  };

  const confirmDelete = async () => {
    if (!event) return;
    try {
      await remove.mutateAsync(event.id);
      toast.success('Événement supprimé', event.title);
      setConfirming(false);
      onOpenChange(false);
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Suppression impossible.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Modifier l’événement' : 'Nouvel événement'}
    >
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={event ? 'Modifier l’événement' : 'Nouvel événement'}
      >
        <Field id="event-title" label="Titre" error={errors.title}>
          <Input id="event-title" name="title" defaultValue={event?.title} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="event-day" label="Date" error={errors.start}>
            <Input
              id="event-day"
              name="day"
              type="date"
              defaultValue={event ? localDay(new Date(event.start)) : (defaultDay ?? localDay(new Date()))}
            />
          </Field>
          <Field id="event-start" label="Début">
            <Input
              id="event-start"
              name="startTime"
              type="time"
              defaultValue={event ? timeOf(event.start) : '09:00'}
            />
          </Field>
          <Field id="event-end" label="Fin" error={errors.end}>
            <Input
              id="event-end"
              name="endTime"
              type="time"
              defaultValue={event ? timeOf(event.end) : '10:00'}
            />
          </Field>
        </div>
        <Field id="event-attendees" label="Participants (séparés par des virgules)" error={errors.attendees}>
          <Input id="event-attendees" name="attendees" defaultValue={event?.attendees.join(', ')} />
        </Field>
        <Field id="event-task" label="Tâche liée" error={errors.taskId}>
          <select id="event-task" name="taskId" className={selectClass} defaultValue={event?.taskId ?? ''}>
            <option value="">Aucune</option>
            {tasks.data?.items.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </Field>
        <Field id="event-description" label="Notes" error={errors.description}>
          <Textarea
            id="event-description"
            name="description"
            defaultValue={event?.description}
            className="min-h-[80px]"
          />
        </Field>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {event && (
            <Button
              type="button"
              variant="ghost"
              className="mr-auto text-red-700"
              onClick={() => setConfirming(true)}
            >
              Supprimer l’événement
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={create.isPending || update.isPending}>
            {event ? 'Enregistrer' : 'Créer l’événement'}
          </Button>
        </div>
      </form>
      <AlertDialog
        role="dialog"
        confirmLabel="Supprimer"
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer l’événement&nbsp;?"
        description={`«\u00a0${event?.title ?? ''}\u00a0» sera retiré du planning.`}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
      />
    </Dialog>
  );
}
