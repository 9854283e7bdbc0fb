// « J'ai trois affaires : Garage Morel 12 000 € signature probable en janvier, Boulangerie Paul
// 3 500 € très chaude, Mairie de Dinan 40 000 € mais appel d'offres en mars. Laquelle en premier ? »
// (issue 41, reasoning over what the user lists): the user's own deals put in order, each with the
// reason read from its own words (how warm, when it can sign, how much), and the rule said.
import { frenchMonthNames } from '../../../../shared/paris-time.ts';
import { findDate } from '../dates.ts';
import { capitalise, eurosSaid, fold, percentSaid, plural, stopWords } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { whichFirst } from '../understanding/follow-ups.ts';
import { listedItems } from '../understanding/listed-items.ts';
import { blocks, listWords } from './compose.ts';

interface Deal {
  name: string;
  euros: number | null;
  /** 2 said hot or about to sign, 1 likely, 0 nothing said, -1 said cold or far off. */
  warmth: number;
  /** Months until it can sign, when said (« en janvier »: 2 from November); null otherwise. */
  monthsAway: number | null;
  /** The item's own words on its timing and warmth, quoted in the reason. */
  said: string;
  /** Sent or last heard of a while ago (« envoyé il y a 3 semaines »): a follow-up is due now. */
  stale: boolean;
  /** The chance of signing the user gives it (« à 40 % », « proba 40 % »), as a fraction; null if unsaid. */
  probability: number | null;
}

const months = frenchMonthNames.map(fold);
const hot =
  /\b(tres chaude?s?|chaude?s?|brulante?s?|imminente?|prete? a signer|signe (?:cette semaine|demain|bientot)|quasi signee?|accord de principe|bon de commande|urgent\w*)\b/;
