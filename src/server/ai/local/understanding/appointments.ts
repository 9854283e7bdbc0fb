// The appointments a user lists in a request (« demain : 9h avec le comptable, 11h avec un
// fournisseur et 15h avec Mme Petit »), and the changes said to them afterwards (« le fournisseur
// annule », « Mme Petit passe à 16h »). Alfred plans the day from them (drafts/day-plan.ts).
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import { capitalise, fold, numberOf } from '../french.ts';

export interface StatedAppointment {
  /** « Rendez-vous avec le comptable », « Réunion d’équipe ». */
  label: string;
  /** The words that name it, folded, to find it again in a later change (« comptable »). */
  keys: string[];
  day: DayNumber;
  start: number;
  /** Minutes after midnight; null when only the start was said. */
  end: number | null;
}

// Words that say nothing of which appointment it is.
const emptyWords = new Set(
  'avec chez pour une des les le la un de du au aux et puis ensuite rendez-vous rendez vous rdv reunion point mon ma mes son sa ses notre nos votre vos monsieur madame mme mr mlle m. dr docteur maitre'.split(
    ' ',
  ),
);

function keysOf(label: string): string[] {
  return fold(label)
    .split(/[^\p{L}\d-]+/u)
    .filter((word) => word.length > 1 && !emptyWords.has(word));
}

/** What an appointment is, from the words around its time: « avec le comptable » → « Rendez-vous avec le comptable ». */
function labelOf(words: string): string | null {
  const text = words
    .replace(/^[\s,;:–—-]+/, '')
    .replace(/[\s,;:–—-]+$/, '')
    .replace(/\s+(?:et|puis|ensuite|enfin)$/i, '')
    .replace(/^(?:et|puis|ensuite|enfin)\s+/i, '')
    .replace(/^(?:j'ai|j’ai|il y a|on a)\s+/i, '')
    .trim();
  // « 3 rdv », « trois rendez-vous » count the appointments, they name none.
  const counted = /^(\S+)\s+(?:rendez-vous|rdv|r[ée]unions?|rencontres?)$/i.exec(text);
  if (!/\p{L}{3}/u.test(text) || text.length > 80 || (counted?.[1] && numberOf(counted[1]) !== null))
    return null;
  if (/^(?:avec|chez)\b/i.test(text)) return `Rendez-vous ${text}`;
  // « le dentiste », « une réunion d'équipe »: a diary writes « Dentiste », « Réunion d'équipe ».
  return capitalise(text.replace(/^(?:le|la|les|un|une|mon|ma|mes|notre|nos)\s+|^l['’]/i, ''));
}

// « avant midi », « à rendre ce soir », « d'ici 18h »: a time something is due by, not an appointment.
const dueBy = /^(?:avant|d'ici|au plus tard|jusqu'a)\b/;
const dueByBefore = /\b(?:avant|d'ici|au plus tard|a rendre|a envoyer|a finir|jusqu'a)\s*$/;
const isDeadline = (text: string, mention: { index: number; text: string }) =>
  dueBy.test(fold(mention.text)) ||
  dueByBefore.test(fold(text.slice(Math.max(0, mention.index - 16), mention.index)));

/**
 * The appointments of one day the text lists with their times; empty under two (a single time is
 * a meeting to schedule, not a day to organise).
 */
export function statedAppointments(text: string, now: Date): StatedAppointment[] {
  const all = findDates(text, now);
  const timed = all.flatMap((mention, index) => {
    if (mention.minutes === null || isDeadline(text, mention)) return [];
    const next = all[index + 1];
    const after = text.slice(mention.index + mention.text.length, next?.index).split(/[.;!?\n]/)[0] ?? '';
    const previous = all[index - 1];
    const before =
      text
        .slice(previous ? previous.index + previous.text.length : 0, mention.index)
        .split(/[.;!?\n:,]/)
        .at(-1) ?? '';
    return [{ mention, after, before: before.replace(/\s+(?:a|à)\s*$/i, '') }];
  });
  // A list names its appointments either after each time (« 9h avec le comptable, 11h avec… ») or
  // before it (« le dentiste à 8h30, une réunion de 10h à 11h30 et une visite à 14h »): its first
  // item tells which.
  const namedBefore = timed[0] !== undefined && labelOf(timed[0].before) !== null;
  const found: StatedAppointment[] = [];
  for (const { mention, after, before } of timed) {
    const label = namedBefore ? (labelOf(before) ?? labelOf(after)) : (labelOf(after) ?? labelOf(before));
    if (!label) continue;
    found.push({
      label,
      keys: keysOf(label),
      day: mention.day,
      start: mention.minutes!,
      end: mention.endMinutes,
    });
  }
  const day = found[0]?.day;
  const sameDay = found.filter((appointment) => appointment.day === day);
  return sameDay.length >= 2 ? sameDay : [];
}

/** The appointments of a request, its pasted part included: the list often follows a colon. */
export function appointmentsOf(request: { command: string; pasted: string | null }, now: Date) {
  return statedAppointments(request.pasted ? `${request.command} : ${request.pasted}` : request.command, now);
}

const cancelled =
  /\b(annul\w*|ne (?:vient|viendra|peut|pourra) (?:plus|pas)|se desist\w*|(?:est|sont) supprime\w*|tombe\w* a l'eau|n'a plus lieu|saute)\b/;
const moved = /\b(report(?!ag)\w*|decal\w*|deplac\w*|avanc\w*|recul\w*|passe\w*|plutot)\b/;

export type AppointmentChange =
  | { kind: 'cancelled'; appointment: StatedAppointment }
  | { kind: 'moved'; appointment: StatedAppointment; start: number };

/** What a later message changes among the appointments: one named by its words, cancelled or moved to a time. */
export function appointmentChange(
  message: string,
  appointments: StatedAppointment[],
  now: Date,
): AppointmentChange | null {
  const folded = fold(message);
  const words = new Set(folded.split(/[^\p{L}\d-]+/u));
  const appointment = appointments.find((candidate) => candidate.keys.some((key) => words.has(key)));
  if (!appointment) return null;
  if (cancelled.test(folded)) return { kind: 'cancelled', appointment };
  const time = findDates(message, now).find((mention) => mention.minutes !== null);
  if (moved.test(folded) && time && time.minutes !== appointment.start)
    return { kind: 'moved', appointment, start: time.minutes! };
  return null;
}

/** The appointments once the changes said after them are applied, in order of time. */
export function appointmentsAfter(
  appointments: StatedAppointment[],
  changes: string[],
  now: Date,
): { appointments: StatedAppointment[]; freed: StatedAppointment[]; moved: StatedAppointment[] } {
  let current = appointments;
  const freed: StatedAppointment[] = [];
  let moved: StatedAppointment[] = [];
  for (const message of changes) {
    const change = appointmentChange(message, current, now);
    if (!change) continue;
    current = current.filter((appointment) => appointment !== change.appointment);
    moved = moved.filter((appointment) => appointment !== change.appointment);
    if (change.kind === 'cancelled') freed.push(change.appointment);
    else {
      const { start, end } = change.appointment;
      const at = {
        ...change.appointment,
        start: change.start,
        end: end === null ? null : change.start + end - start,
      };
      current = [...current, at];
      moved.push(at);
    }
  }
  return { appointments: [...current].sort((a, b) => a.start - b.start), freed, moved };
}
