import type { Context } from 'hono';
import { webhookEndpointSchema } from '../../shared/integrations.ts';
import {
  webhookDeliveryAnswerSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListSchema,
  webhookEndpointAnswerSchema,
  webhookEndpointReadSchema,
} from '../../shared/webhooks.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { WebhooksService } from './webhooks.service.ts';

const deliveryId = { params: idParam('Identifiant d’envoi invalide.') };

const route = {
  read: declareRoute(
    { access: 'session', label: 'Webhook configuré' },
    { method: 'get', path: '/webhooks', responses: jsonResponse(webhookEndpointReadSchema) },
  ),
  save: declareRoute(
    { access: 'session', role: 'admin', label: 'URL du webhook' },
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
    { access: 'session', role: 'admin', label: 'Supprimer le webhook' },
    { method: 'delete', path: '/webhooks', responses: noContent },
  ),
  regenerateSecret: declareRoute(
    { access: 'session', role: 'admin', label: 'Nouveau secret de signature du webhook' },
    {
      method: 'post',
      path: '/webhooks/secret',
      responses: jsonResponse(webhookEndpointAnswerSchema, 'Nouveau secret, montré cette fois seulement'),
    },
  ),
  sendTest: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Envoi d’un événement de test au webhook',
      limits: ['webhook-send:user', 'outgoing:user'],
    },
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
    {
      access: 'session',
      role: 'admin',
      label: 'Renvoyer un événement au webhook',
      limits: ['webhook-send:user', 'outgoing:user'],
    },
    {
      method: 'post',
      path: '/webhooks/deliveries/{id}/retry',
      request: deliveryId,
      responses: jsonResponse(webhookDeliveryAnswerSchema),
    },
  ),
  removeDelivery: declareRoute(
    { access: 'session', role: 'admin', label: 'Supprimer un envoi du journal' },
    { method: 'delete', path: '/webhooks/deliveries/{id}', request: deliveryId, responses: noContent },
  ),
};

export interface WebhookRouteDeps {
  limits: RateLimits;
  webhooks: WebhooksService;
}

/** The user's webhook: its URL and secret, a test send, and the delivery log. */
export function webhookRoutes(deps: WebhookRouteDeps) {
  const { webhooks } = deps;
  return apiRouter()
    .openapi(route.read, async (c) =>
      c.json({ endpoint: await webhooks.endpoint(c.get('workspace').id) }, 200),
    )
    .openapi(route.save, async (c) => {
      const { endpoint, created } = await webhooks.save(c.get('workspace').id, c.req.valid('json').url);
      return created ? c.json({ endpoint }, 201) : c.json({ endpoint }, 200);
    })
    .openapi(route.remove, async (c) => {
      await webhooks.remove(c.get('workspace').id);
      return c.body(null, 204);
    })
    .openapi(route.regenerateSecret, async (c) =>
      c.json({ endpoint: await webhooks.regenerateSecret(c.get('workspace').id) }, 200),
    )
    .openapi(route.sendTest, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('webhook-send:user', userId));
      const delivery = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        backlogAware(c, () => webhooks.sendTest(userId)),
      );
      return c.json({ delivery }, 201);
    })
    .openapi(route.deliveries, async (c) =>
      c.json({ deliveries: await webhooks.deliveries(c.get('workspace').id) }, 200),
    )
    .openapi(route.delivery, async (c) =>
      c.json(await webhooks.delivery(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.retry, async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.get('workspace').id;
      await webhooks.assertDelivery(userId, id);
      await deps.limits.enforce(c, limitCheck('webhook-send:user', userId));
      const delivery = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        backlogAware(c, () => webhooks.retry(userId, id)),
      );
      return c.json({ delivery }, 200);
    })
    .openapi(route.removeDelivery, async (c) => {
      await webhooks.removeDelivery(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/** A full queue's 429 tells the client when to come back. */
async function backlogAware<T>(c: Context, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'rate_limit:webhook_backlog') c.header('Retry-After', '60');
    throw err;
  }
}
