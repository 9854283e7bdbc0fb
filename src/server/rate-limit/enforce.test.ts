import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/errors.ts';
import { securityEvent } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { createRateLimits, limitCheck, limitedAction } from './enforce.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { rateLimitRules } from './rules.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

// Two rules of different features and scopes answer the same way: one body, Retry-After, one event.
describe.each(testDatabaseKinds())('one rate limiter on %s', (kind) => {
  const running = serveOn(kind, { RATE_LIMIT_IP_MULTIPLIER: '1' });

  async function refusedAfter(limit: number, call: (i: number) => Promise<Response>): Promise<Response> {
    for (let i = 0; i < limit; i++) {
      const res = await call(i);
      expect(res.status, `call ${i + 1}: ${await res.clone().text()}`).not.toBe(429);
      await res.arrayBuffer();
    }
    return call(limit);
  }

  async function eventsOf(subject: string) {
    return running.database.db.select().from(securityEvent).where(eq(securityEvent.subject, subject));
  }

  it.each([
    {
      rule: 'newsletter:ip' as const,
      as: 'visitor',
      call: (client: TestClient, i: number) =>
        client.post('/api/newsletter', { email: `lecteur.${i}@exemple.fr` }),
    },
    {
      rule: 'billing-checkout:user' as const,
      as: 'user',
      call: (client: TestClient) => client.post('/api/billing/create-checkout', { plan: 'pro' }),
    },
  ])(
    '$rule ($as): 429 { error: { code, message } } in French, Retry-After, a rate_limited event',
    async ({ rule, as, call }) => {
      const client =
        as === 'user'
          ? (await signedInClient(running.server.url, running.database.db)).client
          : new TestClient(running.server.url);
      const { limit, windowMs, code } = rateLimitRules[rule];
      const refused = await refusedAfter(limit, (i) => call(client, i));

      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(await refused.json()).toEqual({
        error: { code, message: errorMessages[code as keyof typeof errorMessages] },
      } satisfies ErrorBody);

      const events = await eventsOf(limitedAction(rule));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        kind: 'rate_limited',
        subject: limitedAction(rule),
        ip: '127.0.0.1',
      });
    },
  );

  it('multiplies only the per-address budgets, stops at the first refusal, keeps the message of the rule', async () => {
    const limits = createRateLimits({
      db: running.database.db,
      limiter: createRateLimiter(running.database.db),
      ipMultiplier: 2,
    });
    const app = new Hono()
      .post('/ip', async (c) => {
        await limits.enforce(c, limitCheck('demo-request:ip', 'unit-test-ip'));
        return c.json({ ok: true });
      })
      .post('/account', async (c) => {
        // The account rule refuses first: the address rule after it is not counted.
        await limits.enforce(
          c,
          limitCheck('auth-verify-password:account', 'unit-test-account'),
          limitCheck('auth-verify-password:ip', 'unit-test-account-ip'),
        );
        return c.json({ ok: true });
      })
      .onError((err, c) =>
        err instanceof ApiError
          ? c.json({ error: { code: err.code, message: err.message } }, err.status)
          : c.text('', 500),
      );

    const statuses = async (path: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await app.request(path, { method: 'POST' })).status);
      return out;
    };
    const ipLimit = rateLimitRules['demo-request:ip'].limit;
    expect((await statuses('/ip', 2 * ipLimit + 1)).filter((s) => s === 429)).toHaveLength(1);

    const accountLimit = rateLimitRules['auth-verify-password:account'].limit;
    const account = await statuses('/account', accountLimit + 1);
    expect(account.at(-1)).toBe(429);
    expect(account.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await app.request('/account', { method: 'POST' });
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: 'rate_limit',
      message: 'Trop de tentatives. Veuillez patienter.',
    });
    // The address counter saw only the calls that passed the account rule (and this probe), not the refused ones.
    const ipCounter = await createRateLimiter(running.database.db).hit(
      'auth:/verify-password:ip:unit-test-account-ip',
      {
        limit: 1000,
        windowMs: 60_000,
      },
    );
    expect(ipCounter.count).toBe(accountLimit + 1);
  });
});
