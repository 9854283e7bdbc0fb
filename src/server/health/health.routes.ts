import { Hono } from 'hono';
import type { Database } from '../db/client.ts';

export function healthRoutes(database: Database) {
  return new Hono().get('/', async (c) => {
    const reachable = await database.ping();
    return c.json(
      { status: reachable ? 'ok' : 'degraded', database: { kind: database.kind, reachable } },
      reachable ? 200 : 503,
    );
  });
}
