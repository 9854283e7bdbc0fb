import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Map as MapIcon, PlusCircle, Search, SearchX, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import {
  type Connector,
  type ConnectorFilterCategory,
  catalogueFigures,
  connectorCategories,
  connectorCategoryLabels,
  connectors,
  filterConnectors,
  isConnectorCategory,
} from '../../../shared/connectors.ts';
import { paths } from '../../../shared/routes.ts';
import { TopNav } from '../../components/layout/top-nav.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { fetchConnectorInterests, recordConnectorInterest } from './api.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { ConnectorCard } from './components/connector-card.tsx';
import { RoadmapDialog } from './components/roadmap-dialog.tsx';

// The request form (and zod with it) loads when it is first opened: the page stays within its budget.
const RequestConnectorDialog = lazy(() =>
  import('./components/request-dialog.tsx').then((m) => ({ default: m.RequestConnectorDialog })),
);

const number = new Intl.NumberFormat('fr-FR');
// Every figure of the page comes from the catalogue's statuses (decision 062, e2e/claims.spec.ts).
const statusCounts = [
  { label: 'Disponibles', value: catalogueFigures.available, tone: 'text-emerald-700' },
  { label: 'Intégrations', value: catalogueFigures.integrations, tone: 'text-indigo-700' },
  { label: 'Bientôt', value: catalogueFigures.comingSoon, tone: 'text-slate-700' },
];
const filters: ConnectorFilterCategory[] = ['all', ...connectorCategories];
const filterLabel = (category: ConnectorFilterCategory) =>
  category === 'all' ? 'Tous' : connectorCategoryLabels[category];

/** The search and the category live in the URL (?q=…&categorie=…), so a filtered view can be shared. */
function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const raw = params.get('categorie');
  const category: ConnectorFilterCategory = isConnectorCategory(raw) ? raw : 'all';
  const set = (next: { q?: string; categorie?: ConnectorFilterCategory }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (!value || value === 'all') updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );
  return { query, category, set };
}

const noInterests: ReadonlySet<string> = new Set();

/** Connectors the signed-in user asked to be told about (none for a visitor). */
function useInterests(userId: string | null) {
  const client = useQueryClient();
  const queryKey = ['connectors', 'interests', userId];
  const { data } = useQuery({
    queryKey,
    queryFn: async () => new Set(await fetchConnectorInterests()) as ReadonlySet<string>,
    enabled: userId !== null,
    // Only a hint on the cards: the buttons work without it, so a failure is not retried.
    retry: false,
  });
  const ids = data ?? noInterests;
  // A first read still in flight would land after this and erase the interest just recorded: it is
  // cancelled, and the set updated from its latest value rather than from this render's.
  const add = (id: string) => {
    if (!userId) return;
    void client.cancelQueries({ queryKey });
    client.setQueryData<ReadonlySet<string>>(queryKey, (latest) => new Set([...(latest ?? []), id]));
  };
  return { ids, add };
}

export default function ConnectorsPage() {
  return (
    <ServerStateScope>
      <ConnectorsCatalogue />
    </ServerStateScope>
  );
}

