import { signUpPath } from './routes.ts';

// Where sign-in sends the user back (`/auth?retour=/checkout/…`): a path of this site only.

/**
 * The `retour` value when it is a same-origin path ("/projects?x=1#y"), otherwise null. Refused:
 * absolute and protocol-relative URLs (`https://evil.com`, `//evil.com`), backslashes that browsers
 * read as slashes (`/\evil.com`), schemes (`javascript:`), control characters and the auth page itself.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes, whitespace and control characters: browsers strip or rewrite them into another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://septime.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://septime.invalid') return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth?retour=<path>` (or `/auth?mode=inscription&retour=…`), to come back to `path` after sign-in. */
export function authPath(options: { signUp?: boolean; returnTo?: string } = {}): string {
  const base = options.signUp ? signUpPath : '/auth';
  const back = safeReturnPath(options.returnTo);
  if (!back || back === '/') return base;
  return `${base}${options.signUp ? '&' : '?'}retour=${encodeURIComponent(back)}`;
}
