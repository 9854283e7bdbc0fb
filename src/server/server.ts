import cluster from 'node:cluster';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { type AppDeps, createApp, createServices, type Services } from './app.ts';
import { configuredBillingEvents } from './billing/invoice-mail.ts';
import { startTrialChecks } from './billing/trial-jobs.ts';
import type { Config } from './config.ts';
import { type Database, openConfiguredDatabase } from './db/client.ts';
import { checkTablesReadable } from './db/table-check.ts';
import { createHealthFastPath } from './health/health-fast-path.ts';
import { withDirectStreams } from './http/direct-stream.ts';
import { freePort } from './http/free-port.ts';
import { createStaticFastPath } from './http/static-fast-path.ts';
import { startRetention } from './retention/retention-jobs.ts';
import { retentionPolicyFor } from './retention/retention-policy.ts';
import type { Automation } from './skills/automation.ts';

// Re-exported: callers and tests import them from here.
export { openConfiguredDatabase } from './db/client.ts';
export { freePort } from './http/free-port.ts';

export const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  database: Database;
  services: Services;
  /** The skills, the approval inbox and the scheduler. */
  automation: Automation;
  capabilities: Record<string, string>;
  close(): Promise<void>;
}

/** Which implementation serves each capability, as printed at start. */
export function describeCapabilities(database: Database, services: Services): Record<string, string> {
  return {
    'base de données': database.description,
    mail: services.mailer.description,
    IA: services.ai.description,
    voix: services.speech.description,
    paiements: services.payments.provider.description,
    'limites de débit': services.limiter.description,
  };
}

export async function startServer(
  baseConfig: Config,
  options: {
    database?: Database;
    clientDir?: string;
    /** Hooks wired by the caller (billing's plan, webhooks); see AppDeps. */
    hooks?: Pick<AppDeps, 'planOf' | 'onWorkspaceEvent'>;
    /** The skills' scheduler tick (decision 027); false: not started (tests that tick by hand). */
    skillScheduler?: { intervalMs?: number } | false;
    /** False in a cluster worker: the primary has migrated before forking. */
    migrate?: boolean;
    /**
     * The database index.ts opened and began migrating before loading the app's modules (PGlite's
     * worker starts meanwhile): the server awaits that migration, and owns and closes the database.
     */
    opened?: { database: Database; migrated: Promise<void> };
  } = {},
): Promise<RunningServer> {
  let config = baseConfig;
  if (config.port === 0) {
    const port = await freePort(config.host);
    const appUrl = config.appUrl === 'http://localhost:0' ? `http://localhost:${port}` : config.appUrl;
    // The default address's 127.0.0.1 twin moves to the chosen port with it.
    const trustedOrigins = config.trustedOrigins
      .slice(1)
      .map((origin) => (origin === 'http://127.0.0.1:0' ? `http://127.0.0.1:${port}` : origin));
    config = { ...config, port, appUrl, trustedOrigins: [appUrl, ...trustedOrigins] };
  }
  const database = options.database ?? options.opened?.database ?? openConfiguredDatabase(config);
  if (options.opened) await options.opened.migrated;
  else if (options.migrate !== false) await database.migrate();
  // A damaged PGlite table file is found now, not by the first user it fails (db/table-check.ts).
  if (database.kind === 'pglite') await checkTablesReadable(database.db, database.description);
  const services = await createServices(config, database);
  const stopMailRetries = services.mailer.startRetries?.();
  const stopWebhookRetries = services.webhooks.startRetries();
  const stopRetention = startRetention(database.db, { policy: retentionPolicyFor(config.retention) });
  // Trial reminders three days before the end; the sandbox's trials end here (Stripe ends its own).
  const stopTrialChecks = startTrialChecks({
    db: database.db,
    mailer: services.mailer,
    events: configuredBillingEvents(config, database.db, services),
    sandbox: services.payments.sandbox,
    provider: services.payments.provider,
    appUrl: config.appUrl,
  });
  const clientDir = options.clientDir ?? defaultClientDir;
  const app = createApp({ config, database, services, clientDir, ...options.hooks });
  const stopSkills =
    options.skillScheduler === false
      ? null
      : app.automation.scheduler.start(options.skillScheduler?.intervalMs);
  // The chat's SSE is written to node's response directly (http/direct-stream.ts).
  const appListener = getRequestListener(withDirectStreams(app.fetch));
  const healthPath = await createHealthFastPath(app.fetch, app.health);
  const fastPath = await createStaticFastPath(app.fetch, clientDir, config.appUrl);
  // Under NODE_ENV=test only, each answer names the process that served it (the cluster's test).
  const worker = config.env === 'test' && cluster.isWorker ? String(process.pid) : null;
  // The app's answers in progress: close() lets them finish before the database closes.
  const inFlight = new Set<Promise<unknown>>();
  const toApp = (req: IncomingMessage, res: ServerResponse) => {
    const answer = Promise.resolve(appListener(req, res)).catch(() => {});
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer));
  };
  const server = createHttpServer((req, res) => {
    if (worker) res.setHeader('x-septime-worker', worker);
    if (!healthPath?.(req, res, toApp) && !fastPath?.(req, res)) toApp(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
    server.listen(config.port, config.host);
  });
  return {
    url: `http://localhost:${config.port}`,
    port: config.port,
    config,
    database,
    services,
    automation: app.automation,
    capabilities: describeCapabilities(database, services),
    close: async () => {
      await stopSkills?.();
      stopMailRetries?.();
      stopWebhookRetries();
      await stopRetention();
      await stopTrialChecks();
      // Idle keep-alive connections close now; a client that never reads its answer cannot hold the
      // shutdown for ever: after a grace period every connection is closed.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
      // A handler whose connection was cut may still be querying: the database closes after it, or
      // after a bounded wait (a query that never ends cannot hold the shutdown).
      if (inFlight.size > 0) {
        await Promise.race([
          Promise.allSettled(inFlight),
          new Promise((resolve) => setTimeout(resolve, 3000).unref()),
        ]);
      }
      await services.limiter.close?.();
      if (!options.database) await database.close();
    },
  };
}
