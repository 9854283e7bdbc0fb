import { Hono } from 'hono';
import type { Database } from '../db/client.ts';

/** How long a database check answers for every health request (load balancers poll often). */
const checkTtlMs = 1000;

export function healthRoutes(database: Database) {
  let last: { at: number; check: Promise<boolean> } | null = null;
  // Single flight: concurrent probes share one `select 1` instead of queueing on the database.
  const check = () => {
    const now = Date.now();
    if (!last || now - last.at > checkTtlMs) last = { at: now, check: database.ping() };
    return last.check;
  };
  return new Hono().get('/', async (c) => {
    const reachable = await check();
    return c.json(
      { status: reachable ? 'ok' : 'degraded', database: { kind: database.kind, reachable } },
      reachable ? 200 : 503,
    );
  });
}
