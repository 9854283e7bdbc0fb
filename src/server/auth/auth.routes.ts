import { type Context, Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { securityEvent } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorResponse } from '../http/errors.ts';
import { logger } from '../http/logger.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { Auth } from './auth.ts';
import {
  authMessages,
  defaultRateLimitMessage,
  genericAuthMessage,
  rateLimitMessages,
} from './auth-messages.ts';
import { authBodySchemas } from './auth-schemas.ts';
import { signInAccountChecks } from './sign-in-lockout.ts';

const minute = 60_000;

/** Per-IP and per-email budgets of the endpoints that cost (a hash, a mail). */
export const authRateLimits: Record<
  string,
  { ip: RateLimitRule; email?: RateLimitRule; account?: RateLimitRule }
> = {
  // Its per-account budgets depend on the client address too: see sign-in-lockout.ts.
  '/sign-in/email': { ip: { limit: 30, windowMs: 15 * minute } },
  '/sign-up/email': { ip: { limit: 20, windowMs: 60 * minute }, email: { limit: 5, windowMs: 60 * minute } },
  '/send-verification-email': {
    ip: { limit: 20, windowMs: 60 * minute },
    email: { limit: 5, windowMs: 60 * minute },
  },
  '/request-password-reset': {
    ip: { limit: 20, windowMs: 60 * minute },
    email: { limit: 5, windowMs: 60 * minute },
  },
  '/reset-password': { ip: { limit: 20, windowMs: 60 * minute } },
  '/change-password': { ip: { limit: 20, windowMs: 60 * minute } },
  // A password guess from a signed-in session: per account (account) and per address.
  '/verify-password': {
    ip: { limit: 30, windowMs: 15 * minute },
    account: { limit: 10, windowMs: 15 * minute },
  },
  '/update-user': { ip: { limit: 60, windowMs: 15 * minute }, account: { limit: 30, windowMs: 15 * minute } },
};

/** Every other POST of better-auth's catch-all (sign-out, revoke-session, delete-user...): per address. */
export const defaultAuthRateLimit: RateLimitRule = { limit: 60, windowMs: 15 * minute };

/**
 * A password-reset request answers no sooner than this after it arrived, whether the email has an
 * account (a token written, a mail queued) or not (one lookup): the answer time tells nothing.
 */
export const passwordResetAnswerMs = 250;

interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  config: Config;
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await request.clone().json() };
  } catch {
    return { ok: false };
  }
}

/** Session tokens live only in the httpOnly cookie: page scripts never see one in a JSON body. */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Redirects (email confirmation) come with an empty body.
  const body = text
    ? JSON.stringify(JSON.parse(text, (key, value) => (key === 'token' ? undefined : value)))
    : null;
  return new Response(body, { status: response.status, headers });
}

/** better-auth behind our rate limits, with its errors reshaped to `{ error: { code, message } }` in French. */
export function authRoutes({ auth, db, limiter, config }: AuthRouteDeps) {
  const app = new Hono();
  const ipFactor = config.rateLimitIpMultiplier;

  app.on(['GET', 'POST'], '/*', async (c) => {
    const startedAt = performance.now();
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (path === '/request-password-reset') {
      const response = await handle(c, path);
      const wait = passwordResetAnswerMs - (performance.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return response;
    }
    return handle(c, path);
  });

  async function handle(c: Context, path: string): Promise<Response> {
    const ip = clientIp(c);
    const rules =
      c.req.method === 'POST' ? (authRateLimits[path] ?? { ip: defaultAuthRateLimit }) : undefined;
    const schema = c.req.method === 'POST' ? authBodySchemas[path] : undefined;
    let email: string | undefined;
    if (schema) {
      const json = await readJson(c.req.raw);
      if (!json.ok) return errorResponse(c, 400, 'validation:json');
      const parsed = schema.safeParse(json.body);
      if (!parsed.success) {
        return errorResponse(
          c,
          400,
          'validation:body',
          parsed.error.issues[0]?.message ?? 'Requête invalide.',
        );
      }
      email = (parsed.data as { email?: string }).email?.toLowerCase();
    }

    if (rules) {
      const checks: Array<[string, RateLimitRule]> = [
        [`auth:${path}:ip:${ip}`, { ...rules.ip, limit: rules.ip.limit * ipFactor }],
      ];
      if (rules.email && email) checks.push([`auth:${path}:email:${email}`, rules.email]);
      if (path === '/sign-in/email' && email) checks.push(...(await signInAccountChecks(db, email, ip)));
      if (rules.account) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        if (session) checks.push([`auth:${path}:account:${session.user.id}`, rules.account]);
      }
      for (const [key, rule] of checks) {
        const result = await limiter.hit(key, rule);
        if (!result.allowed) {
          await db.insert(securityEvent).values({ kind: 'rate_limited', subject: path, ip });
          c.header('Retry-After', String(result.retryAfter));
          return c.json(
            { error: { code: 'rate_limit', message: rateLimitMessages[path] ?? defaultRateLimitMessage } },
            429,
          );
        }
      }
    }

    const response = await auth.handler(c.req.raw);
    if (response.status < 400) return withoutSessionTokens(response);

    if (path === '/sign-in/email' && response.status === 401) {
      await db.insert(securityEvent).values({ kind: 'sign_in_failed', subject: email ?? null, ip });
    }
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string } | null;
    const code = body?.code ?? (response.status === 401 ? 'UNAUTHORIZED' : 'AUTH_ERROR');
    if (response.status >= 500) {
      logger().error({ path, status: response.status, code }, 'auth error');
      return c.json({ error: { code: 'internal', message: genericAuthMessage } }, 500);
    }
    const message = authMessages[code] ?? genericAuthMessage;
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
  }

  return app;
}