function ConnectorsCatalogue() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const { query, category, set } = useCatalogueFilters();
  const { results, counts } = filterConnectors(connectors, { query, category });
  const interests = useInterests(user?.id ?? null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const [roadmapOpen, setRoadmapOpen] = useState(false);

  const onInterest = async (connector: Connector) => {
    if (!user) {
      toast.info('Connectez-vous pour continuer', `Créez un compte gratuit pour utiliser ${connector.name}.`);
      navigate(paths.auth);
      return;
    }
    setPendingId(connector.id);
    try {
      const { message } = await recordConnectorInterest(connector.id);
      interests.add(connector.id);
      toast.success(message, `Votre intérêt pour ${connector.name} est enregistré.`);
    } catch (err) {
      toast.error(
        err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.',
      );
    } finally {
      setPendingId(null);
    }
  };

  const resetFilters = () => set({ q: '', categorie: 'all' });

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <TopNav />
      <main id="main">
        <section className="border-b border-slate-200 bg-white">
          <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
            <div>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Intégrations</p>
              <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Connecteurs &amp; Intégrations
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-pretty text-slate-600">
                <span data-claim="connectors-available">{number.format(catalogueFigures.available)}</span>{' '}
                services se connectent aujourd’hui par {number.format(catalogueFigures.integrations)}{' '}
                intégrations&nbsp;: {number.format(catalogueFigures.mailboxes)} messageries par le même
                formulaire IMAP, {number.format(catalogueFigures.calendars)} agendas CalDAV et les webhooks.
                Les {number.format(catalogueFigures.comingSoon)} autres sont en préparation&nbsp;: dites-nous
                lesquels vous attendez.
              </p>
              <div className="relative mt-8 max-w-xl">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                />
                <input
                  type="search"
                  name="q"
                  value={query}
                  onChange={(event) => set({ q: event.target.value })}
                  placeholder="Rechercher un connecteur..."
                  aria-label="Rechercher un connecteur"
                  className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-10 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-search-cancel-button]:hidden"
                />
                {query ? (
                  <button
                    type="button"
                    onClick={() => set({ q: '' })}
                    className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                    aria-label="Effacer la recherche"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
              <dl className="grid grid-cols-3 gap-3">
                {statusCounts.map(({ label, value, tone }) => (
                  <div
                    key={label}
                    className="flex flex-col-reverse rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200"
                  >
                    <dt className="mt-0.5 text-xs font-medium text-slate-600">{label}</dt>
                    <dd className={`text-2xl font-bold tabular-nums ${tone}`}>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-center text-xs text-slate-600">
                Installation en {catalogueFigures.setupMinutes[0]} à {catalogueFigures.setupMinutes[1]}
                {'\u00a0'}minutes, sans développeur.
              </p>
            </div>
          </div>
        </section>

        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <fieldset className="flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">Catégories</legend>
            {filters.map((id) => {
              const active = id === category;
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => set({ categorie: id })}
                  className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                    active
                      ? 'border-indigo-700 bg-indigo-700 text-white shadow-sm'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50'
                  }`}
                >
                  <CategoryIcon category={id} className="size-4" />
                  {filterLabel(id)}
                  <span
                    className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600'}`}
                  >
                    {counts[id]}
                  </span>
                </button>
              );
            })}
          </fieldset>

          <h2 className="sr-only">Catalogue des connecteurs</h2>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {results.length === 0
              ? 'Aucun résultat'
              : `${number.format(results.length)} connecteur${results.length > 1 ? 's' : ''}${category === 'all' ? '' : ` · ${filterLabel(category)}`}`}
          </p>

          {results.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <SearchX className="size-10 text-slate-400" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">Aucun connecteur trouvé</h2>
              <p className="mt-1 max-w-md text-sm text-slate-600">
                Essayez avec d'autres mots-clés ou explorez toutes les catégories.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={resetFilters}>
                  Voir tous les connecteurs
                </Button>
                <Button variant="ghost" onClick={() => setRequestOpen(true)}>
                  Demander «&nbsp;{query.trim() || 'un connecteur'} »
                </Button>
              </div>
            </div>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((connector) => (
                // Cards below the fold skip style and layout until scrolled near (150 cards on a phone).
                <li
                  key={connector.id}
                  className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
                >
                  <ConnectorCard
                    connector={connector}
                    interested={interests.ids.has(connector.id)}
                    pending={pendingId === connector.id}
                    onInterest={onInterest}
                  />
                </li>
              ))}
            </ul>
          )}

          <section
            aria-labelledby="connectors-cta-title"
            className="mt-14 overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 to-violet-800 px-6 py-10 text-center text-white shadow-lg sm:px-12"
          >
            <h2 id="connectors-cta-title" className="text-2xl font-bold tracking-tight">
              Il vous manque un outil&nbsp;?
            </h2>
            <p className="mx-auto mt-2 max-w-xl text-indigo-100">
              Dites-nous lequel&nbsp;: les demandes les plus fréquentes passent en priorité sur la roadmap.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button
                size="lg"
                className="bg-white text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white"
                onClick={() => setRequestOpen(true)}
              >
                <PlusCircle aria-hidden="true" />
                Demander un connecteur
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="border-white/60 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white"
                onClick={() => setRoadmapOpen(true)}
              >
                <MapIcon aria-hidden="true" />
                Voir la roadmap
              </Button>
            </div>
          </section>
        </div>
      </main>

      {requestOpen && (
        <Suspense fallback={null}>
          <RequestConnectorDialog
            open={requestOpen}
            onOpenChange={setRequestOpen}
            initialName={results.length === 0 ? query.trim() : ''}
          />
        </Suspense>
      )}
      <RoadmapDialog open={roadmapOpen} onOpenChange={setRoadmapOpen} />
    </div>
  );
}
