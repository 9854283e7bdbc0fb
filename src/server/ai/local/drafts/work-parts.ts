// Small pieces shared by the work writers (Dot, Millie, Spec, summaries): the opening line, what a
// number in the request counts, the sample-data notice and a few additions.
import type { EmployeeId } from '../../../../shared/routes.ts';
import { capitalise, fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { itemCounts } from '../understanding/facts.ts';
import { revisionIntro } from './compose.ts';

/** The first line: the revision announced, else the employee's voice and what follows. */
export function opening(
  conversation: Conversation,
  employee: EmployeeId,
  what: string,
  line: string,
  voice = voices[employee].ack,
): string {
  return revisionIntro(conversation, what) ?? `${voice} ${line}`;
}

/**
 * The number asked for items of this kind ("6 critères et 4 questions" → 4 for questions), else the
 * fallback; a request may count several kinds of items, so each is read on its own.
 */
export function countFor(conversation: Conversation, nouns: RegExp, fallback: number): number {
  const counts = itemCounts(fold(conversation.request.command));
  // "Donne-m'en 4" counts without a noun: the items are those the request is about.
  const unnamed = counts.length === 0 ? conversation.request.facts.count : null;
  return counts.find(({ noun }) => nouns.test(noun))?.count ?? unnamed ?? fallback;
}

/** The sample-data notice, said once in a conversation, when a reply reads the workspace. */
export function sampleNote(conversation: Conversation): string | null {
  if (!conversation.workspace.isSample) return null;
  const said = conversation.history.some(
    (turn) => turn.role === 'assistant' && fold(turn.content).includes("donnees d'exemple"),
  );
  return said
    ? null
    : "_Ce sont des **données d'exemple** : créez vos projets et vos tâches pour que je travaille sur les vôtres._";
}

/** "#Recrutement #DeveloppeurReact": hashtags built from words, without accents or spaces. */
export function hashtagsOf(phrases: Array<string | null | undefined>, count: number): string {
  const tags = phrases
    .filter((phrase): phrase is string => Boolean(phrase))
    .map((phrase) =>
      phrase
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .split(/[^\p{L}\d]+/u)
        .filter((word) => word.length > 1)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(''),
    )
    .filter((tag) => tag.length > 1);
  // "#Plomberie" adds nothing after "#PlomberieMartin".
  const distinct = tags.filter(
    (tag, index) =>
      !tags.slice(0, index).some((earlier) => earlier.toLowerCase().includes(tag.toLowerCase())),
  );
  return distinct
    .slice(0, count)
    .map((tag) => `#${tag}`)
    .join(' ');
}

/** The additions of the style, by kind. */
export function additionOf<K extends Conversation['style']['additions'][number]['kind']>(
  conversation: Conversation,
  kind: K,
): Extract<Conversation['style']['additions'][number], { kind: K }> | undefined {
  // The latest request wins: "ajoute 3 hashtags", then "plutôt 5".
  return conversation.style.additions.findLast(
    (addition): addition is Extract<Conversation['style']['additions'][number], { kind: K }> =>
      addition.kind === kind,
  );
}

/** The details a follow-up asked to add ("ajoute que le logement est fourni"), as sentences. */
export function addedStatements(conversation: Conversation): string[] {
  return conversation.style.additions.flatMap((addition) =>
    addition.kind === 'statement' ? [`${capitalise(addition.text)}.`] : [],
  );
}
