// The steps a request lists for a plan, each with what the user said of its time: « maçonnerie
// (2 semaines) », « commander le stock (6 semaines de délai) », « terrassement à partir du lundi
// 4 janvier ». A plan is then made of the user's own steps, dated from what they said, not a template.

import { type DateMention, findDate } from '../dates.ts';
import { fold, foldedMonthNames, numberOf } from '../french.ts';
import { itemsOfPart, listedItems } from './listed-items.ts';

/** The detail a follow-up leaves when it made a step longer (« maçonnerie : 3 semaines au lieu de 2 semaines »). */
export const lengthenedStep = 'étape allongée';

export interface PlanStep {
  /** The step as the user named it, without what says its time. */
  name: string;
  /** Its length in working days (a week is five), when said. */
  workDays: number | null;
  /** The words that said its length (« 2 semaines »), as written. */
  lengthText: string | null;
  /** The waiting time before what it orders is there (« 6 semaines de délai »), in calendar days. */
  leadDays: number | null;
  /** The words that said that waiting time, as written. */
  leadText: string | null;
  /** The day it starts, when said (« à partir du lundi 4 janvier »). */
  start: DateMention | null;
  /** « stock à commander 3 semaines avant »: how long before the deadline it is done, in calendar days. */
  beforeDays?: number | null;
  /** The words that said it (« 3 semaines »). */
  beforeText?: string | null;
}

const count = '(\\d{1,3}|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze)';
const unit = '(jours?(?: ouvres| ouvrables)?|semaines?|mois)';
const length = new RegExp(`\\b${count}\\s+${unit}\\b`);
// « 6 semaines de délai », « délai de 6 semaines », « délai : 3 jours », « 10 jours de délai de livraison ».
const lead = new RegExp(
  `\\b${count}\\s+${unit}\\s+(?:de\\s+)?delais?\\b|\\bdelais?\\s*(?:de\\s+|d'environ\\s+|:\\s*)?${count}\\s+${unit}\\b`,
);
// « stock à commander 3 semaines avant », « … 10 jours avant l'ouverture »: done that long before the deadline.
const before = new RegExp(
  `\\b${count}\\s+${unit}\\s+avant(?:\\s+(?:l'ouverture|le jour j|l'evenement|la date|le lancement|l'echeance))?\\s*$`,
);
// The words left before a time once it is cut out: « pendant », « à partir du », « sur ».
const dangling =
  /(?:\s+|^)(?:pendant|sur|en|durant|soit|a partir du|a partir de|a compter du|des le|du|le|au|de)\s*$|\s*,\s*$/;

/** « 2 semaines » → 10 working days, « 3 jours » → 3, « 1 mois » → 21; calendar days when `calendar`. */
export function daysOf(amount: number, unitWord: string, calendar = false): number {
  if (/^s/.test(unitWord)) return amount * (calendar ? 7 : 5);
  if (/^m/.test(unitWord)) return amount * (calendar ? 30 : 21);
  return amount;
}

function amountOf(word: string): number {
  return /^une?$/.test(word) ? 1 : (numberOf(word) ?? 0);
}

/** The text without the span [from, to) and the words that only led to it (« pendant », « ( »). */
function cut(text: string, from: number, to: number): string {
  let before = text.slice(0, from);
  let after = text.slice(to);
  // « (2 semaines) »: the brackets go with what they held.
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) {
    before = before.replace(/\s*\(\s*$/, '');
    after = after.replace(/^\s*\)/, '');
  }
  for (let found = dangling.exec(fold(before)); found; found = dangling.exec(fold(before)))
    before = before.slice(0, found.index);
  return `${before}${after}`
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*$/, '')
    .trim();
}

/** One item of the list read as a step of a plan. */
function stepOf(item: string, now: Date): PlanStep {
  let name = item;
  let leadDays: number | null = null;
  let leadText: string | null = null;
  let workDays: number | null = null;
  let lengthText: string | null = null;
  const ahead = before.exec(fold(name).replace(/’/g, "'"));
  if (ahead) {
    const beforeText = name.slice(ahead.index, ahead.index + `${ahead[1]} ${ahead[2]}`.length);
    return {
      name: cut(name, ahead.index, name.length),
      workDays: null,
      lengthText: null,
      leadDays: null,
      leadText: null,
      start: null,
      beforeDays: daysOf(amountOf(ahead[1] ?? ''), ahead[2] ?? '', true),
      beforeText,
    };
  }
  const waited = lead.exec(fold(name));
  if (waited) {
    const amount = amountOf(waited[1] ?? waited[3] ?? '');
    const unitWord = waited[2] ?? waited[4] ?? '';
    leadDays = daysOf(amount, unitWord, true);
    const said = length.exec(fold(name).slice(waited.index, waited.index + waited[0].length));
    leadText = said
      ? name.slice(waited.index + said.index, waited.index + said.index + said[0].length)
      : null;
    name = cut(name, waited.index, waited.index + waited[0].length);
  }
  const start = findDate(name, now);
  if (start) {
    const at = name.indexOf(start.text);
    if (at >= 0) name = cut(name, at, at + start.text.length);
  }
  const lasting = length.exec(fold(name));
  if (lasting) {
    workDays = daysOf(amountOf(lasting[1] ?? ''), lasting[2] ?? '');
    lengthText = name.slice(lasting.index, lasting.index + lasting[0].length);
    name = cut(name, lasting.index, lasting.index + lasting[0].length);
  }
  return { name, workDays, lengthText, leadDays, leadText, start };
}

