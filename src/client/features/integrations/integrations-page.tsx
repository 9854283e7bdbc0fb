import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Plug, Settings2 } from 'lucide-react';
import { useState } from 'react';
// Type-only: erased at build, so zod stays out of the page's chunk.
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
import { ApiRequestError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { fetchStates, integrationKeys, setConnected } from './integrations-api.ts';
import { WebhookSettings } from './webhook-settings.tsx';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
type Filter = IntegrationCategory | 'all';

const guide = [
  {
    title: 'Choisissez une intégration',
    text: 'Filtrez par catégorie et repérez l’outil que vous utilisez déjà.',
  },
  { title: 'Connectez-la', text: 'Un clic sur « Connecter » ou sur l’interrupteur, et c’est fait.' },
  {
    title: 'Configurez-la',
    text: '« Configurer » règle les détails : pour les webhooks, l’URL et le secret.',
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
  const flip = (next: boolean) => toggle.mutate({ integration, connected: next });
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
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
      </div>
      <p className="mt-3 text-sm text-slate-700">{integration.description}</p>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {integration.features.map((feature) => (
          <li key={feature} className="flex items-center gap-1.5">
            <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className={cn('text-xs font-medium', connected ? 'text-emerald-700' : 'text-slate-500')}>
          {connected
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
    </article>
  );
}

function ConfigureDialog({ integration, onClose }: { integration: Integration | null; onClose(): void }) {
  const toggle = useToggle();
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
          ) : (
            <p className="text-sm text-slate-700">
              {integration.name} est connecté à votre espace. Vos employés IA en tiennent compte dans leurs
              réponses.
            </p>
          )}
          <div className="mt-6 flex justify-end">
            <Button
              variant="outline"
              onClick={() => toggle.mutate({ integration, connected: false }, { onSuccess: onClose })}
              disabled={toggle.isPending}
            >
              Déconnecter
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function Integrations() {
  const states = useQuery({ queryKey: integrationKeys.states, queryFn: fetchStates });
  const [filter, setFilter] = useState<Filter>('all');
  const [configuring, setConfiguring] = useState<Integration | null>(null);
  const byId = new Map(states.data?.map((s) => [s.id, s]));
  const connectedCount = states.data?.filter((s) => s.connected).length ?? 0;
  const shown = filter === 'all' ? integrations : integrations.filter((i) => i.category === filter);
  const counters = [
    { label: 'Intégrations disponibles', value: integrations.length },
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

      <section aria-label="Intégrations" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((integration) => (
          <IntegrationCard
            key={integration.id}
            integration={integration}
            state={byId.get(integration.id)}
            onConfigure={() => setConfiguring(integration)}
          />
        ))}
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

      <ConfigureDialog integration={configuring} onClose={() => setConfiguring(null)} />
    </div>
  );
}

/** /integrations ('Intégrations', SPEC.md §2): connect state persisted per user, webhooks for real. */
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
