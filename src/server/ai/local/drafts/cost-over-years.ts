// « Comparez sur 5 ans : louer un copieur 95 € HT par mois, ou l'acheter 3 800 € HT avec une
// maintenance à 300 € par an » (issue 41, reasoning over what the user gives): each option's cost
// summed over the years asked, the working shown line by line, the cheaper one said with the gap, and
// the month the two cross. « Et sur 3 ans ? » asks the same sum over another horizon.
import { capitalise, eurosSaid, fold, plural, withoutArticle } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { truecase } from '../understanding/truecase.ts';
import { blocks } from './compose.ts';

export interface CostPart {
  euros: number;
  /** How often it is paid: once, each month, each year. */
  every: 'once' | 'monthly' | 'yearly';
}

export interface CostOption {
  /** The option in the user's words, without its figures: « louer un copieur ». */
  name: string;
  parts: CostPart[];
}

const numberWords: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, dix: 10 };

/** « sur 5 ans », « sur trois ans », « à 4 ans »: the horizon in years, or null. */
export function horizonOf(text: string): number | null {
  const match = /\b(?:sur|a|en|pendant|over)\s+(\d{1,2}|deux|trois|quatre|cinq|six|dix)\s+ans?\b/.exec(
    fold(text),
  );
  if (!match?.[1]) return null;
  const years = numberWords[match[1]] ?? Number(match[1]);
  return years >= 1 && years <= 20 ? years : null;
}

const monthly = /^\s*(?:HT|TTC)?\s*(?:par mois|\/\s*mois|mensuel\w*|chaque mois|le mois)/i;
const yearly =
  /^\s*(?:HT|TTC)?\s*(?:par an|\/\s*an\b|par année|annuel\w*|chaque année|l['’]année|l['’]an\b)/i;

