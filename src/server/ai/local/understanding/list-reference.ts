// « Écris-moi celui du mercredi », « Rédige la deuxième », « développe le n°3 », « fais le dernier
// post »: an item of the list just given, named by its weekday or date, its number or its position.
// The reference is found in the message (where it is, to replace it by the item) and the item picked.
import { fold } from '../french.ts';
import { ordinalOf } from './follow-ups.ts';

export interface ListReference {
  /** The item picked, from 0. */
  index: number;
  /** Where the reference is said in the message (« celui du mercredi »), to replace it. */
  start: number;
  end: number;
}

// The nouns an item of a list is called by: « le post de vendredi », « la deuxième idée ».
const itemNouns =
  '(?:post|posts|publication|contenu|article|story|reel|video|message|texte|sujet|idee|proposition|option|piste|theme|point|version|mail|courrier|reponse|lettre)';
const weekdays = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)';
const months = '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)';
const ordinalWords =
  '(?:premiere?|premier|1ere?|1er|deuxieme|second|seconde|troisieme|quatrieme|cinquieme|sixieme|septieme|huitieme|neuvieme|dixieme|\\d{1,2}(?:e|eme)|derniere?|dernier)';

// « celui du mercredi », « le post de vendredi », « celle du 9 décembre », « la publication prévue mardi ».
const byDay = new RegExp(
  `\\b(?:celui|celle|(?:le|la|l')\\s*${itemNouns})\\s+(?:(?:du|de|pour|prevue?\\s+(?:le|pour))\\s+)?(?:(${weekdays})(?:\\s+(\\d{1,2})(?:er)?)?|(\\d{1,2})(?:er)?)(?:\\s+(${months}))?\\b`,
);
// « le n°2 », « le numéro 3 », « l'idée 2 », « le post numéro 4 », « le 3. »
const byNumber = new RegExp(
  `\\b(?:(?:le|la|l')\\s*(?:${itemNouns}\\s+)?(?:n°|no\\.?|numero|#)\\s*(\\d{1,2})\\b|(?:le|la|l')\\s*${itemNouns}\\s+(\\d{1,2})\\b(?!\\s*(?:${months}|h\\b|heures?|€|euros?|%|jours?|semaines?|mois|ans?))|(?:le|la)\\s+(\\d{1,2})(?=\\s*(?:[.!?,;]|$)))`,
);
// « la deuxième », « le dernier post », « la première idée », « le premier de la liste ».
const byPosition = new RegExp(
  `\\b(?:le|la|l')\\s*(${ordinalWords})(?:\\s+${itemNouns})?(?:\\s+de (?:la|ta|votre) liste)?(?=\\s*(?:[.!?,;:]|$)|\\s+(?:et|en|pour|sur|avec|mais|puis|stp|s'il)\\b)|\\b(?:le|la|l')\\s*(${ordinalWords})\\s+${itemNouns}\\b`,
);

/** The item of `items` the message names, and where; null when it names none of them. */
export function listReference(message: string, items: string[]): ListReference | null {
  if (items.length < 2) return null;
  const folded = fold(message);
  const foldedItems = items.map(fold);
  const day = byDay.exec(folded);
  if (day) {
    const [, weekday, dayOfWeekday, dayAlone, month] = day;
    const date = dayOfWeekday ?? dayAlone;
    const index = foldedItems.findIndex(
      (item) =>
        (!weekday || new RegExp(`\\b${weekday}s?\\b`).test(item)) &&
        (!date || new RegExp(`\\b${date}(?:er)?\\s+${month ?? months}\\b`).test(item)),
    );
    if (index >= 0) return { index, start: day.index, end: day.index + day[0].length };
  }
  const number = byNumber.exec(folded);
  if (number) {
    const said = Number(number[1] ?? number[2] ?? number[3]);
    if (said >= 1 && said <= items.length)
      return { index: said - 1, start: number.index, end: number.index + number[0].length };
  }
  const position = byPosition.exec(folded);
  if (position) {
    const rank = ordinalOf(position[1] ?? position[2] ?? '');
    const index = rank === -1 ? items.length - 1 : rank ? rank - 1 : -1;
    if (index >= 0 && index < items.length)
      return { index, start: position.index, end: position.index + position[0].length };
  }
  return null;
}

/**
 * An item as it is named in a request: without the date a plan puts before it (« **Mercredi 9
 * décembre** — … ») nor the reasons a ranked list adds after its dash.
 */
export function itemNamed(item: string): string {
  const undated = item
    .replace(/\*\*/g, '')
    .replace(/^\s*(?:\p{L}+\s+)?\d{1,2}(?:er)?\s+\p{L}+(?:\s+\d{4})?\s*[—–:-]\s*/u, '');
  if (undated !== item.replace(/\*\*/g, '')) return undated.trim();
  return item.split(/\s+—\s+/)[0]!.trim();
}
