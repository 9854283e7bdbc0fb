// The one input rule for text, shared by the forms, the zod schemas and the server's guard on every
// request (src/server/http/control-characters.ts): no NUL (PostgreSQL text cannot hold it), no other
// C0 control character, no DEL and no C1 control character. Tab, line feed and carriage return are
// the only control characters a text may hold, and only where it may span several lines.

export const controlCharacterMessage = 'Le texte contient un caractère non autorisé.';

/** Tab, LF and CR: allowed in multi-line text, refused in a single-line field. */
const lineBreaksAndTab = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether `text` holds a control character; `multiline` allows tab, LF and CR. */
export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(options.multiline && lineBreaksAndTab.has(code))) return true;
  }
  return false;
}

/** For zod's `.refine(...)`: a single-line field (a name, a title, a city). */
export const singleLineText = [
  (value: string) => !hasControlCharacter(value),
  { error: controlCharacterMessage },
] as const;

/** For zod's `.refine(...)`: a text that may span lines (a message, a description, a signature). */
export const multiLineText = [
  (value: string) => !hasControlCharacter(value, { multiline: true }),
  { error: controlCharacterMessage },
] as const;
