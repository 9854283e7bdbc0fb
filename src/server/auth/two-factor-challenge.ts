import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth.ts';

// A sign-in waiting for its second factor has no session: better-auth keeps the account in a signed
// `two_factor` cookie naming a verification row. Its per-account rate limit and its security events
// (decision 074) need that account before better-auth answers.

/** The value of better-auth's signed cookie `name`, or null when absent or not signed by `secret`. */
function signedCookieValue(cookieHeader: string, name: string, secret: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = raw.lastIndexOf('.');
    if (dot < 1) return null;
    const value = raw.slice(0, dot);
    const signature = Buffer.from(raw.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(value).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
  }
  return null;
}

/** The account (id and email) whose sign-in challenge this request carries, or null. */
export async function challengedAccount(
  auth: Auth,
  headers: Headers,
): Promise<{ id: string; email: string } | null> {
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader) return null;
  const context = await auth.$context;
  const identifier = signedCookieValue(
    cookieHeader,
    context.createAuthCookie('two_factor').name,
    context.secret,
  );
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || challenge.expiresAt < new Date()) return null;
  const user = await context.internalAdapter.findUserById(challenge.value);
  return user ? { id: user.id, email: user.email.toLowerCase() } : null;
}
