// "Lequel choisir ?" after a comparison: the options and criteria of that comparison, weighed with
// what the user said of each option since (prices, "plus simple", "pas de support"), give one choice,
// its reason, and what would change it. Offline, nothing is invented: without facts the choice is
// said to be provisional, and the facts that would settle it are asked.

import { asYours, capitalise, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, listWords } from './compose.ts';
import { quotesOf, quotesRecommendation } from './given-quotes.ts';

const orWords = (words: string[]) => listWords(words).replace(/ et ([^,]*)$/, ' ou $1');

interface Comparison {
  options: string[];
  criteria: string[];
  /** The request of the comparison, the user turns said after it, and the question itself. */
  said: string[];
  /** Only what was said after the comparison: where the user's priority is read. */
  later: string[];
}

/** The options (columns) and criteria (rows or numbered items) of a comparison reply. */
function comparisonIn(reply: string, company: string | null): Omit<Comparison, 'said' | 'later'> | null {
  const lines = reply.split('\n');
  const header = lines.find((line) => /^\|\s*Critère\s*\|/.test(line));
  if (header) {
    const cells = header
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean)
      .slice(1);
    // A table of criteria ("Ce qu'on compare | Où le trouver") names no option; a competitor study
    // puts the user's own company first, which is not an option to choose.
    const options = /^ce qu.on compare$/i.test(cells[0] ?? '')
      ? []
      : cells.filter((cell) => cell !== 'Nous' && fold(cell) !== fold(company ?? ''));
    const criteria = lines
      .filter((line) => /^\|/.test(line) && !/^\|\s*(?:Critère|-)/.test(line))
      .map((line) =>
        (line.split('|')[1] ?? '')
          .replace(/\*\*/g, '')
          .replace(/\s*\(.*\)\s*$/, '')
          .trim(),
      )
      .filter(Boolean);
    return { options, criteria };
  }
  // "5 critères pour comparer…": a numbered list of criteria, « **Nom** — ce qu'on regarde ».
  if (/critères pour (?:comparer|choisir)/.test(reply)) {
    const criteria = lines
      .map((line) => /^\s*\d+\.\s+\*\*([^*]+)\*\*/.exec(line)?.[1]?.trim())
      .filter((name): name is string => Boolean(name));
    return criteria.length ? { options: [], criteria } : null;
  }
  return null;
}

/** The last comparison of the conversation, with what the user said after it. */
function lastComparison(conversation: Conversation): Comparison | null {
  const turns = conversation.history;
  for (let index = turns.length - 1, seen = 0; index >= 0 && seen < 3; index -= 1) {
    const turn = turns[index];
    if (turn?.role !== 'assistant') continue;
    seen += 1;
    const found = comparisonIn(turn.content, conversation.company.name);
    if (!found) continue;
    // The request that asked for the comparison may give prices too (« Free Pro à 39,99 € »).
    const asked = turns[index - 1]?.role === 'user' ? [turns[index - 1]?.content ?? ''] : [];
    const later = [
      ...turns.slice(index + 1).flatMap((turn) => (turn.role === 'user' ? [turn.content] : [])),
      conversation.message,
    ];
    return { ...found, said: [...asked, ...later], later };
  }
  return null;
}

