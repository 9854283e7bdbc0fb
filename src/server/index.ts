import cluster from 'node:cluster';
import { type ProcessPlan, runPrimary, type WorkerMessage, webConcurrency } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError, openConfiguredDatabase } from './db/client.ts';

function printBanner(config: Config, url: string, capabilities: Record<string, string>, plan: ProcessPlan) {
  console.log(
    `\nSeptime est prêt : ${config.appUrl === `http://localhost:${config.port}` ? url : config.appUrl}`,
  );
  for (const [capability, implementation] of Object.entries(capabilities)) {
    console.log(`  ${capability.padEnd(16)} ${implementation}`);
  }
  console.log(`  ${'processus'.padEnd(16)} ${plan.count} (${plan.reason})`);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const plan = webConcurrency(config);
  if (cluster.isPrimary && plan.count > 1) {
    // The primary forks the workers that serve (cluster.ts) and prints the banner once for all.
    const ready = await runPrimary(config, plan.count);
    printBanner(config, ready.url, ready.capabilities, plan);
    return;
  }
  const inCluster = cluster.isWorker && process.env.SEPTIME_CLUSTER_WORKER === '1';
  // The database opens and migrates first (PGlite in its worker thread) while this thread loads the
  // app's modules: the two overlap instead of following each other (decision 045).
  const database = openConfiguredDatabase(config);
  const migrated = inCluster ? Promise.resolve() : database.migrate();
  // Awaited by startServer; an early failure must not surface as an unhandled rejection meanwhile.
  migrated.catch(() => {});
  const { startServer } = await import('./server.ts');
  const server = await startServer(config, { opened: { database, migrated } });
  if (inCluster) {
    const ready: WorkerMessage = { type: 'ready', url: server.url, capabilities: server.capabilities };
    process.send?.(ready);
  } else printBanner(config, server.url, server.capabilities, plan);
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  // The database refused (incomplete data folder, unreachable server): the message says which and why.
  if (err instanceof DatabaseStartError) {
    console.error(`\nSeptime ne peut pas démarrer. ${err.message}`);
    process.exit(1);
  }
  // drizzle's message carries the query's parameters (a generated secret, a user's data): the
  // failing query is named, its parameters never printed; the driver's cause says what went wrong.
  const message = err instanceof Error ? err.message.replace(/\nparams:[\s\S]*$/, '') : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  console.error('[septime] start failed:', `${message}${cause}`);
  process.exit(1);
});
