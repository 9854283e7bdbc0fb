// The tasks of one day a user lists to have them placed (« Organise ma journée de demain : rappeler un
// client (30 min), finir un devis (2h), passer à la banque avant 16h, rendez-vous chez le comptable à
// 14h »): each with what it takes (a duration), when it must happen (a time, fixed) or by when (a
// deadline), or from when. The day plan places them (drafts/day-plan.ts).
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import { capitalise, fold, numberOf } from '../french.ts';

export interface DayTask {
  /** The user's words for it, its times and duration taken out: « Passer à la banque ». */
  label: string;
  /** Minutes it takes, when said. */
  duration: number | null;
  /** A fixed start (« rendez-vous chez le comptable à 14h »), in minutes after midnight. */
  at: number | null;
  /** A fixed end (« de 10h à 11h30 »). */
  until: number | null;
  /** Done by then (« avant 16h », « d'ici midi », « à rendre ce soir »). */
  before: number | null;
  /** « ce soir »: a deadline said without its hour, said back in the user's words. */
  beforeSaid: string | null;
  /** Not before then (« après 15h », « à partir de 10h »). */
  after: number | null;
}

export interface DayTasks {
  /** The day planned, when the request says it (« demain », « jeudi »). */
  day: DayNumber | null;
  /** The part of the day asked: the whole day, the morning, the afternoon. */
  part: 'day' | 'morning' | 'afternoon';
  tasks: DayTask[];
}

// « Organise ma journée de demain », « planifie ma matinée », « aide-moi à caser dans ma journée de
// jeudi », « fais-moi le planning de ma journée »: a day of one's own to plan.
const period = String.raw`(?:ma|la|notre|cette|une|sa|mon|cet|l')\s*(?:demi-)?(?:journee|matinee|apres-midi|apres midi|aprem)\b`;
const planVerb = String.raw`(?:organis|planifi|cas|agenc|structur|optimis|prevo|cal|rang|repart|remplir|ordonn|program|decoup|prepar)\w*`;
const dayAsked = new RegExp(
  String.raw`\b${planVerb}(?:-(?:moi|nous|la|le))?\b[^.!?:]{0,40}?\b${period}\b|\b(?:planning|programme|emploi du temps|deroule|deroulement|organisation)\s+(?:de|d'|pour)\s+${period}\b`,
);

