// « Comparez sur 5 ans : louer un copieur 95 € HT par mois, ou l'acheter 3 800 € HT avec une
// maintenance à 300 € par an » (issue 41, reasoning over what the user gives): each option's cost
// summed over the years asked, the working shown line by line, the cheaper one said with the gap, and
// the month the two cross. « Et sur 3 ans ? » asks the same sum over another horizon.
import {
  asInfinitivePhrase,
  capitalise,
  eurosSaid,
  eurosToTheCent,
  fold,
  plural,
  unitPriceSaid,
  withoutArticle,
  withQue,
} from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { truecase } from '../understanding/truecase.ts';
import { blocks } from './compose.ts';

export interface CostPart {
  euros: number;
  /**
   * How often it is paid: once, each month, each year, for each unit bought (« 21 € le kilo »), for
   * each order (« 25 € de livraison par commande »). The last two need a quantity (costPerQuantityAsked).
   */
  every: 'once' | 'monthly' | 'yearly' | 'unit' | 'order';
  /** The unit of a price per unit, as said (« kilo »). */
  unit?: string;
}

export interface CostOption {
  /** The option in the user's words, without its figures: « louer un copieur ». */
  name: string;
  parts: CostPart[];
}

const numberWords: Record<string, number> = { un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, dix: 10 };

/**
 * « sur 5 ans », « sur trois ans », « pendant 4 ans », « à 4 ans »: the horizon in years, or null. An
 * age (« mon pont élévateur a 15 ans ») is not a horizon: « a » without its accent is the verb.
 */
export function horizonOf(text: string): number | null {
  const folded = fold(text);
  const years = (match: RegExpExecArray | null) => {
    if (!match?.[1]) return null;
    const count = numberWords[match[1]] ?? Number(match[1]);
    return count >= 1 && count <= 20 ? count : null;
  };
  const count = String.raw`(\d{1,2}|un|deux|trois|quatre|cinq|six|dix)\s+ans?\b`;
  return (
    years(new RegExp(String.raw`\b(?:sur|pendant|over|d'ici)\s+(?:les\s+)?${count}`).exec(folded)) ??
    years(new RegExp(String.raw`(?:^|\s)(?:à|en)\s+${count}`, 'i').exec(text.toLowerCase()))
  );
}

// « 95 € par mois », « 600 € d’entretien par an », « 40 € de loyer mensuel »: the period, after the
// amount or after what it pays for.
const paidFor = String.raw`(?:HT|TTC)?\s*(?:(?:de|d['’])\s*\p{L}+(?:\s+\p{L}+){0,2}\s+)?`;
const monthly = new RegExp(
  `^\\s*${paidFor}(?:par mois|\\/\\s*mois|mensuel\\p{L}*|chaque mois|le mois)`,
  'iu',
);
const yearly = new RegExp(
  `^\\s*${paidFor}(?:par an|\\/\\s*an\\b|par année|annuel\\p{L}*|chaque année|l['’]année|l['’]an\\b)`,
  'iu',
);

// « 21 € le kilo », « 6,20 € la bouteille », « 4 €/kg »: a price per unit of goods bought.
const goodsUnits =
  'kilos?|kg|litres?|bouteilles?|pi[eè]ces?|unit[eé]s?|cartons?|sacs?|caisses?|colis|bo[iî]tes?|paquets?|lots?|palettes?|m[eè]tres?|tonnes?|douzaines?|rouleaux?|bidons?|f[uû]ts?|paires?|l';
// « 0,20 € le kWh », « 0,05 € la minute », « 0,08 € du km », « 0,01 € la copie »: a price per unit
// used (energy, calls, distance, prints), added to an offer's subscription.
const usageUnits =
  'kwh|mwh|minutes?|min|km|kilom[eè]tres?|copies?|pages?|impressions?|sms|go|heures?|m3|m³|transactions?|paiements?|encaissements?|envois?|colis|lavages?|passages?|nuitées?|nuitees?';
const perUnit = new RegExp(
  String.raw`^\s*(?:HT|TTC)?\s*(?:le|la|l['’]|par|du|/|chaque)\s*(${goodsUnits}|${usageUnits})(?![\p{L}\d])`,
  'iu',
);
/** A unit of use (« kWh », « minute »), not of goods: no order, no delivery. */
const usageUnit = new RegExp(`^(?:${usageUnits})$`, 'iu');
const perOrder = new RegExp(
  `^\\s*${paidFor}(?:par|chaque|à chaque|a chaque|pour chaque|à la|a la|\\/)\\s*(?:commande|livraison|envoi|expédition|expedition)`,
  'iu',
);

/** An option priced per unit or per order: its cost needs the quantity bought. */
const perQuantity = (option: CostOption) =>
  option.parts.some((part) => part.every === 'unit' || part.every === 'order');

// « le revendre », « revente », « reprise », « récupérer »: an amount received back.
const resale = /\b(?:revend\w*|revente|reprise|recuper\w*|valeur residuelle)\b/;

/** One option's figures, each with how often it is paid, and its name (the words before them). */
export function costOption(text: string): CostOption | null {
  const parts: CostPart[] = [];
  let first = -1;
  let previousEnd = 0;
  for (const match of text.matchAll(new RegExp(amountPattern.source, 'g'))) {
    const value = eurosValue(match[0].replace(/\s*(?:HT|TTC|hors taxes?)$/i, ''));
    if (!value) continue;
    if (first < 0) first = match.index;
    // The period may be inside the match (« 95 € par mois ») or just after it.
    const said = `${value.rest} ${text.slice(match.index + match[0].length, match.index + match[0].length + 40)}`;
    const unit = perUnit.exec(said)?.[1];
    const every = monthly.test(said)
      ? 'monthly'
      : yearly.test(said)
        ? 'yearly'
        : unit
          ? 'unit'
          : perOrder.test(said)
            ? 'order'
            : 'once';
    // « et le revendre 12 000 € au bout de 5 ans »: money that comes back lowers the option's cost.
    const before = fold(text.slice(Math.max(0, previousEnd), match.index));
    previousEnd = match.index + match[0].length;
    parts.push({ euros: resale.test(before) ? -value.euros : value.euros, every, ...(unit ? { unit } : {}) });
  }
  if (!parts.length) return null;
  const name = text
    .slice(0, first)
    .replace(/^[\s,:;–-]*(?:(?:et|ou|soit)\s+)?/i, '')
    .replace(/\s+(?:à|a|pour|au prix de|qui coûte|coûtant|:|=)\s*$/i, '')
    .replace(/[\s,:;–-]+$/, '')
    .trim();
  return name.length >= 2 ? { name, parts } : null;
}

