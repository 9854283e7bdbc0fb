// The things a request lists itself: « J'ai 3 choses à faire : A, B et C », « Répartis ces tâches
// entre Julie et Marc : A, B, C », or one item a line. Priorities and sharing then work on the
// user's own list, not on the workspace's tasks.

import { parisClock } from '../../../../shared/paris-time.ts';
import { findDate } from '../dates.ts';
import { fold, formatDay } from '../french.ts';

const minWords = 2;
const maxWords = 16;

// « Taxis Brivois : 3 200 €, 70 %. » — a sentence that opens with its item's name and a colon.
const labelled = /^\p{Lu}[^:?!\n]{0,40}?\s?:\s+\S/u;
// A sentence ends at « . » before a capital, never after « M. », « Mme. », « Dr. » and the like.
const abbreviation = /(?:^|\s)(?:M|MM|Mme|Mlle|Me|Dr|St|Ste)\.$/;

/** The request's sentences, each as written. */
function sentencesOf(command: string): string[] {
  const sentences: string[] = [];
  for (const piece of command.split(/(?<=[.!?])\s+(?=\p{Lu})|\n+/u)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && abbreviation.test(previous))
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

/** The list part of a request: after its first colon (not a time's), else its bulleted lines. */
function listPart(command: string): string | null {
  const lines = command.split('\n').filter((line) => /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/.test(line));
  if (lines.length >= 2) return lines.join('\n');
  // « … cette semaine ? 1) monter les pneus… 2) commander… 3) … »: numbered on one line.
  const numbered = [...command.matchAll(/(?:^|\s)(\d{1,2})\)\s+/g)];
  if (numbered.length >= 2 && numbered.every((match, index) => Number(match[1]) === index + 1))
    return numbered
      .map((match, index) =>
        command.slice(match.index + match[0].length, numbered[index + 1]?.index ?? command.length).trim(),
      )
      .join('\n');
  // Not a time's (« 14 : 30 »), nor a year's label (« 2024 : 48 300 € »); « le 6 mars 2027 : finir
  // les travaux, … » opens its list after a date.
  const colon = /(?<!\d\s?):(?!\d)|(?<=\d\s?):(?=\s*\p{L})/u.exec(command);
  if (!colon) return null;
  // The list ends with its sentence: « … et C. Par quoi je commence ? » keeps « … et C ».
  const rest = command.slice(colon.index + 1);
  // « M. Lopez », « Mme. Roy »: a civility's dot does not end the sentence.
  const end = /(?<!\b(?:M|Mme|Mlle|Dr|St)|\b\p{Lu})[.?!](?:\s+\p{Lu}|\s*$)/u.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** The text cut at each match of `separator` (sticky) found outside round brackets. */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    separator.lastIndex = at;
    const match = separator.exec(text);
    if (!match || match[0] === '') continue;
    pieces.push(text.slice(start, at));
    start = at + match[0].length;
    at = start - 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

export interface ListOptions {
  /**
   * A one-word item (« travaux », « communication », « DJ ») is an item of its own: true where the
   * list is known to name things to do (a plan's workstreams), not prose cut at its commas.
   */
  singleWords?: boolean;
}

/** Each item of the request's own list, as written (two items at least, else none). */
export function listedItems(command: string, options: ListOptions = {}): string[] {
  // Sentences that each open with a name and a colon are one item each: their commas are details.
  const named = sentencesOf(command).filter((sentence) => labelled.test(sentence));
  if (named.length >= 2 && !/^\s*(?:[-*•–]|\d{1,2}[.)])\s+/m.test(command))
    return named.map((sentence) => sentence.replace(/[.\s]+$/, ''));
  const part = listPart(command);
  return part ? itemsOfPart(part, options) : [];
}

