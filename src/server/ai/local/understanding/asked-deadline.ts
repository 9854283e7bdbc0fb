// The deadline a request asks the reader to meet: « demande-leur un règlement sous 8 jours », « sous
// quinzaine », « dans les 48 heures », « avant le 10 décembre », « au plus tard vendredi ». Said back
// in the letter's prose as the user meant it, never replaced by a stock delay.

import { findDates } from '../dates.ts';
import { fold, formatDay, numberOf } from '../french.ts';

export interface AskedDeadline {
  /** As the letter says it: « sous 8 jours », « sous quinzaine », « avant le jeudi 10 décembre ». */
  text: string;
  /** The day said, when a day was said (not a delay). */
  day: number | null;
}

const unitOf: Record<string, [string, string]> = {
  jour: ['jour', 'jours'],
  jours: ['jour', 'jours'],
  'jours ouvres': ['jour ouvré', 'jours ouvrés'],
  'jours ouvrables': ['jour ouvrable', 'jours ouvrables'],
  semaine: ['semaine', 'semaines'],
  semaines: ['semaine', 'semaines'],
  heure: ['heure', 'heures'],
  heures: ['heure', 'heures'],
  h: ['heure', 'heures'],
  mois: ['mois', 'mois'],
};

// « sous 8 jours », « dans les 15 jours », « d'ici 48 h », « dans un délai de 10 jours ouvrés ».
const delayPattern =
  /\b(sous|dans les|d'ici(?: a)?|dans un delai (?:maximum |maximal )?de|delai de)\s+(\d{1,3}|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|trente|quarante|soixante)\s+(jours ouvres|jours ouvrables|jours?|semaines?|heures?|h|mois)\b/;

// « sous huitaine », « sous quinzaine », « à réception », « dès réception de ce courrier ».
const wordPattern =
  /\b(sous (?:huitaine|quinzaine)|(?:a|des) (?:la )?reception(?: de (?:ce|la|notre) (?:mail|message|courrier|lettre|relance|facture))?)\b/;

/**
 * The deadline asked in `command`, said as the letter should say it; null when none is asked. A day
 * said with « avant », « d'ici », « au plus tard », « jusqu'au » counts; a day said otherwise (« la
 * facture du 15 octobre », « impayée depuis le 3 ») is not a deadline.
 */
export function askedDeadline(command: string, now: Date, today: number): AskedDeadline | null {
  const folded = fold(command);
  const delay = delayPattern.exec(folded);
  if (delay?.[2] && delay[3]) {
    const count = /^\d+$/.test(delay[2]) ? Number(delay[2]) : (numberOf(delay[2]) ?? 0);
    const [one, many] = unitOf[delay[3]] ?? [delay[3], delay[3]];
    const unit = count > 1 ? many : one;
    const lead = /^(?:d'ici|dans un delai|delai)/.test(delay[1]!)
      ? 'dans un délai de'
      : delay[1] === 'dans les'
        ? 'dans les'
        : 'sous';
    return { text: `${lead} ${count} ${unit}`, day: null };
  }
  const word = wordPattern.exec(folded);
  if (word?.[1]) {
    const said = word[1];
    // « huitaine », « quinzaine »: no accent to restore.
    if (/^sous/.test(said)) return { text: said, day: null };
    return { text: 'dès réception de ce message', day: null };
  }
  const given = findDates(command, now).find(
    (date) => date.day >= today && /^(avant|d'ici|d’ici|au plus tard|jusqu)/i.test(date.text),
  );
  if (!given) return null;
  // « avant le 10 décembre » is read as the 9th, the last day to pay: the user's day is said back.
  const before = /^avant\b/i.test(given.text);
  const day = given.day + (before ? 1 : 0);
  // « avant le 10 décembre », as the user said it: the weekday only when they named one (« vendredi »).
  const said = /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/i.test(given.text)
    ? formatDay(day, today)
    : new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })
        .format(new Date(day * 86_400_000))
        .replace(/^1 /, '1er ');
  return { text: `${before ? 'avant' : 'au plus tard'} le ${said}`, day };
}
