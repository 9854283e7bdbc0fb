import type {
  IntegrationId,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../../shared/integrations-model.ts';
import { apiFetch } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';

export const integrationKeys = {
  states: ['integrations'] as const,
  webhook: ['integrations', 'webhook'] as const,
  deliveries: ['integrations', 'webhook', 'deliveries'] as const,
};

export const fetchStates = () => call(api.integrations.$get()).then((r) => r.integrations);
export const setConnected = (id: IntegrationId, connected: boolean) =>
  call(api.integrations[':integration'].$put({ param: { integration: id }, json: { connected } }));

export const fetchWebhook = () =>
  apiFetch<{ endpoint: WebhookEndpointView | null }>('/api/webhooks').then((r) => r.endpoint);
export const saveWebhook = (url: string) =>
  apiFetch<{ endpoint: WebhookEndpointView }>('/api/webhooks', { method: 'PUT', json: { url } }).then(
    (r) => r.endpoint,
  );
export const regenerateSecret = () =>
  apiFetch<{ endpoint: WebhookEndpointView }>('/api/webhooks/secret', { json: {} }).then((r) => r.endpoint);
export const sendTest = () =>
  apiFetch<{ delivery: WebhookDeliveryView }>('/api/webhooks/test', { json: {} }).then((r) => r.delivery);
export const fetchDeliveries = () =>
  apiFetch<{ deliveries: WebhookDeliveryView[] }>('/api/webhooks/deliveries').then((r) => r.deliveries);
export const retryDelivery = (id: string) =>
  apiFetch<{ delivery: WebhookDeliveryView }>(`/api/webhooks/deliveries/${id}/retry`, { json: {} });
export const removeWebhook = () => apiFetch<null>('/api/webhooks', { method: 'DELETE' });
