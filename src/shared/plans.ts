// The three plans of SPEC.md §9, shown on the landing pricing and used by the quotas.
export const paidPlanIds = ['pro', 'enterprise'] as const;
export const planIds = ['free', ...paidPlanIds] as const;
export type PlanId = (typeof planIds)[number];
export type PaidPlanId = (typeof paidPlanIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in euros, excluding tax (HT); individuals see it with VAT (shared/tax.ts). */
  price: number;
  period: string;
  description: string;
  features: string[];
  cta: string;
  popular: boolean;
  /** Daily AI-task quota; null is unlimited. */
  dailyAiTasks: number | null;
}

export const trialDays = 14;
export const refundDays = 30;
export const annualDiscount = 0.2;

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Gratuit',
    price: 0,
    period: 'par mois / utilisateur',
    description: 'Pour découvrir vos employés IA',
    features: [
      '5 tâches IA par jour',
      'Planification de base',
      '1 projet personnel',
      'Support communautaire',
      'Synchronisation mobile',
    ],
    cta: 'Commencer Gratuitement',
    popular: false,
    dailyAiTasks: 5,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 20,
    period: 'par mois / utilisateur',
    description: `Pour les professionnels exigeants — ${trialDays} jours d’essai gratuit`,
    features: [
      'Tâches IA illimitées',
      'Projets illimités',
      'Planification avancée',
      'Automatisations personnalisées',
      'Analyses détaillées',
      'Support prioritaire',
      'Intégrations avancées',
    ],
    cta: 'Essayer Pro',
    popular: true,
    dailyAiTasks: null,
  },
  {
    id: 'enterprise',
    name: 'Entreprise',
    price: 420,
    period: 'par mois',
    description: 'Pour les entreprises de plus de 25 employés',
    features: [
      'Utilisateurs illimités',
      'Tout le plan Pro',
      'Collaboration d’équipe',
      'IA sur mesure',
      'Sécurité avancée',
      'Onboarding dédié',
      'Support 24/7',
      'API personnalisée',
    ],
    cta: "Contacter l'Équipe",
    popular: false,
    dailyAiTasks: null,
  },
];

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** `20 €`, `0 €`, `19,20 €` (fr-FR, no-break space before the sign; cents only when there are some). */
export function formatEuros(amount: number): string {
  return Number.isInteger(amount) ? euro.format(amount) : euroCents.format(amount);
}

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export function planById(id: PlanId): Plan {
  return plans.find((p) => p.id === id) ?? plans[0]!;
}

/** What one billing period costs, in euros: a year is twelve months less the annual discount. */
export function periodPrice(plan: Plan, interval: BillingInterval): number {
  return interval === 'month' ? plan.price : Math.round(plan.price * 12 * (1 - annualDiscount));
}

/** The monthly equivalent shown on the pricing when billed annually (16 € for Pro). */
export function monthlyEquivalent(plan: Plan, interval: BillingInterval): number {
  return interval === 'month' ? plan.price : Math.round(plan.price * (1 - annualDiscount));
}
