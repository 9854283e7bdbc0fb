import { describe, expect, it } from 'vitest';
import type { SubscriptionInfo } from '../../shared/billing.ts';
import { formatLongDate, periodLine } from './billing-format.ts';

const info = (changes: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  plan: 'pro',
  status: 'active',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
  ...changes,
});

describe('subscription dates in French', () => {
  it('formats a date as in France', () => {
    expect(formatLongDate('2026-11-22T10:00:00.000Z')).toBe('22 novembre 2026');
  });

  it('says when the trial ends, when the plan renews, and when a cancelled plan stops', () => {
    expect(periodLine(info({ status: 'trialing', trialEndsAt: '2026-12-07T10:00:00.000Z' }))).toBe(
      'Essai gratuit jusqu’au 7 décembre 2026.',
    );
    expect(periodLine(info({}))).toBe('Prochain renouvellement le 22 décembre 2026.');
    expect(periodLine(info({ cancelAtPeriodEnd: true }))).toBe(
      'Annulé : vos avantages restent actifs jusqu’au 22 décembre 2026.',
    );
    expect(periodLine(info({ plan: 'free', status: 'none', currentPeriodEnd: null }))).toBeNull();
  });
});
