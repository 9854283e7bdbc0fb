import type { CaldavService } from '../calendar/caldav.service.ts';
import type { MailboxService } from '../mailbox/mailbox.service.ts';
import { backgroundBudgetMs } from './sync-schedule.ts';

// The background sync of the connected accounts (decision 033): not a scheduler of its own, but a step of
// the skills' scheduler tick (decision 027), which runs on every instance. Each account is claimed in the
// same statement that finds it due (FOR UPDATE SKIP LOCKED and a two-minute claim), so one instance syncs
// it; the mailboxes, then the CalDAV calendars, each within a time budget so the tick is not held long.

export function createConnectorSync(deps: {
  mailbox: Pick<MailboxService, 'runDue'>;
  caldav: Pick<CaldavService, 'runDue'>;
  budgetMs?: number;
}) {
  const budgetMs = deps.budgetMs ?? backgroundBudgetMs;
  /** One pass at the clock `at`; returns the runs made (successful or not). */
  return async function syncDue(at: Date): Promise<number> {
    return (await deps.mailbox.runDue(at, budgetMs)) + (await deps.caldav.runDue(at, budgetMs));
  };
}
