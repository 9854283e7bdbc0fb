import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { recordSecurityEvent } from '../security/security.service.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { type LimitRule, type RuleName, rateLimitRules } from './rules.ts';

export interface NamedLimitRule extends LimitRule {
  name: RuleName;
}

/** One counter to hit: its key and the rule that bounds it. */
export type LimitCheck = readonly [key: string, rule: NamedLimitRule];

/** The check of rule `name` for `value` (the address, user id, email or account its scope names). */
export function limitCheck(name: RuleName, value: string): LimitCheck {
  const rule: LimitRule = rateLimitRules[name];
  return [`${rule.prefix}:${value}`, { ...rule, name }];
}

/** What a rule limits, recorded as the security event's subject: its name without the scope (`chat`). */
export function limitedAction(name: RuleName): string {
  return name.slice(0, name.lastIndexOf(':'));
}

export interface RateLimits {
  /**
   * Hits each check in order. The first over its limit records a `rate_limited` security event (subject:
   * the rule's action) and throws the 429 `{ error: { code, message } }` with Retry-After.
   */
  enforce(c: Context, ...checks: LimitCheck[]): Promise<void>;
  /**
   * Runs `work` as one of the pieces of work the rule lets run at once for this key (across instances:
   * the counters live with the others); one more is the same 429 as `enforce`'s, at once.
   */
  concurrently<T>(c: Context, check: LimitCheck, work: () => Promise<T>): Promise<T>;
}

/** The one way the API applies a rate limit; the counters live where `limiter` keeps them. */
export function createRateLimits(deps: { db: Db; limiter: RateLimiter; ipMultiplier: number }): RateLimits {
  async function refuse(c: Context, rule: NamedLimitRule, retryAfter: number): Promise<never> {
    await recordSecurityEvent(deps.db, {
      kind: 'rate_limited',
      subject: limitedAction(rule.name),
      ip: clientIp(c),
    });
    c.header('Retry-After', String(retryAfter));
    throw new ApiError(429, rule.code, rule.message);
  }
  const limitOf = (rule: NamedLimitRule) =>
    rule.scope === 'ip' ? rule.limit * deps.ipMultiplier : rule.limit;
  return {
    async enforce(c, ...checks) {
      for (const [key, rule] of checks) {
        const result = await deps.limiter.hit(key, { limit: limitOf(rule), windowMs: rule.windowMs });
        if (!result.allowed) await refuse(c, rule, result.retryAfter);
      }
    },
    async concurrently(c, [key, rule], work) {
      const result = await deps.limiter.acquire(key, { limit: limitOf(rule), windowMs: rule.windowMs });
      if (!result.allowed) await refuse(c, rule, result.retryAfter);
      try {
        return await work();
      } finally {
        await deps.limiter.release(key).catch((err: unknown) => {
          logger().warn({ err: loggableError(err) }, 'concurrency place not released');
        });
      }
    },
  };
}
