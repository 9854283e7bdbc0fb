import { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { type ApiFunctionLists, classifyApiRoutes } from './route-table.ts';
import {
  readSecurityCounters,
  type SecurityCounters,
  type SecurityStatus,
  securityStatus,
  securityThresholds,
} from './security.service.ts';

export interface SecurityOverview {
  status: SecurityStatus;
  counters: SecurityCounters;
  thresholds: typeof securityThresholds;
  generatedAt: string;
  functions: ApiFunctionLists;
}

export interface SecurityRouteDeps {
  auth: Auth;
  db: Db;
  /** The whole app, read lazily: its route table is complete only once every router is mounted. */
  app: () => Parameters<typeof inspectRoutes>[0];
  now?: () => Date;
}

/** GET /api/security/overview: the security dashboard's figures, for signed-in users only. */
export function securityRoutes(deps: SecurityRouteDeps) {
  const now = deps.now ?? (() => new Date());
  // The route table does not change once the app is built: classify it on the first call.
  let functions: ApiFunctionLists | undefined;
  return new Hono<AuthEnv>().use(requireUser(deps.auth)).get('/overview', async (c) => {
    functions ??= classifyApiRoutes(inspectRoutes(deps.app()));
    const at = now();
    const counters = await readSecurityCounters(deps.db, at);
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: securityStatus(counters),
      counters,
      thresholds: securityThresholds,
      generatedAt: at.toISOString(),
      functions,
    } satisfies SecurityOverview);
  });
}
