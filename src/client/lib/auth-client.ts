// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { AuthUser } from '../../shared/auth.ts';
import { authPath } from '../../shared/safe-return.ts';
import { leanGet, leanPost } from './lean-api.ts';

/**
 * Where the confirmation link of the mail lands: /auth with the signup marker, and the same-origin
 * `retour` path the visitor was going to (the server keeps nothing else of it: auth/auth.ts).
 */
const confirmationLanding = (returnTo: string | null) =>
  `${authPath({ returnTo: returnTo ?? undefined })}#type=signup`;

// Calls to better-auth's endpoints (/api/auth/..., declared in server/auth/auth.routes.ts): the session
// itself lives in an httpOnly cookie. Every page loads this module (the AuthProvider is at the root),
// the landing included: it calls through lean-api.ts rather than the typed client (hono/client would
// take the landing over its 90 KB budget), with the same declared paths, bodies and answers.

export type { AuthUser };

/** SPEC.md §4's session, minus the tokens: they stay in the httpOnly cookie, out of scripts' reach. */
export interface AuthSession {
  id: string;
  /** Seconds since the epoch, as SPEC.md's expires_at. */
  expires_at: number;
  user: AuthUser;
}

export async function fetchSession(): Promise<AuthSession | null> {
  const data = await leanGet('/auth/get-session', { cache: 'no-store' });
  if (!data) return null;
  return {
    id: data.session.id,
    expires_at: Math.floor(new Date(data.session.expiresAt).getTime() / 1000),
    user: data.user,
  };
}

export function signInWithPassword(email: string, password: string) {
  return leanPost('/auth/sign-in/email', { email, password });
}

export function signUpWithPassword(
  email: string,
  password: string,
  returnTo: string | null = null,
  plan?: 'pro-trial',
) {
  return leanPost('/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
    callbackURL: confirmationLanding(returnTo),
    ...(plan ? { plan } : {}),
  });
}

export function signOutRequest() {
  return leanPost('/auth/sign-out');
}

export function resendConfirmation(email: string, returnTo: string | null = null) {
  return leanPost('/auth/send-verification-email', { email, callbackURL: confirmationLanding(returnTo) });
}

export function requestPasswordReset(email: string) {
  return leanPost('/auth/request-password-reset', { email, redirectTo: '/auth/reset' });
}

export function resetPassword(token: string, newPassword: string) {
  return leanPost('/auth/reset-password', { token, newPassword });
}
