import { inspectRoutes } from 'hono/dev';
import { receivedRequestsSchema } from '../../shared/ai-tools.ts';
import { type SecurityOverview, securityOverviewSchema } from '../../shared/security.ts';
import type { Db } from '../db/client.ts';
import type { DemoRequestsService } from '../demo-requests/demo-requests.service.ts';
import { apiRouter, declareRoute, jsonResponse } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { type ApiFunctionLists, classifyApiRoutes } from './route-table.ts';
import { isOperator, readSecurityCounters, securityStatus, securityThresholds } from './security.service.ts';

export interface SecurityRouteDeps {
  db: Db;
  /** The whole app, read lazily: its route table is complete only once every router is mounted. */
  app: () => Parameters<typeof inspectRoutes>[0];
  /** ADMIN_EMAILS, lower-cased: the only readers of the platform-wide figures. */
  admins: readonly string[];
  /** The demo and custom-AI requests, which the operators follow up. */
  demoRequests: DemoRequestsService;
  now?: () => Date;
}

const route = {
  overview: declareRoute(
    { access: 'session', label: 'Tableau de bord sécurité de la plateforme (opérateurs)' },
    {
      method: 'get',
      path: '/security/overview',
      responses: jsonResponse(securityOverviewSchema, 'Les indicateurs et les fonctions de l’API'),
    },
  ),
  requests: declareRoute(
    { access: 'session', label: 'Demandes de démo et d’IA sur mesure reçues (opérateurs)' },
    {
      method: 'get',
      path: '/security/requests',
      responses: jsonResponse(receivedRequestsSchema, 'Les 50 dernières demandes'),
    },
  ),
};

const operatorsOnly = () =>
  new ApiError(403, 'forbidden', 'Ces informations sont réservées aux opérateurs de la plateforme.');

/**
 * GET /api/security/overview (the platform-wide figures) and GET /api/security/requests (the requests
 * received), for the operators of ADMIN_EMAILS only.
 */
export function securityRoutes(deps: SecurityRouteDeps) {
  const now = deps.now ?? (() => new Date());
  // The route table does not change once the app is built: classify it on the first call.
  let functions: ApiFunctionLists | undefined;
  return apiRouter()
    .openapi(route.overview, async (c) => {
      // Visitors got 401 already; a user not named in ADMIN_EMAILS sees only their own account.
      if (!isOperator(deps.admins, c.get('user').email)) {
        throw new ApiError(
          403,
          'forbidden',
          'Ces indicateurs sont réservés aux opérateurs de la plateforme.',
        );
      }
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
    })
    .openapi(route.requests, async (c) => {
      if (!isOperator(deps.admins, c.get('user').email)) throw operatorsOnly();
      c.header('Cache-Control', 'no-store');
      return c.json({ requests: await deps.demoRequests.recent() }, 200);
    });
}
