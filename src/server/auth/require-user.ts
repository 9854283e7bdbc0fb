import { createMiddleware } from 'hono/factory';
import { errorResponse } from '../http/errors.ts';
import type { Workspace } from '../organisations/organisations.service.ts';
import type { Auth } from './auth.ts';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

export interface AuthEnv {
  /** `workspace`: the member's active organisation, set by the guard after this one (decision 072). */
  Variables: { user: SessionUser; session: SessionResult['session']; workspace: Workspace };
}

/**
 * How long a session read is reused for the same cookie. Reading a session costs two queries and
 * better-auth's request machinery (about 6 ms on PGlite, BENCHMARKS.md), on every API call; a
 * page's burst of calls now pays it once. Any sign-out, revocation, password or account change
 * made through this server forgets every read at once (`forgetSessions`), so revocation stays
 * immediate here; another server process on the same PostgreSQL sees it within this delay.
 */
const sessionReuseMs = 2_000;
const maxCachedSessions = 10_000;

interface CachedSession {
  readAt: number;
  result: SessionResult;
}

const caches = new WeakMap<Auth, Map<string, CachedSession>>();
const cacheOf = (auth: Auth) => {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new Map();
    caches.set(auth, cache);
  }
  return cache;
};

/** Drops every reused session read: called before any request that can end or change a session. */
export function forgetSessions(auth: Auth) {
  cacheOf(auth).clear();
}

async function readSession(auth: Auth, headers: Headers): Promise<SessionResult | null> {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const cache = cacheOf(auth);
  const now = Date.now();
  const cached = cache.get(cookie);
  if (
    cached &&
    now - cached.readAt < sessionReuseMs &&
    new Date(cached.result.session.expiresAt).getTime() > now
  ) {
    return cached.result;
  }
  const result = await auth.api.getSession({ headers });
  if (result) {
    if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);
    cache.set(cookie, { readAt: now, result });
  } else {
    cache.delete(cookie);
  }
  return result;
}

/** Guard for API routes that need a signed-in user: 401 with the French message otherwise. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const result = await readSession(auth, c.req.raw.headers);
    if (!result) {
      return errorResponse(
        c,
        401,
        'unauthenticated',
        'Vous devez être connecté pour effectuer cette action.',
      );
    }
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
}

/** Reads the session when there is one, for routes open to visitors with a signed-in variant. */
export function optionalUser(auth: Auth) {
  return createMiddleware<{ Variables: { user: SessionUser | null } }>(async (c, next) => {
    const result = await readSession(auth, c.req.raw.headers);
    c.set('user', result?.user ?? null);
    await next();
  });
}
