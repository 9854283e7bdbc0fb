import { createMiddleware } from 'hono/factory';
import { errorResponse } from '../http/errors.ts';
import type { Auth } from './auth.ts';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

export interface AuthEnv {
  Variables: { user: SessionUser; session: SessionResult['session'] };
}

/** Guard for API routes that need a signed-in user: 401 with the French message otherwise. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
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
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', result?.user ?? null);
    await next();
  });
}
