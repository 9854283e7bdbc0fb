import { employees } from '../../../shared/employees.ts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** "2026-11-22" → "22 novembre 2026". */
export function formatDay(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : 'Sans échéance';
}

export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** An ISO instant → "14:00" in the browser's time zone. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** "suki" → "Suki (IA)"; a person's name stays as it is. */
export function assigneeLabel(assignee: string | null): string {
  if (!assignee) return 'Non assignée';
  const employee = employees.find((e) => e.id === assignee);
  return employee ? `${employee.name} (IA)` : assignee;
}

/** The local calendar day ("AAAA-MM-JJ") of a Date. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayDay(): string {
  return localDay(new Date());
}

/** Minutes → "1 h 30". */
export function formatEstimate(minutes: number | null): string {
  if (minutes === null) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${String(m).padStart(2, '0')}` : ''}` : `${m} min`;
}
