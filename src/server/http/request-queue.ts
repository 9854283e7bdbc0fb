import type { MiddlewareHandler } from 'hono';
import { retryAfterSeconds } from '../db/faults.ts';
import { errorResponse } from './errors.ts';

export interface RequestQueueOptions {
  /** Requests served at once; the others wait in line. */
  concurrency: number;
  /** Requests allowed to wait; one more is answered 503 at once. */
  maxWaiting: number;
  /** A request that waited this long without a turn is answered 503. */
  maxWaitMs: number;
}

/**
 * A bounded line in front of the API. PGlite runs every query on one thread: under a burst, an
 * unbounded line made some clients wait more than 10 s; here they get a 503 with Retry-After instead.
 * The body is read before (requestBody): a client trickling its upload does not hold a place.
 */
export function requestQueue(options: RequestQueueOptions): MiddlewareHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const overloaded: MiddlewareHandler = async (c) => {
    c.header('Retry-After', String(retryAfterSeconds.overloaded));
    return errorResponse(c, 503, 'unavailable:overloaded');
  };
  return async (c, next) => {
    if (active < options.concurrency) {
      active++;
    } else {
      if (waiting.length >= options.maxWaiting) return overloaded(c, next);
      const turn = await new Promise<boolean>((resolve) => {
        const take = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          resolve(false);
        }, options.maxWaitMs);
        waiting.push(take);
      });
      if (!turn) return overloaded(c, next);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
