// Summaries of a pasted text or of the conversation, shared by Alfred and Spec.
import { blocks, type ReplyContext } from '../context.ts';
import { fold, plural, shorten } from '../french.ts';
import { gistOf, summariseText } from '../summary.ts';

/** The text the user wants summarised: pasted or quoted, or the long message they point back to. */
export function textToSummarise(context: ReplyContext): string | null {
  if (context.pasted) return context.pasted;
  const quoted = context.entities.quoted;
  if (quoted && quoted.length >= 40) return quoted;
  if (
    /\b(ci-dessus|ce texte|cet article|ce message|cet e-?mail|ce mail|ce document|precedent)\b/.test(
      fold(context.command),
    )
  ) {
    const previous = context.history.filter((turn) => turn.role === 'user').at(-1);
    if (previous && previous.content.length >= 120) return previous.content;
  }
  return null;
}

export function textSummary(text: string, maxSentences: number, opener: string): string {
  const summary = summariseText(text, maxSentences);
  const [first, ...others] = summary.keySentences;
  return blocks(
    `${opener} Voici l'essentiel de ce texte (${plural(summary.wordCount, 'mot')}) :`,
    first && `**En bref :** ${first}`,
    others.length > 0 &&
      `**Points clés :**\n${others.map((sentence, index) => `${index + 1}. ${sentence}`).join('\n')}`,
    summary.keyTerms.length > 0 && `**Mots-clés :** ${summary.keyTerms.join(', ')}`,
    summary.actions.length
      ? `**Actions à retenir :**\n${summary.actions.map((action) => `- ${action}`).join('\n')}`
      : '**Actions à retenir :** aucune action ni échéance explicite dans le texte.',
  );
}

export function conversationSummary(context: ReplyContext, opener: string): string {
  const asked = context.history.filter((turn) => turn.role === 'user');
  const answered = context.history.filter((turn) => turn.role === 'assistant');
  if (!asked.length) {
    return blocks(
      `${opener} Notre conversation commence tout juste : il n'y a encore rien à résumer.`,
      "Pour résumer un texte, collez-le après « Résume : » et je vous en donne l'essentiel, les points clés et les actions à retenir.",
    );
  }
  return blocks(
    `${opener} Voici le résumé de notre échange (${plural(context.history.length, 'message')}) :`,
    `**Vos demandes :**\n${asked.map((turn, index) => `${index + 1}. ${shorten(turn.content, 120)}`).join('\n')}`,
    answered.length > 0 &&
      `**Ce qui a été proposé :**\n${answered.map((turn) => `- ${gistOf(turn)}`).join('\n')}`,
    '**Prochaine étape :** dites-moi ce que vous voulez garder, et je le transforme en tâche, en email ou en note.',
  );
}
