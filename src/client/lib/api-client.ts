import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Type-only: the server's route declarations give every call its input and output types.
import type { ApiType } from '../../server/app.ts';
import { internalErrorMessage, isApiErrorBody } from '../../shared/errors.ts';
import { ApiRequestError } from './api.ts';

/**
 * The typed API client: `api.tasks[':id'].$patch({ param: { id }, json: patch })`. Paths, inputs
 * and outputs come from the server's declarations (src/server/http/contract.ts), never written here.
 */
export const api = hc<ApiType>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: 'same-origin' }),
});

/** The JSON body of a call's 2xx answer. */
export type Success<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Awaits a typed call and returns its body; a refusal throws ApiRequestError with the server's French
 * message (as apiFetch does), a network failure the French "connexion impossible".
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Success<R>> {
  let response: R;
  try {
    response = await request;
  } catch {
    throw new ApiRequestError(0, 'network', 'Connexion au serveur impossible. Vérifiez votre réseau.');
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiRequestError(response.status, body.error.code, body.error.message);
    throw new ApiRequestError(response.status, 'internal', internalErrorMessage);
  }
  return body as Success<R>;
}

/**
 * The UI's filters (select values are plain strings) as a route's query, the unset ones left out. The
 * query's type comes from the call it is passed to; the server's zod schema checks the values.
 */
export function query<Q>(params: Record<string, string | number | undefined>): Q {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') kept[key] = String(value);
  }
  return kept as Q;
}