const likely = /\b(probable|bien partie?|interesse\w*|en negociation|devis accepte|tres interesse\w*)\b/;
const cold =
  /\b(froide?s?|tiede?s?|pas avant|appel d'offres|en attente|budget (?:pas|non) (?:valide|vote)|pas presse\w*|longue?|hesit\w*)\b/;
// Which comes first (the follow-ups' own pattern), or the order asked in so many words (« classe ces
// affaires par montant pondéré »).
const asksOrder = (folded: string) =>
  whichFirst.test(folded) ||
  /\b(dans quel ordre|prioris\w*)\b/.test(folded) ||
  // Sorting deals by their weighted value: a chance of signing is said (quotes received are no deals).
  (/\b(?:class|tri|rang|ordonn)(?:e|er|ez)\b/.test(folded) && /%|\bponder|\bprobabilit/.test(folded));
// « Compare ces trois devis de toiture … garantie 10 ans », « les devis reçus des artisans »: offers the
// user chooses between as a buyer, not deals to win.
const quotesReceived =
  /\b(?:compar\w*|garanties?|fournisseurs?|prestataires?|artisans?|(?:devis|offres?) (?:recus?|recues?)|on m'a (?:fait|envoye)|j'ai recu)\b/;
const dealWords =
  /\b(affaires?|deals?|opportunites?|prospects?|devis|contrats?|clients?|dossiers?|pistes?|leads?)\b/;

// The deals as the user calls them: « mes pistes » stay « vos pistes ».
const feminineDeals = /\b(affaires?|opportunites?|pistes?)\b/;
const dealsWord = (folded: string) =>
  /\bpistes?\b/.test(folded) ? 'vos pistes' : feminineDeals.test(folded) ? 'vos affaires' : 'vos dossiers';

function readDeal(item: string, conversation: Conversation): Deal {
  const folded = fold(item);
  const amount = new RegExp(amountPattern.source).exec(item);
  const euros = amount ? (eurosValue(amount[0])?.euros ?? null) : null;
  // « Taxis Brivois : entretien, 3 200 €, 70 % »: a name given before a colon is the name.
  const label = /^([^:]{2,40}?)\s?:\s/.exec(item);
  // The name: the words before the amount, else before the first comma or qualifier.
  const name = (
    label?.[1] ??
    (amount ? item.slice(0, amount.index) : (item.split(/[,(:]|\s(?:mais|avec|pour|qui)\s/)[0] ?? item))
  )
    .replace(/[\s,:–-]+$/, '')
    .trim();
  const rest = (amount ? item.slice(amount.index + amount[0].length) : item.slice(name.length))
    .replace(/^[\s,:–-]+/, '')
    .trim();
  const month = months.findIndex((m) => new RegExp(`\\b${m}\\b`).test(folded));
  const current = new Date(conversation.today * 86_400_000).getUTCMonth() + 1;
  const dated = findDate(item, conversation.now);
  // A day gone by (« envoyé il y a 3 semaines ») says when it was sent, not when it can sign.
  const past = dated !== null && dated.day < conversation.today;
  const monthsAway =
    month >= 0
      ? (month + 1 - current + 12) % 12
      : dated && !past
        ? Math.round((dated.day - conversation.today) / 30)
        : null;
  const stale = past || /\b(il y a|depuis|sans (?:nouvelles|reponse))\b/.test(folded);
  const warmth = hot.test(folded) ? 2 : cold.test(folded) ? -1 : likely.test(folded) ? 1 : 0;
  const percent = /(\d{1,3}(?:[,.]\d+)?)\s*%/.exec(rest);
  const probability = percent ? Number(percent[1]!.replace(',', '.')) / 100 : null;
  return {
    name: capitalise(name),
    euros,
    warmth,
    monthsAway,
    said: rest.replace(/^mais\s+/i, ''),
    stale,
    probability: probability !== null && probability > 0 && probability <= 1 ? probability : null,
  };
}

/** The user's own deals, when the request lists them with amounts and asks which comes first. */
export function ownDealsAsked(conversation: Conversation): Deal[] | null {
  // « En fait la Cave Bardin c'est 10 000 €, pas 6 000 »: the list asked before, with the value corrected.
  const { request } = conversation;
  const message = conversation.revises
    ? [request.command, request.pasted].filter(Boolean).join(' : ')
    : conversation.message;
  return dealsIn(message, conversation);
}

function dealsIn(message: string, conversation: Conversation): Deal[] | null {
  const folded = fold(message);
  if (!asksOrder(folded) || !dealWords.test(folded) || quotesReceived.test(folded)) return null;
  return listedDeals(message, conversation);
}

/** The deals listed, two at least with an amount; « A 8 500 € et B 12 000 € » is two of them. */
function listedDeals(message: string, conversation: Conversation): Deal[] | null {
  const items = listedItems(message).flatMap((item) =>
    (item.match(new RegExp(amountPattern.source, 'g')) ?? []).length > 1 ? item.split(/\s+et\s+/) : [item],
  );
  if (items.length < 2) return null;
  const deals = items.map((item) => readDeal(item, conversation));
  return deals.filter((deal) => deal.euros !== null).length >= 2 ? deals : null;
}

/** The words that agree with the deal's noun: « une affaire » (elle, la), « un devis » (il, le). */
interface Agreement {
  it: 'il' | 'elle';
  her: 'le' | 'la';
  one: 'celui' | 'celle';
  big: 'le plus gros' | 'la plus grosse';
}

function reasonOf(deal: Deal, rank: number, deals: Deal[], g: Agreement): string {
  const largest = Math.max(...deals.map((each) => each.euros ?? 0));
  if (deal.warmth === 2)
    return `c’est ${g.one} qui peut signer le plus vite ; relancez-${g.her} cette semaine pour conclure`;
  if (deal.warmth === -1)
    return deal.euros === largest && deals.length > 1
      ? `${g.big}, mais ${g.it} ne se jouera pas tout de suite ; préparez-${g.her} sans qu’${g.it} prenne le temps des autres`
      : `${g.it} ne se jouera pas tout de suite ; gardez-${g.her} pour après`;
  if (deal.warmth === 1)
    return 'l’intérêt est là ; proposez la prochaine étape (un rendez-vous, la signature) sans attendre';
  if (deal.stale)
    return `sans nouvelles depuis, une relance s’impose maintenant, avant qu’${g.it} ne refroidisse`;
  if (deal.monthsAway !== null && deal.monthsAway <= 2)
    return `${g.it} peut se conclure dans les semaines qui viennent ; préparez la signature dès maintenant`;
  if (deal.euros === largest && deals.length > 1) return `c’est ${g.big} ; ${g.it} mérite un suivi régulier`;
  return rank === 0 ? `rien ne presse plus dans ce que vous me dites` : 'à suivre ensuite';
}

/** A deal's amount weighted by its chance of signing (« 20 000 € à 40 % » is worth 8 000 €). */
const weighted = (deal: Deal) =>
  deal.euros !== null && deal.probability !== null ? deal.euros * deal.probability : null;

/**
 * The deals ranked by amount × probability, the working shown; two of close weighted value (within a
 * tenth) are ordered by when they can sign. A deal without its probability is named last and asked for.
 */
function weightedOrder(deals: Deal[]): Deal[] {
  const ordered = deals.filter((deal) => weighted(deal) !== null).sort((a, b) => weighted(b)! - weighted(a)!);
  for (let index = 1; index < ordered.length; index++) {
    const [before, after] = [ordered[index - 1]!, ordered[index]!];
    const close = weighted(before)! - weighted(after)! <= weighted(before)! * 0.1;
    if (close && (after.monthsAway ?? 99) < (before.monthsAway ?? 99)) {
      ordered[index - 1] = after;
      ordered[index] = before;
    }
  }
  return ordered;
}

function weightedReply(deals: Deal[], feminine: boolean, word: string): string {
  const known = deals.filter((deal) => weighted(deal) !== null);
  const unknown = deals.filter((deal) => weighted(deal) === null);
  const ordered = weightedOrder(deals);
  const lines = ordered.map((deal, rank) => {
    const value = weighted(deal)!;
    const when = deal.monthsAway !== null ? `, signature ${monthWords(deal)}` : '';
    const why =
      rank === 0
        ? ' : c’est elle qui pèse le plus, travaillez-la en premier'
        : rank === ordered.length - 1 && ordered.length > 2
          ? ' : à suivre sans y passer le temps des autres'
          : '';
    return `${rank + 1}. **${deal.name}** : ${eurosSaid(deal.euros!)} × ${percentSaid(deal.probability!)} = **${eurosSaid(value)}**${when}${feminine ? why : why.replace('c’est elle', 'c’est lui').replace('travaillez-la', 'travaillez-le')}.`;
  });
  const total = known.reduce((sum, deal) => sum + weighted(deal)!, 0);
  return blocks(
    `Voici ${word} classé${feminine ? 'e' : ''}s par montant × probabilité de signer :`,
    lines.join('\n'),
    `Au total, ${eurosSaid(total)} pondérés. Le critère : le montant pondéré d’abord ; à valeur proche (moins d’un dixième d’écart), ce qui peut signer le plus tôt passe devant.`,
    unknown.length > 0 &&
      `Quelle probabilité de signer donnez-vous à ${unknown.map((deal) => deal.name).join(' et à ')} ? Je ${unknown.length > 1 ? 'les' : feminine ? 'la' : 'le'} place ensuite dans ce classement.`,
  );
}

function monthWords(deal: Deal): string {
  const folded = fold(deal.said);
  const month = months.findIndex((m) => new RegExp(`\\b${m}\\b`).test(folded));
  if (month >= 0) return `prévue en ${frenchMonthNames[month]}`;
  return deal.monthsAway === 0
    ? 'prévue ce mois-ci'
    : `prévue d’ici ${plural(deal.monthsAway!, 'mois', 'mois')}`;
}

export function ownDealsReply(deals: Deal[], message: string): string {
  // What can sign soonest first (how warm, then how near), then the amount.
  const soon = (deal: Deal) =>
    deal.warmth * 2 +
    (deal.monthsAway === null
      ? deal.stale
        ? 1
        : 0
      : deal.monthsAway <= 1
        ? 2
        : deal.monthsAway <= 3
          ? 1
          : -1);
  const feminine = feminineDeals.test(fold(message));
  if (deals.filter((deal) => weighted(deal) !== null).length >= 2)
    return weightedReply(deals, feminine, dealsWord(fold(message)));
  const agreement: Agreement = feminine
    ? { it: 'elle', her: 'la', one: 'celle', big: 'la plus grosse' }
    : { it: 'il', her: 'le', one: 'celui', big: 'le plus gros' };
  const ordered = [...deals].sort((a, b) => soon(b) - soon(a) || (b.euros ?? 0) - (a.euros ?? 0));
  const lines = ordered.map((deal, rank) => {
    const amount = deal.euros !== null ? ` (${eurosSaid(deal.euros)})` : '';
    const said = deal.said ? ` — « ${deal.said} »` : '';
    return `${rank + 1}. **${deal.name}**${amount}${said} : ${reasonOf(deal, rank, deals, agreement)}.`;
  });
  return blocks(
    // « chacune » of deals and opportunities, « chacun » of quotes, contracts, customers.
    `Voici l’ordre que je vous conseille, d’après ce que vous me dites de ${feminine ? 'chacune' : 'chacun'} :`,
    lines.join('\n'),
    `Le critère : d’abord ce qui peut signer vite, puis le montant. Si ${feminine ? 'l’une d’elles' : 'l’un d’eux'} a une échéance que vous ne m’avez pas dite (une offre qui expire, un concurrent sur le coup), ${agreement.it} passe devant.`,
  );
}

const workingOf = (deal: Deal) =>
  `${eurosSaid(deal.euros!)} × ${percentSaid(deal.probability!)} = ${eurosSaid(weighted(deal)!)}`;

/**
 * « Pourquoi la clinique en dernier ? C'est la plus grosse. » after deals ranked by weighted value:
 * the deal named, its working, and the deals it comes after (or before), each with theirs. Null when
 * the turn is no « pourquoi » on a deal of the ranking the user's last turn asked.
 */
export function ownDealWhy(conversation: Conversation): string | null {
  const { message, history } = conversation;
  const folded = fold(message);
  if (!/^\s*(?:pourquoi|pour quelle raison|comment ca se fait)\b/.test(folded)) return null;
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  const deals = previous ? dealsIn(previous, conversation) : null;
  if (!deals) return null;
  const ordered = weightedOrder(deals);
  if (ordered.length < 2) return null;
  const words = new Set((folded.match(/\p{L}{4,}/gu) ?? []).filter((word) => !stopWords.has(word)));
  const named = ordered.filter((deal) =>
    (fold(deal.name).match(/\p{L}{4,}/gu) ?? []).some((word) => words.has(word)),
  );
  const deal = named[0];
  if (!deal || named.length > 1) return null;
  const rank = ordered.indexOf(deal);
  const ahead = ordered.slice(0, rank);
  const behind = ordered.slice(rank + 1);
  const largest = deals.every((other) => other === deal || (other.euros ?? 0) < deal.euros!);
  const feminine = feminineDeals.test(fold(previous ?? ''));
  const its = (others: Deal[]) =>
    listWords(others.map((other) => `${other.name.replace(/\s*\([^)]*\)/g, '')} (${workingOf(other)})`));
  const [it, one] = feminine ? ['elle', 'la plus grosse'] : ['il', 'le plus gros'];
  const weight = `avec ${percentSaid(deal.probability!)} de chances de signer, ${it} ne pèse que **${eurosSaid(weighted(deal)!)}** pondérés (${workingOf(deal)})`;
  return blocks(
    ahead.length
      ? `**${deal.name}** ${largest ? `est ${one} en montant (${eurosSaid(deal.euros!)}), mais` : 'passe après :'} ${weight}, moins que ${its(ahead)}.`
      : `**${deal.name}** passe en premier : ${workingOf(deal)} pondérés, devant ${its(behind)}.`,
    'Le classement suit le montant pondéré (montant × probabilité de signer) : c’est ce que chaque affaire rapporte en moyenne. Si sa probabilité monte, dites-moi la nouvelle et je refais le classement.',
  );
}

// --- The weighted total -----------------------------------------------------------------------------
// « Hôtel des Pins 12 000 € à 50 %, Mairie de Plérin 30 000 € à 20 %… Quel chiffre d'affaires pondéré
// je peux espérer ? »: each deal's amount × its chance of signing, and their sum, in the user's order.

// What asks for the sum rather than an order: « pondéré », « espérer », « en moyenne », « prévisionnel ».
const weightedTotalAsked =
  /\b(ponder\w*|esper\w*|en moyenne|previsionnel\w*|probabilis\w*|valeur (?:attendue|du pipe\w*)|total (?:du|de mon|de notre) pipe\w*)\b/;

/** The user's deals with their chances of signing, when their weighted total is asked; else null. */
export function weightedPipelineAsked(conversation: Conversation): Deal[] | null {
  const { message } = conversation;
  const folded = fold(message);
  if (!weightedTotalAsked.test(folded) || !/%/.test(message)) return null;
  const deals = listedDeals(message, conversation);
  return deals && deals.filter((deal) => weighted(deal) !== null).length >= 2 ? deals : null;
}

/** Each deal's weighted amount, the total, and what the total means (an average, not a forecast). */
export function weightedPipelineReply(deals: Deal[]): string {
  const known = deals.filter((deal) => weighted(deal) !== null);
  const unknown = deals.filter((deal) => weighted(deal) === null);
  const total = known.reduce((sum, deal) => sum + weighted(deal)!, 0);
  const full = known.reduce((sum, deal) => sum + deal.euros!, 0);
  const lines = known.map((deal) => `- **${deal.name}** : ${workingOf(deal)}`);
  return blocks(
    'Le chiffre d’affaires pondéré, affaire par affaire (montant × chance de signer) :',
    lines.join('\n'),
    `**Total pondéré : ${eurosSaid(total)}**, sur ${eurosSaid(full)} si tout signait.`,
    'C’est une moyenne, pas une prévision : chaque affaire signera en entier ou pas du tout.',
    unknown.length > 0 &&
      `Il manque la chance de signer de ${unknown.map((deal) => deal.name).join(' et de ')} : donnez-la-moi et je l’ajoute au total.`,
  );
}