/** One option's figures, each with how often it is paid, and its name (the words before them). */
export function costOption(text: string): CostOption | null {
  const parts: CostPart[] = [];
  let first = -1;
  for (const match of text.matchAll(new RegExp(amountPattern.source, 'g'))) {
    const value = eurosValue(match[0].replace(/\s*(?:HT|TTC|hors taxes?)$/i, ''));
    if (!value) continue;
    if (first < 0) first = match.index;
    // The period may be inside the match (« 95 € par mois ») or just after it.
    const said = `${value.rest} ${text.slice(match.index + match[0].length, match.index + match[0].length + 20)}`;
    const every = monthly.test(said) ? 'monthly' : yearly.test(said) ? 'yearly' : 'once';
    parts.push({ euros: value.euros, every });
  }
  if (!parts.length) return null;
  const name = text
    .slice(0, first)
    .replace(/^[\s,:;–-]*(?:(?:et|ou|soit)\s+)?/i, '')
    .replace(/\s+(?:à|a|pour|au prix de|qui coûte|coûtant|:)\s*$/i, '')
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

/** « 95 € × 60 mois = 5 700 € », « 3 800 € + 300 € × 5 ans = 5 300 € ». */
function working(option: CostOption, years: number): string {
  const terms = option.parts.map((part) =>
    part.every === 'once'
      ? eurosSaid(part.euros)
      : part.every === 'monthly'
        ? `${eurosSaid(part.euros)} × ${years * 12} mois`
        : `${eurosSaid(part.euros)} × ${plural(years, 'an')}`,
  );
  const total = eurosSaid(costOver(option, years * 12));
  return terms.length === 1 && option.parts[0]?.every === 'once' ? total : `${terms.join(' + ')} = ${total}`;
}

/** The options a request compares: the clauses, split on « ou » / « et » / « ; », each with a figure. */
export function costOptionsIn(text: string): CostOption[] {
  // The question after the options (« , lequel revient le moins cher ? ») is not an option.
  const body = (text.includes(':') ? text.slice(text.indexOf(':') + 1) : text)
    // « compare sur 3 ans le logiciel Tempo… »: the request's own words are not an option's name.
    .replace(
      /^\s*(?:[\p{L}’'-]+\s+){0,4}?(?:compar|calcul|chiffr)\p{L}*(?:[\s-]+(?:moi|nous))?\s+(?:sur\s+\S+\s+ans?\s+)?/iu,
      '',
    )
    .replace(
      /[,.]?\s*(?:lequel|laquelle|lesquels|quel(?:le)?|qu['’]est-ce|c['’]est quoi|qui)\b[^.]*\?\s*$/i,
      '',
    )
    .replace(/[?.!\s]+$/, '');
  const clauses = body.split(/\s*(?:[,;]\s*)?\b(?:ou bien|ou|et|contre|versus|vs\.?)\s+(?=\p{L})/iu);
  // A clause without a figure belongs to the one before it (« maintenance comprise »).
  const merged: string[] = [];
  for (const clause of clauses) {
    if (new RegExp(amountPattern.source).test(clause) || !merged.length) merged.push(clause);
    else merged[merged.length - 1] += ` et ${clause}`;
  }
  // Each option stated with its first figure; « plus 30 € par mois » stays with its option.
  const options = merged.map(costOption).filter((option): option is CostOption => option !== null);
  return options.length >= 2 && options.length <= 4 ? options : [];
}

const sumAsked =
  /\b(compar\w*|revient|reviendr\w*|moins cher|plus cher|rentable|vaut(?:-il)? mieux|cout\w* total|au total|lequel|laquelle)\b/;

/** The cost comparison asked: options with figures and a horizon, read from the request or its revision. */
export function costOverYearsAsked(
  conversation: Conversation,
): { options: CostOption[]; years: number } | null {
  const { message } = conversation;
  const folded = fold(message);
  const years = horizonOf(message);
  if (years && sumAsked.test(folded)) {
    const options = costOptionsIn(message);
    if (options.some((option) => option.parts.some((part) => part.every !== 'once')) && options.length >= 2)
      return { options, years };
  }
  // « Et sur 3 ans ? »: the comparison just made, over another horizon.
  if (years && message.length < 60 && !new RegExp(amountPattern.source).test(message)) {
    const before = [...conversation.history]
      .reverse()
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.content)
      .find((text) => horizonOf(text) !== null && costOptionsIn(text).length >= 2);
    if (before) return { options: costOptionsIn(before), years };
  }
  return null;
}

export function costOverYearsReply(options: CostOption[], years: number): string {
  const months = years * 12;
  const totals = options.map((option) => costOver(option, months));
  const order = options.map((_, index) => index).sort((a, b) => totals[a]! - totals[b]!);
  const cheapest = order[0]!;
  const next = order[1]!;
  const gap = totals[next]! - totals[cheapest]!;
  const lines = options.map((option) => `- **${capitalise(option.name)}** : ${working(option, years)}`);
  // Two options, one paying more up front and less each month: the month their totals cross.
  let crossing: string | null = null;
  if (options.length === 2) {
    const [a, b] = options as [CostOption, CostOption];
    const once = (o: CostOption) => costOver(o, 0);
    const perMonth = (o: CostOption) => costOver(o, 12) / 12 - once(o) / 12;
    const [upFront, steady] = once(a) > once(b) ? [a, b] : [b, a];
    const saved = perMonth(steady) - perMonth(upFront);
    if (saved > 0 && once(upFront) > once(steady)) {
      const month = Math.ceil((once(upFront) - once(steady)) / saved);
      crossing = `Le point d’équilibre : « ${upFront.name} » coûte ${eurosSaid(once(upFront) - once(steady))} de plus au départ et fait économiser ${eurosSaid(saved)} par mois ; ${plural(month, 'mois', 'mois')} (${(month / 12).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ans) suffisent pour rattraper l’écart. En deçà, « ${steady.name} » revient moins cher ; au-delà, « ${upFront.name} ».`;
    }
  }
  const verdict =
    gap < 1
      ? `Sur ${plural(years, 'an')}, les deux reviennent au même prix : ${eurosSaid(totals[cheapest]!)}.`
      : `Sur ${plural(years, 'an')}, **${options[cheapest]!.name}** revient le moins cher : ${eurosSaid(totals[cheapest]!)}, soit ${eurosSaid(gap)} de moins que « ${options[next]!.name} » (${eurosSaid(totals[next]!)}).`;
  return blocks(
    `Le calcul sur ${plural(years, 'an')} (${months} mois), avec les montants que vous m’avez donnés :`,
    lines.join('\n'),
    verdict,
    crossing,
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
    if (option?.parts.length !== 1) continue;
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
  /\b(repouss\w*|report\w*|enlev\w*|retir\w*|supprim\w*|sacrifi\w*|couper|laisser tomber|attendre)\b/;

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
