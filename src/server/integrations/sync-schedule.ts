// When the background job syncs a connected account again (decision 033): every 10 minutes after a
// success, at once while a large mailbox is still catching up, and further and further apart after
// failures in a row (1 min, 5 min, 15 min, 1 h, then every 6 h) so a wrong password or a server down is
// not hammered. A success, or « Synchroniser maintenant », resets the count.

export const syncEveryMs = 10 * 60_000;

const backoffStepsMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000];

/** The wait after the `failures`-th failure in a row (1-based). */
export function backoffMs(failures: number): number {
  return backoffStepsMs[Math.min(Math.max(failures, 1), backoffStepsMs.length) - 1]!;
}

/** How long one account's background run may go on before it gives way (it resumes at the next tick). */
export const backgroundBudgetMs = 10_000;
