// Summaries, for Alfred and Spec: the pasted text (or the long message pointed back to) in exactly
// the number of points asked, chosen among its own sentences, figures and dates kept as written.
import { formatEuros } from '../../../../shared/plans.ts';
import { findDate } from '../dates.ts';
import { fold, formatDay, plural, shorten, stopWords } from '../french.ts';
import { gistOf } from '../summary.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, keep } from './compose.ts';
import { opening } from './work-parts.ts';

/** Spec reports an analysis; Alfred (and anyone else) answers in their own voice. */
function summaryOpening(conversation: Conversation, what: string, line: string): string {
  return conversation.employee === 'spec'
    ? opening(conversation, 'spec', what, line, 'Analyse faite.')
    : opening(conversation, conversation.employee, what, line);
}

import type { Writer } from './writer.ts';

const pointsBack =
  /\b(ci-dessus|ci-dessous|ce texte|cet article|ce message|cet e-?mail|ce mail|ce document|ce compte rendu|ce rapport|precedent|plus haut|que je (t'|vous )?ai (envoye|colle|donne))\b/;

/** The text to summarise: pasted, quoted at length, or the previous long user message. */
export function textToSummarise(conversation: Conversation): string | null {
  const { request, history } = conversation;
  if (request.pasted) return request.pasted;
  const quoted = request.facts.quoted.find((text) => text.length >= 60);
  if (quoted) return quoted;
  const previous = history.filter((turn) => turn.role === 'user').at(-1);
  if (previous && previous.content.length >= 120 && pointsBack.test(fold(request.command))) {
    return previous.content;
  }
  return null;
}

// Figures, amounts, percentages and dates: what a summary must keep.
const months =
  'janvier|fevrier|février|mars|avril|mai|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre';
const figure = new RegExp(
  `\\d{1,2}(?:er)?\\s+(?:${months})(?:\\s+\\d{4})?|\\d[\\d\\s\\u00a0\\u202f.,]*?\\d?\\s*(?:%|€|k€|M€|euros?\\b|millions?\\b|milliards?\\b|m²|h(?:\\d{2})?\\b|heures?\\b|jours?\\b|semaines?\\b|mois\\b|ans?\\b|[\\p{Ll}]{3,}s\\b)|\\d{1,3}(?:[\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?|\\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|${months})\\b`,
  'giu',
);
// Digits weigh more than a weekday or a month alone.
const digits = /\d/;

function figuresOf(text: string): string[] {
  return (text.match(figure) ?? []).map((match) => match.trim()).filter((match) => match.length > 0);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.replace(/^[-*•>\d.)\s]+(?=\p{L})/u, '').trim())
    .filter((sentence) => sentence.length > 3);
}

/** Enough pieces for the points asked: sentences, then their clauses when the text is short. */
function piecesOf(text: string, count: number): string[] {
  let pieces = sentencesOf(text);
  while (pieces.length < count) {
    const longest = pieces.reduce(
      (best, piece, index) => (piece.length > (pieces[best]?.length ?? 0) ? index : best),
      0,
    );
    const piece = pieces[longest] ?? '';
    // « A ; B ; C »: the semicolons part the clauses the writer meant; commas only when there are none.
    const bySemicolons = piece
      .split(/\s*;\s*/)
      .map((part) => part.replace(/\.$/, ''))
      .filter((part) => part.length > 8);
    const parts =
      bySemicolons.length >= 2
        ? bySemicolons
        : piece.split(/,\s+(?=(?:et|mais|puis|donc|alors|tandis)\b)|,\s+/).filter((part) => part.length > 8);
    if (parts.length < 2) break;
    pieces = [...pieces.slice(0, longest), ...parts, ...pieces.slice(longest + 1)];
  }
  return pieces;
}

