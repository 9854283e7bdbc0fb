// The user's own list of things to do, said in the request: put in order with the reason for each
// (Alfred), or shared out between the people named (Millie). Read from the items' own words: when
// each is due, what is at stake, whether it is a quick one.
import { findDate } from '../dates.ts';
import { capitalise, dueRelative, fold, formatDay, formatTime } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { listWords } from './compose.ts';

export interface OwnItem {
  text: string;
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
  ['clients', /\b(clients?|prospects?|commandes? client|devis pour|rendez-vous client|offre commerciale)\b/],
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
  const date = findDate(text, now);
  let urgency = 0;
  if (!notUrgent.test(folded) && /\b(urgent\w*|au plus vite|asap|tout de suite|immediatement)\b/.test(folded))
    urgency = 3;
  if (date && date.day >= today - 60) {
    const delta = date.day - today;
    urgency = Math.max(urgency, delta <= 0 ? 3 : delta === 1 ? 2 : delta <= 7 ? 1 : 0);
    reasons.push(`échéance ${dueRelative(date.day, today)} (${formatDay(date.day, today)})`);
  } else if (urgency === 3) reasons.push('urgent');
  const dueAt = dueHour(folded);
  // Due at an hour of the day said for the day planned: before whatever has no hour, earliest first.
  if (dueAt !== null) {
    urgency = Math.max(urgency, 2);
    reasons.push(dueAt >= 19 * 60 ? 'attendu le soir' : `attendu à ${formatTime(dueAt)}`);
  }
  if (notUrgent.test(folded)) {
    urgency = -1;
    reasons.push('rien ne presse');
  }
  const area = areas.find(([, words]) => words.test(folded))?.[0] ?? 'autre';
  const stake = area === 'finances' || area === 'clients' ? 2 : area === 'équipe' ? 1 : 0;
  if (area === 'clients') reasons.push('un client attend');
  else if (area === 'finances') reasons.push('de l’argent en jeu');
  const quick = quickVerbs.test(folded);
  if (quick) reasons.push('rapide à faire');
  return { text, urgency, stake, quick, dueAt, area, reasons };
}

/** The items in the order to do them: due first, then what is at stake; a quick one goes first among equals. */
export function orderOwnItems(items: string[], conversation: Conversation): OwnItem[] {
  const read = items.map((text) => readItem(text, conversation));
  const score = (item: OwnItem) => item.urgency * 2 + item.stake + (item.quick ? 0.5 : 0);
  return read
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.dueAt !== null && b.item.dueAt !== null ? a.item.dueAt - b.item.dueAt : 0) ||
        score(b.item) - score(a.item) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

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
  const noun = /\b\d+ (choses|taches|trucs|points|sujets|dossiers|missions)\b/.exec(folded)?.[1] ?? 'taches';
  const day = /\baujourd'hui\b/.test(folded)
    ? ` à faire aujourd’hui (${formatDay(conversation.today)}),`
    : '';
  return [
    `${ack} Voici vos ${items.length} ${noun.replace('taches', 'tâches')}${day} dans l’ordre où je les ferais, de la plus pressante à celle qui peut attendre :`,
    lines.join('\n'),
    advice,
    'Je classe d’abord ce qui a une échéance proche, puis ce qui touche un client ou de l’argent ; à égalité, le plus rapide passe devant. Dites-moi une échéance que je ne connais pas et je revois l’ordre.',
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
