// Zod schemas of what the webhook API answers (/api/webhooks: settings, test, delivery log); the types
// are derived in integrations-model.ts, next to the event types and statuses the client imports.

import { webhookDeliveryStatuses } from './integrations-model.ts';
import { z } from './zod.ts';

export const webhookEndpointViewSchema = z.object({
  url: z.string(),
  /** The secret itself only right after it was made (create or regenerate); its start otherwise. */
  secret: z.string().optional(),
  secretHint: z.string(),
  createdAt: z.string(),
});

export const webhookDeliveryViewSchema = z.object({
  id: z.uuid(),
  eventType: z.string(),
  url: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});

/** One delivery of the log with the JSON it sent. */
export const webhookDeliveryDetailSchema = webhookDeliveryViewSchema.extend({
  payload: z.record(z.string(), z.unknown()),
});

export const webhookEndpointAnswerSchema = z.object({ endpoint: webhookEndpointViewSchema });
export const webhookEndpointReadSchema = z.object({ endpoint: webhookEndpointViewSchema.nullable() });
export const webhookDeliveryAnswerSchema = z.object({ delivery: webhookDeliveryViewSchema });
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliveryViewSchema) });
