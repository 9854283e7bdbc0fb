import { describe, expect, it } from 'vitest';
import { entitledPlan } from './subscriptions.ts';

const now = new Date('2026-11-23T12:00:00Z');
const row = (changes: Partial<Parameters<typeof entitledPlan>[0] & object>) => ({
  userId: 'u1',
  plan: 'pro' as const,
  interval: 'month' as const,
  status: 'active',
  provider: 'stripe' as const,
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  trialEndsAt: null,
  currentPeriodEnd: new Date('2026-12-23T12:00:00Z'),
  cancelAtPeriodEnd: false,
  lastEventAt: 0,
  trialReminderSentAt: null,
  currentPeriodStart: null,
  creditBalanceHt: 0,
  seats: 1,
  pastDueSince: null,
  failedAttempts: 0,
  nextRetryAt: null,
  updatedAt: now,
  ...changes,
});

describe('the plan a subscription gives', () => {
  it('is Gratuit without a subscription', () => {
    expect(entitledPlan(undefined, now)).toBe('free');
  });

  it.each([
    ['trialing', 'pro'],
    ['active', 'pro'],
    ['past_due', 'pro'],
    ['canceled', 'free'],
    ['unpaid', 'free'],
    ['incomplete', 'free'],
  ])('status %s gives %s', (status, plan) => {
    expect(entitledPlan(row({ status }), now)).toBe(plan);
  });

  it('keeps the plan until the end of a cancelled period, not after', () => {
    expect(entitledPlan(row({ cancelAtPeriodEnd: true }), now)).toBe('pro');
    expect(
      entitledPlan(row({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-11-22T12:00:00Z') }), now),
    ).toBe('free');
  });
});
