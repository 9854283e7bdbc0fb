import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
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
}

/** The one way the API applies a rate limit; the counters live where `limiter` keeps them. */
export function createRateLimits(deps: { db: Db; limiter: RateLimiter; ipMultiplier: number }): RateLimits {
  return {
    async enforce(c, ...checks) {
      for (const [key, rule] of checks) {
        const limit = rule.scope === 'ip' ? rule.limit * deps.ipMultiplier : rule.limit;
        const result = await deps.limiter.hit(key, { limit, windowMs: rule.windowMs });
        if (result.allowed) continue;
        await recordSecurityEvent(deps.db, {
          kind: 'rate_limited',
          subject: limitedAction(rule.name),
          ip: clientIp(c),
        });
        c.header('Retry-After', String(result.retryAfter));
        throw new ApiError(429, rule.code, rule.message);
      }
    },
  };
}
