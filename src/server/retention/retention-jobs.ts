import type { Db } from '../db/client.ts';
import { loggableError, logger } from '../http/logger.ts';
import { applyRetention } from './retention-policy.ts';

const hour = 60 * 60_000;

/**
 * Applies the retention policy now and then every `intervalMs`, on every instance (the deletes are
 * idempotent). Returns a stop function that also waits for a run in progress.
 */
export function startRetention(db: Db, intervalMs = hour): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = applyRetention(db)
      .then((deleted) => {
        const total = Object.values(deleted).reduce((a, b) => a + b, 0);
        if (total > 0) logger().info({ deleted }, 'retention: expired rows deleted');
      })
      .catch((err: unknown) => logger().error({ err: loggableError(err) }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
