import { parisLongDate } from '../../shared/paris-time.ts';
import { countOf } from '../../shared/plural.ts';
import type { SupportMessageDto, SupportTicketDto } from '../../shared/support-model.ts';
import {
  allPassages,
  bestSentences,
  type ContextPassage,
  coverage,
  type DocumentContext,
  documentsPrompt,
  factAsked,
  significantStems,
  whereOf,
} from './documents.ts';
import { greeting as letterGreeting } from './local/drafts/compose.ts';
import { fold, frenchSpacing } from './local/french.ts';
import { personas } from './personas.ts';
import type { TextCompletion } from './types.ts';

// Clide's reply to a support ticket (issue 40 part 4, decision 068): drafted from the requester's last
// message and the thread, their other tickets, and the passages of the company's documents that answer
// the question asked. A price, a delay or a date in the mail comes from a passage or the ticket, never
// from the writer: what the documents do not answer is said to the user in a note, not in the mail.

export interface TicketToAnswer {
  ticket: SupportTicketDto;
  messages: SupportMessageDto[];
  /** The requester's other tickets on this desk, newest first. */
  history: SupportTicketDto[];
  /** Who signs: the company's name, else the user's. */
  signature: string;
}

export interface SupportDraft {
  body: string;
  /** For the user only: what the draft rests on, or what it could not answer. */
  note: string;
}

/** The requester's last message, without the quoted thread and the signature under it. */
export function lastRequest(messages: SupportMessageDto[]): string {
  const last = messages.filter((m) => m.direction === 'inbound').at(-1);
  if (!last) return '';
  const lines: string[] = [];
  for (const line of last.body.split(/\r?\n/)) {
    // « Le 12 nov. 2026, Septime a écrit : » and what follows is our own message quoted back.
    if (/^(le .{4,80} a ecrit ?:|-{2,} ?original message|de ?: .+@)/i.test(fold(line.trim()))) break;
    if (/^--\s*$/.test(line)) break;
    if (line.trim().startsWith('>')) continue;
    lines.push(line);
  }
  return lines.join('\n').trim();
}

const questionStart =
  /^(quel(le)?s?|combien|comment|quand|ou|pourquoi|est-ce|est ce|y a-t-il|peut-on|puis-je|pouvez|pourriez|pourrais|peux|auriez|avez|faites|proposez|acceptez|livrez|intervenez|dois-je|faut-il|c'est combien|ca coute|a combien)\b/;
const askWords =
  /\b(combien|tarifs?|prix|cout\w*|devis|delais?|quand|disponib\w*|horaires?|conditions?|garantie|rembours\w*|retour\w*|frais|savoir|connaitre|renseign\w*)\b/;

/** The sentences of a message that ask something: questions, or requests for a price, a delay, a term. */
export function askedSentences(text: string): string[] {
  const sentences = (text.match(/[^.!?\n]+[.!?]*/g) ?? [])
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 3);
  const asked = sentences.filter((s) => {
    const folded = fold(s);
    return s.endsWith('?') || questionStart.test(folded) || askWords.test(folded);
  });
  return asked.slice(0, 3);
}

/** A passage answers a question when it holds half of its words (documents.ts's rule), best first. */
function answering(question: string, context: DocumentContext | undefined): ContextPassage | null {
  if (!context) return null;
  const scored = allPassages(context)
    .map((p) => ({ p, score: coverage(question, `${p.section ?? ''} ${p.body} ${p.documentName}`) }))
    .filter((x) => x.score >= 0.5)
    .sort((a, b) => b.score - a.score);
  return scored[0]?.p ?? null;
}

interface Answer {
  question: string;
  passage: ContextPassage;
  sentences: string;
  fact: string | null;
}

/**
 * The question whole, else each of its clauses of two words or more: « mon thermostat ne marche plus,
 * combien pour le changer ? » is answered by the thermostat's line even though the price list never
 * says « changer ».
 */
function answeringPart(question: string, context: DocumentContext | undefined) {
  const whole = answering(question, context);
  if (whole) return { part: question, passage: whole };
  for (const part of question.split(/,|;|:|\s(?:et|mais|ou|car|donc)\s/)) {
    if (significantStems(part).length < 2) continue;
    const passage = answering(part, context);
    if (passage) return { part, passage };
  }
  return null;
}

/**
 * The one line or sentence of a passage that answers best: a price list answers a price by its line,
 * never by its neighbours (the figure of another service would be a wrong answer).
 */
function bestLine(question: string, body: string): string {
  const lines = (body.match(/[^.!?\n]+(?:[.!?]+|$)/gm) ?? [body]).map((l) => l.replace(/\s+/g, ' ').trim());
  let best = { line: '', score: 0 };
  for (const line of lines) {
    const score = coverage(question, line);
    if (score > best.score) best = { line, score };
  }
  return best.line || bestSentences(question, body).join(' ');
}

