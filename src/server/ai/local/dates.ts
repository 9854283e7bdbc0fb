import * as chrono from 'chrono-node';
import { type DayNumber, parisClock, weekday } from '../../../shared/paris-time.ts';
import { fold, frenchNumberWords } from './french.ts';

// The one French date and time reader of the server: chrono-node's French parser, plus the French
// rules it misses ("après-demain", "fin de semaine", "le 3", "10 h 30", "midi", "dix heures") and
// the meanings a French office expects ("lundi" is the next Monday, "ce soir" is 19 h). Everything
// is read on the Paris calendar, whatever the server's time zone.

/** A date or time said in a text; `index` and `text` locate it, so a caller can cut it out of a title. */
export interface DateMention {
  /** The words as written in the input, prepositions included ("d'ici jeudi", "de 14h à 15h30"). */
  text: string;
  index: number;
  /** The Paris calendar day; a time said alone is today's, or tomorrow's once that time has passed. */
  day: DayNumber;
  /** Minutes after midnight in Paris; null when only a day was said. */
  minutes: number | null;
  /** The end of a range ("de 14h à 15h30"); null otherwise. */
  endMinutes: number | null;
  /** True when only a time was said, with no day before it in the sentence ("à 15h"). */
  timeOnly?: boolean;
  /** The last day of a span said as one ("du 12 au 14 mars"), after `day`. */
  endDay?: DayNumber;
}

const dayMs = 86_400_000;

const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const monthNames =
  'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|janv|fevr?|avr|juil|sept?|oct|nov|dec';

// Longest first, so "dix-sept" wins over "dix".
const numberWordPattern = Object.keys(frenchNumberWords)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A mention being built: `hasDay` is false for a time said alone ("à 10h"), to join it to a nearby day. */
interface Found {
  index: number;
  end: number;
  day: DayNumber | null;
  minutes: number | null;
  endMinutes: number | null;
  /** Hours of a span of the week ("du lundi au vendredi, 8h-18h"): on no particular day. */
  weekly?: boolean;
  /** The last day of a span of dates ("du 12 au 14 mars"). */
  endDay?: DayNumber;
}

function nextWeekday(today: DayNumber, wanted: number): DayNumber {
  return today + ((wanted - weekday(today) + 7) % 7 || 7);
}

function lastWeekday(today: DayNumber, wanted: number): DayNumber {
  return today - ((weekday(today) - wanted + 7) % 7 || 7);
}

// Participles of planning (« reporté à », « fixé », « prévu »): their day is the event's, still to come.
const planningParticiple =
  /^(?:prevue?s?|fixee?s?|reportee?s?|decalee?s?|repoussee?s?|deplacee?s?|avancee?s?|annulee?s?|modifiee?s?|changee?s?|programmee?s?|reprogrammee?s?|planifiee?s?|calee?s?|confirmee?s?|reservee?s?|organisee?s?|proposee?s?|demandee?s?|convenue?s?|pose|posee?s?|mise?s?|prise?s?|lieu)$/;
// « a cause », « a votre », « a 8h »: the preposition « à » typed without its accent, not « a » + a participle.
const notParticiple =
  /^(?:cause|votre|notre|vos|nos|une|cette|quelle|quelque|domicile|partie?|nouveau|peu|plus|tout|toute|tous|toutes|ici|aussi|midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|celle|celui|ceux|elle|elles|lui|eux|qui|que|quoi|ce|se|le|de|ne|me|te|je|tu|du|au|bientot|besoin|envie|hate|peur|faim|mal|raison|tort)$/;
// « à rendre jeudi » typed without its accent: an infinitive, not « a » + a participle.
const infinitiveInRe =
  /^(?:\p{L}*(?:endre|ondre|andre|erdre|ordre|aindre|eindre|oindre|ettre|attre|faire|plaire|taire|oire|(?:^d|^l|ecr|scr|^r|suff)ire|uire|(?:su|^v)ivre|aitre|oitre|oudre))$/u;