/** The items of a list's text (after its colon, or one a line), two at least, else none. */
export function itemsOfPart(part: string, options: ListOptions = {}): string[] {
  const lined = part.includes('\n');
  // A comma inside brackets (« la Clio (vidange, 1h) ») belongs to its item: split outside them only.
  // One item a line: its commas are its details (« la vaisselle est cassée, ils ont 80 couverts »).
  const pieces = splitOutsideBrackets(part, lined ? /\n/y : /\n|;|,\s*(?:et\s+|puis\s+|ainsi que\s+)?/y)
    .flatMap((piece, index, all) =>
      // « A, B et C »: the last comma-free piece holds two items joined by « et ».
      // In a list of things to do, « traiteur, salle, faire-part et DJ » ends with two items whatever
      // follows « et », but « rédaction des textes et des visuels » stays one.
      index === all.length - 1
        ? piece.split(
            options.singleWords && all.length >= 2
              ? /\s+(?:et|puis)\s+(?!(?:des?|du)\s|d['’])/u
              : /\s+(?:et|puis)\s+(?=\p{Ll}+(?:er|re|ir)\b)/u,
          )
        : [piece],
    )
    .map((piece) =>
      piece
        .replace(/^\s*(?:[-*•–]|\d{1,2}[.)])\s+/, '')
        .replace(/^\s*(?:et|puis)\s+/i, '')
        .replace(/[\s.;]+$/, '')
        .trim(),
    )
    .filter((piece) => {
      const words = piece.split(/\s+/).length;
      // An item a line (numbered or bulleted) is one whatever its length.
      // « …, commander le stock, recruter »: a lone infinitive is a step of its own.
      const infinitive = words === 1 && /^\p{Ll}{3,}(?:er|ir|re)$/u.test(piece);
      // « Julie, Marc »: one capitalised word in a line of prose is a name, not a thing to do.
      const single =
        options.singleWords &&
        words === 1 &&
        /\p{L}{2}/u.test(piece) &&
        (lined || !/^\p{Lu}\p{Ll}/u.test(piece));
      return (
        (words >= minWords || infinitive || single) && (words <= maxWords || (lined && words <= 3 * maxWords))
      );
    });
  return pieces.length >= 2 ? pieces : [];
}

/** True when the items are the user's own work to sort, not a question about the workspace's tasks. */
export function isOwnList(command: string, items: string[]): boolean {
  return items.length >= 2 && !/\b(mes taches|nos taches|taches ouvertes|de l'equipe)\b/.test(fold(command));
}

const percentPattern = /\d{1,3}(?:[,.]\d+)?\s*%/;
const euroValue = /(?:\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:[,.]\d{1,2})?\s*(?:k€|K€|€|euros?\b)/;

/**
 * « et si M. Lopez passe à 50 % ? », « Conduite Plus, c'est 2 400 € »: the item of the text's own list
 * that the turn names, its value of the same kind (a percentage, an amount) replaced by the one said;
 * the text unchanged when the turn names no item or gives no such value.
 */
export function withItemValueChanged(text: string, turn: string): string {
  const value = percentPattern.exec(turn) ?? euroValue.exec(turn);
  if (!value) return text;
  const kind = percentPattern.test(value[0]) ? percentPattern : euroValue;
  const said = fold(turn);
  const item = listedItems(text).find((each) => {
    const name = (/^([^:]{2,40}?)\s?:\s/.exec(each)?.[1] ?? each.split(/\s\d/)[0] ?? '')
      .replace(/^(?:M|Mme|Mlle|Dr)\.?\s+/, '')
      .trim();
    return name.length >= 3 && said.includes(fold(name));
  });
  const old = item ? kind.exec(item) : null;
  if (!item || !old) return text;
  return text.replace(item, item.replace(old[0], value[0].trim()));
}

const dayWords =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|semaine|prochain\w*|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;

/**
 * « M. Bernard peut attendre lundi pour sa Clio »: the item of the text's own list that the turn names
 * (by its own words: « Bernard », « Clio »), its day replaced by the one the turn gives; the text
 * unchanged when the turn gives no day or names no item that has one.
 */
export function withItemDateChanged(text: string, turn: string, now: Date): string {
  const said = findDate(turn, now);
  if (!said) return text;
  const words = new Set(
    fold(turn)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4 && !dayWords.test(word)),
  );
  const shared = (item: string) =>
    fold(item)
      .split(/[^\p{L}]+/u)
      .filter((word) => words.has(word)).length;
  const [item] = listedItems(text)
    .filter((each) => shared(each) > 0 && findDate(each, now))
    .sort((a, b) => shared(b) - shared(a));
  const old = item ? findDate(item, now) : null;
  if (!item || !old) return text;
  // « il peut attendre lundi » a job due Thursday: the Monday after it, said with its date.
  const putOff = /\b(?:attendre|repouss\w*|decal\w*|report\w*|plus tard)\b/.test(fold(turn));
  const day = putOff && said.day <= old.day ? said.day + 7 * Math.ceil((old.day - said.day + 1) / 7) : null;
  const written = day === null ? said.text : formatDay(day, parisClock(now).day);
  return text.replace(
    item,
    `${item.slice(0, old.index)}${written}${item.slice(old.index + old.text.length)}`,
  );
}
