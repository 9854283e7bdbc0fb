import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../shared/routes.ts';
import {
  type SupportTicketDto,
  ticketCategoryLabels,
  ticketToneLabels,
  ticketUrgencyLabels,
} from '../../../../shared/support-model.ts';
import { priorityLabels } from '../../../../shared/workspace-model.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDraftReply, useUpdateTicket } from '../api/support-api.ts';

const nbsp = '\u00a0';

/**
 * Clide on the ticket (decision 068): its triage (category, urgency, tone, suggested priority, which the
 * user may accept) and « Faire rédiger par Clide », which puts a reply in the approval inbox.
 */
export function ClidePanel({ ticket }: { ticket: SupportTicketDto }) {
  const update = useUpdateTicket();
  const draft = useDraftReply();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const triage = ticket.triage;
  const accept = async () => {
    if (!triage) return;
    try {
      await update.mutateAsync({ id: ticket.id, priority: triage.suggestedPriority });
      toast.success('Priorité appliquée', priorityLabels[triage.suggestedPriority]);
    } catch (err) {
      toast.error('Erreur', err instanceof Error ? err.message : 'Modification impossible.');
    }
  };
  const write = async () => {
    setError('');
    setNote('');
    try {
      const result = await draft.mutateAsync({ id: ticket.id });
      setNote(result.note);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Clide n’a pas pu rédiger la réponse.');
    }
  };
  return (
    <section
      aria-labelledby="clide-panel"
      className="mt-6 rounded-xl border border-violet-200 bg-violet-50 p-5"
    >
      <h2 id="clide-panel" className="text-lg font-semibold text-slate-900">
        Clide
      </h2>
      {triage ? (
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">Catégorie{nbsp}: </dt>
            <dd className="inline">{ticketCategoryLabels[triage.category]}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Urgence{nbsp}: </dt>
            <dd className="inline">{ticketUrgencyLabels[triage.urgency]}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Ton du client{nbsp}: </dt>
            <dd className="inline">{ticketToneLabels[triage.tone]}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Priorité suggérée{nbsp}: </dt>
            <dd className="inline">{priorityLabels[triage.suggestedPriority]}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Ce ticket est antérieur au tri de Clide.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {triage && triage.suggestedPriority !== ticket.priority && (
          <Button type="button" variant="outline" disabled={update.isPending} onClick={() => void accept()}>
            Appliquer la priorité suggérée ({priorityLabels[triage.suggestedPriority].toLowerCase()})
          </Button>
        )}
        <Button type="button" disabled={draft.isPending} onClick={() => void write()}>
          <Sparkles aria-hidden="true" />
          {draft.isPending ? 'Clide rédige…' : 'Faire rédiger par Clide'}
        </Button>
      </div>
      <div aria-live="polite">
        {note && (
          <div className="mt-4 rounded-lg border border-violet-200 bg-white p-4 text-sm text-slate-800">
            <p className="font-medium">Réponse proposée{nbsp}: elle attend votre accord dans Approbations.</p>
            <p className="mt-1">{note}</p>
            <Link href={paths.approvals} className="mt-2 inline-block text-indigo-700 underline">
              Voir la réponse dans Approbations
            </Link>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
