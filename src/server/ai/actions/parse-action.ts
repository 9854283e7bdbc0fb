import {
  type DayNumber,
  fold,
  formatDay,
  formatTime,
  parisClock,
  parisInstant,
  weekday,
} from '../local/french.ts';

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
    }
  | {
      kind: 'create_event';
      /** start and end: ISO instants. */
      params: { title: string; start: string; end: string; attendees: string[] };
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

const eventWords: Array<[RegExp, string]> = [
  [/\b(reunion)\b/, 'Réunion'],
  [/\b(rendez-vous|rdv)\b/, 'Rendez-vous'],
  [/\b(evenement)\b/, 'Événement'],
  [/\b(appel|call)\b/, 'Appel'],
  [/\b(visio|visioconference)\b/, 'Visioconférence'],
  [/\b(point)\b/, 'Point'],
];

/** "14h", "14 h 30", "9h15" → minutes after midnight. */
function timesOf(text: string): number[] {
  return [...fold(text).matchAll(/\b([01]?\d|2[0-3])\s*h\s*([0-5]\d)?\b/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2] ?? 0),
  );
}

/** "avec Chip et M. Durand" → ['Chip', 'M. Durand']. */
function attendeesOf(text: string): string[] {
  const match =
    /\bavec\s+(.+?)(?=\s+(?:le|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apr[eè]s-demain|aujourd'hui|à|a|de|du|pour|dans|cette|la semaine)\b|[.?!,]?$)/i.exec(
      text,
    );
  if (!match) return [];
  return match[1]!
    .split(/\s*(?:,|\bet\b)\s*/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0 && name.length <= 120)
    .slice(0, 20);
}

function parseEventRequest(message: string, now: Date): ActionProposal | null {
  const t = fold(message);
  if (
    !/\b(planifie|planifier|programme|programmer|organise|organiser|cree|creer|ajoute|ajouter|cale|caler|prevois|prevoir|bloque|bloquer)\b/.test(
      t,
    )
  )
    return null;
  const noun = eventWords.find(([words]) => words.test(t));
  if (!noun) return null;
  const title = quoted.exec(message)?.[1]?.trim();
  const rest = title ? message.replace(title, '') : message;
  const attendees = attendeesOf(rest);
  const phrase =
    /\b((?:r[ée]union|rendez-vous|rdv|point|appel|call|visio\S*|[ée]v[ée]nement)\b.*?)(?=\s+(?:le|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apr[eè]s-demain|aujourd'hui|à|de|du|pour|dans|avec|cette)\b|[,.!?]|$)/i.exec(
      rest,
    )?.[1];
  const named = phrase && phrase.split(/\s+/).length > 1 ? phrase[0]!.toUpperCase() + phrase.slice(1) : null;
  const name = title ?? named ?? (attendees.length ? `${noun[1]} avec ${attendees.join(', ')}` : noun[1]);
  const today = parisClock(now).day;
  const day = parseFrenchDay(rest, today) ?? today + 1;
  const [startMinutes = 9 * 60, endMinutes] = timesOf(rest);
  const end = endMinutes !== undefined && endMinutes > startMinutes ? endMinutes : startMinutes + 60;
  return {
    kind: 'create_event',
    params: {
      title: name.slice(0, 200),
      start: parisInstant(day, startMinutes).toISOString(),
      end: parisInstant(day, Math.min(end, 24 * 60 - 1)).toISOString(),
      attendees,
    },
  };
}

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
  return parseEventRequest(message, now);
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
  if (proposal.kind === 'create_event') {
    const { title, start, end, attendees } = proposal.params;
    const from = parisClock(new Date(start));
    const to = parisClock(new Date(end));
    const who = attendees.length ? ` avec ${attendees.join(', ')}` : '';
    return `Planifier « ${title} » le ${formatDay(from.day, parisClock(now).day)} de ${formatTime(from.minutes)} à ${formatTime(to.minutes)}${who}`;
  }
  return `Marquer la tâche « ${proposal.params.title} » comme ${statusLabels[proposal.params.status]}`;
}
