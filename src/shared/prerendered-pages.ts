import { paths } from './routes.ts';

// The public pages the server sends prerendered (docs/decisions/043-landing-on-preact.md, 047): their
// HTML is built once by scripts/build-landing.ts and hydrated on Preact by src/client/landing-main.tsx.
// Only pages whose first render is the same for every visitor: /security, for one, shows the
// signed-in user's own sessions (and sends visitors to /auth), so the app renders it. /demo-examples
// holds the AI tool panels, whose report chart (recharts) draws no bars on Preact: the app renders it.
export const prerenderedPaths = [paths.home, paths.blog, paths.legal, paths.connectors] as const;

export type PrerenderedPath = (typeof prerenderedPaths)[number];

/** Where a prerendered page's HTML is, under dist/client (`/` kept as landing.html, decision 011). */
export function prerenderedFile(path: PrerenderedPath): string {
  return path === paths.home ? 'landing.html' : `prerendered${path}.html`;
}

/** The prerendered page a request path is, if any (a trailing slash is the same page). */
export function prerenderedPathOf(pathname: string): PrerenderedPath | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return prerenderedPaths.find((path) => path === clean);
}
