import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { employees } from '../../../shared/employees.ts';
import { parisLongDate, parisTime } from '../../../shared/paris-time.ts';
import type { ApprovalDto } from '../../../shared/skills.ts';
import {
  type ApprovalKind,
  approvalKindLabels,
  approvalKinds,
  approvalStatusLabels,
  auditActorLabel,
  type TrustLevel,
  trustLevelLabels,
  trustLevels,
} from '../../../shared/skills-model.ts';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import {
  useApprovals,
  useAudit,
  useDecide,
  useSetTrust,
  useTrust,
} from '../../components/skills/api/skills-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Input, selectClass, Textarea } from '../../components/ui/input.tsx';
import { LoadingSlot } from '../../components/ui/loading-slot.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';

// /approbations: every proposal of every employee and skill (what, why, where from), approved, edited
// then approved, or refused; the trust level of each action kind; the audit log (decision 027).

const failed = (err: unknown) =>
  toast.error(err instanceof ApiRequestError ? err.message : 'L’opération n’a pas abouti.');

const when = (iso: string) => `${parisLongDate(new Date(iso))} à ${parisTime(new Date(iso))}`;

/** The fields a user may edit before approving: the texts of the proposal. */
const editable = (item: ApprovalDto) =>
  Object.entries(item.params).filter(
    ([key, value]) =>
      typeof value === 'string' &&
      // Ids, the reply address and the CRM's stage (an English id) are not typed by hand (decisions 067, 068).
      ![
        'actionId',
        'taskId',
        'ticketId',
        'replyTo',
        'employee',
        'kind',
        'trigger',
        'opportunityId',
        'contactId',
        'stage',
      ].includes(key),
  ) as Array<[string, string]>;

const fieldLabels: Record<string, string> = {
  title: 'Titre',
  message: 'Message',
  name: 'Nom',
  instruction: 'Consigne',
  cron: 'Horaire (cron)',
  destination: 'Destination',
  dueDate: 'Échéance',
  start: 'Début',
  end: 'Fin',
  // A reply by mail and an escalation (send_email, support_reply, support_escalate: decision 068).
  body: 'Texte du mail',
  to: 'Destinataire',
  subject: 'Objet',
  assignee: 'Confié à',
  note: 'Note interne',
  companyName: 'Entreprise',
  contactName: 'Contact',
  nextStep: 'Prochaine étape',
  nextStepDate: 'Date de la prochaine étape',
  expectedCloseDate: 'Signature prévue',
  opportunity: 'Opportunité',
  about: 'Fiche',
};

/** Long texts (a mail's body, a note) are read and edited whole, not in one line. */
const longFields = new Set(['body', 'note']);

/**
 * After a decision the item leaves the list (or loses its buttons): the focus goes to the next
 * proposal's first button, else the list's heading, never to the page's body (issue 42).
 */
function focusAfterDecision(li: HTMLLIElement | null) {
  const inbox = li?.closest<HTMLElement>('[data-inbox]');
  if (!li || !inbox) return;
  const index = [...inbox.querySelectorAll('li[data-proposal]')].indexOf(li);
  const started = performance.now();
  const step = () => {
    // Wait for the list to be read again without the decided item (at most 3 s).
    if (li.isConnected && li.querySelector('button') && performance.now() - started < 3000) {
      requestAnimationFrame(step);
      return;
    }
    const items = [...inbox.querySelectorAll<HTMLElement>('li[data-proposal]')].filter(
      (item) => item.querySelector('button') !== null,
    );
    const next = items[Math.min(Math.max(index, 0), items.length - 1)];
    (next?.querySelector<HTMLElement>('button') ?? inbox.querySelector<HTMLElement>('h2'))?.focus();
  };
  requestAnimationFrame(step);
}

