import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Check, Plug, Settings2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'wouter';
// Type-only: erased at build, so zod stays out of the page's chunk.
import { mailboxPresets } from '../../../shared/connections-model.ts';
import type { IntegrationState } from '../../../shared/integrations.ts';
import {
  type Integration,
  type IntegrationCategory,
  integrationCategories,
  integrationCategoryLabels,
  integrations,
  integrationToggleMessage,
} from '../../../shared/integrations-model.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ReservedText } from '../../components/ui/loading-slot.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { CalendarSettings } from './calendar-settings.tsx';
import {
  connectionKeys,
  disconnectCalendar,
  disconnectMailbox,
  fetchCaldav,
  fetchCalendar,
  fetchInterests,
  fetchMailbox,
  fetchUsage,
  interestKey,
  recordInterest,
} from './connections-api.ts';
import { fetchStates, fetchWebhook, integrationKeys, setConnected } from './integrations-api.ts';
import { MailboxSettings } from './mailbox-settings.tsx';
import { WebhookSettings } from './webhook-settings.tsx';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
type Filter = IntegrationCategory | 'all';

const guide = [
  {
    title: 'Choisissez une intégration',
    text: 'Filtrez par catégorie et repérez l’outil que vous utilisez déjà.',
  },
  {
    title: 'Connectez-la',
    text: 'Votre boîte mail avec un mot de passe d’application, votre agenda par un lien ICS, vos webhooks par une URL.',
  },
  {
    title: 'Suivez-la',
    text: 'Chaque carte montre le compte connecté, la dernière synchronisation et la dernière erreur.',
  },
];

function useToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ integration, connected }: { integration: Integration; connected: boolean }) =>
      setConnected(integration.id, connected),
    onSuccess: (state, { integration }) => {
      client.setQueryData<IntegrationState[]>(integrationKeys.states, (current) =>
        current?.map((s) => (s.id === state.id ? state : s)),
      );
      toast.success(integrationToggleMessage(integration.name, state.connected));
    },
    onError: (error) =>
      toast.error('Erreur', error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.'),
  });
}

