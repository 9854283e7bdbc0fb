// When the user said they are not available, read from what they asked to remember: « je ne
// travaille pas le mercredi après-midi », « la boutique est fermée le lundi », « je ne prends jamais
// de rendez-vous avant 9h », « fermé du 24 décembre au 2 janvier ». An appointment proposed in such
// a time carries a warning (drafts/proposal-warnings.ts).

import { type DayNumber, weekday } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import { fold } from '../french.ts';

export interface Unavailability {
  /** The remembered sentence, as said. */
  fact: string;
  /** Days of the week (0 Sunday … 6 Saturday) it holds on; null for every day. */
  weekdays: number[] | null;
  /** Calendar days it holds on (« du 24 décembre au 2 janvier »); null when not dated. */
  days: [DayNumber, DayNumber] | null;
  /** The hours, in minutes after midnight, it covers on those days. */
  from: number;
  to: number;
}

const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

// Not working, not open, not receiving: said with a negation, or by a word of absence.
const notAvailable =
  /\b(?:ne|n')\s*(?:(?:me|m'|les?|la|l'|y|en)\s*)?(?:travaill\w*|bosse\w*|ouvr\w*|prend\w*|pren\w*|recoi\w*|recev\w*|accept\w*|fai[st]|faisons|consult\w*|suis|sommes|est|sont|serai|serons|sera|bouge\w*|deplace\w*|intervien\w*|intervenons)\b[^.;]*?\b(?:pas|jamais|plus|rien|aucun\w*)\b|\b(?:fermee?s?|fermeture|absente?s?|indisponibles?|en conges?|en vacances|en repos|de repos|jours? off|pas dispo\w*|injoignables?)\b/;

function hourOf(text: string): number | null {
  const match = /^(\d{1,2})\s*(?:h|heures?|:)\s*(\d{2})?$/.exec(text.trim());
  if (match) return Number(match[1]) * 60 + Number(match[2] ?? 0);
  if (text.trim() === 'midi') return 12 * 60;
  return null;
}

const hour = '(\\d{1,2}\\s*(?:h|heures?)\\s*(?:\\d{2})?|midi)';

/** The hours a sentence gives, on the days it names: a part of the day, before, after or between. */
function hoursOf(folded: string): [number, number] | null {
  const between = new RegExp(`\\b(?:entre|de)\\s+${hour}\\s+(?:et|a)\\s+${hour}`).exec(folded);
  if (between) {
    const [from, to] = [hourOf(between[1]!), hourOf(between[2]!)];
    if (from !== null && to !== null && to > from) return [from, to];
  }
  const before = new RegExp(`\\bavant\\s+${hour}`).exec(folded);
  if (before) return [0, hourOf(before[1]!) ?? 0];
  const after = new RegExp(`\\b(?:apres|a partir de|passe|des)\\s+${hour}`).exec(folded);
  if (after) return [hourOf(after[1]!) ?? 24 * 60, 24 * 60];
  // « je ferme à 18h »: closed after that hour.
  const closes = new RegExp(`\\bfermes?\\s+a\\s+${hour}`).exec(folded);
  if (closes) return [hourOf(closes[1]!) ?? 24 * 60, 24 * 60];
  if (/\b(?:apres-midi|aprem|apres midi)s?\b/.test(folded)) return [12 * 60, 24 * 60];
  if (/\bmatin(?:ee)?s?\b/.test(folded)) return [0, 12 * 60];
  if (/\bsoir(?:ee)?s?\b/.test(folded)) return [18 * 60, 24 * 60];
  return null;
}

/** The time a remembered sentence says the user is not available, or null when it says none. */
export function unavailabilityOf(fact: string, now: Date): Unavailability | null {
  const folded = fold(fact);
  if (!notAvailable.test(folded)) return null;
  const weekdays = weekdayNames.flatMap((name, index) =>
    new RegExp(`\\b${name}s?\\b`).test(folded) ? [index] : [],
  );
  if (/\bweek-?ends?\b/.test(folded)) weekdays.push(6, 0);
  // Days said with their month (« le 24 décembre »), never a weekday alone, which means every week.
  const dated = findDates(fact, now).filter((mention) =>
    /\d{1,2}(?:er)?\s+(?:janv|fevr|mars|avr|mai|juin|juil|aout|sept|oct|nov|dec)|\d{1,2}\/\d{1,2}/.test(
      fold(mention.text),
    ),
  );
  const first = dated[0];
  const last = dated.at(-1);
  const days: [DayNumber, DayNumber] | null = first
    ? [first.day, first.endDay ?? (last && last !== first ? last.day : first.day)]
    : null;
  const hours = hoursOf(folded);
  if (!weekdays.length && !days && !hours) return null;
  return {
    fact,
    weekdays: weekdays.length ? [...new Set(weekdays)] : null,
    days,
    from: hours?.[0] ?? 0,
    to: hours?.[1] ?? 24 * 60,
  };
}

/** Whether an appointment on `day` from `start` to `end` (minutes) falls in that unavailability. */
export function overlapsUnavailability(
  rule: Unavailability,
  day: DayNumber,
  start: number,
  end: number,
): boolean {
  if (rule.weekdays && !rule.weekdays.includes(weekday(day))) return false;
  if (rule.days && (day < rule.days[0] || day > rule.days[1])) return false;
  return start < rule.to && end > rule.from;
}
