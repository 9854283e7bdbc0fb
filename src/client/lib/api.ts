import { internalErrorMessage, isApiErrorBody } from '../../shared/errors.ts';

/** An API refusal with the server's French message, ready to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** JSON request to our own API (same origin, cookies included); throws ApiRequestError on 4xx/5xx. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers,
      credentials: 'same-origin',
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      method: rest.method ?? (json !== undefined ? 'POST' : 'GET'),
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Connexion au serveur impossible. Vérifiez votre réseau.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiRequestError(response.status, body.error.code, body.error.message);
    throw new ApiRequestError(response.status, 'internal', internalErrorMessage);
  }
  return body as T;
}
