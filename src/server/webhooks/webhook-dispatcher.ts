import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/integrations.ts';
import type { Db } from '../db/client.ts';
import { integrationConnection, webhookDelivery, webhookEndpoint } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { type PrivatePolicy, type Resolve, systemResolve } from '../outgoing/address-guard.ts';
import { createGuardedFetch, type GuardedFetch, OutgoingError } from '../outgoing/guarded-fetch.ts';

export interface WebhookEvent {
  type: WebhookEventType;
  data: unknown;
}

type DeliveryRow = typeof webhookDelivery.$inferSelect;

/** Waits between attempts: 30 s, 2 min, 10 min, 1 h, 6 h; given up after 6 attempts. */
const backoffMs = [30_000, 120_000, 600_000, 3_600_000, 21_600_000];
export const maxWebhookAttempts = 6;
export const defaultMaxOpenDeliveries = 50;
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

/**
 * One POST through the guarded client (decision 057): the address checked at connection time, no
 * redirect followed (a receiver that moved is told to the user, the payload goes nowhere else), one
 * deadline over the whole exchange: a receiver trickling bytes cannot hold it (an idle timeout would).
 */
async function post(send: GuardedFetch, url: string, body: string, headers: Record<string, string>) {
  const res = await send(url, { method: 'POST', headers, body });
  return { status: res.status };
}

/** A user's send refused: too many deliveries of theirs are still pending. */
export class WebhookBacklogError extends Error {
  constructor(readonly maxOpen: number) {
    super(
      `Trop d’envois en attente (${maxOpen} au maximum) : attendez qu’ils aboutissent ou supprimez-en dans le journal.`,
    );
  }
}

function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof OutgoingError) {
    if (err.kind === 'timeout')
      return `Délai dépassé : pas de réponse complète en ${Math.round(timeoutMs / 1000)} s.`;
    if (err.kind === 'redirect')
      return 'Le serveur répond par une redirection : indiquez l’adresse finale du webhook.';
    return err.message;
  }
  const message = err instanceof Error ? err.message : String(err);
  return `Échec de l’envoi : ${message}`.slice(0, 300);
}

export interface WebhookDispatcherOptions {
  /** Lets requests reach loopback and private addresses: tests only (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: PrivatePolicy;
  /** Deadline of one whole delivery attempt (connect + send + answer). */
  timeoutMs?: number;
  /** Deliveries pending or in flight per user; beyond, new events are recorded as abandoned. */
  maxOpenPerUser?: number;
  /** How host names are resolved (tests give their own DNS answers). */
  resolve?: Resolve;
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
  const maxOpen = options.maxOpenPerUser ?? defaultMaxOpenDeliveries;
  const send = createGuardedFetch({
    allowPrivate,
    resolve: options.resolve ?? systemResolve,
    maxHops: 0,
    timeoutMs,
    maxBytes: 1_000_000,
  });
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
      const { status } = await post(send, row.url, body, {
        'content-type': 'application/json',
        'user-agent': 'Septime-Webhooks/1.0',
        'x-septime-event': row.eventType,
        'x-septime-delivery': row.id,
        // The same on every retry of this delivery: a receiver that saw it already can ignore it.
        'idempotency-key': row.id,
        'x-septime-timestamp': String(timestamp),
        'x-septime-signature': signWebhook(endpoint.secret, timestamp, body),
      });
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
        err instanceof OutgoingError && err.kind === 'blocked' ? maxWebhookAttempts : attempts,
        at,
        describeFailure(err, timeoutMs),
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

  /** Pending or in-flight deliveries of one user (an attempt under way is a pending row). */
  async function openDeliveries(tx: Pick<Db, 'select'>, userId: string): Promise<number> {
    const [row] = await tx
      .select({ open: count() })
      .from(webhookDelivery)
      .where(and(eq(webhookDelivery.userId, userId), eq(webhookDelivery.status, 'pending')));
    return row?.open ?? 0;
  }

