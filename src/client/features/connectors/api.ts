import type { ConnectorRequestInput } from '../../../shared/connectors.ts';
import { api, call } from '../../lib/api-client.ts';

export const recordConnectorInterest = (connectorId: string) =>
  call(api.connectors.interest.$post({ json: { connectorId } }));

export const fetchConnectorInterests = () =>
  call(api.connectors.interest.$get()).then((body) => body.connectorIds);

export const sendConnectorRequest = (request: ConnectorRequestInput) =>
  call(api.connectors.requests.$post({ json: request }));
