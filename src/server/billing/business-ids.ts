import { checkVAT, countries } from 'jsvat';
import { euCountries } from '../../shared/billing-model.ts';

// Company identifiers checked offline (VIES cannot be reached here): SIREN and SIRET by their Luhn
// key, the French VAT number by its key (12 + 3 × (SIREN mod 97)) mod 97, other EU VAT numbers by
// jsvat's format and check-digit rules.

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's SIRETs (SIREN 356 000 000) do not follow Luhn: their digits add up to a multiple of 5. */
const laPosteSiren = '356000000';

export function sirenValid(value: string): boolean {
  const siren = digitsOnly(value);
  return /^\d{9}$/.test(siren) && luhn(siren);
}

export function siretValid(value: string): boolean {
  const siret = digitsOnly(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(laPosteSiren) && siret !== `${laPosteSiren}00048`) {
    const sum = [...siret].reduce((total, d) => total + Number(d), 0);
    return sum % 5 === 0;
  }
  return sirenValid(siret.slice(0, 9)) && luhn(siret);
}

/** A SIREN (9 digits) or a SIRET (14 digits), spaces allowed: its digits, or null when invalid. */
export function normaliseSiret(value: string): string | null {
  const digits = digitsOnly(value);
  if (digits.length === 9) return sirenValid(digits) ? digits : null;
  if (digits.length === 14) return siretValid(digits) ? digits : null;
  return null;
}

/** The French intra-community VAT number of a SIREN: FR + key + SIREN. */
export function frenchVatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** The VAT prefix of an EU country (ISO code): only Greece differs (EL). */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);
const vatPrefixes = new Set(Object.keys(euCountries).map(vatPrefixOf));

/** An EU VAT number without spaces, upper case, or null when its format or check digits are wrong. */
export function normaliseVatNumber(value: string): string | null {
  const vat = value.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = vat.slice(0, 2);
  if (!vatPrefixes.has(prefix)) return null;
  if (prefix === 'FR') {
    // The numeric key form (FR + 2 digits + SIREN) is checked by its formula; jsvat also knows the
    // older alphanumeric keys.
    const match = /^FR(\d{2})(\d{9})$/.exec(vat);
    if (match) return sirenValid(match[2]!) && frenchVatNumber(match[2]!) === vat ? vat : null;
  }
  return checkVAT(vat, countries).isValid ? vat : null;
}
