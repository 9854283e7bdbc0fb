import { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { loggableError, logger } from './logger.ts';

// Server-sent events written straight to node's response (issue 25). Through Hono, each stream went
// through a TransformStream, a TextEncoder per write and @hono/node-server's reader loop. Here the
// route returns an empty Response marked as already sent: every middleware still sees it (its status
// and headers: security headers, X-Request-Id, the access log), and withDirectStreams, around the
// app's fetch, writes those headers and then runs the stream on the node response.

/** What a stream writes to, on node or (under app.request, no node response) on a web stream. */
export interface StreamSink {
  /** Resolves once the chunk is handed to the socket, or later under back-pressure. */
  write(chunk: string): Promise<void> | undefined;
  /** Called once if the client goes away before the end. */
  onAbort(listener: () => void): void;
}

type Producer = (sink: StreamSink) => Promise<void>;

/** @hono/node-server writes nothing for a Response carrying this header (X_ALREADY_SENT). */
const alreadySent = 'x-hono-already-sent';

const pending = new WeakMap<ServerResponse, Producer>();

/** An SSE response: the same headers as hono's streamSSE; `run` writes the events. */
export function sseResponse(c: Context, run: Producer): Response {
  c.header('Transfer-Encoding', 'chunked');
  c.header('Content-Type', 'text/event-stream');
  c.header('Cache-Control', 'no-cache');
  c.header('Connection', 'keep-alive');
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    pending.set(outgoing, run);
    return c.body(null, 200, { [alreadySent]: '1' });
  }
  // No node response (app.request in a test): hono's web stream.
  return streamSSE(c, (stream) =>
    run({ write: (chunk) => stream.write(chunk).then(() => undefined), onAbort: (l) => stream.onAbort(l) }),
  );
}

function nodeSink(outgoing: ServerResponse): StreamSink {
  return {
    write(chunk) {
      if (outgoing.destroyed || outgoing.writableEnded) return Promise.reject(new Error('client gone'));
      if (outgoing.write(chunk)) return undefined;
      return new Promise((resolve) => {
        const done = () => {
          outgoing.off('drain', done);
          outgoing.off('close', done);
          resolve();
        };
        outgoing.on('drain', done);
        outgoing.on('close', done);
      });
    },
    onAbort(listener) {
      outgoing.once('close', () => {
        if (!outgoing.writableFinished) listener();
      });
    },
  };
}

/** A sink for a stream whose response was replaced on the way out: it is told the client is gone. */
const goneSink: StreamSink = {
  write: () => Promise.reject(new Error('response replaced')),
  onAbort: (listener) => queueMicrotask(listener),
};

type Fetch = (request: Request, env: { outgoing?: unknown }) => Response | Promise<Response>;

/** The app's fetch, with the streams its routes left for node started once their headers are final. */
export function withDirectStreams<F extends Fetch>(fetch: F): F {
  return (async (request: Request, env: { outgoing?: unknown }) => {
    const response = await fetch(request, env);
    const outgoing = env?.outgoing;
    if (!(outgoing instanceof ServerResponse)) return response;
    const run = pending.get(outgoing);
    if (!run) return response;
    pending.delete(outgoing);
    if (!response.headers.has(alreadySent)) {
      // A middleware answered something else (never expected): the producer still ends its work.
      void run(goneSink).catch(() => {});
      return response;
    }
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key !== alreadySent && key !== 'set-cookie') headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    // The headers leave with the first events, in one write (node sends them with the first chunk).
    outgoing.writeHead(response.status, headers);
    run(nodeSink(outgoing))
      .catch((err: unknown) => logger().error({ err: loggableError(err) }, 'stream failed'))
      .finally(() => outgoing.end());
    return response;
  }) as F;
}
