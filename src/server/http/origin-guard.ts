import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call: a browser always sends Origin on such requests,
 * so a foreign Origin is refused, and so is a cookie-carrying request with no Origin at all.
 * Clients without cookies (scripts, webhooks) are not a CSRF vector and pass.
 */
export function originGuard(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    const hasCookie = Boolean(c.req.header('cookie'));
    if ((origin && !trusted.has(origin)) || (!origin && hasCookie)) {
      return errorResponse(c, 403, 'forbidden:origin', 'Requête refusée : origine non autorisée.');
    }
    return next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
