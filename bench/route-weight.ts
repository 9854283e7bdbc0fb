// What a route loads on first visit, read from Vite's build manifest: the entry, its static imports,
// the page's own lazy chunk and its imports, and their CSS. Bytes are deterministic, so budgets are tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const clientDir = new URL('../dist/client', import.meta.url).pathname;

export interface Weight {
  files: string[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files loaded for the entry plus the given lazily imported page modules (paths from the repo root). */
export function routeWeight(pageModules: string[]): Weight {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const page of pageModules) visit(page);
  return weigh([...files]);
}

/**
 * What `/` loads on first visit: the files its HTML names (docs/decisions/043-landing-on-preact.md),
 * the landing's own entry and its preloads, and the app's stylesheet. The app's router reaches the
 * landing too, after an in-app navigation: routeWeight([landingPageModule]) weighs that one.
 */
export function landingWeight(): Weight {
  const html = readFileSync(join(clientDir, 'landing.html'), 'utf8');
  const named =
    /<(?:script type="module"|link rel="(?:modulepreload|stylesheet)") crossorigin (?:src|href)="\/([^"]+)"/g;
  return weigh([...html.matchAll(named)].map((m) => m[1]!));
}

/** The app's entry chunk, which every route but the landing loads. */
export const appEntryFile = () => readManifest()['index.html']!.file;

function weigh(files: string[]): Weight {
  const weight: Weight = { files, js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const file of files) {
    const data = readFileSync(join(clientDir, file));
    const bucket = file.endsWith('.css') ? weight.css : weight.js;
    bucket.raw += data.length;
    bucket.gzip += gzipSync(data, { level: 9 }).length;
  }
  return weight;
}

// The route → page module table lives with the routes: the server preloads the same chunks.
export { landingPageModule, routePages } from '../src/shared/route-pages.ts';

/** The page modules src/client/router.tsx imports lazily (repo-relative paths). */
export function routerPageModules(): string[] {
  const router = readFileSync(new URL('../src/client/router.tsx', import.meta.url), 'utf8');
  return [...router.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/client/${m[1]}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One script the browser fetched: its path and the bytes that came over the wire (body as served). */
export interface FetchedScript {
  path: string;
  bytes: number;
  encoding: string;
}

/**
 * What the browser really fetches for a route: every JS response while the page loads and settles,
 * counted as transferred (the encoded body, gzip or br as the server sent it). The page's context
 * decides the encoding (e2e/budget.spec.ts asks for gzip, the unit of the budgets).
 */
export async function fetchedScripts(page: Page, path: string, settleMs = 1500): Promise<FetchedScript[]> {
  const pending: Promise<FetchedScript | null>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.finished().then(async () => {
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        return { path: url.pathname, bytes: sizes.responseBodySize, encoding };
      }),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Chunks asked for after idle (the landing hydrates its parts at low priority) still count.
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is FetchedScript => s !== null);
  return scripts.sort((a, b) => b.bytes - a.bytes);
}

export const totalBytes = (scripts: FetchedScript[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

/** The routes of SPEC.md's table a visitor opens, and the sidebar's (opened signed in). */
export const publicRoutes = [
  '/',
  '/auth',
  '/demo',
  '/blog',
  '/test',
  '/security',
  '/demo-examples',
  '/legal',
  '/connectors',
  '/nulle-part',
];
export const sidebarRoutes = [
  '/dashboard',
  '/projects',
  '/tasks',
  '/team',
  '/calendar',
  '/integrations',
  '/reports',
  '/documents',
  '/automatisations',
  '/approbations',
  '/crm',
  '/support',
  '/ai/alfred',
  '/time-tracking',
  '/settings',
];

// `npx tsx bench/route-weight.ts` (after `npm run build`): the gzip JS each route really fetches, in
// Debian's Chromium against the server as `npm start` runs it, beside issue 25's "now" figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { execSync } = await import('node:child_process');
  const { chromium } = await import('@playwright/test');
  const { startOurServer } = await import('./throughput.ts');
  const { signedIn } = await import('./accounts.ts');
  // Issue 25 ("now"): the landing at 88.7 KB (90.4 KB at stop 30, from the manifest), /dashboard 146 KB.
  const reference: Record<string, string> = { '/': '88.7–90.4 KB (goal 75)', '/dashboard': '146 KB' };
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  const server = await startOurServer({ NODE_ENV: 'development' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const account = await signedIn(server.url, `poids.${Date.now()}@example.fr`);
    const cookies = [...account.cookies].map(([name, value]) => ({ name, value, url: server.url }));
    console.log('| route | gzip JS fetched | files | issue 25 "now" |');
    console.log('|---|---|---|---|');
    for (const [routes, signedIn] of [
      [publicRoutes, false],
      [sidebarRoutes, true],
    ] as const) {
      for (const route of routes) {
        const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
        if (signedIn) await context.addCookies(cookies);
        const scripts = await fetchedScripts(await context.newPage(), `${server.url}${route}`);
        await context.close();
        console.log(
          `| ${route}${signedIn ? ' (signed in)' : ''} | ${kb(totalBytes(scripts))} | ${scripts.length} | ${reference[route] ?? '—'} |`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`load: ${execSync('uptime').toString().trim()}`);
}
