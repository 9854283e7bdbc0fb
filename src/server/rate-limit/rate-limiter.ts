import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitCounter } from '../db/schema.ts';

export interface RateLimitRule {
  /** Maximum number of hits in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them.
 * A key's window opens at its first hit (not at a clock boundary), so a burst can never straddle two
 * windows and pass twice the limit. One atomic upsert per hit: no read-then-write race.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  return {
    description: 'base de données',
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const at = now();
      const open = sql`${rateLimitCounter.windowStart} + ${rule.windowMs} > ${at}`;
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key, windowStart: at, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            count: sql`case when ${open} then ${rateLimitCounter.count} + 1 else 1 end`,
            windowStart: sql`case when ${open} then ${rateLimitCounter.windowStart} else ${at} end`,
          },
        })
        .returning({ count: rateLimitCounter.count, windowStart: rateLimitCounter.windowStart });
      const count = row?.count ?? 1;
      const windowStart = Number(row?.windowStart ?? at);
      return {
        allowed: count <= rule.limit,
        count,
        retryAfter: Math.max(1, Math.ceil((windowStart + rule.windowMs - at) / 1000)),
      };
    },
    async acquire(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const at = now();
      // The lease: `windowMs` after the last piece of work let in, the count starts again (a process that
      // died holding places cannot lock the user out for longer); a refusal does not extend it.
      const open = sql`${rateLimitCounter.windowStart} + ${rule.windowMs} > ${at}`;
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key, windowStart: at, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            count: sql`case when ${open} then ${rateLimitCounter.count} + 1 else 1 end`,
            windowStart: sql`case when ${open} and ${rateLimitCounter.count} >= ${rule.limit} then ${rateLimitCounter.windowStart} else ${at} end`,
          },
        })
        .returning({ count: rateLimitCounter.count });
      const count = row?.count ?? 1;
      if (count <= rule.limit) return { allowed: true, count, retryAfter: 0 };
      await this.release(key);
      return { allowed: false, count: count - 1, retryAfter: concurrentRetryAfter };
    },
    async release(key: string): Promise<void> {
      await db
        .update(rateLimitCounter)
        .set({ count: sql`greatest(${rateLimitCounter.count} - 1, 0)` })
        .where(sql`${rateLimitCounter.key} = ${key}`);
    },
  };
}

/** Seconds a refused piece of concurrent work is told to wait (the others end within seconds). */
export const concurrentRetryAfter = 5;

export interface RateLimiter {
  /** One hit on `key`; the window opens at the key's first hit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * One more piece of work under way on `key` (at most `limit` at once), until `release`. `windowMs` is
   * a lease: after that long without any work let in, the count starts again.
   */
  acquire(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  release(key: string): Promise<void>;
  /** Where the counters live, as printed at start. */
  description: string;
  close?(): Promise<void>;
}

/** Redis when REDIS_URL is set (falling back to the database while it is down), the database otherwise. */
export async function createConfiguredRateLimiter(
  config: Pick<Config, 'redisUrl'>,
  db: Db,
): Promise<RateLimiter> {
  const counters = createRateLimiter(db);
  if (!config.redisUrl) return counters;
  // ioredis is loaded only when Redis is configured (decision 045).
  const { createRedisRateLimiter } = await import('./redis-rate-limiter.ts');
  return createRedisRateLimiter(config.redisUrl, counters);
}
