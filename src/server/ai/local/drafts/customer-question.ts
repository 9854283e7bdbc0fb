// « Un client demande combien coûte un chauffe-eau de 200 l, pose comprise. Réponds-lui. » (issue
// 41): the reply says the answer the user's documents give (the price list's lines, a clause of the
// terms), cited, instead of promising to come back with it.
import {
  answeringLines,
  type ContextPassage,
  coverage,
  type DocumentContext,
  whereOf,
} from '../../documents.ts';
import { runsSkill } from '../../employees/registry.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { reportedQuestion } from '../understanding/reported-question.ts';
import { blocks, letter, quote } from './compose.ts';

export function customerQuestionReply(
  conversation: Conversation,
  documents: DocumentContext | undefined,
): string | null {
  const { employee, request } = conversation;
  if (!documents || documents.documentCount === 0) return null;
  // A customer's question is answered by who replies to customers (Clide) or writes the mail (Alfred).
  if (request.intent !== 'support' && request.intent !== 'email') return null;
  if (!runsSkill(employee, request.intent)) return null;
  const question = reportedQuestion(conversation.message);
  if (!question) return null;
  const lines = answeringLines(question, documents).map((found) => ({
    ...found,
    line: tableRowAnswering(question, found.line) ?? found.line,
  }));
  if (!lines.length) return null;
  // « Libellé : valeur » lines are a list of the company's own prices or terms; a sentence is quoted.
  const listed = lines.every(({ line }) => /^[^:]{3,80}\s:\s\S/.test(line));
  const body = listed
    ? [
        { text: 'Merci pour votre message. Voici ce que vous demandez :' },
        { text: lines.map(({ line }) => `- ${line.replace(/[.;\s]+$/, '')}`).join('\n') },
      ]
    : [{ text: 'Merci pour votre message.' }, ...lines.map(({ line }) => ({ text: line }))];
  const to = request.facts.people[0];
  const draft = letter(conversation, {
    subject: 'Votre demande',
    ...(to ? { to } : {}),
    body: [...body, { text: 'Je reste à votre disposition pour toute question.', level: 1 }],
  });
  const cited: ContextPassage[] = [...new Map(lines.map(({ passage }) => [passage.n, passage])).values()];
  return blocks(
    `${voices[employee].ack} Voici la réponse, d’après vos documents :`,
    quote(draft),
    `**Source${cited.length > 1 ? 's' : ''} :** ${cited.map((p) => `[${p.n}] ${whereOf(p)}`).join(' · ')}`,
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
