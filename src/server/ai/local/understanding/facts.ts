// The facts of a French request: who, which company, how much, which reference, when, where, which
// job, how long, how many, what is quoted, and what it is about. Drafts are written from these, so
// nothing the user gave is replaced by a placeholder.

import { type DayNumber, parisClock } from '../../../../shared/paris-time.ts';
import { type DateMention, findDates } from '../dates.ts';
import {
  fold,
  formatDay,
  formatTime,
  frenchNumberWords,
  numberOf,
  rangesWithUnits,
  stopWords,
  unitPriceSaid,
} from '../french.ts';
import { mannerStart, withoutInstructions } from './instructions.ts';
import { firstNames, frenchCities, toolNames } from './lexicon.ts';

export interface Person {
  civility: 'M.' | 'Mme' | null;
  /** As written: "Bernard", "Julie Martin". */
  name: string;
  /** "M. Bernard", "Julie Martin". */
  label: string;
  /** « M. et Mme Lefort », « Madame et Monsieur Martin »: a couple, greeted as both. */
  couple?: boolean;
}

export interface Reference {
  /** "facture", "commande", "ticket", "devis"… or null for a bare code. */
  kind: string | null;
  code: string;
  /** "facture n° F-2026-118", "commande 4521", "F-2026-118". */
  label: string;
}

export interface DateFact extends DateMention {
  /** "mercredi 25 novembre à 10 h". */
  label: string;
}

export type Platform = 'linkedin' | 'instagram' | 'facebook' | 'x' | 'tiktok';

export interface Facts {
  people: Person[];
  companies: string[];
  /** As written, spaces normalised: "1 200 €", "350 euros HT". */
  amounts: string[];
  percentages: string[];
  references: Reference[];
  dates: DateFact[];
  places: string[];
  jobTitles: string[];
  durations: Array<{ minutes: number; text: string }>;
  quoted: string[];
  /** Street addresses: "3 impasse des Lilas", "14 rue Nationale". */
  addresses: string[];
  /** Quantities of things, as written: "12 sacs de ciment", "deux interventions", "312 commandes". */
  quantities: string[];
  /** Named products or offers: "coffret Noël", "formule Duo". */
  products: string[];
  /** Requirements of a job: "permis B", "CACES R489", "bac + 2". */
  requirements: string[];
  platform: Platform | null;
  /** A number of items asked for: "5 idées", "en 3 points". */
  count: number | null;
  /** What the request is about, in the user's words. */
  subject: string | null;
  /** The trade the request is about, with its article: "pour un garage automobile" → "un garage automobile". */
  activity: string | null;
}

const space = /[\s\u00a0\u202f]+/g;
const tidy = (text: string) => text.replace(space, ' ').trim();

function quotations(text: string): string[] {
  return (
    [...text.matchAll(/«\s*([^»]+?)\s*»|"([^"\n]+)"|“([^”]+)”/g)]
      .map((match) => tidy(match[1] ?? match[2] ?? match[3] ?? ''))
      // « « … » »: where a pasted text stood, not a quotation.
      .filter((quote) => quote && quote !== '…')
  );
}

// A French street address: an optional number ("3", "12 bis"), a kind of way, then its name, which
// starts with a capital after an optional particle ("impasse des Lilas", "rue de la Paix").
const wayKinds =
  'rue|avenue|av\\.|boulevard|bd|impasse|place|all[ée]e|chemin|quai|route|cours|square|passage|voie|sentier|rond-point|esplanade|promenade|faubourg|parvis|cit[ée]|r[ée]sidence|lotissement|hameau|zone artisanale|zone industrielle|za|zi';
// Case-insensitive way kinds in a case-sensitive pattern: the name must start with a capital.
const wayKindsAnyCase = wayKinds
  .split('|')
  .map((kind) => `[${kind[0]}${kind[0]?.toUpperCase()}]${kind.slice(1)}`)
  .join('|');
const addressPattern = new RegExp(
  `(?<![\\p{L}\\d])(?:(\\d{1,4}(?:\\s?(?:bis|ter))?),?\\s+)?(?:${wayKindsAnyCase})\\s+(?:(?:de la|de l['’]|des|du|de|d['’]|la|le|les|l['’])\\s*)?\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:(?:de la|de l['’]|des|du|de|d['’]|et)\\s*)?\\p{Lu}[\\p{L}'’-]*)*`,
  'gu',
);

interface Span {
  text: string;
  index: number;
  length: number;
}

function addresses(text: string): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(addressPattern)) {
    // Without a number the way kind must be lower case: "Place Bellecour" alone reads as a name.
    const way = match[0].slice(match[1] ? match[0].indexOf(match[1]) + match[1].length : 0).trimStart();
    if (!match[1] && /^\p{Lu}/u.test(way)) continue;
    found.push({ text: tidy(match[0]), index: match.index, length: match[0].length });
  }
  return found;
}

/** The text with the given spans blanked (same length), so other readers do not read them again. */
function blank(text: string, spans: Span[]): string {
  let masked = text;
  for (const span of spans)
    masked = masked.slice(0, span.index) + ' '.repeat(span.length) + masked.slice(span.index + span.length);
  return masked;
}

