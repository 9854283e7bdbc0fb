import { and, desc, eq } from 'drizzle-orm';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../shared/integrations.ts';
import type { Db } from '../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { assertPublicUrl, BlockedAddressError } from '../outgoing/address-guard.ts';
import { newWebhookSecret, WebhookBacklogError, type WebhookDispatcher } from './webhook-dispatcher.ts';

// The user's webhook endpoint and its delivery log: every read and write checks the owner; the
// dispatcher does the sending.

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

/** A send the user asked for, refused in French while too many of theirs are still pending. */
async function underBacklog<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof WebhookBacklogError)) throw err;
    throw new ApiError(429, 'rate_limit:webhook_backlog', err.message);
  }
}

export function createWebhooksService(
  db: Db,
  webhooks: WebhookDispatcher,
  options: { allowPrivate: boolean },
) {
  async function deliveryOf(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(webhookDelivery)
      .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Envoi introuvable.');
    return row;
  }

  return {
    async endpoint(userId: string) {
      const [row] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.userId, userId));
      return row ? endpointView(row, false) : null;
    },

    /** Sets the URL (public addresses only); `created` when the endpoint is new, its secret shown once. */
    async save(userId: string, url: string): Promise<{ endpoint: WebhookEndpointView; created: boolean }> {
      try {
        await assertPublicUrl(url, options.allowPrivate);
      } catch (err) {
        if (err instanceof BlockedAddressError) throw new ApiError(400, 'validation:body', err.message);
        throw new ApiError(400, 'validation:body', 'Nom de domaine introuvable : vérifiez l’URL.');
      }
      const [existing] = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.userId, userId));
      if (existing) {
        const [row] = await db
          .update(webhookEndpoint)
          .set({ url })
          .where(eq(webhookEndpoint.userId, userId))
          .returning();
        return { endpoint: endpointView(row!, false), created: false };
      }
      const [row] = await db
        .insert(webhookEndpoint)
        .values({ userId, workspaceId: userId, url, secret: newWebhookSecret() })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new ApiError(409, 'conflict:webhook', 'Le webhook vient d’être créé : rechargez la page.');
      // The only time (with regeneration) that the secret leaves the server.
      return { endpoint: endpointView(row, true), created: true };
    },

    async remove(userId: string) {
      const removed = await db
        .delete(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, userId))
        .returning({ id: webhookEndpoint.id });
      if (!removed.length) throw new ApiError(404, 'not_found', 'Aucun webhook configuré.');
    },

    async regenerateSecret(userId: string) {
      const [row] = await db
        .update(webhookEndpoint)
        .set({ secret: newWebhookSecret() })
        .where(eq(webhookEndpoint.userId, userId))
        .returning();
      if (!row) throw new ApiError(404, 'not_found', 'Aucun webhook configuré.');
      return endpointView(row, true);
    },

    async sendTest(userId: string) {
      const id = await underBacklog(() => webhooks.sendTest(userId));
      if (!id) throw new ApiError(400, 'validation:body', 'Indiquez d’abord l’URL de votre webhook.');
      return deliveryView(await deliveryOf(userId, id));
    },

    async deliveries(userId: string) {
      const rows = await db
        .select()
        .from(webhookDelivery)
        .where(eq(webhookDelivery.userId, userId))
        .orderBy(desc(webhookDelivery.createdAt))
        .limit(50);
      return rows.map(deliveryView);
    },

    async delivery(userId: string, id: string) {
      const row = await deliveryOf(userId, id);
      return { ...deliveryView(row), payload: row.payload };
    },

    /** Checks the delivery is the user's (404 otherwise) before anything is counted or sent. */
    async assertDelivery(userId: string, id: string) {
      await deliveryOf(userId, id);
    },

    async retry(userId: string, id: string) {
      await underBacklog(() => webhooks.retry(userId, id));
      return deliveryView(await deliveryOf(userId, id));
    },

    async removeDelivery(userId: string, id: string) {
      const removed = await db
        .delete(webhookDelivery)
        .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)))
        .returning({ id: webhookDelivery.id });
      if (!removed.length) throw new ApiError(404, 'not_found', 'Envoi introuvable.');
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
