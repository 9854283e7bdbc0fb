import type { Config } from '../config.ts';

// Links the app builds for a user (mail, checkout, redirects) go back to the address the user is on
// when it is one of the app's own: on the default address the app answers as localhost and as
// 127.0.0.1, and cookies are per host, so a link to the other one would land the user signed out.

/** The app's own origins: APP_URL, and its 127.0.0.1 twin when APP_URL is the default localhost one. */
export function ownOrigins(config: Pick<Config, 'appUrl' | 'port'>): string[] {
  const twin = config.appUrl === `http://localhost:${config.port}` ? [`http://127.0.0.1:${config.port}`] : [];
  return [config.appUrl, ...twin];
}

/** The origin of a request (its Origin header, else its Host), when it is one of the app's own; APP_URL otherwise. */
export function ownAddressOf(
  config: Pick<Config, 'appUrl' | 'port'>,
  request?: { headers: Headers; url?: string },
): string {
  const own = ownOrigins(config);
  if (!request) return config.appUrl;
  const candidates = [request.headers.get('origin')];
  const host = request.headers.get('host');
  if (host) {
    const protocol = request.url?.startsWith('https:') ? 'https:' : 'http:';
    candidates.push(`${protocol}//${host}`);
  }
  return (
    candidates.find((origin): origin is string => origin !== null && own.includes(origin)) ?? config.appUrl
  );
}