  /**
   * Stores the event then tries it once. Past the cap of open deliveries the event is stored as
   * abandoned without any request (the log shows it), or refused when `refuseWhenFull` (a user's click).
   */
  /** Stores one delivery inside `tx` (the first attempt comes after the commit). */
  async function store(
    tx: Db,
    userId: string,
    url: string,
    type: string,
    data: unknown,
    at: Date,
    refuseWhenFull = false,
  ): Promise<DeliveryRow> {
    const id = randomUUID();
    const payload = { id, type, createdAt: at.toISOString(), data: JSON.parse(JSON.stringify(data ?? null)) };
    // One writer per user at a time, so concurrent events cannot all pass the count (both databases).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-open:${userId}`}))`);
    const full = (await openDeliveries(tx, userId)) >= maxOpen;
    if (full && refuseWhenFull) throw new WebhookBacklogError(maxOpen);
    const [inserted] = await tx
      .insert(webhookDelivery)
      .values({
        id,
        userId,
        eventType: type,
        payload,
        url,
        nextAttemptAt: new Date(at.getTime() + leaseMs),
        ...(full
          ? {
              status: 'failed' as const,
              lastError: `Envoi abandonné : ${maxOpen} envois sont déjà en attente pour ce webhook.`,
            }
          : {}),
      })
      .returning();
    return inserted!;
  }

  /**
   * Stores the event then tries it once. Past the cap of open deliveries the event is stored as
   * abandoned without any request (the log shows it), or refused when `refuseWhenFull` (a user's click).
   */
  async function enqueue(
    userId: string,
    url: string,
    type: string,
    data: unknown,
    refuseWhenFull = false,
  ): Promise<string> {
    const at = now();
    const row = await db.transaction((tx) => store(tx, userId, url, type, data, at, refuseWhenFull));
    if (row.status === 'pending') await attempt(row, at);
    return row.id;
  }

  /** The user's webhook URL when the Webhooks integration is connected. */
  async function connectedTarget(tx: Db, userId: string): Promise<string | null> {
    const [target] = await tx
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
    return target?.url ?? null;
  }

  const dispatcher = {
    /**
     * Sends one event to the user's webhook if the integration is connected and a URL is set.
     * Resolves after the first attempt with the delivery's id (null when nothing is to be sent);
     * routes call it without awaiting so the user never waits for the receiver.
     */
    async emit(userId: string, event: WebhookEvent): Promise<string | null> {
      const url = await connectedTarget(db, userId);
      if (!url) return null;
      return enqueue(userId, url, event.type, event.data);
    },

    /**
     * Stores the event inside the caller's transaction (a skill run's delivery, decision 032): it
     * exists if and only if that work commits. Null when no webhook is connected; otherwise its
     * reference and the first attempt to make once committed (the retries send it otherwise). Every
     * attempt carries the delivery's id as Idempotency-Key.
     */
    async stage(
      tx: Db,
      userId: string,
      event: WebhookEvent,
    ): Promise<{ ref: string; afterCommit(): Promise<void> } | null> {
      const url = await connectedTarget(tx, userId);
      if (!url) return null;
      const at = now();
      const row = await store(tx, userId, url, event.type, event.data, at);
      return {
        ref: `webhook_delivery:${row.id}`,
        afterCommit: async () => {
          if (row.status === 'pending') await attempt(row, at);
        },
      };
    },

    /** 'Envoyer un test': a `webhook.test` event to the URL set, connected or not. */
    async sendTest(userId: string): Promise<string | null> {
      const [target] = await db
        .select({ url: webhookEndpoint.url })
        .from(webhookEndpoint)
        .where(eq(webhookEndpoint.userId, userId));
      if (!target) return null;
      return enqueue(userId, target.url, 'webhook.test', { message: 'Test de votre webhook Septime' }, true);
    },

    /** Tries one delivery again now (the user's 'Réessayer'); false if it is not theirs. */
    async retry(userId: string, id: string): Promise<boolean> {
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-open:${userId}`}))`);
        const [current] = await tx
          .select({ status: webhookDelivery.status })
          .from(webhookDelivery)
          .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)));
        if (!current) return undefined;
        // A pending row is already counted; a finished one reopens only under the cap.
        if (current.status !== 'pending' && (await openDeliveries(tx, userId)) >= maxOpen)
          throw new WebhookBacklogError(maxOpen);
        const [updated] = await tx
          .update(webhookDelivery)
          .set({ status: 'pending', nextAttemptAt: new Date(now().getTime() + leaseMs) })
          .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.userId, userId)))
          .returning();
        return updated;
      });
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
