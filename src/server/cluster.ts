import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { freePort } from './http/free-port.ts';

// Several server processes sharing one port with node:cluster (issue 25, decision 038). Everything
// they share is in the database or Redis already: sessions, rate limits, the auth secret, the skills'
// and queues' claims. The primary migrates once, then forks; it serves nothing itself.

export interface ProcessPlan {
  count: number;
  /** Said in the start banner: how the count was chosen. */
  reason: string;
}

/** How many processes serve: WEB_CONCURRENCY, else one per core in production and 1 otherwise. */
export function webConcurrency(config: Config, cores = availableParallelism()): ProcessPlan {
  const wanted = config.webConcurrency ?? (config.env === 'production' ? cores : 1);
  const source = config.webConcurrency
    ? 'WEB_CONCURRENCY'
    : config.env === 'production'
      ? 'un par cœur'
      : 'hors production';
  // The embedded database lives in one process: a second one could not open its folder.
  if (!config.databaseUrl) {
    return {
      count: 1,
      reason:
        wanted > 1
          ? `PGlite est mono-processus : ${wanted} demandés (${source}), 1 utilisé ; PostgreSQL (DATABASE_URL) pour plusieurs`
          : 'PGlite est mono-processus',
    };
  }
  return { count: wanted, reason: source };
}

export type WorkerMessage = { type: 'ready'; url: string; capabilities: Record<string, string> };

/**
 * The primary's part: migrate once, fork `count` workers on a fixed port, replace one that dies, and
 * stop them all on SIGINT/SIGTERM. Resolves with the first worker's ready message once all are ready.
 */
export async function runPrimary(config: Config, count: number): Promise<WorkerMessage> {
  const database = openConfiguredDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Port 0 ("any free port") is chosen here, so every worker listens on the same one.
  const port = config.port === 0 ? await freePort(config.host) : config.port;
  let stopping = false;
  const fork = () => cluster.fork({ PORT: String(port), SEPTIME_CLUSTER_WORKER: '1' });
  const ready = new Promise<WorkerMessage>((resolve, reject) => {
    let readyCount = 0;
    let first: WorkerMessage | null = null;
    cluster.on('message', (_worker, message: WorkerMessage) => {
      if (message?.type !== 'ready') return;
      first ??= message;
      if (++readyCount === count) resolve(first);
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (readyCount < count) {
        reject(new Error(`un processus serveur s’est arrêté au démarrage (code ${code ?? signal})`));
        return;
      }
      console.error(`[septime] processus ${worker.process.pid} arrêté (${code ?? signal}) : relancé`);
      fork();
    });
  });
  for (let i = 0; i < count; i++) fork();
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const exit = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on('exit', exit);
    exit();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return ready;
}