const priceAsked = /\b(prix|tarifs?|cout\w*|combien|montant|frais)\b/;

/** The figure the answer gives: the one asked, else its price when the question asks one too. */
function figureOf(question: string, line: string): string | null {
  return factAsked(question, line) ?? (priceAsked.test(fold(question)) ? factAsked('prix', line) : null);
}

function answersFrom(asked: string[], context: DocumentContext | undefined): Answer[] {
  const answers: Answer[] = [];
  for (const question of asked) {
    const found = answeringPart(question, context);
    if (!found) continue;
    const sentences = bestLine(found.part, found.passage.body);
    const fact = figureOf(question, sentences);
    answers.push({ question, passage: found.passage, sentences, fact });
  }
  return answers;
}

/** The answers said once each, in the order asked. */
function distinct(answers: Answer[]): Answer[] {
  return answers.filter((a, i) => answers.findIndex((b) => b.sentences === a.sentences) === i);
}

/**
 * « Bonjour Mme Roux, », « Bonjour Madame Martin, » (Jeanne Martin) from the name the requester gave,
 * as the letters greet (decision 079); « Bonjour, » from a bare address.
 */
function greeting(name: string): string {
  const clean = name.trim();
  if (!clean || clean.includes('@')) return 'Bonjour,';
  return letterGreeting(
    { name: clean, civility: null, label: clean },
    { length: 0, tone: 'neutral', address: 'vous', additions: [] },
  );
}

const unhappy =
  /\b(probleme|panne|casse|abime|erreur|retard|jamais recu|toujours pas|inadmissible|inacceptable|decu|mecontent|rembours)\w*/;

/** The offline engine's draft: the answers the documents give, the history, nothing made up. */
export function localSupportDraft(
  source: TicketToAnswer,
  context: DocumentContext | undefined,
): SupportDraft {
  const { ticket } = source;
  const request = lastRequest(source.messages) || ticket.subject;
  // The subject asks only when the message itself asks nothing (« Tarifs » over a bare « Bonjour »).
  const inBody = askedSentences(request);
  const asked = inBody.length ? inBody : askedSentences(ticket.subject);
  const all = answersFrom(asked.length ? asked : [request], context);
  const answers = distinct(all);
  const sorry =
    ticket.triage?.tone === 'angry' ||
    ticket.triage?.tone === 'worried' ||
    ticket.category === 'problem' ||
    unhappy.test(fold(request));
  const others = source.history.filter((t) => t.status !== 'resolved' && t.status !== 'closed');
  const paragraphs: string[] = [greeting(ticket.requesterName)];
  paragraphs.push(
    sorry
      ? 'Merci pour votre message, et désolés pour ce désagrément.'
      : `Merci pour votre message${ticket.subject ? ` au sujet de « ${ticket.subject} »` : ''}.`,
  );
  if (answers.length) {
    const lead = (a: Answer) => {
      const folded = fold(a.question);
      if (a.fact && /€|euro|EUR/i.test(a.fact)) return 'Voici notre tarif';
      if (a.fact && /\b(delai|jours?|semaines?|heures?)\b/.test(folded)) return 'Voici notre délai';
      return 'Voici ce que prévoient nos conditions';
    };
    paragraphs.push(
      answers.length === 1
        ? `${lead(answers[0]!)} : ${answers[0]!.sentences}`
        : `Voici ce que nous pouvons vous indiquer :\n${answers.map((a) => `- ${a.sentences}`).join('\n')}`,
    );
    if (all.length < asked.length)
      paragraphs.push('Pour le reste de votre demande, nous revenons vers vous rapidement.');
    else paragraphs.push('N’hésitez pas à nous écrire si vous avez une autre question.');
  } else {
    // Nothing in the documents answers: the mail promises no figure and no date.
    paragraphs.push(
      'Nous avons bien reçu votre demande et nous revenons vers vous rapidement avec une réponse précise.',
    );
  }
  if (others.length) {
    const other = others[0]!;
    paragraphs.push(
      `Nous suivons aussi votre demande du ${parisLongDate(new Date(other.createdAt))} (« ${other.subject} »)${others.length > 1 ? ` et ${countOf(others.length - 1, 'autre', 'autres')}` : ''}.`,
    );
  }
  paragraphs.push(`Bien cordialement,\n${source.signature}`);
  return {
    body: frenchSpacing(paragraphs.join('\n\n')),
    note: frenchSpacing(draftNote(source, asked, all, context)),
  };
}

