// VAT in one place (issue 24). Plan prices (plans.ts) are excluding tax (HT); individuals see and pay
// them with VAT (TTC), professionals see HT + TVA, EU businesses outside France pay HT under reverse
// charge. Kept free of zod and of any library: the landing pricing imports it.

/** The French standard rate, the only one Septime applies. */
export const vatRate = 0.2;
/** `20 %` (fr-FR: no-break space before the sign). */
export const vatRateLabel = `${Math.round(vatRate * 100)}\u00a0%`;

export const customerTypes = ['individual', 'business'] as const;
export type CustomerType = (typeof customerTypes)[number];
export const customerTypeLabels: Record<CustomerType, string> = {
  individual: 'Particulier',
  business: 'Professionnel',
};

/**
 * How VAT applies to an invoice: French VAT (individuals anywhere in the EU, French businesses), or
 * reverse charge for a business with a VAT number in another EU country (art. 283-2 du CGI).
 */
export const taxTreatments = ['standard', 'reverse_charge'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

/** The mention French law asks on an invoice under reverse charge. */
export const reverseChargeMention = 'Autoliquidation : TVA due par le preneur, art. 283-2 du CGI';

export interface TaxedAmount {
  /** Cents, excluding tax. */
  ht: number;
  /** Cents of VAT. */
  tva: number;
  /** Cents, tax included. */
  ttc: number;
  /** The rate applied (0 under reverse charge). */
  rate: number;
}

/** HT, VAT and TTC in cents for an amount excluding tax (cents), VAT rounded to the cent. */
export function taxedAmount(htCents: number, treatment: TaxTreatment = 'standard'): TaxedAmount {
  const rate = treatment === 'reverse_charge' ? 0 : vatRate;
  const tva = Math.round(htCents * rate);
  return { ht: htCents, tva, ttc: htCents + tva, rate };
}

/** Euros including VAT for a price in euros excluding VAT (what individuals see). */
export function withVat(euros: number): number {
  return taxedAmount(Math.round(euros * 100)).ttc / 100;
}
