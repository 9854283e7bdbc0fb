import { describe, expect, it } from 'vitest';
import type { SubscriptionInfo } from '../../shared/billing.ts';
import { formatLongDate, periodLine, priceLines } from './billing-format.ts';

const info = (changes: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  plan: 'pro',
  interval: 'month',
  status: 'active',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
  cardLast4: null,
  dunning: null,
  creditBalanceHt: 0,
  seats: 1,
  trial: null,
  trialAvailable: false,
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
      'Annulé\u00a0: vos avantages restent actifs jusqu’au 22 décembre 2026.',
    );
    expect(periodLine(info({ plan: 'free', status: 'none', currentPeriodEnd: null }))).toBeNull();
  });
});

describe('prices as each customer reads them', () => {
  const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
  it('shows TTC to an individual, HT + TVA + TTC to a professional, HT alone under reverse charge', () => {
    expect(plain(priceLines(2000, 'individual', 'standard'))).toEqual(['24,00 € TTC']);
    expect(plain(priceLines(19_200, 'business', 'standard'))).toEqual([
      '192,00 € HT',
      'TVA 20 % : 38,40 €',
      'soit 230,40 € TTC',
    ]);
    expect(plain(priceLines(42_000, 'business', 'reverse_charge'))).toEqual([
      '420,00 € HT',
      'TVA : autoliquidation (due par le preneur)',
    ]);
  });
});