function draftNote(
  source: TicketToAnswer,
  asked: string[],
  answers: Answer[],
  context: DocumentContext | undefined,
): string {
  const parts: string[] = [];
  if (answers.length) {
    const used = [...new Map(answers.map((a) => [a.passage.passageId, a.passage])).values()];
    const facts = [...new Set(answers.flatMap((a) => (a.fact ? [a.fact] : [])))];
    parts.push(
      `Réponse rédigée à partir de vos documents : ${used.map((p) => whereOf(p)).join(' · ')}${
        facts.length ? ` (${facts.join(', ')})` : ''
      }.`,
    );
    const missed = asked.filter((q) => !answers.some((a) => a.question === q));
    if (missed.length)
      parts.push(
        `Vos documents ne répondent pas à : ${missed.map((q) => `« ${q} »`).join(', ')} ; la réponse n’en dit rien.`,
      );
  } else {
    parts.push(
      !context || context.documentCount === 0
        ? 'Vous n’avez pas encore de document (tarifs, conditions) : la réponse accuse réception sans rien promettre. Ajoutez-les dans Documents, ou complétez la réponse vous-même.'
        : `Vos documents (${countOf(context.documentCount, 'document consulté', 'documents consultés')}) ne répondent pas à la question du client : la réponse accuse réception sans donner de prix ni de date. Ajoutez le document qui en parle, ou écrivez la réponse vous-même.`,
    );
  }
  if (source.history.length) {
    const open = source.history.filter((t) => t.status !== 'resolved' && t.status !== 'closed').length;
    parts.push(
      `Client déjà connu : ${countOf(source.history.length, 'autre ticket', 'autres tickets')}${open ? `, dont ${countOf(open, 'encore ouvert', 'encore ouverts')}` : ''}.`,
    );
  }
  parts.push(`Elle part par mail à ${source.ticket.requesterEmail} quand vous l’approuvez.`);
  return parts.join(' ');
}

/** Every price and date a text states: what a model's draft may only repeat, never add. */
function figures(text: string): string[] {
  const amounts = text.match(/\d+(?:[ \u00a0\u202f.]\d{3})*(?:,\d+)? ?(?:€|euros?|EUR)/gi) ?? [];
  const dates =
    text.match(
      /\b\d{1,2}(?:er)? (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/gi,
    ) ?? [];
  const digits = (value: string) => value.replace(/[^\d,]/g, '').replace(/,0+$/, '');
  return [...amounts.map(digits), ...dates.map((d) => fold(d))];
}

export type SupportReplyWriter = (
  source: TicketToAnswer,
  context: DocumentContext | undefined,
  signal?: AbortSignal,
) => Promise<SupportDraft>;

/**
 * The draft on the model path, when the process's engine is a provider: the thread, the history and the
 * passages in the prompt. A price or a date the model wrote that neither a passage nor the thread gives
 * is refused: the offline draft is used instead, and the note says why.
 */
export function supportReplyWriter(engine: object): SupportReplyWriter {
  const complete = (engine as Partial<TextCompletion>).complete?.bind(engine);
  return async (source, context, signal) => {
    const offline = localSupportDraft(source, context);
    if (!complete) return offline;
    const thread = source.messages
      .filter((m) => m.direction !== 'note')
      .slice(-8)
      .map(
        (m) =>
          `${m.direction === 'inbound' ? `Client (${m.authorName})` : 'Nous'}, le ${parisLongDate(new Date(m.sentAt))} :\n${m.body.slice(0, 3000)}`,
      );
    const history = source.history
      .slice(0, 5)
      .map(
        (t) => `- « ${t.subject} », ouvert le ${parisLongDate(new Date(t.createdAt))}, statut ${t.status}`,
      );
    const text = await complete(
      {
        system: [
          personas.clide.systemPrompt,
          "Tu écris la réponse par mail à un ticket du support, au nom de l'entreprise : le texte du mail seulement (salutation, réponse, formule de politesse), signé du nom donné. Réponds à la question posée dans le dernier message du client. Un prix, un délai, une date ou une condition ne peut venir que des passages des documents ou du fil : s'ils ne répondent pas, accuse réception sans rien promettre.",
          documentsPrompt(context) ?? '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        prompt: [
          `Ticket : « ${source.ticket.subject} » de ${source.ticket.requesterName} <${source.ticket.requesterEmail}>`,
          `Fil, du plus ancien au plus récent :\n${thread.join('\n\n')}`,
          history.length
            ? `Autres tickets de ce client :\n${history.join('\n')}`
            : 'Premier ticket de ce client.',
          `Signature : ${source.signature}`,
        ].join('\n\n'),
      },
      signal,
    );
    const body = text
      .trim()
      .replace(/\s*\[\d+\]/g, '')
      .slice(0, 20_000);
    const allowed = new Set(
      figures(
        [...allPassages(context ?? { documentCount: 0, passages: [] }).map((p) => p.body), ...thread].join(
          '\n',
        ),
      ),
    );
    const invented = figures(body).filter((f) => !allowed.has(f));
    if (!body || invented.length)
      return {
        body: offline.body,
        note: `${invented.length ? 'La réponse du modèle citait un chiffre ou une date absents de vos documents\u00a0: voici la réponse de Clide hors ligne. ' : ''}${offline.note}`,
      };
    return { body, note: offline.note };
  };
}