/** What an option costs over `months` months. */
export function costOver(option: CostOption, months: number): number {
  return option.parts.reduce(
    (sum, part) =>
      sum +
      (part.every === 'once'
        ? part.euros
        : part.every === 'monthly'
          ? part.euros * months
          : part.euros * (months / 12)),
    0,
  );
}

/** « un an », « 3 ans ». */
const yearsSaid = (years: number) => (years === 1 ? 'un an' : plural(years, 'an'));

/** « 95 € × 60 mois = 5 700 € », « 3 800 € + 300 € × 5 ans = 5 300 € ». */
function working(option: CostOption, years: number): string {
  const terms = option.parts.map((part, index) =>
    part.euros < 0
      ? `${index ? '' : '−'}${eurosSaid(-part.euros)} de revente`
      : part.every === 'once'
        ? eurosSaid(part.euros)
        : part.every === 'monthly'
          ? `${eurosSaid(part.euros)} × ${years * 12} mois`
          : years === 1
            ? `${eurosSaid(part.euros)} par an`
            : `${eurosSaid(part.euros)} × ${plural(years, 'an')}`,
  );
  const total = eurosSaid(costOver(option, years * 12));
  const sum = terms
    .map((term, index) =>
      index && option.parts[index]!.euros < 0 ? `− ${term}` : index ? `+ ${term}` : term,
    )
    .join(' ');
  return terms.length === 1 && option.parts[0]?.every === 'once' ? total : `${sum} = ${total}`;
}

