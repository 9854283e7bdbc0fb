import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, type Logger, pino } from 'pino';
import { loadConfig } from '../config.ts';

// The one server logger: JSON lines on stdout (pino). Every line written while a request is being
// answered carries its request id, through AsyncLocalStorage, so a 429 or a 500 can be followed.
// What is logged is metadata only: no body, query string, cookie, token, email or IP address.

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

interface RequestStore {
  requestId: string;
}

const requestStore = new AsyncLocalStorage<RequestStore>();

// Asynchronous writes (flushed on exit by pino): measured here, synchronous ones cut a trivial route's
// throughput by about two thirds. One stream for the process, however often the level changes.
let stdoutStream: DestinationStream | undefined;
function stdout(): DestinationStream {
  stdoutStream ??= pino.destination({ dest: 1, sync: false });
  return stdoutStream;
}

function createLogger(level: LogLevel, to?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'septime' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const store = requestStore.getStore();
        return store ? { requestId: store.requestId } : {};
      },
    },
    to ?? stdout(),
  );
}

let destination: DestinationStream | undefined;
// Before createApp configures it (scripts, unit tests): LOG_LEVEL, silent under NODE_ENV=test.
function levelFromEnvironment(): LogLevel {
  try {
    return loadConfig().logLevel;
  } catch {
    return 'info';
  }
}
let current: Logger = createLogger(levelFromEnvironment());

/** Sets the level (LOG_LEVEL from config); createApp calls it. */
export function configureLogger(level: LogLevel): void {
  current = createLogger(level, destination);
}

/** Tests: every line from now on goes to the returned array too (as parsed JSON), at `level`. */
export function captureLogs(level: LogLevel = 'info'): {
  lines: Record<string, unknown>[];
  text: () => string;
} {
  const raw: string[] = [];
  destination = { write: (chunk: string) => void raw.push(chunk) };
  current = createLogger(level, destination);
  return {
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(''),
  };
}

/** The server logger; inside a request its lines carry the request id. */
export function logger(): Logger {
  return current;
}

/** The current request's id, when called while one is answered. */
export function currentRequestId(): string | undefined {
  return requestStore.getStore()?.requestId;
}

// A caller's id is kept only when short and made of safe characters: it goes into our logs.
const wellFormedRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && wellFormedRequestId.test(header) ? header : randomUUID();
}

const maxLoggedPath = 200;

/**
 * The access-log line of one request (the app's, and the node:http fast paths' that answer without
 * it: they pass the request id, which is otherwise read from the request's AsyncLocalStorage).
 */
export function logRequest(request: {
  method: string;
  path: string;
  status: number;
  started: number;
  userId?: string;
  requestId?: string;
  probe?: boolean;
}): void {
  const { path, status } = request;
  const log = logger();
  const level = request.probe ? 'debug' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const line = {
    ...(request.requestId ? { requestId: request.requestId } : {}),
    method: request.method,
    // The path only: query strings can hold searches and tokens.
    path: path.length > maxLoggedPath ? `${path.slice(0, maxLoggedPath)}…` : path,
    status,
    durationMs: Math.round((performance.now() - request.started) * 10) / 10,
    ...(request.userId ? { userId: request.userId } : {}),
  };
  log[level](line, request.probe ? 'start probe' : 'request');
}

/**
 * First middleware of the app: gives each request an id (a well-formed incoming X-Request-Id, or a
 * new one), returns it in the response header, and writes one access-log line when it ends.
 */
export function requestLogging(): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const started = performance.now();
    await requestStore.run({ requestId }, async () => {
      try {
        await next();
      } finally {
        c.header('X-Request-Id', requestId);
        const status = c.res.status;
        // Set by requireUser/optionalUser when the request had a session.
        const user = (c.get as (key: string) => { id?: string } | undefined)('user');
        // The start's probe of the built pages (static-fast-path.ts) is not a client's request.
        const probe = (c.env as { startProbe?: boolean } | undefined)?.startProbe;
        logRequest({ method: c.req.method, path: c.req.path, status, started, userId: user?.id, probe });
      }
    });
  };
}

/**
 * What may be logged of an error: its type, SQLSTATE and stack frames. Database errors' messages
 * are left out, as they quote the statement's parameters (user text); other messages are capped.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const fields: Record<string, unknown> = { type: err.constructor?.name ?? 'Error', ...namedObjects(err) };
  const causes: Record<string, unknown>[] = [];
  for (let e: unknown = err.cause, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    causes.push({ type: e.constructor?.name ?? 'Error', ...namedObjects(e) });
  }
  if (causes.length) fields.causes = causes;
  // Messages can quote the user's text (drizzle's "params:", PostgreSQL's 'Key (email)=(…)', a
  // validation error): only a system error's message ("connect ECONNREFUSED 127.0.0.1:5432") is kept.
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) fields.message = err.message.slice(0, 200);
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) fields.stack = frames.slice(0, 12).map((line) => line.trim());
  return fields;
}

/** The SQLSTATE and the objects a database error names (table, constraint…), never its values. */
function namedObjects(err: Error): Record<string, string> {
  const named: Record<string, string> = {};
  const { code, table, constraint, column, routine } = err as unknown as Record<string, unknown>;
  if (typeof code === 'string' && /^[0-9A-Z_]{1,32}$/.test(code)) named.code = code;
  for (const [name, value] of Object.entries({ table, constraint, column, routine })) {
    if (typeof value === 'string' && /^[\w.]{1,64}$/.test(value)) named[name] = value;
  }
  return named;
}
