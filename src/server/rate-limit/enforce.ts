import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { securityEvent } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

/** One hit on `key`: over the limit, records a security event and answers 429 with Retry-After. */
export async function enforceLimit(
  c: Context,
  deps: { db: Db; limiter: RateLimiter },
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const result = await deps.limiter.hit(key, rule);
  if (result.allowed) return;
  await deps.db
    .insert(securityEvent)
    .values({ kind: 'rate_limited', subject: key.split(':')[0], ip: clientIp(c) });
  c.header('Retry-After', String(result.retryAfter));
  throw new ApiError(429, 'rate_limit');
}
