import { ArrowLeft, CalendarDays, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import type { TaskDto } from '../../../shared/workspace-model.ts';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { ExampleBadge } from '../../components/ui/example-badge.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { useDeleteProject, useIsVisitor, useProject, useTasks } from './api/workspace-api.ts';
import { PriorityBadge, ProgressBar, ProjectStatusBadge } from './components/badges.tsx';
import { ProjectFormDialog, TaskFormDialog } from './components/lazy-dialogs.tsx';
import { TaskRow } from './components/task-row.tsx';
import { VisitorBanner } from './components/visitor-banner.tsx';
import { formatDay } from './format.ts';

function ProjectContent({ id }: { id: string }) {
  const { visitor } = useIsVisitor();
  const [, navigate] = useLocation();
  const project = useProject(id);
  const tasks = useTasks({ projectId: id });
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [newTask, setNewTask] = useState(false);
  const [openTask, setOpenTask] = useState<TaskDto | null>(null);

  if (project.isError) {
    return (
      <WorkspaceLayout title="Projet introuvable">
        <p className="text-slate-700">{project.error.message}</p>
        <Link href={paths.projects} className="mt-4 inline-block text-indigo-700 underline">
          Retour aux projets
        </Link>
      </WorkspaceLayout>
    );
  }
  const p = project.data;
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id);
      toast.success('Projet supprimé', p?.name);
      navigate(paths.projects);
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Suppression impossible.');
    }
  };

  return (
    <WorkspaceLayout
      title={p?.name ?? 'Projet'}
      actions={
        p && !visitor ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDeleting(true)} className="text-red-700">
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          </div>
        ) : null
      }
    >
      {visitor && <VisitorBanner />}
      <Link
        href={paths.projects}
        className="mb-4 inline-flex items-center gap-1 text-sm text-slate-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tous les projets
      </Link>
      {p ? (
        <section className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap gap-2">
            {p.sample && <ExampleBadge />}
            <ProjectStatusBadge status={p.status} />
            <PriorityBadge priority={p.priority} />
          </div>
          {p.description && <p className="mt-3 text-slate-700">{p.description}</p>}
          <div className="mt-4 flex items-center justify-between text-sm text-slate-700">
            <span>
              {p.tasksCompleted}/{p.tasksTotal} tâches terminées
            </span>
            <span className="font-semibold">{p.progress} %</span>
          </div>
          <div className="mt-1">
            <ProgressBar value={p.progress} label={`Progression de ${p.name}`} />
          </div>
          <div className="mt-4 flex flex-wrap gap-6 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              Échéance&nbsp;: {formatDay(p.dueDate)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              Équipe&nbsp;: {p.teamSize}
            </span>
          </div>
        </section>
      ) : (
        <p aria-busy="true" className="text-slate-600">
          Chargement du projet…
        </p>
      )}
      <section aria-labelledby="project-tasks-title">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="project-tasks-title" className="text-lg font-semibold text-slate-900">
            Tâches du projet
          </h2>
          <Button size="sm" onClick={() => (visitor ? navigate(paths.auth) : setNewTask(true))}>
            <Plus aria-hidden="true" />
            Ajouter une tâche
          </Button>
        </div>
        {tasks.data?.items.length ? (
          <ul className="space-y-2">
            {tasks.data.items.map((t) => (
              <TaskRow key={t.id} task={t} onOpen={visitor ? undefined : setOpenTask} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Aucune tâche dans ce projet.</p>
        )}
      </section>
      {editing && p && <ProjectFormDialog open project={p} onOpenChange={setEditing} />}
      <AlertDialog
        role="dialog"
        confirmLabel="Supprimer"
        open={deleting}
        onOpenChange={setDeleting}
        title="Supprimer le projet&nbsp;?"
        description={`«\u00a0${p?.name ?? ''}\u00a0» sera supprimé. Ses tâches sont conservées, sans projet.`}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
      />
      {newTask && <TaskFormDialog open defaultProjectId={id} onOpenChange={setNewTask} />}
      {openTask && <TaskFormDialog open task={openTask} onOpenChange={(o) => !o && setOpenTask(null)} />}
    </WorkspaceLayout>
  );
}

export default function ProjectPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ServerStateScope>
      <ProjectContent key={id} id={id} />
    </ServerStateScope>
  );
}
