import { type FormEvent, useState } from 'react';
import { employees } from '../../../../shared/employees.ts';
import {
  priorities,
  priorityLabels,
  type TaskDto,
  taskInputSchema,
  taskStatuses,
  taskStatusLabels,
} from '../../../../shared/workspace.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertDialog, Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldErrors } from '../../../components/ui/field.tsx';
import { Input, selectClass, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateTask, useDeleteTask, useProjects, useUpdateTask } from '../api/workspace-api.ts';
import { TaskHistory } from './task-history.tsx';

const otherPerson = '__other__';

/** Create or edit a task; the edit view also shows what the AI employees did to it. */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
  defaultProjectId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  task?: TaskDto;
  defaultProjectId?: string;
}) {
  const projects = useProjects();
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isEmployee = employees.some((e) => e.id === task?.assignee);
  const [assigneeChoice, setAssigneeChoice] = useState(
    !task?.assignee ? '' : isEmployee ? task.assignee : otherPerson,
  );
  const [confirming, setConfirming] = useState(false);
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const estimate = String(form.get('estimate') ?? '').trim();
    const parsed = taskInputSchema.safeParse({
      title: form.get('title'),
      description: form.get('description'),
      projectId: form.get('projectId') || null,
      assignee:
        assigneeChoice === otherPerson ? String(form.get('assigneeName') ?? '') : assigneeChoice || null,
      dueDate: form.get('dueDate') || null,
      priority: form.get('priority'),
      status: form.get('status'),
      estimateMinutes: estimate === '' ? null : Number(estimate),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = task
        ? await update.mutateAsync({ id: task.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(task ? 'Tâche modifiée' : 'Tâche créée', saved.title);
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'Enregistrement impossible.' });
    }
  };

  const confirmDelete = async () => {
    if (!task) return;
    try {
      await remove.mutateAsync(task.id);
      toast.success('Tâche supprimée', task.title);
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
      title={task ? 'Modifier la tâche' : 'Créer une tâche'}
      wide
    >
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={task ? 'Modifier la tâche' : 'Nouvelle tâche'}
      >
        <Field id="task-title" label="Titre" error={errors.title}>
          <Input
            id="task-title"
            name="title"
            defaultValue={task?.title}
            aria-invalid={Boolean(errors.title)}
          />
        </Field>
        <Field id="task-description" label="Description" error={errors.description}>
          <Textarea
            id="task-description"
            name="description"
            defaultValue={task?.description}
            className="min-h-[80px]"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="task-project" label="Projet" error={errors.projectId}>
            <select
              id="task-project"
              name="projectId"
              className={selectClass}
              defaultValue={task?.projectId ?? defaultProjectId ?? ''}
            >
              <option value="">Aucun projet</option>
              {projects.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="task-assignee" label="Assignée à" error={errors.assignee}>
            <select
              id="task-assignee"
              className={selectClass}
              value={assigneeChoice}
              onChange={(e) => setAssigneeChoice(e.target.value)}
            >
              <option value="">Non assignée</option>
              <optgroup label="Employés IA">
                {employees.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name} (IA)
                  </option>
                ))}
              </optgroup>
              <option value={otherPerson}>Une personne…</option>
            </select>
          </Field>
          {assigneeChoice === otherPerson && (
            <Field id="task-assignee-name" label="Nom de la personne">
              <Input
                id="task-assignee-name"
                name="assigneeName"
                defaultValue={isEmployee ? '' : (task?.assignee ?? '')}
              />
            </Field>
          )}
          <Field id="task-due" label="Échéance" error={errors.dueDate}>
            <Input id="task-due" name="dueDate" type="date" defaultValue={task?.dueDate ?? ''} />
          </Field>
          <Field id="task-priority" label="Priorité" error={errors.priority}>
            <select
              id="task-priority"
              name="priority"
              className={selectClass}
              defaultValue={task?.priority ?? 'medium'}
            >
              {priorities.map((p) => (
                <option key={p} value={p}>
                  {priorityLabels[p]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="task-status" label="Statut" error={errors.status}>
            <select
              id="task-status"
              name="status"
              className={selectClass}
              defaultValue={task?.status ?? 'todo'}
            >
              {taskStatuses.map((s) => (
                <option key={s} value={s}>
                  {taskStatusLabels[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="task-estimate" label="Estimation (minutes)" error={errors.estimateMinutes}>
            <Input
              id="task-estimate"
              name="estimate"
              type="number"
              min={0}
              step={15}
              defaultValue={task?.estimateMinutes ?? ''}
            />
          </Field>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {task && (
            <Button
              type="button"
              variant="ghost"
              className="mr-auto text-red-700"
              onClick={() => setConfirming(true)}
            >
              Supprimer la tâche
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={busy}>
            {task ? 'Enregistrer' : 'Créer la tâche'}
          </Button>
        </div>
      </form>
      {task && <TaskHistory taskId={task.id} />}
      <AlertDialog
        role="dialog"
        confirmLabel="Supprimer"
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer la tâche&nbsp;?"
        description={`«\u00a0${task?.title ?? ''}\u00a0» sera supprimée définitivement.`}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
      />
    </Dialog>
  );
}
