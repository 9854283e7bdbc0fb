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

/** The letter's news in a few words: its first paragraph, without the formula, to the first pause. */
function newsOf(conversation: Conversation, written: Letter): string | null {
  const [first] = keep(written.body, { ...conversation.style, length: 0 });
  if (!first) return null;
  const opener = openers.exec(fold(first));
  const said = (opener ? first.slice(opener[0].length) : first)
    .split(/[,;:.!?]\s/)[0]
    ?.replace(/[.!?]$/, '')
    .trim();
  return said && said.length >= 8 && said.length <= 90 ? capitalise(said) : null;
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
