import { expect, test } from '@playwright/test';
import { routePages } from '../bench/route-weight.ts';

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(
    'geolocation=(), camera=(), payment=(), usb=(), microphone=(self)',
  );
}

test('security headers on / and on a hashed asset, which is cached for good', async ({ page, request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home.headers());
  const html = await home.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script

  await page.goto('/');
  const assetPath = await page.locator('script[src*="/assets/"]').first().getAttribute('src');
  expect(assetPath).toMatch(/\/assets\/.+-[\w-]{8}\.js$/);
  const asset = await request.get(assetPath!, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.status()).toBe(200);
  expectSecurityHeaders(asset.headers());
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
});

test('every HTML response carries the same headers, and no inline script', async ({ request }) => {
  const pages = [
    ...Object.keys(routePages).filter((path) => path !== '/not-found'),
    '/nulle-part',
    '/outbox',
  ];
  for (const path of pages) {
    const res = await request.get(path);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expectSecurityHeaders(res.headers());
    expect(await res.text(), path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }
});

test('unknown API paths answer JSON 404 in French', async ({ request }) => {
  const res = await request.get('/api/inconnu');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
});
