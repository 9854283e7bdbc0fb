import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { countOf } from '../../../shared/plural.ts';
import { paths } from '../../../shared/routes.ts';
import { ticketCategoryLabels, ticketStatuses, ticketStatusLabels } from '../../../shared/support-model.ts';
import { priorityLabels } from '../../../shared/workspace-model.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Input, Label, selectClass } from '../../components/ui/input.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { useFormLink, useTickets } from './api/support-api.ts';
import {
  OverdueBadge,
  TicketPriorityBadge,
  TicketStatusBadge,
  TicketToneBadge,
} from './components/badges.tsx';
import { NewTicketDialog } from './components/lazy-new-ticket.tsx';
import { parisDateTime } from './format.ts';

// The support desk (issue 40, decision 066): the tickets from the connected mailbox and the contact
// form, filtered by status, searched, the overdue ones flagged and counted; the form's public link.

function FormLink() {
  const link = useFormLink();
  const url = link.data ? `${window.location.origin}${paths.contact(link.data.slug)}` : '';
  return (
    <section
      aria-labelledby="support-form-link"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="support-form-link" className="text-base font-semibold text-slate-900">
        Lien de votre formulaire de contact
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Donnez ce lien à vos clients (site, signature de mail){'\u00a0'}: chaque message envoyé devient un
        ticket ici.
      </p>
      <div className="mt-3 flex items-center gap-2">
        <Input
          readOnly
          aria-label="Lien de votre formulaire de contact"
          value={url}
          placeholder="Chargement…"
          onFocus={(e) => e.currentTarget.select()}
        />
        {url && <CopyButton text={url} label="Copier le lien" />}
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="shrink-0 text-sm text-indigo-700 underline"
          >
            Ouvrir
          </a>
        )}
      </div>
    </section>
  );
}

function Tickets() {
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const tickets = useTickets({
    status: status || undefined,
    q: q.trim() || undefined,
    overdue: overdueOnly ? 'true' : undefined,
  });
  const data = tickets.data;
  return (
    <>
      <FormLink />
      <section aria-labelledby="support-tickets-title">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="support-tickets-title" className="text-lg font-semibold text-slate-900">
              Tickets
            </h2>
            {data && (
              <p className="text-sm text-slate-700" aria-live="polite">
                {data.overdueCount > 0 ? (
                  <span className="font-semibold text-red-700">
                    {countOf(data.overdueCount, 'ticket en retard', 'tickets en retard')}
                  </span>
                ) : (
                  'Aucun ticket en retard'
                )}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-56">
              <Label htmlFor="support-search">Rechercher</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
                  aria-hidden="true"
                />
                <Input
                  id="support-search"
                  type="search"
                  className="pl-9"
                  placeholder="Sujet, nom ou email"
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                />
              </div>
            </div>
            <div className="w-48">
              <Label htmlFor="support-status">Statut</Label>
              <select
                id="support-status"
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              >
                <option value="">Tous les statuts</option>
                {ticketStatuses.map((s) => (
                  <option key={s} value={s}>
                    {ticketStatusLabels[s]}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={overdueOnly}
                onChange={(e) => setOverdueOnly(e.target.checked)}
                className="size-4"
              />
              En retard seulement
            </label>
          </div>
        </div>
        {tickets.isError ? (
          <p role="alert" className="text-red-700">
            {tickets.error.message}
          </p>
        ) : !data ? (
          <p aria-busy="true" className="text-slate-600">
            Chargement des tickets…
          </p>
        ) : data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            {status || q || overdueOnly
              ? 'Aucun ticket ne correspond à ces filtres.'
              : 'Aucun ticket pour l’instant. Les mails reçus dans votre boîte connectée et les messages du formulaire de contact arriveront ici.'}
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Liste des tickets">
            {data.items.map((t) => (
              <li key={t.id}>
                <Link
                  href={paths.supportTicket(t.id)}
                  className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{t.subject}</span>
                    <span className="flex flex-wrap gap-2">
                      {t.overdue && <OverdueBadge />}
                      <TicketStatusBadge status={t.status} />
                      <TicketPriorityBadge priority={t.priority} />
                      {t.triage && <TicketToneBadge tone={t.triage.tone} />}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {t.requesterName} · {t.requesterEmail} · {ticketCategoryLabels[t.category]}
                    {t.assignee ? ` · confié à ${t.assignee}` : ''}
                    {t.triage && t.triage.suggestedPriority !== t.priority
                      ? ` · priorité suggérée par Clide\u00a0: ${priorityLabels[t.triage.suggestedPriority].toLowerCase()}`
                      : ''}{' '}
                    · dernier message le {parisDateTime(t.lastMessageAt)}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SupportDesk() {
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  return (
    <WorkspaceLayout
      title="Support"
      actions={
        user && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nouveau ticket
          </Button>
        )
      }
    >
      <SignedInGate>
        <Tickets />
      </SignedInGate>
      {creating && <NewTicketDialog open onOpenChange={setCreating} />}
    </WorkspaceLayout>
  );
}

export default function SupportPage() {
  return (
    <ServerStateScope>
      <SupportDesk />
    </ServerStateScope>
  );
}
