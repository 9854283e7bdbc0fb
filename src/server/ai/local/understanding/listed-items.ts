// The things a request lists itself: « J'ai 3 choses à faire : A, B et C », « Répartis ces tâches
// entre Julie et Marc : A, B, C », or one item a line. Priorities and sharing then work on the
// user's own list, not on the workspace's tasks.
import { fold } from '../french.ts';

const minWords = 2;
const maxWords = 16;

/** The list part of a request: after its first colon (not a time's), else its bulleted lines. */
function listPart(command: string): string | null {
  const lines = command.split('\n').filter((line) => /^\s*(?:[-*•–]|\d{1,2}[.)])\s+/.test(line));
  if (lines.length >= 2) return lines.join('\n');
  const colon = /(?<!\d\s?):(?!\d)/.exec(command);
  if (!colon) return null;
  // The list ends with its sentence: « … et C. Par quoi je commence ? » keeps « … et C ».
  const rest = command.slice(colon.index + 1);
  // « M. Lopez », « Mme. Roy »: a civility's dot does not end the sentence.
  const end = /(?<!\b(?:M|Mme|Mlle|Dr|St)|\b\p{Lu})[.?!](?:\s+\p{Lu}|\s*$)/u.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** The text cut at each match of `separator` (sticky) found outside round brackets. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    separator.lastIndex = at;
    const match = separator.exec(text);
    if (!match || match[0] === '') continue;
    pieces.push(text.slice(start, at));
    start = at + match[0].length;
    at = start - 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Each item of the request's own list, as written (two items at least, else none). */
export function listedItems(command: string): string[] {
  const part = listPart(command);
  if (!part) return [];
  // A comma inside brackets (« la Clio (vidange, 1h) ») belongs to its item: split outside them only.
  const pieces = splitOutsideBrackets(part, /\n|;|,\s*(?:et\s+|puis\s+|ainsi que\s+)?/y)
    .flatMap((piece, index, all) =>
      // « A, B et C »: the last comma-free piece holds two items joined by « et ».
      index === all.length - 1 ? piece.split(/\s+(?:et|puis)\s+(?=\p{Ll}+(?:er|re|ir)\b)/u) : [piece],
    )
    .map((piece) =>
      piece
        .replace(/^\s*(?:[-*•–]|\d{1,2}[.)])\s+/, '')
        .replace(/^\s*(?:et|puis)\s+/i, '')
        .replace(/[\s.;]+$/, '')
        .trim(),
    )
    .filter((piece) => {
      const words = piece.split(/\s+/).length;
      return words >= minWords && words <= maxWords;
    });
  return pieces.length >= 2 ? pieces : [];
}

/** True when the items are the user's own work to sort, not a question about the workspace's tasks. */
export function isOwnList(command: string, items: string[]): boolean {
  return items.length >= 2 && !/\b(mes taches|nos taches|taches ouvertes|de l'equipe)\b/.test(fold(command));
}
