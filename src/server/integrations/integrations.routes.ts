import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type IntegrationId,
  type IntegrationState,
  integrationById,
  integrationIdSchema,
  integrationIds,
  integrationToggleSchema,
  isToggleable,
} from '../../shared/integrations.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { integrationConnection } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';

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
export function integrationRoutes(deps: { auth: Auth; db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function rowOf(userId: string, id: IntegrationId) {
    const [row] = await db
      .select()
      .from(integrationConnection)
      .where(and(eq(integrationConnection.userId, userId), eq(integrationConnection.integrationId, id)));
    return row;
  }

  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      const rows = await db
        .select()
        .from(integrationConnection)
        .where(eq(integrationConnection.userId, c.get('user').id));
      const byId = new Map(rows.map((row) => [row.integrationId, row]));
      return c.json({ integrations: integrationIds.map((id) => stateOf(id, byId.get(id))) });
    })
    .get('/:integration', async (c) => {
      const id = parseParam(integrationIdSchema, c.req.param('integration'));
      return c.json(stateOf(id, await rowOf(c.get('user').id, id)));
    })
    .put('/:integration', async (c) => {
      const id = parseParam(integrationIdSchema, c.req.param('integration'));
      const { connected } = await parseJsonBody(c, integrationToggleSchema);
      if (connected && !isToggleable(id)) throw notToggleable(id);
      const userId = c.get('user').id;
      const connectedAt = connected ? now() : null;
      const [row] = await db
        .insert(integrationConnection)
        .values({ userId, workspaceId: userId, integrationId: id, connected, connectedAt })
        .onConflictDoUpdate({
          target: [integrationConnection.userId, integrationConnection.integrationId],
          set: { connected, connectedAt },
        })
        .returning();
      return c.json(stateOf(id, row));
    })
    .delete('/:integration', async (c) => {
      const id = parseParam(integrationIdSchema, c.req.param('integration'));
      const removed = await db
        .delete(integrationConnection)
        .where(
          and(
            eq(integrationConnection.userId, c.get('user').id),
            eq(integrationConnection.integrationId, id),
          ),
        )
        .returning({ id: integrationConnection.id });
      if (!removed.length)
        throw new ApiError(404, 'not_found', 'Cette intégration n’a jamais été connectée.');
      return c.body(null, 204);
    });
}
