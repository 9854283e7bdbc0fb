import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The place in line of the request being served, so that outgoing work can step out of it. */
interface Place {
  leave(): void;
  rejoin(): Promise<void>;
}

const currentPlace = new AsyncLocalStorage<Place>();

/**
 * Runs `work` (a request to another server: a webhook, a calendar, a mail server, a speech engine)
 * out of the line: the request's place goes to the next one while it waits on the network, and it
 * comes back first in line afterwards (decision 057). Outside a queued request (background jobs,
 * PostgreSQL) it just runs. Never call it inside a database transaction on PGlite: the place is given
 * to requests that would wait for that transaction (the way back is bounded, so nothing hangs).
 */
export async function awayFromLine<T>(work: () => Promise<T>): Promise<T> {
  const place = currentPlace.getStore();
  if (!place) return work();
  place.leave();
  try {
    return await work();
  } finally {
    await place.rejoin();
  }
}

/**
 * A bounded line in front of the API. PGlite runs every query on one thread: under a burst, an
 * unbounded line made some clients wait more than 10 s; here they get a 503 with Retry-After instead.
 * The body is read before (requestBody): a client trickling its upload does not hold a place. A request
 * waiting on another server gives its place back meanwhile (awayFromLine).
 */
export function requestQueue(options: RequestQueueOptions): MiddlewareHandler {
  let active = 0;
  const waiting: Array<() => void> = [];
  /** Requests back from the network: served before the new ones. */
  const returning: Array<() => void> = [];
  const release = () => {
    // A request that came back past its wait took a place over the limit: that place just goes.
    if (active > options.concurrency) {
      active--;
      return;
    }
    const next = returning.shift() ?? waiting.shift();
    if (next) next();
    else active--;
  };
  /** First in line; past maxWaitMs it goes on anyway (over the limit) rather than hang. */
  const comeBack = async () => {
    if (active < options.concurrency) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        returning.splice(returning.indexOf(take), 1);
        active++;
        resolve();
      }, options.maxWaitMs);
      returning.push(take);
    });
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
    // `away` counts the outgoing calls under way (several may run at once); `holding`: this request
    // has a place; `done`: the answer left, and work still running in its context (a webhook announced
    // without waiting) takes no place any more.
    let away = 0;
    let holding = true;
    let done = false;
    const place: Place = {
      leave() {
        if (done) return;
        if (away++ === 0 && holding) {
          holding = false;
          release();
        }
      },
      async rejoin() {
        if (done || --away > 0) return;
        await comeBack();
        // Left again or finished while coming back: the place goes at once.
        if (done || away > 0) release();
        else holding = true;
      },
    };
    try {
      await currentPlace.run(place, next);
    } finally {
      done = true;
      if (holding) release();
    }
  };
}