function keyWords(text: string): string[] {
  return (text.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [])
    .map((word) => fold(word).replace(/^[a-z]'/, ''))
    .filter((word) => word.length >= 4 && !stopWords.has(word));
}

/** A sentence cut to the limit only when every figure it holds survives the cut. */
function trimmed(sentence: string, limit: number): string {
  const clean = sentence.replace(
    /^(par ailleurs|en outre|de plus|enfin|ensuite|d'autre part|toutefois),\s*/i,
    '',
  );
  const capital = clean.charAt(0).toUpperCase() + clean.slice(1);
  const short = shorten(capital, limit);
  return figuresOf(capital).every((value) => short.includes(value)) ? short : capital;
}

/**
 * A text written in paragraphs, with at least as many paragraphs holding figures as points asked:
 * one point per paragraph, made of its sentences that hold figures, so no fact of a paragraph is lost
 * to another sentence of it. Null otherwise.
 */
function paragraphPieces(text: string, count: number): string[] | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => sentencesOf(paragraph).filter((sentence) => figuresOf(sentence).length > 0))
    .filter((sentences) => sentences.length > 0);
  if (paragraphs.length < Math.max(2, count)) return null;
  return paragraphs.map((sentences) => sentences.join(' '));
}

/** Two pieces made one point: « Durée : 3 ans ; budget annuel : 260 000 € HT. » */
function joined(first: string, second: string, text: string): string {
  const word = second.match(/^[\p{L}'’-]+/u)?.[0] ?? '';
  // A proper noun keeps its capital: it is written so inside a sentence elsewhere in the text.
  const properNoun =
    word.length > 1 && (word === word.toUpperCase() || new RegExp(`[\\p{L},;:] ${word}\\b`, 'u').test(text));
  const rest = properNoun ? second : second.charAt(0).toLowerCase() + second.slice(1);
  return `${first.replace(/[.!…\s]+$/, '')} ; ${rest}`;
}

export function summaryPoints(text: string, count: number, limit: number): string[] {
  const pieces = paragraphPieces(text, count) ?? piecesOf(text, count);
  const frequency = new Map<string, number>();
  for (const word of keyWords(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = pieces.map((piece, index) => {
    const words = keyWords(piece);
    const weight = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    const base = words.length ? weight / Math.sqrt(words.length) : 0;
    // Figures and dates are what a reader needs most from a summary.
    const found = figuresOf(piece);
    const withFigures = found.some((value) => digits.test(value)) ? 2.5 : found.length > 0 ? 1.5 : 1;
    return { piece, index, score: base * withFigures + (index === 0 ? 0.5 : 0) };
  });
  // Every piece holding a number (an amount, a rate, a date) is kept before any other: the reader
  // wants the sums and the deadlines. The others fill the points left, best first.
  const figured = scored.filter((entry) => figuresOf(entry.piece).some((value) => digits.test(value)));
  const others = scored
    .filter((entry) => !figured.includes(entry))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  let kept = [...figured, ...others.slice(0, Math.max(0, count - figured.length))]
    .sort((a, b) => a.index - b.index)
    .map((entry) => ({ ...entry }));
  // More figured pieces than points: the shortest neighbours share a point while it stays short
  // (shorter still when a shorter version is asked); past that, the least telling piece goes.
  const joinedLimit = Math.round(limit * 0.6);
  while (kept.length > count) {
    let pair = -1;
    for (let index = 0; index + 1 < kept.length; index++) {
      const length = kept[index]!.piece.length + kept[index + 1]!.piece.length;
      const best = pair < 0 ? Infinity : kept[pair]!.piece.length + kept[pair + 1]!.piece.length;
      if (length <= joinedLimit && length < best) pair = index;
    }
    if (pair >= 0) {
      const [first, second] = [kept[pair]!, kept[pair + 1]!];
      kept.splice(pair, 2, {
        piece: joined(first.piece, second.piece, text),
        index: first.index,
        score: first.score + second.score,
      });
      continue;
    }
    const weakest = kept.reduce((low, entry) => (entry.score < low.score ? entry : low));
    kept = kept.filter((entry) => entry !== weakest);
  }
  return kept.map((entry) => trimmed(entry.piece, limit));
}

/**
 * A summary for a text message: the clauses of its points that hold a figure or a day, in one line,
 * without the numbering a list needs (« version SMS »).
 */
export function smsSummary(points: string[]): string {
  const essentials = points.map((point) => {
    const clauses = point
      .replace(/[.!\s]+$/, '')
      .split(/\s*[;:]\s+|,\s+|\.\s+/)
      // A figure, a day or a name further in the clause (« votre contact sera Julien Marchal »).
      .filter((clause) => figuresOf(clause).length > 0 || /\s\p{Lu}\p{Ll}+/u.test(clause))
      .map((clause) =>
        /^(?:Le|La|Les|L’|L'|Un|Une|Nous|Je|Il|Elle|On|Ce|Cette|Ces|Votre|Notre|Vos|Nos)\b/u.test(clause)
          ? clause.charAt(0).toLowerCase() + clause.slice(1)
          : clause,
      );
    const kept = clauses.length ? clauses.join(', ') : point.replace(/[.!\s]+$/, '');
    return /^\p{Lu}\p{Ll}/u.test(kept) && /^(?:En|Par|Pour|Enfin|Nous|Je)\b/.test(kept)
      ? kept.charAt(0).toLowerCase() + kept.slice(1)
      : kept;
  });
  const line = essentials.join(' ; ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}

function conversationSummary(conversation: Conversation, count: number | null): string {
  const asked = conversation.history.filter((turn) => turn.role === 'user');
  const answered = conversation.history.filter((turn) => turn.role === 'assistant');
  if (!asked.length) {
    return blocks(
      summaryOpening(
        conversation,
        'une version',
        "Notre conversation commence tout juste : il n'y a encore rien à résumer.",
      ),
      'Pour résumer un texte, collez-le après « Résume : » et je vous en donne l’essentiel, chiffres et dates compris.',
    );
  }
  const points = asked.map((turn, index) => {
    const answer = answered[index];
    return `${shorten(turn.content, 110)}${answer ? ` → ${gistOf(answer)}` : ''}`;
  });
  const shown = count !== null ? points.slice(-count) : points;
  return blocks(
    summaryOpening(
      conversation,
      'une version',
      `Voici le résumé de notre échange (${plural(conversation.history.length, 'message')}) :`,
    ),
    shown.map((point, index) => `${index + 1}. ${point}`).join('\n'),
    count !== null &&
      points.length < count &&
      `(Notre échange ne compte que ${plural(points.length, 'demande')}.)`,
    ...keep(
      [
        {
          text: '**Prochaine étape :** dites-moi ce que vous voulez garder, et j’en fais une tâche, un email ou une note.',
          level: 1,
        },
      ],
      conversation.style,
    ),
  );
}

const mailGreeting = /^\s*(?:bonjour|bonsoir|madame|monsieur|ch[eè]re?s?|salut|hello)\b[^,\n]{0,40}[,\n]\s*/i;
const mailSignOff =
  /(?:^|(?<=[\s.!?]))(?:bien cordialement|cordialement|bien (?:à|a) (?:vous|toi)|sinc[eè]res salutations|salutations distingu[ée]es|salutations|belle journ[ée]e|bonne journ[ée]e|merci d'avance|merci par avance)[\s,.!]*([\s\S]*)$/i;
// « Pouvez-vous m'envoyer le bon de commande ? » → « envoyer le bon de commande ».
const requestForms = [
  /^(?:pouvez|pourriez|pourrais|peux|pourrions|pouvons)-(?:vous|tu|nous)\s+(?:nous\s+|me\s+|m['’]\s*)?(.+?)\s*\?*$/i,
  /^(?:merci de|je vous (?:prie|remercie) de|je vous demande de|serait-il possible de|auriez-vous la gentillesse de)\s+(?:nous\s+|me\s+|m['’]\s*)?(.+?)\s*[.?!]*$/i,
  // « Nous aurions aussi besoin d'une date de livraison » → « une date de livraison » (to send).
  /^(?:nous|j['’]\s*|je)\s*(?:aurions|aurais|avons|ai|aurons|aurai)\s+(?:aussi\s+|également\s+|encore\s+)?besoin\s+(?:de\s+|d['’]\s*)(.+?)\s*[.?!]*$/i,
  /^(?:nous|je)\s+(?:voudrions|voudrais|souhaiterions|souhaiterais|aimerions|aimerais)\s+(?:aussi\s+|également\s+)?(?:recevoir|avoir|obtenir|connaître|connaitre|savoir)\s+(.+?)\s*[.?!]*$/i,
  // « Envoyez-moi le planning » → « envoyer le planning ».
  /^((?:envoy|transmett|confirm|indiqu|précis|retourn|communiqu)\p{L}*)-(?:moi|nous)\s+(.+?)\s*[.?!]*$/iu,
];
// « Suite à notre échange, pourriez-vous… »: the lead-in is not part of what is said or asked.
const leadIn = /^(?:suite à|comme convenu lors de|pour faire suite à|comme convenu|après) [^,]{3,40},\s*/i;
// « Marie de chez Lumen a également demandé une démo » : someone else's request, relayed.
const relayed =
  /^(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?:\s+(?:de chez|chez|de la société|de)\s+(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+)?))?\s+(?:a|nous a|m['’]a)\s+(?:aussi\s+|également\s+)?(?:demandé|réclamé|sollicité)\s+(.+?)\s*[.?!]*$/u;

/** What a sentence asks of the reader, in the infinitive or as a thing: null when it asks nothing. */
function askedIn(sentence: string): string | null {
  const plain = sentence.replace(leadIn, '');
  for (const pattern of requestForms) {
    const form = pattern.exec(plain);
    if (!form) continue;
    // « Envoyez-moi X » → « envoyer X »; the other forms keep their words.
    if (form[2])
      return `${form[1]!.toLowerCase().replace(/(?:ez|e)$/, '')}er ${form[2]}`
        .replace(/eer /, 'er ')
        .replace(/ettr?er /, 'ettre ');
    return form[1] ? form[1].replace(/[.?!\s]+$/, '') : null;
  }
  return null;
}
const unitWords =
  'unités|unites|pièces|pieces|articles|exemplaires|produits|lots|cartons|licences|postes|boîtes|boites|kits';
const orderLine = new RegExp(
  `(\\d[\\d\\s\\u00a0\\u202f]*)\\s*(?:${unitWords})\\b[^.?!]*?(?:au prix (?:unitaire )?de|à|a)\\s*(\\d[\\d\\s\\u00a0\\u202f]*(?:[,.]\\d{1,2})?)\\s*(?:€|euros?)\\s*(HT|TTC)?`,
  'i',
);

/**
 * A mail is summarised as a mail: who writes, what they say, what they ask of you (as a task), and
 * the total of an order they quote. Null when the text has neither a greeting nor a sign-off.
 */
function mailSummary(conversation: Conversation, text: string): string | null {
  const greeting = mailGreeting.exec(text);
  const signOff = mailSignOff.exec(text);
  if (!greeting && !signOff) return null;
  const body = text.slice(greeting ? greeting[0].length : 0, signOff ? signOff.index : text.length).trim();
  const sentences = sentencesOf(body);
  if (sentences.length < 2 && !signOff?.[1]?.trim()) return null;
  const [name, ...about] = (signOff?.[1] ?? '')
    .split(/\s*[,\n]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const sender = name ? `${name}${about.length ? ` (${about.join(', ')})` : ''}` : null;
  // « avant vendredi » in a mail received is a deadline, Friday included: spelled out as a date.
  const dated = (ask: string) => {
    const when = findDate(ask, conversation.now, { deadlineInclusive: true });
    return when && !/\d/.test(when.text) ? `${ask} (${formatDay(when.day, conversation.today)})` : ask;
  };
  const asks = sentences.flatMap((sentence) => {
    const asked = askedIn(sentence);
    return asked ? [dated(asked)] : [];
  });
  // Requests relayed for someone else: who, from which company, and what.
  const others = sentences.flatMap((sentence) => {
    const told = relayed.exec(sentence.replace(leadIn, ''));
    return told?.[1] && told[3] ? [`${told[1]}${told[2] ? ` (${told[2]})` : ''} demande ${told[3]}`] : [];
  });
  const said = sentences.filter(
    (sentence) => !askedIn(sentence) && !relayed.test(sentence.replace(leadIn, '')),
  );
  const order = orderLine.exec(body);
  const total = order
    ? (() => {
        const quantity = Number(order[1]!.replace(/\D/g, ''));
        const price = Number(order[2]!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
        return quantity > 0 && price > 0
          ? `**Montant de la commande :** ${quantity.toLocaleString('fr-FR')} × ${formatEuros(price)} = **${formatEuros(quantity * price)}${order[3] ? ` ${order[3].toUpperCase()}` : ''}**`
          : null;
      })()
    : null;
  return blocks(
    summaryOpening(
      conversation,
      'une version du résumé',
      `Voici l'essentiel de ce mail${sender ? ` de ${sender}` : ''} :`,
    ),
    said.length > 0 &&
      ((points: string[]) =>
        conversation.style.channel === 'sms'
          ? smsSummary(points)
          : points
              .map(
                (point, index) =>
                  `${index + 1}. ${point.replace(/^Suite à [^,]+,\s*(\p{L})/u, (_m, first: string) => first.toUpperCase())}`,
              )
              .join('\n'))(
        summaryPoints(
          // « Suite à notre échange, je vous confirme… »: the lead-in is no point of its own.
          // Its paragraphs kept: each may be a point of its own.
          body
            .split(/\n\s*\n/)
            .map((paragraph) =>
              sentencesOf(paragraph)
                .filter((sentence) => said.includes(sentence))
                .map((sentence) =>
                  sentence.replace(
                    /^(?:suite à|comme convenu lors de|pour faire suite à) [^,]{3,40},\s*/i,
                    '',
                  ),
                )
                .join(' '),
            )
            .filter(Boolean)
            .join('\n\n'),
          conversation.request.facts.count ?? 3,
          // « plus court »: shorter points, as for any text summarised.
          conversation.style.length < 0 ? 140 : conversation.style.length > 0 ? 320 : 220,
        ),
      ),
    total,
    // Shorter, a single request is said once, in « À faire ».
    (asks.length > 0 || others.length > 0) &&
      !(conversation.style.length < 0 && asks.length === 1 && others.length === 0) &&
      `**Ce qu'on vous demande :**\n${[...asks, ...others].map((ask) => `- ${ask.charAt(0).toUpperCase()}${ask.slice(1)}`).join('\n')}`,
    asks.length > 0 && `**À faire :** ${asks[0]}${name ? ` à ${name}` : ''}.`,
  );
}

const webAddress = /\bhttps?:\/\/[^\s,;»"]+|\bwww\.[^\s,;»"]+/gi;

/**
 * « Résume cet article : https://… »: the site of the page when the request gives a link and no text
 * of its own to summarise (a few words around the link are the user's, not the article's).
 */
export function linkOnly(message: string, text: string | null): string | null {
  const link = message.match(webAddress)?.[0];
  if (!link) return null;
  const rest = (text ?? '').replace(webAddress, ' ').match(/\S+/g) ?? [];
  if (rest.length >= 40) return null;
  return (
    link
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split('/')[0] ?? null
  );
}

export const summaryWriter: Writer = (conversation) => {
  const { facts } = conversation.request;
  const text = textToSummarise(conversation);
  // Offline, a web page cannot be opened: said plainly, rather than summarising the request itself.
  const site = linkOnly(conversation.message, text);
  if (site)
    return blocks(
      `Je ne peux pas ouvrir ce lien (${site}) : hors ligne, je n’ai pas accès aux pages web, et je ne vais pas résumer un texte que je n’ai pas lu.`,
      `Copiez-collez le texte de la page après « Résume : » et je vous en donne l’essentiel${facts.count ? ` en ${plural(facts.count, 'point')}` : ''}, chiffres et dates compris.`,
    );
  if (!text) return conversationSummary(conversation, facts.count);
  const mail = mailSummary(conversation, text);
  if (mail) return mail;
  const count = facts.count ?? 3;
  const { style } = conversation;
  const limit = style.length < 0 ? 140 : style.length > 0 ? 320 : 220;
  const points = summaryPoints(text, count, limit);
  const words = (text.match(/\S+/g) ?? []).length;
  const figures = [...new Set(figuresOf(points.join(' ')).filter((value) => /\d/.test(value)))];
  return blocks(
    summaryOpening(
      conversation,
      'une version du résumé',
      `Voici l'essentiel de ce texte (${plural(words, 'mot')}) en ${plural(points.length, 'point')} :`,
    ),
    style.channel === 'sms'
      ? smsSummary(points)
      : points.map((point, index) => `${index + 1}. ${point}`).join('\n'),
    points.length < count &&
      `Le texte ne contient que ${plural(points.length, 'idée distincte', 'idées distinctes')} : je n'en invente pas d'autre.`,
    ...keep(
      [figures.length > 0 && { text: `**Chiffres et dates cités :** ${figures.join(' · ')}`, level: 1 }],
      style,
    ),
  );
};
