import type { Db } from '../db/client.ts';
import { loggableError, logger } from '../http/logger.ts';
import { claimPeriodicJob } from './periodic-job.ts';
import { applyRetention, type RetentionRule, retentionPolicy } from './retention-policy.ts';

const hour = 60 * 60_000;

export interface RetentionJobOptions {
  /** How often the policy is applied (by one instance per period). */
  intervalMs?: number;
  policy?: readonly RetentionRule[];
  now?: () => Date;
}

/**
 * Applies the retention policy at start and then once per `intervalMs` across all instances: each
 * instance asks every period, one claims it (periodic_job) and deletes; the deletes stay idempotent,
 * so a claimant dying midway only leaves the rest to the next period. Returns a stop function that
 * also waits for a run in progress.
 */
export function startRetention(db: Db, options: RetentionJobOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? hour;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const at = now();
    // A little less than the period, so the instance that ran last can claim again on its next tick.
    running = claimPeriodicJob(db, 'retention', at, Math.floor(intervalMs * 0.9))
      .then(async (claimed) => {
        if (!claimed) return;
        const deleted = await applyRetention(db, at, options.policy ?? retentionPolicy);
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
