import { type DayNumber, fold, formatDay, parisClock, weekday } from '../local/french.ts';

// Reads a French command that asks an employee to change the workspace ("Crée une tâche « Relancer
// le client Durand » pour vendredi"). The same proposals come from the model providers' tool calls.

export type ActionProposal =
  | {
      kind: 'create_task';
      params: { title: string; dueDate: string | null; priority: 'low' | 'medium' | 'high' | 'urgent' };
    }
  | {
      kind: 'update_task_status';
      params: { title: string; status: 'todo' | 'in_progress' | 'review' | 'done' };
    };

const dayMs = 86_400_000;
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const months = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];

export function isoDay(day: DayNumber): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** "demain", "vendredi", "le 28 novembre", "28/11", "dans 3 jours" → a Paris calendar day. */
export function parseFrenchDay(text: string, today: DayNumber): DayNumber | null {
  const t = fold(text);
  if (/apres-demain/.test(t)) return today + 2;
  if (/\bdemain\b/.test(t)) return today + 1;
  if (/aujourd'hui|ce soir/.test(t)) return today;
  const inDays = /dans (\d{1,3}) jours?/.exec(t);
  if (inDays) return today + Number(inDays[1]);
  if (/semaine prochaine/.test(t)) return today + ((8 - weekday(today)) % 7 || 7);
  const year = new Date(today * dayMs).getUTCFullYear();
  const dayMonth =
    /\b(\d{1,2})(?:er)? (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)(?: (\d{4}))?/.exec(
      t,
    );
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(t);
  const [d, m, y] = dayMonth
    ? [Number(dayMonth[1]), months.indexOf(dayMonth[2]!), dayMonth[3] ? Number(dayMonth[3]) : undefined]
    : numeric
      ? [Number(numeric[1]), Number(numeric[2]) - 1, numeric[3] ? Number(numeric[3]) : undefined]
      : [null, null, undefined];
  if (d !== null && m !== null && m >= 0 && m < 12 && d >= 1 && d <= 31) {
    let day = Date.UTC(y ?? year, m, d) / dayMs;
    if (y === undefined && day < today) day = Date.UTC(year + 1, m, d) / dayMs; // "le 3 janvier" in December
    return day;
  }
  const named = weekdays.findIndex((name) => new RegExp(`\\b${name}\\b`).test(t));
  if (named >= 0) return today + ((named - weekday(today) + 7) % 7 || 7);
  return null;
}

const quoted = /[«"“]\s*(.+?)\s*[»"”]/;

function priorityOf(text: string): 'low' | 'medium' | 'high' | 'urgent' {
  const t = fold(text);
  if (/urgent/.test(t)) return 'urgent';
  if (/importante|prioritaire|haute priorite/.test(t)) return 'high';
  if (/faible priorite|pas urgent|quand tu (peux|as le temps)/.test(t)) return 'low';
  return 'medium';
}

const statusWords: Array<[RegExp, 'todo' | 'in_progress' | 'review' | 'done']> = [
  [/termine|fait|faite|finie?|boucle/, 'done'],
  [/en cours|commencee?|demarree?/, 'in_progress'],
  [/en revue|a relire|en relecture|a valider/, 'review'],
  [/a faire|rouvr/, 'todo'],
];

export function parseActionRequest(message: string, now: Date): ActionProposal | null {
  const t = fold(message);
  const title = quoted.exec(message)?.[1]?.trim();
  const today = parisClock(now).day;

  if (/\b(cree|creer|ajoute|ajouter|rajoute|note|noter|programme)\b.*\btache\b/.test(t)) {
    const after = title ? message.slice(message.indexOf(title) + title.length) : message;
    const fallback = /\btache\s*:?\s+(.+?)(?:\s+(?:pour|avant|d'ici)\s+.*)?$/i.exec(message)?.[1];
    const name = (title ?? fallback)?.replace(/[.!?]+$/, '').trim();
    if (!name) return null;
    const due = parseFrenchDay(after, today);
    return {
      kind: 'create_task',
      params: {
        title: name.slice(0, 200),
        dueDate: due === null ? null : isoDay(due),
        priority: priorityOf(message.replace(name, '')),
      },
    };
  }
  if (title && /\b(marque|passe|mets|met|indique|declare)\b/.test(t)) {
    const rest = fold(message.slice(message.indexOf(title) + title.length));
    const status = statusWords.find(([words]) => words.test(rest))?.[1];
    if (status) return { kind: 'update_task_status', params: { title: title.slice(0, 200), status } };
  }
  return null;
}

const statusLabels = {
  todo: 'à faire',
  in_progress: 'en cours',
  review: 'en revue',
  done: 'terminée',
} as const;

/** 'Créer la tâche « … » pour vendredi 28 novembre': what the approval card says. */
export function describeProposal(proposal: ActionProposal, now: Date): string {
  if (proposal.kind === 'create_task') {
    const { title, dueDate } = proposal.params;
    const today = parisClock(now).day;
    const due = dueDate ? ` pour ${formatDay(Date.parse(dueDate) / dayMs, today)}` : '';
    return `Créer la tâche « ${title} »${due}`;
  }
  return `Marquer la tâche « ${proposal.params.title} » comme ${statusLabels[proposal.params.status]}`;
}
