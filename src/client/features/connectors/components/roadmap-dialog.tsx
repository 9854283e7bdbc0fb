import { CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Connector, connectorCategoryLabels, connectors } from '../../../../shared/connectors.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';

const byName = (a: Connector, b: Connector) => a.name.localeCompare(b.name, 'fr');
const available = connectors.filter((c) => c.status === 'available').sort(byName);
const comingSoon = connectors.filter((c) => c.status === 'coming-soon').sort(byName);

/** 'Voir la roadmap': what connects now and what comes next, straight from the catalogue. */
export function RoadmapDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      readingBody
      title="Roadmap des connecteurs"
      description="Les connecteurs disponibles se connectent dès aujourd’hui&nbsp;; pour les suivants, «&nbsp;M’avertir&nbsp;» vous prévient de leur arrivée."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <RoadmapColumn
          icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
          title={`Disponibles (${available.length})`}
          tone="text-emerald-800"
          items={available}
        />
        <RoadmapColumn
          icon={<Clock className="size-4" aria-hidden="true" />}
          title={`Bientôt disponibles (${comingSoon.length})`}
          tone="text-slate-700"
          items={comingSoon}
        />
      </div>
    </Dialog>
  );
}

function RoadmapColumn({
  icon,
  title,
  tone,
  items,
}: {
  icon: ReactNode;
  title: string;
  tone: string;
  items: Connector[];
}) {
  return (
    <section aria-label={title}>
      <h3 className={`flex items-center gap-2 text-sm font-semibold ${tone}`}>
        {icon}
        {title}
      </h3>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {items.map((connector) => (
          <li key={connector.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">{connector.name}</span>
            <span className="text-xs text-slate-600">{connectorCategoryLabels[connector.category]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