// What the user may put first, in their words, and the criteria it points to.
const priorities: Array<{ words: RegExp; criterion: RegExp; label: string }> = [
  {
    words: /\b(budget|moins cher\w*|pas cher\w*|economi\w*|couts?|prix|tarifs?|serre|rentab\w*|argent)\b/,
    criterion: /prix|cout|frais|tarif/,
    label: 'le prix',
  },
  {
    words:
      /\b(simples?|simplicite|faciles?|facilite|prise en main|pas (?:tres |du tout |trop )?techniques?|debutants?|sans competences?|intuiti\w*)\b/,
    criterion: /prise en main|facilit|simpl/,
    label: 'la simplicité',
  },
  {
    words: /\b(support|service client|assistance|accompagn\w*|joignables?|reactivite)\b/,
    criterion: /support|service|reactivit/,
    label: 'le support',
  },
  {
    words: /\b(qualite|fiabilite|fiables?|solides?)\b/,
    criterion: /qualit|fiabilit/,
    label: 'la qualité',
  },
  {
    words: /\b(vite|rapides?|rapidement|urgent\w*|delais?)\b/,
    criterion: /delai|livraison/,
    label: 'les délais',
  },
  {
    words: /\b(evoluer|evolution|grandir|croissance|long terme|a terme|personnalis\w*|flexib\w*|souple)\b/,
    criterion: /integration|fonction|besoin|engagement|reversib/,
    label: 'la capacité à évoluer',
  },
];

const better =
  /\b(moins cher\w*|pas cher\w*|gratuit\w*|simples?|faciles?|intuiti\w*|complet\w*|rapides?|fiables?|reacti\w*|inclu\w*|sans engagement|souples?|flexibles?|meilleur\w*|excellent\w*|pratiques?|en francais|bien note\w*|bons? avis|prefere\w*|aime\w*)\b/;
const worse =
  /\b(plus cher\w*|trop cher\w*|couteu\w*|cher|compliqu\w*|lents?|limite\w*|pas de|sans support|mauvais\w*|engagement de|frais caches?|lourd\w*|techniques?|bug\w*|nul\w*|manque\w*|decevant\w*|injoignables?)\b/;

interface Known {
  price: number | null;
  good: string[];
  bad: string[];
}

