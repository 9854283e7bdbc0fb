import type { ApprovalsService } from '../approvals/approvals.service.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { SkillsService } from './skills.service.ts';

// The scheduler runs on every instance (decision 027): each tick queues the schedules whose time has
// come, proposes what the overdue-task watches find, runs the automatic approvals whose undo window
// has passed, then claims and runs due runs a few at a time. Every step claims its rows with
// FOR UPDATE SKIP LOCKED, so instances share the work and never do the same thing twice. Other background
// steps (the connected accounts' sync, decision 033) run after them on the same tick.

export interface TickResult {
  enqueued: number;
  proposed: number;
  approvals: number;
  ran: number;
  /** Runs of the other background steps (the connected accounts' sync, decision 033). */
  background: number;
}

export interface SchedulerOptions {
  /** Runs executed at once by this instance. */
  concurrency?: number;
  /** Rows claimed per query. */
  batch?: number;
  /**
   * Other background work done on each tick after the skills, each step claiming its own rows (the
   * connected accounts' sync): one scheduler for the app, not one per feature.
   */
  background?: ReadonlyArray<(at: Date) => Promise<number>>;
}

export function createSkillScheduler(
  skills: SkillsService,
  approvals: ApprovalsService,
  options: SchedulerOptions = {},
) {
  const concurrency = options.concurrency ?? 4;
  const batch = options.batch ?? 50;

  async function drainRuns(at: Date, onClaimed?: (id: string) => void): Promise<number> {
    let ran = 0;
    const worker = async () => {
      for (;;) {
        const claimed = await skills.claim(at, Math.max(1, Math.ceil(batch / concurrency)));
        if (claimed.length === 0) return;
        ran += (await skills.executeClaimed(claimed, onClaimed)).length;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return ran;
  }

  /** One pass; `at` is the clock (tests move it). */
  async function tick(
    at = new Date(),
    hooks: { onClaimed?: (id: string) => void } = {},
  ): Promise<TickResult> {
    let enqueued = 0;
    for (;;) {
      const n = await skills.enqueueDue(at, 500);
      enqueued += n;
      if (n === 0) break;
    }
    const proposed = await skills.detectOverdue(at);
    const done = await approvals.runScheduled(at);
    const ran = await drainRuns(at, hooks.onClaimed);
    let background = 0;
    for (const step of options.background ?? []) {
      background += await step(at).catch((err: unknown) => {
        logger().error({ err: loggableError(err) }, 'background step failed');
        return 0;
      });
    }
    return { enqueued, proposed, approvals: done, ran, background };
  }

  return {
    tick,
    /** Ticks now and every `intervalMs`; the returned function stops and waits for the tick under way. */
    start(intervalMs = 15_000): () => Promise<void> {
      let running: Promise<void> | null = null;
      const run = () => {
        if (running) return;
        running = tick()
          .then(() => undefined)
          .catch((err: unknown) => logger().error({ err: loggableError(err) }, 'skill scheduler tick failed'))
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
    },
  };
}

export type SkillScheduler = ReturnType<typeof createSkillScheduler>;
