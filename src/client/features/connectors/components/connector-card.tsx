import { Bell, Check, Clock, Crown, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  type Connector,
  type ConnectorStatus,
  connectorCategoryLabels,
  integrationIdByConnector,
} from '../../../../shared/connectors.ts';
import { paths } from '../../../../shared/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CategoryIcon, categoryTones } from './category-icon.tsx';

const statusBadges: Record<ConnectorStatus, { label: string; className: string }> = {
  available: { label: 'Disponible', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  beta: { label: 'Bêta', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  'coming-soon': { label: 'Bientôt', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const shownFeatures = 3;

export interface ConnectorCardProps {
  connector: Connector;
  /** The signed-in user already asked to be told about this connector. */
  interested: boolean;
  pending: boolean;
  onInterest(connector: Connector): void;
}

export function ConnectorCard({ connector, interested, pending, onInterest }: ConnectorCardProps) {
  const titleId = useId();
  const { status } = connector;
  const badge = statusBadges[status];
  const hidden = connector.features.slice(shownFeatures);
  const comingSoon = status === 'coming-soon';

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-2xl border border-slate-200 p-5 shadow-sm transition ${comingSoon ? 'border-dashed bg-slate-50' : 'bg-white hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md'}`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`grid size-11 shrink-0 place-items-center rounded-xl ring-1 ${categoryTones[connector.category]} ${comingSoon ? 'opacity-60' : ''}`}
        >
          <CategoryIcon category={connector.category} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900" title={connector.name}>
            {connector.name}
          </h3>
          <p className="text-xs text-slate-600">{connectorCategoryLabels[connector.category]}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
        >
          {badge.label}
        </span>
      </div>

      <p className="mt-3 text-sm/6 text-slate-700">{connector.description}</p>

      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <div className="flex items-center gap-1">
          <dt className="sr-only">Installation</dt>
          <Clock className="size-3.5" aria-hidden="true" />
          <dd>{connector.setupTime} min d’installation</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Tarif</dt>
          {connector.pricing === 'Premium' ? (
            <Crown className="size-3.5 text-amber-600" aria-hidden="true" />
          ) : null}
          <dd
            className={
              connector.pricing === 'Premium'
                ? 'font-semibold text-amber-800'
                : 'font-semibold text-emerald-800'
            }
          >
            {connector.pricing}
          </dd>
        </div>
      </dl>

      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Fonctionnalités">
        {connector.features.slice(0, shownFeatures).map((feature) => (
          <li key={feature} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {feature}
          </li>
        ))}
        {hidden.length > 0 ? (
          <li
            className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
            title={hidden.join(', ')}
          >
            <span aria-hidden="true">+{hidden.length}</span>
            <span className="sr-only">et {hidden.join(', ')}</span>
          </li>
        ) : null}
      </ul>

      <div className="mt-auto pt-4">
        <CardAction connector={connector} interested={interested} pending={pending} onInterest={onInterest} />
        {interested && comingSoon ? (
          <p className="mt-2 flex items-center justify-center gap-1 text-xs text-emerald-800">
            <Check className="size-3.5" aria-hidden="true" />
            Vous serez prévenu de sa disponibilité
          </p>
        ) : null}
      </div>
    </article>
  );
}

function CardAction({ connector, interested, pending, onInterest }: ConnectorCardProps) {
  // Only the connectors that connect in this build are "available": their card goes to /integrations.
  if (connector.status === 'available' && integrationIdByConnector[connector.id]) {
    return (
      <Button asChild className="w-full">
        {/* The connector is named, so /integrations opens its form on its own preset (Outlook, not Gmail). */}
        <Link href={`${paths.integrations}?connecteur=${encodeURIComponent(connector.id)}`}>
          Connecter maintenant
        </Link>
      </Button>
    );
  }
  // The others say so, and record the user's interest (shown once recorded).
  return (
    <div className="flex gap-2">
      <Button variant="secondary" className="flex-1" disabled>
        Bientôt disponible
      </Button>
      <Button
        variant="outline"
        className="flex-1"
        disabled={pending || interested}
        aria-busy={pending || undefined}
        onClick={() => onInterest(connector)}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {interested ? 'Enregistré' : 'M’avertir'}
      </Button>
    </div>
  );
}