function Proposal({ item, mayApprove }: { item: ApprovalDto; mayApprove: boolean }) {
  const decide = useDecide();
  const row = useRef<HTMLLIElement>(null);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(editable(item)));
  const employee = employees.find((e) => e.id === item.employee);
  const pending = item.status === 'proposed';
  const run = (decision: 'approve' | 'reject' | 'undo', params?: Record<string, unknown>) =>
    decide.mutate(
      { id: item.id, decision, params },
      {
        onSuccess: (result) => {
          toast.success(approvalStatusLabels[result.status]);
          focusAfterDecision(row.current);
        },
        onError: failed,
      },
    );
  return (
    <li ref={row} data-proposal className="space-y-2 py-4" aria-label={item.summary}>
      <div className="flex flex-wrap items-baseline gap-2">
        <p className="font-medium text-slate-900">{item.summary}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {approvalStatusLabels[item.status]}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-medium">Pourquoi&nbsp;:</span> {item.reason}
      </p>
      <p className="text-xs text-slate-500">
        {employee?.name} · {approvalKindLabels[item.kind]} · Source&nbsp;: {item.source} ·{' '}
        {when(item.createdAt)}
        {item.requestedBy && ` · Demandé par ${item.requestedBy}`}
        {item.decidedBy && item.decidedAt && ` · Décidé par ${item.decidedBy} le ${when(item.decidedAt)}`}
      </p>
      {!editing && typeof item.params.body === 'string' && (
        <blockquote className="max-h-72 overflow-auto rounded-lg border-l-4 border-indigo-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {item.params.body}
        </blockquote>
      )}
      {editing && (
        <div className="grid gap-2 sm:grid-cols-2">
          {Object.entries(values).map(([key, value]) => (
            <div
              key={key}
              className={`flex flex-col gap-1 text-xs font-medium text-slate-700${longFields.has(key) ? ' sm:col-span-2' : ''}`}
            >
              <label htmlFor={`${item.id}-${key}`}>
                {item.kind === 'crm_log_activity' && key === 'body' ? 'Note' : (fieldLabels[key] ?? key)}
              </label>
              {longFields.has(key) ? (
                <Textarea
                  id={`${item.id}-${key}`}
                  className="min-h-[160px]"
                  value={value}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
              ) : (
                <Input
                  id={`${item.id}-${key}`}
                  value={value}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                />
              )}
            </div>
          ))}
        </div>
      )}
      {pending && !mayApprove && (
        <p className="text-sm text-slate-600">
          Cette proposition attend la décision d’un responsable de l’organisation.
        </p>
      )}
      {pending && mayApprove && (
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => run('approve', values)}>
              Enregistrer et approuver
            </Button>
          ) : (
            <Button size="sm" disabled={decide.isPending} onClick={() => run('approve')}>
              Approuver
            </Button>
          )}
          {editable(item).length > 0 && (
            <Button size="sm" variant="outline" onClick={() => setEditing(!editing)}>
              {editing ? 'Annuler la modification' : 'Modifier'}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => run('reject')}>
            Refuser
          </Button>
        </div>
      )}
      {item.status === 'scheduled' && item.undoUntil && mayApprove && (
        <div className="flex items-center gap-3 text-sm text-slate-700">
          Réalisée automatiquement à {parisTime(new Date(item.undoUntil))}.
          <Button size="sm" variant="outline" onClick={() => run('undo')}>
            Annuler
          </Button>
        </div>
      )}
    </li>
  );
}

const noProposal = (
  <p className="text-sm text-slate-600">
    Aucune proposition en attente. Vos employés vous tiendront au courant.
  </p>
);

function InboxList({ status }: { status: 'pending' | 'all' }) {
  return (
    <div data-inbox>
      {/* Where the focus lands when the last proposal is decided. */}
      <h2 tabIndex={-1} className="sr-only">
        {status === 'pending' ? 'Propositions à approuver' : 'Historique des propositions'}
      </h2>
      <InboxItems status={status} />
    </div>
  );
}

function InboxItems({ status }: { status: 'pending' | 'all' }) {
  const approvals = useApprovals(status);
  if (approvals.isPending)
    return (
      <LoadingSlot reserve={noProposal}>
        <p className="text-sm text-slate-600">Chargement…</p>
      </LoadingSlot>
    );
  if (approvals.isError)
    return <p className="text-sm text-red-700">Impossible de charger les propositions.</p>;
  if (approvals.data.approvals.length === 0) return noProposal;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Propositions">
      {approvals.data.approvals.map((item) => (
        <Proposal key={item.id} item={item} mayApprove={approvals.data.mayApprove} />
      ))}
    </ul>
  );
}

function TrustSettings() {
  const trust = useTrust();
  const setTrust = useSetTrust();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Niveau de confiance par action</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {approvalKinds.map((kind: ApprovalKind) => (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`trust-${kind}`} className="text-sm text-slate-800">
                {approvalKindLabels[kind]}
              </label>
              <select
                id={`trust-${kind}`}
                className={cn(selectClass, 'h-9 w-64')}
                value={trust.data?.[kind] ?? 'ask'}
                onChange={(e) =>
                  setTrust.mutate({ kind, level: e.target.value as TrustLevel }, { onError: failed })
                }
              >
                {trustLevels.map((level) => (
                  <option key={level} value={level}>
                    {trustLevelLabels[level]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AuditLog() {
  const audit = useAudit();
  return (
    <div className="space-y-3">
      <Button asChild size="sm" variant="outline">
        <a href="/api/audit/export" download>
          <Download className="size-4" aria-hidden="true" /> Exporter (CSV)
        </a>
      </Button>
      {audit.data?.length === 0 && <p className="text-sm text-slate-600">Le journal est vide.</p>}
      <ul className="divide-y divide-slate-100 text-sm" aria-label="Journal d’audit">
        {audit.data?.map((entry) => (
          <li key={entry.id} className="py-2">
            <p className="text-slate-900">{entry.action}</p>
            <p className="text-xs text-slate-500">
              {when(entry.createdAt)} · par {auditActorLabel(entry.actor, entry.member)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ApprovalsPage() {
  const { user, loading } = useAuth();
  return (
    <WorkspaceLayout title="Approbations">
      <ServerStateScope>
        {!loading && !user ? (
          <p className="text-slate-600">Connectez-vous pour voir les propositions de vos employés.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card>
              <CardContent className="pt-6">
                <Tabs defaultValue="pending">
                  <TabsList>
                    <TabsTrigger value="pending">À approuver</TabsTrigger>
                    <TabsTrigger value="all">Historique</TabsTrigger>
                    <TabsTrigger value="audit">Journal d’audit</TabsTrigger>
                  </TabsList>
                  <TabsContent value="pending">
                    <InboxList status="pending" />
                  </TabsContent>
                  <TabsContent value="all">
                    <InboxList status="all" />
                  </TabsContent>
                  <TabsContent value="audit">
                    <AuditLog />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
            <TrustSettings />
          </div>
        )}
      </ServerStateScope>
    </WorkspaceLayout>
  );
}
