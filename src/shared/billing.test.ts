import { describe, expect, it } from 'vitest';
import { createCheckoutSchema, expiryValid, luhnValid, sandboxCardSchema } from './billing.ts';
import { monthlyEquivalent, periodPrice, planById } from './plans.ts';

describe('billing rules', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('0000')).toBe(false);
  });

  it('accepts an expiry until the end of its month', () => {
    const now = new Date(2026, 10, 23);
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1230', now)).toBe(false);
  });

  it('normalises the card number and defaults checkout to monthly', () => {
    const card = sandboxCardSchema.parse({
      cardNumber: '4242 4242-4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'A',
    });
    expect(card.cardNumber).toBe('4242424242424242');
    expect(createCheckoutSchema.parse({ plan: 'pro' })).toEqual({ plan: 'pro', interval: 'month' });
  });

  it('prices a year at twelve months less 20 %', () => {
    expect(periodPrice(planById('pro'), 'year')).toBe(192);
    expect(monthlyEquivalent(planById('pro'), 'year')).toBe(16);
    expect(periodPrice(planById('enterprise'), 'year')).toBe(4032);
    expect(periodPrice(planById('free'), 'year')).toBe(0);
  });
});
