import { Download, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import {
  type OpportunityDto,
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStages,
} from '../../../shared/crm-model.ts';
import { paths } from '../../../shared/routes.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, selectClass } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import {
  useCompanies,
  useContacts,
  useForecast,
  useOpportunities,
  usePipeline,
  useUpdateOpportunity,
} from './api/crm-api.ts';
import { ImportPanel } from './components/import-panel.tsx';
import { CompanyFormDialog, ContactFormDialog, OpportunityFormDialog } from './components/lazy-forms.tsx';
import { PipelineBoard } from './components/pipeline-board.tsx';
import { amountHt, dayLabel, monthLabel } from './format.ts';

// /crm (decision 065): the pipeline board, the weighted forecast, the lists with their filters and
// search, and the CSV import and exports. An empty account shows an empty CRM and how to start.

const pageSize = 50;

function Pager({
  offset,
  shown,
  total,
  capped,
  onOffset,
}: {
  offset: number;
  shown: number;
  total: number;
  capped: boolean;
  onOffset(offset: number): void;
}) {
  if (total <= pageSize) return null;
  const last = capped ? shown < pageSize : offset + pageSize >= total;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center gap-3 text-sm text-slate-700">
      <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(offset - pageSize)}>
        Précédent
      </Button>
      <span>
        {offset + 1}–{offset + shown} sur {capped ? `plus de ${total.toLocaleString('fr-FR')}` : total}
      </span>
      <Button variant="outline" size="sm" disabled={last} onClick={() => onOffset(offset + pageSize)}>
        Suivant
      </Button>
    </nav>
  );
}

function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-64"
      />
    </div>
  );
}

