import type { IncomingMessage, ServerResponse } from 'node:http';
import { retryAfterSeconds } from '../db/faults.ts';
import { logRequest, requestIdFrom } from '../http/logger.ts';
import type { HealthCheck } from './health.routes.ts';

// GET /api/health straight from node:http (issue 25): load balancers poll it, and through the Hono
// app each poll paid for a Request, a Response and a dozen middlewares for a 60-byte answer that
// comes from memory (the cached probe). Same status, body and headers as the route (read from the
// app once at start), the same access-log line; anything but the bare path goes to the app.

type Fetch = (request: Request, env?: Record<string, unknown>) => Response | Promise<Response>;

const path = '/api/health';

/** Set per response, or only on a 503 (the app's Retry-After), never copied from the start's probe. */
const perResponse = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'retry-after',
]);

export async function createHealthFastPath(fetch: Fetch, health: HealthCheck) {
  // Marked as the start's own probe: the access log is for clients' requests.
  const probe = await fetch(new Request(`http://localhost${path}`), { startProbe: true });
  await probe.arrayBuffer();
  if (probe.status !== 200 && probe.status !== 503) return null;
  const headers: Record<string, string> = {};
  probe.headers.forEach((value, key) => {
    if (!perResponse.has(key)) headers[key] = value;
  });

  function send(req: IncomingMessage, res: ServerResponse, started: number, status: 200 | 503, body: string) {
    const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
    res.writeHead(status, {
      ...headers,
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
      ...(status === 503 ? { 'retry-after': String(retryAfterSeconds.unavailable) } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    logRequest({ method: req.method!, path, status, started, requestId });
  }

  /** Answers the request and returns true, or returns false to let the app answer it. */
  return (
    req: IncomingMessage,
    res: ServerResponse,
    /** The app, should the probe fail in a way it does not report itself. */
    app: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean => {
    // The query string (its control characters are refused by the app) and other methods: the app.
    if (req.url !== path || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const started = performance.now();
    const answer = health.answer();
    if (!(answer instanceof Promise)) send(req, res, started, answer.status, JSON.stringify(answer.body));
    else
      answer.then(
        ({ status, body }) => send(req, res, started, status, JSON.stringify(body)),
        () => app(req, res),
      );
    return true;
  };
}
