import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { cloneRawRequest } from 'hono/request';
import {
  authStatusSchema,
  backupCodesSchema,
  serverSessionSchema,
  signedInSchema,
  signedOutSchema,
  signInAnswerSchema,
  twoFactorSetupSchema,
} from '../../shared/auth.ts';
import { proTrialIntent, recordTrialIntent } from '../billing/pro-trial.ts';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse, z } from '../http/contract.ts';
import { errorResponse } from '../http/errors.ts';
import { logger } from '../http/logger.ts';
import { type LimitCheck, limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { authPathRules, type RuleName, rateLimitRules } from '../rate-limit/rules.ts';
import { recordSecurityEvent } from '../security/security.service.ts';
import type { Auth } from './auth.ts';
import { authMessages, genericAuthMessage } from './auth-messages.ts';
import {
  authBodySchemas,
  emailBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  twoFactorPasswordBodySchema,
  twoFactorVerifyPaths,
  verifyBackupCodeBodySchema,
  verifyTotpBodySchema,
} from './auth-schemas.ts';
import { signInAccountChecks } from './sign-in-lockout.ts';
import { claimTotpStep } from './totp-replay.ts';
import { challengedAccount } from './two-factor-challenge.ts';

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

const betterAuthAnswer = { 200: { description: 'La réponse de better-auth' } } as const;

/** A password-reset request answers no sooner than passwordResetAnswerMs, refusals included. */
const answerNoSoonerThanFloor = createMiddleware(async (_c, next) => {
  const startedAt = performance.now();
  try {
    await next();
  } finally {
    const wait = passwordResetAnswerMs - (performance.now() - startedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
});

const rules = (path: string): RuleName[] => {
  const names = authPathRules[path];
  return names
    ? [names.ip, ...(names.email ? [names.email] : []), ...(names.account ? [names.account] : [])]
    : [];
};

/**
 * The better-auth endpoints the app's pages call, declared with their input and output so the typed
 * client knows them; the same handler as the catch-all below serves them.
 */
const route = {
  session: declareRoute(
    { access: 'public', label: 'Lecture de la session' },
    {
      method: 'get',
      path: '/auth/get-session',
      responses: jsonResponse(serverSessionSchema, 'La session, ou null pour un visiteur'),
    },
  ),
  signUp: declareRoute(
    { access: 'public', label: 'Inscription', limits: rules('/sign-up/email') },
    {
      method: 'post',
      path: '/auth/sign-up/email',
      request: { body: jsonBody(signUpBodySchema) },
      responses: jsonResponse(signedInSchema, 'Compte créé'),
    },
  ),
  signIn: declareRoute(
    {
      access: 'public',
      label: 'Connexion',
      limits: [...rules('/sign-in/email'), 'auth-sign-in:account-address', 'auth-sign-in:account'],
    },
    {
      method: 'post',
      path: '/auth/sign-in/email',
      request: { body: jsonBody(signInBodySchema) },
      responses: jsonResponse(
        signInAnswerSchema,
        'Connecté (cookie de session), ou le code de la double authentification demandé',
      ),
    },
  ),
  // Two-factor authentication (decision 074): the code step of a sign-in, and « Paramètres → Sécurité ».
  verifyTotp: declareRoute(
    {
      access: 'public',
      label: 'Code de la double authentification (connexion ou activation)',
      limits: rules('/two-factor/verify-totp'),
    },
    {
      method: 'post',
      path: '/auth/two-factor/verify-totp',
      request: { body: jsonBody(verifyTotpBodySchema) },
      responses: jsonResponse(signedInSchema, 'Code accepté (connecté, ou double authentification activée)'),
    },
  ),
  verifyBackupCode: declareRoute(
    {
      access: 'public',
      label: 'Code de secours de la double authentification',
      limits: rules('/two-factor/verify-backup-code'),
    },
    {
      method: 'post',
      path: '/auth/two-factor/verify-backup-code',
      request: { body: jsonBody(verifyBackupCodeBodySchema) },
      responses: jsonResponse(signedInSchema, 'Code de secours accepté (et désormais inutilisable)'),
    },
  ),
  enableTwoFactor: declareRoute(
    {
      access: 'public',
      label: 'Activer la double authentification (secret et codes de secours)',
      limits: rules('/two-factor/enable'),
    },
    {
      method: 'post',
      path: '/auth/two-factor/enable',
      request: { body: jsonBody(twoFactorPasswordBodySchema) },
      responses: jsonResponse(twoFactorSetupSchema, 'Le secret à scanner, confirmé ensuite par un code'),
    },
  ),
  disableTwoFactor: declareRoute(
    {
      access: 'public',
      label: 'Désactiver la double authentification',
      limits: rules('/two-factor/disable'),
    },
    {
      method: 'post',
      path: '/auth/two-factor/disable',
      request: { body: jsonBody(twoFactorPasswordBodySchema) },
      responses: jsonResponse(authStatusSchema, 'Double authentification désactivée'),
    },
  ),
  generateBackupCodes: declareRoute(
    {
      access: 'public',
      label: 'Nouveaux codes de secours (les anciens ne valent plus)',
      limits: rules('/two-factor/generate-backup-codes'),
    },
    {
      method: 'post',
      path: '/auth/two-factor/generate-backup-codes',
      request: { body: jsonBody(twoFactorPasswordBodySchema) },
      responses: jsonResponse(backupCodesSchema, 'Les nouveaux codes, montrés une fois'),
    },
  ),
  signOut: declareRoute(
    { access: 'public', label: 'Déconnexion', limits: ['auth-other:ip'] },
    { method: 'post', path: '/auth/sign-out', responses: jsonResponse(signedOutSchema, 'Déconnecté') },
  ),
  resendConfirmation: declareRoute(
    {
      access: 'public',
      label: 'Renvoi de l’email de confirmation',
      limits: rules('/send-verification-email'),
    },
    {
      method: 'post',
      path: '/auth/send-verification-email',
      request: {
        body: jsonBody(emailBodySchema.extend({ callbackURL: z.string().optional() })),
      },
      responses: jsonResponse(authStatusSchema, 'Email envoyé s’il y a lieu'),
    },
  ),
  requestPasswordReset: declareRoute(
    {
      access: 'public',
      label: 'Demande de réinitialisation du mot de passe',
      limits: rules('/request-password-reset'),
    },
    {
      method: 'post',
      path: '/auth/request-password-reset',
      middleware: [answerNoSoonerThanFloor] as const,
      request: {
        body: jsonBody(emailBodySchema.extend({ redirectTo: z.string().optional() })),
      },
      responses: jsonResponse(authStatusSchema, 'Email envoyé s’il y a un compte'),
    },
  ),
  resetPassword: declareRoute(
    { access: 'public', label: 'Nouveau mot de passe', limits: rules('/reset-password') },
    {
      method: 'post',
      path: '/auth/reset-password',
      request: { body: jsonBody(resetPasswordBodySchema) },
      responses: jsonResponse(authStatusSchema, 'Mot de passe changé'),
    },
  ),
};
const declaredPaths = new Set(Object.values(route).map((r) => r.path.replace(/^\/auth/, '')));

// Every other better-auth endpoint (email confirmation link, password change, sessions, account
// deletion...) goes through the catch-all: a plain handler, its paths having several segments and
// its bodies being checked per path in handle(); declared for the route table and the dashboard.
declareRoute(
  {
    access: 'public',
    label: 'Confirmation d’email et autres lectures de better-auth',
    sample: '/api/auth/verify-email',
  },
  { method: 'get', path: '/auth/*', responses: betterAuthAnswer },
);
declareRoute(
  {
    access: 'public',
    label: 'Changement de mot de passe ou d’email, sessions, suppression (better-auth)',
    sample: '/api/auth/change-password',
    limits: [
      ...Object.keys(authPathRules)
        .filter((path) => !declaredPaths.has(path))
        .flatMap(rules),
      'auth-other:ip',
    ],
  },
  { method: 'post', path: '/auth/*', responses: betterAuthAnswer },
);

/** better-auth behind our rate limits, with its errors reshaped to `{ error: { code, message } }` in French. */
export function authRoutes({ auth, db, limits }: AuthRouteDeps) {
  // better-auth's own answer, reshaped (errors in French, no token): its body is the declared one.
  const serve = async (c: Context) => (await handle(c, c.req.path.replace(/^\/api\/auth/, ''))) as never;
  const app = apiRouter()
    .openapi(route.session, (c) => serve(c))
    .openapi(route.signUp, (c) => serve(c))
    .openapi(route.signIn, (c) => serve(c))
    .openapi(route.signOut, (c) => serve(c))
    .openapi(route.resendConfirmation, (c) => serve(c))
    .openapi(route.requestPasswordReset, (c) => serve(c))
    .openapi(route.resetPassword, (c) => serve(c))
    .openapi(route.verifyTotp, (c) => serve(c))
    .openapi(route.verifyBackupCode, (c) => serve(c))
    .openapi(route.enableTwoFactor, (c) => serve(c))
    .openapi(route.disableTwoFactor, (c) => serve(c))
    .openapi(route.generateBackupCodes, (c) => serve(c));

  app.on(['GET', 'POST'], '/auth/*', async (c) => {
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
    // Only the two-factor endpoints the app uses, each with its checked body (decision 074): not the
    // e-mailed OTP (not configured) nor reading the secret again (a password guess with no budget).
    if (path.startsWith('/two-factor/') && !Object.hasOwn(authBodySchemas, path))
      return errorResponse(c, 404, 'not_found');
    const rules =
      c.req.method === 'POST' && Object.hasOwn(authPathRules, path) ? authPathRules[path] : undefined;
    const schema = c.req.method === 'POST' ? authBodySchemas[path] : undefined;
    // A declared route's validator has read the body already: the request is rebuilt from its copy.
    const request = await cloneRawRequest(c.req);
    let email: string | undefined;
    let totpCode: unknown;
    // « Essai Gratuit »: the Pro trial asked for at sign-up (billing/pro-trial.ts, decision 060).
    let wantsTrial = false;
    if (schema) {
      const json = await readJson(request);
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
      totpCode = (parsed.data as { code?: unknown }).code;
      wantsTrial = (parsed.data as { plan?: string }).plan === proTrialIntent;
    }

    // A second-factor code sent at sign-in (no session yet): the account its challenge is for.
    let challenged: { id: string; email: string } | null = null;
    // The account a TOTP code is for: the session's (confirming the setup) or the challenge's.
    let coded: string | null = null;
    if (rules) {
      const checks: LimitCheck[] = [limitCheck(rules.ip, ip)];
      if (rules.email && email) checks.push(limitCheck(rules.email, email));
      if (path === '/sign-in/email' && email) checks.push(...(await signInAccountChecks(db, email, ip)));
      if (rules.account) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        if (session) checks.push(limitCheck(rules.account, session.user.id));
        else if (twoFactorVerifyPaths.has(path)) {
          challenged = await challengedAccount(auth, c.req.raw.headers);
          if (challenged) checks.push(limitCheck(rules.account, challenged.id));
        }
        coded = session?.user.id ?? challenged?.id ?? null;
      }
      await limits.enforce(c, ...checks);
    } else if (c.req.method === 'POST') {
      await limits.enforce(c, limitCheck('auth-other:ip', `${path}:${ip}`));
    }

    // A TOTP code is good once (totp-replay.ts): its time step is claimed before better-auth checks it.
    if (path === '/two-factor/verify-totp' && coded && typeof totpCode === 'string') {
      if ((await claimTotpStep(auth, db, coded, totpCode)) === 'replayed') {
        if (challenged)
          await recordSecurityEvent(db, { kind: 'sign_in_failed', subject: challenged.email, ip });
        const code = 'TOTP_ALREADY_USED';
        return c.json({ error: { code, message: authMessages[code] } }, 401);
      }
    }
    const response = await auth.handler(request);
    if (path === '/sign-up/email' && response.status === 200 && wantsTrial) {
      const created = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: unknown } } | null;
      if (typeof created?.user?.id === 'string') await recordTrialIntent(db, created.user.id);
    }
    if (path === '/sign-in/email' && response.status === 200 && email) {
      // The account's own sign-in history (/security): an email it was refused for is logged below. A
      // password followed by the code step is a sign-in once the code is accepted (below).
      const answer = (await response
        .clone()
        .json()
        .catch(() => null)) as { twoFactorRedirect?: unknown } | null;
      if (answer?.twoFactorRedirect !== true)
        await recordSecurityEvent(db, { kind: 'sign_in', subject: email, ip });
    }
    if (challenged && response.status === 200)
      await recordSecurityEvent(db, { kind: 'sign_in', subject: challenged.email, ip });
    if (response.status < 400) return withoutSessionTokens(response);

    if (path === '/sign-in/email' && response.status === 401) {
      await recordSecurityEvent(db, { kind: 'sign_in_failed', subject: email ?? null, ip });
    }
    if (challenged && response.status === 401)
      await recordSecurityEvent(db, { kind: 'sign_in_failed', subject: challenged.email, ip });
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
