import { Check, ListTodo, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AiActionSummary } from '../../../../shared/chat.ts';
import { paths } from '../../../../shared/routes.ts';
import { api, call } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

const statusLines: Record<AiActionSummary['status'], string> = {
  proposed: 'En attente de votre accord',
  executed: 'Fait',
  rejected: 'Refusé',
  failed: 'Échec',
};

/** What an employee proposes to change: nothing happens until 'Approuver' (or its permission to act alone). */
export function ActionCard({ initial }: { initial: AiActionSummary }) {
  const [action, setAction] = useState(initial);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      const param = { id: action.id };
      const result = await call(
        decision === 'approve'
          ? api.actions[':id'].approve.$post({ param })
          : api.actions[':id'].reject.$post({ param }),
      );
      setAction(result.action);
      if (result.action.status === 'executed') toast.success('Action réalisée', result.action.summary);
      if (result.action.status === 'failed')
        toast.error('Erreur', result.action.error ?? 'Action impossible');
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Action impossible');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={`Action proposée\u00a0: ${action.summary}`}
      className="mt-2 w-full rounded-xl border border-indigo-200 bg-white p-3 text-sm shadow-sm"
    >
      <p className="flex items-start gap-2 font-medium text-slate-900">
        <ListTodo className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
        {action.summary}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {statusLines[action.status]}
        {action.approvedBy === 'auto' && ' (sans demander, selon vos réglages)'}
        {action.error && ` : ${action.error}`}
      </p>
      {action.status === 'proposed' && (
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => void decide('approve')}
            className="inline-flex items-center gap-1 rounded-lg bg-indigo-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-indigo-800 disabled:opacity-60"
          >
            <Check className="size-3.5" aria-hidden="true" />
            Approuver
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void decide('reject')}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            <X className="size-3.5" aria-hidden="true" />
            Refuser
          </button>
        </div>
      )}
      {action.status === 'executed' && action.taskId && (
        <Link href={paths.tasks} className="mt-2 inline-block text-xs font-medium text-indigo-700 underline">
          Voir dans mes tâches
        </Link>
      )}
      {action.status === 'executed' && action.eventId && (
        <Link
          href={paths.calendar}
          className="mt-2 inline-block text-xs font-medium text-indigo-700 underline"
        >
          Voir dans le planning
        </Link>
      )}
    </section>
  );
}
