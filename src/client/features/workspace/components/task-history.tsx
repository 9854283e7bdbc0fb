import { employees } from '../../../../shared/employees.ts';
import { useTaskHistory } from '../api/workspace-api.ts';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const statusText = {
  proposed: 'proposée',
  executed: 'réalisée',
  rejected: 'refusée',
  failed: 'échouée',
} as const;

/** What the AI employees proposed or did on this task: who, what, when, approved by. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const history = useTaskHistory(taskId);
  const actions = history.data?.actions ?? [];
  return (
    <section aria-labelledby="task-history-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="task-history-title" className="text-sm font-semibold text-slate-900">
        Historique des employés IA
      </h3>
      {actions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune action d’un employé IA sur cette tâche.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {actions.map((a) => (
            <li key={a.id} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
              <span className="font-medium">
                {employees.find((e) => e.id === a.employee)?.name ?? a.employee}
              </span>{' '}
              — {a.summary} ({statusText[a.status]}
              {a.approvedBy === 'user' && ', approuvée par vous'}
              {a.approvedBy === 'auto' && ', sans demander selon vos réglages'}) —{' '}
              <time dateTime={a.decidedAt ?? a.createdAt}>
                {when.format(new Date(a.decidedAt ?? a.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
