import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa.ts';
import { createStaticFastPath } from './static-fast-path.ts';

// Every page is sent with its own French title and description; public pages with their social card.
const appUrl = 'https://septime.example';
const shell = `<!doctype html><html lang="fr"><head><title>Septime</title><meta name="description" content="générique" /></head><body><div id="root"></div></body></html>`;

// A build manifest as Vite writes it: the entry and its shared chunk, pages with their own imports.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_routes-1.js'] },
  '_routes-1.js': { file: 'assets/routes-1.js' },
  '_chat-panel-1.js': { file: 'assets/chat-panel-1.js', imports: ['index.html', '_routes-1.js'] },
  'src/client/features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_chat-panel-1.js', '_routes-1.js'],
  },
  'src/client/features/ai-employee/ai-employee-page.tsx': {
    file: 'assets/ai-employee-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_chat-panel-1.js'],
  },
  'src/client/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/client/components/layout/not-found-page.tsx': {
    file: 'assets/not-found-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;

describe('the pages the server sends', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'septime-spa-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), shell);
    writeFileSync(
      join(clientDir, 'landing.html'),
      shell.replace('<div id="root"></div>', '<div id="root">landing</div>'),
    );
    mkdirSync(join(clientDir, 'prerendered'));
    writeFileSync(
      join(clientDir, 'prerendered/legal.html'),
      shell.replace('<div id="root"></div>', '<div id="root">legal prerendered</div>'),
    );
    writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Septime"}');
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
    const app = spaRoutes(clientDir, appUrl);
    const fastPath = await createStaticFastPath(app.fetch, clientDir, appUrl);
    const listener = getRequestListener(app.fetch);
    server = createServer((req, res) => {
      if (!fastPath?.(req, res)) void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('titles each route in French, compressed or not', async () => {
    const tasks = await (await fetch(`${base}/tasks`)).text();
    expect(tasks).toContain('<title>Tâches — Septime</title>');
    expect(tasks).toContain('content="Vos tâches, en liste ou en tableau."');
    expect(tasks).not.toContain('og:title');
    const gzip = await fetch(`${base}/ai/millie`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await gzip.text()).toContain('<title>Millie, cheffe de projet — Septime</title>');
    const landing = await (await fetch(`${base}/`)).text();
    expect(landing).toContain('landing');
    expect(landing).toContain('<title>Septime — votre équipe d’employés IA</title>');
  });

  it('gives public pages their canonical address and social card', async () => {
    const page = await (await fetch(`${base}/connectors`)).text();
    expect(page).toContain('<link rel="canonical" href="https://septime.example/connectors" />');
    expect(page).toContain('<meta property="og:title" content="Connecteurs — Septime" />');
    expect(page).toContain('<meta property="og:image" content="https://septime.example/og-image.png" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<meta property="og:locale" content="fr_FR" />');
  });

  it("preloads each app route's page chunk and its imports, not the entry's own", async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await fetch(`${base}/dashboard`, { headers: { 'accept-encoding': encoding } });
      const html = await res.text();
      expect(html).toContain(preload('dashboard-page-1.js'));
      expect(html).toContain(preload('chat-panel-1.js'));
      expect(html).not.toContain('routes-1.js');
      expect(html).not.toContain('index-1.js');
      expect(html.indexOf(preload('dashboard-page-1.js'))).toBeLessThan(html.indexOf('</head>'));
    }
    // A route with a parameter gets its page's chunks; another page's are not named.
    const alfred = await (await fetch(`${base}/ai/alfred`)).text();
    expect(alfred).toContain(preload('ai-employee-page-1.js'));
    expect(alfred).toContain(preload('chat-panel-1.js'));
    expect(alfred).not.toContain('dashboard-page-1.js');
    // The landing is sent as it was built, the unknown page with the not-found page's chunk.
    expect(await (await fetch(`${base}/`)).text()).not.toContain('modulepreload');
    expect(await (await fetch(`${base}/nulle-part`)).text()).toContain(preload('not-found-page-1.js'));
  });

  it('sends a prerendered public page as built, with its title, and the shell where none was built', async () => {
    for (const path of ['/legal', '/legal/']) {
      for (const encoding of ['identity', 'br']) {
        const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('legal prerendered');
        expect(html).toContain('<title>Mentions légales et CGU — Septime</title>');
        expect(html).not.toContain('modulepreload');
      }
    }
    // /blog has no file here (a build from before): the shell, which the app renders.
    const blog = await (await fetch(`${base}/blog`)).text();
    expect(blog).toContain('<div id="root"></div>');
  });

  it('answers an unknown page 404 with the not-found title', async () => {
    const res = await fetch(`${base}/nulle-part`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Page introuvable — Septime</title>');
  });

  it('serves robots.txt, the sitemap of public pages and the manifest', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://septime.example/sitemap.xml');
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://septime.example/</loc>');
    expect(xml).toContain('<loc>https://septime.example/legal</loc>');
    expect(xml).not.toContain('/dashboard');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
  });
});
