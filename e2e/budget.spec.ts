import { expect, test } from '@playwright/test';
import { landingPageModule, routeWeight } from '../bench/route-weight.ts';

// Byte budgets are deterministic, so they are tests (the build runs before this suite).
test('the landing route loads at most 90 KB of gzip JS and 20 KB of gzip CSS', () => {
  const weight = routeWeight([landingPageModule]);
  expect(weight.js.gzip).toBeLessThanOrEqual(90 * 1024);
  expect(weight.css.gzip).toBeLessThanOrEqual(20 * 1024);
});

test('the manifest view matches what the browser really fetches for /', async ({ page }) => {
  const fetched: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.push(path.slice(1));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const expected = routeWeight([landingPageModule]).files;
  expect(fetched.sort()).toEqual([...expected].sort());
});
