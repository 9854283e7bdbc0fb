import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MemberRole } from '../../shared/organisation-model.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, optionalUser, requireUser, type SessionUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { type Workspace, workspaceOf } from '../organisations/organisations.service.ts';
import { type WorkspaceEnv, workspaceGuard } from '../organisations/workspace-guard.ts';
import type { RuleName } from '../rate-limit/rules.ts';
import { ApiError } from './errors.ts';
import { describeIssue } from './validate.ts';

// Every API route is declared once, here-shaped: its path, zod input and output, who may call it and
// which rate limits guard it. From these declarations come the handler's types, the typed client
// (hc<ApiType>), the OpenAPI document (/api/openapi.json) and the security dashboard's route table.

export type RouteAccess = 'session' | 'public';

export interface RouteMeta {
  /** 'session': the declaration itself puts the sign-in guard in front of the handler. */
  access: RouteAccess;
  /** What the route does, in French: the document's summary and the security dashboard's label. */
  label: string;
  /**
   * 'session' routes: the least role in the active organisation (decision 072); default 'member'.
   * Owners: billing and deletion; administrators: members, connectors, trust levels.
   */
  role?: MemberRole;
  /** The rules of rate-limit/rules.ts the handler enforces (the dashboard marks the route limited). */
  limits?: readonly RuleName[];
  /** A concrete path to call in tests when the path has a wildcard or a non-id parameter. */
  sample?: string;
}

/** A declared route as the route table lists it (Hono's path syntax, under /api). */
export interface DeclaredRoute extends RouteMeta {
  method: string;
  path: string;
}

const declared: DeclaredRoute[] = [];

/** Every route declared so far (each feature declares its routes when its module loads). */
export function declaredRoutes(): readonly DeclaredRoute[] {
  return declared;
}

/** The guard of 'session' routes: the app puts the auth instance in the context (apiContext). */
export const sessionRequired = createMiddleware<AuthEnv>((c, next) =>
  requireUser(c.get('auth' as never) as Auth)(c, next),
);

/**
 * For 'public' routes with a signed-in variant (the chat demo, the employees' voices): reads the
 * session when there is one; the handler gets it from `signedInUser(c)`, null for a visitor.
 */
export const sessionOptional = createMiddleware((c, next) =>
  optionalUser(c.get('auth' as never) as Auth)(c, async () => {
    const user = signedInUser(c);
    if (user) c.set('workspace' as never, (await workspaceOf(c.get('db' as never) as Db, user)) as never);
    await next();
  }),
);

/** The user of a route guarded by `sessionOptional`: null for a visitor. */
export function signedInUser(c: Context): SessionUser | null {
  return (c.get('user' as never) as SessionUser | undefined) ?? null;
}

/** The organisation a signed-in user works in, on a route guarded by `sessionOptional`: null for a visitor. */
export function signedInWorkspace(c: Context): Workspace | null {
  return (c.get('workspace' as never) as Workspace | undefined) ?? null;
}

/** Gives every API request the auth instance and the database the session guards read. */
export function apiContext(auth: Auth, db: Db): MiddlewareHandler {
  return async (c, next) => {
    c.set('auth' as never, auth as never);
    c.set('db' as never, db as never);
    await next();
  };
}

type SessionMiddleware = typeof sessionRequired;
type WorkspaceMiddleware = MiddlewareHandler<WorkspaceEnv>;

type Declared<R extends RouteConfig, A extends RouteAccess> = A extends 'session'
  ? Omit<R, 'middleware'> & { middleware: [SessionMiddleware, WorkspaceMiddleware, ...OwnMiddleware<R>] }
  : R;
type AsList<T> = T extends undefined ? [] : T extends readonly unknown[] ? T : [T];
type OwnMiddleware<R> = 'middleware' extends keyof R ? AsList<R['middleware' & keyof R]> : [];

/**
 * Declares a route: `path` is under /api in OpenAPI syntax (`/projects/{id}`); a 'session' route gets
 * the sign-in guard before its own middleware.
 */
export function declareRoute<const A extends RouteAccess, const R extends RouteConfig>(
  meta: RouteMeta & { access: A },
  config: R,
): Declared<R, A> {
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  const middleware =
    meta.access === 'session' ? [sessionRequired, workspaceGuard(meta.role ?? 'member'), ...own] : own;
  const route = {
    ...meta,
    method: config.method.toUpperCase(),
    path: `/api${config.path.replace(/\{([^}]+)\}/g, ':$1')}`,
  };
  declared.push(route);
  return createRoute({
    ...config,
    summary: meta.label,
    'x-access': meta.access,
    ...(meta.limits?.length ? { 'x-rate-limits': [...meta.limits] } : {}),
    middleware: middleware as never,
  }) as unknown as Declared<R, A>;
}

/** A router for declared routes; a zod refusal becomes our French 400 (the same as parseJsonBody's). */
export function apiRouter<E extends object = object>() {
  return new OpenAPIHono<E & AuthEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const first = result.error.issues[0];
      const code =
        result.target === 'json' || result.target === 'form' ? 'validation:body' : 'validation:param';
      throw new ApiError(400, code, first ? describeIssue(first) : undefined);
    },
  });
}

/** `responses` of a route answering JSON with one status. */
export function jsonResponse<S extends z.ZodType, const C extends number = 200>(
  schema: S,
  description = 'Réponse',
  status: C = 200 as C,
) {
  return { [status]: { description, content: { 'application/json': { schema } } } } as {
    [K in C]: { description: string; content: { 'application/json': { schema: S } } };
  };
}

/** `responses` of a route answering 204 with no body. */
export const noContent = { 204: { description: 'Aucun contenu' } } as const;

/** A required JSON body (a missing or non-JSON body is refused, never skipped). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** The path parameter `id` as a UUID, with the French message of its resource. */
export function idParam(error: string) {
  return z.object({ id: z.uuid({ error }) });
}

export type ApiContext = Context<AuthEnv>;
export { z };
