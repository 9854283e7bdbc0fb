import type { BillingInterval } from '../../shared/plans.ts';

// The one place a plan switch's money is computed (issue 24 item 3, decision 037). Pure: the
// sandbox charges what it returns, the settings page shows it before the user confirms.

const dayMs = 86_400_000;

/** The sandbox's period lengths: 30 days a month, 365 days a year (what its checkout and renewals use). */
export const periodDays: Record<BillingInterval, number> = { month: 30, year: 365 };

export interface ProrationInput {
  /** The current plan's price per period, cents HT. */
  currentHt: number;
  periodStart: Date;
  periodEnd: Date;
  /** The new plan's price per period, cents HT. */
  targetHt: number;
  /** A new interval starts a new period now (as Stripe does); the same interval keeps the period. */
  intervalChanges: boolean;
  targetInterval: BillingInterval;
  now: Date;
}

export interface Proration {
  periodDays: number;
  /** Whole days left in the current period; the day under way counts as used. */
  remainingDays: number;
  /** The unused part of what was paid, cents HT. */
  unusedCreditHt: number;
  /** What the new plan costs from now to its renewal, cents HT. */
  newChargeHt: number;
  /** Cents HT charged now: the new charge minus the credit, when positive. */
  chargeNowHt: number;
  /** Cents HT credited (a downgrade): carried to the next renewals, never refunded to the card. */
  creditCarriedHt: number;
  newPeriodStart: Date;
  nextRenewalAt: Date;
}

/** Day-based proration of a switch in the middle of a period, to the cent. */
export function prorate(input: ProrationInput): Proration {
  const total = Math.max(1, Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / dayMs));
  const remaining = Math.min(
    total,
    Math.max(0, Math.floor((input.periodEnd.getTime() - input.now.getTime()) / dayMs)),
  );
  const unusedCreditHt = Math.round((input.currentHt * remaining) / total);
  const newChargeHt = input.intervalChanges
    ? input.targetHt
    : Math.round((input.targetHt * remaining) / total);
  const net = newChargeHt - unusedCreditHt;
  return {
    periodDays: total,
    remainingDays: remaining,
    unusedCreditHt,
    newChargeHt,
    chargeNowHt: Math.max(0, net),
    creditCarriedHt: Math.max(0, -net),
    newPeriodStart: input.intervalChanges ? input.now : input.periodStart,
    nextRenewalAt: input.intervalChanges
      ? new Date(input.now.getTime() + periodDays[input.targetInterval] * dayMs)
      : input.periodEnd,
  };
}
