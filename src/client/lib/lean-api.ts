import type { Hono } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Type-only: the server's declarations check every path, body and answer; nothing of them is bundled.
import type { authRoutes } from '../../server/auth/auth.routes.ts';
import { apiFetch } from './api.ts';

// The typed client without hono/client, for the few calls every page makes (auth-client.ts, loaded with
// the landing, whose budget hono/client would break): paths, bodies and answers are the declared ones.

// Typed by the auth router alone (its paths are ApiType's: it is mounted at '/'): every call here is
// an auth one, and the path union over the whole ApiType grew deeper than TypeScript instantiates (TS2589)
// once the CRM and the support desk came.
type Schema = ReturnType<typeof authRoutes> extends Hono<infer _E, infer S, infer _B> ? S : never;
type PathWith<M extends string> = {
  [P in keyof Schema]: M extends keyof Schema[P] ? P : never;
}[keyof Schema] &
  string;
type Endpoint<P extends keyof Schema, M extends string> = Schema[P][M & keyof Schema[P]];
type JsonOf<E> = E extends { input: { json: infer J } } ? J : never;
type SuccessOf<E> = E extends { output: infer O; status: infer S }
  ? S extends SuccessStatusCode
    ? O
    : never
  : never;

/** GET `/api${path}`: the answer typed by the route's declaration. */
export function leanGet<P extends PathWith<'$get'>>(
  path: P,
  init: RequestInit = {},
): Promise<SuccessOf<Endpoint<P, '$get'>>> {
  return apiFetch(`/api${path}`, init);
}

/** POST `/api${path}` with the route's declared JSON body (an empty object when it declares none). */
export function leanPost<P extends PathWith<'$post'>>(
  path: P,
  ...body: [JsonOf<Endpoint<P, '$post'>>] extends [never] ? [] : [JsonOf<Endpoint<P, '$post'>>]
): Promise<SuccessOf<Endpoint<P, '$post'>>> {
  return apiFetch(`/api${path}`, { json: body[0] ?? {} });
}
