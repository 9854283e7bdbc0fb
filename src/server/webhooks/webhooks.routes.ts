import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type WebhookDeliveryView,
  type WebhookEndpointView,
  webhookEndpointSchema,
} from '../../shared/integrations.ts';
import {
  webhookDeliveryAnswerSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListSchema,
  webhookEndpointAnswerSchema,
  webhookEndpointReadSchema,
} from '../../shared/webhooks.ts';
import type { Db } from '../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { assertPublicUrl, BlockedAddressError } from './ssrf.ts';
import { newWebhookSecret, WebhookBacklogError, type WebhookDispatcher } from './webhook-dispatcher.ts';

const deliveryId = { params: idParam('Identifiant d’envoi invalide.') };

const route = {
  read: declareRoute(
    { access: 'session', label: 'Webhook configuré' },
    { method: 'get', path: '/webhooks', responses: jsonResponse(webhookEndpointReadSchema) },
  ),
  save: declareRoute(
    { access: 'session', label: 'URL du webhook' },
    {
      method: 'put',
      path: '/webhooks',
      request: { body: jsonBody(webhookEndpointSchema) },
      responses: {
        200: {
          description: 'URL modifiée',
          content: { 'application/json': { schema: webhookEndpointAnswerSchema } },
        },
        201: {
          description: 'Webhook créé : le secret est montré cette fois seulement',
          content: { 'application/json': { schema: webhookEndpointAnswerSchema } },
        },
      },
    },
  ),
  remove: declareRoute(
    { access: 'session', label: 'Supprimer le webhook' },
    { method: 'delete', path: '/webhooks', responses: noContent },
  ),
  regenerateSecret: declareRoute(
    { access: 'session', label: 'Nouveau secret de signature du webhook' },
    {
      method: 'post',
      path: '/webhooks/secret',
      responses: jsonResponse(webhookEndpointAnswerSchema, 'Nouveau secret, montré cette fois seulement'),
    },
  ),
  sendTest: declareRoute(
    { access: 'session', label: 'Envoi d’un événement de test au webhook', limits: ['webhook-send:user'] },
    {
      method: 'post',
      path: '/webhooks/test',
      responses: jsonResponse(webhookDeliveryAnswerSchema, 'Envoi de test enregistré', 201),
    },
  ),
  deliveries: declareRoute(
    { access: 'session', label: 'Journal des envois du webhook' },
    { method: 'get', path: '/webhooks/deliveries', responses: jsonResponse(webhookDeliveryListSchema) },
  ),
  delivery: declareRoute(
    { access: 'session', label: 'Détail d’un envoi du webhook' },
    {
      method: 'get',
      path: '/webhooks/deliveries/{id}',
      request: deliveryId,
      responses: jsonResponse(webhookDeliveryDetailSchema),
    },
  ),
  retry: declareRoute(
    { access: 'session', label: 'Renvoyer un événement au webhook', limits: ['webhook-send:user'] },
    {
      method: 'post',
      path: '/webhooks/deliveries/{id}/retry',
      request: deliveryId,
      responses: jsonResponse(webhookDeliveryAnswerSchema),
    },
  ),
  removeDelivery: declareRoute(
    { access: 'session', label: 'Supprimer un envoi du journal' },
    { method: 'delete', path: '/webhooks/deliveries/{id}', request: deliveryId, responses: noContent },
  ),
};

