import type { DemoRequest } from '../../../shared/ai-tools-model.ts';
import { api, call } from '../../lib/api-client.ts';

export type { DemoRequest };

/** A demo or custom-AI request (public; limited per address and per IP by the server, which mails a confirmation). */
export function sendRequest(request: DemoRequest) {
  return call(api['demo-requests'].$post({ json: request }));
}
