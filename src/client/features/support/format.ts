import { parisLongDate, parisTime } from '../../../shared/paris-time.ts';

/** « 24 novembre 2026 à 10:05 », in Paris. */
export function parisDateTime(iso: string): string {
  const at = new Date(iso);
  return `${parisLongDate(at)} à ${parisTime(at)}`;
}
