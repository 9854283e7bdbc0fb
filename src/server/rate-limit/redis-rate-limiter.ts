import { Redis } from 'ioredis';
import { logger } from '../http/logger.ts';
import {
  concurrentRetryAfter,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limiter.ts';

// One round trip, atomic on the server: count the hit, open the window (its expiry) at the first hit
// only, and read what is left of it. Same fixed window as the database counters (rate-limiter.ts).
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// Work under way (acquire/release): counted past the limit only to be taken back at once; the lease
// (PEXPIRE) is renewed by each piece let in, so places held by a process that died come back.
const acquireScript = `
local count = redis.call('INCR', KEYS[1])
if count > tonumber(ARGV[2]) then
  redis.call('DECR', KEYS[1])
  return {count - 1, 0}
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return {count, 1}
`;
const releaseScript = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 1
`;

const keyPrefix = 'septime:rate:';

/**
 * Rate-limit counters in Redis, shared by every instance. While Redis is unreachable (down,
 * restarting, blackholed: commands time out after `commandTimeoutMs`), hits go to `fallback`, the
 * database counters, so limits keep holding instead of failing open or failing every request.
 */
export function createRedisRateLimiter(
  url: string,
  fallback: RateLimiter,
  options: { commandTimeoutMs?: number } = {},
): RateLimiter & { close(): Promise<void>; usingFallback(): boolean } {
  const redis = new Redis(url, {
    // Fail fast rather than queue hits while disconnected: the fallback answers them.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let degraded = false;
  let skipRedisUntil = 0;
  const setDegraded = (value: boolean, reason?: string) => {
    if (value === degraded) return;
    degraded = value;
    if (value) logger().warn({ reason }, 'Redis unreachable: rate limits counted in the database');
    else logger().info('Redis reachable again: rate limits counted in Redis');
  };
  redis.on('error', (err: Error & { code?: string }) => setDegraded(true, err.code ?? err.name));
  redis.on('ready', () => {
    skipRedisUntil = 0;
    setDegraded(false);
  });
  // The first hits after start wait for the first connection (bounded) rather than count elsewhere.
  let firstConnection: Promise<void> | null = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    const settle = () => {
      clearTimeout(timer);
      firstConnection = null;
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
    redis.once('end', settle);
  });

  return {
    description: `Redis (${new URL(url).host}), base de données si Redis ne répond pas`,
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      let reply: [number, number];
      if (firstConnection) await firstConnection;
      // After a failure Redis is left alone for a second: a blackholed server costs one timeout, not one per hit.
      if (Date.now() < skipRedisUntil) return fallback.hit(key, rule);
      try {
        reply = (await redis.eval(hitScript, 1, keyPrefix + key, rule.windowMs)) as [number, number];
      } catch (err) {
        skipRedisUntil = Date.now() + 1_000;
        setDegraded(true, (err as { code?: string }).code ?? (err as Error).name);
        return fallback.hit(key, rule);
      }
      setDegraded(false);
      const [count, ttl] = reply;
      return {
        allowed: count <= rule.limit,
        count,
        retryAfter: Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
    async acquire(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      if (firstConnection) await firstConnection;
      if (Date.now() < skipRedisUntil) return fallback.acquire(key, rule);
      try {
        const [count, allowed] = (await redis.eval(
          acquireScript,
          1,
          keyPrefix + key,
          rule.windowMs,
          rule.limit,
        )) as [number, number];
        setDegraded(false);
        return { allowed: allowed === 1, count, retryAfter: allowed === 1 ? 0 : concurrentRetryAfter };
      } catch (err) {
        skipRedisUntil = Date.now() + 1_000;
        setDegraded(true, (err as { code?: string }).code ?? (err as Error).name);
        return fallback.acquire(key, rule);
      }
    },
    async release(key: string): Promise<void> {
      // A place taken while Redis was down is given back there too; the leases bound any mismatch.
      if (Date.now() < skipRedisUntil) return fallback.release(key);
      try {
        await redis.eval(releaseScript, 1, keyPrefix + key);
      } catch {
        await fallback.release(key);
      }
    },
    usingFallback: () => degraded || Date.now() < skipRedisUntil,
    async close() {
      redis.disconnect();
    },
  };
}
