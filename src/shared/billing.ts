// Billing calls shared by the server (validation) and the client (forms, types). SPEC.md §7, §9.

import {
  type BillingInterval,
  billingIntervals,
  type PaidPlanId,
  type PlanId,
  paidPlanIds,
} from './plans.ts';
import { z } from './zod.ts';

export const paymentProviders = ['stripe', 'sandbox'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];
export const sandboxCheckoutStatuses = ['open', 'complete', 'expired'] as const;

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
});
export type SandboxCard = z.input<typeof sandboxCardSchema>;

/** The sandbox test cards (Stripe's own test numbers). */
export const sandboxCards = { success: '4242424242424242', declined: '4000000000000002' } as const;

export interface CheckoutResponse {
  url: string;
}

export interface SubscriptionInfo {
  plan: PlanId;
  /** Stripe's status (trialing, active, past_due, canceled...) or 'none' on Gratuit. */
  status: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: PaymentProviderId | null;
}

export interface SandboxCheckoutView {
  id: string;
  plan: PaidPlanId;
  planName: string;
  interval: BillingInterval;
  /** Euros per period. */
  amount: number;
  trialDays: number;
  status: (typeof sandboxCheckoutStatuses)[number];
  cancelUrl: string;
}

export interface PaymentTestResult {
  name: string;
  /** '✅ Réussi' or '❌ Échec': the page shows a check when the status contains a check mark. */
  status: string;
  message: string;
}

export interface PaymentTestResponse {
  success: boolean;
  summary: string;
  message: string;
  error?: string;
  results: { provider: PaymentProviderId; tests: PaymentTestResult[] };
}
