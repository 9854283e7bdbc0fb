import { describe, expect, it } from 'vitest';
import { taxedAmount, withVat } from '../../shared/tax.ts';
import {
  frenchVatNumber,
  normaliseSiret,
  normaliseVatNumber,
  sirenValid,
  siretValid,
} from './business-ids.ts';

describe('company identifiers checked offline', () => {
  it('checks a SIREN by its Luhn key', () => {
    expect(sirenValid('732 829 320')).toBe(true);
    expect(sirenValid('552100554')).toBe(true);
    expect(sirenValid('732829321')).toBe(false);
    expect(sirenValid('73282932')).toBe(false);
    expect(sirenValid('abcdefghi')).toBe(false);
  });

  it('checks a SIRET by its Luhn key and its SIREN, La Poste by the sum of its digits', () => {
    expect(siretValid('732 829 320 00074')).toBe(true);
    expect(siretValid('73282932000075')).toBe(false);
    // La Poste: 356 000 000 + NIC, digits adding up to a multiple of 5.
    expect(siretValid('35600000000048')).toBe(true);
    expect(siretValid('35600000049837')).toBe(true);
    expect(siretValid('35600000049838')).toBe(false);
    expect(normaliseSiret('732 829 320')).toBe('732829320');
    expect(normaliseSiret('732 829 320 00074')).toBe('73282932000074');
    expect(normaliseSiret('7328293200007')).toBeNull();
  });

  it('computes the French VAT key as (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(frenchVatNumber('552100554')).toBe('FR96552100554');
    // A key below 10 keeps its leading zero.
    expect(frenchVatNumber('000000030')).toBe('FR05000000030');
  });

  it('checks EU VAT numbers by format and check digits, whatever the spacing or case', () => {
    expect(normaliseVatNumber('fr 44 732 829 320')).toBe('FR44732829320');
    expect(normaliseVatNumber('FR45732829320')).toBeNull();
    expect(normaliseVatNumber('FR44732829321')).toBeNull(); // the SIREN's own key is wrong
    expect(normaliseVatNumber('DE136695976')).toBe('DE136695976');
    expect(normaliseVatNumber('DE136695977')).toBeNull();
    expect(normaliseVatNumber('BE0411905847')).toBe('BE0411905847');
    expect(normaliseVatNumber('GB980780684')).toBeNull(); // no longer in the EU
    expect(normaliseVatNumber('')).toBeNull();
  });
});

describe('VAT in one place', () => {
  it('adds 20 % to prices excluding tax, rounded to the cent, and none under reverse charge', () => {
    expect(taxedAmount(2000)).toEqual({ ht: 2000, tva: 400, ttc: 2400, rate: 0.2 });
    expect(taxedAmount(19_200)).toEqual({ ht: 19_200, tva: 3840, ttc: 23_040, rate: 0.2 });
    expect(taxedAmount(1)).toEqual({ ht: 1, tva: 0, ttc: 1, rate: 0.2 });
    expect(taxedAmount(42_000, 'reverse_charge')).toEqual({ ht: 42_000, tva: 0, ttc: 42_000, rate: 0 });
    expect(withVat(16)).toBe(19.2);
  });
});
