import { inspectRoutes } from 'hono/dev';
import { type SecurityOverview, securityOverviewSchema } from '../../shared/security.ts';
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, jsonResponse } from '../http/contract.ts';
import { type ApiFunctionLists, classifyApiRoutes } from './route-table.ts';
import { readSecurityCounters, securityStatus, securityThresholds } from './security.service.ts';

export interface SecurityRouteDeps {
  db: Db;
  /** The whole app, read lazily: its route table is complete only once every router is mounted. */
  app: () => Parameters<typeof inspectRoutes>[0];
  now?: () => Date;
}

const route = {
  overview: declareRoute(
    { access: 'session', label: 'Tableau de bord sécurité' },
    {
      method: 'get',
      path: '/security/overview',
      responses: jsonResponse(securityOverviewSchema, 'Les indicateurs et les fonctions de l’API'),
    },
  ),
};

/** GET /api/security/overview: the security dashboard's figures, for signed-in users only. */
export function securityRoutes(deps: SecurityRouteDeps) {
  const now = deps.now ?? (() => new Date());
  // The route table does not change once the app is built: classify it on the first call.
  let functions: ApiFunctionLists | undefined;
  return apiRouter().openapi(route.overview, async (c) => {
    functions ??= classifyApiRoutes(inspectRoutes(deps.app()));
    const at = now();
    const counters = await readSecurityCounters(deps.db, at);
    c.header('Cache-Control', 'no-store');
    const overview: SecurityOverview = {
      status: securityStatus(counters),
      counters,
      thresholds: securityThresholds,
      generatedAt: at.toISOString(),
      functions,
    };
    return c.json(overview, 200);
  });
}
