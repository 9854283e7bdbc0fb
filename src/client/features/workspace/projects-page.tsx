import { CheckCircle2, FolderKanban, Plus, Search, TrendingUp, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import {
  priorities,
  priorityLabels,
  projectStatuses,
  projectStatusLabels,
  type TaskDto,
} from '../../../shared/workspace-model.ts';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { selectClass } from '../../components/ui/input.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { useIsVisitor, useProjects, useTasks } from './api/workspace-api.ts';
import { ProjectFormDialog, TaskFormDialog } from './components/lazy-dialogs.tsx';
import { ProjectCard } from './components/project-card.tsx';
import { TaskRow } from './components/task-row.tsx';
import { VisitorBanner } from './components/visitor-banner.tsx';

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: typeof FolderKanban }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
      </div>
    </div>
  );
}

function ProjectsContent() {
  const { visitor } = useIsVisitor();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [showAll, setShowAll] = useState(false);
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [newProject, setNewProject] = useState(false);
  const [newTask, setNewTask] = useState(false);
  const [openTask, setOpenTask] = useState<TaskDto | null>(null);

  const all = useProjects();
  const filtered = useProjects(
    { status: status || undefined, priority: priority || undefined },
    { enabled: showAll },
  );
  const openTasks = useTasks();
  const projectResults = useProjects({ q }, { enabled: q !== '' });
  const taskResults = useTasks({ q }, { enabled: q !== '' });

  const projects = all.data?.items ?? [];
  const tasks = openTasks.data?.items ?? [];
  const active = projects.filter((p) => p.status === 'active').length;
  const done = projects.reduce((sum, p) => sum + p.tasksCompleted, 0);
  const average = projects.length
    ? Math.round(projects.reduce((sum, p) => sum + p.progress, 0) / projects.length)
    : 0;
  const members = projects.reduce((sum, p) => sum + p.teamSize, 0);
  const urgent = tasks
    .filter((t) => t.status !== 'done' && (t.priority === 'urgent' || t.priority === 'high'))
    .sort((a, b) => (a.priority === b.priority ? 0 : a.priority === 'urgent' ? -1 : 1))
    .slice(0, 6);
  const recent = [...projects].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 4);

  const writeOr = (open: () => void) => () => (visitor ? navigate(paths.auth) : open());
  const onOpenTask = visitor ? undefined : setOpenTask;

  return (
    <WorkspaceLayout
      title="Projets"
      search={
        // From 1024 px: between 768 and 1024 the sidebar leaves the header no room for the title.
        <div className="relative hidden lg:block">
          <Search
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Rechercher..."
            aria-label="Rechercher des projets et des tâches"
            className="h-9 w-56 rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </div>
      }
      actions={
        <Button size="sm" onClick={writeOr(() => setNewProject(true))}>
          <Plus aria-hidden="true" />
          Nouveau Projet
        </Button>
      }
    >
      {visitor && <VisitorBanner />}
      <input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Rechercher..."
        aria-label="Rechercher des projets et des tâches"
        className="mb-4 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      />
      <section className="mb-6 rounded-2xl bg-gradient-to-r from-indigo-700 to-violet-700 p-6 text-white">
        <h2 className="text-2xl font-semibold">Gestion de Projets</h2>
        <p className="mt-1 max-w-2xl text-indigo-100">
          Suivez vos projets et vos tâches avec votre équipe IA&nbsp;: Alfred priorise, Millie mesure
          l’avancement, et chaque employé peut prendre une tâche en charge.
        </p>
      </section>

      {q ? (
        <section aria-labelledby="search-title" className="space-y-4">
          <h2 id="search-title" className="text-lg font-semibold text-slate-900">
            Résultats pour «&nbsp;{q} »
          </h2>
          <h3 className="text-sm font-semibold text-slate-700">Projets</h3>
          {projectResults.data?.items.length ? (
            <div className="grid gap-4 md:grid-cols-2">
              {projectResults.data.items.map((p) => (
                <ProjectCard key={p.id} project={p} />
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600">Aucun projet trouvé.</p>
          )}
          <h3 className="text-sm font-semibold text-slate-700">Tâches</h3>
          {taskResults.data?.items.length ? (
            <ul className="space-y-2">
              {taskResults.data.items.map((t) => (
                <TaskRow key={t.id} task={t} onOpen={onOpenTask} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Aucune tâche trouvée.</p>
          )}
        </section>
      ) : (
        <>
          <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Projets Actifs" value={String(active)} icon={FolderKanban} />
            <StatCard label="Tâches Terminées" value={String(done)} icon={CheckCircle2} />
            <StatCard label="Progression Moyenne" value={`${average} %`} icon={TrendingUp} />
            <StatCard label="Membres d’Équipe" value={String(members)} icon={Users} />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="recent-title" className="lg:col-span-2">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
                  {showAll ? 'Tous les projets' : 'Projets Récents'}
                </h2>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setShowAll((v) => !v)}
                  aria-expanded={showAll}
                >
                  {showAll ? 'Voir moins' : 'Voir tout'}
                </Button>
              </div>
              {showAll && (
                <div className="mb-4 flex flex-wrap gap-3">
                  <label className="text-sm text-slate-700">
                    <span className="mr-2">Statut</span>
                    <select
                      value={status}
                      onChange={(e) => setStatus(e.target.value)}
                      className={`${selectClass} inline-flex w-44`}
                    >
                      <option value="">Tous</option>
                      {projectStatuses.map((s) => (
                        <option key={s} value={s}>
                          {projectStatusLabels[s]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="text-sm text-slate-700">
                    <span className="mr-2">Priorité</span>
                    <select
                      value={priority}
                      onChange={(e) => setPriority(e.target.value)}
                      className={`${selectClass} inline-flex w-44`}
                    >
                      <option value="">Toutes</option>
                      {priorities.map((p) => (
                        <option key={p} value={p}>
                          {priorityLabels[p]}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              )}
              {all.isPending ? (
                <p className="text-sm text-slate-600" aria-busy="true">
                  Chargement des projets…
                </p>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {(showAll ? (filtered.data?.items ?? []) : recent).map((p) => (
                    <ProjectCard key={p.id} project={p} />
                  ))}
                  {showAll && filtered.data?.items.length === 0 && (
                    <p className="text-sm text-slate-600">Aucun projet ne correspond à ces filtres.</p>
                  )}
                  {!showAll && projects.length === 0 && (
                    <p className="text-sm text-slate-600">
                      Aucun projet pour l’instant&nbsp;: créez le premier.
                    </p>
                  )}
                </div>
              )}
            </section>
            <section aria-labelledby="urgent-title">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h2 id="urgent-title" className="text-lg font-semibold text-slate-900">
                  Tâches Urgentes
                </h2>
                <Button variant="outline" size="sm" onClick={writeOr(() => setNewTask(true))}>
                  <Plus aria-hidden="true" />
                  Créer une tâche
                </Button>
              </div>
              {urgent.length ? (
                <ul className="space-y-2">
                  {urgent.map((t) => (
                    <TaskRow key={t.id} task={t} onOpen={onOpenTask} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">Aucune tâche urgente.</p>
              )}
            </section>
          </div>
        </>
      )}
      {newProject && (
        <ProjectFormDialog
          open
          onOpenChange={setNewProject}
          onSaved={(project) => navigate(`/projects/${project.id}`)}
        />
      )}
      {newTask && <TaskFormDialog open onOpenChange={setNewTask} />}
      {openTask && <TaskFormDialog open task={openTask} onOpenChange={(o) => !o && setOpenTask(null)} />}
    </WorkspaceLayout>
  );
}

export default function ProjectsPage() {
  return (
    <ServerStateScope>
      <ProjectsContent />
    </ServerStateScope>
  );
}
