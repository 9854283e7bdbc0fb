// fr-FR display of the tools' results.
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const figure = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** "22 novembre 2026 à 14:05" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "45 min", "2 h", "2 h 15" */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** "62 500", "2,35" */
export function formatFigure(value: number): string {
  return figure.format(value);
}
