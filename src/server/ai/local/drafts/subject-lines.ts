// « Propose-moi trois objets de mail » (issue 41): subject lines for the letter just written, each
// from what the letter says (its subject, its news, the date and the person it is for), never a stock
// line. Fewer than asked when the letter does not say more: the reply says so.
import { findDates } from '../dates.ts';
import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, keep, type Letter, letterOpeners } from './compose.ts';

// The formulas before the news (compose.ts's), and a reply's thanks for what was reported.
const openers = new RegExp(
  `${letterOpeners.source}|^(?:merci pour votre message[^.]*\\. |merci (?:de nous avoir|de m'avoir|d'avoir) (?:signale|fait part d[eu']\\s?|informes? d[eu']\\s?))`,
);
const countNames = [
  '',
  'Un objet possible',
  'Deux objets possibles',
  'Trois objets possibles',
  'Quatre objets possibles',
  'Cinq objets possibles',
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The letter's news in a few words: its first sentence that carries a fact of the request (a figure,
 * a date, a product, a place, a company), without the formula before it, to its first pause. A sentence of courtesy (« Je me permets de revenir vers vous… ») says nothing of the letter.
 */
function newsOf(conversation: Conversation, written: Letter): string | null {
  const { facts } = conversation.request;
  const named = [...facts.products, ...facts.places, ...facts.companies]
    .map((name) => fold(name))
    .filter((name) => name.length > 2);
  for (const paragraph of keep(written.body, { ...conversation.style, length: 0 })) {
    for (const line of paragraph.split(/(?<=[.!?])\s+|\n/)) {
      // A list's item without its dash and emphasis; a heading (« Où nous en sommes : ») is no news.
      const sentence = line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
        .replace(/\*\*/g, '')
        .trim();
      if (sentence.endsWith(':')) continue;
      const opener = openers.exec(fold(sentence));
      let said = (opener ? sentence.slice(opener[0].length) : sentence).replace(/[.!?]$/, '').trim();
      const folded = fold(said);
      const carries =
        /\d/.test(said) ||
        findDates(said, conversation.now).length > 0 ||
        named.some((name) => folded.includes(name));
      if (!carries) continue;
      // Short, as a subject is: to the first pause (the date, when left out, is added by a candidate).
      const clause = said.split(/[,;:]\s/)[0]?.trim() ?? '';
      if (clause.length >= 8) said = clause;
      if (said.length >= 8 && said.length <= 90) return capitalise(said);
    }
  }
  return null;
}

export function subjectLinesReply(conversation: Conversation, written: Letter, asked: number): string | null {
  if (!written.subject) return null;
  const news = newsOf(conversation, written);
  const date = conversation.request.facts.dates[0];
  const person = written.to?.civility
    ? `${written.to.civility} ${written.to.name.split(' ').at(-1)}`
    : written.to?.name;
  const candidates = [
    written.subject,
    news,
    // The date as said (« à partir de jeudi »), when the news does not already give one.
    news && date && findDates(news, conversation.now).length === 0 ? `${news} ${date.text.trim()}` : null,
    news && person ? `${person}, ${news.charAt(0).toLowerCase()}${news.slice(1)}` : null,
    // « Point d'avancement – Mme Lemoine »: the subject with whom it is for, when it does not name them.
    person && !fold(written.subject).includes(fold(person.split(' ').at(-1) ?? person))
      ? `${written.subject} – ${person}`
      : null,
  ].filter((line): line is string => Boolean(line) && (line?.length ?? 0) <= 100);
  const seen = new Set<string>();
  const lines = candidates.filter((line) => {
    const key = fold(line).replace(/\W+/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const given = lines.slice(0, Math.min(asked, 5));
  return blocks(
    `${countNames[given.length] ?? `${given.length} objets possibles`} pour ce mail${given.length < asked ? ` (je n’en vois pas ${asked} qui disent vraiment son contenu)` : ''} :`,
    given.map((line, index) => `${index + 1}. ${line}`).join('\n'),
  );
}
