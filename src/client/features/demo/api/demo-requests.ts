import type { DemoRequest } from '../../../../shared/ai-tools-model.ts';
import { api, call } from '../../../lib/api-client.ts';

export type { DemoRequest };

/** 'Programmer une démo personnalisée' (public, limited per IP by the server). */
export function sendDemoRequest(request: DemoRequest) {
  return call(api['demo-requests'].$post({ json: request }));
}
