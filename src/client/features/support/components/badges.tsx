import {
  type TicketStatus,
  type TicketTone,
  ticketStatusLabels,
  ticketToneLabels,
} from '../../../../shared/support-model.ts';
import { type Priority, priorityLabels } from '../../../../shared/workspace-model.ts';
import { cn } from '../../../lib/cn.ts';

const base = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

const statusColors: Record<TicketStatus, string> = {
  new: 'bg-indigo-100 text-indigo-800',
  open: 'bg-sky-100 text-sky-800',
  waiting: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-200 text-slate-800',
};
const priorityColors: Record<Priority, string> = {
  low: 'bg-slate-100 text-slate-700',
  medium: 'bg-sky-100 text-sky-800',
  high: 'bg-orange-100 text-orange-900',
  urgent: 'bg-red-100 text-red-800',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={cn(base, statusColors[status])}>{ticketStatusLabels[status]}</span>;
}

export function TicketPriorityBadge({ priority }: { priority: Priority }) {
  return <span className={cn(base, priorityColors[priority])}>{priorityLabels[priority]}</span>;
}

export function OverdueBadge() {
  return <span className={cn(base, 'bg-red-600 text-white')}>En retard</span>;
}

/** Clide's reading of the requester's mood, shown only when it calls for care (decision 068). */
export function TicketToneBadge({ tone }: { tone: TicketTone }) {
  if (tone !== 'angry' && tone !== 'worried') return null;
  return (
    <span
      className={cn(base, tone === 'angry' ? 'bg-rose-100 text-rose-900' : 'bg-violet-100 text-violet-900')}
    >
      {ticketToneLabels[tone]}
    </span>
  );
}
