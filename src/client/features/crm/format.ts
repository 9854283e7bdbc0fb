import { frenchDay } from '../../../shared/paris-time.ts';
import { formatCents } from '../../lib/billing-format.ts';

// The CRM's figures as the pages show them: fr-FR euros HT, French days and months.

/** « 4 800,50 € HT » (no-break spaces, as Intl writes them). */
export function amountHt(cents: number): string {
  return `${formatCents(cents)}\u00a0HT`;
}

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « janvier 2027 » from « 2027-01 ». */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${months[Number(index) - 1] ?? month} ${year}`;
}

/** « mardi 15 décembre », or « — » without a day. */
export function dayLabel(day: string | null): string {
  return day ? frenchDay(day) : '—';
}
