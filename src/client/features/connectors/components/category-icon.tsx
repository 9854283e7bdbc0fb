import { CalendarDays, Database, LayoutGrid, Mail, MessagesSquare, ShoppingCart, Users } from 'lucide-react';
import type { ConnectorFilterCategory } from '../../../../shared/connectors.ts';

const icons = {
  all: LayoutGrid,
  email: Mail,
  crm: Users,
  calendar: CalendarDays,
  communication: MessagesSquare,
  data: Database,
  ecommerce: ShoppingCart,
} as const;

/** Tile colours per category, for the card icon. */
export const categoryTones: Record<ConnectorFilterCategory, string> = {
  all: 'bg-slate-100 text-slate-700',
  email: 'bg-sky-50 text-sky-700 ring-sky-100',
  crm: 'bg-violet-50 text-violet-700 ring-violet-100',
  calendar: 'bg-amber-50 text-amber-700 ring-amber-100',
  communication: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  data: 'bg-indigo-50 text-indigo-700 ring-indigo-100',
  ecommerce: 'bg-rose-50 text-rose-700 ring-rose-100',
};

export function CategoryIcon({
  category,
  className,
}: {
  category: ConnectorFilterCategory;
  className?: string;
}) {
  const Icon = icons[category];
  return <Icon className={className} aria-hidden="true" />;
}
