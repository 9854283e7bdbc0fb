import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import {
  type MessageDirection,
  type SupportTicketDto,
  type TicketCategory,
  type TicketStatus,
  ticketCategories,
  ticketCategoryLabels,
  ticketSourceLabels,
  ticketStatuses,
  ticketStatusLabels,
} from '../../../shared/support-model.ts';
import { type Priority, priorities, priorityLabels } from '../../../shared/workspace-model.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label, selectClass, Textarea } from '../../components/ui/input.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { useReplyToTicket, useTicket, useUpdateTicket } from './api/support-api.ts';
import {
  OverdueBadge,
  TicketPriorityBadge,
  TicketStatusBadge,
  TicketToneBadge,
} from './components/badges.tsx';
import { ClidePanel } from './components/clide-panel.tsx';
import { parisDateTime } from './format.ts';

const nbsp = '\u00a0';

// An internal note (an escalation's, decision 068) is never sent to the requester: it says so.
const messageLabels: Record<MessageDirection, string> = {
  inbound: 'Reçu de',
  outbound: 'Envoyé par',
  note: 'Note interne de',
};
const messageClasses: Record<MessageDirection, string> = {
  inbound: 'rounded-xl border border-slate-200 bg-white p-4',
  outbound: 'ml-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4',
  note: 'ml-6 rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4',
};

