// Millie's status update written to someone (a client, a partner, a banker): "Rédige un point
// d'avancement pour le client : livraison décalée du 12 au 26 décembre". The user's own facts make
// the letter, as written; the workspace report stays for a request that gives none.
import { capitalise, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { quote, revisionIntro } from './compose.ts';
import { letterWithFacts } from './letters.ts';
import type { Writer } from './writer.ts';

// A written piece ("rédige un point", "écris un message") rather than a question ("où en est…").
const writes =
  /\b(redige\w*|ecri\w*|prepare\w*|envoie\w*|fais|fait|formule\w*)\b[^.?!]*\b(point|etat|bilan|message|mail|email|courriel|courrier|lettre|note|compte rendu|mot)\b/;

/** The sentences of a text, not cut at "M." or "Mme". */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:M|Mme|Mlle|Dr|St))[.!?]+(?=\s|$)/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The details the user gave: sentences besides the request, and the list after its colon. */
function detailsOf(conversation: Conversation): { context: string[]; points: string[] } {
  const { command, pasted } = conversation.request;
  const sentences = sentencesOf(command);
  const context = sentences.filter((sentence) => !writes.test(fold(sentence)));
  // A short list after the request's colon stays in the command: "… pour le client : livraison décalée".
  const listed = sentences
    .filter((sentence) => writes.test(fold(sentence)))
    .map((sentence) =>
      sentence
        .split(/\s:\s|:\s/)
        .slice(1)
        .join(', '),
    )
    .filter(Boolean);
  const points = [...listed, pasted ?? '']
    .join(', ')
    .split(/\s*[;,\n]\s*(?![^()]*\))|\.\s+/)
    .map((point) =>
      point
        .replace(/^[-•*]\s*/, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((point) => point.length > 1);
  return { context, points };
}

/** True when the request asks for a status update written to someone, with facts to put in it. */
export function isStatusLetter(conversation: Conversation): boolean {
  const { command } = conversation.request;
  if (!writes.test(fold(command))) return false;
  const { context, points } = detailsOf(conversation);
  return context.length + points.length > 0;
}

/** "de le site" → "du site", "de les travaux" → "des travaux". */
function ofPhrase(noun: string): string {
  return `de ${noun}`.replace(/^de le\b/i, 'du').replace(/^de les\b/i, 'des');
}

/** "l'avancement du projet X pour mon client M. Leblanc" → "le projet X": no "avancement" twice, no recipient. */
function projectOf(subject: string | null): string | null {
  if (!subject) return null;
  const project = subject
    .replace(/\s+pour (?:mon|ma|mes|notre|nos|le|la|les|un|une|l['’]) ?\S.*$/i, '')
    .replace(
      /^l['’](?:avancement|etat|état)\s+(du|de la|des|de l['’])\s*/i,
      (_, of: string) =>
        (({ du: 'le ', 'de la': 'la ', des: 'les ' }) as Record<string, string>)[of.toLowerCase()] ?? "l'",
    )
    .trim();
  return project.length >= 3 ? project : null;
}

const statusLetter: Writer = (conversation) => {
  const { request } = conversation;
  const { context, points } = detailsOf(conversation);
  const late = /\bretard\w*|\bdecal\w*|\breport\w*/.test(fold(`${request.command} ${request.pasted ?? ''}`));
  const about = projectOf(request.facts.subject);
  const draft = letterWithFacts(conversation, {
    subject: `Point d’avancement${about ? ` : ${about}` : ''}`,
    to: request.facts.people[0],
    body: [
      {
        text: `Je vous adresse un point sur l’avancement ${about ? ofPhrase(about) : 'du projet'}.`,
        level: 1,
      },
      ...context.map((sentence) => ({ text: `${capitalise(sentence)}.` })),
      points.length > 0 && {
        text: `**Où nous en sommes :**\n${points.map((point) => `- ${capitalise(point)}`).join('\n')}`,
      },
      late && {
        text: 'Nous mettons tout en œuvre pour tenir cette nouvelle date et vous tiendrons informé de toute évolution.',
        level: 1,
      },
      {
        text: 'Je reste à votre disposition pour en parler de vive voix, et vous enverrai le prochain point à la prochaine étape.',
        level: 1,
      },
      { text: 'Merci pour votre confiance et votre patience.', level: 2 },
    ],
  });
  return [
    revisionIntro(conversation, 'une nouvelle version du point d’avancement') ??
      'Voici le point d’avancement, prêt à envoyer :',
    quote(draft),
  ].join('\n\n');
};

/** Millie's status writer: a letter when the user gave the facts to write, else the workspace report. */
export function withStatusLetter(report: Writer | undefined): Writer | undefined {
  if (!report) return undefined;
  return (conversation) => (isStatusLetter(conversation) ? statusLetter(conversation) : report(conversation));
}
