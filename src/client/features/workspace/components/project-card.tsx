import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { ProjectDto } from '../../../../shared/workspace-model.ts';
import { ExampleBadge } from '../../../components/ui/example-badge.tsx';
import { formatDay } from '../format.ts';
import { PriorityBadge, ProgressBar, ProjectStatusBadge } from './badges.tsx';

export function ProjectCard({ project }: { project: ProjectDto }) {
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`project-${project.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`project-${project.id}`} className="font-semibold text-slate-900">
          <Link href={`/projects/${project.id}`} className="hover:underline">
            {project.name}
          </Link>
        </h3>
        <div className="flex gap-1.5">
          {project.sample && <ExampleBadge />}
          <ProjectStatusBadge status={project.status} />
          <PriorityBadge priority={project.priority} />
        </div>
      </div>
      {project.description && (
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{project.description}</p>
      )}
      <div className="mt-3 flex items-center justify-between text-xs text-slate-600">
        <span>
          {project.tasksCompleted}/{project.tasksTotal} tâches
        </span>
        <span className="font-medium text-slate-800">{project.progress} %</span>
      </div>
      <div className="mt-1">
        <ProgressBar value={project.progress} label={`Progression de ${project.name}`} />
      </div>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {formatDay(project.dueDate)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {project.teamSize} {project.teamSize > 1 ? 'membres' : 'membre'}
        </span>
      </div>
    </article>
  );
}
