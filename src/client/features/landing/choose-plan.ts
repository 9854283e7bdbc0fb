import type { BillingInterval, PlanId } from '../../../shared/plans.ts';

/**
 * A signed-in user picks a plan (SPEC.md §9): Gratuit does nothing, Pro starts the checkout
 * (Entreprise opens the request form instead: pricing-section.tsx). The billing calls load on
 * demand, to keep them off the landing's first load.
 */
export async function choosePlan(planId: PlanId, interval: BillingInterval) {
  if (planId === 'free') return; // everyone already has the free plan
  const { startCheckout } = await import('../../lib/billing-api.ts');
  await startCheckout(planId, interval);
}
