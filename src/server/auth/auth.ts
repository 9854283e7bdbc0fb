import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { authPath, safeReturnPath } from '../../shared/safe-return.ts';
import { twoFactorSettings } from '../../shared/two-factor-model.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, twoFactor, user, verification } from '../db/schema.ts';
import { clientIpHeader } from '../http/client-ip.ts';
import { loggableError, logger } from '../http/logger.ts';
import { ownAddressOf } from '../http/own-address.ts';
import type { Mailer } from '../mail/mailer.ts';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import { passwordPolicyError } from './password-policy.ts';

/** OWASP's argon2id parameters: m=19 MiB, t=2, p=1 (algorithm 2 is argon2id). */
export const argon2Options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const signupMarkerPath = '/auth#type=signup';

/**
 * `/auth?retour=<path>#type=signup` when the client's callback (in better-auth's link) carries a safe
 * `retour`, else the plain signup marker. Nothing else of the client's callback reaches the mail.
 */
export function confirmationLanding(betterAuthUrl: string): string {
  let returnTo: string | null = null;
  try {
    const callback = new URL(betterAuthUrl).searchParams.get('callbackURL');
    if (callback)
      returnTo = safeReturnPath(new URL(callback, 'https://septime.invalid').searchParams.get('retour'));
  } catch {
    returnTo = null;
  }
  return returnTo ? `${authPath({ returnTo })}#type=signup` : signupMarkerPath;
}
export const resetPasswordPath = '/auth/reset';

/** Paths whose body carries a new password that must pass our policy. */
const passwordFields: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

async function sendSafely(mailer: Mailer, message: Parameters<Mailer['send']>[0]) {
  try {
    await mailer.send(message);
  } catch (err) {
    // Never log the message body (it carries a sign-in link) nor the address.
    logger().error({ err: loggableError(err) }, 'mail sending failed');
  }
}

/** What the app does when an account's email is confirmed (the Pro trial asked for at sign-up starts). */
export interface AccountHooks {
  onEmailVerified?(userId: string): Promise<void>;
}

/** `secret` comes from resolveAuthSecret (AUTH_SECRET, or the one shared through the database). */
export function createAuth(config: Config, db: Db, mailer: Mailer, secret: string, hooks: AccountHooks = {}) {
  return betterAuth({
    appName: 'Septime',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
    // Our own limiter (src/server/rate-limit) counts per IP and per email in the database.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: {
        hash: (password) => hash(password, argon2Options),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }, request) => {
        const url = `${ownAddressOf(config, request)}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
        await sendSafely(mailer, resetPasswordEmail(target.email, url));
      },
      // Same answer as a new sign-up (no account enumeration); the owner is told by mail.
      onExistingUserSignUp: async ({ user: existing }, request) => {
        await sendSafely(
          mailer,
          existingAccountEmail(existing.email, `${ownAddressOf(config, request)}/auth`),
        );
      },
    },
    emailVerification: {
      afterEmailVerification: async (verified) => {
        // The link still signs the user in when this fails (logged by the hook itself).
        await hooks.onEmailVerified?.(verified.id).catch((err: unknown) => {
          logger().error({ err: loggableError(err) }, 'after email verification failed');
        });
      },
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: target, token, url: asked }, request) => {
        // Links go back to the address the user signed up on (http/own-address.ts), and to the page
        // they were going to: only a same-origin `retour` path is kept from the callback the client sent.
        const origin = ownAddressOf(config, request);
        const callbackURL = encodeURIComponent(`${origin}${confirmationLanding(asked)}`);
        const url = `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callbackURL}`;
        await sendSafely(mailer, verificationEmail(target.email, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Refreshed on use once a day: an active user never sees it expire.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: 'septime',
      useSecureCookies: config.appUrl.startsWith('https://'),
      // better-auth skips its origin check when NODE_ENV=test; we keep it on everywhere.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Sessions record the client address resolved through TRUST_PROXY (http/client-ip.ts), not a raw header.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    // Two-factor authentication (decision 074): TOTP and backup codes, asked after the password.
    plugins: [
      twoFactorPlugin({
        issuer: twoFactorSettings.issuer,
        backupCodeOptions: { amount: twoFactorSettings.backupCodes, length: 10 },
        trustDeviceMaxAge: twoFactorSettings.trustDeviceDays * 24 * 60 * 60,
        twoFactorCookieMaxAge: twoFactorSettings.challengeMinutes * 60,
        accountLockout: {
          maxFailedAttempts: twoFactorSettings.lockoutFailures,
          durationSeconds: twoFactorSettings.lockoutMinutes * 60,
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = passwordFields[ctx.path];
        if (!field) return;
        const problem = passwordPolicyError((ctx.body as Record<string, unknown> | undefined)?.[field]);
        if (problem) throw new APIError('BAD_REQUEST', problem);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
