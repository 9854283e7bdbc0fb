import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { accountRoutes } from './account/account.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './health/health.routes.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { originGuard } from './http/origin-guard.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spaRoutes } from './http/spa.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { outboxRoutes } from './mail/outbox.routes.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.ts';

export interface Services {
  mailer: Mailer;
  auth: Auth;
  limiter: RateLimiter;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Directory of the built client (dist/client). */
  clientDir: string;
  services: Services;
}

/** The outside capabilities and shared services, each chosen from config. */
export function createServices(config: Config, database: Database): Services {
  const mailer = createMailer(config, database.db);
  return { mailer, auth: createAuth(config, database.db, mailer), limiter: createRateLimiter(database.db) };
}

/** Builds the whole HTTP app from the feature routers; index.ts starts it, tests call it directly. */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.use('*', securityHeaders());
  app.use('*', compress());
  // Bodies are refused before parsing when too large (audio uploads raise their own limit).
  app.use(
    '/api/*',
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => errorResponse(c, 413, 'payload_too_large') }),
  );

  const { config, database, services } = deps;
  app.use('/api/*', originGuard(config.trustedOrigins));
  const api = new Hono()
    .route('/health', healthRoutes(database))
    .route('/auth', authRoutes({ auth: services.auth, db: database.db, limiter: services.limiter, config }))
    .route('/account', accountRoutes(services.auth));
  app.route('/api', api);
  app.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));

  app.route('/outbox', outboxRoutes(database.db));
  app.route('/', spaRoutes(deps.clientDir));

  app.onError((err, c) => {
    if (err instanceof ApiError)
      return c.json({ error: { code: err.code, message: err.message } }, err.status);
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, err.status, err.status === 413 ? 'payload_too_large' : 'validation:body');
    }
    // Never leak a stack trace to the client; the operator sees it in the logs.
    console.error('[septime] unhandled error', c.req.method, c.req.path, err);
    return errorResponse(c, 500, 'internal');
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
