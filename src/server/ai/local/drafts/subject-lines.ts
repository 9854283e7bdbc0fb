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
function newsOf(conversation: Conversation, written: Letter): Array<{ line: string; sentence: string }> {
  const { facts } = conversation.request;
  const named = [...facts.products, ...facts.places, ...facts.companies]
    .map((name) => fold(name))
    .filter((name) => name.length > 2);
  const found: Array<{ line: string; sentence: string }> = [];
  const newsletter = conversation.request.intent === 'newsletter';
  for (const paragraph of keep(written.body, { ...conversation.style, length: 0 })) {
    for (const line of paragraph.split(/(?<=[.!?])\s+|\n/)) {
      // A list's item without its dash and emphasis.
      const sentence = line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
        .replace(/\*\*/g, '')
        .trim();
      // A heading (« Où nous en sommes : ») or a question to the reader is no news.
      if (sentence.endsWith(':') || sentence.endsWith('?')) continue;
      const opener = openers.exec(fold(sentence));
      let said = (opener ? sentence.slice(opener[0].length) : sentence).replace(/[.!?]$/, '').trim();
      // A figure, a date, a name, or something given (« le premier mois est offert »).
      // A newsletter's items are its news, each one, whatever they carry.
      const carries = (text: string) =>
        newsletter ||
        /\d/.test(text) ||
        /\b(?:offert\w*|gratuit\w*|sans engagement|sans frais)\b/.test(fold(text)) ||
        findDates(text, conversation.now).length > 0 ||
        // « Nouvelle collection en février »: a month said is a date to the reader.
        /\b(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/.test(
          fold(text),
        ) ||
        named.some((name) => fold(text).includes(name));
      if (!carries(said)) continue;
      // Short, as a subject is: to the first pause (the date, when left out, is added by a candidate).
      // The reader's wish said back (« Vous voulez échanger… : nous acceptons… ») is not the news, nor
      // words that only introduce it (« Nous vous proposons notre offre : tenue comptable… »).
      const [head = '', ...told] = said.split(/:\s/);
      const parts = (told.length && !carries(head) ? told.join(': ') : said)
        .split(/[,;:]\s/)
        .map((part) => part.trim())
        .filter(
          (part) =>
            !/^vous (?:voulez|voudriez|souhaitez|souhaiteriez|demandez|cherchez|aimeriez)\b/i.test(part),
        );
      const clause = parts[0] ?? '';
      if (clause.length >= 8) said = clause;
      // « Nous avons ouvert une chambre familiale »: what is new, as a subject says it (« Nouveau : … »).
      const opened =
        /^nous (?:avons|venons d['’]) ?(?:ouvert|ouvrir|lancé|lancer|créé|créer|ajouté|ajouter|installé|installer|inauguré|inaugurer|mis en place|mettre en place)\s+/iu.exec(
          said,
        );
      if (opened) said = `Nouveau : ${said.slice(opened[0].length)}`;
      // Too long for a subject: its last complements (« … dans toutes nos boutiques ») go first.
      while (said.length > 90) {
        const shorter = said.replace(
          /^(.*\S)\s+(?:dans|pour|sur|chez|avec|en|à|au|aux|par)\s+[^,;:]*$/u,
          '$1',
        );
        if (shorter === said || shorter.length < 8) break;
        said = shorter;
      }
      if (said.length >= 8 && said.length <= 90) found.push({ line: capitalise(said), sentence });
      // The sentence's other facts, each a line of its own (« le premier mois est offert »).
      for (const part of parts)
        if (part !== clause && carries(part) && part.split(/\s+/).length >= 4 && part.length <= 90)
          found.push({ line: capitalise(part), sentence });
    }
  }
  return found;
}

export function subjectLinesReply(conversation: Conversation, written: Letter, asked: number): string | null {
  if (!written.subject) return null;
  // The first news makes the best lines; each further one (a newsletter's items) is one more.
  const [first, ...others] = newsOf(conversation, written);
  const news = first?.line ?? null;
  const more = others.map((found) => found.line);
  // The date said in the news's own sentence, cut off at its pause; never another item's date.
  const date = conversation.request.facts.dates.find((candidate) =>
    fold(first?.sentence ?? '').includes(fold(candidate.text.trim())),
  );
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
    ...more,
    // A newsletter's two first items in one line (« Soldes à -30 % dès le 7 janvier et nouvelle
    // collection en février »).
    news && more[0] ? `${news} et ${more[0].charAt(0).toLowerCase()}${more[0].slice(1)}` : null,
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
