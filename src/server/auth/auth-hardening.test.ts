import { describe, expect, it } from 'vitest';
import { lastMailedLink, signedInClient, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { authRateLimits, defaultAuthRateLimit, passwordResetAnswerMs } from './auth.routes.ts';

// Issue 18: better-auth's own endpoints behind the same rules as ours. Every client here shares
// 127.0.0.1, so the per-address limits are tested with a multiplier of 1.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe.each(testDatabaseKinds())('better-auth endpoints hardened on %s', (kind) => {
  const running = serveOn(kind, { RATE_LIMIT_IP_MULTIPLIER: '1' });

  it('update-user follows the profile rules of PATCH /api/account', async () => {
    const { client } = await signedInClient(running.server.url, running.database.db);
    const update = (name: unknown) => client.post('/api/auth/update-user', { name });
    const cases: Array<[unknown, RegExp]> = [
      ['', /nom affiché est requis/],
      ['   ', /nom affiché est requis/],
      ['a'.repeat(101), /ne peut pas dépasser 100 caractères/],
      ['a'.repeat(900_000), /ne peut pas dépasser 100 caractères/],
      ['Marie\nMartin', /caractère non autorisé/],
      [42, /requis|texte/],
    ];
    for (const [name, message] of cases) {
      const res = await update(name);
      const body = await res.json();
      expect(res.status, String(name).slice(0, 20)).toBe(400);
      expect(body.error.message).toMatch(message);
    }
    expect((await update('Marie Martin')).status).toBe(200);
    expect((await (await client.request('/api/account')).json()).user.name).toBe('Marie Martin');
  });

  it('verify-password: after 10 wrong guesses on one account, even the right password is a 429', async () => {
    const { client, password } = await signedInClient(running.server.url, running.database.db);
    const limit = authRateLimits['/verify-password']!.account!.limit;
    for (let i = 0; i < limit; i++) {
      const res = await client.post('/api/auth/verify-password', { password: `Mauvais-${i}-2026!` });
      expect(res.status, `guess ${i + 1}`).toBe(400);
    }
    const right = await client.post('/api/auth/verify-password', { password });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await right.json()).error).toMatchObject({
      code: 'rate_limit',
      message: expect.stringMatching(/patienter/),
    });
  });

  it('verify-password is limited per address too, across accounts', async () => {
    const ipLimit = authRateLimits['/verify-password']!.ip.limit;
    const perAccount = authRateLimits['/verify-password']!.account!.limit;
    // Fresh accounts, each staying under its own limit: only the address's budget can run out.
    let guesses = 0;
    let refusedAfter: number | undefined;
    while (refusedAfter === undefined && guesses <= ipLimit) {
      const { client } = await signedInClient(running.server.url, running.database.db);
      for (let i = 0; i < perAccount - 1; i++) {
        const res = await client.post('/api/auth/verify-password', { password: 'Mauvais-2026!' });
        guesses++;
        if (res.status === 429) {
          refusedAfter = i;
          break;
        }
        expect(res.status).toBe(400);
      }
    }
    expect(refusedAfter, 'a 429 from the per-address limit').toBeDefined();
    expect(refusedAfter!).toBeLessThan(perAccount - 1);
    expect(guesses).toBeLessThanOrEqual(ipLimit);
  });

  it('every other better-auth POST is limited per address', async () => {
    const visitor = new TestClient(running.server.url);
    let status = 0;
    for (let i = 0; i <= defaultAuthRateLimit.limit && status !== 429; i++) {
      status = (await visitor.post('/api/auth/sign-out', {})).status;
    }
    expect(status).toBe(429);
  });

  it('a reset request takes the same time for a known and an unknown email', async () => {
    const known = [];
    for (let i = 0; i < 4; i++)
      known.push((await signedInClient(running.server.url, running.database.db)).email);
    const timings = { known: [] as number[], unknown: [] as number[] };
    const visitor = new TestClient(running.server.url);
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await visitor.post('/api/auth/request-password-reset', { email });
      await res.text();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    // Interleaved, so a slow moment of the machine hits both sides alike.
    for (let round = 0; round < 2; round++) {
      for (const email of known) {
        timings.known.push(await ask(email));
        timings.unknown.push(await ask(uniqueEmail('inconnu')));
      }
    }
    // The known side really did its work (a token and a mail), hidden behind the same answer time.
    for (const email of known)
      expect(await lastMailedLink(running.database.db, email, 'reset-password')).toContain('token=');
    const difference = Math.abs(median(timings.known) - median(timings.unknown));
    console.log(
      `password reset on ${kind}: median known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms, difference ${difference.toFixed(1)} ms`,
    );
    expect(Math.min(...timings.known, ...timings.unknown)).toBeGreaterThanOrEqual(passwordResetAnswerMs - 1);
    // Generous: without the floor the known side was 1.3–2.8 ms slower on every run; with it the
    // difference is noise of the order of a millisecond.
    expect(difference).toBeLessThan(25);
  });
});
