// « Prépare-moi une note pour décider si on passe à 3 jours de télétravail. Pour : on économiserait
// 1 800 € de loyer par mois, et 5 consultants sur 7 le demandent. Contre : nos deux juniors ont besoin
// d'être encadrés… » (issue 41, reasoning over what the user gives): the decision, each argument the
// user gave under its side in their own words, a monthly amount said over the year too, and how to
// decide. Nothing is added to either side.
import { capitalise, eurosSaid, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { blocks } from './compose.ts';

export interface WeighedDecision {
  /** What is to be decided, in the user's words: « on passe à 3 jours de télétravail par semaine ». */
  question: string | null;
  pros: string[];
  cons: string[];
}

const sideHead =
  /(?:^|[.!?]\s+|\n)\s*(pour|avantages?|points? forts?|contre|inconvenients?|points? faibles?)\s*:\s*/g;

/** The user's arguments, one per clause (« …, et 5 consultants sur 7 le demandent »). */
function argumentsOf(text: string): string[] {
  return text
    .replace(/[.!\s]+$/, '')
    .split(/\s*;\s*|,\s+(?:et|mais|puis)\s+|\.\s+|\n+/)
    .map((part) => part.replace(/^[-•*]\s*/, '').trim())
    .filter((part) => part.length > 3);
}

/** The pros and cons a message lists under « Pour : » and « Contre : », or null. */
export function weighedDecision(message: string): WeighedDecision | null {
  const folded = fold(message);
  const heads = [...folded.matchAll(sideHead)];
  const side = (head: string) => (/^(pour|avantage|points? forts?)/.test(head) ? 'pros' : 'cons');
  if (!heads.some((head) => side(head[1]!) === 'pros') || !heads.some((head) => side(head[1]!) === 'cons'))
    return null;
  const pros: string[] = [];
  const cons: string[] = [];
  heads.forEach((head, index) => {
    const start = head.index + head[0].length;
    const end = heads[index + 1]?.index ?? message.length;
    (side(head[1]!) === 'pros' ? pros : cons).push(...argumentsOf(message.slice(start, end)));
  });
  const asked = /\b(?:decider|savoir|trancher|choisir|voir)\s+si\s+([^.?!:]{4,140})/.exec(folded);
  const question = asked?.[1]
    ? message.slice(asked.index + asked[0].length - asked[1].length, asked.index + asked[0].length).trim()
    : null;
  return pros.length && cons.length ? { question, pros, cons } : null;
}

/** « 1 800 € de loyer par mois » → « soit 21 600 € par an »: a monthly amount said over the year. */
function overTheYear(argument: string): string {
  const match = new RegExp(amountPattern.source).exec(argument);
  const value = match && eurosValue(match[0].replace(/\s*(?:HT|TTC)$/i, ''));
  if (!match || !value) return argument;
  const monthly = /par mois|\/\s*mois|mensuel/i.test(
    `${match[0]} ${argument.slice(match.index + match[0].length, match.index + match[0].length + 30)}`,
  );
  return monthly ? `${argument} (soit ${eurosSaid(value.euros * 12)} par an)` : argument;
}

export function decisionNote(conversation: Conversation, decision: WeighedDecision): string {
  const { question, pros, cons } = decision;
  const list = (items: string[]) => items.map((item) => `- ${capitalise(overTheYear(item))}.`).join('\n');
  return blocks(
    'Voici la note, avec vos arguments tels que vous me les avez donnés :',
    question ? `**Décision à prendre :** ${question.replace(/[.?!\s]+$/, '')}, oui ou non ?` : null,
    `**Pour**\n${list(pros)}`,
    `**Contre**\n${list(cons)}`,
    `**Pour trancher :** pour chaque argument contre, cherchez la condition qui le lèverait ; si chacun en a une que vous acceptez, la décision penche vers le oui. Sinon, un essai limité dans le temps, avec une date de bilan fixée d’avance, permet de décider sur des faits.`,
    conversation.style.length >= 0 &&
      'Dites-moi si un argument manque ou pèse plus lourd que les autres, et je refais la note.',
  );
}
