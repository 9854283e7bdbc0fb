// Billing calls shared by the server (validation) and the client (forms, types). SPEC.md §7, §9.

import { billingIntervals, paidPlanIds, planIds } from './plans.ts';
import { customerTypes, taxTreatments } from './tax.ts';
import { z } from './zod.ts';

export const paymentProviders = ['stripe', 'sandbox'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];
export const sandboxCheckoutStatuses = ['open', 'complete', 'expired'] as const;
/** An invoice, or a credit note (« avoir ») issued when a downgrade leaves a credit. */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const createCheckoutSchema = z.object({
  plan: z.enum(paidPlanIds, { error: 'Plan inconnu : choisissez pro ou enterprise.' }),
  interval: z.enum(billingIntervals, { error: 'Période inconnue : month ou year.' }).default('month'),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutSchema>;

/** The checks of a card number: digits only (spaces allowed) and a valid Luhn sum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** 'MM/AA' not in the past (a card is valid until the end of its month). */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const sandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { error: 'Numéro de carte invalide.' }),
  expiry: z.string().refine((v) => expiryValid(v), { error: 'Date d’expiration invalide (MM/AA).' }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'Code de sécurité invalide (3 ou 4 chiffres).' }),
  name: z.string().trim().min(1, { error: 'Nom du titulaire requis.' }).max(100),
  /** Pro only: pay the first period now instead of starting with the 14-day trial. */
  payNow: z.boolean().optional(),
});
export type SandboxCard = z.input<typeof sandboxCardSchema>;

/**
 * The sandbox test cards (Stripe's own test numbers). `failsOnRenewal` (4000 0000 0000 0341) is
 * accepted when attached but every later charge of it fails: the dunning path.
 */
export const sandboxCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  failsOnRenewal: '4000000000000341',
} as const;

export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

export const subscriptionInfoSchema = z.object({
  plan: z.enum(planIds),
  /** Billed monthly or annually (month on Gratuit). */
  interval: z.enum(billingIntervals),
  /** Stripe's status (trialing, active, past_due, canceled...) or 'none' on Gratuit. */
  status: z.string(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(paymentProviders).nullable(),
  /** Sandbox: the last digits of the card the subscription renews with (Stripe's portal shows its own). */
  cardLast4: z.string().nullable(),
  /** A failed renewal being retried (past_due): the next retry and the day the account drops to Gratuit. */
  dunning: z
    .object({ since: z.string(), nextRetryAt: z.string().nullable(), dropsAt: z.string() })
    .nullable(),
  /** Cents HT of credit carried after a downgrade, deducted from the next renewals. */
  creditBalanceHt: z.number().int(),
  /** Seats paid for the period: Pro is billed per member (decision 073); 1 otherwise. */
  seats: z.number().int(),
  /** The Pro trial running: days left on the Paris calendar (0 on its last day); a card given (null: Stripe's portal knows). */
  trial: z
    .object({ daysLeft: z.number().int(), endsAt: z.string(), withCard: z.boolean().nullable() })
    .nullable(),
  /** The card-free trial can still be started (never had one, on Gratuit now). */
  trialAvailable: z.boolean(),
});
export type SubscriptionInfo = z.output<typeof subscriptionInfoSchema>;

/** POST /billing/trial: the card-free Pro trial started. */
export const trialStartedSchema = z.object({ message: z.string(), subscription: subscriptionInfoSchema });

export const sandboxCheckoutViewSchema = z.object({
  id: z.string(),
  plan: z.enum(paidPlanIds),
  planName: z.string(),
  interval: z.enum(billingIntervals),
  /** Members billed (Pro is billed per member); 1 for Entreprise. */
  seats: z.number().int(),
  /** Euros per period, every seat included. */
  amount: z.number(),
  trialDays: z.number(),
  status: z.enum(sandboxCheckoutStatuses),
  cancelUrl: z.string(),
});
export type SandboxCheckoutView = z.output<typeof sandboxCheckoutViewSchema>;

export const paymentTestResultSchema = z.object({
  name: z.string(),
  /** '✅ Réussi' or '❌ Échec': the page shows a check when the status contains a check mark. */
  status: z.string(),
  message: z.string(),
});
export type PaymentTestResult = z.output<typeof paymentTestResultSchema>;

export const paymentTestResponseSchema = z.object({
  success: z.boolean(),
  summary: z.string(),
  message: z.string(),
  error: z.string().optional(),
  results: z.object({ provider: z.enum(paymentProviders), tests: z.array(paymentTestResultSchema) }),
});
export type PaymentTestResponse = z.output<typeof paymentTestResponseSchema>;

/** Who is billed (GET/PUT /billing/profile): an individual, or a business with its identifiers. */
export const billingProfileSchema = z.object({
  customerType: z.enum(customerTypes),
  /** An individual's name on the invoices (the account's name when empty). */
  name: z.string(),
  companyName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  /** SIREN (9 digits) or SIRET (14 digits), digits only; empty for individuals and non-French businesses. */
  siret: z.string(),
  /** Intra-community VAT number, upper case without spaces; empty when none. */
  vatNumber: z.string(),
  taxTreatment: z.enum(taxTreatments),
});
export type BillingProfile = z.output<typeof billingProfileSchema>;

/** One invoice in the list of the settings page (GET /billing/invoices); amounts in cents. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  number: z.string(),
  provider: z.enum(paymentProviders),
  plan: z.enum(paidPlanIds),
  interval: z.enum(billingIntervals),
  issuedAt: z.string(),
  periodEnd: z.string().nullable(),
  taxTreatment: z.enum(taxTreatments),
  amountHt: z.number().int(),
  amountTva: z.number().int(),
  amountTtc: z.number().int(),
  /** Seats invoiced: members for Pro (billed per member), 1 for the plans billed as a whole. */
  quantity: z.number().int(),
  /** Our own PDF (sandbox): GET /billing/invoices/{id}/pdf. */
  downloadable: z.boolean(),
  /** Stripe's invoice page and PDF, linked rather than copied. */
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });

