// « Un client demande combien coûte un chauffe-eau de 200 l, pose comprise. Réponds-lui. » (issue
// 41): the reply says the answer the user's documents give (the price list's lines, a clause of the
// terms), cited, instead of promising to come back with it.
import {
  allPassages,
  answeringLines,
  bestSentences,
  type ContextPassage,
  coverage,
  type DocumentContext,
  whereOf,
} from '../../documents.ts';
import { runsSkill } from '../../employees/registry.ts';
import { fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { questionToSettle } from '../understanding/reported-question.ts';
import { blocks, letter, type Paragraph, quote } from './compose.ts';
import { delayStated, delayVerdict, elapsedTold, tellsOfDefect } from './delay-verdict.ts';
import { toSecondPerson } from './letters.ts';

const replyAsked = /\b(?:reponds|repondez|repondre|redige|redigez|rediger|ecris|ecrivez|prepare)\w*\b/;

export function customerQuestionReply(
  conversation: Conversation,
  documents: DocumentContext | undefined,
): string | null {
  const { employee, request } = conversation;
  if (!documents || documents.documentCount === 0) return null;
  // A customer's question is answered by who replies to customers (Clide) or writes the mail (Alfred).
  // One the classifier could not place, sent to who replies to customers with « Réponds-lui »,
  // « Rédige la réponse », is a customer reply all the same.
  const intent =
    request.intent === 'unknown' && replyAsked.test(fold(conversation.message)) ? 'support' : request.intent;
  if (intent !== 'support' && intent !== 'email') return null;
  if (!runsSkill(employee, intent)) return null;
  const question = questionToSettle(conversation.message);
  if (!question) return null;
  const parts = questionParts(question);
  if (parts.length > 1) return partsReply(conversation, parts, documents);
  // « si elle peut encore retourner une lampe reçue il y a 3 semaines, elle ne lui plaît plus »: when
  // the whole does not match a passage, what is asked (« retourner une lampe reçue ») does.
  const topic = requestTopic(question);
  const whole = answeringLines(question, documents);
  const asked = whole.length || topic === question ? whole : answeringLines(topic, documents);
  const lines = (asked.length ? asked : delayClause(question, topic, documents)).map((each) => ({
    ...each,
    line: tableRowAnswering(question, each.line) ?? each.line,
  }));
  if (!lines.length) return null;
  const verdict = lines.length === 1 ? delayVerdict(question, lines[0]!.line) : null;
  if (verdict) return inTimeReply(conversation, question, lines[0]!, verdict, documents);
  // « Libellé : valeur » lines are a list of the company's own prices or terms; a sentence is quoted.
  const listed = lines.every(({ line }) => /^[^:]{3,80}\s:\s\S/.test(line));
  const body = listed
    ? [
        { text: 'Merci pour votre message. Voici ce que vous demandez :' },
        { text: lines.map(({ line }) => `- ${line.replace(/[.;\s]+$/, '')}`).join('\n') },
      ]
    : [{ text: 'Merci pour votre message.' }, ...lines.map(({ line }) => ({ text: line }))];
  return answerFromDocuments(conversation, body, lines);
}

/** The reply to the customer from the documents' lines, with its sources and a note to the user. */
function answerFromDocuments(
  conversation: Conversation,
  body: Paragraph[],
  lines: Array<{ passage: ContextPassage }>,
  note?: string,
): string {
  const to = conversation.request.facts.people[0];
  const question = questionToSettle(conversation.message);
  const draft = letter(conversation, {
    subject: (question && subjectOfRequest(question)) ?? 'Votre demande',
    ...(to ? { to } : {}),
    body: [...body, { text: 'Je reste à votre disposition pour toute question.', level: 1 }],
  });
  const cited: ContextPassage[] = [...new Map(lines.map(({ passage }) => [passage.n, passage])).values()];
  return blocks(
    `${voices[conversation.employee].ack} Voici la réponse, d’après vos documents :`,
    quote(draft),
    `**Source${cited.length > 1 ? 's' : ''} :** ${cited.map((p) => `[${p.n}] ${whereOf(p)}`).join(' · ')}`,
    note,
  );
}

/** A terms sentence said to the customer reading it: « à la charge du client » is « à votre charge ». */
const toReader = (line: string) =>
  line.replace(/(?<!\p{L})à la charge (?:du client|de l['’]acheteur)/giu, 'à votre charge');

// What a customer asks to do, as the noun a subject line names it by.
const requestNouns: Record<string, string> = {
  retourner: 'Retour',
  renvoyer: 'Retour',
  rendre: 'Retour',
  echanger: 'Échange',
  annuler: 'Annulation',
  reporter: 'Report',
  decaler: 'Report',
  livrer: 'Livraison',
  reparer: 'Réparation',
};

/** « si elle peut retourner une lampe achetée… » → « Retour de votre lampe »; null for another request. */
export function subjectOfRequest(question: string): string | null {
  const asked = /\b(\p{L}+)\s+(?:(un|une|le|la|l['’]|les|des|son|sa|ses|mon|ma|mes)\s*)([\p{L}-]{3,})/u.exec(
    question.replace(/\b(?:nous|me|lui|leur)\s+/giu, ''),
  );
  const noun = asked ? requestNouns[fold(asked[1] ?? '')] : undefined;
  if (!asked || !noun) return null;
  const plural = /^(?:les|des|ses|mes)$/i.test(asked[2] ?? '');
  return `${noun} de ${plural ? 'vos' : 'votre'} ${asked[3]}`;
}

// « Remboursement : il est effectué sous 14 jours »: a terms line whose subject is its label, said whole.
// « Retours : les retours sont acceptés… »: a label the sentence says again is dropped.
function labelledSentence(line: string): string {
  const restated = /^([\p{L}' -]{3,40})\s?:\s+((?:les|le|la|l['’]|tout|toute|tous)\s*(.+))$/iu.exec(line);
  if (
    restated &&
    fold(restated[3] ?? '').startsWith(
      fold(restated[1] ?? '')
        .trim()
        .slice(0, 5),
    )
  )
    return `${restated[2]?.charAt(0).toUpperCase()}${restated[2]?.slice(1)}`;
  const labelled = /^([\p{L}' -]{3,40})\s?:\s+(il|elle)\s+(.+)$/iu.exec(line);
  if (!labelled) return line;
  const label = (labelled[1] ?? '').trim().toLowerCase();
  const article = /^[aeiouyéèêh]/i.test(label) ? 'L’' : labelled[2]?.toLowerCase() === 'il' ? 'Le ' : 'La ';
  return `${article}${label} ${labelled[3]}`;
}

// « il y a 3 semaines », « depuis deux mois »: when the customer's request was made possible, not what it asks.
const elapsedWords =
  /\s*\b(?:il y a|depuis|ça fait|ca fait|voilà|voila)\s+(?:\d+|[\p{L}-]+)(?:\s*\(\d+\))?\s+(?:jours?|semaines?|mois|ans?|années?)(?![\p{L}])/giu;
// « , elle ne lui plaît plus », « car elle ne lui plaît plus »: why the customer asks, not what.
const reasonClause = /\s*(?:,|\bcar\b|\bparce qu|\bpuisqu|\bvu qu).*$/iu;
const adverbs = /\b(?:encore|toujours|déjà|deja|bien|nous|me|lui|leur)\b/giu;

/**
 * What a customer's request asks, without when or why (« si elle peut encore nous retourner une
 * lampe reçue il y a 3 semaines, elle ne lui plaît plus » → « elle retourner une lampe reçue »): the
 * words a clause of the terms shares with it.
 */
export function requestTopic(question: string): string {
  return question
    .replace(elapsedWords, ' ')
    .replace(reasonClause, '')
    .replace(askingWords, ' ')
    .replace(adverbs, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * « s'il peut encore renvoyer des rideaux achetés il y a 10 jours »: the terms say « un produit »,
 * never « rideaux ». A request that tells the time elapsed is answered by the clause that gives a
 * delay for what is asked (the sentence stating a delay that shares most of the request's words, the
 * one under a title that says it first); none when no such sentence shares a word.
 */
function delayClause(
  question: string,
  topic: string,
  documents: DocumentContext,
): Array<{ line: string; passage: ContextPassage }> {
  if (!elapsedTold(question)) return [];
  const best = allPassages(documents)
    .flatMap((passage) =>
      (passage.body.match(/[^.!?\n]+[.!?]?/g) ?? [])
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => delayStated(line))
        .map((line) => ({
          line,
          passage,
          score: coverage(topic, line),
          titled: passage.section ? coverage(topic, passage.section) : 0,
        })),
    )
    .filter((each) => each.score > 0)
    .sort((a, b) => b.score - a.score || b.titled - a.titled)[0];
  return best ? [{ line: best.line, passage: best.passage }] : [];
}

/**
 * The clause of the terms that answers, then whether the customer is still in time (« Vous avez reçu
 * votre lampe il y a 3 semaines : le délai de 14 jours est donc dépassé… »); when it is over and the
 * customer tells of a defect, the warranty the documents give, which still answers them.
 */
function inTimeReply(
  conversation: Conversation,
  question: string,
  clause: { line: string; passage: ContextPassage },
  verdict: { over: boolean; text: string },
  documents: DocumentContext,
): string {
  const warranty =
    verdict.over && tellsOfDefect(question)
      ? allPassages(documents)
          .flatMap((passage) =>
            (passage.body.match(/[^.!?\n]+[.!?]?/g) ?? [])
              .map((line) => ({ line: line.trim(), passage }))
              .filter(({ line }) => /\bgaranti/i.test(line) && line !== clause.line),
          )
          .at(0)
      : undefined;
  // A return accepted costs its postage and is refunded: the terms' sentences on both tell how.
  const returned = !verdict.over && /\b(?:retourner|renvoyer|rendre)\b/i.test(question);
  const returnTerms = returned
    ? allPassages(documents).flatMap((passage) =>
        (passage.body.match(/[^.!?\n]+[.!?]?/g) ?? [])
          .map((line) => ({ line: line.trim(), passage }))
          .filter(({ line }) => line !== clause.line && !clause.line.includes(line)),
      )
    : [];
  const postage = returnTerms.find(({ line }) => /\bfrais de (?:retour|renvoi)/i.test(line));
  const refund = returnTerms.find(({ line }) => /\brembours/i.test(line) && line !== postage?.line);
  const lowered = (line: string) => line.replace(/^(\p{Lu})(?=\p{Ll})/u, (first) => first.toLowerCase());
  return answerFromDocuments(
    conversation,
    [
      { text: 'Merci pour votre message.' },
      { text: labelledSentence(clause.line) },
      { text: verdict.text },
      ...(warranty ? [{ text: `En revanche, ${lowered(warranty.line).replace(/([^.!?])$/, '$1.')}` }] : []),
      ...[postage, refund].flatMap((term) =>
        term ? [{ text: toReader(labelledSentence(term.line)).replace(/([^.!?])$/, '$1.') }] : [],
      ),
    ],
    [clause, ...[warranty, postage, refund].filter((term) => term !== undefined)],
  );
}

// « s'il peut venir avec son labrador et à partir de quelle heure il peut arriver »: a second question
// begins with its own question word after « et » or a comma.
const nextQuestion =
  /\s*(?:,\s*(?:et\s+)?|\s+et\s+)(?=(?:(?:à|a) partir de |jusqu['’]à |dès |des |à |a |vers |pour )?(?:quel|quelle|quels|quelles|quand|comment|combien|où|pourquoi|si|s['’](?:il|ils|elle|elles)|le prix|le tarif|le délai|le delai)(?![\p{L}]))/iu;

/** The questions a reported question holds, in the order asked (one when it asks one thing). */
export function questionParts(question: string): string[] {
  return question
    .split(nextQuestion)
    .map((part) => part.trim())
    .filter((part) => part.length > 2);
}

const minPartCoverage = 0.5;
// « si elle peut venir avec son berger allemand »: the words any question says, which no sentence of the
// documents need repeat; the part is matched by its other words.
const askingWords =
  /\b(?:si|venir|viens|vient|viennent|aller|faire|fait|savoir|vouloir|veut|veulent|pouvoir|peux|puis|possible|est-il|est-ce)\b/giu;

/** The sentence of the passages that speaks of one question, or null when none does. */
function sentenceAnswering(
  part: string,
  passages: ContextPassage[],
): { line: string; passage: ContextPassage } | null {
  let best: { line: string; passage: ContextPassage; score: number } | null = null;
  for (const passage of passages) {
    for (const line of bestSentences(part, passage.body)) {
      const said = part.replace(askingWords, ' ');
      const score = coverage(said.trim() ? said : part, line);
      if (score > (best?.score ?? 0)) best = { line, passage, score };
    }
  }
  return best && best.score >= minPartCoverage ? best : null;
}

/** « à partir de quelle heure il peut arriver » said to the one who asked: « … vous pouvez arriver ». */
function partToReader(part: string): string {
  const subject = /(?:^|\s)(?:il|elle|ils|elles)\s/i.exec(part);
  const at = subject ? subject.index + (/^\s/.test(subject[0]) ? 1 : 0) : 0;
  const said =
    subject && at > 0 ? `${part.slice(0, at)}${toSecondPerson(part.slice(at))}` : toSecondPerson(part);
  // « s'il y a une piscine »: no one is the subject, the elision stays.
  return said.replace(/\bsi (ils?)\b/g, 's’$1');
}

/**
 * A customer's question in several parts (« s'il peut venir avec son chien et à quelle heure il peut
 * arriver »): each part answered by the sentence of the documents that speaks of it, in the order
 * asked; a part the documents do not answer is said to the customer as checked later, and to the user
 * in a note, never guessed.
 */
function partsReply(conversation: Conversation, parts: string[], documents: DocumentContext): string | null {
  const passages = allPassages(documents);
  const answers = parts.map((part) => ({ part, found: sentenceAnswering(part, passages) }));
  const found = answers.flatMap(({ found }) => (found ? [found] : []));
  if (!found.length) return null;
  const lines = [...new Map(found.map((each) => [each.line, each])).values()];
  const open = answers.filter(({ found }) => !found).map(({ part }) => part);
  const stated = (line: string) => line.replace(/[.;\s]+$/, '');
  const body = [
    ...(lines.length > 1
      ? [
          { text: 'Merci pour votre message. Voici les réponses à vos questions :' },
          { text: lines.map(({ line }) => `- ${stated(line)}`).join('\n') },
        ]
      : [{ text: 'Merci pour votre message.' }, { text: `${stated(lines[0]!.line)}.` }]),
    ...open.map((part) => ({
      text: `Vous nous demandez aussi ${partToReader(part)} : je vérifie et je reviens vers vous rapidement.`,
    })),
  ];
  return answerFromDocuments(
    conversation,
    body,
    lines,
    open.length
      ? `**À compléter :** vos documents ne disent rien sur ${open.map((part) => `« ${part} »`).join(' ni sur ')} ; je l’ai laissé ouvert dans la réponse.`
      : undefined,
  );
}

/**
 * A price list kept as a table (« | Prestation | Prix TTC | |---|---| | Entretien annuel poêle à
 * granulés | 165 € | … ») answers with its row, not the whole table: « Entretien annuel poêle à
 * granulés : 165 € TTC ». Null when the line is no table.
 */
export function tableRowAnswering(question: string, line: string): string | null {
  if ((line.match(/\|/g) ?? []).length < 4) return null;
  const rows = line
    .split(/\|\s*(?=\|)|\n/)
    .map((row) =>
      row
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean),
    )
    .filter((cells) => cells.length >= 2 && !cells.every((cell) => /^:?-{2,}:?$/.test(cell)));
  if (rows.length < 2) return null;
  const [header, ...body] = rows;
  const best = body
    .map((cells) => ({ cells, score: coverage(question, cells.join(' ')) }))
    .sort((a, b) => b.score - a.score)[0];
  if (!best || best.score <= 0) return null;
  // « Prix TTC » in the header: the price said with its tax basis.
  const basis = /\b(TTC|HT)\b/.exec(header!.slice(1).join(' '))?.[1];
  const values = best.cells
    .slice(1)
    .map((cell) => (basis && /€\s*$/.test(cell) && !/\b(?:TTC|HT)\b/.test(cell) ? `${cell} ${basis}` : cell));
  return `${best.cells[0]} : ${values.join(' · ')}`;
}
