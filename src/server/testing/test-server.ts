import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type RunningServer, startServer } from '../server.ts';
import { withDeterministicAi } from './deterministic-ai.ts';

/** The real HTTP server on a free loopback port, over the given test database. */
export function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  hooks?: NonNullable<Parameters<typeof startServer>[1]>['hooks'],
  options: Pick<NonNullable<Parameters<typeof startServer>[1]>, 'skillScheduler'> = {},
): Promise<RunningServer> {
  const config = loadConfig(
    withDeterministicAi({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/septime-test',
      // Every test client shares 127.0.0.1; per-IP limits get their own test with a multiplier of 1.
      RATE_LIMIT_IP_MULTIPLIER: '20',
      // Tests fire bursts on a loaded machine: PGlite's line waits longer here (its own test sets 2 s).
      PGLITE_MAX_WAIT_MS: '30000',
      ...env,
    }),
  );
  return startServer(config, { database, hooks, ...options });
}
