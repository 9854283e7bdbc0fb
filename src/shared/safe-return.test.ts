import { describe, expect, it } from 'vitest';
import { authPath, safeReturnPath } from './safe-return.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/projects/abc?vue=liste#t1')).toBe('/projects/abc?vue=liste#t1');
    expect(safeReturnPath('/checkout/sandbox/0b7c2a4e-1f7e-4b1a-9a54-3c5b8f1d2e3a')).toBe(
      '/checkout/sandbox/0b7c2a4e-1f7e-4b1a-9a54-3c5b8f1d2e3a',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.com',
    '//evil.com/dashboard',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/dashboard',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /dashboard',
    '/\tevil.com',
    '/\n/evil.com',
    'data:text/html,<script>alert(1)</script>',
    '/auth',
    '/auth?retour=/dashboard',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('authPath', () => {
  it('opens the sign-up tab and carries the return path', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath({ signUp: true })).toBe('/auth?mode=inscription');
    expect(authPath({ returnTo: '/security' })).toBe('/auth?retour=%2Fsecurity');
    expect(authPath({ signUp: true, returnTo: '//evil.com' })).toBe('/auth?mode=inscription');
  });
});
