// A pronoun object ("fais-moi un post pour l'annoncer", "un mail pour les inviter") stands for
// something named before, in the message or earlier in the conversation: the request is read with
// that thing in its place, so the reply is about the soirée, not about "l'annoncer".

import { findDates } from '../dates.ts';
import { fold, formatDay, possessed } from '../french.ts';
import { firstNames } from './lexicon.ts';

// Verbs whose object is what the content is about (folded infinitives). Not "inviter" or
// "remercier": their object is the people written to ("un mail à nos clients pour les inviter").
const objectVerbs =
  'annoncer|presenter|promouvoir|lancer|feter|celebrer|mettre en avant|faire connaitre|partager|relayer|expliquer|decrire|resumer|vendre|valoriser|publier|diffuser|confirmer|organiser|planifier|preparer|reporter|decaler|annuler|commenter|illustrer|teaser';
// After "pour", "de", or a verb that asks ("tu peux le promouvoir", "peux-tu la présenter").
const pronounObject = new RegExp(
  `\\b(pour|afin de|de|d'|a|peux|pouvez|pourrais|pourriez|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|veux|voudrais|faut|dois)\\s+(l'|le |la |les )(${objectVerbs})\\b`,
  'g',
);

// "une soirée", "notre nouvelle gamme", "ce salon": a noun phrase opened by its determiner.
const determiner =
  /(?<![\p{L}'])(un|une|des|le|la|les|l'|notre|nos|mon|ma|mes|son|sa|ses|ce|cet|cette|ces)(?:\s+|(?<=l')\s*)(?=[\p{L}\d])/gu;
// What is being written is not what it is about: "un post pour l'annoncer" announces something else.
const madeThings =
  /^(?:post|posts|publication|article|mail|e-mail|email|message|newsletter|story|visuel|affiche|flyer|texte|lettre|courrier|invitation|annonce|brouillon|sms)\b/;
// Who does the thing, when the group is the speaker's own: "on organise une soirée" is "notre soirée".
const ownDoing =
  /\b(?:organis\w*|lanc\w*|ouvr\w*|prepar\w*|prevo\w*|planifi\w*|inaugur\w*|mont\w*|fais|faisons|faites|fait|cre\w*|met\w* en place|accueill\w*|propos\w*)\s+(?:\S+\s+){0,2}$/;
// Where a noun phrase stops: the end of its clause or a word that starts another part of it.
const phraseEnd = /[,;:.!?()\n]|\s(?:et|mais|car|puis|pour|afin|avec|qui|que|qu')\s/;

interface Phrase {
  text: string;
  ownDoing: boolean;
}

/**
 * The noun phrase of a clause that is not a date nor the thing being written: its object (the first
 * after a verb) rather than its subject ("Un client nous a laissé un avis…" → "un avis…").
 */
function firstPhrase(clause: string, now: Date): Phrase | null {
  const phrases = phrasesOf(clause, now);
  const subject = phrases[0]?.start === clause.search(/\S/) ? phrases[0] : undefined;
  return phrases.find((phrase) => phrase !== subject) ?? subject ?? null;
}

function phrasesOf(clause: string, now: Date): Array<Phrase & { start: number }> {
  const folded = fold(clause);
  const dates = findDates(clause, now);
  const found: Array<Phrase & { start: number }> = [];
  for (const match of folded.matchAll(determiner)) {
    const start = match.index;
    if (dates.some((date) => date.index <= start + match[0].length && date.index + date.text.length > start))
      continue;
    const rest = folded.slice(start + match[0].length);
    if (madeThings.test(rest)) continue;
    // "un mail à nos clients pour l'annoncer": the people written to are not what is announced.
    if (/(?:^|\s)(?:a|au|aux)\s+$/.test(folded.slice(0, start))) continue;
    const end = phraseEnd.exec(rest)?.index ?? rest.length;
    const text = clause
      .slice(start, start + match[0].length + end)
      .trim()
      .replace(/[\s.!?]+$/, '');
    if (text.length - match[0].length < 3) continue;
    found.push({ text, start, ownDoing: ownDoing.test(folded.slice(0, start)) });
  }
  return found;
}

/** "une soirée" said again: "notre soirée" when the user does it, else "cette soirée". */
function saidAgain({ text, ownDoing: own }: Phrase): string {
  const opening = /^(un|une|des)\s+/i.exec(text);
  if (!opening) return text;
  const noun = text.slice(opening[0].length);
  if (own) return possessed(noun);
  const article = fold(opening[1]!);
  const demonstrative =
    article === 'des' ? 'ces' : article === 'une' ? 'cette' : /^[aeiouyh]/.test(fold(noun)) ? 'cet' : 'ce';
  return `${demonstrative} ${noun}`;
}

/** The clauses of a text, in order. */
function clausesOf(text: string): string[] {
  return text.split(/[,;.!?\n]+|\s(?:et|puis|mais)\s/).filter((clause) => clause.trim().length > 0);
}

/**
 * The turn with its pronoun objects replaced by what they stand for: the nearest clause before
 * them (in the turn, then in the earlier turns, latest first) that names something.
 */
// « rappelle-moi d'apporter les relevés la veille » after « prends rendez-vous jeudi 10 décembre »:
// a day said from the one the previous request named.
const relativeDay = /\b(la veille|l'avant-veille|le lendemain|le surlendemain)\b(?!\s+(?:du|de|d'|des|au)\b)/;
const relativeShift: Record<string, number> = {
  'la veille': -1,
  "l'avant-veille": -2,
  'le lendemain': 1,
  'le surlendemain': 2,
};

/** The turn with « la veille », « le lendemain » said as the day they stand for, when the turn before names one day and this one none. */
export function withRelativeDay(turn: string, earlierTurns: string[], now: Date): string {
  const match = relativeDay.exec(fold(turn));
  const previous = earlierTurns.at(-1);
  // « la veille » alone reads as yesterday: only another day of the turn's own makes it its own.
  const own = findDates(turn, now).filter((date) => !relativeDay.test(fold(date.text)));
  if (!match?.[1] || !previous || own.length) return turn;
  const days = [...new Set(findDates(previous, now).map((date) => date.day))];
  if (days.length !== 1) return turn;
  const day = days[0]! + (relativeShift[match[1]] ?? 0);
  return `${turn.slice(0, match.index)}le ${formatDay(day)}${turn.slice(match.index + match[0].length)}`;
}

export function withAntecedents(turn: string, earlierTurns: string[], now: Date): string {
  const match = [...fold(turn).matchAll(pronounObject)][0];
  if (!match) return turn;
  const named = namedBefore(turn.slice(0, match.index), earlierTurns, now, true);
  if (!named) return turn;
  const verbStart = match.index + match[0].length - match[3]!.length;
  const pronounStart = verbStart - match[2]!.length;
  const verb = turn.slice(verbStart, verbStart + match[3]!.length);
  return `${turn.slice(0, pronounStart)}${verb} ${named}${turn.slice(verbStart + match[3]!.length)}`;
}

/**
 * What the text before a word names, said again ("notre soirée", "cet avis"): the nearest clause
 * that names something, then the earlier turns, latest first. The clause of the word itself names
 * what is written ("un post pour l'annoncer"): it comes last, and only when asked.
 */
export function namedBefore(
  before: string,
  earlierTurns: string[],
  now: Date,
  ownClause: boolean,
): string | null {
  const clauses = clausesOf(before);
  const candidates = [
    ...clauses.slice(0, -1).reverse(),
    ...(ownClause ? clauses.slice(-1) : []),
    ...earlierTurns
      .slice()
      .reverse()
      .flatMap((earlier) => clausesOf(earlier).reverse()),
  ];
  for (const clause of candidates) {
    const phrase = firstPhrase(clause, now);
    if (phrase) return saidAgain(phrase);
  }
  return null;
}

// « je convoquerais **Yanis Cadiou** en entretien », « **Mon conseil :** Inès Morel remplit tous vos
// critères », « **Ma recommandation : Julie Bras** »: the one person a reply retains.
const chosenInReply = [
  /\bje (?:convoquerais|retiendrais|recommande|recommanderais|choisirais|recruterais|garderais)\s+\*\*([^*]+)\*\*(?![^.\n]*\*\*)/u,
  /\*\*Mon conseil :\*\*\s+(\p{Lu}[\p{L}'’-]+(?:\s+(?:de\s+|du\s+|le\s+|la\s+)?\p{Lu}[\p{L}'’-]+){0,2})\s+(?:remplit|d’abord|est celui)/u,
  /\*\*Ma recommandation : (\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\*\*/u,
];
// « Ma recommandation : Froid Service »: a supplier, not a person; a person there has a first name.
const recommended = chosenInReply[2]!;

/** The one person a reply retained (a candidate to meet, a recommendation), or null. */
export function personChosenIn(reply: string | null | undefined): string | null {
  if (!reply) return null;
  for (const pattern of chosenInReply) {
    const name = pattern.exec(reply)?.[1]?.trim();
    if (!name || /\s(?:et|ou)\s|,/.test(name)) continue;
    if (pattern === recommended && !firstNames.has(fold(name.split(' ')[0] ?? ''))) continue;
    return name;
  }
  return null;
}

// « ce client », « cette candidate »: a person pointed at, not named.
const thatPerson =
  /(?<![\p{L}])(?:ce|cette)\s+(?:client|cliente|prospect|prospecte|candidat|candidate|monsieur|dame|personne|locataire|patient|patiente)(?![\p{L}])/iu;

// « Invite-le », « Convoque-la », « Écris-lui », « Propose-lui », and « peux-tu l'inviter »: the
// object pronoun of a request, imperative or infinitive.
const imperativePronoun =
  /^(\s*(?:(?:et|bon|ok|d'accord|parfait|alors|super)[,\s]+)*)(\p{L}+)-(le|la|lui)\b(?!-)/iu;
const infinitivePronoun = /\b(l['’]|le |la |lui )(\p{Ll}+(?:er|ir|re))\b/u;
// Verbs whose direct object is a person (« invite-le »); « écris-le », « envoie-le » act on a text.
const personVerb =
  /^(?:invit|convoqu|appel|rappel|contact|recontact|previen|preven|relanc|remerci|recoi|recev|rencontr|embauch|recrut|retien|reten|accueill|inform)/;
const ofPerson = (pronoun: string, verb: string) =>
  /^lui$/i.test(pronoun.trim()) || personVerb.test(fold(verb));

/**
 * A follow-up whose object pronoun stands for the person the previous reply retained (« Invite-le à
 * un entretien » after « je convoquerais Yanis Cadiou »): that person named in its place, so the turn
 * is read as a new request for them. The turn as typed otherwise.
 */
export function withChosenPerson(turn: string, previousReply: string | null | undefined): string {
  const chosen = personChosenIn(previousReply);
  if (!chosen) return turn;
  const imperative = imperativePronoun.exec(turn);
  if (imperative && ofPerson(imperative[3] ?? '', imperative[2] ?? '')) {
    const [whole, lead = '', verb = '', pronoun = ''] = imperative;
    const object = pronoun.toLowerCase() === 'lui' ? `à ${chosen}` : chosen;
    return `${lead}${verb} ${object}${turn.slice(whole.length)}`;
  }
  const infinitive = infinitivePronoun.exec(turn);
  if (
    infinitive &&
    ofPerson(infinitive[1] ?? '', infinitive[2] ?? '') &&
    /^(?:peux|pouvez|pourrais|pourriez|tu peux|vous pouvez|il faut|merci de)\b/i.test(fold(turn).trim())
  ) {
    const [whole, pronoun = '', verb = ''] = infinitive;
    const object = pronoun.trim().toLowerCase() === 'lui' ? `à ${chosen}` : chosen;
    return `${turn.slice(0, infinitive.index)}${verb} ${object}${turn.slice(infinitive.index + whole.length)}`;
  }
  // « Rédige la réponse à ce client », « relance cette candidate »: the one person just retained.
  const demonstrative = thatPerson.exec(turn);
  if (demonstrative)
    return `${turn.slice(0, demonstrative.index)}${chosen}${turn.slice(demonstrative.index + demonstrative[0].length)}`;
  return turn;
}
