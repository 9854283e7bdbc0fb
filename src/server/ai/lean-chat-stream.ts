import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { StringDecoder } from 'node:string_decoder';

// The chat's hot path (issue 25, decision 038): one streamed chat-completions request over node:http
// with a small SSE parser, instead of the AI SDK's web streams, zod parsing and per-token objects.
// It yields the text as it arrives (one string per network read, however many tokens it carries) and
// collects any tool calls, which the caller hands to the AI SDK. Everything else is the caller's.

/** A tool call the model asked for, its arguments still as the JSON text the model wrote. */
export interface LeanToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** Why the stream failed; `status` is the HTTP status when the provider answered with an error. */
export class LeanStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface LeanChatRequest {
  /** The provider's base URL, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseURL: string;
  apiKey: string | undefined;
  /** The chat-completions body; `stream: true` is forced. */
  body: Record<string, unknown>;
  signal: AbortSignal;
}

// Keep-alive: a turn reuses the socket of the previous one instead of a new TCP (and TLS) handshake.
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256 });
/** An error body is read for its message, never more than this. */
const maxErrorBody = 16 * 1024;

interface ChunkJson {
  error?: { message?: unknown } | string;
  choices?: Array<{
    delta?: {
      content?: unknown;
      tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }>;
    };
    finish_reason?: string | null;
  }>;
}

/**
 * Incremental SSE parser: feed it text as it comes (an event may be split anywhere, even inside a
 * UTF-8 character, which the caller's StringDecoder handles); it calls `onData` with each event's data.
 * Comments (`: ping`) and fields other than `data` are ignored, as the SSE specification says.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];
  return {
    feed(text: string) {
      buffer += text;
      let start = 0;
      for (;;) {
        const end = buffer.indexOf('\n', start);
        if (end === -1) break;
        let line = buffer.slice(start, end);
        start = end + 1;
        if (line.endsWith('\r')) line = line.slice(0, -1);
        if (line === '') {
          if (data.length) onData(data.join('\n'));
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
        }
      }
      buffer = start === 0 ? buffer : buffer.slice(start);
    },
    /** The stream ended: an event not followed by its blank line still counts. */
    end() {
      if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.charCodeAt(5) === 32 ? 6 : 5));
      buffer = '';
      if (data.length) onData(data.join('\n'));
      data = [];
    },
  };
}

function errorMessageOf(body: string): string {
  try {
    const json = JSON.parse(body) as ChunkJson;
    const message = typeof json.error === 'string' ? json.error : json.error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON (an HTML error page): the status says enough.
  }
  return body.trim().slice(0, 200) || 'réponse vide';
}

function open(url: URL, payload: string, apiKey: string | undefined, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: secure ? httpsAgent : httpAgent,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'content-length': Buffer.byteLength(payload),
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
    });
    // Destroyed by hand rather than with the `signal` option, whose AbortError would also surface on
    // the response after the reader has stopped listening to it.
    const stop = () => req.destroy();
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    req.once('close', () => signal.removeEventListener('abort', stop));
    req.once('response', (res) => {
      res.on('error', () => {}); // seen by the reader as the end of its iteration
      resolve(res);
    });
    // `on`, not `once`: an abort after the response errors the request again, and is seen by the reader.
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Streams one chat completion. Yields the text pieces; returns the tool calls the model asked for
 * (empty for a plain answer). Throws LeanStreamError on an HTTP error, a body that is not the
 * protocol, or a cut stream; an abort of `signal` destroys the upstream request and throws its reason.
 */
export async function* streamChatCompletion(
  request: LeanChatRequest,
): AsyncGenerator<string, LeanToolCall[]> {
  const url = new URL(`${request.baseURL.replace(/\/+$/, '')}/chat/completions`);
  const payload = JSON.stringify({ ...request.body, stream: true });
  const res = await open(url, payload, request.apiKey, request.signal);
  const status = res.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    let body = '';
    for await (const part of res) {
      if (body.length < maxErrorBody) body += part;
    }
    throw new LeanStreamError(`HTTP ${status} : ${errorMessageOf(body)}`, status);
  }
  const type = res.headers['content-type'] ?? '';
  if (!type.includes('text/event-stream')) {
    res.destroy();
    throw new LeanStreamError(`réponse illisible (${type || 'sans type'})`);
  }

  const tools: LeanToolCall[] = [];
  let pending = '';
  let done = false;
  /** Some servers end with a finish reason and no [DONE]: either counts as a whole answer. */
  let finished = false;
  let failure: LeanStreamError | null = null;
  const parser = createSseParser((data) => {
    if (done || failure) return;
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let json: ChunkJson;
    try {
      json = JSON.parse(data) as ChunkJson;
    } catch {
      failure = new LeanStreamError('réponse illisible (événement qui n’est pas du JSON)');
      return;
    }
    if (json.error) {
      failure = new LeanStreamError(errorMessageOf(data));
      return;
    }
    const choice = json.choices?.[0];
    if (choice?.finish_reason) finished = true;
    const delta = choice?.delta;
    if (!delta) return;
    if (delta.content !== undefined && delta.content !== null) {
      if (typeof delta.content !== 'string') {
        failure = new LeanStreamError('réponse illisible (texte qui n’est pas une chaîne)');
        return;
      }
      pending += delta.content;
    }
    for (const call of delta.tool_calls ?? []) {
      const index = call.index ?? tools.length;
      const known = tools[index] ?? { id: '', name: '', arguments: '' };
      tools[index] = known;
      if (call.id) known.id = call.id;
      if (call.function?.name) known.name += call.function.name;
      if (call.function?.arguments) known.arguments += call.function.arguments;
    }
  });

  const decoder = new StringDecoder('utf8');
  try {
    // Not destroyed when the loop stops at [DONE]: the socket then goes back to the keep-alive pool.
    for await (const part of res.iterator({ destroyOnReturn: false })) {
      parser.feed(decoder.write(part as Buffer));
      // One piece per network read: the tokens that arrived together leave together, before any
      // error that came after them.
      if (pending) {
        const piece = pending;
        pending = '';
        yield piece;
      }
      if (failure) throw failure;
      if (done) break;
    }
  } catch (err) {
    if (request.signal.aborted) throw request.signal.reason;
    if (err instanceof LeanStreamError) throw err;
    throw new LeanStreamError(`flux interrompu (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    // [DONE] came: what is left (the end of the chunked body) is read so that the socket goes back to
    // the pool; a provider that keeps the response open after it is cut off a second later. The
    // caller stopped early: the upstream request is closed at once.
    if (res.complete) {
      // Nothing left to read.
    } else if (done && !request.signal.aborted) {
      const cut = setTimeout(() => res.destroy(), 1000);
      cut.unref();
      res.once('end', () => clearTimeout(cut));
      res.resume();
    } else res.destroy();
  }
  parser.feed(decoder.end());
  parser.end();
  if (failure) throw failure;
  if (pending) yield pending;
  if (request.signal.aborted) throw request.signal.reason;
  // A stream that ends without [DONE] was cut (the provider or a proxy dropped the connection).
  if (!done && !finished) throw new LeanStreamError('flux interrompu avant sa fin');
  return tools.filter((t) => t.name);
}
