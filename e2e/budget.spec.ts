import { expect, test } from '@playwright/test';
import { landingPageModule, routePages, routerPageModules, routeWeight } from '../bench/route-weight.ts';

// Byte budgets are deterministic, so they are tests (the build runs before this suite).
// 91 KB since stop 30: the HT/TTC pricing toggle and the custom-AI request dialog's button took the
// landing 0.4 KB over 90 KB; issue 25 is where it comes down (goal 75 KB).
test('the landing route loads at most 91 KB of gzip JS and 20 KB of gzip CSS', () => {
  const weight = routeWeight([landingPageModule]);
  expect(weight.js.gzip).toBeLessThanOrEqual(91 * 1024);
  expect(weight.css.gzip).toBeLessThanOrEqual(20 * 1024);
});

test('every other route loads at most 160 KB of gzip JS on first visit', () => {
  for (const [route, page] of Object.entries(routePages)) {
    if (route === '/' || page === null) continue;
    const weight = routeWeight([page]);
    expect(weight.js.gzip, `${route} loads ${weight.js.gzip} bytes of gzip JS`).toBeLessThanOrEqual(
      160 * 1024,
    );
  }
});

test('every lazy page of the router has its budget', () => {
  const listed = new Set(Object.values(routePages));
  for (const module of routerPageModules())
    expect(listed, `${module} is missing from routePages`).toContain(module);
});

test('the manifest view matches what the browser really fetches for /', async ({ page }) => {
  const fetched: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.push(path.slice(1));
  });
  await page.goto('/');
  // The landing arrives prerendered: React fetches its chunk, then that chunk's imports, when it
  // hydrates that part at low priority, possibly after the network has already been idle.
  const expected = [...routeWeight([landingPageModule]).files].sort();
  await expect.poll(() => [...fetched].sort(), { timeout: 15_000 }).toEqual(expected);
  await page.waitForTimeout(500); // nothing more arrives
  expect([...fetched].sort()).toEqual(expected);
});
