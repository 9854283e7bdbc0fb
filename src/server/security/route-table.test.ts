import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { apiHandlers, classifyApiRoutes, routeTable } from './route-table.ts';

// The registry must describe the real app: a route added or removed without updating it fails here.
describe('route access registry', () => {
  let database: Database;
  let routes: ReturnType<typeof inspectRoutes>;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/septime-test', AI_PROVIDER: 'local' });
    database = openDatabase({ kind: 'pglite' });
    // The services read the shared auth secret from the database.
    await database.migrate();
    const app = createApp({
      config,
      database,
      services: await createServices(config, database),
      clientDir: '/tmp',
    });
    routes = inspectRoutes(app);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lists every API route of the app (declare new ones with declareRoute)', () => {
    expect(classifyApiRoutes(routes).unclassified).toEqual([]);
  });

  it('lists no route that the app does not have', () => {
    const real = new Set(apiHandlers(routes).map(({ method, path }) => `${method} ${path}`));
    const stale = routeTable()
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !real.has(key));
    expect(stale).toEqual([]);
  });

  it('has one rule per route', () => {
    const keys = routeTable().map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sorts the routes into protected and public functions', () => {
    const lists = classifyApiRoutes(routes);
    const paths = (list: typeof lists.public) => list.map((f) => `${f.method} ${f.path}`);
    expect(paths(lists.protected)).toEqual(
      expect.arrayContaining([
        'GET /api/security/overview',
        'POST /api/connectors/interest',
        'GET /api/account',
      ]),
    );
    expect(paths(lists.public)).toEqual(
      expect.arrayContaining(['POST /api/chat', 'POST /api/newsletter', 'GET /api/legal', 'GET /api/health']),
    );
    expect(lists.protected.length + lists.public.length).toBe(routeTable().length);
  });

  it('leaves out middleware, the 404 fallback and non-API routes', () => {
    const handlers = apiHandlers([
      { method: 'ALL', path: '/api/*', isMiddleware: true },
      { method: 'ALL', path: '/api/*', isMiddleware: false },
      { method: 'GET', path: '/outbox', isMiddleware: false },
      { method: 'GET', path: '/api/health', isMiddleware: false },
      { method: 'GET', path: '/api/health', isMiddleware: false },
    ]);
    expect(handlers).toEqual([{ method: 'GET', path: '/api/health' }]);
  });
});
