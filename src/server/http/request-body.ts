import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

// An API request's body is read once, here, and kept in Hono's body cache (issue 25). Every later
// reader (the control-character guard, a route's zod validator, better-auth through
// cloneRawRequest, a route's c.req.text()) reads that copy. Before, hono's bodyLimit asked for
// `c.req.raw.body`, which made @hono/node-server build a web Request over a web stream of node's
// request; the guard then read a tee'd clone of it and the validator parsed the JSON a second time.
// With a Content-Length, @hono/node-server reads node's request directly into one buffer.

export interface RequestBodyOptions {
  /** The largest body accepted on this request, in bytes. */
  maxBytes: (c: Context) => number;
  /** The answer to a body over that size (a 413 in French). */
  tooLarge: (c: Context) => Response | Promise<Response>;
  /** Paths that read their own body as it arrives (an audio upload checked while it streams). */
  skip?: (path: string) => boolean;
}

/** A body cut before its end (the client went away, or sent less than it announced). */
const incomplete = (c: Context) =>
  errorResponse(c, 400, 'validation:body', 'Le contenu de la requête est arrivé incomplet.');

const decoder = new TextDecoder();

/** Hono's body cache, as it is at run time: promises (its declared type says values). */
export function bodyCache(c: Context) {
  return c.req.bodyCache as unknown as {
    arrayBuffer?: Promise<ArrayBuffer>;
    text?: Promise<string>;
    json?: Promise<unknown>;
  };
}

export function requestBody(options: RequestBodyOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || options.skip?.(c.req.path)) return next();
    const maxBytes = options.maxBytes(c);
    const length = c.req.header('content-length');
    if (c.req.header('transfer-encoding') === undefined) {
      // Neither header: HTTP says there is no body; the route reads it as empty.
      if (length === undefined) return next();
      if (Number(length) > maxBytes) return options.tooLarge(c);
      try {
        await c.req.arrayBuffer();
      } catch {
        return incomplete(c);
      }
      return next();
    }
    // A chunked body is counted as it arrives: reading stops at the limit.
    const read = await readBodyWithin(c, maxBytes);
    if (read === 'too_large') return options.tooLarge(c);
    if (read === 'incomplete') return incomplete(c);
    if (read) bodyCache(c).arrayBuffer = Promise.resolve(read.buffer as ArrayBuffer);
    return next();
  };
}

/**
 * Reads node's request body, counting as it arrives: 'too_large' as soon as it passes `maxBytes`
 * (the rest is never read), 'incomplete' when the client left; null without a body. For a route
 * that knows its limit only once the user is known (a document upload, decision 056).
 */
export async function readBodyWithin(
  c: Context,
  maxBytes: number,
): Promise<Uint8Array | 'too_large' | 'incomplete' | null> {
  const body = c.req.raw.body;
  if (!body) return null;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const read = await reader.read().catch(() => null);
    if (!read) return 'incomplete';
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return 'too_large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body read by requestBody, as text (decoded once and cached for the routes that read text). */
export async function bodyText(c: Context): Promise<string> {
  const cached = bodyCache(c).text;
  if (cached) return cached;
  const text = decoder.decode(await c.req.arrayBuffer());
  bodyCache(c).text = Promise.resolve(text);
  return text;
}