export const amountPattern =
  /(?:\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:,\d{1,4}|\.\d{1,2})?\s*(?:k€|K€|M€|€|euros?\b|EUR\b|\$|dollars?\b|£)(?:\s*(?:(?:brut|net|bruts|nets)(?:\s+(?:annuels?|mensuels?|par an|par mois|de l['’]heure))?|HT|TTC|hors taxes?|par mois|\/mois|par an|de l['’]heure|\/h|\/an|par (?:personne|pers\.?|adulte|enfant|nuit|s[ée]ance|jour|semaine|pi[èe]ce|part|couvert|participant|invit[ée])\b|(?:la|le) (?:place|part|s[ée]ance|nuit|pi[èe]ce|kilo|menu|bouteille|douzaine|bo[iî]te|cours)\b|l['’](?:entr[ée]e|unit[ée]|heure)\b))?/g;

/** « 4 800 € HT » → 4800, « 12k€ » → 12000, « 3 500,50 € » → 3500.5; null when not euros. */
export function eurosValue(typed: string): { euros: number; rest: string } | null {
  // « 0,004 € la copie », « 0,2516 € le kWh »: a price per unit may go below the cent.
  const match = /^([\d \u00a0\u202f.]+(?:,\d{1,4})?)\s*(k€|K€|M€|€|euros?\b|EUR\b)(.*)$/.exec(typed);
  if (!match?.[1] || !match[2]) return null;
  const digits = match[1].replace(/[ \u00a0\u202f]/g, '');
  // « 1.500 » groups thousands; « 12.50 » is a decimal point.
  const value = Number(
    /\.\d{3}(?:\D|$)/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(',', '.'),
  );
  if (!Number.isFinite(value)) return null;
  const scale = /^k/i.test(match[2]) ? 1_000 : /^M/.test(match[2]) ? 1_000_000 : 1;
  return { euros: Math.round(value * scale * 10_000) / 10_000, rest: match[3] ?? '' };
}

/** An amount in euros written the French way (« 2400 euros » → « 2 400 € »); others as typed. */
function frenchAmount(typed: string): string {
  const read = eurosValue(typed);
  if (!read) return typed;
  // Plain spaces, as the user types them: a draft is pasted into a mail, and says the amount as asked.
  return `${unitPriceSaid(read.euros)}${read.rest}`;
}

/**
 * The user's words as a draft may say them: each amount in euros written the French way, a price
 * for a count typed fast (« 24 euros la 6 parts ») agreed with it (« 24 € les 6 parts »), a percentage
 * and an hour spaced (« 15% » → « 15 % », « avant 7h » → « avant 7 h », « 8h30 » → « 8 h 30 »).
 */
export function figuresWritten(text: string): string {
  return rangesWithUnits(text)
    .replace(amountPattern, (typed) => frenchAmount(tidy(typed)))
    .replace(/(\d)%/g, '$1 %')
    .replace(/\b(\d{1,2})h(\d{2})?\b/g, (_all, hour: string, minutes?: string) =>
      minutes ? `${hour} h ${minutes}` : `${hour} h`,
    )
    .replace(/(€(?:\s+(?:HT|TTC))?)\s+(?:la|le)\s+(\d+\s+\p{L}+s)\b/gu, '$1 les $2');
}

function amounts(text: string): string[] {
  return [...rangesWithUnits(text).matchAll(amountPattern)].map((match) => frenchAmount(tidy(match[0])));
}

function percentages(text: string): string[] {
  return [...text.matchAll(/\d+(?:[,.]\d+)?\s*(?:%|pour ?cents?\b)/g)].map((match) => tidy(match[0]));
}

const referenceKinds =
  'facture|commande|ticket|devis|contrat|dossier|bon de commande|avoir|colis|réservation|reservation|référence|reference|réf\\.?|ref\\.?|demande|sinistre|lot';
const referencePattern = new RegExp(
  // « me demande 15 % de remise »: a percentage is no reference number.
  `\\b(${referenceKinds})\\s*(?:(?:n°|no\\.?|num(?:éro|ero)?\\.?|#)\\s*)?([A-Z0-9][A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)*)(?![A-Za-z0-9]|\\s*(?:%|pour ?cent))`,
  'giu',
);
// A code standing alone: letters and digits with a separator ("F-2026-118", "CMD/4521").
const barePattern = /\b(?=[A-Z0-9-/]*\d)[A-Z]{1,6}[-/][A-Z0-9]+(?:[-/][A-Z0-9]+)*\b|#\d{3,}\b/g;

function references(text: string): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(referencePattern)) {
    const code = match[2] ?? '';
    // "la facture de décembre": a reference needs a digit.
    if (!/\d/.test(code)) continue;
    const kind = fold(match[1] ?? '').replace(/\.$/, '');
    found.push({ kind, code, label: tidy(match[0]) });
  }
  for (const match of text.matchAll(barePattern)) {
    if (found.some((reference) => reference.code === match[0] || reference.code === match[0].slice(1)))
      continue;
    found.push({ kind: null, code: match[0], label: match[0] });
  }
  return found;
}

function durations(folded: string, text: string): Facts['durations'] {
  const found: Facts['durations'] = [];
  for (const match of folded.matchAll(
    /\b(\d{1,3}|une|deux|trois)\s*(minutes?|min|mn|heures?|h(?!\s*\d)|jours?|semaines?|mois)\b/g,
  )) {
    const before = folded.slice(0, match.index);
    // "à 10 h" and "le 3 mois prochain" are times and dates, not durations.
    if (/\b(a|vers|avant|apres|des|le|de|jusqu'a)\s*$/.test(before) && /^h/.test(match[2] ?? '')) continue;
    if (/\bdans\s*$/.test(before)) continue;
    const count = numberOf(match[1] ?? '') ?? 0;
    const unit = match[2] ?? '';
    const minutes = /^h/.test(unit)
      ? count * 60
      : /^j/.test(unit)
        ? count * 1440
        : /^s/.test(unit)
          ? count * 10_080
          : /^mois/.test(unit)
            ? count * 43_200
            : count;
    found.push({ minutes, text: tidy(text.slice(match.index, match.index + match[0].length)) });
  }
  if (/\bune demi-heure\b/.test(folded)) found.push({ minutes: 30, text: 'une demi-heure' });
  return found;
}

// "5 idées", "3 grandes étapes", "six critères", "3 plus gros risques": a number, an optional adjective, a noun.
const countPattern =
  /\b(\d{1,2}|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt)\s+(?:(?:plus\s+)?(?:grandes?|principales?|bonnes?|petites?|courtes?|nouvelles?|autres|premieres?|meilleures?|vraies?|gros|grosses?|prochaines?)\s+)?([a-z][a-z-]{2,})\b/g;
// Nouns after a number that are quantities or periods, not items to list.
const notItems =
  /^(euros?|jours?|heures?|minutes?|secondes?|semaines?|mois|ans?|annees?|personnes?|salaries?|employes?|clients?|places?|metres?|kilos?|litres?|sacs?|bornes?|ecoles?|nuits?|repas|couverts?|bouteilles?|pieces?|unites?|fois|h|min|mn|k|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;

/** Every "N items" of a request, in order ("6 critères et 4 questions"), quantities left out. */
export function itemCounts(folded: string): Array<{ count: number; noun: string }> {
  const counts: Array<{ count: number; noun: string }> = [];
  for (const match of folded.matchAll(countPattern)) {
    const noun = match[2] ?? '';
    const count = numberOf(match[1] ?? '');
    // "un post" names one thing, it does not ask for a list.
    if (count === null || count < 2 || count > 30 || notItems.test(noun)) continue;
    if (/\bdans\s*$/.test(folded.slice(0, match.index))) continue;
    counts.push({ count, noun });
  }
  return counts;
}

/** "Donne-m'en 4", "propose-nous-en trois": the count after the pronoun "en". */
function countOfEn(folded: string): number | null {
  const match =
    /\b(?:donne|donnez|propose|proposez|trouve|trouvez|cite|citez|liste|listez|ecris|ecrivez|fais|faites|sors|sortez)-(?:m'en|moi-en|nous-en|en)\s+(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b/.exec(
      folded,
    );
  const count = match ? numberOf(match[1] ?? '') : null;
  return count !== null && count >= 2 && count <= 30 ? count : null;
}

// Nouns a request asks to produce ("5 idées", "3 posts"): counts of work, not quantities of things.
const deliverables = new Set(
  (
    'idees criteres questions points etapes hashtags posts conseils exemples jalons taches messages versions titres ' +
    'slogans accroches cibles arguments phrases lignes mots paragraphes parties sections propositions options pistes ' +
    'axes actions priorites echeances emails mails relances sujets themes publications articles recommandations ' +
    'raisons astuces variantes formulations objections reponses tweets creneaux dates noms suggestions sources ' +
    'concurrents prospects missions competences livrables indicateurs kpis caracteres signes mots-cles lettres ' +
    'citations definitions puces'
  ).split(' '),
);
// Plural words after a number that are not things counted: units, periods, words of the sentence.
const notQuantities =
  /^(euros?|dollars?|jours?|heures?|minutes?|secondes?|semaines?|mois|ans?|annees?|fois|h|min|mn|k|nous|vous|sans|dans|plus|tous|toutes|les|des|mes|tes|ses|nos|vos|leurs|ces|mais|alors|puis|depuis|pas|tres|apres|pres|sous|moins|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;
const quantityAdjectives =
  'grandes?|grands|petites?|petits|gros|grosses|nouvelles?|nouveaux|autres|beaux|belles|vrais|vraies|seules?|seuls|premiers|premieres|derniers|dernieres|prochains|prochaines|suivants|suivantes';
const quantityPattern = new RegExp(
  `(?<!\\d[,.])(?<![\\d\\/#°-]\\s?)(?<![\\w-])(\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d+|${Object.keys(
    frenchNumberWords,
  )
    .filter((word) => frenchNumberWords[word]! >= 2)
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})\\s+(?:(?:${quantityAdjectives})\\s+)?([a-z][a-z-]*[sx])\\b(?:\\s+(?:de\\s+|d')([a-z][a-z-]{2,}))?`,
  'g',
);

/** "12 sacs de ciment", "deux interventions", "312 commandes": things counted, as written. */
function quantities(folded: string, text: string): string[] {
  const found: string[] = [];
  for (const match of folded.matchAll(quantityPattern)) {
    const noun = match[2] ?? '';
    if (noun.length < 3 || notQuantities.test(noun) || deliverables.has(noun) || stopWords.has(noun))
      continue;
    // "de ciment" is part of the quantity; "de la", "de notre" or "de 3" start something else.
    const complement = match[3] && !stopWords.has(match[3]) && !notQuantities.test(match[3]);
    const length = complement
      ? match[0].length
      : match[0].indexOf(noun, (match[1] ?? '').length) + noun.length;
    found.push(tidy(text.slice(match.index, match.index + length)));
  }
  return [...new Set(found)];
}

// A named product or offer: a kind of product, then a capitalised name ("le coffret Noël", "la formule Duo").
const productPattern =
  /\b(?:coffret|offre|formule|gamme|pack|box|menu|collection|mod[eè]le|abonnement|forfait|kit|[ée]dition|cuv[ée]e|s[ée]rie|carte|panier)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu;

function products(text: string): Span[] {
  return [...text.matchAll(productPattern)].map((match) => ({
    text: tidy(match[0]),
    index: match.index,
    length: match[0].length,
  }));
}

// What a job requires: a driving licence, a certificate, a level of diploma.
const requirementPattern =
  /\b(?:[Pp]ermis\s+(?:[A-E]{1,2}\d?(?![\p{L}\d])|poids lourds?|cariste)(?:\s+et\s+(?:un\s+)?v[ée]hicule(?:\s+personnel)?)?|CACES(?:\s*R\s?\d{3})?(?:\s*(?:cat(?:égorie)?\.?\s*)?\d[A-Z]?)?|BAFA|BAFD|habilitations? électriques?(?:\s+[A-Z0-9]{2,4})?|[Bb]ac\s*\+\s*\d|(?:CAP|BTS|BEP|BP|DUT|BUT)\s+(?:\p{Lu}[\p{L}]*|[a-zé]+)(?:\s+(?:\p{Lu}[\p{L}]*|[a-zé]+))?)/gu;

// « il faut qu'il maîtrise Revit et AutoCAD », « une bonne maîtrise d'Excel »: the tools or
// skills the person hired must master, up to the end of the clause.
const masteryPattern =
  /\b(?:(?:qu['\s]?(?:il|elle)s?|doit|devra|doivent|devront|sachant|qui|capable de|savoir)\s+maitris\p{L}*|(?:bonne|parfaite|excellente|solide) maitrise)\s+([^,.;:!?()]{2,60})/gu;

/** « revit et autocad » → « maîtrise de Revit et d’AutoCAD »: each tool as written, « de » elided. */
function mastery(text: string): string[] {
  const folded = fold(text);
  return [...folded.matchAll(masteryPattern)].flatMap((match) => {
    const at = (match.index ?? 0) + match[0].length - (match[1] ?? '').length;
    const object = text
      .slice(at, at + (match[1] ?? '').length)
      .replace(
        /\s+(?:exig\p{L}*|souhait\p{L}*|obligatoire|indispensable|requis\p{L}*|apprécié\p{L}*|pour|dans|avec|sur|car|mais)(?:\s.*)?$/iu,
        '',
      )
      .trim();
    const items = object.split(/\s*,\s*|\s+(?:et|ou)\s+/).filter(Boolean);
    if (!items.length || items.length > 4 || items.some((item) => item.split(/\s+/).length > 4)) return [];
    const written = items.map((item) => toolNames.get(fold(item)) ?? item);
    // « les logiciels de DAO » → « des logiciels de DAO »; « d'Excel » is said already.
    const of = (item: string) =>
      /^(?:de|du|des|d['’])/i.test(item)
        ? item.replace(/^d'/i, 'd’')
        : /^les\s/i.test(item)
          ? item.replace(/^les/i, 'des')
          : /^le\s/i.test(item)
            ? item.replace(/^le/i, 'du')
            : /^(?:la\s|l['’])/i.test(item)
              ? `de ${item.replace(/^l'/i, 'l’')}`
              : /^[aeiouyéèêh]/i.test(item)
                ? `d’${item}`
                : `de ${item}`;
    const said = written
      .map(of)
      .join(', ')
      .replace(/, (?=[^,]*$)/, ' et ');
    return [`maîtrise ${said}`];
  });
}

function requirements(text: string): string[] {
  // "CAP cuisine exigé": the words after the diploma stop at a verb or participle of the sentence.
  return [
    ...new Set([
      ...[...text.matchAll(requirementPattern)].map((match) =>
        tidy(
          match[0].replace(
            /\s+(?:exig\p{L}*|souhait\p{L}*|obligatoire|requis\p{L}*|apprécié\p{L}*|et(?!\s+(?:un\s+)?v[ée]hicule)|ou|un|une|de|en)(?:\s.*)?$/u,
            '',
          ),
        ),
      ),
      ...mastery(text),
    ]),
  ];
}

const platformWords: Array<[RegExp, Platform]> = [
  [/\blinkedin\b/, 'linkedin'],
  [/\binsta(gram)?\b/, 'instagram'],
  [/\bfacebook\b|\bfb\b/, 'facebook'],
  [/\btwitter\b|\btweets?\b|\bsur x\b/, 'x'],
  [/\btiktok\b/, 'tiktok'],
];

function platformOf(folded: string): Platform | null {
  return platformWords.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

// Capitalised words that never name a person, company or place on their own.
const notNames = new Set(
  (
    'alfred chip clide suki dot millie spec septime je tu il elle on nous vous ils elles le la les un une des bonjour salut ' +
    'merci peux pourrais ecris redige prepare fais planifie organise resume trouve donne propose aide compare analyse ' +
    'cree ajoute marque mets note retiens rappelle relance reponds traduis lundi mardi mercredi jeudi vendredi samedi ' +
    'dimanche janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre linkedin instagram whatsapp messenger sms signal telegram ' +
    'facebook twitter tiktok google gmail outlook slack zoom teams notion hubspot salesforce pipedrive excel word ' +
    'powerpoint qui que quoi quel quelle quels quelles comment pourquoi quand ou est et mais ou donc or ni car ce cet ' +
    'cette ces mon ma mes notre nos votre vos son sa ses leur leurs pour avec sans sur dans chez apres avant ok oui non ' +
    'merci peut-etre voici voila ca cela ceci hier demain aujourd noel paques cdi cdd stage alternance rh pme tpe seo ' +
    'crm tva ht ttc rgpd sarl sas eurl sa pdf api react python java javascript typescript php node vue angular'
  ).split(' '),
);

const verbWithPronoun = /^\p{L}+(?:-t)?-(?:tu|vous|je|il|elle|on|moi|toi|lui|nous|les|leur|ils|elles)$/u;

const civilityWord = /^(M\.?|Mr\.?|Mme\.?|Mlle\.?|Monsieur|Madame|Mademoiselle|Me|Dr\.?|Maître|Docteur)$/;

interface NameRun {
  text: string;
  index: number;
  /** What stands just before: "chez", "à", "M."… */
  before: string;
}

/** Runs of capitalised words ("Julie Martin", "Plomberie Martin"), leaving out sentence starts. */
// What only a person does, said right after a name: "Alex m'écrit que…", "à Sacha qui demande si…",
// "Noa, qui se plaint…". A name unknown to the lexicon, or at a sentence's start, is then a person.
const personVerbAfter =
  /^\s*,?\s*(?:qui\s+)?(?:ne\s+|n['’])?(?:m['’]|me\s+|nous\s+|vous\s+|lui\s+|s['’]|se\s+)?(?:demande\w*|dit|di(?:sait)?|plaint|ecri\w*|[eé]cri\w*|veut|voudrait|souhaite\w*|aimerait|attend\w*|reclame\w*|r[eé]clame\w*|signale\w*|explique\w*|affirme\w*|inquiet\w*|menace\w*|exige\w*|appel\w*|relance\w*|a (?:re[cç]u|command[eé]|achet[eé]|appel[eé]|[eé]crit|laiss[eé])\b)/iu;

function capitalisedRuns(text: string): NameRun[] {
  const runs: NameRun[] = [];
  // A name never runs across a line break (« Inès Marchal\nCoiffeuse », a CV's first lines).
  const pattern =
    /\p{Lu}[\p{L}'’&-]*(?:[^\S\n]+(?:&[^\S\n]+|de[^\S\n]+|du[^\S\n]+|des[^\S\n]+|et[^\S\n]+)?\p{Lu}[\p{L}'’&-]*)*/gu;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).trimEnd();
    // A line's start is a sentence's (« Coiffeuse — Lorient », « Diplômes : » in a CV).
    const sentenceStart =
      before === '' || /[.!?:\n«"“(»”]$/.test(before) || /\n[-–•*\s]*$/.test(text.slice(0, match.index));
    let words = match[0].split(/\s+/).filter((word) => !civilityWord.test(word));
    // "Sophie et Thomas" are two people; "Dupont et Fils" is one company.
    const and = words.indexOf('et');
    if (and > 0 && firstNames.has(fold(words[and + 1] ?? '')) && firstNames.has(fold(words[0] ?? ''))) {
      const second = match[0].slice(match[0].indexOf(' et ') + 4);
      runs.push({ text: second, index: match.index + match[0].indexOf(second), before: ' et' });
      words = words.slice(0, and);
    }
    // A sentence's first word is only part of a name when the next one is a known name too.
    const speaks = personVerbAfter.test(text.slice(match.index + match[0].length));
    // « Minoterie Hamon » after a bracket: a kind of business opens the name, capital and all.
    if (
      sentenceStart &&
      !firstNames.has(fold(words[0] ?? '')) &&
      !(speaks && words.length === 1) &&
      !(words.length > 1 && businessOpening.test(fold(words[0] ?? '')))
    )
      words = words.slice(1);
    // "la boulangerie Le Fournil", "le restaurant Chez Lulu": after a kind of business, the article is
    // part of the name.
    const namesBusiness = businessKind.test(fold(before.slice(-30))) && words.length > 1;
    words = words.filter(
      (word, index) =>
        // « Peux-tu », « Pourriez-vous », « Dis-lui »: a verb with its pronoun, never a name.
        !verbWithPronoun.test(fold(word)) &&
        (index > 0 ||
          (namesBusiness && /^(le|la|les|l'|chez|au|aux)$/.test(fold(word))) ||
          // « la SARL Lemoine », « SAS Bati Ouest »: a legal form opens the company's name.
          (words.length > 1 && legalForm.test(word)) ||
          !notNames.has(fold(word).replace(/['’-]+$/, ''))),
    );
    while (words.length && /^(de|du|des|et|&)$/i.test(words.at(-1) ?? '')) words.pop();
    const cleaned = words
      .join(' ')
      .replace(/['’-]+$/, '')
      .trim();
    if (cleaned.length < 2 || notNames.has(fold(cleaned))) continue;
    // "F-2026" is the start of a reference code, not a name.
    if (/^[\p{Lu}]{1,4}$/u.test(cleaned) && /^\s*-?\d/.test(text.slice(match.index + match[0].length)))
      continue;
    // Acronyms of 2–4 letters (CV, PME) are not names, unless after "chez" (company).
    if (/^\p{Lu}{2,4}$/u.test(cleaned) && !/\bchez$/i.test(before)) continue;
    runs.push({
      text: cleaned,
      index: match.index + match[0].indexOf(cleaned),
      before: fold(before.slice(-30)),
    });
  }
  return runs;
}

/** A company's legal form written before its name. */
const legalForm = /^(?:SARL|SAS|SASU|EURL|SA|SCI|SCOP|SNC|SELARL|GAEC|EARL)$/;

const civilityPattern =
  /\b(M\.|Mr\.?|Monsieur|Mme\.?|Mlle\.?|Madame|Mademoiselle|Me|Maître|Dr\.?|Docteur)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;

// Verbs that open a request (« Rédige », « Réponds »): never a surname after "M.".
const sentenceVerb =
  /^(?:redige\w*|repond\w*|ecri\w*|prepare\w*|envoie\w*|fai[st]|propose\w*|reformule\w*|relance\w*|merci|peux|pouvez|aide\w*|donne\w*|trouve\w*|corrige\w*|resume\w*)$/;

function civilityOf(word: string): Person['civility'] {
  if (/^(M\.|Mr|Monsieur)/.test(word)) return 'M.';
  if (/^(Mme|Mlle|Madame|Mademoiselle)/.test(word)) return 'Mme';
  return null;
}

// Kinds of business: a capitalised name after one of them is the business's name.
/** The kinds of business a name follows (« la boulangerie … », « l'hôtel … »), folded. */
export const businessKinds =
  'boulangerie|patisserie|librairie|pharmacie|garage|salon|atelier|cafe|bar|brasserie|bistrot|camping|gite|auberge|epicerie|fromagerie|boucherie|charcuterie|cave|pressing|clinique|ferme|domaine|chateau|studio|institut|creche|club|concession|enseigne|franchise|hotel|restaurant|boutique|magasin|cabinet|agence|societe|entreprise|marque|association|imprimerie|menuiserie|plomberie|boulangerie-patisserie|fleuriste|traiteur|laboratoire|cooperative|mutuelle|banque|assurance|startup|start-up|bureau|etude|ecole|centre|residence|pizzeria|creperie|quincaillerie|droguerie|opticien|garage|transports|transporteur|food truck|food-truck|foodtruck|entreprise de [a-z]+|minoterie|scierie|carrosserie|serrurerie|biscuiterie|chocolaterie|distillerie|cidrerie|savonnerie|papeterie|jardinerie|animalerie|parfumerie|bijouterie|horlogerie|maroquinerie|cordonnerie|poissonnerie|sandwicherie|rotisserie|laverie|blanchisserie|teinturerie|ebenisterie|metallerie|chaudronnerie|miroiterie|vitrerie|tuilerie|verrerie|confiserie';
const businessKind = new RegExp(`\\b(?:${businessKinds})s?\\s*$`);
const businessOpening = new RegExp(`^(?:${businessKinds})s?$`);

// « On est Traiteur Kerné, à Quimper », « je suis la Menuiserie Le Floch »: the business by its name
// (capitals), after « je suis » only when a kind of business opens it (« je suis Paul » is a person).
const namedSender =
  /(?<![\p{L}])(?:(?<we>[Oo]n est|[Nn]ous sommes)|[Jj]e suis)\s+(?<name>(?:(?:la|le|les|chez)\s+|l['’])?\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|du|des|d['’]|la|le|les|et|&)\s*)?\p{Lu}[\p{L}'’-]*)*)(?:\s*,?\s+(?:à|a|au|sur)\s+(?<place>\p{Lu}[\p{L}'’-]*(?:[\s-]+(?:(?:sur|en|de|la|le)[\s-]+)?\p{Lu}[\p{L}'’-]*)*))?/u;

/** The business the user says they are, by its name, and where it is when said with it. */
export function senderNamed(command: string): { name: string; place: string | null } | null {
  const match = namedSender.exec(command);
  const name = match?.groups?.name;
  if (!match || !name) return null;
  const first = fold(name.replace(/^(?:(?:la|le|les|chez)\s+|l['’])/i, '')).split(/\s+/)[0] ?? '';
  if (!match.groups?.we && !new RegExp(`^(?:${businessKinds})s?$`).test(first)) return null;
  // « On est lundi »: a day, not a business.
  if (
    /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|en|pas)$/.test(
      first,
    )
  )
    return null;
  return { name, place: match.groups?.place ?? null };
}

/**
 * A company named with its kind of business, as the text says it: "la pharmacie Dumont" rather than
 * "Dumont", "le garage Martin" rather than "Martin". The name alone when no kind comes before it.
 */
export function companyAsSaid(text: string, name: string): string {
  const at = text.indexOf(name);
  if (at < 0) return name;
  const before = text.slice(Math.max(0, at - 40), at);
  const match = new RegExp(
    `(?:^|\\s)(?:(du|au|des|aux)\\s+)?((?:(?:le|la|les|l['’])\\s*)?(?:${businessKinds})s?\\s+)((?:le|la|les)\\s+)?$`,
    'i',
  ).exec(fold(before));
  if (!match?.[2]) return name;
  // Said as typed (accents, capitals), from the folded match's length; the article after the kind
  // begins the name (« l'hôtel Les Mouettes »).
  const article = match[3] ? before.slice(before.length - match[3].length) : '';
  const kind = before.slice(before.length - match[2].length - article.length, before.length - article.length);
  // « le gérant du salon Hair du Temps »: the contracted article is the kind's (« le salon… »).
  const contracted = match[1] ? (/^(?:du|au)$/i.test(match[1]) ? 'le ' : 'les ') : '';
  return `${contracted}${kind}${article ? article.charAt(0).toUpperCase() + article.slice(1) : ''}${name}`.trim();
}
/**
 * « pour la boutique de chaussures Pas à Pas à Quimper », « du bar à jeux Le Dé Rouge », « pour ma
 * chocolaterie Cacao & Sel » (a shop in -erie is a kind): the user's own business named with its kind,
 * its name as said (small words between capitals included), without the place after it; null when
 * the request names none.
 */
export function businessNamedIn(text: string, places: string[] = []): string | null {
  const match = new RegExp(
    `\\b(?:(?:pour|de|chez)\\s+(?:ma|mon|notre|la|le|l')|du|au)\\s*(?:${businessKinds}|\\p{Ll}+erie)s?(?:\\s+(?:de|d'|à|a)\\s*\\p{Ll}+)?(?:\\s*,)?\\s+((?:la |le |les |l')?\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:(?:à|a|de|du|des|et|&|en|sur)\\s+|d['’]\\s?|d\\s)?\\p{Lu}[\\p{L}'’-]*)*)`,
    'du',
    // Read on a copy of the same length with the small letters' accents folded (« hôtel » is a kind
    // like « hotel »); the name is taken from the text as written.
  ).exec(text.replace(/À/g, 'à').replace(/[àâäéèêëîïôöùûüç]/g, (c) => c.normalize('NFD').charAt(0)));
  const at = match?.indices?.[1];
  let name = at ? text.slice(at[0], at[1]).trim() : undefined;
  if (!name) return null;
  for (const place of places) name = name.replace(new RegExp(`\\s+(?:à|a|en)\\s+${place}$`), '');
  return name;
}

// « l'hôtel les Mouettes », « le camping la Pinède »: a kind of business, then its name with its article.
const companyMarker = new RegExp(
  `\\b(chez|${businessKinds}|boite|groupe|startup|start-up|client|cliente|fournisseur|prospect|mairie de|s'appelle|nommee?|baptisee?|appelee?)s?(?:\\s+(?:le|la|les))?\\s*$`,
);
const writtenTo =
  /\b(?:ecri[st]|ecrivez|ecrire|repon(?:ds|dez|dre)|envoie|envoyez|dis|dites|redige\w*)(?:\s+(?:un|une)\s+(?:petit\s+)?(?:mail|message|mot|courrier|sms|lettre))?\s+a\s*$/;
const placeMarker = /\b(a|au|en|sur|de|pres de|vers|base[es]* a|situe[es]* a|installe[es]* a|region)\s*$/;
const companySuffix =
  /\b(SARL|SAS|SASU|EURL|SA|SCI|SCOP|Inc|Ltd|GmbH|& Fils|et Fils|Associés|Consulting|Conseil|Services|Solutions|Group|Groupe)\b/;

// « monture Lafont », « marque Bosch », « baskets Nike »: a brand said right after the thing it makes.
const offerWord =
  /\b(?:offre|formule|pack|abonnement|forfait|gamme|version|plan|option|modele|produit|article|licence|marque|monture|collection|coloris|lunettes|montre|chaussures|baskets)s?\s*$/;
const pricedAfter =
  /^\s*(?:à|a|:|pour|est à|coûte|coute|au prix de)\s*\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?\s*(?:€|euros?|k€)/i;

interface Names {
  people: Person[];
  companies: string[];
  places: string[];
}

/** The people, companies and places named in a text (no date or amount parsing: cheap). */
export function names(text: string): Names {
  const people: Person[] = [];
  const companies: string[] = [];
  const places: string[] = [];
  const taken = new Set<string>();
  const products = new Set<string>();
  for (const match of text.matchAll(civilityPattern)) {
    const civility = civilityOf(match[1] ?? '');
    const name = match[2] ?? '';
    // "une taille M. Rédige la réponse": a size, then the next sentence's verb, not "M. Rédige".
    if (
      /^M\.?$/.test(match[1] ?? '') &&
      (/\b(?:taille|tailles|pointure|format|en|du|le|un|une)\s*$/i.test(text.slice(0, match.index)) ||
        sentenceVerb.test(fold(name.split(/\s+/)[0] ?? '')))
    )
      continue;
    // « M. et Mme Lefort », « Mme et M. Martin »: the first civility belongs to the same name.
    const partner = /(?:^|[\s(])(M\.|Mr\.?|Monsieur|Mme\.?|Madame)\s+et\s+$/.exec(text.slice(0, match.index));
    const other = partner ? civilityOf(partner[1] ?? '') : null;
    if (partner && other && civility && other !== civility) {
      people.push({ civility, name, label: `${other} et ${civility} ${name}`, couple: true });
      for (const word of name.split(/\s+/)) taken.add(word);
      continue;
    }
    people.push({ civility, name, label: civility ? `${civility} ${name}` : `${match[1]} ${name}` });
    for (const word of name.split(/\s+/)) taken.add(word);
  }
  for (const run of capitalisedRuns(text)) {
    const words = run.text.split(/\s+/);
    if (words.every((word) => taken.has(word))) continue;
    // « J'ai », « C'est », « Qu'il »: a pronoun elided before its verb at a sentence's start, no name.
    if (/^(?:j|c|n|s|m|t|qu)['’]/i.test(words[0] ?? '')) continue;
    // "offre Essentiel", "Premium à 89 €": an offer or a product with its price, not a person.
    const after = text.slice(run.index + run.text.length);
    // « à Annecy : 2 600 € brut »: a city followed by the terms is still the city.
    if (
      offerWord.test(run.before) ||
      (pricedAfter.test(after) && !frenchCities.has(fold(run.text))) ||
      products.has(run.text)
    ) {
      products.add(run.text);
      continue;
    }
    // "M. Faure de Batiplus": the name after a person's is where they work, not a "de Batiplus".
    const employer = /^(?:de|du)\s+(\p{Lu}.*)$/u.exec(run.text);
    const said = text.slice(0, run.index).trimEnd().replace(/\s*,$/, '');
    if (employer?.[1] && people.some((person) => said.endsWith(person.name))) {
      companies.push(employer[1]);
      for (const word of words) taken.add(word);
      continue;
    }
    const first = fold(words[0] ?? '');
    // "Jean-Marc", "Marie-Claire": a compound of first names is a first name.
    const isFirstName = firstNames.has(first) || first.split('-').every((part) => firstNames.has(part));
    // « Minoterie Hamon », « Garage Moreau », « Hôtel des Dunes »: a name opened by its kind of business.
    if (
      companyMarker.test(run.before) ||
      companySuffix.test(run.text) ||
      (words.length >= 2 && businessOpening.test(first))
    ) {
      companies.push(run.text);
    } else if (
      frenchCities.has(fold(run.text)) ||
      (placeMarker.test(run.before) &&
        !isFirstName &&
        !personVerbAfter.test(after) &&
        // « écris à Nolwenn Guégan », « réponds à Erwan Le Bihan »: one writes to a person, not a town.
        !(writtenTo.test(run.before) && words.length >= 2))
    ) {
      places.push(run.text);
    } else if (isFirstName || words.length <= 2) {
      people.push({ civility: null, name: run.text, label: run.text });
    } else {
      companies.push(run.text);
    }
    for (const word of words) taken.add(word);
  }
  return { people, companies: [...new Set(companies)], places: [...new Set(places)] };
}

const jobMarker =
  /\b(?:(?:postul\w*|candidat\w*|travaill\w*|embauche\w*|engage\w*|recrute\w*)\s+(?:(?:en|chez nous en) (?:alternance|cdi|cdd|stage|freelance|interim|apprentissage)\s+)?(?:comme|en tant que)\s+(?:(?:un|une)\s+)?|postes? d[e'’]\s*|profils? d[e'’]\s*|recrut\w*\s+(?:un |une |des |notre |nos |mon |ma )?|embauch\w*\s+(?:un |une |des )?|offre d'emploi (?:de |pour (?:un |une )?)|annonce (?:de |pour (?:un |une )?)|fiche de poste (?:de |d'un |d'une |du |pour (?:un |une )?)|candidats? (?:au poste )?d[e'’]\s*|grille d'evaluation pour (?:un |une )?|entretiens? (?:de |d'|pour (?:un |une )?)|(?:offre de )?stage (?:en |de )?)/g;
// "commercial terrain beaucoup de déplacements", "vendeur débutant accepté": the title ends where a
// condition of the job or a wish on the candidate begins.
const jobEnd =
  /[.,;:!?\n()«»"]|\set qu|\sen (?:cdi|cdd|alternance|stage|interim|apprentissage|freelance)\b|\s(?:beaucoup|peu|souvent|plusieurs|nombreux|frequents?|tres|trop|environ|idealement|si possible|de preference|urgent\w*|rapidement|asap|immediatement|des que possible|permis|salaire|remunere\w*|remuneration|debutants?|experimente\w*|motive\w*|dynamique\w*|temps (?:plein|partiel)|mi-temps|plein temps|deplacements?|week-ends?|\d)\b|\s(?:pour|avec|afin|qui|en vue|a partir|d'ici|dans|chez|a(?!\sdomicile\b)|au|en cdi|en cdd|en alternance|en stage|sur|base|des|le|la|avant|est|sont|a ete|vient|reste|n'est|mais|car|donc|or)\s/;

// « un(e) préparateur(trice) », « vendeur·se »: the inclusive endings of a job ad, read without them.
const inclusiveEnding =
  /(\p{L})(?:\((?:e|es|ne|se|euse|rice|trice|ère|ere|ice)\)|[·.](?:e|es|ne|se|euse|rice|trice|ère|ere)(?![\p{L}]))/giu;

function jobTitles(typed: string, typedFolded: string): string[] {
  const text = typed.replace(inclusiveEnding, '$1');
  const folded = text === typed ? typedFolded : fold(text);
  const found: string[] = [];
  for (const match of folded.matchAll(jobMarker)) {
    const start = match.index + match[0].length;
    const rest = folded.slice(start);
    const end = jobEnd.exec(`${rest} `)?.index ?? rest.length;
    // "comptable H/F": the gender mention is the heading's to add, once.
    // "un nouveau technicien": the adjective says the hire is new, the title is "technicien".
    const title = tidy(
      text
        .slice(start, start + end)
        .replace(/\s*\(?\b[hf]\s*\/\s*[fh]\b\)?/gi, '')
        .replace(/^(?:nouve(?:au|l|lle)|futur(?:e)?|second(?:e)?|deuxi[eè]me)\s+/i, '')
        // "stage de 6 mois en communication": the length is the contract's, the field the title.
        .replace(/^\d+\s+(?:mois|semaines?|jours?)\s+(?:en|de|d['’])\s*/i, ''),
    );
    if (
      title.length >= 3 &&
      // « l'entretien de leurs climatisations »: a possessive names a thing, never a job.
      !/^(candidat|cv|profil|poste|emploi|l'|le |la |les |recrut\w* |embauch\w* |trouver |leurs? |ses |son |sa |vos |votre |nos |notre |mes |mon |ma )/.test(
        fold(title),
      )
    ) {
      found.push(title);
    }
  }
  return [...new Set(found)];
}

// Markers of the subject, the most explicit first.
const subjectMarkers = [
  /\b(?:a propos d(?:e |u |es |')|au sujet d(?:e |u |es |')|concernant|relatif a|sur le theme d(?:e |u |es |')|qui parle d(?:e |u |es |'))\s*/g,
  // « Annonce nos soldes d'hiver sur Facebook »: what the request opens on announcing.
  /^\s*(?:annonce|annoncez|presente|presentez|fais la promo(?:tion)? d(?:e |u |es |'))\s*(?=(?:nos|notre|nouvel\w*|le |la |les |l'|un |une |des )\s*)/g,
  /\b(?:pour|peux|pouvez|pourrais|pourriez|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous) (?:annoncer|presenter|promouvoir|expliquer|remercier|feliciter|informer (?:\w+ )?(?:de|du|des|que)|signaler|demander|proposer|confirmer|refuser|inviter (?:\w+ )?a|rappeler|lancer|celebrer|feter|partager|relayer)\s+/g,
  /\bsur\s+/g,
];
const subjectEnd = new RegExp(
  `(?<!\\b(?:m|mme|mlle|dr|me|st))[.;:!?\\n()]|,\\s|\\s(?:avec|afin|en vue|avant|d'ici)\\s|\\s(?:sur|pour) (?:linkedin|instagram|facebook|tiktok|twitter|les reseaux(?: sociaux)?)\\s|${mannerStart.source}`,
);
// « 2 h sur site », « sur place », « sur devis »: where or how a service is given, not a subject.
const notSubject =
  /^(?:(?:site|place|mesure|devis|demande|rendez-vous|rdv|commande|reservation)$)|^(moi|nous|lui|eux|elle|toi|vous|demain|aujourd'hui|ce soir|cette semaine|la semaine|le mois|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|linkedin|instagram|facebook|twitter|tiktok|x|\d|m\.|mme|monsieur|madame|le reseau|les reseaux|mon blog|notre blog|le blog)\b/;

// "pour un garage automobile à Rennes", "pour mon institut de beauté", "pour le site de mon salon de
// coiffure", "référencer notre garage": the trade, up to a place, a time or the end of the clause.
// Words of the request itself ("pour un client") are not trades.
// « pour le référencement du site de ma boulangerie bio », « pour la visibilité de mon garage »: what
// the site or the referencing is of comes first.
const activityPrefix =
  "(?:(?:le |la |l['’]|du |de la |de l['’])\\s?(?:r[eé]f[eé]rencement|visibilit[eé]|promotion|communication)(?: (?:web|internet|google|local|naturel))? (?:de |d['’]|du |de la |de l['’])?)?(?:(?:le|la|du|de la) (?:site|page|fiche|boutique en ligne)(?: (?:web|internet|google))? (?:de |d['’]))?";
const activityPattern = new RegExp(
  `\\b(?:pour |(?:r[eé]f[eé]rencer|promouvoir|faire conna[iî]tre) )${activityPrefix}((?:un|une|mon|ma|notre) (?:[\\p{L}'’-]+)(?: (?:de |d'|d’)?[\\p{L}'’-]+){0,4}?)(?=\\s+(?:à|a|au|aux|en|dans|qui|que|avec|sur|pour|cette|ce|le|la|les|du|et)\\s|\\s*[.,;:?!)]|\\s*$)`,
  'u',
);
const notActivity =
  /^(client|cliente|clients|prospect|candidat|candidate|poste|post|article|message|mail|email|e-mail|reunion|rendez-vous|entretien|projet|evenement|salon(?! de (?:coiffure|the|beaute|esthetique|toilettage|tatouage|massage))|rapport|devis|facture|commande|an|mois|semaine|jour|personne|stagiaire|total|montant|budget|prix|tarif|remise|geste|lancement|relance)\b/;

function activityOf(text: string): string | null {
  const match = activityPattern.exec(text);
  const activity = match?.[1]?.trim();
  if (!activity || activity.length < 6 || notActivity.test(fold(activity).replace(/^\S+ /, ''))) return null;
  return activity;
}

function subjectOf(text: string, folded: string): string | null {
  for (const marker of subjectMarkers) {
    for (const match of folded.matchAll(marker)) {
      // How to write it is not what it is about: "sur un ton chaleureux" is no subject.
      if (mannerStart.exec(` ${folded.slice(match.index)}`)?.index === 0) continue;
      const start = match.index + match[0].length;
      const rest = folded.slice(start);
      const end = Math.min(
        subjectEnd.exec(`${rest} `)?.index ?? rest.length,
        withoutInstructions(text).length - start,
      );
      const subject = tidy(text.slice(start, start + Math.max(0, end))).replace(/[’]/g, "'");
      if (subject.length < 3 || notSubject.test(fold(subject))) continue;
      const keepVerb = /^\bpour\b/.test(match[0].trimStart()) && marker !== subjectMarkers[0];
      return keepVerb ? tidy(text.slice(match.index + 5, start + end)) : subject;
    }
  }
  return null;
}

function dateLabel(mention: DateMention, today: DayNumber): string {
  // A date written in full ("15 octobre", "3/12") is kept as written; "demain" or "mardi" is spelled out.
  if (/\d{1,2}(er)?\s*(\/|janv|fevr|mars|avr|mai|juin|juil|aout|sept|oct|nov|dec)/.test(fold(mention.text))) {
    // "pour le 12 décembre" says the same day as "le 12 décembre".
    return tidy(mention.text.replace(/^(?:pour\s+(?:(?:le|la|l')\s+)?|(?:le|la|du|au|l')\s+)/i, ''));
  }
  const end = mention.endMinutes === null ? '' : ` à ${formatTime(mention.endMinutes)}`;
  const time = mention.minutes === null ? '' : `${end ? 'de' : 'à'} ${formatTime(mention.minutes)}${end}`;
  // A time said alone ("de 9h à 13h") is not given a day the user did not say.
  if (mention.timeOnly) return time;
  const day = formatDay(mention.day, today);
  return time ? `${day} ${time}` : day;
}

/** "de 45 minutes", "3 jours": a length, which chrono reads as a date from now. */
function isDurationOnly(text: string): boolean {
  return /^(?:de |d'|pendant |en )?\d+\s*(?:minutes?|min|mn|heures?|h|jours?|semaines?|mois|ans?)$/.test(
    fold(text).trim(),
  );
}

/**
 * A job title without the date said after it ("comptable jeudi", "mardi 10 h" read after "entretien
 * de"): cut at the first word of any date of the request.
 */
export function titleWithoutDates(title: string, dates: Array<{ text: string }>): string {
  return dates.reduce((kept, date) => {
    const first = fold(date.text)
      .replace(/^(?:(?:de|du|d'|a|au|le|la|pour|des)\s+)+/, '')
      .split(/\s+/)[0];
    const at = first ? ` ${fold(kept)} `.indexOf(` ${first} `) : -1;
    return at >= 0 ? kept.slice(0, at).trim() : kept;
  }, title);
}

/** Every fact of a request (its command part: a pasted text to work on is read separately). */
export function extractFacts(text: string, now: Date): Facts {
  // Addresses and product names are read first and blanked, so "impasse des Lilas" is not a person
  // and "au 3" not a time.
  const places_ = addresses(text);
  const named = products(text);
  const rest = blank(text, [...places_, ...named]);
  const folded = fold(rest);
  const today = parisClock(now).day;
  const { people, companies, places } = names(rest);
  const references_ = references(rest);
  // A reference code is not a company ("F-2026-118").
  const isCode = (name: string) => references_.some((reference) => name.includes(reference.code));
  const dates = findDates(rest, now)
    .filter((mention) => !isDurationOnly(mention.text))
    .map((mention) => ({ ...mention, label: dateLabel(mention, today) }));
  // « On est Traiteur Kerné »: who writes is not a person the message is for.
  const sender = senderNamed(text)?.name ?? '';
  return {
    people: people.filter((person) => !isCode(person.name) && !(sender && sender.includes(person.name))),
    companies: companies.filter((company) => !isCode(company)),
    amounts: amounts(rest),
    percentages: percentages(rest),
    references: references_,
    dates,
    places,
    // "l'entretien de Sarah de mardi 10 h": neither the person nor the date is a job.
    jobTitles: jobTitles(rest, folded)
      .map((title) => titleWithoutDates(title, dates))
      .filter(
        (title) => title.length >= 3 && !people.some((person) => fold(title).startsWith(fold(person.name))),
      ),
    durations: durations(folded, rest),
    quoted: quotations(text),
    addresses: places_.map((address) => address.text),
    quantities: quantities(folded, rest),
    products: [...new Set(named.map((product) => product.text))],
    requirements: requirements(rest),
    platform: platformOf(folded),
    count: itemCounts(folded)[0]?.count ?? countOfEn(folded),
    subject: subjectOf(text, fold(text)),
    activity: activityOf(text),
  };
}

/** Facts of a later message added to those of the request it completes (newer values first). */
export function mergeFacts(base: Facts, added: Facts): Facts {
  const union = <T>(a: T[], b: T[], key: (item: T) => string) => {
    const seen = new Set(b.map(key));
    return [...b, ...a.filter((item) => !seen.has(key(item)))];
  };
  return {
    people: union(base.people, added.people, (person) => person.name),
    companies: union(base.companies, added.companies, (company) => company),
    amounts: union(base.amounts, added.amounts, (amount) => amount),
    percentages: union(base.percentages, added.percentages, (percentage) => percentage),
    references: union(base.references, added.references, (reference) => reference.code),
    dates: union(base.dates, added.dates, (date) => date.label),
    places: union(base.places, added.places, (place) => place),
    jobTitles: union(base.jobTitles, added.jobTitles, (title) => title),
    durations: union(base.durations, added.durations, (duration) => duration.text),
    quoted: union(base.quoted, added.quoted, (quote) => quote),
    addresses: union(base.addresses, added.addresses, (address) => address),
    quantities: union(base.quantities, added.quantities, (quantity) => quantity),
    products: union(base.products, added.products, (product) => product),
    requirements: union(base.requirements, added.requirements, (requirement) => requirement),
    platform: added.platform ?? base.platform,
    count: added.count ?? base.count,
    subject: added.subject ?? base.subject,
    activity: added.activity ?? base.activity,
  };
}

/** True when a message carries at least one fact a draft could use. */
export function hasFacts(facts: Facts): boolean {
  return (
    facts.people.length +
      facts.companies.length +
      facts.amounts.length +
      facts.percentages.length +
      facts.references.length +
      facts.dates.length +
      facts.places.length +
      facts.jobTitles.length +
      facts.addresses.length +
      facts.quantities.length +
      facts.products.length +
      facts.requirements.length +
      facts.quoted.length >
    0
  );
}
