import type { IntegrationId } from '../../../shared/integrations-model.ts';
import { api, call } from '../../lib/api-client.ts';

export const integrationKeys = {
  states: ['integrations'] as const,
  webhook: ['integrations', 'webhook'] as const,
  deliveries: ['integrations', 'webhook', 'deliveries'] as const,
};

export const fetchStates = () => call(api.integrations.$get()).then((r) => r.integrations);
export const setConnected = (id: IntegrationId, connected: boolean) =>
  call(api.integrations[':integration'].$put({ param: { integration: id }, json: { connected } }));

// The webhook's calls (/api/webhooks), typed from the server's declarations.
const webhooks = api.webhooks;

export const fetchWebhook = () => call(webhooks.$get()).then((r) => r.endpoint);
export const saveWebhook = (url: string) => call(webhooks.$put({ json: { url } })).then((r) => r.endpoint);
export const regenerateSecret = () => call(webhooks.secret.$post()).then((r) => r.endpoint);
export const sendTest = () => call(webhooks.test.$post()).then((r) => r.delivery);
export const fetchDeliveries = () => call(webhooks.deliveries.$get()).then((r) => r.deliveries);
export const retryDelivery = (id: string) => call(webhooks.deliveries[':id'].retry.$post({ param: { id } }));
export const removeWebhook = () => call(webhooks.$delete());
