import type { SubscriptionInfo } from '../../shared/billing.ts';
import { type CustomerType, type TaxTreatment, taxedAmount, vatRateLabel } from '../../shared/tax.ts';

const cents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** `230,40 €` from cents. */
export function formatCents(amount: number): string {
  return cents.format(amount / 100);
}

/**
 * A price as the customer must read it: TTC for an individual; HT, the VAT and TTC for a
 * professional; HT with no VAT under reverse charge.
 */
export function priceLines(htCents: number, customerType: CustomerType, treatment: TaxTreatment): string[] {
  const amount = taxedAmount(htCents, treatment);
  if (customerType === 'individual') return [`${formatCents(amount.ttc)} TTC`];
  if (treatment === 'reverse_charge') {
    return [`${formatCents(amount.ht)} HT`, 'TVA\u00a0: autoliquidation (due par le preneur)'];
  }
  return [
    `${formatCents(amount.ht)} HT`,
    `TVA ${vatRateLabel}\u00a0: ${formatCents(amount.tva)}`,
    `soit ${formatCents(amount.ttc)} TTC`,
  ];
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** `7 décembre 2026`. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

export const statusLabels: Record<string, string> = {
  none: 'Aucun abonnement',
  trialing: 'Période d’essai',
  active: 'Actif',
  past_due: 'Paiement en retard',
  unpaid: 'Impayé',
  canceled: 'Annulé',
  incomplete: 'Incomplet',
  incomplete_expired: 'Expiré',
  paused: 'En pause',
};

/** The line under the plan: when the trial or the period ends, and what happens then. */
export function periodLine(info: SubscriptionInfo): string | null {
  if (info.cancelAtPeriodEnd && info.currentPeriodEnd) {
    return `Annulé\u00a0: vos avantages restent actifs jusqu’au ${formatLongDate(info.currentPeriodEnd)}.`;
  }
  if (info.status === 'trialing' && info.trialEndsAt) {
    return `Essai gratuit jusqu’au ${formatLongDate(info.trialEndsAt)}.`;
  }
  if (info.currentPeriodEnd && info.plan !== 'free') {
    return `Prochain renouvellement le ${formatLongDate(info.currentPeriodEnd)}.`;
  }
  return null;
}