// A past participle, folded: « oublié », « venu », « pu », « reçu », « fait », « pris ».
const participle =
  /^(?:\p{L}{1,}(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues)|fait|dit|ecrit|ouvert|offert|mort|joint|peint)$/u;
// Verbs conjugated with « être » in the past: motion (« je suis passé »), not a passive (« est annulée »).
const motionParticiple =
  /^(?:venue?s?|revenue?s?|intervenue?s?|parvenue?s?|arrivee?s?|passee?s?|partie?s?|allee?s?|rentree?s?|sortie?s?|restee?s?|tombee?s?|montee?s?|descendue?s?|retournee?s?|nee?s?)$/;

/**
 * « je n'ai pas pu venir lundi », « la livraison de vendredi n'est pas arrivée », « comme convenu mardi »,
 * « vendredi dernier »: a weekday in a clause told in the past is the last one, not the next. A day the
 * past verb aims at (« reporté à vendredi », « prévu pour lundi ») stays to come.
 */
function weekdayInPast(folded: string, typed: string, start: number, end: number): boolean {
  const after = folded.slice(end);
  // Chrono may or may not take « dernier » into the day's words.
  const said = folded.slice(start);
  if (/^\p{L}+\s+(?:dernier|passe|de la semaine (?:derniere|passee))\b/u.test(said)) return true;
  if (/^\p{L}+\s+(?:prochain|en huit)\b/u.test(said)) return false;
  const before = folded.slice(0, start);
  if (/\b(?:a|au|pour|jusqu'(?:a|au)|d'ici|avant|des|apres|partir de|vers)\s+$/.test(before)) return false;
  // The clause around the day: commas, stops, conjunctions and « pour » + infinitive end it.
  const boundary =
    /[.;:!?\n,]|\b(?:et|mais|puis|donc|car|que|quand|alors|ou|si|sinon|parce|pour|afin)\b|\bqu'/g;
  let from = 0;
  for (const match of before.matchAll(boundary)) from = match.index + match[0].length;
  const rest = after.search(boundary);
  // Words as typed: « à » is no « a », « Sophie » (a name) no participle.
  const clause = `${typed.slice(from, start)} ${typed.slice(end, rest < 0 ? undefined : end + rest)}`;
  if (/\bcomme (?:convenu|dit|discute|vu|promis|annonce|indique|evoque)\b/.test(before.slice(from)))
    return true;
  const typedWords = clause.split(/[\s'’]+/).filter(Boolean);
  const words = typedWords.map((word) => (word === 'à' ? 'à' : fold(word)));
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const avoir = /^(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)$/.test(word);
    const etre = /^(?:suis|es|est|sommes|etes|sont|etais|etait|etions|etiez|etaient)$/.test(word);
    if (!avoir && !etre) continue;
    let next = at + 1;
    while (
      /^(?:pas|plus|jamais|bien|deja|encore|toujours|finalement|enfin|vraiment|meme)$/.test(words[next] ?? '')
    )
      next++;
    const verb = words[next] ?? '';
    if (
      !participle.test(verb) ||
      /^\p{Lu}/u.test(typedWords[next] ?? '') ||
      notParticiple.test(verb) ||
      infinitiveInRe.test(verb) ||
      planningParticiple.test(verb)
    )
      continue;
    // « s'est vus », « nous nous sommes parlé »: a reflexive verb's past takes « être » too.
    const reflexive =
      /^(?:s|se|me|m|te|t|nous|vous)$/.test(words[at - 1] ?? '') && words[at - 2] !== undefined;
    if (avoir || motionParticiple.test(verb) || (etre && reflexive)) return true;
  }
  return false;
}

function dayFromDate(year: number, month: number, date: number): DayNumber | null {
  const instant = new Date(Date.UTC(year, month - 1, date));
  return instant.getUTCMonth() === month - 1 && instant.getUTCDate() === date
    ? instant.getTime() / dayMs
    : null;
}

/** Days chrono does not know, read on the folded text. */
function frenchDayRules(folded: string, today: DayNumber): Found[] {
  const found: Found[] = [];
  const addAt = (index: number, end: number, day: DayNumber | null) => {
    if (day !== null) found.push({ index, end, day, minutes: null, endMinutes: null });
  };
  const add = (match: RegExpExecArray, day: DayNumber | null) =>
    addAt(match.index, match.index + match[0].length, day);
  const todayDate = new Date(today * dayMs);
  const [year, month, date] = [
    todayDate.getUTCFullYear(),
    todayDate.getUTCMonth() + 1,
    todayDate.getUTCDate(),
  ];
  for (const match of folded.matchAll(/\bapres[- ]demain\b/g)) add(match, today + 2);
  // "dans huit jours" is a week, "dans quinze jours" two.
  for (const match of folded.matchAll(/\b(?:dans|d'ici) (huit|quinze) jours\b/g))
    add(match, today + (match[1] === 'huit' ? 7 : 14));
  for (const match of folded.matchAll(/\b(?:la |en )?semaine (?:prochaine|suivante)\b/g))
    add(match, nextWeekday(today, 1));
  // The working week ends on Friday: on a weekend, the next one.
  const friday =
    weekday(today) >= 1 && weekday(today) <= 5 ? today + 5 - weekday(today) : nextWeekday(today, 5);
  for (const match of folded.matchAll(/\b(?:en )?fin de (?:la |cette )?semaine\b|\bcette semaine\b/g))
    add(match, friday);
  for (const match of folded.matchAll(/\b(?:en )?fin (?:du|de) mois\b/g))
    add(match, (Date.UTC(year, month, 1) - dayMs) / dayMs);
  // "fin février", "début mars", "mi-janvier": the last, first or middle day of that month, this
  // year's or next year's once it has passed. Chrono reads none of them.
  for (const match of folded.matchAll(
    new RegExp(`\\b(fin|debut|mi)(?: |-)(?:de |d'|du mois de )?(${monthNames})\\b(?: (\\d{4}))?`, 'g'),
  )) {
    const monthIndex = monthOf(match[2]!);
    const dayIn = (y: number) =>
      match[1] === 'fin'
        ? (Date.UTC(y, monthIndex, 1) - dayMs) / dayMs
        : dayFromDate(y, monthIndex, match[1] === 'mi' ? 15 : 1);
    const day = dayIn(match[3] ? Number(match[3]) : year);
    add(match, day !== null && !match[3] && day < today ? dayIn(year + 1) : day);
  }
  // "le premier décembre": chrono reads "1er décembre" only.
  for (const match of folded.matchAll(new RegExp(`\\bpremier (${monthNames})\\b(?: (\\d{4}))?`, 'g'))) {
    const monthIndex = monthOf(match[1]!);
    const day = dayFromDate(match[2] ? Number(match[2]) : year, monthIndex, 1);
    add(match, day !== null && !match[2] && day < today ? dayFromDate(year + 1, monthIndex, 1) : day);
  }
  // "les 12 et 13 mars", "le jeudi 12 et le vendredi 13 mars", "les 3, 4 et 5 juin", "les samedis 19 et
  // 26 décembre", "les 5 ou 6 janvier": the first days take the month of the last, which
  // chrono reads alone. Each day is its own mention, the last left to chrono.
  for (const match of folded.matchAll(
    new RegExp(
      `\\b(?:les?|du) (?:(?:${weekdayNames.join('|')})s? )?(\\d{1,2})(?:er)?((?:,\\s*\\d{1,2}(?:er)?)*)\\s+(?:et|ou)\\s+(?:le\\s+|du\\s+)?(?:(?:${weekdayNames.join('|')}) )?\\d{1,2}(?:er)?\\s+(${monthNames})\\b(?:\\s+(\\d{4}))?`,
      'g',
    ),
  )) {
    const monthIndex = monthOf(match[3]!);
    const dayIn = (wanted: number) => {
      const day = dayFromDate(match[4] ? Number(match[4]) : year, monthIndex, wanted);
      return day !== null && !match[4] && day < today ? dayFromDate(year + 1, monthIndex, wanted) : day;
    };
    const first = match.index + match[0].indexOf(match[1]!);
    addAt(match.index, first + match[1]!.length, dayIn(Number(match[1])));
    for (const more of (match[2] ?? '').matchAll(/\d{1,2}/g)) {
      const at = first + match[1]!.length + more.index;
      addAt(at, at + more[0].length, dayIn(Number(more[0])));
    }
  }
  // "du 7 au 9": days of this month, or of the next once they have passed; chrono reads none.
  for (const match of folded.matchAll(
    new RegExp(
      `\\bdu (1er|\\d{1,2})(?:er)? au (\\d{1,2})\\b(?!\\s*(?:[:/h.,]\\d|h\\b|heures?\\b|(?:${monthNames})\\b|%|€|\\d))`,
      'g',
    ),
  )) {
    const from = match[1] === '1er' ? 1 : Number(match[1]);
    const to = Number(match[2]);
    if (to <= from) continue;
    const [y, m] = from >= date ? [year, month] : [month === 12 ? year + 1 : year, (month % 12) + 1];
    const day = dayFromDate(y, m, from);
    const endDay = dayFromDate(y, m, to);
    if (day === null || endDay === null) continue;
    found.push({
      index: match.index,
      end: match.index + match[0].length,
      day,
      minutes: null,
      endMinutes: null,
      endDay,
    });
  }
  // "le 3", "mercredi 3": a day of this month, or of the next once it has passed. « le premier mois
  // est offert », « le premier étage »: an ordinal before its noun is no day; « le 5 de chaque mois »
  // comes back every month, no one day.
  const dayOfMonth = new RegExp(
    `\\b(?:le|${weekdayNames.join('|')}) (1er|premier|\\d{1,2})(?:er)?\\b(?!\\s*(?:[:/h.]|heures?\\b|(?:${monthNames})\\b|%|€))(?!\\s+(?:mois|jours?|semaines?|annees?|ans?|trimestres?|fois|etages?|versements?|rendez-vous)\\b)(?!\\s+(?:de chaque|du mois|de tous les|de la semaine)\\b)`,
    'g',
  );
  for (const match of folded.matchAll(dayOfMonth)) {
    // "le 12 et le 13 mars": read above, with its month.
    if (found.some((known) => known.index <= match.index && match.index < known.end)) continue;
    // « Le premier est prévu le 7 janvier », « le premier arrive lundi »: the first of the things
    // named before, the subject of its verb, is no day of the month.
    if (match[1] === 'premier' && pronounSubject.test(folded.slice(match.index + match[0].length))) continue;
    const wanted = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1;
    const thisMonth = wanted >= date ? dayFromDate(year, month, wanted) : null;
    add(match, thisMonth ?? dayFromDate(month === 12 ? year + 1 : year, (month % 12) + 1, wanted));
  }
  return found;
}

// A verb right after « le premier »: the ordinal stands for a thing named before (« le premier est
// prévu le 7 janvier »), not for the first of the month.
const pronounSubject =
  /^\s+(?:ne\s+|n')?(?:est|sera|serait|etait|a|aura|avait|va|ira|doit|devra|devrait|peut|pourra|se|s'|commence\w*|demarre\w*|debute\w*|arrive\w*|part|partira|aura lieu|a lieu|tombe\w*|sort\w*|passe\w*|reste\w*|coute\w*|dure\w*)\b/;

function monthOf(name: string): number {
  const months = 'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'.split(
    ' ',
  );
  return months.findIndex((full) => full.startsWith(name.slice(0, 3))) + 1;
}

/** "10 h 30" → "10h30", "midi" → "12h", "dix heures et demie" → "10h30": same length, padded with spaces. */
function timesForChrono(text: string, folded: string): { text: string; rewrites: Array<[number, number]> } {
  const chars = text.split('');
  const rewrites: Array<[number, number]> = [];
  const rewrite = (index: number, length: number, replacement: string) => {
    for (let i = 0; i < length; i++) chars[index + i] = replacement[i] ?? ' ';
    rewrites.push([index, index + length]);
  };
  const minutesWords: Record<string, string> = {
    'et demie': '30',
    'et demi': '30',
    'et quart': '15',
    trente: '30',
    quinze: '15',
    'quarante-cinq': '45',
  };
  const hourWords = new RegExp(
    `(?<![\\w-])(\\d{1,2}|${numberWordPattern}) heures?(?: (et demie?|et quart|trente|quinze|quarante-cinq|\\d{2})\\b)?`,
    'g',
  );
  for (const match of folded.matchAll(hourWords)) {
    const hours = /^\d+$/.test(match[1]!) ? Number(match[1]) : frenchNumberWords[match[1]!]!;
    const minutes = match[2] ? (minutesWords[match[2]] ?? match[2]) : '';
    if (hours <= 23) rewrite(match.index, match[0].length, `${hours}h${minutes}`);
  }
  for (const match of folded.matchAll(/\b(\d{1,2}) ?h(?: ?(\d{2}))?\b/g)) {
    if (match[0].includes(' ')) rewrite(match.index, match[0].length, `${match[1]}h${match[2] ?? ''}`);
  }
  for (const match of folded.matchAll(/(?<![\w-])(midi|minuit)(?: (et demie?|et quart))?\b/g)) {
    const minutes = match[2] ? minutesWords[match[2]]! : '';
    rewrite(match.index, match[0].length, `${match[1] === 'midi' ? 12 : 0}h${minutes}`);
  }
  // chrono reads "de 14h" after "à partir" as a length of time.
  for (const match of folded.matchAll(/\bpartir (de) (?=\d)/g)) rewrite(match.index + 7, 2, '');
  return { text: chars.join(''), rewrites };
}

const casualMinutes: Array<[RegExp, number]> = [
  [/\bmatin(ee)?\b/, 9 * 60],
  [/\b(apres-midi|aprem)\b/, 14 * 60],
  [/\bsoir(ee)?\b/, 19 * 60],
  [/\bnuit\b/, 22 * 60],
];

function chronoMentions(
  folded: string,
  prepared: string,
  rewrites: Array<[number, number]>,
  now: { day: DayNumber; minutes: number },
): Found[] {
  // A reference whose UTC fields show Paris wall-clock time, read with a zero offset.
  const reference = new Date(now.day * dayMs + now.minutes * 60_000);
  const found: Found[] = [];
  for (const result of chrono.fr.parse(prepared, { instant: reference, timezone: 0 })) {
    const words = fold(result.text);
    // "pendant 30 minutes", "en 2 jours": a duration, not a date.
    if (/^(pendant|pour|en|de|durant)\b/.test(words)) continue;
    const start = result.start;
    const hasWeekday = start.isCertain('weekday') && !start.isCertain('day');
    // "mer", "jeu", "sam": chrono's abbreviations are common French words.
    if (hasWeekday && !weekdayNames.some((name) => words.includes(name))) continue;
    let day: DayNumber | null = null;
    let endDay: DayNumber | undefined;
    if (start.isCertain('day')) {
      const year = start.get('year')!;
      day = dayFromDate(year, start.get('month')!, start.get('day')!);
      const said = day;
      // A date in the past without a year is next year's.
      if (
        day !== null &&
        day < now.day &&
        !start.isCertain('year') &&
        !start.tags().has('result/relativeDate')
      )
        day = dayFromDate(year + 1, start.get('month')!, start.get('day')!);
      // "du 12 au 14 mars": the span's last day, moved to next year with its first.
      const last = result.end?.isCertain('day')
        ? dayFromDate(result.end.get('year')!, result.end.get('month')!, result.end.get('day')!)
        : null;
      if (last !== null && said !== null && day !== null && last > said) endDay = last + (day - said);
    } else if (hasWeekday) {
      // "lundi" is the next Monday and "lundi en huit" the one after. "Lundi prochain" said on a
      // weekday is next week's, as offices use it against "ce lundi" (the Académie's "the next one"
      // would make "jeudi prochain" said on Wednesday tomorrow); said on a weekend, both agree.
      const next = nextWeekday(now.day, start.get('weekday')!);
      const after = folded.slice(result.index);
      const nextWeek =
        /^\p{L}+ prochain\b/u.test(after) &&
        weekday(now.day) >= 1 &&
        weekday(now.day) <= 5 &&
        (weekday(next) === 0 ? 7 : weekday(next)) > weekday(now.day);
      day = weekdayInPast(
        folded,
        prepared,
        result.index,
        result.index + result.text.replace(/[\s,)]+$/, '').length,
      )
        ? lastWeekday(now.day, start.get('weekday')!)
        : next + (/\ben huit\b/.test(after) || nextWeek ? 7 : 0);
    } else if (/\b(ce|cet|cette)\b/.test(words)) {
      day = now.day;
    }
    // A time needs "h", ":" or "heure": "à 10" or "mercredi 3" say no time.
    const saysTime = /\d\s*h|\d:\d|heure/.test(words);
    let minutes: number | null = null;
    if (start.isCertain('hour') && saysTime) minutes = start.get('hour')! * 60 + (start.get('minute') ?? 0);
    else minutes = casualMinutes.find(([pattern]) => pattern.test(words))?.[1] ?? null;
    if (day === null && minutes === null) continue;
    // "pendant 2h", "une réunion de 2h": a length of time, not a time of day.
    if (
      day === null &&
      !result.end &&
      /(?<!partir )\b(pendant|durant|pour|en|de|d'une duree de)\s+$/.test(folded.slice(0, result.index))
    )
      continue;
    const end = result.end;
    const endMinutes =
      end && saysTime && end.isCertain('hour') ? end.get('hour')! * 60 + (end.get('minute') ?? 0) : null;
    // chrono keeps the comma or bracket after a weekday ("jeudi, puis…"), and the "et" after a time
    // ("demain à 10h et jeudi").
    let stop = result.index + result.text.replace(/(?:[\s,)）]+|\s+(?:et|ou)(?![\p{L}]))+$/u, '').length;
    // The words a rewrite shortened ("à 9 heures" read as "à 9h") belong to the mention.
    for (const [from, to] of rewrites) if (stop > from && stop < to) stop = to;
    // "de lundi à mercredi", "de mardi 14h à jeudi 10h": two days, the second one after the first
    // (a move, or a span), each with its own time.
    const separator = /\s(?:a|au|jusqu'(?:a|au))\s/.exec(words);
    if (
      end &&
      day !== null &&
      hasWeekday &&
      end.isCertain('weekday') &&
      !end.isCertain('day') &&
      separator &&
      // "jeudi de 14h à 15h30" is one day: the second part names its own day.
      weekdayNames.some((name) => words.slice(separator.index).includes(name))
    ) {
      const second = day + ((end.get('weekday')! - weekday(day) + 7) % 7 || 7);
      const cut = result.index + separator.index;
      const timeIn = (part: string) => /\d\s*h|\d:\d|heure/.test(part);
      const firstTime =
        start.isCertain('hour') && timeIn(words.slice(0, separator.index))
          ? start.get('hour')! * 60 + (start.get('minute') ?? 0)
          : null;
      const secondTime =
        end.isCertain('hour') && timeIn(words.slice(separator.index))
          ? end.get('hour')! * 60 + (end.get('minute') ?? 0)
          : null;
      found.push({ index: result.index, end: cut, day, minutes: firstTime, endMinutes: null });
      found.push({
        index: cut + separator[0].length,
        end: stop,
        day: second,
        minutes: secondTime,
        endMinutes: null,
      });
      continue;
    }
    found.push({ index: result.index, end: stop, day, minutes, endMinutes, ...(endDay ? { endDay } : {}) });
  }
  return found;
}

/** Joins "après-demain" and "à 10h", "à 10h" and "demain": a day and a time said together. */
function joinDayAndTime(mentions: Found[], folded: string): Found[] {
  const joined: Found[] = [];
  for (const mention of mentions) {
    const previous = joined.at(-1);
    const gap = previous ? folded.slice(previous.end, mention.index) : '';
    const together = /^\s*(?:,|a|vers|des|de|avant|a partir d[eu])?\s*$/.test(gap);
    if (previous && together && previous.day !== null && mention.day === null && previous.minutes === null) {
      Object.assign(previous, { end: mention.end, minutes: mention.minutes, endMinutes: mention.endMinutes });
    } else if (
      previous &&
      together &&
      previous.day === null &&
      mention.day !== null &&
      mention.minutes === null
    ) {
      Object.assign(previous, { end: mention.end, day: mention.day });
    } else {
      joined.push({ ...mention });
    }
  }
  return joined;
}

const prefixWords =
  /(?:^|[\s,(])(avant|d'ici(?: a)?|jusqu'(?:a|au)|au plus tard|pour|des|a partir d[eu]|le|ce|cette|de|a)\s+$/;

export interface DateReading {
  /**
   * "avant vendredi" as a deadline written in a document (meeting notes, an offer): due by Friday,
   * Friday included, as French professionals mean it. Without it the chat's reading stays: the day
   * before (decision 036).
   */
  deadlineInclusive?: boolean;
}

/** Every date or time said in `text`, in order, read on the Paris calendar from `now`. */
export function findDates(said: string, now: Date, reading: DateReading = {}): DateMention[] {
  // « astreinte 7j/7 », « joignable 24 h/24 »: a frequency, not the 7th of July; blanked, same length.
  // So is a phone number (« 02 97 45 18 30 », « 06.12.34.56.78 », « +33 6 12 34 56 78 »), never a day.
  const text = said
    .replace(/\b\d{1,3}\s?[jh]\s?\/\s?\d{1,3}\b/gi, (frequency) => ' '.repeat(frequency.length))
    .replace(/(?:\+33\s?|\b0)\d(?:[\s.-]?\d{2}){4}\b/g, (phone) => ' '.repeat(phone.length));
  const clock = parisClock(now);
  let read = text;
  // « du vendredi 12 au dimanche 14 mars »: one span, read as « du 12 au 14 mars »; its weekdays
  // only name its days.
  const days = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
  for (const span of fold(read).matchAll(
    new RegExp(`\\bdu (${days}) (?:1er|\\d{1,2}) au (${days}) \\d{1,2} (?:${monthNames})\\b`, 'g'),
  )) {
    const first = span.index + 3;
    const second = span.index + span[0].indexOf(` au ${span[2]}`) + 4;
    for (const [at, length] of [
      [first, span[1]!.length],
      [second, span[2]!.length],
    ] as const)
      read = read.slice(0, at) + ' '.repeat(length) + read.slice(at + length);
  }
  const folded = fold(read);
  const ownDays = frenchDayRules(folded, clock.day);
  // The days read by the French rules are hidden from chrono, which would read them differently.
  let masked = read;
  for (const found of ownDays)
    masked = masked.slice(0, found.index) + ' '.repeat(found.end - found.index) + masked.slice(found.end);
  const maskedFolded = fold(masked);
  const { text: prepared, rewrites } = timesForChrono(masked, maskedFolded);
  const all = [...ownDays, ...chronoMentions(maskedFolded, prepared, rewrites, clock)].sort(
    (a, b) => a.index - b.index,
  );
  const mentions: DateMention[] = [];
  // "soir" inside "soirée" is not an evening: a match must be whole words. "du lundi au vendredi"
  // without a date is a span of the week (opening hours), not two days to come; so is a day that
  // comes back ("nos ateliers du samedi matin", "chaque lundi", "tous les mardis"), against "la
  // réunion de mardi", which is this Tuesday's. « un jeudi après-midi de janvier » is one still to choose.
  const weekSpans = [
    ...folded.matchAll(
      /\bdu (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) au (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+\d)/g,
    ),
    ...folded.matchAll(
      /\b(?:du|chaque|tous les|les|un) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?: (?:matin|midi|soir|apres-midi))?\b(?!\s+(?:\d|prochain|dernier|en huit))/g,
    ),
    // « être dispo le samedi », « travailler le dimanche », « le samedi est négociable »: a day of the
    // week in general, as a working condition, not the next one.
    ...folded.matchAll(
      /\b(?:(?:dispo\w*|travaill\w*|ouverte?s?|fermee?s?|libres?|bosse\w*) le (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: (?:matin|midi|soir|apres-midi))?\b(?!\s+(?:\d|prochain|dernier|en huit))|\ble (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?=est |n'est |sont |reste ))/g,
    ),
  ].map((match) => [match.index, match.index + match[0].length] as const);
  // "du mercredi au dimanche, 1 850 €": chrono takes the number after the comma with the day.
  const endOf = (found: { index: number; end: number }) =>
    found.end - (/,\s*\d{1,2}$/.exec(folded.slice(found.index, found.end))?.[0].length ?? 0);
  const wholeWords = all
    .filter(
      (found) =>
        !/\p{L}/u.test(folded[found.end] ?? '') &&
        !/\p{L}/u.test(folded[found.index - 1] ?? '') &&
        // « ce soir-là », « ce jour-là »: the day of a story told, not a date to come.
        !/^-la\b/.test(folded.slice(found.end)) &&
        !weekSpans.some(([from, to]) => found.index >= from && endOf(found) <= to),
    )
    .map((found) => {
      // "du lundi au vendredi, 8h-18h": the hours of the span, on no particular day.
      const span = weekSpans.find(([from, to]) => found.index >= from && found.index < to);
      return span && found.minutes !== null ? { ...found, index: span[1], day: null, weekly: true } : found;
    });
  for (const found of joinDayAndTime(wholeWords, folded)) {
    let index = found.index;
    let before = false;
    for (let step = 0; step < 3; step++) {
      const prefix = prefixWords.exec(folded.slice(0, index));
      if (!prefix) break;
      // "de" and "à" belong to a time ("de 14h à 15h"), not to a day ("réunion de lundi").
      if ((prefix[1] === 'de' || prefix[1] === 'a') && found.minutes === null) break;
      if (prefix[1] === 'avant') before = true;
      index = prefix.index + prefix[0].length - prefix[0].replace(/^[\s,(]/, '').length;
    }
    let day = found.day;
    // "le 26 décembre : oui, de 9h à 13h": a time later in the sentence of a day is on that day;
    // so is each time of a list ("demain : 9h avec…, 11h avec… et 15h…").
    const dayBefore = mentions.at(-1);
    const sameSentence =
      dayBefore !== undefined &&
      !/[.!?\n]/.test(folded.slice(dayBefore.index + dayBefore.text.length, index));
    let timeOnly = false;
    if (day === null && !found.weekly && sameSentence && dayBefore && !dayBefore.timeOnly) {
      day = dayBefore.day;
    } else if (day === null) {
      timeOnly = true;
      day = found.minutes !== null && found.minutes > clock.minutes ? clock.day : clock.day + 1;
    }
    // "avant vendredi": Thursday at the latest in a chat request; Friday in a document's deadline.
    else if (before && found.minutes === null && !reading.deadlineInclusive) day -= 1;
    // "du 20 au 31 décembre, 12 € de l'heure": a number after a comma is not part of the date.
    const tail = /,\s*\d{1,2}$/.exec(text.slice(index, found.end));
    const end = tail ? found.end - tail[0].length : found.end;
    mentions.push({
      text: text.slice(index, end),
      index,
      day,
      minutes: found.minutes,
      endMinutes: found.endMinutes,
      ...(timeOnly ? { timeOnly } : {}),
      ...(found.endDay !== undefined && day !== null
        ? { endDay: found.endDay + (day - (found.day ?? day)) }
        : {}),
    });
  }
  return mentions;
}

/** The first date or time said in `text`, or null. */
export function findDate(text: string, now: Date, reading: DateReading = {}): DateMention | null {
  return findDates(text, now, reading)[0] ?? null;
}
