import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';
import { lastMailedLink, signedInClient, strongPassword, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { signInAccountChecks, signInAccountLimits } from './sign-in-lockout.ts';

// The server trusts one proxy hop (TRUST_PROXY=1) and this test is that proxy: X-Forwarded-For below
// says which client each request comes from.
describe.each(testDatabaseKinds())('sign-in lockout on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const wrong = 'Mauvais-Mot-2026!';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { TRUST_PROXY: '1', RATE_LIMIT_IP_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const signIn = (from: string, email: string, password: string) =>
    new TestClient(server.url).post(
      '/api/auth/sign-in/email',
      { email, password },
      { 'x-forwarded-for': from },
    );

  it("locks the guesser's address out of the account, never the owner's", async () => {
    const { email } = await signedInClient(server.url, database.db);
    const statuses: number[] = [];
    for (let i = 0; i <= signInAccountLimits.perAddress.limit; i++) {
      statuses.push((await signIn('203.0.113.66', email, wrong)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused from the guesser's address...
    expect((await signIn('203.0.113.66', email, strongPassword)).status).toBe(429);
    // ...while the owner, from their own device, signs in.
    expect((await signIn('198.51.100.20', email, strongPassword)).status).toBe(200);
  });

  it('stops guesses from many addresses at the account-wide ceiling, and a password reset unlocks', async () => {
    const { email } = await signedInClient(server.url, database.db);
    // The ceiling filled as a botnet would, one guess per address (counted without hashing 100 times).
    const limiter = createRateLimiter(database.db);
    for (let i = 0; i < signInAccountLimits.account.limit; i++) {
      const checks = await signInAccountChecks(database.db, email, `203.0.113.${i % 250}`);
      const [key, rule] = checks[1]!;
      await limiter.hit(key, rule);
    }
    const locked = await signIn('198.51.100.21', email, strongPassword);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await locked.json()).error.message).toBe('Trop de tentatives de connexion. Veuillez patienter.');

    const owner = new TestClient(server.url);
    const forgot = await owner.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/auth/reset' },
      { 'x-forwarded-for': '198.51.100.21' },
    );
    expect(forgot.status).toBe(200);
    const token = new URL(await lastMailedLink(database.db, email, 'reset-password')).searchParams.get(
      'token',
    );
    const newPassword = 'Nouveau-Verrou-2026!';
    const reset = await owner.post(
      '/api/auth/reset-password',
      { token, newPassword },
      { 'x-forwarded-for': '198.51.100.21' },
    );
    expect(reset.status).toBe(200);
    expect((await signIn('198.51.100.21', email, newPassword)).status).toBe(200);
  });

  it('gives an unknown email the same budgets as a known one', async () => {
    const ghost = 'personne.inconnue@example.fr';
    const statuses: number[] = [];
    for (let i = 0; i <= signInAccountLimits.perAddress.limit; i++) {
      statuses.push((await signIn('203.0.113.77', ghost, wrong)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  });
});
