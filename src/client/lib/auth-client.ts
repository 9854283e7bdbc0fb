// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { AuthStatus, AuthUser, ServerSession, SignedIn, SignedOut } from '../../shared/auth.ts';
import { apiFetch } from './api.ts';

// Calls to better-auth's endpoints (/api/auth/..., declared in server/auth/auth.routes.ts): the session
// itself lives in an httpOnly cookie. Every page loads this module (the AuthProvider is at the root),
// the landing included: it stays on the lean apiFetch rather than the typed client (hono/client would
// take the landing over its 90 KB budget); the answers' types still come from the declarations' schemas.

export type { AuthUser };

/** SPEC.md §4's session, minus the tokens: they stay in the httpOnly cookie, out of scripts' reach. */
export interface AuthSession {
  id: string;
  /** Seconds since the epoch, as SPEC.md's expires_at. */
  expires_at: number;
  user: AuthUser;
}

export async function fetchSession(): Promise<AuthSession | null> {
  const data = await apiFetch<ServerSession>('/api/auth/get-session', { cache: 'no-store' });
  if (!data) return null;
  return {
    id: data.session.id,
    expires_at: Math.floor(new Date(data.session.expiresAt).getTime() / 1000),
    user: data.user,
  };
}

export function signInWithPassword(email: string, password: string) {
  return apiFetch<SignedIn>('/api/auth/sign-in/email', { json: { email, password } });
}

export function signUpWithPassword(email: string, password: string) {
  return apiFetch<SignedIn>('/api/auth/sign-up/email', {
    json: { email, password, name: email.split('@')[0] },
  });
}

export function signOutRequest() {
  return apiFetch<SignedOut>('/api/auth/sign-out', { json: {} });
}

export function resendConfirmation(email: string) {
  return apiFetch<AuthStatus>('/api/auth/send-verification-email', {
    json: { email, callbackURL: '/auth#type=signup' },
  });
}

export function requestPasswordReset(email: string) {
  return apiFetch<AuthStatus>('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/auth/reset' },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<AuthStatus>('/api/auth/reset-password', { json: { token, newPassword } });
}