/** The text a plan's steps are read from: its command and the list after its colon. */
export function planText(command: string, pasted: string | null): string {
  return pasted ? `${command.trimEnd()} : ${pasted}` : command;
}

// « … le 15 février avec la maquette, les textes et les tests »: a plan's list without a colon.
const withList = /\b(?:avec|comprenant|qui comprend)\s+/i;

/**
 * The items of a plan's own list, one-word ones kept (« travaux, commande du stock, communication »):
 * after its colon, else after « avec » up to a date said after it (« … avec A, B et C pour le 15 »).
 */
export function planItems(text: string, now: Date): string[] {
  const listed = listedItems(text, { singleWords: true });
  if (listed.length || text.includes(':')) return listed;
  const said = withList.exec(text);
  if (!said) return [];
  let part = text.slice(said.index + said[0].length).split(/[.?!](?:\s|$)/)[0] ?? '';
  const date = findDate(part, now);
  if (date) part = cut(part, date.index, part.length);
  part = part.replace(/\s+(?:pour|avant|d'ici|d’ici)\s*$/i, '');
  // A list, not one thing along with it: « avec mon associé » is not a plan.
  return /,|\s(?:et|puis)\s/.test(part) ? itemsOfPart(part, { singleWords: true }) : [];
}

/**
 * The steps the request lists (two at least, else none), each with the time the user gave it. A list
 * is steps of the plan when it lists work to do, not people or places.
 */
export function planSteps(text: string, now: Date): PlanStep[] {
  const items = withMonthsCarried(planItems(text, now));
  // « dépose le 7 décembre, plomberie du 8 au 10, … »: every step dated, periods included, is the
  // user's own schedule.
  const allDated = items.length >= 2 && items.every((item) => findDate(item, now) !== null);
  // « budget 18 000 € », « travaux du 6 au 31 janvier »: facts of a project (an amount, a period),
  // not steps to date one after the other.
  if (
    items.some(
      (item) =>
        /\d\s*(?:€|k€|euros?\b|%)/u.test(fold(item)) ||
        (!allDated && /\bdu\s+\d{1,2}(?:er)?\s+(?:\p{L}+\s+)?au\s+\d/u.test(fold(item))),
    )
  )
    return [];
  const steps = items.map((item) => stepOf(item, now)).filter((step) => step.name.length > 1);
  return steps.length >= 2 ? steps : [];
}

// Read on the folded item, whose length is the item's: the month is then taken as typed.
const monthNames = new RegExp(`\\b(${foldedMonthNames.join('|')})\\b`);

/** « finitions le 17 » after « carrelage du 11 au 16 décembre »: a day without its month takes the last one said. */
function withMonthsCarried(items: string[]): string[] {
  let month: string | null = null;
  return items.map((typed) => {
    // « le 14 et le 15 »: two days in a row are one period.
    const item = typed.replace(
      /\ble\s+(\d{1,2})\s+et\s+le\s+(\d{1,2})\b/iu,
      (all, first: string, second: string) =>
        Number(second) === Number(first) + 1 ? `du ${first} au ${second}` : all,
    );
    const found = monthNames.exec(fold(item));
    const said = found ? item.slice(found.index, found.index + found[0].length) : undefined;
    if (said) {
      month = said;
      return item;
    }
    return month
      ? item.replace(/\b((?:le|du|au)\s+\d{1,2}(?:er)?)(?![\d\s]*(?:h|:))(?=\s*(?:[,;.]|$))/iu, `$1 ${month}`)
      : item;
  });
}

/**
 * « La maçonnerie prend une semaine de plus », « le carrelage aura 3 jours de retard »: the step of
 * the text's own list that the turn names, its length made longer (or shorter, « de moins ») by the
 * time said; null when the turn names no step with a length, or gives no time.
 */
export function withStepLengthened(
  text: string,
  turn: string,
  now: Date,
): { text: string; step: string; from: string; to: string } | null {
  const said = fold(turn);
  const change = new RegExp(
    `\\b${count}\\s+${unit}\\s+(de plus|supplementaires?|de retard|en plus|de moins|en moins)\\b|\\b(?:rallonge\\w*|allonge\\w*|prolonge\\w*|retarde\\w*)\\b[^.?!]*?\\bde\\s+${count}\\s+${unit}\\b`,
  ).exec(said);
  if (!change) return null;
  const amount = amountOf(change[1] ?? change[4] ?? '');
  const unitWord = change[2] ?? change[5] ?? '';
  const sign = /moins/.test(change[3] ?? '') ? -1 : 1;
  const words = new Set(said.split(/[^\p{L}]+/u).filter((word) => word.length >= 4));
  const named = planItems(text, now)
    .map((item) => ({ item, step: stepOf(item, now) }))
    .filter(({ step }) => step.workDays !== null && step.lengthText)
    .map((entry) => ({
      ...entry,
      shared: fold(entry.step.name)
        .split(/[^\p{L}]+/u)
        .filter((word) => words.has(word)).length,
    }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)[0];
  if (!named?.step.lengthText || named.step.workDays === null) return null;
  const days = Math.max(1, named.step.workDays + sign * daysOf(amount, unitWord));
  const to = lengthSaid(days);
  const from = named.step.lengthText;
  const item = named.item.replace(from, to);
  return { text: text.replace(named.item, item), step: named.step.name, from, to };
}

/** 15 working days → « 3 semaines », 5 → « 1 semaine », 6 → « 6 jours »: whole weeks, else days. */
export function lengthSaid(workDays: number): string {
  if (workDays % 5 === 0) return `${workDays / 5} semaine${workDays > 5 ? 's' : ''}`;
  return `${workDays} jour${workDays > 1 ? 's' : ''}`;
}
