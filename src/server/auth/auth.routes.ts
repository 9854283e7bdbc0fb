import { type Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorResponse } from '../http/errors.ts';
import { logger } from '../http/logger.ts';
import { type LimitCheck, limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { authPathRules, rateLimitRules } from '../rate-limit/rules.ts';
import { recordSecurityEvent } from '../security/security.service.ts';
import type { Auth } from './auth.ts';
import { authMessages, genericAuthMessage } from './auth-messages.ts';
import { authBodySchemas } from './auth-schemas.ts';
import { signInAccountChecks } from './sign-in-lockout.ts';

/** The budgets of each path, read from rate-limit/rules.ts (the tests size their floods with them). */
export const authRateLimits = Object.fromEntries(
  Object.entries(authPathRules).map(([path, names]) => [
    path,
    {
      ip: rateLimitRules[names.ip],
      ...(names.email && { email: rateLimitRules[names.email] }),
      ...(names.account && { account: rateLimitRules[names.account] }),
    },
  ]),
) as Record<string, { ip: RateLimitRule; email?: RateLimitRule; account?: RateLimitRule }>;

/** Every other POST of better-auth's catch-all (sign-out, revoke-session, delete-user...): per address. */
export const defaultAuthRateLimit: RateLimitRule = rateLimitRules['auth-other:ip'];

/**
 * A password-reset request answers no sooner than this after it arrived, whether the email has an
 * account (a token written, a mail queued) or not (one lookup): the answer time tells nothing.
 */
export const passwordResetAnswerMs = 250;

interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
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
export function authRoutes({ auth, db, limits }: AuthRouteDeps) {
  const app = new Hono();

  app.on(['GET', 'POST'], '/*', async (c) => {
    const startedAt = performance.now();
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (path === '/request-password-reset') {
      try {
        return await handle(c, path);
      } finally {
        const wait = passwordResetAnswerMs - (performance.now() - startedAt);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    return handle(c, path);
  });

  async function handle(c: Context, path: string): Promise<Response> {
    const ip = clientIp(c);
    const rules =
      c.req.method === 'POST' && Object.hasOwn(authPathRules, path) ? authPathRules[path] : undefined;
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
      const checks: LimitCheck[] = [limitCheck(rules.ip, ip)];
      if (rules.email && email) checks.push(limitCheck(rules.email, email));
      if (path === '/sign-in/email' && email) checks.push(...(await signInAccountChecks(db, email, ip)));
      if (rules.account) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        if (session) checks.push(limitCheck(rules.account, session.user.id));
      }
      await limits.enforce(c, ...checks);
    } else if (c.req.method === 'POST') {
      await limits.enforce(c, limitCheck('auth-other:ip', `${path}:${ip}`));
    }

    const response = await auth.handler(c.req.raw);
    if (response.status < 400) return withoutSessionTokens(response);

    if (path === '/sign-in/email' && response.status === 401) {
      await recordSecurityEvent(db, { kind: 'sign_in_failed', subject: email ?? null, ip });
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