// « avant 16h », « d'ici midi », « au plus tard 17h »: a deadline; « après 15h », « à partir de 10h »: a start not before.
const beforeWords = /(?:avant|d'ici|au plus tard(?: a)?|jusqu'a|pour)\s*$/;
const afterWords = /(?:apres|a partir de|des|pas avant)\s*$/;
// « à rendre ce soir », « pour ce soir », « avant ce soir »: due by the evening.
const dueTonight =
  /\b(?:a (?:rendre|envoyer|finir|boucler|livrer|deposer)|avant|pour|d'ici)\s+(?:ce soir|la fin de (?:la )?journee|ce soir au plus tard)\b/;
const evening = 18 * 60;

// « (30 min) », « 2h », « 1h30 », « 45 minutes », « une demi-heure », « une heure »: what a task takes.
const durationPattern =
  /(?<![\p{L}\d])(?:(?:pendant|environ|compter|prevoir|en)\s+)?(\d{1,2}(?:[,.]\d)?|une|deux|trois|quatre)\s*(h|heures?|min|minutes?|mn)(?:\s*(\d{2})\b)?(?![\p{L}])|\bune demi-heure\b|\b(\d{1,2})\s*h\s*(?:et\s+)?demie?\b/gu;

function durationOf(folded: string): { minutes: number; start: number; end: number } | null {
  for (const match of folded.matchAll(durationPattern)) {
    const before = folded.slice(0, match.index);
    // « à 10h », « avant 16h », « vers 9h »: a time, not a duration.
    if (/\b(?:a|vers|avant|apres|des|de|d'ici|jusqu'a|tard|partir de|pour)\s*$/.test(before)) continue;
    // « 9h30 avec l'expert-comptable »: a time that opens the item is when it happens.
    // « 2h de compta », « 1h30 de devis » are lengths: an hour of the working day not followed by « de ».
    const hour = Number(match[1]);
    if (
      !before.trim() &&
      /^h/.test(match[2] ?? '') &&
      hour >= 7 &&
      hour <= 20 &&
      !/^\s*(?:de|d')\b/.test(folded.slice(match.index + match[0].length))
    )
      continue;
    const end = match.index + match[0].length;
    if (/^\s*(?:a|-|–)\s*\d{1,2}\s*h/.test(folded.slice(end))) continue;
    if (match[0].includes('demi-heure')) return { minutes: 30, start: match.index, end };
    if (match[4]) return { minutes: Number(match[4]) * 60 + 30, start: match.index, end };
    const count = Number((match[1] ?? '').replace(',', '.')) || numberOf(match[1] ?? '') || 0;
    const unit = match[2] ?? '';
    const minutes = /^h/.test(unit) ? Math.round(count * 60) + Number(match[3] ?? 0) : count;
    // « 2h » without a preposition or brackets is a duration only when short of a working day.
    if (minutes > 0 && minutes <= 10 * 60) return { minutes, start: match.index, end };
  }
  return null;
}

/** « Rappeler un client (30 min) » → « Rappeler un client »: the words that name the task, times and duration cut. */
function labelOf(typed: string, cuts: Array<{ start: number; end: number }>): string {
  let text = typed;
  for (const cut of [...cuts].sort((a, b) => b.start - a.start))
    text = `${text.slice(0, cut.start)} ${text.slice(cut.end)}`;
  return capitalise(
    text
      .replace(/\(\s*[,;]?\s*\)/g, ' ')
      .replace(/\(\s*,\s*/g, '(')
      .replace(/\s*,\s*\)/g, ')')
      // A bracket left open or closed alone once its time is cut.
      .replace(/\(([^()]*)$/, '$1')
      .replace(/^([^()]*)\)/, '$1')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:–—•*-]+|[\s,;:–—•*.-]+$/g, '')
      .replace(/^(?:\d+[.)]\s*|(?:et|puis|ensuite|enfin|aussi)\s+)/i, '')
      .replace(/\s+(?:a rendre|à rendre|pour|avant|d['’]ici|a|à|vers|de|et)$/i, '')
      // « 45 min de mails » → « mails »; « la compta » → « compta », as a diary writes it.
      .replace(/^(?:de|des|d['’])\s*/i, '')
      .replace(/^(?:le|la|les|un|une|mon|ma|mes|notre|nos)\s+|^l['’]/i, '')
      .trim(),
  );
}

function taskOf(typed: string, now: Date): DayTask | null {
  const folded = fold(typed);
  const cuts: Array<{ start: number; end: number }> = [];
  const duration = durationOf(folded);
  if (duration) cuts.push(duration);
  let at: number | null = null;
  let until: number | null = null;
  let before: number | null = null;
  let after: number | null = null;
  let beforeSaid: string | null = null;
  // « à rendre ce soir »: due by the evening, not something at 19 h.
  const tonight = dueTonight.exec(folded);
  if (tonight) {
    before = evening;
    beforeSaid = /fin de/.test(tonight[0]) ? 'la fin de la journée' : 'ce soir';
    cuts.push({ start: tonight.index, end: tonight.index + tonight[0].length });
  }
  // The duration and the evening blanked, the times are read: « (2h) » is no time of day.
  let masked = typed;
  for (const cut of cuts)
    masked = `${masked.slice(0, cut.start)}${' '.repeat(cut.end - cut.start)}${masked.slice(cut.end)}`;
  for (const mention of findDates(masked, now)) {
    if (mention.minutes === null) continue;
    const lead = fold(masked.slice(Math.max(0, mention.index - 20), mention.index));
    const said = fold(mention.text);
    if (/^(?:avant|d'ici|au plus tard|jusqu'a)\b/.test(said) || beforeWords.test(lead))
      before = mention.minutes;
    else if (/^(?:apres|a partir|des)\b/.test(said) || afterWords.test(lead)) after = mention.minutes;
    else {
      at = mention.minutes;
      until = mention.endMinutes;
    }
    // « avant 16h »: the preposition typed just before the time goes with it.
    const word =
      /(?:avant|d'ici|au plus tard(?: a)?|jusqu'a|apres|a partir de|des|pas avant|vers|a|pour)\s*$/.exec(
        lead,
      );
    cuts.push({
      start: mention.index - (word ? word[0].length : 0),
      end: mention.index + mention.text.length,
    });
  }
  const label = labelOf(typed, cuts);
  if (!/\p{L}{3}/u.test(label) || label.length > 90) return null;
  if (before !== null && before !== evening) beforeSaid = null;
  return { label, duration: duration?.minutes ?? null, at, until, before, beforeSaid, after };
}

/** « a, b (1h), c et d »: the items of a list, on commas, semicolons, lines and a last « et ». */
function itemsOf(list: string): string[] {
  const parts = list
    .split(/\s*(?:[;\n]|,(?![^()]*\))|\s+puis\s+|\s+ensuite\s+)\s*/)
    .flatMap((part) => {
      // « passer à la banque avant 16h et rendez-vous chez le comptable à 14h »: a last « et » between two tasks.
      const and = /\s+et\s+(?=\S+\s+\S)/.exec(part);
      return and && part.slice(0, and.index).split(/\s+/).length >= 2 && !/^et\b/i.test(part)
        ? [part.slice(0, and.index), part.slice(and.index + and[0].length)]
        : [part];
    })
    .map((part) => part.replace(/^[\s•*–—-]+|^\d+[.)]\s*/, '').trim())
    .filter(Boolean);
  return parts;
}

/**
 * The tasks of a day the request asks to plan: at least two, one of them at least with a duration or
 * a time; null otherwise (a list with none is only to put in order).
 */
export function dayTasksOf(request: { command: string; pasted: string | null }, now: Date): DayTasks | null {
  const text = request.pasted ? `${request.command} : ${request.pasted}` : request.command;
  const folded = fold(text);
  const asked = dayAsked.exec(folded);
  if (!asked) return null;
  // The list follows the colon after the request (« … de demain : a, b, c »), else the request's sentence.
  const colon = folded.indexOf(':', asked.index);
  // « J'ai ces tâches aujourd'hui : a, b, c. Organise-moi la journée. »: the list said before the ask.
  const earlier = colon < 0 ? folded.lastIndexOf(':', asked.index) : -1;
  const askStart = Math.max(folded.lastIndexOf('.', asked.index), folded.lastIndexOf('!', asked.index));
  const listBefore = earlier >= 0 && askStart > earlier;
  const list = listBefore
    ? text.slice(earlier + 1, askStart)
    : colon >= 0
      ? text.slice(colon + 1)
      : text.slice(asked.index + asked[0].length);
  const tasks = itemsOf(list)
    .map((item) => taskOf(item, now))
    .filter((task): task is DayTask => task !== null);
  const timed = tasks.filter(
    (task) => task.duration !== null || task.at !== null || task.before !== null || task.after !== null,
  );
  if (tasks.length < 2 || timed.length === 0) return null;
  // A list said before the ask is of tasks to place only when some come with a length; appointments
  // alone (« 3 rdv : 9h30…, 16h… ») are a day organised around them (dayPlan).
  if (listBefore && !tasks.some((task) => task.duration !== null)) return null;
  // The day said in the request: « demain », « jeudi », « lundi 7 décembre ».
  const head = listBefore
    ? `${text.slice(0, earlier)} ${text.slice(askStart)}`
    : colon >= 0
      ? text.slice(0, colon)
      : text.slice(0, asked.index + asked[0].length);
  const day = findDates(head, now).find((mention) => !mention.timeOnly)?.day ?? null;
  const part = /\bmatinee\b/.test(asked[0])
    ? 'morning'
    : /\bapres(?:-|\s)midi|aprem\b/.test(asked[0])
      ? 'afternoon'
      : 'day';
  return { day, part, tasks };
}
