import { describe, expect, it } from 'vitest';
import { lastMailedLink, strongPassword, uniqueEmail } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { ownAddressOf, ownOrigins } from './own-address.ts';

const local = { appUrl: 'http://localhost:3000', port: 3000 };
const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/x') => ({
  headers: new Headers(headers),
  url,
});

describe('the address links go back to', () => {
  it('is the one the user is on when it is one of the app’s own', () => {
    expect(ownOrigins(local)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(ownAddressOf(local, request({ origin: 'http://127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(ownAddressOf(local, request({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(ownAddressOf(local, request({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
  });

  it('is APP_URL for any other address, or without a request', () => {
    expect(ownAddressOf(local, request({ origin: 'https://evil.example', host: 'evil.example' }))).toBe(
      'http://localhost:3000',
    );
    expect(ownAddressOf(local)).toBe('http://localhost:3000');
    const deployed = { appUrl: 'https://app.septime.fr', port: 3000 };
    expect(ownOrigins(deployed)).toEqual(['https://app.septime.fr']);
    expect(ownAddressOf(deployed, request({ host: '127.0.0.1:3000' }))).toBe('https://app.septime.fr');
  });
});

describe('links mailed to a user who signed up on 127.0.0.1', () => {
  const running = serveOn('pglite');

  it('go back to 127.0.0.1, where their session cookie lives', async () => {
    const twin = running.server.url.replace('localhost', '127.0.0.1');
    expect(twin).toContain('127.0.0.1');
    const email = uniqueEmail('twin');
    const res = await fetch(`${twin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: twin },
      body: JSON.stringify({ email, password: strongPassword, name: 'Twin' }),
    });
    expect(res.status).toBe(200);
    const link = await lastMailedLink(running.database.db, email, 'verification');
    expect(link.startsWith(`${twin}/api/auth/verify-email?`)).toBe(true);
    expect(decodeURIComponent(link)).toContain(`callbackURL=${twin}/`);
  });
});
