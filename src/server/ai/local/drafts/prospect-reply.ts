// « Réponds à ce mail, dis-lui que c'est 65 € HT la séance et qu'on peut commencer le 6 janvier :
// « Bonjour, … nous cherchons un coach sportif pour … Pouvez-vous m'indiquer vos tarifs ? » » (issue 41):
// a prospect's message answered with what the user dictates, not a cold pitch. The answer is the body,
// said to the reader; what the prospect looks for is said back to them, so the answer reads in context.
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Person } from '../understanding/facts.ts';
import { newsTold } from '../understanding/news-told.ts';
import { salesAnswerDictated } from '../understanding/sales-objections.ts';
import { signatureHint } from './alfred.ts';
import { blocks, type Paragraph, quote, revisionIntro } from './compose.ts';
import {
  answerGiven,
  givenAnswerSaid,
  letterWithFacts,
  readerClauses,
  readerPronoun,
  toSecondPerson,
} from './letters.ts';

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

// Where the user tells what to answer: « Réponds-lui », « Dis-lui », « Réponds à la SARL Bodin que ».
const answerInstruction = /(?:^|[.!?,;]\s*|\bet\s+)(?:reponds?|repondez|dis|dites)\b/;
// What is sold, as the context names it: « notre devis de 4 900 € pour sa cuisine », « le forfait ».
const soldThing =
  /(?:^|\s)(?:notre|nos|mon|ma|mes|le|la|les|l['’]|ce|cet|cette|son|sa|ses|leur|votre|vos)\s*(devis|forfaits?|tarifs?|prix|offres?|propositions?|abonnements?|contrats?|formules?|prestations?)\b([^.,;:!?]*?)(?=\s+(?:trop|un peu|bien|beaucoup|excessi\w*|hors|au-dessus|élevée?s?|chers?|chères?)\b|\s+(?:et|mais)\s|[.,;:!?]|$)/iu;
// « la SARL Bodin », « la société Altis »: a company written to, greeted without a person's name.
const legalForm =
  /(?:^|\s)(la\s|le\s|l['’])?\s*(SARL|SAS|SASU|EURL|SCI|société|entreprise|cabinet|agence|maison)\s+$/iu;

/** « notre devis de 4 900 € pour sa cuisine » → « notre devis de 4 900 € pour votre cuisine »: ours, said to the reader. */
function ourThing(text: string): { said: string; subject: string } | null {
  const match = soldThing.exec(text);
  if (!match?.[1]) return null;
  const noun = match[1].toLowerCase();
  const plural = /s$/.test(noun) && noun !== 'devis' && noun !== 'prix';
  const rest = (match[2] ?? '').replace(/\s+$/, '');
  const said = toSecondPerson(`${plural ? 'nos' : 'notre'} ${noun}${rest}`);
  // The subject names it without its figures: « Notre devis pour votre cuisine ».
  const forWhat = /\spour\s(?:votre|vos|le|la|les|l['’])\s*[^\d€,;]{2,40}$/u.exec(said)?.[0] ?? '';
  // « notre contrat d'entretien »: what names the thing (« d'entretien », « de site web ») stays.
  const kindOf =
    /^\s*(?:de|d['’])\s*(?!\d)[\p{L}'’ -]{2,30}?(?=\s+(?:de|d['’]|pour|à|a)\s|$)/u.exec(rest)?.[0] ?? '';
  const subject = `${plural ? 'Nos' : 'Notre'} ${noun}${kindOf}${forWhat}`;
  return { said, subject };
}

/**
 * « M. Lemoine trouve notre devis de 4 900 € pour sa cuisine trop cher. Réponds-lui qu'on peut descendre à
 * 4 500 € si… », « Réponds à la SARL Bodin que nous maintenons notre prix… »: with no message pasted, the
 * answer the user dictates on a sale is the reply's body, said to the reader, after thanks for their
 * word on what is sold; no pitch, no arguments. Null when the request dictates no such answer.
 */
export function dictatedSaleReply(conversation: Conversation): string | null {
  const { request } = conversation;
  if (request.pasted || !salesAnswerDictated(request.command)) return null;
  // « Réponds-lui qu'… », « Dis-lui : … »; « Réponds à la SARL Bodin que … »: the answer told as news.
  const given = answerGiven(request.command) ?? newsTold(request.command)?.news ?? null;
  if (!given) return null;
  const instruction = answerInstruction.exec(fold(request.command));
  const context = instruction ? request.command.slice(0, instruction.index) : '';
  const named = request.facts.people[0];
  // « on peut lui faire… », « on va leur envoyer… »: whom we do it for is the reader.
  const answer = readerClauses(givenAnswerSaid(given), readerPronoun(request.command, named, given)).replace(
    /\b(nous (?:pouvons|pourrons|pourrions|allons|voulons|devons|tenons à|souhaitons)) (?:lui|leur) /giu,
    '$1 vous ',
  );
  const thing = ourThing(context);
  // « trouve mon devis de site web trop cher (4 900 €) »: the price said beside what is sold is its own.
  const squeezed = context.replace(/\s/g, '');
  const prices = request.facts.amounts.filter((amount) => squeezed.includes(amount.replace(/\s/g, '')));
  if (thing && prices.length === 1 && !/\d/.test(thing.said)) thing.said += ` de ${prices[0]}`;
  // « la SARL Bodin »: the company itself is written to, greeted « Bonjour, ».
  const form = named
    ? legalForm.exec(request.command.slice(0, Math.max(0, request.command.indexOf(named.name))))
    : null;
  const company =
    named && form
      ? `${(form[1] ?? '').toLowerCase().replace("'", '’').trim()} ${form[2]} ${named.name}`
          .replace(/’\s/, '’')
          .trim()
      : null;
  const to: Person | undefined = company ? undefined : named;
  const body: Paragraph[] = [
    { text: thing ? `Merci pour votre retour sur ${thing.said}.` : 'Merci pour votre retour.' },
    { text: answer },
    { text: 'Je reste à votre disposition pour en parler.', level: 1 },
  ];
  const draft = letterWithFacts(conversation, {
    subject: thing?.subject ?? ourThing(answer)?.subject ?? 'Suite à votre message',
    to,
    body,
  });
  const whom = company ?? to?.label;
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      `Voici la réponse${whom ? ` à ${whom}` : ''}, avec ce que vous m’avez dit de ${/\b(?:reponds|repondez|dis|dites)-leur\b/.test(fold(request.command)) ? 'leur' : 'lui'} répondre :`,
    quote(draft),
    signatureHint(conversation),
  );
}
