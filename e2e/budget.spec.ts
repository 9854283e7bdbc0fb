import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import {
  appEntryFile,
  type FetchedScript,
  fetchedScripts,
  landingWeight,
  publicRoutes,
  routePages,
  routerPageModules,
  routeWeight,
  sidebarRoutes,
  totalBytes,
} from '../bench/route-weight.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Byte budgets count what the browser really fetches for each route on a first visit (issue 25):
// every script response while the page loads and settles, as transferred. The context asks for gzip,
// the unit the budgets are written in (Chromium would get brotli, a little smaller).
// The landing: 88.2 KB after issue 25's cuts, the React entry alone 73.8 KB; 26.5 KB since it hydrates
// with Preact from an entry of its own (docs/decisions/043-landing-on-preact.md); 29.3 KB in 7 files
// since that entry hydrates the other public pages too and loads the landing as a chunk (decision 047).
// Goal 75 KB.
const landingBudget = 30 * 1024;
const routeBudget = 160 * 1024;
// Measured over 160 KB once counted as fetched (the manifest count missed what they load after the
// first render). /settings came down to 152 KB when its forms stopped loading zod before a submit;
// /ai/alfred to 160.1 KB (its skills panel, the chat's sources and actions): measured + 1 KB (decision 046).
// /dashboard went to 161.4 KB with the guided start, the plan banner and the bell: measured + 1 KB. The
// way back under 160 KB: load the dialog code (react-remove-scroll, 8 KB) when a dialog first opens.
// /ai/alfred 161.3 KB once the sidebar listed « CRM » and « Support »: measured + 1 KB, the same way back.
// /settings 161.4 KB with « Sécurité » and the team's two-factor requirement (decision 074; the steps of
// enabling and the QR code's library load only when one starts): measured + 1 KB, the same way back.
const overBudget: Record<string, number> = {
  '/ai/alfred': 162.5 * 1024,
  '/dashboard': 163 * 1024,
  '/settings': 162.5 * 1024,
};

// The public content pages prerendered and hydrated on Preact (decision 047): 116–154 KB before with
// the app's React entry; /blog 57.5, /legal 56.0, /connectors 93.0 KB after. Measured + 1 KB.
// /demo-examples went back to the app (its report chart needs React): the route budget applies.
const prerenderedBudget: Record<string, number> = {
  '/blog': 59 * 1024,
  '/legal': 57 * 1024,
  '/connectors': 94 * 1024,
};

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

async function measure(browser: Browser, path: string, storageState?: Session) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    storageState,
  });
  try {
    const page = await context.newPage();
    const scripts = await fetchedScripts(page, path);
    expect(scripts.length, `${path} fetched no script`).toBeGreaterThan(0);
    return scripts;
  } finally {
    await context.close();
  }
}

const listing = (scripts: FetchedScript[]) =>
  scripts.map((s) => `${s.path} ${s.bytes} B ${s.encoding}`).join('\n');

function expectServedCompressed(path: string, scripts: FetchedScript[]) {
  // Counted as served: anything over a few hundred bytes comes compressed.
  for (const script of scripts)
    if (script.bytes > 600) expect(script.encoding, `${path}: ${script.path}`).toBe('gzip');
}

test('the landing fetches at most 30 KB of gzip JS, and at most 20 KB of gzip CSS', async ({ browser }) => {
  const scripts = await measure(browser, '/');
  expectServedCompressed('/', scripts);
  const bytes = totalBytes(scripts);
  console.log(`/ fetches ${(bytes / 1024).toFixed(1)} KB of JS (goal 75 KB)\n${listing(scripts)}`);
  expect(bytes, listing(scripts)).toBeLessThanOrEqual(landingBudget);
  // The landing's own entry is among them (the count is of the hydrated page, not of the shell),
  // and the app's entry, React's, is not.
  const fetched = scripts.map((s) => s.path);
  const landing = landingWeight();
  const landingEntry = landing.files.find((file) => file.endsWith('.js'));
  expect(fetched).toContain(`/${landingEntry}`);
  expect(fetched).not.toContain(`/${appEntryFile()}`);
  expect(landing.css.gzip).toBeLessThanOrEqual(20 * 1024);
});

test('every public route fetches at most 160 KB of gzip JS on first visit', async ({ browser }) => {
  test.setTimeout(240_000);
  const weights: string[] = [];
  for (const path of publicRoutes.filter((route) => route !== '/')) {
    const scripts = await measure(browser, path);
    expectServedCompressed(path, scripts);
    const bytes = totalBytes(scripts);
    weights.push(`${path} ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes, `${path}: ${bytes} B\n${listing(scripts)}`).toBeLessThanOrEqual(
      prerenderedBudget[path] ?? routeBudget,
    );
  }
  console.log(weights.join('\n'));
});

test('every sidebar route, signed in, fetches at most 160 KB of gzip JS on first visit (three listed above)', async ({
  browser,
  page,
}) => {
  test.setTimeout(360_000);
  await signUpAndConfirm(page);
  const session = await page.context().storageState();
  const weights: string[] = [];
  for (const path of sidebarRoutes) {
    const scripts = await measure(browser, path, session);
    expectServedCompressed(path, scripts);
    const bytes = totalBytes(scripts);
    weights.push(`${path} ${(bytes / 1024).toFixed(1)} KB`);
    expect
      .soft(bytes, `${path}: ${bytes} B\n${listing(scripts)}`)
      .toBeLessThanOrEqual(overBudget[path] ?? routeBudget);
  }
  console.log(weights.join('\n'));
});

test("an app route's HTML preloads its page chunk, which the browser then uses", async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/dashboard')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  const dashboardChunk = routeWeight([routePages['/dashboard']!]).files.find((f) =>
    f.includes('dashboard-page'),
  );
  expect(preloaded).toContain(`/${dashboardChunk}`);
  // Nothing preloaded for nothing: a visitor's /dashboard fetches each of them.
  const fetched = (await measure(browser, '/dashboard')).map((s) => s.path);
  for (const file of preloaded) expect(fetched).toContain(file);
  // The landing is sent as built.
  expect(await (await request.get('/')).text()).not.toContain(
    'rel="modulepreload" crossorigin href="/assets/dashboard',
  );
});

test('every lazy page of the router is in the route table the server preloads from', () => {
  const listed = new Set(Object.values(routePages));
  for (const module of routerPageModules())
    expect(listed, `${module} is missing from src/shared/route-pages.ts`).toContain(module);
});
