import type { PlanId } from '../../../shared/plans.ts';
import { toast } from '../../lib/toast.ts';

/** A signed-in user picks a plan (SPEC.md §9). Billing will start the checkout of `pro` or `enterprise` here. */
export function choosePlan(planId: PlanId) {
  if (planId === 'free') return; // everyone already has the free plan
  toast.info('Le paiement en ligne arrive bientôt.');
}
