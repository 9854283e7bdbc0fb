// A public reply to a customer's online review (Google, TripAdvisor, Facebook…) is Clide's support
// writer's (chip-clide.ts `reviewReply`): whoever the user asks it of (Suki for the e-reputation, Alfred
// for the mail) runs that one writer, so every review is answered the same way.

import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { clideWriters } from './chip-clide.ts';

// « Réponds à cet avis », « Écris une réponse publique », « une réponse à l'avis Google de … ».
const replyAsked =
  /\b(?:reponse publique|repon\w*\s+(?:publiquement\s+)?(?:a|au|aux)\s+(?:cet|cette|l'|un|une|son|ce|ces|les|mon|notre)\s*(?:\d\s*etoiles?\s+)?(?:avis|commentaire|critique)|reponse\s+(?:a|pour)\s+(?:cet|l'|un|ce|son)\s*(?:avis|commentaire))\b/;

/** True when the message asks for the reply to a customer's review. */
export function reviewReplyAsked(message: string): boolean {
  const folded = fold(message);
  return /\b(?:avis|commentaire|critique)\b/.test(folded) && replyAsked.test(folded);
}

/** The review answered by Clide's writer, or null when no review reply is asked. */
export function reviewReply(conversation: Conversation): string | null {
  if (!reviewReplyAsked(conversation.message)) return null;
  return clideWriters.support!({ ...conversation, request: { ...conversation.request, intent: 'support' } });
}