function Forecast() {
  const forecast = useForecast();
  if (!forecast.data) return null;
  const { months, undated } = forecast.data;
  if (months.length === 0 && undated.count === 0) return null;
  return (
    <section
      aria-labelledby="forecast-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="forecast-title" className="text-sm font-semibold text-slate-900">
        Prévision pondérée par mois de clôture
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        Montant HT × probabilité des opportunités en cours et gagnées (les perdues ne comptent pas).
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1">
              Mois
            </th>
            <th scope="col">Opportunités</th>
            <th scope="col">Montant HT</th>
            <th scope="col">Prévision pondérée HT</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t border-slate-100">
              <th scope="row" className="py-1 font-normal">
                {monthLabel(m.month)}
              </th>
              <td>{m.count}</td>
              <td>{amountHt(m.amountCents)}</td>
              <td className="font-semibold">{amountHt(m.weightedCents)}</td>
            </tr>
          ))}
          {undated.count > 0 && (
            <tr className="border-t border-slate-100 text-slate-600">
              <th scope="row" className="py-1 font-normal">
                Sans date de clôture
              </th>
              <td>{undated.count}</td>
              <td>{amountHt(undated.amountCents)}</td>
              <td>{amountHt(undated.weightedCents)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

function PipelineTab({ onCreate }: { onCreate(): void }) {
  const pipeline = usePipeline();
  const update = useUpdateOpportunity();
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState<string | null>(null);

  const move = async (opportunity: OpportunityDto, stage: OpportunityStage) => {
    setMoved(null);
    try {
      await update.mutateAsync({ id: opportunity.id, stage });
      setMoved(opportunity.id);
      const message = `«\u00a0${opportunity.title}\u00a0» déplacée vers ${opportunityStageLabels[stage]}.`;
      setAnnouncement(message);
      toast.success('Opportunité déplacée', message);
    } catch (error) {
      toast.error('Erreur', error instanceof Error ? error.message : 'Déplacement impossible.');
    }
  };

  if (pipeline.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 md:grid-cols-3 xl:grid-cols-6">
        {opportunityStages.map((s) => (
          <div key={s} className="h-64 animate-pulse rounded-xl bg-slate-100/70" />
        ))}
      </div>
    );
  }
  if (pipeline.isError || !pipeline.data) {
    return <p role="alert">{pipeline.error?.message ?? 'Le pipeline n’a pas pu être chargé.'}</p>;
  }
  const count = pipeline.data.stages.reduce((n, s) => n + s.count, 0);
  if (count === 0) {
    return (
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Votre CRM est vide</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
          Ajoutez votre première opportunité{'\u00a0'}: son entreprise, son montant HT, sa probabilité et sa
          prochaine étape. Vous pourrez ensuite la faire avancer d’étape en étape sur le pipeline.
        </p>
        <Button className="mt-4" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Ajouter votre première opportunité
        </Button>
        <p className="mt-3 text-xs text-slate-500">
          Vous avez déjà une liste de contacts{'\u00a0'}? Importez-la depuis l’onglet «{'\u00a0'}Import et
          export{'\u00a0'}».
        </p>
      </section>
    );
  }
  const open = pipeline.data.stages.filter((s) => s.stage !== 'won' && s.stage !== 'lost');
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        En cours{'\u00a0'}: {amountHt(open.reduce((n, s) => n + s.amountCents, 0))}, pondéré{'\u00a0'}:{' '}
        {amountHt(open.reduce((n, s) => n + s.weightedCents, 0))}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PipelineBoard pipeline={pipeline.data} onMove={move} focusedId={moved} />
      <Forecast />
    </>
  );
}

function OpportunitiesTab() {
  const [q, setQ] = useState('');
  const [stage, setStage] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [offset, setOffset] = useState(0);
  const companies = useCompanies({ limit: 200 });
  const list = useOpportunities({
    q: q || undefined,
    stage: (stage || undefined) as OpportunityStage | undefined,
    companyId: companyId || undefined,
    limit: pageSize,
    offset,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setOffset(0);
      set(v);
    };
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filtres des opportunités</legend>
        <SearchBox label="Rechercher une opportunité" value={q} onChange={reset(setQ)} />
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          Étape
          <select
            value={stage}
            onChange={(e) => reset(setStage)(e.target.value)}
            className={cn(selectClass, 'h-9 w-44')}
          >
            <option value="">Toutes</option>
            {opportunityStages.map((s) => (
              <option key={s} value={s}>
                {opportunityStageLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          Entreprise
          <select
            value={companyId}
            onChange={(e) => reset(setCompanyId)(e.target.value)}
            className={cn(selectClass, 'h-9 w-56')}
          >
            <option value="">Toutes</option>
            {companies.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {list.data?.items.length ? (
        <table className="w-full text-left text-sm" aria-label="Liste des opportunités">
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col">Opportunité</th>
              <th scope="col">Entreprise</th>
              <th scope="col">Étape</th>
              <th scope="col">Montant HT</th>
              <th scope="col">Probabilité</th>
              <th scope="col">Prochaine étape</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((o) => (
              <tr key={o.id} className="border-t border-slate-200 bg-white">
                <td className="py-2">
                  <Link
                    href={paths.crmOpportunity(o.id)}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {o.title}
                  </Link>
                </td>
                <td>{o.companyName ?? '—'}</td>
                <td>{opportunityStageLabels[o.stage]}</td>
                <td>{amountHt(o.amountCents)}</td>
                <td>
                  {o.probability}
                  {'\u00a0'}%
                </td>
                <td>
                  {o.nextStep || '—'}
                  {o.nextStepDate && ` (${dayLabel(o.nextStepDate)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">
          {list.isPending ? 'Chargement…' : 'Aucune opportunité ne correspond à ces filtres.'}
        </p>
      )}
      <Pager
        offset={offset}
        shown={list.data?.items.length ?? 0}
        total={list.data?.total ?? 0}
        capped={list.data?.totalCapped ?? false}
        onOffset={setOffset}
      />
    </>
  );
}

function CompaniesTab() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useCompanies({ q: q || undefined, limit: pageSize, offset });
  return (
    <>
      <div className="mb-4">
        <SearchBox
          label="Rechercher une entreprise"
          value={q}
          onChange={(v) => {
            setOffset(0);
            setQ(v);
          }}
        />
      </div>
      {list.data?.items.length ? (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          aria-label="Liste des entreprises"
        >
          {list.data.items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-x-4 px-4 py-2 text-sm">
              <Link href={paths.crmCompany(c.id)} className="font-medium text-slate-900 hover:underline">
                {c.name}
              </Link>
              {c.sector && <span className="text-slate-600">{c.sector}</span>}
              {c.siren && <span className="text-xs text-slate-500">SIREN {c.siren}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          {list.isPending ? 'Chargement…' : 'Aucune entreprise ne correspond à cette recherche.'}
        </p>
      )}
      <Pager
        offset={offset}
        shown={list.data?.items.length ?? 0}
        total={list.data?.total ?? 0}
        capped={list.data?.totalCapped ?? false}
        onOffset={setOffset}
      />
    </>
  );
}

function ContactsTab() {
  const [q, setQ] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [offset, setOffset] = useState(0);
  const companies = useCompanies({ limit: 200 });
  const list = useContacts({ q: q || undefined, companyId: companyId || undefined, limit: pageSize, offset });
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filtres des contacts</legend>
        <SearchBox
          label="Rechercher un contact"
          value={q}
          onChange={(v) => {
            setOffset(0);
            setQ(v);
          }}
        />
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          Entreprise
          <select
            value={companyId}
            onChange={(e) => {
              setOffset(0);
              setCompanyId(e.target.value);
            }}
            className={cn(selectClass, 'h-9 w-56')}
          >
            <option value="">Toutes</option>
            {companies.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {list.data?.items.length ? (
        <table className="w-full text-left text-sm" aria-label="Liste des contacts">
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Fonction</th>
              <th scope="col">Entreprise</th>
              <th scope="col">E-mail</th>
              <th scope="col">Téléphone</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((c) => (
              <tr key={c.id} className="border-t border-slate-200 bg-white">
                <td className="py-2">
                  <Link href={paths.crmContact(c.id)} className="font-medium text-indigo-700 hover:underline">
                    {c.name}
                  </Link>
                </td>
                <td>{c.role || '—'}</td>
                <td>
                  {c.companyId ? (
                    <Link href={paths.crmCompany(c.companyId)} className="hover:underline">
                      {c.companyName}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—'}</td>
                <td>{c.phone || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">
          {list.isPending ? 'Chargement…' : 'Aucun contact ne correspond à ces filtres.'}
        </p>
      )}
      <Pager
        offset={offset}
        shown={list.data?.items.length ?? 0}
        total={list.data?.total ?? 0}
        capped={list.data?.totalCapped ?? false}
        onOffset={setOffset}
      />
    </>
  );
}

function CrmContent() {
  const [tab, setTab] = useState('pipeline');
  const [creating, setCreating] = useState<'opportunity' | 'company' | 'contact' | null>(null);
  const close = (open: boolean) => !open && setCreating(null);
  const { user } = useAuth();
  return (
    <WorkspaceLayout
      title="CRM"
      actions={
        user && (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setCreating('company')}>
              <Plus aria-hidden="true" />
              Entreprise
            </Button>
            <Button size="sm" variant="outline" onClick={() => setCreating('contact')}>
              <Plus aria-hidden="true" />
              Contact
            </Button>
            <Button size="sm" onClick={() => setCreating('opportunity')}>
              <Plus aria-hidden="true" />
              Nouvelle opportunité
            </Button>
          </div>
        )
      }
    >
      <SignedInGate>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4 w-auto flex-wrap">
            <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
            <TabsTrigger value="opportunities">Opportunités</TabsTrigger>
            <TabsTrigger value="companies">Entreprises</TabsTrigger>
            <TabsTrigger value="contacts">Contacts</TabsTrigger>
            <TabsTrigger value="csv">Import et export</TabsTrigger>
          </TabsList>
          <TabsContent value="pipeline">
            <PipelineTab onCreate={() => setCreating('opportunity')} />
          </TabsContent>
          <TabsContent value="opportunities">
            <OpportunitiesTab />
          </TabsContent>
          <TabsContent value="companies">
            <CompaniesTab />
          </TabsContent>
          <TabsContent value="contacts">
            <ContactsTab />
          </TabsContent>
          <TabsContent value="csv">
            <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-sm font-semibold text-slate-900">Exporter</h2>
              <p className="mt-1 text-xs text-slate-600">
                Fichiers CSV pour Excel ou LibreOffice (séparateur «{'\u00a0'};{'\u00a0'}», accents
                conservés).
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href="/api/crm/export/contacts.csv" download>
                    <Download aria-hidden="true" />
                    Exporter les contacts
                  </a>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a href="/api/crm/export/opportunities.csv" download>
                    <Download aria-hidden="true" />
                    Exporter les opportunités
                  </a>
                </Button>
              </div>
            </section>
            <ImportPanel />
          </TabsContent>
        </Tabs>
      </SignedInGate>
      {creating === 'company' && <CompanyFormDialog open onOpenChange={close} />}
      {creating === 'contact' && <ContactFormDialog open onOpenChange={close} />}
      {creating === 'opportunity' && <OpportunityFormDialog open onOpenChange={close} />}
    </WorkspaceLayout>
  );
}

export default function CrmPage() {
  return (
    <ServerStateScope>
      <CrmContent />
    </ServerStateScope>
  );
}
