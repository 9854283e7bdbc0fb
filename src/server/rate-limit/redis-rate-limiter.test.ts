import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { rateLimitCounter } from '../db/schema.ts';
import { captureLogs } from '../http/logger.ts';
import type { RunningServer } from '../server.ts';
import { TestClient } from '../testing/auth-helpers.ts';
import { onlyWith } from '../testing/prerequisites.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createConfiguredRateLimiter, createRateLimiter } from './rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

// `npm test` starts a Redis server when none answers and sets TEST_REDIS_URL; otherwise the default port is tried.
const redisUrl = testRedisUrl() ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const noRedis = !(await redisAnswers(redisUrl)) && `aucun Redis ne répond à ${redisUrl} (TEST_REDIS_URL)`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limiter on Redis', onlyWith(noRedis), () => {
  let database: TestDatabase;
  let inspector: Redis;
  const run = randomBytes(4).toString('hex');
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    inspector = new Redis(redisUrl);
  });
  afterAll(async () => {
    inspector?.disconnect();
    await database?.dispose();
  });

  it('is chosen when REDIS_URL is set, and says so', async () => {
    const chosen = await createConfiguredRateLimiter({ redisUrl }, database.db);
    expect(chosen.description).toMatch(/^Redis/);
    await chosen.close?.();
    expect((await createConfiguredRateLimiter({ redisUrl: undefined }, database.db)).description).toBe(
      'base de données',
    );
  });

  it('counts hits from several instances atomically, in Redis, the window opening at the first hit', async () => {
    const fallback = createRateLimiter(database.db);
    const first = createRedisRateLimiter(redisUrl, fallback);
    const second = createRedisRateLimiter(redisUrl, fallback);
    const key = `burst-${run}`;
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).hit(key, rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // In Redis with the window as its expiry, not in the database.
    expect(await inspector.get(`septime:rate:${key}`)).toBe('30');
    expect(await inspector.pttl(`septime:rate:${key}`)).toBeGreaterThan(58_000);
    expect(await database.db.select().from(rateLimitCounter).where(eq(rateLimitCounter.key, key))).toEqual(
      [],
    );
    expect(first.usingFallback()).toBe(false);
    await first.close();
    await second.close();
  });

  it('opens a new window once the last one has ended, and counts keys apart', async () => {
    const limiter = createRedisRateLimiter(redisUrl, createRateLimiter(database.db));
    const rule = { limit: 1, windowMs: 300 };
    expect((await limiter.hit(`w-${run}`, rule)).allowed).toBe(true);
    expect((await limiter.hit(`other-${run}`, rule)).allowed).toBe(true);
    expect((await limiter.hit(`w-${run}`, rule)).allowed).toBe(false);
    await wait(350);
    expect(await limiter.hit(`w-${run}`, rule)).toMatchObject({ allowed: true, count: 1 });
    await limiter.close();
  });

  it('falls back to the database counters while Redis is unreachable, logs it, and returns to Redis', async () => {
    const logs = captureLogs('warn');
    const { port } = new URL(redisUrl);
    const proxy = await startTcpProxy('127.0.0.1', Number(port || 6379));
    const viaProxy = new URL(redisUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const limiter = createRedisRateLimiter(viaProxy.toString(), createRateLimiter(database.db), {
      commandTimeoutMs: 300,
    });
    const rule = { limit: 2, windowMs: 60_000 };
    const key = `outage-${run}`;
    try {
      await wait(100);
      expect((await limiter.hit(key, rule)).allowed).toBe(true);
      expect(limiter.usingFallback()).toBe(false);

      await proxy.cut();
      // Still limited while Redis is away: the database counts from here.
      const during = [
        await limiter.hit(key, rule),
        await limiter.hit(key, rule),
        await limiter.hit(key, rule),
      ];
      expect(during.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(limiter.usingFallback()).toBe(true);
      const [row] = await database.db.select().from(rateLimitCounter).where(eq(rateLimitCounter.key, key));
      expect(row?.count).toBe(3);
      expect(logs.lines.filter((l) => /Redis unreachable/.test(String(l.msg)))).toHaveLength(1);

      await proxy.restore();
      const deadline = Date.now() + 5_000;
      while (limiter.usingFallback() && Date.now() < deadline) {
        await wait(100);
        await limiter.hit(`probe-${run}`, rule);
      }
      expect(limiter.usingFallback()).toBe(false);
      // Back on Redis: its count (1 before the outage) goes on.
      expect(await limiter.hit(key, rule)).toMatchObject({ count: 2, allowed: true });
    } finally {
      await limiter.close();
      await proxy.close();
    }
  });

  it('does not hang on a Redis that accepts connections and never answers', async () => {
    const sockets: import('node:net').Socket[] = [];
    const blackhole = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const { port } = blackhole.address() as { port: number };
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${port}`, createRateLimiter(database.db), {
      commandTimeoutMs: 200,
    });
    try {
      const rule = { limit: 1, windowMs: 60_000 };
      let started = Date.now();
      expect((await limiter.hit(`hole-${run}`, rule)).allowed).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
      started = Date.now();
      expect((await limiter.hit(`hole-${run}`, rule)).allowed).toBe(false);
      expect(Date.now() - started).toBeLessThan(500);
      expect(limiter.usingFallback()).toBe(true);
    } finally {
      await limiter.close();
      for (const socket of sockets) socket.destroy();
      blackhole.close();
    }
  });
});

describe('the app with REDIS_URL', onlyWith(noRedis), () => {
  let database: TestDatabase;
  let server: RunningServer;
  let inspector: Redis;
  beforeAll(async () => {
    inspector = new Redis(redisUrl);
    // Counters of an earlier run of this file live for an hour: start from none.
    const stale = await inspector.keys('septime:rate:newsletter:*');
    if (stale.length) await inspector.del(...stale);
    database = await createTestDatabase('pglite');
    server = await startTestServer(database, { REDIS_URL: redisUrl, RATE_LIMIT_IP_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    inspector?.disconnect();
  });

  it('says so in the start banner and limits a route with the counters in Redis', async () => {
    expect(server.capabilities['limites de débit']).toMatch(/^Redis \(127\.0\.0\.1:\d+\)/);
    const client = new TestClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await client.post('/api/newsletter', { email: `redis.${i}@example.fr` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const [key] = await inspector.keys('septime:rate:newsletter:*');
    expect(await inspector.get(key!)).toBe('11');
    expect(await database.db.select().from(rateLimitCounter)).toEqual([]);
  });
});
