import { type DeclaredRoute, declaredRoutes } from '../http/contract.ts';

// Who may call each API route and which limits guard it, read from the routes' declarations
// (http/contract.ts declareRoute), for the security dashboard, the OpenAPI document's readers and the
// tests that walk every route. route-table.test.ts fails when the app has a route nobody declared;
// security.test.ts calls every route as a visitor to check that the declared access is true.

export type RouteRule = DeclaredRoute;

/** Every API route of the app (complete once app.ts is loaded: each feature declares its routes). */
export function routeTable(): readonly RouteRule[] {
  return declaredRoutes();
}

/** True when its declaration names rate-limit rules (the dashboard's « limité » mark). */
function isRateLimited(rule: RouteRule): boolean {
  return Boolean(rule.limits?.length);
}

/** `METHOD /api/path` of every route a rate-limit rule guards, from the declarations. */
export function rateLimitedRoutes(): ReadonlySet<string> {
  return new Set(
    routeTable()
      .filter(isRateLimited)
      .map((rule) => `${rule.method} ${rule.path}`),
  );
}

export interface ListedRoute {
  method: string;
  path: string;
  isMiddleware: boolean;
}

export interface ApiFunction {
  method: string;
  path: string;
  label: string;
  rateLimited: boolean;
}

export interface ApiFunctionLists {
  protected: ApiFunction[];
  public: ApiFunction[];
  /** Routes of the app missing from the registry (the unit test keeps this empty). */
  unclassified: Array<{ method: string; path: string }>;
}

/** The API's handlers from the app's route table: middleware and the 404 fallback left out. */
export function apiHandlers(routes: readonly ListedRoute[]): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const handlers: Array<{ method: string; path: string }> = [];
  for (const { method, path, isMiddleware } of routes) {
    if (isMiddleware || !path.startsWith('/api/')) continue;
    if (method === 'ALL' && path === '/api/*') continue; // the JSON 404 for unknown API paths
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    handlers.push({ method, path });
  }
  return handlers;
}

/** Sorts the app's API routes into protected (session required) and public functions. */
export function classifyApiRoutes(routes: readonly ListedRoute[]): ApiFunctionLists {
  const rules = new Map(routeTable().map((rule) => [`${rule.method} ${rule.path}`, rule]));
  const lists: ApiFunctionLists = { protected: [], public: [], unclassified: [] };
  for (const { method, path } of apiHandlers(routes)) {
    const rule = rules.get(`${method} ${path}`);
    if (!rule) {
      lists.unclassified.push({ method, path });
      continue;
    }
    const entry = {
      method,
      path,
      label: rule.label,
      rateLimited: isRateLimited(rule),
    };
    (rule.access === 'session' ? lists.protected : lists.public).push(entry);
  }
  return lists;
}