/** What the mailbox and calendar cards say of their connection (null: not connected). */
function useConnections() {
  const calendar = useQuery({ queryKey: connectionKeys.calendar, queryFn: fetchCalendar });
  const mailbox = useQuery({ queryKey: connectionKeys.mailbox, queryFn: fetchMailbox });
  const caldav = useQuery({ queryKey: connectionKeys.caldav, queryFn: fetchCaldav });
  const calendarLine = (() => {
    const data = calendar.data;
    const dav = caldav.data?.account;
    if (!data || (!data.feed && data.importedEvents === 0 && !dav)) return null;
    const parts = [
      data.feed ? 'Flux ICS actif' : null,
      data.importedEvents ? `${data.importedEvents} événement(s) importé(s)` : null,
      dav ? `CalDAV\u00a0: ${dav.calendarName || dav.username}` : null,
    ].filter(Boolean);
    return { text: parts.join(' · '), error: dav?.lastError ?? null, retryAt: retryOf(dav) };
  })();
  const account = mailbox.data?.account;
  const mailboxLine = account
    ? {
        text: `${account.email} · ${
          account.lastSyncAt
            ? `synchronisé le ${dateTime.format(new Date(account.lastSyncAt))}`
            : 'pas encore synchronisé'
        }`,
        error: account.lastError,
        retryAt: retryOf(account),
      }
    : null;
  return { calendar: calendarLine, mailbox: mailboxLine, ready: calendar.isSuccess && mailbox.isSuccess };
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** After failures, when the background sync tries again (it waits longer after each one). */
function retryOf(account: { syncFailures: number; nextSyncAt: string | null } | null | undefined) {
  return account && account.syncFailures > 0 && account.nextSyncAt ? account.nextSyncAt : null;
}

interface ConnectionLine {
  text: string;
  error: string | null;
  retryAt: string | null;
}

function useInterest() {
  const client = useQueryClient();
  const interests = useQuery({ queryKey: interestKey, queryFn: fetchInterests, retry: false });
  const record = useMutation({
    mutationFn: (integration: Integration) => recordInterest(integration.connectorId),
    onSuccess: ({ message }, integration) => {
      client.setQueryData<string[]>(interestKey, (ids) => [...(ids ?? []), integration.connectorId]);
      toast.success(message, `Votre intérêt pour ${integration.name} est enregistré.`);
    },
    onError: (error) =>
      toast.error('Erreur', error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.'),
  });
  return { ids: new Set(interests.data ?? []), record };
}

/** An integration that does not connect in this build: said so, with « M'avertir ». */
/** A card's frame: the name, the category, the state badge and the description; the body is the card's own. */
function CardFrame({
  integration,
  badge,
  dashed = false,
  children,
}: {
  integration: Integration;
  badge: ReactNode;
  dashed?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className={cn(
        'flex flex-col rounded-2xl border p-5',
        dashed ? 'border-dashed border-slate-200 bg-slate-50' : 'border-slate-200 bg-white shadow-sm',
      )}
      aria-labelledby={`integration-${integration.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`integration-${integration.id}`} className="font-semibold text-slate-900">
            {integration.name}
          </h3>
          <p className="text-xs font-medium text-indigo-700">
            {integrationCategoryLabels[integration.category]}
          </p>
        </div>
        {badge}
      </div>
      <p className="mt-3 text-sm text-slate-700">{integration.description}</p>
      {children}
    </article>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-600">
      {features.map((feature) => (
        <li key={feature} className="flex items-center gap-1.5">
          <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function ComingSoonCard({ integration }: { integration: Integration }) {
  const interest = useInterest();
  const recorded = interest.ids.has(integration.connectorId);
  return (
    <CardFrame
      integration={integration}
      dashed
      badge={
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
          Bientôt disponible
        </span>
      }
    >
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className="text-xs font-medium text-slate-600">
          {recorded ? 'Vous serez prévenu de sa disponibilité' : 'Non disponible pour le moment'}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={recorded || interest.record.isPending}
          onClick={() => interest.record.mutate(integration)}
          aria-label={
            recorded ? `Intérêt enregistré pour ${integration.name}` : `M’avertir pour ${integration.name}`
          }
        >
          <Bell aria-hidden="true" />
          {recorded ? 'Enregistré' : 'M’avertir'}
        </Button>
      </div>
    </CardFrame>
  );
}

/** The mailbox and the calendar: connected through their own form, their real state on the card. */
function ConnectionCard({
  integration,
  line,
  onConfigure,
}: {
  integration: Integration;
  line: ConnectionLine | null;
  onConfigure(): void;
}) {
  return (
    <CardFrame
      integration={integration}
      badge={
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            line ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {line ? 'Connecté' : 'Non connecté'}
        </span>
      }
    >
      <FeatureList features={integration.features} />
      {line ? <p className="mt-3 text-xs text-slate-700">{line.text}</p> : null}
      {line?.error ? <p className="mt-1 text-xs text-red-700">Dernière erreur&nbsp;: {line.error}</p> : null}
      {line?.retryAt ? (
        <p className="mt-1 text-xs text-slate-700">
          Nouvel essai automatique le {dateTime.format(new Date(line.retryAt))}
        </p>
      ) : null}
      <div className="mt-auto flex justify-end pt-4">
        <Button
          size="sm"
          variant={line ? 'outline' : 'default'}
          onClick={onConfigure}
          aria-label={`${line ? 'Configurer' : 'Connecter'} ${integration.name}`}
        >
          {line ? <Settings2 aria-hidden="true" /> : <Plug aria-hidden="true" />}
          {line ? 'Configurer' : 'Connecter'}
        </Button>
      </div>
    </CardFrame>
  );
}

function IntegrationCard({
  integration,
  state,
  onConfigure,
}: {
  integration: Integration;
  state?: IntegrationState;
  onConfigure(): void;
}) {
  const toggle = useToggle();
  const connected = state?.connected ?? false;
  // Webhooks switched on send nothing until a URL is saved: not « Connecté » before that.
  const awaitingUrl = useWebhookAwaitingUrl(integration.id === 'webhooks' && connected);
  const flip = (next: boolean) => toggle.mutate({ integration, connected: next });
  return (
    <CardFrame
      integration={integration}
      badge={
        <button
          type="button"
          role="switch"
          aria-checked={connected}
          aria-label={`${integration.name} connecté`}
          disabled={toggle.isPending || !state}
          onClick={() => flip(!connected)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60',
            connected ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
              connected ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
      }
    >
      <FeatureList features={integration.features} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span
          className={cn(
            'text-xs font-medium',
            awaitingUrl ? 'text-amber-800' : connected ? 'text-emerald-700' : 'text-slate-500',
          )}
        >
          {awaitingUrl
            ? 'Activé — ajoutez l’URL de réception'
            : connected
              ? `Connecté${state?.connectedAt ? ` depuis le ${dateFormat.format(new Date(state.connectedAt))}` : ''}`
              : 'Non connecté'}
        </span>
        {connected ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onConfigure}
            aria-label={`Configurer ${integration.name}`}
          >
            <Settings2 aria-hidden="true" />
            Configurer
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => flip(true)}
            disabled={toggle.isPending || !state}
            aria-label={`Connecter ${integration.name}`}
          >
            <Plug aria-hidden="true" />
            Connecter
          </Button>
        )}
      </div>
    </CardFrame>
  );
}

function ConfigureDialog({
  integration,
  connected,
  preset,
  onClose,
}: {
  integration: Integration | null;
  connected: boolean;
  /** The mail provider asked from /connectors, preselected in the mailbox form. */
  preset: string | undefined;
  onClose(): void;
}) {
  const toggle = useToggle();
  const client = useQueryClient();
  const disconnect = useMutation({
    mutationFn: (id: Integration['id']) => (id === 'mailbox' ? disconnectMailbox() : disconnectCalendar()),
    onSuccess: (_, id) => {
      void client.invalidateQueries({
        queryKey: id === 'mailbox' ? connectionKeys.mailbox : connectionKeys.calendar,
      });
      void client.invalidateQueries({ queryKey: connectionKeys.usage });
      toast.success(integrationToggleMessage(integration?.name ?? '', false));
      onClose();
    },
    onError: (error) =>
      toast.error('Erreur', error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.'),
  });
  const own = integration?.setup === 'mailbox' || integration?.setup === 'calendar';
  return (
    <Dialog
      open={integration !== null}
      onOpenChange={(open) => !open && onClose()}
      title={integration ? `Configurer ${integration.name}` : ''}
      description={integration?.description}
      size="lg"
    >
      {integration && (
        <>
          {integration.id === 'webhooks' ? (
            <WebhookSettings />
          ) : integration.id === 'mailbox' ? (
            <MailboxSettings preset={preset} />
          ) : integration.id === 'calendar' ? (
            <CalendarSettings />
          ) : (
            <p className="text-sm text-slate-700">
              {integration.name} est connecté à votre espace. Vos employés IA en tiennent compte dans leurs
              réponses.
            </p>
          )}
          {own && !connected ? null : (
            <div className="mt-6 flex justify-end">
              <Button
                variant="outline"
                onClick={() =>
                  own
                    ? disconnect.mutate(integration.id)
                    : toggle.mutate({ integration, connected: false }, { onSuccess: onClose })
                }
                disabled={toggle.isPending || disconnect.isPending}
              >
                Déconnecter
              </Button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}

const count = new Intl.NumberFormat('fr-FR');

/** What the plan allows: connected accounts (the server refuses beyond, 403) and messages kept per mailbox. */
function PlanLimits() {
  const usage = useQuery({ queryKey: connectionKeys.usage, queryFn: fetchUsage });
  if (usage.isError) return null;
  // Until it comes, a sentence of the same length keeps its room: the filters below do not move.
  if (!usage.data) {
    return (
      <p className="text-sm text-slate-700" aria-busy="true">
        <ReservedText>
          Formule Gratuit&nbsp;: 0 compte connecté sur 1 (boîte mail ou agenda CalDAV), 500 messages conservés
          par boîte mail.
        </ReservedText>
      </p>
    );
  }
  const { planName, accounts, limits } = usage.data;
  return (
    <p className="text-sm text-slate-700">
      Formule {planName}&nbsp;: {accounts} compte{accounts > 1 ? 's' : ''} connecté{accounts > 1 ? 's' : ''}{' '}
      sur {limits.accounts} (boîte mail ou agenda CalDAV), {count.format(limits.messages)} messages conservés
      par boîte mail.
    </p>
  );
}

/** True once the user's webhook is known to have no URL yet (only asked when `switchedOn`). */
function useWebhookAwaitingUrl(switchedOn: boolean): boolean {
  const webhook = useQuery({ queryKey: integrationKeys.webhook, queryFn: fetchWebhook, enabled: switchedOn });
  return switchedOn && webhook.isSuccess && !webhook.data?.url;
}

function Integrations() {
  const states = useQuery({ queryKey: integrationKeys.states, queryFn: fetchStates });
  const [filter, setFilter] = useState<Filter>('all');
  // From a connector's « Connecter maintenant » (/integrations?connecteur=outlook): its form opens at once.
  const [params] = useSearchParams();
  const requested = params.get('connecteur') ?? undefined;
  const [configuring, setConfiguring] = useState<Integration | null>(() => {
    // Not connectors.ts' map: the 150-entry catalogue stays out of this page's bundle.
    const through = !requested
      ? undefined
      : mailboxPresets.some((preset) => preset.id === requested)
        ? 'mailbox'
        : requested.endsWith('calendar')
          ? 'calendar'
          : requested;
    return integrations.find((integration) => integration.id === through) ?? null;
  });
  const connections = useConnections();
  const byId = new Map(states.data?.map((s) => [s.id, s]));
  const webhookAwaitingUrl = useWebhookAwaitingUrl(byId.get('webhooks')?.connected ?? false);
  const connectedCount =
    (states.data?.filter((s) => s.connected).length ?? 0) -
    (webhookAwaitingUrl ? 1 : 0) +
    (connections.calendar ? 1 : 0) +
    (connections.mailbox ? 1 : 0);
  const lineOf = (integration: Integration) =>
    integration.setup === 'mailbox' ? connections.mailbox : connections.calendar;
  const shown = filter === 'all' ? integrations : integrations.filter((i) => i.category === filter);
  const counters = [
    { label: 'Intégrations disponibles', value: integrations.filter((i) => i.setup !== null).length },
    { label: 'Connectées', value: connectedCount },
    { label: 'Catégories', value: integrationCategories.length },
  ];
  const filters: Array<{ id: Filter; label: string; count: number }> = [
    { id: 'all', label: 'Toutes', count: integrations.length },
    ...integrationCategories.map((category) => ({
      id: category,
      label: integrationCategoryLabels[category],
      count: integrations.filter((i) => i.category === category).length,
    })),
  ];

  return (
    <div className="space-y-6">
      <section aria-label="Compteurs" className="grid gap-4 sm:grid-cols-3">
        {counters.map((counter) => (
          <Card key={counter.label} className="p-5">
            <p className="text-sm text-slate-600">{counter.label}</p>
            <p className="text-2xl font-semibold text-slate-900" data-testid={`counter-${counter.label}`}>
              {counter.value}
            </p>
          </Card>
        ))}
      </section>

      <PlanLimits />

      <fieldset aria-label="Catégories" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Button
            key={f.id}
            size="sm"
            variant={filter === f.id ? 'default' : 'outline'}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
          >
            {f.label} ({f.count})
          </Button>
        ))}
      </fieldset>

      <section aria-labelledby="integrations-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* The cards' titles are h3: their list has its h2, so the outline has no gap. */}
        <h2 id="integrations-list" className="sr-only">
          Intégrations
        </h2>
        {shown.map((integration) =>
          integration.setup === null ? (
            <ComingSoonCard key={integration.id} integration={integration} />
          ) : integration.setup === 'toggle' ? (
            <IntegrationCard
              key={integration.id}
              integration={integration}
              state={byId.get(integration.id)}
              onConfigure={() => setConfiguring(integration)}
            />
          ) : (
            <ConnectionCard
              key={integration.id}
              integration={integration}
              line={lineOf(integration)}
              onConfigure={() => setConfiguring(integration)}
            />
          ),
        )}
      </section>

      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Guide de configuration rapide</h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {guide.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800">
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <ConfigureDialog
        integration={configuring}
        connected={
          configuring ? (configuring.setup === 'toggle' ? true : lineOf(configuring) !== null) : false
        }
        preset={requested}
        onClose={() => setConfiguring(null)}
      />
    </div>
  );
}

/**
 * /integrations ('Intégrations', SPEC.md §2): only what connects in this build is offered (the mailbox, the
 * calendar, webhooks), each with its real state; the rest is « Bientôt disponible » (issue 22, decision 026).
 */
export default function IntegrationsPage() {
  return (
    <WorkspaceLayout title="Intégrations">
      <SignedInGate>
        <ServerStateScope>
          <Integrations />
        </ServerStateScope>
      </SignedInGate>
    </WorkspaceLayout>
  );
}
