// French text and date helpers of the local engine. Dates are read on the Paris calendar, so a reply
// does not depend on the server's time zone.

import { type DayNumber, weekday } from '../../../shared/paris-time.ts';
import { formatEuros } from '../../../shared/plans.ts';

const dayMs = 86_400_000;

/**
 * Lowercase, without accents, no-break spaces as spaces (« 2 400 € » as Intl writes it), keeping
 * the same length as the input so an index found in the folded text also points into the original
 * (to quote the user's own words with their accents).
 */
export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[’‘`]/, "'")
      .replace(/[\u00a0\u202f]/, ' ');
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** First letter in uppercase. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A sentence carried on after a colon or a comma: its first word in lowercase, unless it is a name
 * (« Votre table… » → « votre table… », « Marc passera… » kept).
 */
export function continuedSentence(text: string): string {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  const common =
    /^(?:le|la|les|l|un|une|des|du|de|d|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|je|j|tu|il|elle|on|nous|vous|ils|elles|c|ça|cela|il|y|en|si|mais|et|or|donc|comme|quand|pour|par|avec|sans|dans|sur|depuis|après|avant|tout|tous|toute|toutes|aucun|aucune|chaque|merci|bien|pas|plus|oui|non)$/i;
  return common.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

const rangeBound = String.raw`\d{1,3}(?:[ \u00a0\u202f.]\d{3})*(?:,\d{1,2})?`;
const rangeUnit = String.raw`k€|K€|M€|€|euros?\b`;
// « de 35 à 89 € », « entre 20 et 30 € », « 35-89 € », « 8 à 10 k€ »: the unit typed once, after
// the upper bound, is the lower bound's too.
const rangeUnitOnce = new RegExp(
  String.raw`(?<![\d,.])(?:(\bde\s+)(${rangeBound})(\s+(?:à|a)\s+)|(\bentre\s+)(${rangeBound})(\s+et\s+)|()(${rangeBound})(\s*[–—-]\s*))(?=(${rangeBound})\s*(${rangeUnit}))`,
  'giu',
);

/**
 * A price range whose unit is typed once, the unit said on both bounds: « de 35 à 89 € » → « de 35 €
 * à 89 € », « entre 20 et 30 euros » → « entre 20 euros et 30 euros ». A range keeps both its bounds
 * wherever its amounts are read: the amounts of a request, the user's words as a draft says them, and
 * a draft read for the amounts it places (« de 35 à 89 € » places 35 €).
 */
export function rangesWithUnits(text: string): string {
  return text.replace(rangeUnitOnce, (all, ...groups: Array<string | undefined>) => {
    const [deLead, deLow, deJoin, entreLead, entreLow, entreJoin, , bareLow, bareJoin, high, unit] = groups;
    const lead = deLead ?? entreLead ?? '';
    const low = deLow ?? entreLow ?? bareLow;
    const join = deJoin ?? entreJoin ?? bareJoin ?? '';
    const value = (digits: string) => Number(digits.replace(/[ \u00a0\u202f.]/g, '').replace(',', '.'));
    // « de 12 à 10 € » is no range: left as typed.
    if (!low || !high || !unit || !(value(low) < value(high))) return all;
    // « 35-89 € »: a dash between two bare figures is said « de … à … » once each has its unit.
    return lead ? `${lead}${low} ${unit}${join}` : `de ${low} ${unit} à `;
  });
}

/**
 * Spacing mended where sentences are joined: "par mois ." → "par mois.", "Offre  pour" → "Offre pour"
 * (a part left empty, or a phrase ending in a space, must not show in the text).
 */
export function tidySpacing(text: string): string {
  return (
    text
      .replace(/[ \t\u00a0]+([.,])(?=\s|$|\))/g, '$1')
      .replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ')
      // A clause that ended on a comma, closed by the writer: « je reçois un fournisseur,. »
      .replace(/[,;]+(?=[.!?](?:\s|$))/g, '')
      // French typography of hours: « 10h » → « 10 h », « 9h30 » → « 9 h 30 » (not « 24h/24 »'s « /24 »).
      .replace(/\b([01]?\d|2[0-4])h(?:([0-5]\d)\b|\b)/g, (_all, hours: string, minutes?: string) =>
        minutes && minutes !== '00' ? `${hours} h ${minutes}` : `${hours} h`,
      )
      // A day said with its hour takes « à »: « vendredi 10 h » → « vendredi à 10 h ».
      .replace(
        /(^|[^\p{L}])((?<!\b(?:de|du|au) )(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)(?: \d{4})?) (\d{1,2} h\b)/giu,
        '$1$2 à $3',
      )
  );
}

// What typography must not touch: code (fenced or inline), a link's target, an address (URL, email).
const keptAsTyped =
  /```[\s\S]*?(?:```|$)|`[^`\n]*`|\]\([^)\s]*\)|\b(?:https?:\/\/|www\.)[^\s<>»)]+|[\w.'+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The French apostrophe: « c'est », « l'an », « qu'on » typed on a keyboard become « c’est », « l’an »,
 * « qu’on » as the engine writes them, so a reply never mixes both. Only an apostrophe between two
 * letters (an elision, « aujourd’hui »): quotes made of straight single marks stay as typed, and so
 * does what is not prose (code, links, URLs, emails). Words quoted in « » are set the same way: a
 * quotation keeps the words, the typography is the text's.
 */
export function curlyApostrophes(text: string): string {
  if (!text.includes("'")) return text;
  return inProse(text, (prose) => prose.replace(/(?<=\p{L})'(?=\p{L})/gu, '’'));
}

/** `set` applied to the prose of a text only: code, links' targets, URLs and e-mails are kept as typed. */
function inProse(text: string, set: (prose: string) => string): string {
  // Each kept span is set aside behind a mark (private-use characters, then its number), so the prose
  // around it is read as one text, lines and all.
  const kept: string[] = [];
  const masked = text.replace(keptAsTyped, (span) => `\ue000${kept.push(span) - 1}\ue001`);
  return set(masked).replace(/\ue000(\d+)\ue001/g, (_all, index: string) => kept[Number(index)]!);
}

/**
 * French spacing: the space before « : ; ! ? » and « », and the one after « «, is a no-break space
 * (U+00A0), so the sign never starts a line, whoever typed the space (a template, or the user's words
 * quoted). Only a space already there: « 14:00 », « ?! » and « http://…?q= » are not touched, nor code,
 * links' targets, URLs and e-mails; a Markdown image (« ![…](…) ») keeps its plain space.
 */
export function frenchSpacing(text: string): string {
  return inProse(text, (prose) =>
    prose
      // Not a line's indent or a quote's marker (« > » » stays a Markdown quote).
      .replace(/(?<!^[> \t]*)[ \t\u00a0]+(?=[:;?»]|!(?!\[))/gm, '\u00a0')
      .replace(/«[ \t\u00a0]+/g, '«\u00a0'),
  );
}

/**
 * The customer's gender as the request says it: a woman for "Mme Martin", "une cliente", "Madame", or
 * "elle" of a customer named without a civility ("Julie dit qu'elle n'a rien reçu"); a man for "M.",
 * "un client", "Monsieur" or "il". A first name alone says neither ("Camille", "Dominique"): null.
 */
export function customerGender(
  command: string,
  civility: string | null | undefined,
): 'feminine' | 'masculine' | null {
  if (civility === 'Mme' || civility === 'Mlle') return 'feminine';
  if (civility === 'M.') return 'masculine';
  const folded = fold(command);
  const she = /\b(elle|celle-ci)\b/.test(folded);
  const he = /\b(il|celui-ci)\b/.test(folded);
  if (/\b(une|la|cette|ma|notre|votre|sa|nouvelle|vieille|fidele) cliente\b|\bmadame\b|\bmme\b/.test(folded))
    return 'feminine';
  if (she && !he) return 'feminine';
  if (/\b(un|le|ce|mon|notre|votre|son|nouveau|vieux|fidele) client\b|\bmonsieur\b/.test(folded) || he)
    return 'masculine';
  return null;
}

export function customerIsFeminine(command: string, civility: string | null | undefined): boolean {
  return customerGender(command, civility) === 'feminine';
}

/**
 * "au client", "le client" said of a woman: "à la cliente", "la cliente"; of someone whose gender is
 * not known but whose name is ("Camille"), the name: "à Camille", "Camille", so nothing is assumed.
 */
export function customerInGender(
  text: string,
  gender: boolean | 'feminine' | 'masculine' | null,
  name?: string | null,
): string {
  if (gender === null && name) {
    const of = /^[aeiouyéèêh]/i.test(name) ? `d’${name}` : `de ${name}`;
    return text
      .replace(/\b([Aa])u client\b/g, (_, a: string) => `${a === 'A' ? 'À' : 'à'} ${name}`)
      .replace(/\b([Dd])u client\b/g, (_, d: string) => (d === 'D' ? capitalise(of) : of))
      .replace(/\b[Ll]e client\b/g, name);
  }
  if (gender !== true && gender !== 'feminine') return text;
  return text
    .replace(/\b([Aa])u client\b/g, (_, a: string) => `${a === 'A' ? 'À' : 'à'} la cliente`)
    .replace(/\b([Dd])u client\b/g, '$1e la cliente')
    .replace(/\b([Ll])e client\b/g, (_, l: string) => `${l === 'L' ? 'La' : 'la'} cliente`)
    .replace(/\b([Uu])n client\b/g, '$1ne cliente')
    .replace(/\b([Cc])e client\b/g, '$1ette cliente');
}

/** "1 jour", "3 jours". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}

/** "la cybersécurité" → "cybersécurité", to build a title or a keyword from a topic. */
export function withoutArticle(phrase: string): string {
  // « les factures »: the longest article first, and a whole word (« le » is not the start of « les »).
  return phrase.replace(/^(?:(?:les|le|la|une|un|des|du|de la)\s+|(?:de l['’]|l['’])\s*)/i, '').trim();
}

/** "le devis" → "du devis", "les factures" → "des factures", "la réunion" → "de la réunion". */
export function withDe(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (lower.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (lower.startsWith('les ')) return `des ${phrase.slice(4)}`;
  // « des difficultés » → « de difficultés »: « de » takes the place of the partitive.
  if (/^(?:des|du) \S/.test(lower)) return withDe(phrase.slice(lower.indexOf(' ') + 1));
  if (/^[aeiouyéèêàâîôû]/i.test(phrase)) return `d'${phrase}`;
  return `de ${phrase}`;
}

/** « chez Cacao & Sel », but « au Dé Rouge », « aux Mouettes »: at a business, its article contracted. */
export function atBusiness(name: string): string {
  if (/^le\s/i.test(name)) return `au ${name.slice(3)}`;
  if (/^les\s/i.test(name)) return `aux ${name.slice(4)}`;
  return `chez ${name}`;
}

// The present forms said with « je » or « on » whose infinitive is not the form plus « r ».
const irregularInfinitives: Record<string, string> = {
  fais: 'faire',
  fait: 'faire',
  refais: 'refaire',
  refait: 'refaire',
  prends: 'prendre',
  prend: 'prendre',
  reprends: 'reprendre',
  reprend: 'reprendre',
  mets: 'mettre',
  met: 'mettre',
  vends: 'vendre',
  vend: 'vendre',
  revends: 'revendre',
  revend: 'revendre',
  vais: 'aller',
  va: 'aller',
  pars: 'partir',
  part: 'partir',
  sors: 'sortir',
  sort: 'sortir',
  attends: 'attendre',
  attend: 'attendre',
  suis: 'être',
  est: 'être',
  ai: 'avoir',
  a: 'avoir',
  dois: 'devoir',
  doit: 'devoir',
  peux: 'pouvoir',
  peut: 'pouvoir',
  veux: 'vouloir',
  veut: 'vouloir',
};

// « achète » → « acheter » but « répète » → « répéter »: the verbs whose « è » becomes « e ».
const openEVerbs = new Set(
  'achète rachète lève enlève soulève relève mène emmène amène ramène promène pèse sème gèle pèle'.split(' '),
);

/** « achète » → « acheter », « choisis » → « choisir », « fais » → « faire »; null when not a present form read. */
function infinitiveOf(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = irregularInfinitives[lower];
  if (irregular) return irregular;
  if (/^\p{L}{2,}e$/u.test(lower)) {
    const stem = lower.replace(/è(?=[^è]*e$)/, openEVerbs.has(lower) ? 'e' : 'é');
    return `${stem}r`;
  }
  // « je choisis », « on investit », « je finis »: the second group.
  if (/^\p{L}{3,}i[st]$/u.test(lower)) return lower.replace(/[st]$/, 'r');
  return null;
}

const modalVerbs =
  /^(?:pourrais|pourrait|pourrai|pourra|peux|peut|veux|veut|voudrais|voudrait|dois|doit|devrais|devrait|vais|va|compte|pense)$/i;

/**
 * A choice said in the first person, as an infinitive phrase to name it: « je le fais réparer » →
 * « le faire réparer », « j’en achète un neuf » → « en acheter un neuf », « on garde l’ancien » →
 * « garder l’ancien ». The phrase as it is when it is not a « je » or « on » clause read (a negation,
 * an unknown form).
 */
export function asInfinitivePhrase(phrase: string): string {
  const match =
    /^(?:je\s+|j['’]\s*|on\s+)((?:(?:le|la|les|lui|leur|en|y)\s+|(?:l|m|t|s)['’]\s*)*)(\p{L}+)(?=[\s,.;:]|$)(.*)$/iu.exec(
      phrase.trim(),
    );
  if (!match) return phrase;
  const [, clitics = '', verb = '', rest = ''] = match;
  // « je fais pas »: a negation is said as it is.
  if (/^\s*(?:pas|plus|jamais)\b/i.test(rest)) return phrase;
  // « je pourrais l’acheter », « on va le louer »: the verb after the modal names the choice.
  if (
    !clitics &&
    modalVerbs.test(verb) &&
    /^\s+(?:(?:le|la|les|lui|leur|en|y)\s+|(?:l|m|t|s)['’]\s*)*\p{L}+(?:er|ir|re|oir)(?=[\s,.;:]|$)/iu.test(
      rest,
    )
  )
    return rest.trim();
  const infinitive = infinitiveOf(verb);
  if (!infinitive) return phrase;
  // « en achète » → « en acheter », « l’achète » → « l’acheter », « y vais » → « y aller ».
  const before = clitics
    .replace(/\s+/g, ' ')
    .replace(/(['’])\s*$/, '$1')
    .toLowerCase();
  const joined = before && !/['’]$/.test(before) && !before.endsWith(' ') ? `${before} ` : before;
  return `${joined}${infinitive}${rest}`.replace(/\s+/g, ' ').trim();
}

/** « que Atelier Kerné » → « qu’Atelier Kerné », « que Déco Martin » as is. */
export function withQue(phrase: string): string {
  return /^[aeiouyéèêàâîôû]/i.test(phrase) ? `qu’${phrase}` : `que ${phrase}`;
}

// Singular nouns that end like plurals: "un repas", "le prix", "un concours".
const sameInPlural = new Set(
  'accès avis bois bras campus colis concours corps cours devis dos discours fois jus mois pays poids prix procès progrès puits relais repas succès temps tapis taux vernis voix'
    .split(' ')
    .map(fold),
);

/** "portes ouvertes", "soldes d'hiver": a noun phrase whose head (first word) is plural. */
export function isPluralPhrase(phrase: string): boolean {
  const head = fold(phrase.trim()).split(/[\s'’-]+/)[0] ?? '';
  return head.length > 2 && /[sx]$/.test(head) && !sameInPlural.has(head);
}

/** "notre soirée", "nos portes ouvertes": our (or your) noun phrase, agreed in number. */
export function possessed(phrase: string, owner: 'nous' | 'vous' = 'nous'): string {
  const plural = isPluralPhrase(phrase);
  const word = owner === 'nous' ? (plural ? 'nos' : 'notre') : plural ? 'vos' : 'votre';
  return `${word} ${phrase.trim()}`;
}

/** « 18 000 € », « 4,35 € »: an amount as the chat writes it (fr-FR, plain spaces as the user types them, cents below 100 €). */
export function eurosSaid(value: number): string {
  const shown = value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
  return formatEuros(shown).replace(/[\u00a0\u202f]/g, ' ');
}

/** An amount worked out in a calculation, to the cent (« 127,50 € »), where eurosSaid rounds from 100 €. */
export function eurosToTheCent(value: number): string {
  return formatEuros(Math.round(value * 100) / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A price per unit as given, below the cent when it was (« 0,004 € » a copy, « 0,2516 € » a kWh); to
 * the cent otherwise, like eurosToTheCent.
 */
export function unitPriceSaid(value: number): string {
  if (Math.abs(Math.round(value * 100) - value * 100) < 1e-6) return eurosToTheCent(value);
  const digits = value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `${digits.replace(/[\u00a0\u202f]/g, ' ')} €`;
}

/** A share worked out in a calculation, to one decimal (0,35 → « 35 % », 0,0471 → « 4,7 % »). */
export function percentSaid(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
}

/** "notre menuiserie" → "votre menuiserie", "mes clients" → "vos clients": the user's words, said back to them. */
export function asYours(phrase: string): string {
  return phrase.replace(/^(?:mon|ma|notre)\s/i, 'votre ').replace(/^(?:mes|nos)\s/i, 'vos ');
}

/** 30 → "30 min", 60 → "1 h", 90 → "1 h 30". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return formatTime(minutes);
}

/** Cuts a text at a word boundary, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayWithYearFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateWithYearFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 3 mars 2021 », « 1er décembre 2026 »: a date as a document states it, with its year, no weekday. */
export function formatDateWithYear(day: DayNumber): string {
  return dateWithYearFormat.format(new Date(day * dayMs)).replace(/^1 /, '1er ');
}

/** "vendredi 28 novembre" (with the year when it is not the current one). */
export function formatDay(day: DayNumber, today?: DayNumber): string {
  const sameYear =
    today === undefined ||
    new Date(day * dayMs).getUTCFullYear() === new Date(today * dayMs).getUTCFullYear();
  // French writes the first day of a month "1er".
  return (sameYear ? dayFormat : dayWithYearFormat)
    .format(new Date(day * dayMs))
    .replace(/\b1 (?=\p{L})/u, '1er ');
}

/** "9 h", "14 h 30". */
export function formatTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** How a due day reads from today: "en retard de 2 jours", "aujourd'hui", "demain", "dans 5 jours". */
export function dueRelative(due: DayNumber, today: DayNumber): string {
  const delta = due - today;
  if (delta < 0) return `en retard de ${plural(-delta, 'jour')}`;
  if (delta === 0) return "aujourd'hui";
  if (delta === 1) return 'demain';
  return `dans ${plural(delta, 'jour')}`;
}

/** The next working day (Monday to Friday) strictly after `day`, plus `skip` more. */
export function nextWorkingDay(day: DayNumber, skip = 0): DayNumber {
  let next = day;
  let left = skip + 1;
  while (left > 0) {
    next += 1;
    if (isWorkingDay(next)) left -= 1;
  }
  return next;
}

/** The closest working day on or before `day`, not before `first`. */
export function workingDayBefore(day: DayNumber, first: DayNumber = Number.NEGATIVE_INFINITY): DayNumber {
  let result = day;
  while (!isWorkingDay(result) && result > first) result -= 1;
  return Math.max(result, first);
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as a day number. */
function easterOf(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, date) / dayMs;
}

/** France's eleven public holidays (jours fériés): none of them is a working day for a plan or a deadline. */
export function isFrenchPublicHoliday(day: DayNumber): boolean {
  const date = new Date(day * dayMs);
  const monthDay = `${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
  if (['1-1', '5-1', '5-8', '7-14', '8-15', '11-1', '11-11', '12-25'].includes(monthDay)) return true;
  const easter = easterOf(date.getUTCFullYear());
  // Easter Monday, Ascension Thursday, Whit Monday.
  return day === easter + 1 || day === easter + 39 || day === easter + 50;
}

/** Monday to Friday, not a French public holiday. */
export function isWorkingDay(day: DayNumber): boolean {
  return weekday(day) !== 0 && weekday(day) !== 6 && !isFrenchPublicHoliday(day);
}

// Frequent French words that carry no topic: left out of key terms, hashtags and names.
export const stopWords = new Set(
  (
    'a au aux avec ce ces cet cette dans de des du elle en et eux il ils je la le les leur leurs lui ma mais me ' +
    'meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une ' +
    'vos votre vous est sont ete etre avoir ai as avons avez ont fait faire plus tres tout tous toute toutes aussi ' +
    "comme donc car si sans sous entre vers chez ici la-bas alors puis ainsi bien peu cela ca c'est d'un d'une " +
    "l'on qu'il afin dont leur etc peut doit faut merci bonjour svp stp s'il plait"
  ).split(' '),
);

/** Numbers written in words, as French requests say them ("trois idées", "dix-huit heures"). */
export const frenchNumberWords: Record<string, number> = {
  une: 1,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  'dix-huit': 18,
  'dix-neuf': 19,
  vingt: 20,
  'vingt et une': 21,
  'vingt-deux': 22,
  'vingt-trois': 23,
  trente: 30,
  quarante: 40,
  soixante: 60,
};

/** 3 → "trois", as a sentence counts things up to twenty; the figure beyond. */
export function numberInWords(count: number): string {
  if (count < 2 || count > 20) return String(count);
  return Object.keys(frenchNumberWords).find((word) => frenchNumberWords[word] === count) ?? String(count);
}

/** "3" or "trois" → 3; null for anything else. */
export function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return frenchNumberWords[fold(word)] ?? null;
}

// A job title's first word in the feminine, as French job offers write both: "boulanger" →
// "boulangère", "vendeur" → "vendeuse", "animateur" → "animatrice", "comptable" stays.
const feminineEndings: Array<[RegExp, string]> = [
  [/ier$/, 'ière'],
  [/er$/, 'ère'],
  [/(?<=[^aeiou]at|[^aeiou]ct|ducat|imat)eur$/, 'rice'],
  [/teur$/, 'trice'],
  [/eur$/, 'euse'],
  [/ien$/, 'ienne'],
  [/on$/, 'onne'],
  [/if$/, 'ive'],
  [/(?<=[^e])(ant|ent|ois|ais|in|an|at|ot|al|é|i)$/, '$1e'],
];
const sameInFeminine = new Set([
  'manager',
  'designer',
  'chef',
  'docteur',
  'professeur',
  'ingénieur',
  'auteur',
  'commis',
  'assesseur',
]);

// A feminine title's masculine: "vendeuse" → "vendeur", "commerciale" → "commercial".
const masculineEndings: Array<[RegExp, string]> = [
  [/trice$/, 'teur'],
  [/euse$/, 'eur'],
  [/ière$/, 'ier'],
  [/ère$/, 'er'],
  [/ienne$/, 'ien'],
  [/onne$/, 'on'],
  [/ive$/, 'if'],
  [/(?<=[^e])(ant|ent|ois|ais|in|at|al|é)e$/, '$1'],
];

// Nouns that qualify a job title without agreeing: "commercial terrain" → "commerciale terrain".
const titleNouns = new Set(
  'terrain export import chantier atelier magasin comptoir cuisine salle rayon caisse accueil plateau boutique entrepot stock standard service support web btp batiment transport logistique paie rh marketing vente produit projet data front back fullstack freelance junior senior grands comptes b2b b2c sav qualite securite maintenance'.split(
    ' ',
  ),
);

/** "un boulanger ou une boulangère", "un ou une comptable": both genders, as a job offer says them. */
export function bothGenders(title: string): string {
  const words = title.split(' ');
  // The noun and its adjectives agree ("directrice commerciale"), up to "de …" or a name ("React").
  const stop = words.findIndex(
    (word, index) => index > 0 && /^(de|d['’].*|du|des|en|à|au|aux|et|\p{Lu}.*)$/u.test(word),
  );
  const agreeing = stop < 0 ? words.length : stop;
  const feminine = words.map((word, index) => {
    const lower = word.toLowerCase();
    if (index >= agreeing || sameInFeminine.has(lower) || (index > 0 && titleNouns.has(fold(lower))))
      return word;
    const rule = feminineEndings.find(([ending]) => ending.test(lower));
    return rule ? word.replace(rule[0], rule[1]) : word;
  });
  const same = feminine.join(' ') === title;
  if (!same) return `un ${title} ou une ${feminine.join(' ')}`;
  // "une commerciale sédentaire", "une aide-soignante": a title said in the feminine has its masculine.
  const masculine = words.map((word, index) => {
    if (index >= agreeing || (index > 0 && titleNouns.has(fold(word.toLowerCase())))) return word;
    const rule = masculineEndings.find(([ending]) => ending.test(word));
    return rule ? word.replace(rule[0], rule[1]) : word;
  });
  const differs = masculine.join(' ') !== title;
  return differs ? `un ${masculine.join(' ')} ou une ${title}` : `un ou une ${title}`;
}

/** The months, accent-folded and lower-case, January first: « fevrier », « aout ». */
export const foldedMonthNames = [
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