/** A plan switch asked for (POST /billing/switch/preview and /billing/switch). */
export const planSwitchSchema = z.object({
  plan: z.enum(paidPlanIds, { error: 'Plan inconnu : choisissez pro ou enterprise.' }),
  interval: z.enum(billingIntervals, { error: 'Période inconnue : month ou year.' }),
});
export type PlanSwitchRequest = z.input<typeof planSwitchSchema>;

/** What a switch costs, shown before confirming; amounts in cents, computed by the server. */
export const planSwitchPreviewSchema = z.object({
  fromPlan: z.enum(paidPlanIds),
  fromInterval: z.enum(billingIntervals),
  plan: z.enum(paidPlanIds),
  interval: z.enum(billingIntervals),
  /** The new plan's full price per period, HT. */
  newPriceHt: z.number().int(),
  /** Credit HT for the unused part of the current period. */
  unusedCreditHt: z.number().int(),
  /** HT charged now (0 when the switch leaves a credit). */
  chargeNowHt: z.number().int(),
  /** HT credited and carried to the next renewals (0 when something is charged). */
  creditCarriedHt: z.number().int(),
  /** The same amounts with VAT as this customer pays it. */
  chargeNow: z.object({ ht: z.number().int(), tva: z.number().int(), ttc: z.number().int() }),
  creditCarried: z.object({ ht: z.number().int(), tva: z.number().int(), ttc: z.number().int() }),
  newPrice: z.object({ ht: z.number().int(), tva: z.number().int(), ttc: z.number().int() }),
  unusedCredit: z.object({ ht: z.number().int(), tva: z.number().int(), ttc: z.number().int() }),
  remainingDays: z.number().int(),
  periodDays: z.number().int(),
  nextRenewalAt: z.string(),
  /** Set by the Stripe path: the instant the amounts were computed for, sent back with the confirmation. */
  prorationDate: z.number().int().nullable(),
});
export type PlanSwitchPreview = z.output<typeof planSwitchPreviewSchema>;

const taxedSchema = z.object({ ht: z.number().int(), tva: z.number().int(), ttc: z.number().int() });

/**
 * What one more member costs (GET /team/seats), shown before an invitation is confirmed (decision
 * 073): Pro is billed per member, the seat charged at the prorata of the days left when the
 * invitation is accepted; amounts in cents with VAT as this customer pays it.
 */
export const seatPreviewSchema = z.object({
  /** Pro with a running subscription: members are billed; false for Gratuit and Entreprise. */
  billed: z.boolean(),
  /** Individuals read prices TTC, professionals HT. */
  customerType: z.enum(customerTypes),
  trialing: z.boolean(),
  interval: z.enum(billingIntervals),
  members: z.number().int(),
  pending: z.number().int(),
  /** Seats paid for the current period. */
  seatsPaid: z.number().int(),
  /** Seats once this invitation and the pending ones are accepted. */
  seatsAfter: z.number().int(),
  /** One seat's price per period. */
  unitPrice: taxedSchema,
  /** Charged when this invitation is accepted today (0 when a paid seat is free or during the trial). */
  chargeNow: taxedSchema,
  remainingDays: z.number().int(),
  periodDays: z.number().int(),
  /** The next renewal (or the trial's end) and what it will cost with `seatsAfter` seats. */
  nextRenewalAt: z.string().nullable(),
  nextRenewal: taxedSchema,
});
export type SeatPreview = z.output<typeof seatPreviewSchema>;
/**
 * The confirmation names the plan it switches from (the preview's): a switch confirmed on a
 * subscription another switch has just changed is refused, so of concurrent switches one applies.
 */
export const planSwitchConfirmSchema = planSwitchSchema.extend({
  fromPlan: z.enum(paidPlanIds, { error: 'Plan actuel inconnu.' }),
  fromInterval: z.enum(billingIntervals, { error: 'Périodicité actuelle inconnue.' }),
  prorationDate: z.number().int().positive().optional(),
});
