import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isClientRoute } from '../../shared/routes.ts';

/** Serves the built client: hashed assets cached forever, the shell for every client route. */
export function spaRoutes(clientDir: string) {
  const app = new Hono();
  const shellPath = join(clientDir, 'index.html');
  // Read once: the shell is small and identical for every route.
  const shell = existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : undefined;
  // The landing prerendered by scripts/build.ts: `/` paints before any script runs.
  const landingPath = join(clientDir, 'landing.html');
  const landing = existsSync(landingPath) ? readFileSync(landingPath, 'utf8') : shell;

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '/:file{[^/]+\\.[a-z0-9]+$}',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    if (!shell) return c.text("Le client n'est pas construit : lancez `npm run build`.", 503);
    c.header('Cache-Control', 'no-cache');
    if (c.req.path === '/') return c.html(landing ?? shell);
    return c.html(shell, isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}
