import type { MiddlewareHandler } from 'hono';
import { hasControlCharacter } from '../../shared/text-rules.ts';
import { errorResponse } from './errors.ts';
import { bodyText } from './request-body.ts';

/**
 * The first string (key or value) of a parsed JSON document holding a control character other than
 * tab, LF or CR, as a field path (`messages.0.content`), or undefined. Iterative: a 5,000-deep array
 * must not overflow the stack.
 */
export function findControlCharacter(document: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[document, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value, { multiline: true })) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = path ? `${path}.${key}` : key;
        if (hasControlCharacter(key, { multiline: true })) return child;
        stack.push([item, child]);
      }
    }
  }
  return undefined;
}

function refusal(field: string) {
  return field
    ? `Le texte contient un caractère non autorisé (champ « ${field} »).`
    : 'Le texte contient un caractère non autorisé.';
}

/** Bodies whose text we read here; anything else (audio, signed Stripe events) is left to its route. */
function readableBody(contentType: string | undefined): 'json' | 'form' | undefined {
  if (!contentType) return undefined;
  if (/^application\/(.+\+)?json\b/i.test(contentType)) return 'json';
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) return 'form';
  return undefined;
}

/**
 * The one input rule of src/shared/text-rules.ts applied to every API request before any route
 * (better-auth's catch-all included): a NUL, another C0 control character than tab/LF/CR, DEL or a
 * C1 control character in the query string or in a JSON or form body is a French 400. PostgreSQL
 * cannot store NUL, and no field of ours has a use for the others.
 */
export function controlCharacterGuard(options: { skip?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (options.skip?.(c.req.path)) return next();
    const url = new URL(c.req.url);
    for (const [key, value] of url.searchParams) {
      if (hasControlCharacter(key, { multiline: true }) || hasControlCharacter(value, { multiline: true })) {
        return errorResponse(c, 400, 'validation:control_character', refusal(key));
      }
    }
    const kind = readableBody(c.req.header('content-type'));
    if (!kind || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // The body requestBody read; the route reads the same copy.
    const text = await bodyText(c);
    let field: string | undefined;
    if (kind === 'json') {
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        return next(); // the route answers its own 'validation:json'
      }
      field = findControlCharacter(document);
    } else {
      for (const [key, value] of new URLSearchParams(text)) {
        if (
          hasControlCharacter(key, { multiline: true }) ||
          hasControlCharacter(value, { multiline: true })
        ) {
          field = key;
          break;
        }
      }
    }
    if (field !== undefined) return errorResponse(c, 400, 'validation:control_character', refusal(field));
    return next();
  };
}