const amountOf = (text: string): number | null => {
  if (/\bgratuit\w*\b/.test(fold(text))) return 0;
  const match = /(\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(?:€|euros?|%)/.exec(text);
  return match?.[1] ? Number(match[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')) : null;
};

/** What the user said of each option: its price and its good and bad points, as said. */
function knownOf(options: string[], said: string[]): Map<string, Known> {
  const known = new Map(options.map((option) => [option, { price: null, good: [], bad: [] } as Known]));
  const keyOf = (option: string) =>
    fold(option)
      .split(/\s+/)
      .find((word) => word.length > 2 && !/^(les?|la|des|une?|mon|ma|nos|notre)$/.test(word)) ?? fold(option);
  const clauses = said.flatMap((text) =>
    text.split(
      /\s*[.;!?\n]\s*|,\s+|\s+(?:et|mais|alors que|tandis que)\s+(?=\S+\s+(?:est|a|coute|fait|propose|demande|n'|reste|\d)|(?:celle|celui|l['’]offre|le|la|les)\b)/u,
    ),
  );
  let last: string | null = null;
  for (const clause of clauses) {
    const folded = fold(clause);
    const named = options.filter((option) =>
      new RegExp(
        `(?<![\\p{L}\\d])${keyOf(option).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`,
        'u',
      ).test(folded),
    );
    // "WooCommerce 10 €" after "Shopify coûte 39 €": a clause names one option; "il" is the last one.
    const option: string | null | undefined =
      named.length === 1 ? named[0] : named.length === 0 && /^\s*(il|elle)\b/.test(folded) ? last : null;
    if (!option) continue;
    last = option;
    const entry = known.get(option);
    if (!entry) continue;
    const price = amountOf(clause);
    if (price !== null && entry.price === null) entry.price = price;
    const rest = clause
      .trim()
      .replace(/^(?:mais|et|par contre|en revanche)\s+/i, '')
      .replace(/[.!?]+$/, '');
    if (worse.test(folded) && !/\b(moins|pas) cher/.test(folded)) entry.bad.push(rest);
    else if (better.test(folded)) entry.good.push(rest);
  }
  return known;
}

// A course of action that keeps things as they are: the one that commits to nothing.
// So does renting, trying or handing the work out: it can be undone.
const statusQuo =
  /^(rester|garder|continuer|conserver|attendre|ne (?:rien|pas)|statu quo|tout faire|faire nous-memes|le faire|rien|louer|tester|essayer|sous-trait\w*|externalis\w*)/;

const shown = (value: number, all: Array<number | null>) =>
  all.some((other) => other !== null && !Number.isInteger(other)) || value < 100
    ? `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value)}`
    : new Intl.NumberFormat('fr-FR').format(value);

/** The recommendation after a comparison, or null when the conversation holds none. */
export function recommendationReply(conversation: Conversation): string | null {
  // Offers the user described in full: the pick under the constraint said with the question.
  const quotes = quotesOf(conversation);
  if (quotes) return quotesRecommendation(conversation, quotes);
  const comparison = lastComparison(conversation);
  if (!comparison) return null;
  const { criteria, said } = comparison;
  const options = comparison.options;
  const criteriaText = listWords(criteria.slice(0, 3).map((name) => name.toLowerCase()));
  const activity = conversation.request.facts.activity;
  const context = activity ? asYours(activity) : undefined;
  if (options.length < 2) {
    const [first, second] = criteria;
    return blocks(
      `Pour trancher, il me faut les options elles-mêmes : je n’ai encore que les critères${criteriaText ? ` (${criteriaText})` : ''}.`,
      `**Ma règle de choix :** retenez celle qui a la meilleure note sur **${(first ?? 'le premier critère').toLowerCase()}**${second ? ` ; à égalité, départagez sur **${second.toLowerCase()}**` : ''}. Un bon prix ne rattrape pas un écart sur le premier critère.`,
      'Donnez-moi les noms et ce que vous savez de chacune (par exemple « A : 4,20 € l’unité, livré en 5 jours ; B : 3,90 €, livré en 10 jours ») et je vous dis laquelle prendre, et pourquoi.',
    );
  }
  const all = said.join(' \n ');
  // The user's priority: said in the question first, then in what was said since, then the first criterion.
  // Only words not said of one option: "Shine n'a pas de support" is a fact, "je ne suis pas
  // technique" a priority.
  const keys = options.map((option) => fold(option).split(/\s+/)[0] ?? '');
  const unattributed = (text: string) =>
    fold(text)
      .split(/[.;!?\n,]|\s+(?:et|mais)\s+/)
      .filter((clause) => !keys.some((key) => key.length > 2 && clause.includes(key)))
      .join(' ; ');
  const priority =
    priorities.find((entry) => entry.words.test(unattributed(conversation.message))) ??
    priorities.find((entry) => entry.words.test(unattributed(comparison.later.join(' \n ')))) ??
    null;
  const criterion =
    (priority && criteria.find((name) => priority.criterion.test(fold(name)))) ?? criteria[0] ?? null;
  // What the choice turns on: the user's priority as they said it, else the grid's criterion.
  const topic = priority
    ? criterion && priority.criterion.test(fold(criterion))
      ? `le critère **${criterion.toLowerCase()}**`
      : `**${priority.label}**`
    : `le critère **${(criterion ?? 'le premier de la grille').toLowerCase()}**`;
  const known = knownOf(options, said);
  const priced = options.filter((option) => known.get(option)?.price !== null);
  const prices = options.map((option) => known.get(option)?.price ?? null);
  const score = (option: string) =>
    (known.get(option)?.good.length ?? 0) - (known.get(option)?.bad.length ?? 0);
  let pick: string;
  let reason: string;
  let change: string;
  const others = (chosen: string) => options.filter((option) => option !== chosen);
  const byPriority =
    priority && priority.label !== 'le prix'
      ? options.filter((option) => known.get(option)?.good.some((point) => priority.words.test(fold(point))))
      : [];
  if (priced.length >= 2 && (!priority || priority.label === 'le prix') && !byPriority.length) {
    const sorted = [...priced].sort((a, b) => (known.get(a)?.price ?? 0) - (known.get(b)?.price ?? 0));
    pick = sorted[0] as string;
    const next = sorted[1] as string;
    const unit = /%/.test(all) && !/€|euro/.test(all) ? ' %' : ' €';
    const cost = (option: string) => `${shown(known.get(option)?.price ?? 0, prices)}${unit}`;
    reason = `c’est l’option la moins chère d’après vos chiffres (${cost(pick)} contre ${cost(next)} pour ${next})${score(pick) < 0 ? `, malgré ce que vous en dites (« ${known.get(pick)?.bad[0]} »)` : ''}`;
    change = `si ${next} vous fait gagner plus que l’écart de prix sur le critère **${(criteria.find((name) => !/prix|cout|frais/.test(fold(name))) ?? 'service').toLowerCase()}** (du temps, des ventes, moins de soucis), il devient le meilleur choix`;
  } else if (
    byPriority.length === 1 ||
    (options.some((option) => score(option) !== 0) && new Set(options.map(score)).size > 1)
  ) {
    pick = byPriority[0] ?? ([...options].sort((a, b) => score(b) - score(a))[0] as string);
    const points = known.get(pick)?.good ?? [];
    reason = points.length
      ? `c’est ce que vous en dites : « ${points.slice(0, 2).join(' », « ')} »${priority ? `, et ${priority.label} compte le plus pour vous` : ''}`
      : `c’est celle dont vous ne m’avez signalé aucun défaut, alors que vous dites ${listWords(others(pick).map((option) => `« ${known.get(option)?.bad[0] ?? `${option} est moins bien noté`} »`))}`;
    change = `si ${orWords(others(pick))} fait mieux sur ${topic} lors d’un essai ou d’un devis, ou si ${pick} ne tient pas ses promesses sur vos cas réels`;
  } else {
    const keeping = options.find((option) => statusQuo.test(fold(option)));
    if (keeping) {
      pick = keeping;
      const move = others(keeping);
      reason = `c’est l’option qui ne vous engage à rien et que vous pouvez quitter à tout moment, alors qu${/^[aeiouyhéèê]/i.test(move[0] ?? '') ? '’' : 'e '}${listWords(move.map((option) => option.charAt(0).toLowerCase() + option.slice(1)))} engage${move.length > 1 ? 'nt' : ''} des frais et une durée${criterion ? ` ; sur le critère **${criterion.toLowerCase()}**, rien de ce que vous m’avez dit ne justifie encore ce changement` : ''}`;
      change = `si ${listWords(move.map((option) => option.charAt(0).toLowerCase() + option.slice(1)))} vous rapporte plus qu’il ne coûte sur un an (clients, chiffre d’affaires, équipe), ou si la situation actuelle commence à vous coûter (clients perdus, équipe à l’étroit, temps perdu)`;
    } else {
      pick = options[0] as string;
      reason = `sans vos relevés, je ne peux pas affirmer qu’une option est meilleure : je retiens provisoirement la première que vous avez citée, à confirmer sur ${topic}, ${priority ? 'ce qui compte le plus pour vous' : 'le critère qui pèse le plus'}`;
      change = `si ${orWords(others(pick))} fait mieux sur ${topic}, ou si ${pick} échoue à l’essai sur un de vos cas réels`;
    }
  }
  const provisional = priced.length < 2 && options.every((option) => score(option) === 0);
  return blocks(
    `**Ma recommandation : ${capitalise(pick)}**${context ? `, pour ${context}` : ''}.`,
    `**Pourquoi :** ${reason}.`,
    `**Ce qui changerait mon choix :** ${change}.`,
    criteriaText && `_Critères pris en compte, dans l’ordre de la grille : ${criteriaText}._`,
    provisional &&
      `Pour trancher sur des faits, donnez-moi ce que vous savez de chacune (par exemple « ${options[0]} : ${criteria[0]?.toLowerCase() ?? 'prix'} … ; ${options[1]} : … ») et je confirme ou je change de recommandation.`,
  );
}
