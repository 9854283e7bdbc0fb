import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

function appServedAt(appUrl: string) {
  const app = new Hono();
  app.use('*', securityHeaders({ appUrl }));
  app.get('/', (c) => c.text('ok'));
  return app;
}

describe('security headers', () => {
  it('sends HSTS when the app is served over https', async () => {
    const res = await appServedAt('https://app.septime.fr').request('/');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends no HSTS over plain http (local runs)', async () => {
    const res = await appServedAt('http://localhost:3000').request('/');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
