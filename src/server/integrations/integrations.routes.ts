import { and, eq } from 'drizzle-orm';
import { connectionUsageSchema } from '../../shared/connections.ts';
import {
  type IntegrationId,
  type IntegrationState,
  integrationById,
  integrationIdSchema,
  integrationIds,
  integrationStateSchema,
  integrationStatesSchema,
  integrationToggleSchema,
  isToggleable,
} from '../../shared/integrations.ts';
import type { PlanId } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { integrationConnection } from '../db/schema.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { connectionUsage } from './connection-limits.ts';

type ConnectionRow = typeof integrationConnection.$inferSelect;

function stateOf(id: IntegrationId, row: ConnectionRow | undefined): IntegrationState {
  // Only a switched-on integration is "connected" here; the mailbox and the calendar have their own state.
  if (!isToggleable(id)) return { id, connected: false, connectedAt: null };
  return {
    id,
    connected: row?.connected ?? false,
    connectedAt: row?.connected ? (row.connectedAt?.toISOString() ?? null) : null,
  };
}

const integrationParam = { params: z.object({ integration: integrationIdSchema }) };

const route = {
  usage: declareRoute(
    { access: 'session', label: 'Comptes connectés et limites de la formule' },
    { method: 'get', path: '/connections', responses: jsonResponse(connectionUsageSchema) },
  ),
  list: declareRoute(
    { access: 'session', label: 'Intégrations et leur état' },
    { method: 'get', path: '/integrations', responses: jsonResponse(integrationStatesSchema) },
  ),
  get: declareRoute(
    { access: 'session', label: 'État d’une intégration', sample: '/api/integrations/slack' },
    {
      method: 'get',
      path: '/integrations/{integration}',
      request: integrationParam,
      responses: jsonResponse(integrationStateSchema),
    },
  ),
  toggle: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Connecter ou déconnecter une intégration',
      sample: '/api/integrations/slack',
    },
    {
      method: 'put',
      path: '/integrations/{integration}',
      request: { ...integrationParam, body: jsonBody(integrationToggleSchema) },
      responses: jsonResponse(integrationStateSchema),
    },
  ),
  forget: declareRoute(
    { access: 'session', role: 'admin', label: 'Oublier une intégration', sample: '/api/integrations/slack' },
    {
      method: 'delete',
      path: '/integrations/{integration}',
      request: integrationParam,
      responses: noContent,
    },
  ),
};

function notToggleable(id: IntegrationId): ApiError {
  const integration = integrationById(id)!;
  return new ApiError(
    409,
    'integration_unavailable',
    integration.setup
      ? `${integration.name} se connecte depuis sa carte, avec ses propres réglages.`
      : `${integration.name} n’est pas encore disponible : cliquez sur « M’avertir » pour être prévenu.`,
  );
}

/** The connect state of each catalogue integration, per user (the catalogue is src/shared/integrations.ts). */
export function integrationRoutes(deps: {
  db: Db;
  planOf(userId: string): Promise<PlanId>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function rowOf(userId: string, id: IntegrationId) {
    const [row] = await db
      .select()
      .from(integrationConnection)
      .where(and(eq(integrationConnection.userId, userId), eq(integrationConnection.integrationId, id)));
    return row;
  }

  return apiRouter()
    .openapi(route.usage, async (c) => {
      const userId = c.get('workspace').id;
      return c.json(await connectionUsage(db, userId, await deps.planOf(userId)), 200);
    })
    .openapi(route.list, async (c) => {
      const rows = await db
        .select()
        .from(integrationConnection)
        .where(eq(integrationConnection.userId, c.get('workspace').id));
      const byId = new Map(rows.map((row) => [row.integrationId, row]));
      return c.json({ integrations: integrationIds.map((id) => stateOf(id, byId.get(id))) }, 200);
    })
    .openapi(route.get, async (c) => {
      const id = c.req.valid('param').integration;
      return c.json(stateOf(id, await rowOf(c.get('workspace').id, id)), 200);
    })
    .openapi(route.toggle, async (c) => {
      const id = c.req.valid('param').integration;
      const { connected } = c.req.valid('json');
      if (connected && !isToggleable(id)) throw notToggleable(id);
      const userId = c.get('workspace').id;
      const connectedAt = connected ? now() : null;
      const [row] = await db
        .insert(integrationConnection)
        .values({ userId, workspaceId: userId, integrationId: id, connected, connectedAt })
        .onConflictDoUpdate({
          target: [integrationConnection.userId, integrationConnection.integrationId],
          set: { connected, connectedAt },
        })
        .returning();
      return c.json(stateOf(id, row), 200);
    })
    .openapi(route.forget, async (c) => {
      const id = c.req.valid('param').integration;
      const removed = await db
        .delete(integrationConnection)
        .where(
          and(
            eq(integrationConnection.userId, c.get('workspace').id),
            eq(integrationConnection.integrationId, id),
          ),
        )
        .returning({ id: integrationConnection.id });
      if (!removed.length)
        throw new ApiError(404, 'not_found', 'Cette intégration n’a jamais été connectée.');
      return c.body(null, 204);
    });
}
