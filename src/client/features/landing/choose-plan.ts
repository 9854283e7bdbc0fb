import type { BillingInterval, PlanId } from '../../../shared/plans.ts';

/**
 * A signed-in user picks a plan (SPEC.md §9): Gratuit does nothing, Pro and Entreprise start the
 * checkout. The billing calls load on demand, to keep them off the landing's first load.
 */
export async function choosePlan(planId: PlanId, interval: BillingInterval) {
  if (planId === 'free') return; // everyone already has the free plan
  const { startCheckout } = await import('../../lib/billing-api.ts');
  await startCheckout(planId, interval);
}