function Settings({ ticket }: { ticket: SupportTicketDto }) {
  const update = useUpdateTicket();
  const change = async (patch: { status?: TicketStatus; priority?: Priority; category?: TicketCategory }) => {
    try {
      await update.mutateAsync({ id: ticket.id, ...patch });
      toast.success('Ticket mis à jour');
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Modification impossible.');
    }
  };
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-3">
      <div>
        <Label htmlFor="ticket-status">Statut</Label>
        <select
          id="ticket-status"
          className={selectClass}
          value={ticket.status}
          disabled={update.isPending}
          onChange={(e) => void change({ status: e.target.value as TicketStatus })}
        >
          {ticketStatuses.map((s) => (
            <option key={s} value={s}>
              {ticketStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="ticket-priority">Priorité</Label>
        <select
          id="ticket-priority"
          className={selectClass}
          value={ticket.priority}
          disabled={update.isPending}
          onChange={(e) => void change({ priority: e.target.value as Priority })}
        >
          {priorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="ticket-category">Catégorie</Label>
        <select
          id="ticket-category"
          className={selectClass}
          value={ticket.category}
          disabled={update.isPending}
          onChange={(e) => void change({ category: e.target.value as TicketCategory })}
        >
          {ticketCategories.map((c) => (
            <option key={c} value={c}>
              {ticketCategoryLabels[c]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * « Confié à »: who on the team handles the ticket, a free name (the account has no team list yet).
 * Emptied, it clears the assignee. The server checks the length and the characters.
 */
function AssigneeForm({ ticket }: { ticket: SupportTicketDto }) {
  const update = useUpdateTicket();
  const [value, setValue] = useState(ticket.assignee ?? '');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setError('');
    const assignee = value.trim() || null;
    try {
      const saved = await update.mutateAsync({ id: ticket.id, assignee });
      toast.success(saved.assignee ? `Ticket confié à ${saved.assignee}` : 'Ticket non attribué');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Modification impossible.');
    }
  };
  return (
    <form onSubmit={submit} aria-label="Confier le ticket" className="mt-3">
      <Label htmlFor="ticket-assignee">Confié à</Label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          id="ticket-assignee"
          className="sm:max-w-xs"
          value={value}
          maxLength={120}
          placeholder="Personne"
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ticket-assignee-error' : 'ticket-assignee-hint'}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Enregistrer
        </Button>
      </div>
      {error ? (
        <p id="ticket-assignee-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="ticket-assignee-hint" className="mt-1 text-xs text-slate-600">
          Laissez vide pour ne confier le ticket à personne.
        </p>
      )}
    </form>
  );
}

function ReplyBox({ ticket }: { ticket: SupportTicketDto }) {
  const reply = useReplyToTicket();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  // One key per reply written: a double click or a retry of the same reply sends one mail (decision 066).
  const requestKey = useRef(crypto.randomUUID());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!body.trim()) {
      setError('La réponse est vide.');
      return;
    }
    try {
      await reply.mutateAsync({ id: ticket.id, body, requestKey: requestKey.current });
      requestKey.current = crypto.randomUUID();
      setBody('');
      toast.success('Réponse envoyée', `Par mail à ${ticket.requesterEmail}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Envoi impossible.');
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Répondre"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <Label htmlFor="ticket-reply">Votre réponse</Label>
      <p className="text-xs text-slate-600">
        Envoyée par mail à {ticket.requesterEmail}, dans le fil de sa demande.
      </p>
      <Textarea
        id="ticket-reply"
        className="mt-2 min-h-[140px]"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError('');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ticket-reply-error' : undefined}
      />
      {error && (
        <p id="ticket-reply-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={reply.isPending}>
          <Send aria-hidden="true" />
          {reply.isPending ? 'Envoi…' : 'Envoyer la réponse'}
        </Button>
      </div>
    </form>
  );
}

function Ticket({ id }: { id: string }) {
  const detail = useTicket(id);
  if (detail.isError) {
    return (
      <div>
        <p className="text-slate-700">{detail.error.message}</p>
        <Link href={paths.support} className="mt-4 inline-block text-indigo-700 underline">
          Tous les tickets
        </Link>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p aria-busy="true" className="text-slate-600">
        Chargement du ticket…
      </p>
    );
  }
  const { ticket, messages } = detail.data;
  return (
    <>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-xl font-semibold text-slate-900">{ticket.subject}</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {ticket.overdue && <OverdueBadge />}
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          {ticket.triage && <TicketToneBadge tone={ticket.triage.tone} />}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">Demandeur{nbsp}: </dt>
            <dd className="inline">
              {ticket.requesterName} ({ticket.requesterEmail})
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Origine{nbsp}: </dt>
            <dd className="inline">{ticketSourceLabels[ticket.source]}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Première réponse{nbsp}: </dt>
            <dd className="inline">
              {ticket.firstRespondedAt
                ? `faite le ${parisDateTime(ticket.firstRespondedAt)}`
                : `avant le ${parisDateTime(ticket.firstResponseDueAt)}`}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Résolution{nbsp}: </dt>
            <dd className="inline">
              {ticket.resolvedAt
                ? `le ${parisDateTime(ticket.resolvedAt)}`
                : `avant le ${parisDateTime(ticket.resolutionDueAt)}`}
            </dd>
          </div>
        </dl>
        <Settings ticket={ticket} />
        {/* Keyed on the saved name: a change from elsewhere (Clide's escalation) refills the field. */}
        <AssigneeForm key={ticket.assignee ?? ''} ticket={ticket} />
      </section>
      <section aria-labelledby="ticket-thread" className="mt-6">
        <h2 id="ticket-thread" className="mb-3 text-lg font-semibold text-slate-900">
          Échanges
        </h2>
        <ol className="space-y-3">
          {messages.map((m) => (
            <li key={m.id}>
              <article
                aria-label={`${messageLabels[m.direction]} ${m.authorName}`}
                className={messageClasses[m.direction]}
              >
                <p className="text-xs text-slate-600">
                  {messageLabels[m.direction]} {m.authorName} · {parisDateTime(m.sentAt)}
                </p>
                <p className="mt-2 text-sm whitespace-pre-wrap text-slate-900">{m.body}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <ClidePanel ticket={ticket} />
      <ReplyBox ticket={ticket} />
    </>
  );
}

export default function TicketPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ServerStateScope>
      <WorkspaceLayout title="Ticket">
        <Link
          href={paths.support}
          className="mb-4 inline-flex items-center gap-1 text-sm text-slate-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Tous les tickets
        </Link>
        <SignedInGate>
          <Ticket key={id} id={id} />
        </SignedInGate>
      </WorkspaceLayout>
    </ServerStateScope>
  );
}
