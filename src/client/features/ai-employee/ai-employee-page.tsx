import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { type Employee, employees } from '../../../shared/employees.ts';
import { priorityLabels, taskStatusLabels } from '../../../shared/workspace-model.ts';
import { ChatPanel } from '../../components/chat/components/chat-panel.tsx';
import { chatInputId } from '../../components/chat/components/chat-thread-view.tsx';
import { EmployeeAvatar, StatusBadge } from '../../components/chat/components/employee-avatar.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ExampleBadge } from '../../components/ui/example-badge.tsx';
import { LoadingSlot } from '../../components/ui/loading-slot.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { EmployeeListenButton } from '../../components/voice/components/employee-listen-button.tsx';
import { EmployeeSpeechProvider } from '../../components/voice/components/employee-speech.tsx';
import { api, call } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';

// The employee's automations sit below the chat: their code loads after the page (its budget, BENCHMARKS.md).
const SkillsPanel = lazy(() =>
  import('../../components/skills/skills-panel.tsx').then((m) => ({ default: m.SkillsPanel })),
);

const NotFoundPage = lazy(() => import('../../components/layout/not-found-page.tsx'));

const dueFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

function AssignedTasks({ employee }: { employee: Employee }) {
  const { user, loading } = useAuth();
  const tasks = useQuery({
    queryKey: ['employees', employee.id, 'tasks'],
    queryFn: () =>
      call(api.employees[':employee'].tasks.$get({ param: { employee: employee.id } })).then((r) => r.tasks),
    enabled: Boolean(user),
  });
  const none = (
    <p className="text-sm text-slate-600">Aucune tâche assignée à {employee.name} pour l’instant.</p>
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Tâches assignées à {employee.name}</h2>
      </CardHeader>
      <CardContent>
        {!loading && !user && (
          <p className="text-sm text-slate-600">Connectez-vous pour voir les tâches assignées.</p>
        )}
        {(loading || tasks.isLoading) && <LoadingSlot reserve={none} />}
        {tasks.data?.length === 0 && none}
        <ul className="divide-y divide-slate-100" aria-label={`Tâches de ${employee.name}`}>
          {tasks.data?.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1 font-medium text-slate-900">{task.title}</span>
              {task.sample && <ExampleBadge />}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {taskStatusLabels[task.status]}
              </span>
              <span className="text-xs text-slate-500">Priorité&nbsp;: {priorityLabels[task.priority]}</span>
              {task.dueDate && (
                <span className="text-xs text-slate-500">
                  Échéance&nbsp;: {dueFormat.format(new Date(`${task.dueDate}T12:00:00`))}
                </span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function EmployeeProfile({ employee }: { employee: Employee }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start gap-4">
          <EmployeeAvatar employee={employee} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{employee.name}</h2>
              <StatusBadge status={employee.status} />
            </div>
            <p className="text-sm font-medium text-indigo-700">{employee.role}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{employee.description}</p>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Compétences</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {employee.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {skill}
              </li>
            ))}
          </ul>
        </div>
        <blockquote className="flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 italic">
          <Quote className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <p>{employee.introduction}</p>
        </blockquote>
        <EmployeeSpeechProvider>
          <EmployeeListenButton employee={employee} className="flex-none" />
        </EmployeeSpeechProvider>
      </CardContent>
    </Card>
  );
}

/**
 * The employee's skills, for a signed-in user (visitors see the profile and the chat only). Known only
 * once the session answers: placed after the chat on a phone and at the foot of the left column on a
 * wide screen, so that its coming pushes nothing on screen (decision 046).
 */
function EmployeeSkills({ employee }: { employee: Employee }) {
  const { user } = useAuth();
  return user ? (
    <div className="lg:col-start-1 lg:row-start-2">
      <Suspense fallback={null}>
        <SkillsPanel employee={employee.id} />
      </Suspense>
    </div>
  ) : null;
}

/** /ai/{employee}: the employee's role, skills and introduction, the chat with it and its tasks. */

export default function AiEmployeePage() {
  const { employee: id } = useParams<{ employee: string }>();
  const employee = employees.find((e) => e.id === id);
  if (!employee) {
    return (
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <WorkspaceLayout
      title={employee.name}
      skipLink={<SkipLink target={chatInputId}>Aller à la saisie du message</SkipLink>}
    >
      <ServerStateScope>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr]">
          <div className="space-y-6">
            <EmployeeProfile employee={employee} />
            <AssignedTasks employee={employee} />
          </div>
          <section
            aria-label={`Discuter avec ${employee.name}`}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <ChatPanel key={employee.id} employee={employee} mode="auto" height={600} />
          </section>
          <EmployeeSkills employee={employee} />
        </div>
      </ServerStateScope>
    </WorkspaceLayout>
  );
}
