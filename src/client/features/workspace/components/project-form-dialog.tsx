import { type FormEvent, useState } from 'react';
import {
  type ProjectDto,
  priorities,
  priorityLabels,
  projectInputSchema,
  projectStatuses,
  projectStatusLabels,
} from '../../../../shared/workspace.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldErrors } from '../../../components/ui/field.tsx';
import { Input, selectClass, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateProject, useUpdateProject } from '../api/workspace-api.ts';

/** 'Nouveau Projet' or 'Modifier le projet': validated here with the server's own schema. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  project?: ProjectDto;
  onSaved?(project: ProjectDto): void;
}) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const teamSize = Number(form.get('teamSize'));
    const parsed = projectInputSchema.safeParse({
      name: form.get('name'),
      description: form.get('description'),
      status: form.get('status'),
      priority: form.get('priority'),
      dueDate: form.get('dueDate') || null,
      teamSize: Number.isNaN(teamSize) ? form.get('teamSize') : teamSize,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = project
        ? await update.mutateAsync({ id: project.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(project ? 'Projet modifié' : 'Projet créé', saved.name);
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : 'Enregistrement impossible.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={project ? 'Modifier le projet' : 'Nouveau Projet'}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={project ? 'Modifier le projet' : 'Nouveau projet'}
      >
        <Field id="project-name" label="Nom du projet" error={errors.name}>
          <Input
            id="project-name"
            name="name"
            defaultValue={project?.name}
            aria-invalid={Boolean(errors.name)}
          />
        </Field>
        <Field id="project-description" label="Description" error={errors.description}>
          <Textarea id="project-description" name="description" defaultValue={project?.description} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="project-status" label="Statut" error={errors.status}>
            <select
              id="project-status"
              name="status"
              className={selectClass}
              defaultValue={project?.status ?? 'planning'}
            >
              {projectStatuses.map((s) => (
                <option key={s} value={s}>
                  {projectStatusLabels[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="project-priority" label="Priorité" error={errors.priority}>
            <select
              id="project-priority"
              name="priority"
              className={selectClass}
              defaultValue={project?.priority ?? 'medium'}
            >
              {priorities.map((p) => (
                <option key={p} value={p}>
                  {priorityLabels[p]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="project-due" label="Échéance" error={errors.dueDate}>
            <Input id="project-due" name="dueDate" type="date" defaultValue={project?.dueDate ?? ''} />
          </Field>
          <Field id="project-team" label="Taille de l’équipe" error={errors.teamSize}>
            <Input
              id="project-team"
              name="teamSize"
              type="number"
              min={1}
              defaultValue={project?.teamSize ?? 1}
            />
          </Field>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={busy}>
            {project ? 'Enregistrer' : 'Créer le projet'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
