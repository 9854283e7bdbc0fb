import { describe, expect, it } from 'vitest';
import { prorate } from './proration.ts';

const day = 86_400_000;
const start = new Date('2026-03-01T10:00:00Z');
const at = (days: number, hours = 0) => new Date(start.getTime() + days * day + hours * 3_600_000);

describe('prorate', () => {
  it('Pro → Entreprise monthly, 12 days used of 30: the difference for the 18 days left, charged now', () => {
    const p = prorate({
      currentHt: 2000,
      periodStart: start,
      periodEnd: at(30),
      targetHt: 42_000,
      intervalChanges: false,
      targetInterval: 'month',
      now: at(12, 5),
    });
    expect(p).toMatchObject({ periodDays: 30, remainingDays: 17, unusedCreditHt: 1133, newChargeHt: 23_800 });
    expect(p.chargeNowHt).toBe(22_667);
    expect(p.creditCarriedHt).toBe(0);
    expect(p.nextRenewalAt).toEqual(at(30));
    expect(p.newPeriodStart).toEqual(start);
  });

  it('Entreprise → Pro monthly leaves a credit carried, nothing charged', () => {
    const p = prorate({
      currentHt: 42_000,
      periodStart: start,
      periodEnd: at(30),
      targetHt: 2000,
      intervalChanges: false,
      targetInterval: 'month',
      now: at(10),
    });
    expect(p).toMatchObject({ remainingDays: 20, unusedCreditHt: 28_000, newChargeHt: 1333 });
    expect(p.chargeNowHt).toBe(0);
    expect(p.creditCarriedHt).toBe(26_667);
  });

  it('monthly → annual starts a new year now: the full annual price less the unused month', () => {
    const now = at(20);
    const p = prorate({
      currentHt: 2000,
      periodStart: start,
      periodEnd: at(30),
      targetHt: 19_200,
      intervalChanges: true,
      targetInterval: 'year',
      now,
    });
    expect(p).toMatchObject({
      remainingDays: 10,
      unusedCreditHt: 667,
      newChargeHt: 19_200,
      chargeNowHt: 18_533,
    });
    expect(p.nextRenewalAt).toEqual(new Date(now.getTime() + 365 * day));
    expect(p.newPeriodStart).toEqual(now);
  });

  it('annual Entreprise → monthly Pro: a large credit carried', () => {
    const p = prorate({
      currentHt: 403_200,
      periodStart: start,
      periodEnd: at(365),
      targetHt: 2000,
      intervalChanges: true,
      targetInterval: 'month',
      now: at(100),
    });
    expect(p).toMatchObject({ periodDays: 365, remainingDays: 265, unusedCreditHt: 292_734 });
    expect(p.creditCarriedHt).toBe(290_734);
    expect(p.chargeNowHt).toBe(0);
  });

  it('past the period end nothing is left to credit; on the first day the whole period is', () => {
    const late = prorate({
      currentHt: 2000,
      periodStart: start,
      periodEnd: at(30),
      targetHt: 42_000,
      intervalChanges: false,
      targetInterval: 'month',
      now: at(31),
    });
    expect(late).toMatchObject({ remainingDays: 0, unusedCreditHt: 0, chargeNowHt: 0, creditCarriedHt: 0 });
    const first = prorate({
      currentHt: 2000,
      periodStart: start,
      periodEnd: at(30),
      targetHt: 42_000,
      intervalChanges: false,
      targetInterval: 'month',
      now: start,
    });
    expect(first).toMatchObject({ remainingDays: 30, unusedCreditHt: 2000, chargeNowHt: 40_000 });
  });
});
