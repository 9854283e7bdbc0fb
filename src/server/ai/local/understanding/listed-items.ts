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
  const end = /[.?!](?:\s+\p{Lu}|\s*$)/u.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** Each item of the request's own list, as written (two items at least, else none). */
export function listedItems(command: string): string[] {
  const part = listPart(command);
  if (!part) return [];
  const pieces = part
    .split(/\n|;|,\s*(?:et\s+|puis\s+|ainsi que\s+)?/)
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