const optionLabel =
  /(?<![\p{L}])(?:l['’])?(?:offre|option|solution|formule|proposition|devis|scénario|scenario|choix|hypothèse)\s+(?:[A-D]|\d|n°\s*\d)(?![\p{L}\d])/giu;

// « A = 3 000 € + 150 €/mois, B = 220 €/mois », « A : … ; B : … »: a capital letter alone opens an option.
// « A à 15 € par mois …, B à 22 € … »: a capital letter priced by « à » opens one too.
// « : A 2 900 € à l'achat…, B location 79 € par mois »: at a clause's head, a letter before its figures.
const bareLabel =
  /(?<![\p{L}\d’'])([A-D])(?:\s*(?:=|:|\))\s*|\s+(?:à|a)\s+(?=\d)|(?<=(?:^|[:;,]\s*)[A-D])\s+(?=\d|\p{Ll}+\s+\d))/gu;
// « Soit je le fais réparer : …. Soit j’en achète un neuf … »: « soit … soit » opens each option.
const eitherSaid = /(?<![\p{L}])soit\s+(?=\p{L})/giu;
// « Forfait Mobilis : 9,99 € », « ; Pro : 19,99 € »: a name of one to four words, at a clause's head,
// with its figure after a colon.
const namedColon =
  /(?:^|[;.,]\s+|\n\s*|\s(?:et|ou)\s+)(\p{L}[\p{L}\d’'-]*(?: [\p{L}\d’'-]+){0,3})\s*:\s*(?=\d)/gu;
// The noun the request calls its options by (« deux offres de logiciel »), said before a bare letter.
const optionNoun =
  /(?<![\p{L}])(offre|option|solution|formule|proposition|devis|scénario|scenario|contrat|abonnement|forfait|hypothèse)s?(?![\p{L}])/iu;

// « B = pas de frais de mise en place mais 220 €/mois »: the words before a bare letter's figures
// describe it only when they are a short name (« leasing »), not a sentence.
const notAName = /(?<![\p{L}])(?:pas|sans|mais|avec|plus|ni|de|du|des|d['’]|frais|à|a|pour)(?![\p{L}])/iu;

/** The options opened by a label, a bare letter or « soit », when at least two are; else null. */
function openedOptions(text: string): CostOption[] | null {
  const firstAmount = new RegExp(amountPattern.source).exec(text)?.index ?? text.length;
  const slices = (starts: number[]) =>
    starts.map((start, index) => text.slice(start, starts[index + 1] ?? text.length));
  const labels = [...text.matchAll(optionLabel)];
  if (labels.length >= 2)
    return slices(labels.map((label) => label.index))
      .map(costOption)
      .filter((option): option is CostOption => option !== null)
      .map((option) => ({
        ...option,
        // « offre A achat » is said « offre A (achat) ».
        name: option.name
          .replace(/\s*[=:]\s*$/, '')
          .replace(new RegExp(`^(${optionLabel.source})\\s*[=:]?\\s+(?!\\()(.+)$`, 'iu'), '$1 ($2)'),
      }));
  const letters = [...text.matchAll(bareLabel)];
  if (letters.length >= 2 && letters[0]!.index < firstAmount) {
    // « Transporteur A : …, transporteur B : … »: the same noun before each letter names them.
    const leads = letters.map((letter) => /(\p{L}{3,})\s+$/u.exec(text.slice(0, letter.index))?.[1]);
    const lead = leads.every((word) => word && fold(word) === fold(leads[0]!)) ? leads[0]! : null;
    const noun =
      lead?.toLowerCase() ??
      optionNoun.exec(text.slice(0, letters[0]!.index))?.[1]?.toLowerCase() ??
      'option';
    const said = noun === 'scenario' ? 'scénario' : noun;
    return slices(letters.map((letter) => letter.index)).flatMap((clause, index) => {
      const letter = letters[index]!;
      const option = costOption(`${said} ${clause.slice(letter[0].length)}`);
      if (!option) return [];
      const description = option.name.slice(said.length).trim();
      const short = description && description.split(/\s+/).length <= 3 && !notAName.test(description);
      return [{ ...option, name: short ? `${said} ${letter[1]} (${description})` : `${said} ${letter[1]}` }];
    });
  }
  // « Forfait Mobilis : 9,99 € par mois … ; forfait Pro : 19,99 € … »: a short name before a colon and
  // a figure opens each option.
  const named = [...text.matchAll(namedColon)];
  if (named.length >= 2 && named[0]!.index + named[0]![0].length - 1 <= firstAmount)
    return slices(named.map((name) => name.index + name[0].indexOf(name[1]!)))
      .map(costOption)
      .filter((option): option is CostOption => option !== null);
  const eithers = [...text.matchAll(eitherSaid)];
  if (eithers.length >= 2 && eithers[0]!.index < firstAmount)
    return slices(eithers.map((either) => either.index))
      .map(costOption)
      .filter((option): option is CostOption => option !== null)
      .map((option) => ({ ...option, name: asInfinitivePhrase(option.name) }));
  return null;
}

/** The options a request compares: the clauses, split on « ou » / « et » / « ; », each with a figure. */
export function costOptionsIn(text: string): CostOption[] {
  // The question after the options (« , lequel revient le moins cher ? ») is not an option.
  const asked = text
    .replace(
      /[,.]?\s*(?:lequel|laquelle|lesquels|quel(?:le)?|qu['’]est-ce|c['’]est quoi|qui)\b[^.]*\?\s*$/i,
      '',
    )
    // « … 5 000 copies par mois : lequel … ? »: the colon that led to the question goes with it.
    .replace(/[?.!:;,\s]+$/, '');
  const opened = openedOptions(asked);
  if (opened) return opened.length >= 2 && opened.length <= 4 ? opened : [];
  const body = (asked.includes(':') ? asked.slice(asked.indexOf(':') + 1) : asked)
    // « compare sur 3 ans le logiciel Tempo… »: the request's own words are not an option's name.
    .replace(
      /^\s*(?:[\p{L}’'-]+\s+){0,4}?(?:compar|calcul|chiffr)\p{L}*(?:[\s-]+(?:moi|nous))?\s+(?:sur\s+\S+\s+ans?\s+)?/iu,
      '',
    );
  // « Cave A à 6,20 € la bouteille ; Cave B à 5,80 € »: a semicolon parts options too.
  // « Je loue mon local 1 100 € par mois. Je pourrais l'acheter… »: a sentence parts options too.
  const clauses = body.split(
    // « Agence Pixel 3 200 €…, Studio Mer 2 600 €… »: a comma before a name in capitals parts them too.
    /\s*;\s*|(?<=\D)\.\s+(?=\p{Lu})|,\s+(?=\p{Lu}[\p{L}-]*\s+[^,]*?\d)|\s*(?:,\s*)?\b(?:ou bien|ou|et|contre|versus|vs\.?)\s+(?=\p{L})/u,
  );
  // A clause without a figure belongs to the one before it (« maintenance comprise »).
  const merged: string[] = [];
  for (const clause of clauses) {
    // « acheter 28 000 € et le revendre 12 000 € »: the resale belongs to the purchase.
    const sold = merged.length > 0 && resale.test(fold(clause.split(/\s+/).slice(0, 3).join(' ')));
    // « …5,80 € la bouteille et 35 € par livraison »: a clause opening on its figure has no name of its own.
    const nameless = merged.length > 0 && new RegExp(`^(?:${amountPattern.source})`).test(clause);
    if (!sold && !nameless && (new RegExp(amountPattern.source).test(clause) || !merged.length))
      merged.push(clause);
    else merged[merged.length - 1] += ` et ${clause}`;
  }
  // Each option stated with its first figure; « plus 30 € par mois » stays with its option. « Je loue
  // mon local 1 100 € par mois » is named « louer mon local ».
  const options = merged
    .map(costOption)
    .filter((option): option is CostOption => option !== null)
    .map((option) => ({
      ...option,
      // « Pour le photocopieur du cabinet, contrat Canon à 45 € … »: what leads in before a comma is
      // the request's, not the option's name.
      name: asInfinitivePhrase(option.name.replace(/^[^,]*,\s*(?=\p{L}[^,]*$)/u, '')).replace(
        /\s+(?:de|d['’]|du|des)$/i,
        '',
      ),
    }));
  return options.length >= 2 && options.length <= 4 ? options : [];
}

const sumAsked =
  /\b(compar\w*|revient|reviendr\w*|moins cher\w*|plus cher\w*|rentable|vaut(?:-il)? mieux|cout\w* total|au total|lequel|laquelle|lesquel\w*|plus avantageu\w*|plus economique\w*)\b/;
// « Fais-moi une note de décision », « que me conseilles-tu ? », « je dois choisir »: a choice to recommend.
const decisionAsked =
  /\b(decision|decid\w*|choisi\w*|choix|trancher|conseill\w*|recommand\w*|que faire|je fais quoi|on fait quoi)\b/;

// « qu'est-ce qui me coûte le plus cher ? »: the question is on the dearer option.
const dearestAsked = /\b(?:le plus cher|coute(?:ra|rait)? plus|le plus couteux)\b/;

/**
 * « 0,008 € par copie » with « 3 000 copies par mois » said, over years: the price per copy times the
 * volume is a monthly cost like the others (« 24 € par mois »), so a purchase and a rental compare over
 * the horizon. Options priced by the order, or no volume said, are left as they are.
 */
function atVolume(options: CostOption[], message: string): CostOption[] {
  const perUse = options.filter((option) => option.parts.some((part) => part.every === 'unit'));
  // All priced per use: the comparison at a volume (costPerQuantityAsked) shows its own working.
  if (perUse.length === 0 || perUse.length === options.length) return options;
  if (options.some((option) => option.parts.some((part) => part.every === 'order'))) return options;
  const volume = quantityBought(message);
  if (!volume || volume.period === 'semaine') return options;
  const every = volume.period === 'mois' ? 'monthly' : 'yearly';
  return options.map((option) => ({
    ...option,
    parts: option.parts.map((part) =>
      part.every === 'unit' ? { euros: Math.round(part.euros * volume.count * 100) / 100, every } : part,
    ),
  }));
}

/** The cost comparison asked: options with figures and a horizon, read from the request or its revision. */
export function costOverYearsAsked(
  conversation: Conversation,
): { options: CostOption[]; years: number; decision: boolean; dearest: boolean } | null {
  const { message } = conversation;
  const folded = fold(message);
  const years = horizonOf(message);
  // « Sur 4 ans : acheter … ou louer … ? »: two priced options asked as a question are a comparison too.
  const eitherAsked = /\?\s*$/.test(message) && /\bou\b/.test(folded);
  if (years && (sumAsked.test(folded) || decisionAsked.test(folded) || eitherAsked)) {
    const options = atVolume(costOptionsIn(message), message);
    if (
      options.some((option) => option.parts.some((part) => part.every !== 'once')) &&
      !options.some(perQuantity) &&
      options.length >= 2
    )
      return { options, years, decision: decisionAsked.test(folded), dearest: dearestAsked.test(folded) };
  }
  // « Et sur 3 ans ? »: the comparison just made, over another horizon.
  if (years && message.length < 60 && !new RegExp(amountPattern.source).test(message)) {
    const before = [...conversation.history]
      .reverse()
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.content)
      .find((text) => horizonOf(text) !== null && costOptionsIn(text).length >= 2);
    if (before)
      return {
        options: costOptionsIn(before),
        years,
        decision: decisionAsked.test(fold(before)),
        dearest: dearestAsked.test(fold(before)),
      };
  }
  return null;
}

// « offre A », « formule B », « devis 2 »: an option named by its label takes its article in a sentence.
const labelArticles: Record<string, string> = {
  offre: 'l’',
  option: 'l’',
  solution: 'la ',
  formule: 'la ',
  proposition: 'la ',
  devis: 'le ',
  scénario: 'le ',
  scenario: 'le ',
  choix: 'le ',
  hypothèse: 'l’',
  contrat: 'le ',
  abonnement: 'l’',
  forfait: 'le ',
};

/**
 * An option as a sentence names it: « l’offre A », or the user's words, in quotes inside a sentence
 * (« louer un copieur »), in bold when it is the answer.
 */
function mentioned(option: CostOption, as: 'quoted' | 'bold' | 'plain' = 'quoted'): string {
  const head = option.name.split(/\s+/)[0]?.toLowerCase() ?? '';
  const article = labelArticles[head];
  // « Offre 2 » as the user heads it is « l’offre 2 » inside a sentence.
  const name = article ? `${article}${head}${option.name.slice(head.length)}` : option.name;
  return as === 'bold' ? `**${name}**` : as === 'quoted' && !article ? `« ${name} »` : name;
}

const figure = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/**
 * Two options, one paying more up front and less afterwards: where their totals cross, said by the
 * month, or by the year when both pay yearly (« 1 500 € par an ; 4,7 ans »). Null when they never do.
 */
function crossingOf(
  options: CostOption[],
): { upFront: CostOption; steady: CostOption; years: number; text: string } | null {
  // A resale comes at the end of the horizon, not up front: no month of crossing can be read from it.
  if (options.length !== 2 || options.some((option) => option.parts.some((part) => part.euros < 0)))
    return null;
  const [a, b] = options as [CostOption, CostOption];
  const once = (o: CostOption) => costOver(o, 0);
  const perMonth = (o: CostOption) => costOver(o, 12) / 12 - once(o) / 12;
  const [upFront, steady] = once(a) > once(b) ? [a, b] : [b, a];
  const saved = perMonth(steady) - perMonth(upFront);
  if (!(saved > 0 && once(upFront) > once(steady))) return null;
  const extra = once(upFront) - once(steady);
  const yearly = options.every((option) => option.parts.every((part) => part.every !== 'monthly'));
  const month = Math.ceil(extra / saved);
  const when = yearly
    ? `fait économiser ${eurosSaid(saved * 12)} par an ; il faut ${figure(extra / (saved * 12))} ans pour rattraper l’écart`
    : `fait économiser ${eurosSaid(saved)} par mois ; ${plural(month, 'mois', 'mois')} (${figure(month / 12)} ans) suffisent pour rattraper l’écart`;
  return {
    upFront,
    steady,
    years: yearly ? extra / (saved * 12) : month / 12,
    text: `Le point d’équilibre : ${mentioned(upFront)} coûte ${eurosSaid(extra)} de plus au départ et ${when}. En deçà, ${mentioned(steady)} revient moins cher ; au-delà, ${mentioned(upFront)}.`,
  };
}

/**
 * A decision asked (« note de décision », « que me conseilles-tu ? »): what to choose on the figures
 * given, and whether the gap grows or turns after the horizon.
 */
function recommendation(options: CostOption[], years: number, totals: number[], order: number[]): string {
  const cheapest = options[order[0]!]!;
  const other = options[order[1]!]!;
  const gap = totals[order[1]!]! - totals[order[0]!]!;
  if (gap < 1)
    return `**Ma recommandation** : sur ${yearsSaid(years)}, les montants ne départagent pas les options ; tranchez sur ce qu’ils ne disent pas.`;
  const share = Math.round((gap / totals[order[1]!]!) * 100);
  const crossing = crossingOf(options);
  const after =
    crossing?.upFront === cheapest
      ? `, et l’écart se creuse chaque année au-delà`
      : crossing?.upFront === other
        ? ` ; au-delà de ${figure(crossing.years)} ans, ${mentioned(other)} revient moins cher`
        : '';
  const thin =
    share < 5
      ? ` L’écart est mince (${share} %) : un élément non chiffré peut suffire à renverser le choix.`
      : '';
  return `**Ma recommandation : ${mentioned(cheapest, 'plain')}.** Sur les montants donnés, c’est ${eurosSaid(gap)} de moins sur ${yearsSaid(years)}${after}.${thin}`;
}

/**
 * The options' costs over the years, the cheaper said with the gap; the dearer when the user asks
 * « qu'est-ce qui me coûte le plus cher ? » (`dearest`).
 */
export function costOverYearsReply(
  options: CostOption[],
  years: number,
  decision = false,
  dearest = false,
): string {
  const months = years * 12;
  const totals = options.map((option) => costOver(option, months));
  const order = options.map((_, index) => index).sort((a, b) => totals[a]! - totals[b]!);
  const cheapest = order[0]!;
  const next = order[1]!;
  const gap = totals[next]! - totals[cheapest]!;
  const lines = options.map((option) => `- **${capitalise(option.name)}** : ${working(option, years)}`);
  const verdict =
    gap < 1
      ? `Sur ${yearsSaid(years)}, les deux reviennent au même prix : ${eurosSaid(totals[cheapest]!)}.`
      : dearest && options.length === 2
        ? `Sur ${yearsSaid(years)}, ${mentioned(options[next]!, 'bold')} vous coûte le plus cher : ${eurosSaid(totals[next]!)}, soit ${eurosSaid(gap)} de plus que ${mentioned(options[cheapest]!)} (${eurosSaid(totals[cheapest]!)}).`
        : `Sur ${yearsSaid(years)}, ${mentioned(options[cheapest]!, 'bold')} revient le moins cher : ${eurosSaid(totals[cheapest]!)}, soit ${eurosSaid(gap)} de moins que ${mentioned(options[next]!)} (${eurosSaid(totals[next]!)}).`;
  const span = years === 1 ? 'un an' : `${plural(years, 'an')} (${months} mois)`;
  return blocks(
    decision
      ? `**Note de décision sur ${span}**, avec les montants que vous m’avez donnés :`
      : `Le calcul sur ${span}, avec les montants que vous m’avez donnés :`,
    lines.join('\n'),
    verdict,
    crossingOf(options)?.text ?? null,
    decision ? recommendation(options, years, totals, order) : null,
    `Ce calcul ne compte que ces montants : ajoutez-y ce qui change d’une option à l’autre (financement, revente, consommables, temps passé), et je le refais. Demandez « et sur ${years === 3 ? 5 : 3} ans ? » pour un autre horizon.`,
  );
}

// --- One budget, several costs ---------------------------------------------------------------------
// « Calcule ce que me coûte la camionnette sur 3 ans : crédit 420 € par mois, assurance 1 100 € par
// an… », « J'ai 6 000 € de budget cette année : une table à 2 300 €, le logiciel à 45 € par mois… »:
// each cost over the period, the total, the budget it fits or exceeds, and what to put off to fit.

export interface CostItem {
  /** The cost in the user's words, without its figure: « assurance », « refaire la salle d’attente ». */
  name: string;
  part: CostPart;
}

export interface CostBreakdown {
  items: CostItem[];
  years: number;
  /** The budget the user gave, if any. */
  budget: number | null;
}

const costAsked =
  /\b(calcul\w*|combien|co[uû]t\w*|total|budget|rentre|depasse\w*|depenses?|revient|reviendr\w*)\b/;
const oneYear = /\b(cette annee|l'annee|par an|annuel\w*|sur un an|sur 1 an|budget)\b/;
const budgetSaid = /\bbudget\b/i;

/** The costs a message lists, one figure per clause, and the budget it names. */
export function costBreakdownIn(text: string): CostBreakdown | null {
  const folded = fold(text);
  if (!costAsked.test(folded)) return null;
  const years = horizonOf(text) ?? (oneYear.test(folded) ? 1 : null);
  if (!years) return null;
  const items: CostItem[] = [];
  let budget: number | null = null;
  const clauses = text.split(/\s*(?:[,;:?!]\s+|\.\s+|\n+|\s+(?:et|puis|plus)\s+(?=\p{L}))/u);
  for (const clause of clauses) {
    const amounts = [...clause.matchAll(new RegExp(amountPattern.source, 'g'))];
    if (amounts.length !== 1) continue;
    const option = costOption(clause.replace(/\benviron\s+/i, ''));
    const value = eurosValue(amounts[0]![0].replace(/\s*(?:HT|TTC|hors taxes?)$/i, ''));
    if (budgetSaid.test(clause)) {
      budget = value?.euros ?? null;
      continue;
    }
    if (option?.parts.length !== 1 || perQuantity(option)) continue;
    const name = withoutArticle(
      truecase(option.name)
        .replace(/^(?:(?:il y a|j['’]ai|on a|avec)\s+)/i, '')
        .replace(/\s+(?:de|d['’]|à|a|pour|:)$/i, ''),
    );
    if (name.length < 2 || name.split(/\s+/).length > 8) continue;
    items.push({ name, part: option.parts[0]! });
  }
  if (items.length < 2) return null;
  // A list of one-off prices with no budget is a series of figures, not a cost to sum over time.
  if (budget === null && items.every((item) => item.part.every === 'once')) return null;
  return { items, years, budget };
}

const itemCost = (item: CostItem, years: number) =>
  costOver({ name: item.name, parts: [item.part] }, years * 12);

function itemWorking(item: CostItem, years: number): string {
  const total = eurosSaid(itemCost(item, years));
  const { part } = item;
  if (part.every === 'once') return total;
  const times = part.every === 'monthly' ? `${years * 12} mois` : plural(years, 'an');
  return `${eurosSaid(part.euros)} × ${times} = ${total}`;
}

const periodSaid = (years: number) => (years === 1 ? 'sur l’année' : `sur ${plural(years, 'an')}`);

/** What to put off to fit the budget: the cheapest one-off cost that alone brings the total within it. */
function postponed(breakdown: CostBreakdown): { item: CostItem; left: number } | null {
  const { items, years, budget } = breakdown;
  if (budget === null) return null;
  const total = items.reduce((sum, item) => sum + itemCost(item, years), 0);
  const enough = items
    .filter((item) => item.part.every === 'once' && total - itemCost(item, years) <= budget)
    .sort((a, b) => itemCost(a, years) - itemCost(b, years));
  const item = enough[0];
  return item ? { item, left: total - itemCost(item, years) } : null;
}

export function costBreakdownReply(breakdown: CostBreakdown): string {
  const { items, years, budget } = breakdown;
  const total = items.reduce((sum, item) => sum + itemCost(item, years), 0);
  const months = years * 12;
  const lines = items.map((item) => `- **${capitalise(item.name)}** : ${itemWorking(item, years)}`);
  const perMonth = `soit ${eurosSaid(total / months)} par mois`;
  let verdict = `**Total ${periodSaid(years)} : ${eurosSaid(total)}**, ${perMonth}.`;
  let advice: string | null = null;
  if (budget !== null) {
    const gap = total - budget;
    verdict =
      gap > 0
        ? `**Total ${periodSaid(years)} : ${eurosSaid(total)}**, pour un budget de ${eurosSaid(budget)} : vous le dépassez de **${eurosSaid(gap)}**.`
        : `**Total ${periodSaid(years)} : ${eurosSaid(total)}**, pour un budget de ${eurosSaid(budget)} : ça rentre, il vous reste ${eurosSaid(-gap)}.`;
    const put = postponed(breakdown);
    if (gap > 0 && put)
      advice = `Pour rentrer dans le budget, il suffit de repousser un poste : **${put.item.name}** (${eurosSaid(itemCost(put.item, years))}) : le total passe à ${eurosSaid(put.left)}.`;
  }
  return blocks(
    `Le calcul ${periodSaid(years)}${years > 1 ? ` (${months} mois)` : ''}, poste par poste, avec les montants donnés :`,
    lines.join('\n'),
    verdict,
    advice,
    'Si vous avez oublié un poste, donnez-moi son montant et je refais le total.',
  );
}

const askedPerMonth = /\b(par mois|mensuel\w*|chaque mois)\b/;
const askedToPutOff =
  /\b(repouss\w*|report(?!ag)\w*|enlev\w*|retir\w*|supprim\w*|sacrifi\w*|couper|laisser tomber|attendre)\b/;

/**
 * The breakdown asked by this message, or a question on the one just made: « et ça fait combien par
 * mois ? », « qu'est-ce que tu repousserais ? ». Null when neither.
 */
export function costBreakdownAsked(conversation: Conversation): string | null {
  const { message, history } = conversation;
  const said = costBreakdownIn(message);
  if (said) return costBreakdownReply(said);
  if (message.length > 90 || new RegExp(amountPattern.source).test(message)) return null;
  const lastUser = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  const before = lastUser ? costBreakdownIn(lastUser) : null;
  if (!before) return null;
  const folded = fold(message);
  const total = before.items.reduce((sum, item) => sum + itemCost(item, before.years), 0);
  if (askedPerMonth.test(folded)) {
    const months = before.years * 12;
    return `${capitalise(periodSaid(before.years))}, ça vous revient à **${eurosSaid(total / months)} par mois** (${eurosSaid(total)} ÷ ${months} mois).`;
  }
  if (askedToPutOff.test(folded) && before.budget !== null) {
    const put = postponed(before);
    if (!put)
      return `Aucun poste seul ne suffit à rentrer dans le budget de ${eurosSaid(before.budget)} (total ${eurosSaid(total)}) : il faut en repousser plusieurs, ou revoir le budget.`;
    return blocks(
      `Je repousserais **${put.item.name}** (${eurosSaid(itemCost(put.item, before.years))}) : c’est le plus petit poste dont le report suffit à rentrer dans le budget.`,
      `Le total passe de ${eurosSaid(total)} à **${eurosSaid(put.left)}**, sous les ${eurosSaid(before.budget)} du budget (il vous reste ${eurosSaid(before.budget - put.left)}).`,
    );
  }
  return null;
}

// --- Suppliers on a quantity -----------------------------------------------------------------------
// « Café Lugat à 21 € le kilo, livraison offerte, et Torréfaction du Port à 18,50 € le kilo mais 25 €
// de livraison par commande. J'achète 12 kilos par mois en une seule commande. Lequel est le moins
// cher ? »: each option's price per unit times the quantity, plus its fee per order, over the period.

export interface Quantity {
  count: number;
  /** The unit said with the quantity (« kilos »), or null (« on en prend 60 par mois »). */
  unit: string | null;
  period: 'mois' | 'semaine' | 'an';
  /** Orders placed over the period, and whether the user said it (else one is assumed). */
  orders: number;
  ordersSaid: boolean;
}

const countWords: Record<string, number> = { une: 1, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6 };
// « 300 kilos par mois », « 4 000 kWh par an », « 25 000 km/an », « 600 minutes chaque mois ».
const quantitySaid =
  /(?<![\d,.])(\d{1,3}(?:[ .]\d{3})+(?![\d,])|\d+(?:[,.]\d+)?)\s*(\p{L}+)?\s*(?:par|chaque|\/)\s*(mois|semaine|an|annee)\b/gu;
const ordersSaid =
  /\ben\s+(une|un|deux|trois|quatre|cinq|six|\d+)\s+(?:seule?s?\s+)?(?:commandes?|livraisons?|fois|envois?)\b|\b(une|deux|trois|quatre|cinq|six|\d+)\s+(?:commandes?|livraisons?)\s+par\s+(mois|semaine|an)\b/;
const orderWords = /^(?:commandes?|livraisons?|fois|envois?)$/;

// The folded text keeps the typed text's length: a word found in one is read in the other as typed.
const asTyped = (text: string, at: number, length: number) => text.slice(at, at + length);
// « 60 par mois »: a word that is no unit.
const stopUnits = /^(?:en|environ|a|de|du|des|pieds?)$/;

/** The quantity bought over a period and the orders it comes in, or null when none is said. */
export function quantityBought(text: string): Quantity | null {
  const folded = fold(text);
  for (const match of folded.matchAll(quantitySaid)) {
    const [, count, unit, period] = match;
    // « 12 € par mois » is a price, « 2 commandes par mois » a number of orders.
    if (!count || (unit && (orderWords.test(unit) || /^(?:euros?|eur|ht|ttc)$/.test(unit)))) continue;
    if (/^\s*(?:€|euros?\b)/.test(folded.slice(match.index + count.length))) continue;
    const orders = ordersSaid.exec(folded);
    const said =
      orders?.[1] ?? (orders?.[3] === (period === 'annee' ? 'an' : period) ? orders?.[2] : undefined);
    const number = said ? (countWords[said] ?? Number(said)) : 1;
    return {
      count: Number(count.replace(/[ .](?=\d{3}(?!\d))/g, '').replace(',', '.')),
      unit:
        unit && !stopUnits.test(unit)
          ? asTyped(text, match.index + match[0].indexOf(unit), unit.length)
          : null,
      period: period === 'annee' ? 'an' : (period as Quantity['period']),
      orders: Math.max(number, 1),
      ordersSaid: Boolean(said),
    };
  }
  return null;
}

/** The options priced per unit and the quantity bought, when the request compares them on it. */
function perQuantityIn(message: string): { options: CostOption[]; quantity: Quantity } | null {
  const folded = fold(message);
  if (!sumAsked.test(folded) && !decisionAsked.test(folded)) return null;
  const quantity = quantityBought(message);
  if (!quantity) return null;
  const options = costOptionsIn(message);
  if (options.length < 2 || !options.every((option) => option.parts.some((part) => part.every === 'unit')))
    return null;
  return { options, quantity };
}

// « et pour 2 500 kWh ? », « avec 900 minutes par mois ? »: the same offers on another volume.
const otherVolume =
  /(?<![\d,.])(\d{1,3}(?:[ .]\d{3})+(?![\d,])|\d+(?:[,.]\d+)?)\s*(\p{L}+)?(?:\s*(?:par|chaque|\/)\s*(mois|semaine|an|annee)\b)?/u;

/**
 * The options priced per unit and the quantity bought, when the request compares them on it; or the
 * comparison just made, on the volume a short follow-up gives. With the horizon said, if any.
 */
export function costPerQuantityAsked(
  conversation: Conversation,
): { options: CostOption[]; quantity: Quantity; years: number | null } | null {
  const { message, history } = conversation;
  const said = perQuantityIn(message);
  if (said) return { ...said, years: horizonOf(message) };
  if (message.length > 80 || new RegExp(amountPattern.source).test(message)) return null;
  const lastUser = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  const before = lastUser ? perQuantityIn(lastUser) : null;
  if (!before) return null;
  const volume = otherVolume.exec(fold(message));
  const unit = volume?.[2];
  const count = volume?.[1] ? Number(volume[1].replace(/[ .](?=\d{3}(?!\d))/g, '').replace(',', '.')) : 0;
  // The number must be a volume in the unit counted (« 2 500 kWh »), or a bare one (« et pour 2 500 ? »).
  const units = [before.quantity.unit, ...before.options.flatMap((o) => o.parts.map((p) => p.unit))]
    .filter((u): u is string => Boolean(u))
    .map((u) => fold(u).replace(/s$/, ''));
  if (!(count > 0) || (unit && !units.includes(unit.replace(/s$/, '')))) return null;
  const period = volume?.[3] ? (volume[3] === 'annee' ? 'an' : (volume[3] as Quantity['period'])) : null;
  return {
    options: before.options,
    quantity: { ...before.quantity, count, ...(period ? { period } : {}) },
    years: horizonOf(message) ?? horizonOf(lastUser!),
  };
}

const per = (quantity: Quantity) => (quantity.period === 'an' ? 'par an' : `par ${quantity.period}`);

/** Months in the quantity's period. */
const monthsIn = (quantity: Quantity) =>
  quantity.period === 'an' ? 12 : quantity.period === 'mois' ? 1 : 12 / 52;

/** An option's fixed cost over the quantity's period (its subscription per month or per year). */
const fixedCost = (option: CostOption, quantity: Quantity) =>
  option.parts.reduce(
    (sum, part) =>
      sum +
      (part.every === 'monthly'
        ? part.euros * monthsIn(quantity)
        : part.every === 'yearly'
          ? (part.euros * monthsIn(quantity)) / 12
          : 0),
    0,
  );

const unitPrice = (option: CostOption) =>
  option.parts.filter((part) => part.every === 'unit').reduce((sum, part) => sum + part.euros, 0);
const orderFee = (option: CostOption) =>
  option.parts.filter((part) => part.every === 'order').reduce((sum, part) => sum + part.euros, 0);

/** What one option costs over the quantity's period: units × price, plus the fees per order and per period. */
function quantityCost(option: CostOption, quantity: Quantity): number {
  return (
    unitPrice(option) * quantity.count + orderFee(option) * quantity.orders + fixedCost(option, quantity)
  );
}

// Units written as abbreviations keep one spelling (« 1 kWh », « 4 000 kWh »).
const abbreviations: Record<string, string> = {
  kwh: 'kWh',
  mwh: 'MWh',
  km: 'km',
  kg: 'kg',
  min: 'min',
  sms: 'SMS',
  go: 'Go',
  m3: 'm³',
  'm³': 'm³',
  l: 'l',
  colis: 'colis',
};

/** The unit the quantity is counted in: as said with it, else the options' (« 6,20 € la bouteille »). */
function unitOf(options: CostOption[], quantity: Quantity): { one: string; many: string } | null {
  const said = quantity.unit ?? options.flatMap((option) => option.parts).find((part) => part.unit)?.unit;
  if (!said) return null;
  const abbreviation = abbreviations[said.toLowerCase()];
  if (abbreviation) return { one: abbreviation, many: abbreviation };
  const one = /(?:eaux|eux)$/.test(said) ? said.slice(0, -1) : /[^s]s$/.test(said) ? said.slice(0, -1) : said;
  return { one, many: /[sxz]$/.test(one) ? one : /(?:eau|eu)$/.test(one) ? `${one}x` : `${one}s` };
}

/** « 15 € × 12 mois », « 180 € ÷ 12 mois »: a fixed part brought to the quantity's period. */
function fixedWorking(part: CostPart, quantity: Quantity): string {
  const euros = eurosToTheCent(part.euros);
  const monthly = part.every === 'monthly';
  if (quantity.period === 'mois') return monthly ? `${euros} par mois` : `${euros} ÷ 12 mois`;
  if (quantity.period === 'an') return monthly ? `${euros} × 12 mois` : `${euros} par an`;
  return monthly ? `${euros} × 12 ÷ 52 semaines` : `${euros} ÷ 52 semaines`;
}

function quantityWorking(option: CostOption, quantity: Quantity, counted: string): string {
  const unit = counted ? ` ${counted}` : '';
  const terms = option.parts
    .filter((part) => part.every !== 'once')
    .map((part) =>
      part.every === 'unit'
        ? `${unitPriceSaid(part.euros)} × ${figure(quantity.count)}${unit}`
        : part.every === 'order'
          ? quantity.orders > 1
            ? `${eurosToTheCent(part.euros)} × ${plural(quantity.orders, 'commande')}`
            : `${eurosToTheCent(part.euros)} de livraison`
          : fixedWorking(part, quantity),
    );
  return `${terms.join(' + ')} = **${eurosToTheCent(quantityCost(option, quantity))}**`;
}

/** « **L’offre B** », « **Minoterie Leroux** »: an option named at the head of a sentence. */
const headOfSentence = (option: CostOption) =>
  mentioned(option, 'bold').replace(
    /^(\*\*)(\p{Ll})/u,
    (_all, stars: string, first: string) => `${stars}${first.toUpperCase()}`,
  );

/**
 * Two options, one cheaper per unit but with a fee per order: the quantity per order where they
 * cross. Only fees per order and prices per unit: a subscription is read by `volumeCrossing`.
 */
function orderCrossing(options: CostOption[], units: { one: string; many: string } | null): string | null {
  if (options.length !== 2) return null;
  const [a, b] = options as [CostOption, CostOption];
  const [low, high] = unitPrice(a) < unitPrice(b) ? [a, b] : [b, a];
  const saved = unitPrice(high) - unitPrice(low);
  const extra = orderFee(low) - orderFee(high);
  if (
    !(saved > 0 && extra > 0) ||
    options.some((o) => o.parts.some((p) => p.every !== 'unit' && p.every !== 'order'))
  )
    return null;
  const threshold = Math.ceil(extra / saved - 1e-9);
  const name = (o: CostOption) => mentioned(o, 'plain');
  const counts = units ? ` ${threshold > 1 ? units.many : units.one}` : '';
  return `Le point d’équilibre : ${name(low)} coûte ${eurosToTheCent(saved)} de moins ${units ? `par ${units.one}` : 'à l’unité'} mais ${eurosToTheCent(extra)} de plus par commande ; à partir de ${figure(threshold)}${counts} par commande, ${name(low)} revient moins cher, en dessous c’est ${name(high)}.`;
}

/**
 * The two cheapest options, one with a higher fixed part (a subscription per month or per year) and
 * a lower price per unit: the volume where they cost the same, with its working; or, when one is
 * lower on both, that it stays cheaper whatever the volume. Null when fees per order are in play.
 */
function volumeCrossing(
  options: CostOption[],
  quantity: Quantity,
  order: number[],
  units: { one: string; many: string } | null,
): string | null {
  const [a, b] = [options[order[0]!]!, options[order[1]!]!];
  if ([a, b].some((o) => orderFee(o) > 0)) return null;
  const [fa, fb] = [fixedCost(a, quantity), fixedCost(b, quantity)];
  if (fa === 0 && fb === 0) return null;
  const [ua, ub] = [unitPrice(a), unitPrice(b)];
  const perUnitSaid = units ? `par ${units.one}` : 'à l’unité';
  const name = (o: CostOption) => mentioned(o, 'plain');
  if (Math.abs(ua - ub) < 1e-9 || Math.abs(fa - fb) < 0.005) return null;
  // One lower on both: no volume turns the choice.
  if (ua < ub === fa < fb)
    return `${capitalise(name(ua < ub ? a : b))} l’emporte sur les deux tableaux, partie fixe et prix ${perUnitSaid} : aucun volume ne renverse l’écart.`;
  const [steady, upFront] = ua < ub ? [a, b] : [b, a];
  // « steady » pays more fixed and less per unit (« upFront » the reverse): they cross at this volume.
  const [fixedHigh, fixedLow] = [fixedCost(steady, quantity), fixedCost(upFront, quantity)];
  const [priceHigh, priceLow] = [unitPrice(upFront), unitPrice(steady)];
  const exact = (fixedHigh - fixedLow) / (priceHigh - priceLow);
  // To the tenth below 100 (« 21,4 colis »), to the unit above (« ≈ 5 833 copies »).
  const threshold = exact >= 100 ? Math.round(exact) : Math.round(exact * 10) / 10;
  const counts = units ? ` ${threshold > 1 ? units.many : units.one}` : '';
  const volume = `${Math.abs(threshold - exact) < 1e-6 ? '=' : '≈'} **${figure(threshold)}${counts} ${per(quantity)}**`;
  const fixedGap = fixedLow
    ? `(${eurosToTheCent(fixedHigh)} − ${eurosToTheCent(fixedLow)})`
    : eurosToTheCent(fixedHigh);
  return `Le point d’équilibre : ${name(steady)} a une partie fixe plus élevée (${eurosToTheCent(fixedHigh)} ${per(quantity)}${fixedLow ? ` contre ${eurosToTheCent(fixedLow)}` : `, contre aucune pour ${name(upFront)}`}) mais un prix ${perUnitSaid} plus bas (${unitPriceSaid(priceLow)} contre ${unitPriceSaid(priceHigh)}) : ${fixedGap} ÷ (${unitPriceSaid(priceHigh)} − ${unitPriceSaid(priceLow)}) ${volume}. Au-delà, ${name(steady)} revient moins cher ; en dessous, ${name(upFront)}.`;
}

export function costPerQuantityReply(
  options: CostOption[],
  quantity: Quantity,
  years: number | null = null,
): string {
  const totals = options.map((option) => quantityCost(option, quantity));
  const order = options.map((_, index) => index).sort((a, b) => totals[a]! - totals[b]!);
  const [cheapest, next] = [order[0]!, order[1]!];
  const gap = totals[next]! - totals[cheapest]!;
  const units = unitOf(options, quantity);
  const counted = units ? (quantity.count > 1 ? units.many : units.one) : '';
  const unit = counted ? ` ${counted}` : '';
  const ordered = options.some((option) => orderFee(option) > 0);
  // Goods come in orders; energy, minutes or kilometres do not.
  const used = !ordered && Boolean(units && usageUnit.test(fold(units.one)));
  const inOrders = !ordered
    ? ''
    : quantity.ordersSaid
      ? quantity.orders > 1
        ? ` en ${plural(quantity.orders, 'commande')}`
        : ' en une commande'
      : ` (comptés en une commande ${per(quantity)} : dites-moi si vous en passez plus)`;
  const perYear = 12 / monthsIn(quantity);
  const over =
    years && years > 1
      ? `, ${eurosToTheCent(gap * perYear * years)} sur ${yearsSaid(years)}`
      : quantity.period !== 'an'
        ? `, ${eurosToTheCent(gap * perYear)} sur un an`
        : '';
  // A figure said without its period (« 50 € de frais de mise en service »): paid once, said apart.
  const unspread = options.flatMap((option) =>
    option.parts
      .filter((part) => part.every === 'once' && part.euros > 0)
      .map((part) => `${eurosToTheCent(part.euros)} pour ${mentioned(option, 'plain')}`),
  );
  return blocks(
    `Le coût ${per(quantity)} pour ${figure(quantity.count)}${unit}${inOrders} :`,
    options
      .map((option) => `- **${capitalise(option.name)}** : ${quantityWorking(option, quantity, counted)}`)
      .join('\n'),
    gap < 0.5
      ? `${options.length === 2 ? 'Les deux' : 'Les deux options les moins chères'} reviennent au même prix : ${eurosToTheCent(totals[cheapest]!)} ${per(quantity)}.`
      : `${headOfSentence(options[cheapest]!)} revient le moins cher : ${eurosToTheCent(totals[cheapest]!)} ${per(quantity)}, soit ${eurosToTheCent(gap)} de moins ${withQue(mentioned(options[next]!, 'plain'))} (${eurosToTheCent(totals[next]!)})${over}.`,
    orderCrossing(options, units) ?? volumeCrossing(options, quantity, order, units),
    unspread.length
      ? `À payer une fois, en plus de ce coût : ${unspread.join(', ')}. Si ce montant revient chaque mois ou chaque année, dites-le-moi et je refais le calcul.`
      : null,
    used
      ? 'Ce calcul ne compte que ces prix : la durée d’engagement, les frais de mise en service ou une hausse des tarifs peuvent changer la donne. Donnez-moi un autre volume et je le refais.'
      : 'Ce calcul ne compte que ces prix : la qualité, les délais et un minimum de commande peuvent compter autant. Donnez-moi une autre quantité et je le refais.',
  );
}
