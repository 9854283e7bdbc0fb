// The user's own list of things to do, said in the request: put in order with the reason for each
// (Alfred), or shared out between the people named (Millie). Read from the items' own words: when
// each is due, what is at stake, whether it is a quick one.
import { findDates } from '../dates.ts';
import { capitalise, dueRelative, fold, formatDay, formatTime, isWorkingDay } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { isOwnList, listedItems, withItemDateChanged } from '../understanding/listed-items.ts';
import { blocks, listWords } from './compose.ts';

export interface OwnItem {
  text: string;
  /** The day it is due, when said (a Paris day number). */
  day: number | null;
  /** 3 due today or late, 2 tomorrow, 1 this week, 0 no date said. */
  urgency: number;
  /** 2 money or a customer at stake, 1 the team's own work, 0 anything else. */
  stake: number;
  quick: boolean;
  /** The hour of the day it is due by, in minutes (« elle la reprend à 11h », « avant midi », « le soir »). */
  dueAt: number | null;
  /** What the item is about, to give related items to the same person. */
  area: string;
  reasons: string[];
}

const areas: Array<[string, RegExp]> = [
  // Someone's health or safety comes before anything else (« allergie », « intoxication »).
  ['santé', /\b(allergi\w*|sante|intoxi\w*|malade\w*|blesse\w*|danger\w*|securite)\b/],
  [
    'clients',
    /\b(clients?|prospects?|commandes?|devis pour|rendez-vous client|offre commerciale|appels? d'offres?)\b/,
  ],
  [
    'finances',
    /\b(factur\w*|devis|compta\w*|banque|pret|tva|urssaf|impots?|paiements?|reglements?|tresorerie|budget|paie|salaires?)\b/,
  ],
  ['achats', /\b(fournisseurs?|fournitures|commander|achats?|stock|livraisons?)\b/],
  ['communication', /\b(site|post|linkedin|newsletter|reseaux|communication|blog|photos?|article)\b/],
  ['équipe', /\b(reunion|equipe|recrut\w*|entretien|planning|conges|formation)\b/],
];

const quickVerbs =
  /^(appeler|rappeler|telephoner|repondre|envoyer|confirmer|relancer|valider|signer|payer|reserver|transferer)\b/;

const longJob = /\b(?:appels? d'offres?|dossiers? de (?:candidature|subvention|financement)|bilan)\b/;

/** « à 11h », « avant 14 h 30 », « avant midi », « le soir »: when in the day the item is due; a bare duration (« 1h ») is not. */
function dueHour(folded: string): number | null {
  const hour = /\b(?:a|avant|pour|d'ici|vers|jusqu'a)\s+(\d{1,2})\s*h\s*(\d{2})?\b/.exec(folded);
  if (hour) return Number(hour[1]) * 60 + Number(hour[2] ?? 0);
  if (/\b(?:avant|pour|d'ici|a)\s+midi\b/.test(folded)) return 12 * 60;
  if (/\b(?:le|ce|en) soir\b|\bfin de (?:journee|soiree)\b/.test(folded)) return 19 * 60;
  return null;
}

const notUrgent =
  /\b(?:rien d'urgent|pas urgent\w*|pas presse\w*|quand (?:j'ai|on a) le temps|peut attendre)\b/;

function readItem(text: string, conversation: Conversation): OwnItem {
  const folded = fold(text);
  const { today, now } = conversation;
  const reasons: string[] = [];
  // « la vaisselle livrée hier…, 80 couverts ce soir »: the day it is due, not the day it happened.
  const dates = findDates(text, now);
  const date = dates.find((mention) => mention.day >= today) ?? dates[0] ?? null;
  let urgency = 0;
  if (!notUrgent.test(folded) && /\b(urgent\w*|au plus vite|asap|tout de suite|immediatement)\b/.test(folded))
    urgency = 3;
  if (date && date.day >= today - 60) {
    const delta = date.day - today;
    urgency = Math.max(urgency, delta <= 0 ? 3 : delta === 1 ? 2 : delta <= 7 ? 1 : 0);
    reasons.push(`échéance ${dueRelative(date.day, today)} (${formatDay(date.day, today)})`);
  } else if (urgency === 3) reasons.push('urgent');
  // « sa commande a 2 jours de retard »: already late, so before what can still wait.
  if (/\b(?:de retard|en retard|toujours pas|en attente depuis)\b/.test(folded) && urgency < 2) {
    urgency = 2;
    reasons.push('déjà en retard');
  }
  const dueAt = dueHour(folded);
  // Due at an hour of the day said for the day planned: before whatever has no hour, earliest first.
  if (dueAt !== null) {
    urgency = Math.max(urgency, 2);
    reasons.push(
      dueAt >= 19 * 60
        ? /\bce soir\b/.test(folded)
          ? 'attendu ce soir'
          : 'attendu le soir'
        : `attendu à ${formatTime(dueAt)}`,
    );
  }
  if (notUrgent.test(folded)) {
    urgency = -1;
    reasons.push('rien ne presse');
  }
  const area = areas.find(([, words]) => words.test(folded))?.[0] ?? 'autre';
  const stake =
    area === 'santé' ? 3 : area === 'finances' || area === 'clients' ? 2 : area === 'équipe' ? 1 : 0;
  if (area === 'santé') {
    urgency = Math.max(urgency, 3);
    reasons.unshift(
      /allergi/.test(folded) ? 'la santé d’une personne en jeu (allergie)' : 'la santé ou la sécurité en jeu',
    );
  } else if (area === 'clients')
    reasons.push(/\bappels? d'offres?\b/.test(folded) ? 'un marché à gagner' : 'un client attend');
  else if (area === 'finances') reasons.push('de l’argent en jeu');
  // « répondre à l'appel d'offres », « répondre au dossier de subvention »: a quick verb, a long job.
  const quick = quickVerbs.test(folded) && !longJob.test(folded);
  if (quick) reasons.push('rapide à faire');
  return {
    text,
    day: date && date.day >= today - 60 ? date.day : null,
    urgency,
    stake,
    quick,
    dueAt,
    area,
    reasons,
  };
}

// « commander les pneus », « acheter le carrelage »: an item that gets what another one needs.
const procures =
  /\b(?:commander|acheter|reserver|faire livrer|recevoir|recuperer|aller chercher)\s+(?:les?|la|l'|des|du|de la|un|une)?\s*(\p{L}{3,})/u;
// « il faut 48 h de livraison », « 3 jours de délai »: how long before the thing is there.
const leadTime = /\b(\d+)\s*(h|heures?|jours?)\s+(?:de\s+)?(?:livraison|delai)/;

const needsMark = '\u0000';

/** « pneu » for « pneus », « neufs »: a word's singular, to find the same thing in another item. */
const singular = (word: string) => word.replace(/(?:s|x)$/, '');

/**
 * The items that get what another needs come before it, due early enough for their lead time:
 * « commander les pneus (48 h de livraison) » before « monter les pneus neufs … à rendre jeudi ».
 */
function withDependencies(read: OwnItem[], conversation: Conversation): Map<OwnItem, OwnItem> {
  const before = new Map<OwnItem, OwnItem>();
  for (const item of read) {
    const folded = fold(item.text);
    const thing = procures.exec(folded)?.[1];
    if (!thing) continue;
    const needing = read.find(
      (other) =>
        other !== item &&
        fold(other.text)
          .split(/[^\p{L}]+/u)
          .some((word) => word.length >= 3 && singular(word) === singular(thing)),
    );
    if (!needing) continue;
    before.set(item, needing);
    const lead = leadTime.exec(folded);
    const days = lead ? (/^h/.test(lead[2] ?? '') ? Math.ceil(Number(lead[1]) / 24) : Number(lead[1])) : 1;
    if (needing.day !== null) {
      // Ordered on a working day: a Saturday's or a holiday's order goes the working day before.
      let latest = needing.day - days;
      while (!isWorkingDay(latest)) latest--;
      item.day = item.day === null ? latest : Math.min(item.day, latest);
      const delta = latest - conversation.today;
      item.urgency = Math.max(
        item.urgency,
        needing.urgency,
        delta <= 0 ? 3 : delta === 1 ? 2 : delta <= 7 ? 1 : 0,
      );
    } else item.urgency = Math.max(item.urgency, needing.urgency);
    // The item it comes before is named by its number once the list is in order (see orderOwnItems).
    item.reasons.unshift(
      `à faire avant le n° ${needsMark}${lead ? ` (${lead[0]})` : ''}${needing.day !== null && item.day !== null ? `, donc au plus tard ${formatDay(item.day, conversation.today)}` : ''}`,
    );
  }
  return before;
}

// « dans l'ordre des échéances », « trie-les par date »: the order asked is the days, and only them.
const byDayAsked =
  /\b(?:(?:dans l'|par )ordre (?:des|de|d'|du)\s*(?:echeances?|dates?)|(?:tri|trie|classe|range)\w*\b[^.?!:]{0,30}\bpar (?:dates?|echeances?))\b/;

// « classe-les par urgence », « dans l'ordre d'urgence », « du plus urgent au moins urgent »: the time
// pressure decides, what is at stake only among items as pressing.
const urgencyAsked =
  /\b(?:par (?:ordre d')?urgence|(?:dans l'|l'|en )ordre d'urgence|du plus urgent|les plus urgent\w*)\b/;

/** The items in the order of their days, the nearest first; those without one last, as given. */
function byDay(read: OwnItem[]): OwnItem[] {
  return read
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.day ?? Infinity) - (b.item.day ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/** The items in the order to do them: due first, then what is at stake; a quick one goes first among equals. */
export function orderOwnItems(items: string[], conversation: Conversation): OwnItem[] {
  const read = items.map((text) => readItem(text, conversation));
  if (byDayAsked.test(fold(conversation.message))) return byDay(read);
  const needs = withDependencies(read, conversation);
  // Due at an hour today (« 80 couverts ce soir ») is the most pressing of all that is due.
  const score = (item: OwnItem) =>
    item.urgency * 2 +
    item.stake +
    (item.quick ? 0.5 : 0) +
    (item.dueAt !== null && item.urgency >= 3 ? 1 : 0);
  const byUrgency = urgencyAsked.test(fold(conversation.message));
  const sorted = read
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.dueAt !== null && b.item.dueAt !== null ? a.item.dueAt - b.item.dueAt : 0) ||
        // Ranked by urgency: as pressing, the one due first, then those with a day before those without.
        (byUrgency
          ? b.item.urgency - a.item.urgency || (a.item.day ?? Infinity) - (b.item.day ?? Infinity) || 0
          : 0) ||
        score(b.item) - score(a.item) ||
        // Among equals, the one due first.
        (a.item.day !== null && b.item.day !== null ? a.item.day - b.item.day : 0) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
  // What an item needs is done before it, whatever the scores said.
  for (const [item, needing] of needs) {
    const at = sorted.indexOf(item);
    const target = sorted.indexOf(needing);
    if (at > target) {
      sorted.splice(at, 1);
      sorted.splice(target, 0, item);
    }
  }
  for (const [item, needing] of needs)
    item.reasons = item.reasons.map((reason) =>
      reason.replace(needsMark, String(sorted.indexOf(needing) + 1)),
    );
  return sorted;
}

const needsSaid = (items: OwnItem[]) =>
  items.some((item) => item.reasons.some((reason) => reason.startsWith('à faire avant')));

/** Alfred's answer to « par quoi je commence ? » on a list the user gave. */
export function ownPriorities(conversation: Conversation, items: string[], ack: string): string {
  const ordered = orderOwnItems(items, conversation);
  const lines = ordered.map(
    (item, index) =>
      `${index + 1}. **${capitalise(item.text)}**${item.reasons.length ? ` — ${item.reasons.join(', ')}` : ''}`,
  );
  const [first, second] = ordered;
  const advice = first
    ? first.quick && second?.quick
      ? `**Mon conseil :** expédiez d’abord « ${first.text} » et « ${second.text} », c’est rapide${ordered[2] ? ` ; puis bloquez un créneau sans interruption pour « ${ordered[2].text} »` : ''}.`
      : first.quick && second
        ? `**Mon conseil :** expédiez d’abord « ${first.text} », c’est rapide ; puis bloquez un créneau sans interruption pour « ${second.text} ».`
        : `**Mon conseil :** commencez par « ${first.text} »${second ? `, puis « ${second.text} »` : ''}.`
    : null;
  // The user's own word for them (« 3 choses », « 4 dossiers ») and their day, when said.
  const folded = fold(conversation.message);
  const noun =
    /\b\d+ (choses|taches|trucs|points|sujets|dossiers|missions|reclamations|demandes|commandes|chantiers|appels|mails)\b/.exec(
      folded,
    )?.[1] ?? 'taches';
  const said: Record<string, string> = { taches: 'tâches', reclamations: 'réclamations' };
  const day = /\baujourd'hui\b/.test(folded)
    ? ` à faire aujourd’hui (${formatDay(conversation.today)}),`
    : '';
  const opening = `${/^voici\b/i.test(ack) ? 'Volontiers.' : ack} Voici vos ${items.length} ${said[noun] ?? noun}${day}`;
  if (byDayAsked.test(folded))
    return blocks(
      `${opening} dans l’ordre de leurs échéances, de la plus proche à la plus lointaine :`,
      lines.join('\n'),
      ordered.some((item) => item.day === null)
        ? 'Celles sans date sont à la fin : donnez-moi leur échéance et je les place.'
        : 'Dites-moi si une date change et je refais l’ordre.',
    );
  return [
    `${opening} dans l’ordre où je les traiterais, de la plus pressante à celle qui peut attendre :`,
    lines.join('\n'),
    advice,
    urgencyAsked.test(folded)
      ? `Je classe par urgence : ${ordered.some((item) => item.area === 'santé') ? 'ce qui touche la santé de quelqu’un, puis ' : ''}l’échéance la plus proche d’abord${needsSaid(ordered) ? ' (et ce dont une autre tâche a besoin, avant elle)' : ''}, ce qui n’a pas de date ensuite ; à échéance égale, ce qui touche un client ou de l’argent passe devant. Dites-moi une échéance que je ne connais pas et je revois l’ordre.`
      : `Je classe d’abord ${ordered.some((item) => item.area === 'santé') ? 'ce qui touche la santé de quelqu’un, puis ' : ''}ce qui a une échéance proche${needsSaid(ordered) ? ' (et ce dont une autre tâche a besoin, avant elle)' : ''}, puis ce qui touche un client ou de l’argent ; à égalité, le plus rapide passe devant. Dites-moi une échéance que je ne connais pas et je revois l’ordre.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Millie's answer to « répartis ces tâches entre Julie et Marc » on a list the user gave. */
export function shareOwnItems(
  conversation: Conversation,
  items: string[],
  people: string[],
  ack: string,
): string {
  const ordered = orderOwnItems(items, conversation);
  const load = new Map(people.map((person) => [person, [] as OwnItem[]]));
  const byArea = new Map<string, string>();
  for (const item of ordered) {
    // Related items go to the same person, unless that would leave the load uneven by more than one.
    const lightest = [...load.entries()].sort((a, b) => a[1].length - b[1].length)[0]![0];
    const usual = item.area !== 'autre' ? byArea.get(item.area) : undefined;
    const person =
      usual && (load.get(usual)?.length ?? 0) <= (load.get(lightest)?.length ?? 0) ? usual : lightest;
    load.get(person)!.push(item);
    if (!byArea.has(item.area)) byArea.set(item.area, person);
  }
  const rows = [...load.entries()].map(
    ([person, own]) =>
      `| ${person} | ${own.map((item) => capitalise(item.text)).join(' ; ') || '—'} | ${own.length} |`,
  );
  const first = ordered[0];
  return [
    `${ack} Voici une répartition équilibrée de vos ${items.length} tâches entre ${listWords(people)}, les tâches du même domaine confiées à la même personne :`,
    ['| Personne | Tâches | Nombre |', '|---|---|---|', ...rows].join('\n'),
    first
      ? `**À lancer en premier :** « ${first.text} »${first.reasons.length ? ` (${first.reasons.join(', ')})` : ''}.`
      : null,
    'Dites-moi qui a plus de disponibilités ou une compétence particulière, et je rééquilibre.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

// « Dans quel ordre je fais ça ? », « par quoi je commence ? », « lesquelles en premier ? ».
const orderAsked =
  /\b(?:dans quel ordre|quel ordre|(?:dans l'|par )ordre (?:des|de|d'|du)\s*(?:echeances?|dates?|urgence|priorite)|(?:tri|trie|classe|range)\w*\b[^.?!:]{0,30}\bpar (?:dates?|echeances?|urgence|priorite)|par (?:quoi|laquelle|lequel|ou) (?:je|on) commence|(?:lequel|laquelle|lesquel(?:le)?s) (?:en premier|d'abord)|prioris\w*)\b/;

/**
 * « Dans quel ordre je fais ça ? 1) … 2) … », « J'ai 5 réclamations, dans quel ordre je les traite ? »:
 * the user's own list in order, with the reason for each (the planner's skill, shared with the desk);
 * null when the message lists nothing of the user's own to order.
 */
export function ownListOrderReply(conversation: Conversation): string | null {
  const { request } = conversation;
  // « M. Bernard peut attendre lundi pour sa Clio »: the list asked before, that item's day changed.
  // So is a list asked just before, whatever the turn was read as, when the turn moves one item.
  const previous = [...conversation.history].reverse().find((turn) => turn.role === 'user')?.content;
  const moved =
    !conversation.revises && previous && orderAsked.test(fold(previous))
      ? withItemDateChanged(previous, conversation.message, conversation.now)
      : null;
  const asked = conversation.revises
    ? withItemDateChanged(
        `${request.command}\n${request.pasted ?? ''}`,
        conversation.message,
        conversation.now,
      )
    : moved && moved !== previous
      ? moved
      : conversation.message;
  if (!orderAsked.test(fold(asked))) return null;
  const items = listedItems(asked);
  if (!isOwnList(asked, items)) return null;
  return ownPriorities(conversation, items, voices[conversation.employee].ack);
}
