import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type PageMeta, pageMetaFor, publicPaths } from '../../shared/page-meta.ts';
import { prerenderedFile, prerenderedPathOf, prerenderedPaths } from '../../shared/prerendered-pages.ts';
import { isClientRoute } from '../../shared/routes.ts';
import { routePreloads, withPreloads } from './route-preload.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's own <title> and description in the HTML sent, and on public pages its canonical address
 * and social card (OpenGraph, Twitter) with the generated image, so a shared link is named in French.
 */
export function withPageMeta(html: string, meta: PageMeta, url: string, appUrl: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  let page = html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    );
  if (meta.public) {
    const image = `${appUrl}/og-image.png`;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Septime" />',
      '<meta property="og:locale" content="fr_FR" />',
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${image}" />`,
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Septime, votre équipe d’employés IA" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    ];
    page = page.replace('</head>', `${tags.join('\n    ')}\n  </head>`);
  }
  return page;
}

/**
 * The HTML of the pages prerendered by scripts/build-landing.ts (decisions 011, 043, 047), by path: a
 * page whose file is missing (a build from before) gets the shell, which renders it in the browser.
 */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of prerenderedPaths) {
    const file = join(clientDir, prerenderedFile(path));
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  return pages;
}

/** Serves the built client: hashed assets cached forever, the shell for every client route. */
export function spaRoutes(clientDir: string, appUrl: string) {
  const app = new Hono();
  const shellPath = join(clientDir, 'index.html');
  // Read once: the shell is small and identical for every route.
  const shell = existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : undefined;
  // The public pages prerendered by scripts/build.ts: they paint before any script runs.
  const prerendered = readPrerenderedPages(clientDir);
  // Each app route's chunks, named in its HTML (computed here once, not per request).
  const preloadsFor = routePreloads(clientDir);

  // Search engines: the public pages, at the configured address.
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /outbox',
        'Disallow: /checkout/',
        `Sitemap: ${appUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
  app.get('/sitemap.xml', (c) => {
    const urls = publicPaths().map(
      (path) => `  <url><loc>${escapeHtml(`${appUrl}${path === '/' ? '/' : path}`)}</loc></url>`,
    );
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
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
    const meta = pageMetaFor(c.req.path, new URL(c.req.url).search);
    const url = `${appUrl}${meta.canonical ?? c.req.path}`;
    const ready = prerendered.get(prerenderedPathOf(c.req.path) ?? '');
    if (ready) return c.html(withPageMeta(ready, meta, url, appUrl));
    const page = withPreloads(withPageMeta(shell, meta, url, appUrl), preloadsFor(c.req.path));
    return c.html(page, isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}
