import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe.each(testDatabaseKinds())('rate limiter on %s', (kind) => {
  let database: TestDatabase;
  let clock = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('opens the window at the first hit, so a burst across a clock boundary is still limited', async () => {
    const limiter = createRateLimiter(database.db, () => clock);
    const rule = { limit: 3, windowMs: 60_000 };
    clock = 59_000; // one second before a minute boundary
    const burst = [];
    for (let i = 0; i < 3; i++) burst.push((await limiter.hit('burst', rule)).allowed);
    clock = 61_000; // the next minute on the wall clock, but the same window for this key
    const fourth = await limiter.hit('burst', rule);
    expect(burst).toEqual([true, true, true]);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfter).toBe(58);

    clock = 119_000; // the key's window has ended: a new one opens
    const fresh = await limiter.hit('burst', rule);
    expect(fresh).toMatchObject({ allowed: true, count: 1, retryAfter: 60 });
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter(database.db, () => clock);
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
  });
});
