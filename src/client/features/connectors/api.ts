import type { ConnectorRequestInput } from '../../../shared/connectors.ts';
import { apiFetch } from '../../lib/api.ts';

export const recordConnectorInterest = (connectorId: string) =>
  apiFetch<{ connectorId: string; message: string }>('/api/connectors/interest', { json: { connectorId } });

export const fetchConnectorInterests = () =>
  apiFetch<{ connectorIds: string[] }>('/api/connectors/interest').then((body) => body.connectorIds);

export const sendConnectorRequest = (request: ConnectorRequestInput) =>
  apiFetch<{ id: string; message: string }>('/api/connectors/requests', { json: request });
