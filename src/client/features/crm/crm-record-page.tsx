import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import {
  type ActivityDto,
  activityKindLabels,
  type ManualActivityKind,
  manualActivityKinds,
  type OpportunityDto,
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStages,
} from '../../../shared/crm-model.ts';
import { parisLongDate, parisTime } from '../../../shared/paris-time.ts';
import { paths } from '../../../shared/routes.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Label, selectClass, Textarea } from '../../components/ui/input.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import {
  type RecordRef,
  useAddActivity,
  useCompany,
  useContact,
  useContacts,
  useDeleteCompany,
  useDeleteContact,
  useDeleteOpportunity,
  useOpportunities,
  useOpportunity,
  useTimeline,
  useUpdateOpportunity,
} from './api/crm-api.ts';
import { CompanyFormDialog, ContactFormDialog, OpportunityFormDialog } from './components/lazy-forms.tsx';
import { amountHt, dayLabel } from './format.ts';

// A record of the CRM (decision 065): a company (its opportunities, contacts and timeline), a contact
// (its details, opportunities and timeline) or an opportunity (its figures, its stage and its
// timeline), with the form that adds to the timeline.

function Timeline({ record }: { record: RecordRef }) {
  const timeline = useTimeline(record);
  const add = useAddActivity();
  const [kind, setKind] = useState<ManualActivityKind>('note');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const kindId = useId();
  const bodyId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Écrivez le texte de l’activité.');
    setError('');
    try {
      await add.mutateAsync({ kind, body, ...record });
      setBody('');
      toast.success('Activité ajoutée', activityKindLabels[kind]);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’activité n’a pas pu être ajoutée.');
    }
  };

  return (
    <section aria-labelledby="timeline-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="timeline-title" className="text-base font-semibold text-slate-900">
        Historique
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Ajouter une activité">
        <div className="flex flex-wrap gap-3">
          <div className="space-y-1.5">
            <Label htmlFor={kindId}>Type</Label>
            <select
              id={kindId}
              value={kind}
              onChange={(e) => setKind(e.target.value as ManualActivityKind)}
              className={selectClass}
            >
              {manualActivityKinds.map((k) => (
                <option key={k} value={k}>
                  {activityKindLabels[k]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={bodyId}>Texte de l’activité</Label>
          <Textarea
            id={bodyId}
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={Boolean(error)}
            placeholder="Appelé M. Roux : il rappelle lundi."
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          Ajouter à l’historique
        </Button>
      </form>
      {timeline.data?.items.length ? (
        <ol className="mt-4 space-y-3" aria-label="Activités, de la plus récente à la plus ancienne">
          {timeline.data.items.map((a) => (
            <TimelineEntry key={a.id} activity={a} />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          {timeline.isPending ? 'Chargement…' : 'Aucune activité pour le moment.'}
        </p>
      )}
    </section>
  );
}

function TimelineEntry({ activity }: { activity: ActivityDto }) {
  const at = new Date(activity.createdAt);
  return (
    <li className="border-l-2 border-indigo-200 pl-3">
      <p className="text-xs text-slate-500">
        <span className="font-semibold text-slate-700">{activityKindLabels[activity.kind]}</span> —{' '}
        {parisLongDate(at)} à {parisTime(at)}
      </p>
      <p className="whitespace-pre-line text-sm text-slate-900">{activity.body}</p>
    </li>
  );
}

/** « Modifier » and « Supprimer » (after a confirmation), then back to /crm. */
function RecordActions({
  what,
  consequence,
  onEdit,
  remove,
}: {
  what: string;
  consequence: string;
  onEdit(): void;
  remove: { mutateAsync(): Promise<unknown>; isPending: boolean };
}) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Modifier
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Supprimer ${what}\u00a0?`}
        description={consequence}
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            toast.success('Supprimé', what);
            navigate(paths.crm);
          } catch (e) {
            setConfirming(false);
            toast.error('Erreur', e instanceof Error ? e.message : 'Suppression impossible.');
          }
        }}
        trigger={
          <Button size="sm" variant="outline">
            <Trash2 aria-hidden="true" />
            Supprimer
          </Button>
        }
      />
    </div>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="whitespace-pre-line text-slate-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function OpportunityRecord({ id }: { id: string }) {
  const opportunity = useOpportunity(id);
  const update = useUpdateOpportunity();
  const remove = useDeleteOpportunity();
  const [editing, setEditing] = useState(false);
  const stageId = useId();
  const o = opportunity.data;

  const move = async (stage: OpportunityStage) => {
    if (!o) return;
    try {
      await update.mutateAsync({ id: o.id, stage });
      toast.success('Opportunité déplacée', `«\u00a0${o.title}\u00a0» → ${opportunityStageLabels[stage]}`);
    } catch (e) {
      toast.error('Erreur', e instanceof Error ? e.message : 'Déplacement impossible.');
    }
  };

  return (
    <WorkspaceLayout
      title={o?.title ?? 'Opportunité'}
      actions={
        o && (
          <RecordActions
            what="l’opportunité"
            consequence={`«\u00a0${o.title}\u00a0» et son historique seront supprimés.`}
            onEdit={() => setEditing(true)}
            remove={{ mutateAsync: () => remove.mutateAsync(o.id), isPending: remove.isPending }}
          />
        )
      }
    >
      <SignedInGate>
        <Link
          href={paths.crm}
          className="mb-4 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au CRM
        </Link>
        {opportunity.isError && <p role="alert">{opportunity.error.message}</p>}
        {o && (
          <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
            <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
              <div className="space-y-1.5">
                <Label htmlFor={stageId}>Étape</Label>
                <select
                  id={stageId}
                  value={o.stage}
                  onChange={(e) => void move(e.target.value as OpportunityStage)}
                  className={selectClass}
                >
                  {opportunityStages.map((s) => (
                    <option key={s} value={s}>
                      {opportunityStageLabels[s]}
                    </option>
                  ))}
                </select>
              </div>
              <Facts
                rows={[
                  ['Montant HT', amountHt(o.amountCents)],
                  ['Probabilité', `${o.probability}\u00a0%`],
                  ['Montant pondéré HT', amountHt(Math.round((o.amountCents * o.probability) / 100))],
                  ['Clôture prévue', dayLabel(o.expectedCloseDate)],
                  ['Prochaine étape', o.nextStep],
                  ['Date de la prochaine étape', dayLabel(o.nextStepDate)],
                  ['Contact', o.contactName ?? ''],
                  ['Responsable', o.ownerName],
                ]}
              />
              {o.companyId && (
                <p className="text-sm">
                  Entreprise{'\u00a0'}:{' '}
                  <Link href={paths.crmCompany(o.companyId)} className="text-indigo-700 hover:underline">
                    {o.companyName}
                  </Link>
                </p>
              )}
            </section>
            <Timeline record={{ opportunityId: o.id }} />
          </div>
        )}
      </SignedInGate>
      {editing && o && <OpportunityFormDialog open opportunity={o} onOpenChange={setEditing} />}
    </WorkspaceLayout>
  );
}

/** A company's or a contact's opportunities, each a link to its page with its stage and amount. */
function OpportunityLinks({ items }: { items: OpportunityDto[] | undefined }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {items?.map((o) => (
        <li key={o.id} className="flex flex-wrap justify-between gap-2">
          <Link href={paths.crmOpportunity(o.id)} className="text-indigo-700 hover:underline">
            {o.title}
          </Link>
          <span className="text-slate-600">
            {opportunityStageLabels[o.stage]} · {amountHt(o.amountCents)}
          </span>
        </li>
      ))}
      {items?.length === 0 && <li className="text-slate-600">Aucune opportunité.</li>}
    </ul>
  );
}

function CompanyRecord({ id }: { id: string }) {
  const company = useCompany(id);
  const opportunities = useOpportunities({ companyId: id, limit: 100 });
  const contacts = useContacts({ companyId: id, limit: 100 });
  const remove = useDeleteCompany();
  const [dialog, setDialog] = useState<'edit' | 'contact' | 'opportunity' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const c = company.data;

  return (
    <WorkspaceLayout
      title={c?.name ?? 'Entreprise'}
      actions={
        c && (
          <RecordActions
            what="l’entreprise"
            consequence={`«\u00a0${c.name}\u00a0» sera supprimée avec ses notes. Ses contacts et ses opportunités restent, sans entreprise.`}
            onEdit={() => setDialog('edit')}
            remove={{ mutateAsync: () => remove.mutateAsync(c.id), isPending: remove.isPending }}
          />
        )
      }
    >
      <SignedInGate>
        <Link
          href={paths.crm}
          className="mb-4 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au CRM
        </Link>
        {company.isError && <p role="alert">{company.error.message}</p>}
        {c && (
          <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
            <div className="space-y-4">
              <section className="rounded-xl border border-slate-200 bg-white p-4">
                <Facts
                  rows={[
                    ['SIREN', c.siren ?? ''],
                    ['Secteur', c.sector],
                    ['Adresse', c.address],
                  ]}
                />
              </section>
              <section
                aria-labelledby="company-opportunities"
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex items-center justify-between">
                  <h2 id="company-opportunities" className="text-base font-semibold text-slate-900">
                    Opportunités
                  </h2>
                  <Button size="sm" variant="outline" onClick={() => setDialog('opportunity')}>
                    <Plus aria-hidden="true" />
                    Ajouter
                  </Button>
                </div>
                <OpportunityLinks items={opportunities.data?.items} />
              </section>
              <section
                aria-labelledby="company-contacts"
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex items-center justify-between">
                  <h2 id="company-contacts" className="text-base font-semibold text-slate-900">
                    Contacts
                  </h2>
                  <Button size="sm" variant="outline" onClick={() => setDialog('contact')}>
                    <Plus aria-hidden="true" />
                    Ajouter
                  </Button>
                </div>
                <ul className="mt-2 space-y-1 text-sm">
                  {contacts.data?.items.map((p) => (
                    <li key={p.id}>
                      <Link
                        href={paths.crmContact(p.id)}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {p.name}
                      </Link>
                      {p.role && <span className="text-slate-600"> — {p.role}</span>}
                      {p.email && (
                        <>
                          {' · '}
                          <a href={`mailto:${p.email}`} className="text-indigo-700 hover:underline">
                            {p.email}
                          </a>
                        </>
                      )}
                      {p.phone && <span className="text-slate-600"> · {p.phone}</span>}
                    </li>
                  ))}
                  {contacts.data?.items.length === 0 && <li className="text-slate-600">Aucun contact.</li>}
                </ul>
              </section>
            </div>
            <Timeline record={{ companyId: c.id }} />
          </div>
        )}
      </SignedInGate>
      {dialog === 'edit' && c && <CompanyFormDialog open company={c} onOpenChange={close} />}
      {dialog === 'contact' && c && <ContactFormDialog open companyId={c.id} onOpenChange={close} />}
      {dialog === 'opportunity' && c && <OpportunityFormDialog open companyId={c.id} onOpenChange={close} />}
    </WorkspaceLayout>
  );
}

function ContactRecord({ id }: { id: string }) {
  const contact = useContact(id);
  const opportunities = useOpportunities({ contactId: id, limit: 100 });
  const remove = useDeleteContact();
  const [dialog, setDialog] = useState<'edit' | 'opportunity' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const p = contact.data;

  return (
    <WorkspaceLayout
      title={p?.name ?? 'Contact'}
      actions={
        p && (
          <RecordActions
            what="le contact"
            consequence={`«\u00a0${p.name}\u00a0» sera supprimé avec ses notes. Ses opportunités restent, sans contact.`}
            onEdit={() => setDialog('edit')}
            remove={{ mutateAsync: () => remove.mutateAsync(p.id), isPending: remove.isPending }}
          />
        )
      }
    >
      <SignedInGate>
        <Link
          href={paths.crm}
          className="mb-4 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour au CRM
        </Link>
        {contact.isError && <p role="alert">{contact.error.message}</p>}
        {p && (
          <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
            <div className="space-y-4">
              <section className="rounded-xl border border-slate-200 bg-white p-4">
                <Facts
                  rows={[
                    ['Fonction', p.role],
                    ['E-mail', p.email],
                    ['Téléphone', p.phone],
                  ]}
                />
                {p.companyId && (
                  <p className="mt-2 text-sm">
                    Entreprise{'\u00a0'}:{' '}
                    <Link href={paths.crmCompany(p.companyId)} className="text-indigo-700 hover:underline">
                      {p.companyName}
                    </Link>
                  </p>
                )}
              </section>
              <section
                aria-labelledby="contact-opportunities"
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex items-center justify-between">
                  <h2 id="contact-opportunities" className="text-base font-semibold text-slate-900">
                    Opportunités
                  </h2>
                  <Button size="sm" variant="outline" onClick={() => setDialog('opportunity')}>
                    <Plus aria-hidden="true" />
                    Ajouter
                  </Button>
                </div>
                <OpportunityLinks items={opportunities.data?.items} />
              </section>
            </div>
            <Timeline record={{ contactId: p.id }} />
          </div>
        )}
      </SignedInGate>
      {dialog === 'edit' && p && <ContactFormDialog open contact={p} onOpenChange={close} />}
      {dialog === 'opportunity' && p && (
        <OpportunityFormDialog
          open
          companyId={p.companyId ?? undefined}
          contactId={p.id}
          onOpenChange={close}
        />
      )}
    </WorkspaceLayout>
  );
}

export default function CrmRecordPage() {
  const { kind, id } = useParams<{ kind: string; id: string }>();
  return (
    <ServerStateScope>
      {kind === 'entreprises' ? (
        <CompanyRecord key={id} id={id} />
      ) : kind === 'contacts' ? (
        <ContactRecord key={id} id={id} />
      ) : (
        <OpportunityRecord key={id} id={id} />
      )}
    </ServerStateScope>
  );
}
