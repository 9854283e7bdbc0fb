import { sql } from 'drizzle-orm';
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
 * One atomic upsert per hit: no read-then-write race.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const at = now();
      const windowStart = at - (at % rule.windowMs);
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            count: sql`case when ${rateLimitCounter.windowStart} = ${windowStart} then ${rateLimitCounter.count} + 1 else 1 end`,
            windowStart,
          },
        })
        .returning({ count: rateLimitCounter.count });
      const count = row?.count ?? 1;
      return {
        allowed: count <= rule.limit,
        count,
        retryAfter: Math.ceil((windowStart + rule.windowMs - at) / 1000),
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
