import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/integrations.ts';
import type { Db } from '../db/client.ts';
import { integrationConnection, webhookDelivery, webhookEndpoint } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { BlockedAddressError, guardedLookup, isPrivateAddress } from './ssrf.ts';

export interface WebhookEvent {
  type: WebhookEventType;
  data: unknown;
}

type DeliveryRow = typeof webhookDelivery.$inferSelect;

/** Waits between attempts: 30 s, 2 min, 10 min, 1 h, 6 h; given up after 6 attempts. */
const backoffMs = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];
export const maxWebhookAttempts = 6;
/** A claimed row is not picked again by another instance while its attempt is under way. */
const leaseMs = 2 * 60_000;

export function webhookRetryDelay(attempts: number): number {
  return backoffMs[Math.min(attempts - 1, backoffMs.length - 1)]!;
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `sha256=<hex>` of `<timestamp>.<body>`: what the receiver recomputes with its copy of the secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface PostResult {
  status: number;
}

/** One POST, no redirects followed, every resolved address checked against the SSRF guard. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
  timeoutMs: number,
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // IP literals skip DNS, so the lookup guard would never see them.
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
      reject(new BlockedAddressError(host));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowPrivate) as never,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume(); // the answer's body is not needed
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Délai dépassé')));
    req.on('error', reject);
    req.end(body);
  });
}

function describeFailure(err: unknown): string {
  if (err instanceof BlockedAddressError) return err.message;
  const code = (err as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Nom de domaine introuvable.';
  if (code === 'ECONNREFUSED') return 'Connexion refusée par le serveur.';
  const message = err instanceof Error ? err.message : String(err);
  return `Échec de l’envoi : ${message}`.slice(0, 300);
}

export interface WebhookDispatcherOptions {
  /** Lets requests reach loopback and private addresses: tests only (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * Task and project events POSTed as signed JSON to the user's webhook, when the Webhooks
 * integration is connected. Each event is stored before the first attempt, so an outage of the
 * receiver (or a restart) delays it and never loses it; `flush` retries what is due with backoff.
 */
export function createWebhookDispatcher(db: Db, options: WebhookDispatcherOptions = {}) {
  const allowPrivate = options.allowPrivate ?? false;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());

  async function attempt(row: DeliveryRow, at: Date): Promise<boolean> {
    const [endpoint] = await db
      .select({ secret: webhookEndpoint.secret })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.userId, row.userId));
    const attempts = row.attempts + 1;
    if (!endpoint) {
      await db
        .update(webhookDelivery)
        .set({ status: 'failed', attempts, lastError: 'Webhook supprimé : envoi abandonné.' })
        .where(eq(webhookDelivery.id, row.id));
      return false;
    }
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(at.getTime() / 1000);
    try {
      const { status } = await post(
        row.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'Septime-Webhooks/1.0',
          'x-septime-event': row.eventType,
          'x-septime-delivery': row.id,
          'x-septime-timestamp': String(timestamp),
          'x-septime-signature': signWebhook(endpoint.secret, timestamp, body),
        },
        allowPrivate,
        timeoutMs,
      );
      if (status >= 200 && status < 300) {
        await db
          .update(webhookDelivery)
          .set({ status: 'delivered', attempts, responseStatus: status, lastError: null, deliveredAt: at })
          .where(eq(webhookDelivery.id, row.id));
        return true;
      }
      await failed(row, attempts, at, `Réponse HTTP ${status}`, status);
    } catch (err) {
      // A refused address will not become public by waiting: give up at once.
      await failed(
        row,
        err instanceof BlockedAddressError ? maxWebhookAttempts : attempts,
        at,
        describeFailure(err),
        null,
      );
    }
    return false;
  }

  async function failed(row: DeliveryRow, attempts: number, at: Date, reason: string, status: number | null) {
    await db
      .update(webhookDelivery)
      .set({
        attempts: Math.min(attempts, maxWebhookAttempts),
        status: attempts >= maxWebhookAttempts ? 'failed' : 'pending',
        nextAttemptAt: new Date(at.getTime() + webhookRetryDelay(Math.min(attempts, maxWebhookAttempts))),
        responseStatus: status,
        lastError: reason,
      })
      .where(eq(webhookDelivery.id, row.id));
  }

  async function enqueue(userId: string, url: string, type: string, data: unknown): Promise<string> {
    const at = now();
    const id = randomUUID();
    const payload = { id, type, createdAt: at.toISOString(), data: JSON.parse(JSON.stringify(data ?? null)) };
    const [row] = await db
      .insert(webhookDelivery)
      .values({ id, userId, eventType: type, payload, url, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .returning();
    await attempt(row!, at);
    return id;
  }

  const dispatcher = {
    /**
     * Sends one event to the user's webhook if the integration is connected and a URL is set.
     * Resolves after the first attempt with the delivery's id (null when nothing is to be sent);
     * routes call it without awaiting so the user never waits for the receiver.
     */
    async emit(userId: string, event: WebhookEvent): Promise<string | null> {
      const [target] = await db
        .select({ url: webhookEndpoint.url })
        .from(webhookEndpoint)
        .innerJoin(
          integrationConnection,
          and(
            eq(integrationConnection.userId, webhookEndpoint.userId),
            eq(integrationConnection.integrationId, 'webhooks'),
            eq(integrationConnection.connected, true),
          ),
        )
        .where(eq(webhookEndpoint.userId, userId));
      if (!target) return null;
      return enqueue(userId, target.url, event.type, event.data);
    },

    /** 'Envoyer un test': a `webhook.test` event to the URL set, connected or not. */
    async sendTest(userId: string): Promise<string | null> {
      const [target] = await db
        .select({ url: webhookEndpoint.url })
        .from(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, userId));
      if (!target) return null;
      return enqueue(userId, target.url, 'webhook.test', { message: 'Test de votre webhook Septime' });
    },

    /** Tries one delivery again now (the user's 'Réessayer'); false if it is not theirs. */
    async retry(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .update(webhookDelivery)
        .set({ status: 'pending', nextAttemptAt: new Date(now().getTime() + leaseMs) })
        .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)))
        .returning();
      if (!row) return false;
      await attempt({ ...row, attempts: Math.min(row.attempts, maxWebhookAttempts - 1) }, now());
      return true;
    },

    /** Retries every due delivery once; returns how many were delivered. */
    async flush(at = now(), batch = 20): Promise<number> {
      const due = db
        .select({ id: webhookDelivery.id })
        .from(webhookDelivery)
        .where(and(eq(webhookDelivery.status, 'pending'), lte(webhookDelivery.nextAttemptAt, at)))
        .orderBy(webhookDelivery.nextAttemptAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(webhookDelivery)
        .set({ nextAttemptAt: sql`${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz` })
        .where(inArray(webhookDelivery.id, due))
        .returning();
      let delivered = 0;
      for (const row of claimed) if (await attempt(row, at)) delivered++;
      return delivered;
    },

    startRetries(intervalMs = 30_000): () => void {
      const timer = setInterval(() => {
        dispatcher
          .flush()
          .catch((err) => logger().error({ err: loggableError(err) }, 'webhook retries failed'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return dispatcher;
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
