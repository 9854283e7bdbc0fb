// « Réponds à ce mail, dis-lui que c'est 65 € HT la séance et qu'on peut commencer le 6 janvier :
// « Bonjour, … nous cherchons un coach sportif pour … Pouvez-vous m'indiquer vos tarifs ? » » (issue 41):
// a prospect's message answered with what the user dictates, not a cold pitch. The answer is the body,
// said to the reader; what the prospect looks for is said back to them, so the answer reads in context.
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Person } from '../understanding/facts.ts';
import { signatureHint } from './alfred.ts';
import { blocks, type Paragraph, quote, revisionIntro } from './compose.ts';
import { givenAnswerSaid, letterWithFacts } from './letters.ts';

/** What the sender of a message says they look for (« nous cherchons un coach… »), said to them. */
export function soughtBy(message: string): string | null {
  const match =
    /\b(?:nous (?:cherchons|recherchons)|je (?:cherche|recherche)|nous sommes à la recherche d['’]|je suis à la recherche d['’]|nous aurions besoin d['’]|j['’]aurais besoin d['’]|nous souhaiterions|je souhaiterais)\s*([^.?!\n]{6,160})/i.exec(
      message,
    );
  if (!match?.[1]) return null;
  return match[1]
    .trim()
    .replace(/\b(?:notre|mon|ma)\b/gi, 'votre')
    .replace(/\b(?:nos|mes)\b/gi, 'vos');
}

/** « Bien cordialement,\nClaire et Thomas Morel »: who signed a pasted mail, else null. */
export function pastedSigner(message: string): string | null {
  const match =
    /\n\s*(?:bien cordialement|cordialement|bien à vous|bien a vous|sincères salutations|sinceres salutations|salutations[^\n]*|merci[^\n]*|bonne journée|bonne journee|à bientôt|a bientot)[\s,.!]*\n\s*([^\n«»"“”]{3,60}?)\s*[»"”]?\s*$/i.exec(
      message,
    );
  const name = match?.[1]?.trim();
  return name && /^\p{Lu}/u.test(name) ? name : null;
}

/** The subject of the reply: what the prospect asked, when it says so (a price, a quote), else theirs. */
function subjectOf(message: string): string {
  const folded = fold(message);
  if (/\b(tarifs?|prix|combien|cout)\b/.test(folded)) return 'Nos tarifs, comme demandé';
  if (/\bdevis\b/.test(folded)) return 'Votre demande de devis';
  if (/\b(disponibilit\w*|quand)\b/.test(folded)) return 'Nos disponibilités';
  return 'Suite à votre message';
}

/**
 * The reply to a prospect's pasted message when the request says what to answer; null when it does
 * not (a message to write from nothing is the prospecting letter).
 */
export function prospectReply(conversation: Conversation, given: string | null): string | null {
  const { request } = conversation;
  if (!given || !request.pasted || !/\brepond\w*|\breponse\b/.test(fold(request.command))) return null;
  const answer = givenAnswerSaid(given);
  const sought = soughtBy(request.pasted);
  const body: Paragraph[] = [
    { text: 'Merci pour votre message.' },
    sought
      ? {
          text: `Vous cherchez ${sought} : ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`,
        }
      : { text: answer },
    { text: 'Je reste à votre disposition pour en parler.', level: 1 },
  ];
  // The pasted mail greets the user (« Bonjour Monsieur Perrin ») and is signed by its writers: they
  // are whom the reply is for.
  const signer = pastedSigner(request.pasted);
  const reader: Person | undefined = signer
    ? { civility: null, name: signer, label: signer }
    : request.facts.people[0];
  // « Plus ferme, c'est notre dernière proposition »: the answer is said as final.
  if (conversation.style.tone === 'firm')
    body.splice(2, 0, {
      text: 'Il s’agit de notre dernière proposition : nous ne pourrons pas aller au-delà.',
    });
  const draft = letterWithFacts(conversation, {
    subject: subjectOf(request.pasted),
    to: reader,
    body,
  });
  const to = reader?.name;
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      `Voici la réponse${to ? ` à ${to}` : ''}, avec ce que vous m’avez dit de lui répondre :`,
    quote(draft),
    signatureHint(conversation),
  );
}
