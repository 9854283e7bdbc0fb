import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { commitments } from '../../shared/commitments.ts';
import { paths } from '../../shared/routes.ts';
import type { Db } from '../db/client.ts';
import { subscription, user } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { trialEndingEmail } from '../mail/templates.ts';
import type { SandboxPayments } from '../payments/sandbox-provider.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { runDunning } from './dunning.ts';
import type { BillingEvents } from './subscriptions.ts';

const hour = 60 * 60_000;
const reminderMs = commitments.trial.reminderDaysBefore * 24 * hour;

export interface TrialJobDeps {
  db: Db;
  mailer: Mailer;
  events: BillingEvents;
  /** Set when the sandbox serves payments: it ends its own trials (Stripe ends its own and sends events). */
  sandbox: SandboxPayments | undefined;
  /** Where the mail's link leads: no request here, so the configured address. */
  appUrl: string;
  /** The provider in use: the sandbox's renewals and retries, and the drop to Gratuit after the grace period. */
  provider?: PaymentProvider;
}

/**
 * The trial's promises (CGU article 2): a mail three days before the end, then, in the sandbox, the
 * end itself (active with a card, Gratuit without, data kept). Safe on every instance at once: a
 * reminder is claimed by one UPDATE … WHERE trial_reminder_sent_at IS NULL, and a trial's end event
 * has a fixed id that billing_event applies once.
 */
export async function runTrialChecks(deps: TrialJobDeps, now = new Date()) {
  const { db } = deps;
  const claimed = await db
    .update(subscription)
    .set({ trialReminderSentAt: now })
    .where(
      and(
        eq(subscription.status, 'trialing'),
        isNull(subscription.trialReminderSentAt),
        gt(subscription.trialEndsAt, now),
        lte(subscription.trialEndsAt, new Date(now.getTime() + reminderMs)),
        eq(subscription.cancelAtPeriodEnd, false),
      ),
    )
    .returning({ userId: subscription.userId, trialEndsAt: subscription.trialEndsAt });
  let reminded = 0;
  if (claimed.length > 0) {
    const emails = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.id,
          claimed.map((row) => row.userId),
        ),
      );
    const emailOf = new Map(emails.map((row) => [row.id, row.email]));
    for (const row of claimed) {
      const to = emailOf.get(row.userId);
      if (!to || !row.trialEndsAt) continue;
      try {
        await deps.mailer.send(trialEndingEmail(to, row.trialEndsAt, `${deps.appUrl}${paths.settings}`));
        reminded++;
      } catch (err) {
        // Released, so the next run tries again.
        await db
          .update(subscription)
          .set({ trialReminderSentAt: null })
          .where(and(eq(subscription.userId, row.userId), eq(subscription.trialReminderSentAt, now)));
        logger().warn({ err: loggableError(err) }, 'trial reminder mail failed, will retry');
      }
    }
  }

  let ended = 0;
  for (const event of (await deps.sandbox?.trialEndEvents(now)) ?? []) {
    if ((await deps.events.applyEvent(event)) === 'applied') ended++;
  }
  // Renewals, retries of failed ones and the drop after the grace period (billing/dunning.ts).
  const dunning = deps.provider
    ? await runDunning({ db, events: deps.events, provider: deps.provider }, now)
    : { renewed: 0, recovered: 0, failed: 0, dropped: 0 };
  return { reminded, ended, ...dunning };
}

/** Runs the trial checks now and then every `intervalMs` (as retention does); returns the stop function. */
export function startTrialChecks(deps: TrialJobDeps, intervalMs = hour): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runTrialChecks(deps)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0))
          logger().info(counts, 'billing checks: trials, renewals, dunning');
      })
      .catch((err: unknown) => logger().error({ err: loggableError(err) }, 'trial checks failed'))
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