function endpointView(row: typeof webhookEndpoint.$inferSelect, revealSecret: boolean): WebhookEndpointView {
  return {
    url: row.url,
    ...(revealSecret ? { secret: row.secret } : {}),
    secretHint: `${row.secret.slice(0, 10)}…`,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: typeof webhookDelivery.$inferSelect): WebhookDeliveryView {
  return {
    id: row.id,
    eventType: row.eventType,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export interface WebhookRouteDeps {
  db: Db;
  limits: RateLimits;
  webhooks: WebhookDispatcher;
  allowPrivate: boolean;
}

/** The user's webhook: its URL and secret, a test send, and the delivery log. */
export function webhookRoutes(deps: WebhookRouteDeps) {
  const { db, webhooks } = deps;

  async function deliveryOf(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(webhookDelivery)
      .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Envoi introuvable.');
    return row;
  }

  /** A send the user asked for, refused in French while too many of theirs are still pending. */
  async function underBacklog<T>(c: Context, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof WebhookBacklogError)) throw err;
      c.header('Retry-After', '60');
      throw new ApiError(429, 'rate_limit:webhook_backlog', err.message);
    }
  }

  return apiRouter()
    .openapi(route.read, async (c) => {
      const [row] = await db
        .select()
        .from(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, c.get('user').id));
      return c.json({ endpoint: row ? endpointView(row, false) : null }, 200);
    })
    .openapi(route.save, async (c) => {
      const { url } = c.req.valid('json');
      try {
        await assertPublicUrl(url, deps.allowPrivate);
      } catch (err) {
        if (err instanceof BlockedAddressError) throw new ApiError(400, 'validation:body', err.message);
        throw new ApiError(400, 'validation:body', 'Nom de domaine introuvable : vérifiez l’URL.');
      }
      const userId = c.get('user').id;
      const [existing] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.userId, userId));
      if (existing) {
        const [row] = await db
          .update(webhookEndpoint)
          .set({ url })
          .where(eq(webhookEndpoint.userId, userId))
          .returning();
        return c.json({ endpoint: endpointView(row!, false) }, 200);
      }
      const [row] = await db
        .insert(webhookEndpoint)
        .values({ userId, workspaceId: userId, url, secret: newWebhookSecret() })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new ApiError(409, 'conflict:webhook', 'Le webhook vient d’être créé : rechargez la page.');
      // The only time (with regeneration) that the secret leaves the server.
      return c.json({ endpoint: endpointView(row, true) }, 201);
    })
    .openapi(route.remove, async (c) => {
      const removed = await db
        .delete(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, c.get('user').id))
        .returning({ id: webhookEndpoint.id });
      if (!removed.length) throw new ApiError(404, 'not_found', 'Aucun webhook configuré.');
      return c.body(null, 204);
    })
    .openapi(route.regenerateSecret, async (c) => {
      const [row] = await db
        .update(webhookEndpoint)
        .set({ secret: newWebhookSecret() })
        .where(eq(webhookEndpoint.userId, c.get('user').id))
        .returning();
      if (!row) throw new ApiError(404, 'not_found', 'Aucun webhook configuré.');
      return c.json({ endpoint: endpointView(row, true) }, 200);
    })
    .openapi(route.sendTest, async (c) => {
      const userId = c.get('user').id;
      await deps.limits.enforce(c, limitCheck('webhook-send:user', userId));
      const id = await underBacklog(c, () => webhooks.sendTest(userId));
      if (!id) throw new ApiError(400, 'validation:body', 'Indiquez d’abord l’URL de votre webhook.');
      return c.json({ delivery: deliveryView(await deliveryOf(userId, id)) }, 201);
    })
    .openapi(route.deliveries, async (c) => {
      const rows = await db
        .select()
        .from(webhookDelivery)
        .where(eq(webhookDelivery.userId, c.get('user').id))
        .orderBy(desc(webhookDelivery.createdAt))
        .limit(50);
      return c.json({ deliveries: rows.map(deliveryView) }, 200);
    })
    .openapi(route.delivery, async (c) => {
      const row = await deliveryOf(c.get('user').id, c.req.valid('param').id);
      return c.json({ ...deliveryView(row), payload: row.payload }, 200);
    })
    .openapi(route.retry, async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.get('user').id;
      await deliveryOf(userId, id);
      await deps.limits.enforce(c, limitCheck('webhook-send:user', userId));
      await underBacklog(c, () => webhooks.retry(userId, id));
      return c.json({ delivery: deliveryView(await deliveryOf(userId, id)) }, 200);
    })
    .openapi(route.removeDelivery, async (c) => {
      const { id } = c.req.valid('param');
      const removed = await db
        .delete(webhookDelivery)
        .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, c.get('user').id)))
        .returning({ id: webhookDelivery.id });
      if (!removed.length) throw new ApiError(404, 'not_found', 'Envoi introuvable.');
      return c.body(null, 204);
    });
}
