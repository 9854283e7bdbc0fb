// The marketing claims of SPEC.md §1 that the product backs, formatted once for fr-FR so every section
// says the same thing. A figure nothing measures (SPEC's « 50 000 utilisateurs ») is not claimed
// (decision 062; e2e/claims.spec.ts reads the pages).
import { annualDiscount, refundDays, trialDays } from '../../../shared/plans.ts';

const frNumber = new Intl.NumberFormat('fr-FR');
const frPercent = new Intl.NumberFormat('fr-FR', { style: 'percent' });

const hoursSaved = 10;
/** `10`, for sentences that say "jusqu’à 10 heures par semaine". */
export const hoursSavedPerWeek = frNumber.format(hoursSaved);

export const claims = {
  support: 'Support 24/7',
  trial: `Essai gratuit de ${frNumber.format(trialDays)} jours`,
  noCard: 'Sans carte bancaire',
  refund: `Satisfait ou remboursé pendant ${frNumber.format(refundDays)} jours`,
  cancel: 'Annulation à tout moment',
  timeSaved: `Jusqu’à ${hoursSavedPerWeek} heures gagnées par semaine`,
  annualDiscount: `${frPercent.format(annualDiscount)} de réduction sur l’abonnement annuel`,
} as const;

/** Figures of the band under the hero: value and label. */
export const stats = [
  { value: `Jusqu’à ${hoursSavedPerWeek} h`, label: 'gagnées chaque semaine' },
  { value: '24/7', label: 'employés IA à votre écoute' },
  { value: `${frNumber.format(trialDays)} jours`, label: 'd’essai gratuit, sans carte bancaire' },
  { value: `${frNumber.format(refundDays)} jours`, label: 'satisfait ou remboursé' },
] as const;

export const supportEmail = 'support@septime.fr';
