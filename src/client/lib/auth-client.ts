import { apiFetch } from './api.ts';

// Plain calls to our /api/auth endpoints: the session itself lives in an httpOnly cookie.

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** SPEC.md §4's session, minus the tokens: they stay in the httpOnly cookie, out of scripts' reach. */
export interface AuthSession {
  id: string;
  /** Seconds since the epoch, as SPEC.md's expires_at. */
  expires_at: number;
  user: AuthUser;
}

interface ServerSession {
  session: { id: string; expiresAt: string };
  user: AuthUser;
}

export async function fetchSession(): Promise<AuthSession | null> {
  const data = await apiFetch<ServerSession | null>('/api/auth/get-session', { cache: 'no-store' });
  if (!data) return null;
  return {
    id: data.session.id,
    expires_at: Math.floor(new Date(data.session.expiresAt).getTime() / 1000),
    user: data.user,
  };
}

export function signInWithPassword(email: string, password: string) {
  return apiFetch<{ user: AuthUser }>('/api/auth/sign-in/email', { json: { email, password } });
}

export function signUpWithPassword(email: string, password: string) {
  return apiFetch<{ user: AuthUser }>('/api/auth/sign-up/email', {
    json: { email, password, name: email.split('@')[0] },
  });
}

export function signOutRequest() {
  return apiFetch<{ success: boolean }>('/api/auth/sign-out', { json: {} });
}

export function resendConfirmation(email: string) {
  return apiFetch<{ status: boolean }>('/api/auth/send-verification-email', {
    json: { email, callbackURL: '/auth#type=signup' },
  });
}

export function requestPasswordReset(email: string) {
  return apiFetch<{ status: boolean }>('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/auth/reset' },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<{ status: boolean }>('/api/auth/reset-password', { json: { token, newPassword } });
}
