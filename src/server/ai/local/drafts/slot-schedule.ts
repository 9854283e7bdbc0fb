// « J'ai 3 entretiens à caser jeudi entre 9h et 12h, 45 minutes chacun avec 15 minutes entre deux :
// Léa, Hugo et Inès » (issue 41, reasoning over what the user gives): the slots, one after the other
// from the start of the window, each with its time, and whether they all fit.
import { capitalise, fold, numberOf } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';

export interface SlotSchedule {
  /** « entretiens », « rendez-vous »: what is placed, as typed. */
  kind: string;
  /** Minutes from midnight. */
  from: number;
  to: number;
  length: number;
  gap: number;
  /** Who or what goes in each slot, in the order given; numbered when no name is given. */
  names: string[];
  day: string | null;
}

const placeAsked =
  /\b(?:caser|placer|planifier|programmer|organiser|enchainer|repartir|caler|planning|horaires?|emploi du temps)\b/;
const kinds =
  /\b(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(entretiens?|rendez-vous|rdv|creneaux|visites?|essais|consultations?|seances?|reunions?|appels?)\b/;
const hour = '(\\d{1,2})\\s?h\\s?(\\d{2})?';
const window = new RegExp(`\\b(?:entre|de)\\s+${hour}\\s+(?:et|a)\\s+${hour}`);
const lengthSaid =
  /\b(\d{1,3})\s*(?:min(?:utes?)?|mn)\s*(?:chacun|chacune|par (?:entretien|personne|candidat|rendez-vous|rdv|creneau|visite|seance))\b|\b(?:d'une heure|une heure|1\s?h)\s*(?:chacun|chacune|par (?:entretien|personne|candidat|rendez-vous|rdv|creneau|visite|seance))\b/;
const gapSaid =
  /\b(\d{1,3})\s*(?:min(?:utes?)?|mn)\s*(?:entre (?:deux|chaque|chacun|les)|de (?:pause|battement|marge) entre)\b/;
// « : Léa, Hugo et Inès », « pour Léa, Hugo et Inès »: the names, in the order given.
const name = "(?:(?:M\\.|Mme|Mlle|Me|Dr)\\s+)?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?";
const namesSaid = new RegExp(`(?::|\\bpour|\\bavec)\\s+((?:${name}\\s*,\\s*)*${name}\\s+et\\s+${name})`, 'u');

/** The slots asked (a count or names, a window, a length), or null when the message asks none. */
export function slotScheduleIn(message: string, day: string | null): SlotSchedule | null {
  const folded = fold(message);
  if (!placeAsked.test(folded)) return null;
  const counted = kinds.exec(folded);
  const span = window.exec(folded);
  const length = lengthSaid.exec(folded);
  if (!counted || !span || !length) return null;
  const count = numberOf(counted[1]!) ?? 0;
  const minutes = (h: string, m: string | undefined) => Number(h) * 60 + Number(m ?? 0);
  const from = minutes(span[1]!, span[2]);
  const to = minutes(span[3]!, span[4]);
  const each = length[1] ? Number(length[1]) : 60;
  if (to <= from || each <= 0 || count < 1 || count > 20) return null;
  const listed = namesSaid.exec(message)?.[1];
  const names = listed
    ? listed
        .split(/\s*,\s*|\s+et\s+/)
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
  const at = counted.index + counted[0].length - counted[2]!.length;
  return {
    kind: message.slice(at, at + counted[2]!.length),
    from,
    to,
    length: each,
    gap: Number(gapSaid.exec(folded)?.[1] ?? 0),
    names: names.length === count ? names : Array.from({ length: count }, (_, i) => `${i + 1}`),
    day,
  };
}

/** « 9 h », « 10 h 45 »: a time of day as a French schedule writes it. */
const clock = (minutes: number) =>
  `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, '0')}` : ''}`;

/** « 45 minutes », « 1 h 30 »: a length. */
const lasting = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : clock(minutes).replace(/^1 h$/, '1 heure');

/** The table of slots, the working and what does not fit. */
export function slotScheduleReply(schedule: SlotSchedule): string {
  const { from, to, length, gap, names, kind } = schedule;
  const rows = names.map((name, index) => {
    const start = from + index * (length + gap);
    return { name, start, end: start + length };
  });
  const fitting = rows.filter((row) => row.end <= to);
  const late = rows.filter((row) => row.end > to);
  const named = !/^\d+$/.test(names[0] ?? '');
  const table = [
    `| Horaire | ${named ? 'Qui' : capitaliseKind(kind)} |`,
    '|---|---|',
    ...fitting.map(
      (row) =>
        `| ${clock(row.start)} – ${clock(row.end)} | ${named ? row.name : `${capitaliseKind(kind)} ${row.name}`} |`,
    ),
  ].join('\n');
  const last = fitting.at(-1);
  const working = `${lasting(length)} chacun${gap ? `, ${lasting(gap)} entre deux` : ''}, à partir de ${clock(from)}`;
  return blocks(
    `**Planning${schedule.day ? ` du ${schedule.day.replace(/^(?:le|du)\s+/i, '')}` : ''}** (${working}) :`,
    fitting.length ? table : null,
    late.length
      ? `**Ne tient pas avant ${clock(to)} :** ${late.map((row) => (named ? row.name : `${kind} ${row.name}`)).join(', ')} (${late.length > 1 ? 'le dernier finirait' : 'il finirait'} à ${clock(late.at(-1)!.end)}). Raccourcissez ${gap ? 'la pause ou ' : ''}la durée, ou prévoyez un autre créneau.`
      : last
        ? `Le dernier finit à ${clock(last.end)}${last.end < to ? `, ${lasting(to - last.end)} avant ${clock(to)} : une marge en cas de retard` : `, juste à ${clock(to)}`}.`
        : null,
  );
}

const capitaliseKind = (kind: string) =>
  capitalise(
    fold(kind) === 'creneaux'
      ? 'créneau'
      : /^(?:rendez-vous|rdv)$/i.test(kind)
        ? 'rendez-vous'
        : kind.replace(/s$/, ''),
  );

/** The reasoning skill's answer: the slots asked, placed, or null. */
export function slotScheduleAnswer(conversation: Conversation): string | null {
  // « lundi 30 novembre de 14 h à 16 h »: the day alone, the window is said with the working.
  const day =
    conversation.request.facts.dates[0]?.label.replace(/\s+(?:de|à|a|entre|vers)\s+\d.*$/, '') ?? null;
  const schedule = slotScheduleIn(conversation.message, day);
  return schedule ? slotScheduleReply(schedule) : null;
}
