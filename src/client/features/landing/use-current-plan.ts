import { useEffect, useState } from 'react';
import type { PlanId } from '../../../shared/plans.ts';
import type { CustomerType } from '../../../shared/tax.ts';

/**
 * The signed-in user's plan, to mark it on the pricing. The watching code loads on demand (the
 * landing's budget), and reads the plan again when the user comes back from the checkout tab.
 */
export function useCurrentPlan(userId: string | undefined): PlanId | null {
  const [current, setCurrent] = useState<{ userId: string; plan: PlanId } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('../../lib/billing-api.ts').then(
      ({ watchCurrentPlan }) => {
        if (live) stop = watchCurrentPlan((plan) => setCurrent({ userId, plan }));
      },
      () => {}, // no mark is better than a wrong one; the buttons still work
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [userId]);
  return current && current.userId === userId ? current.plan : null;
}

/**
 * The signed-in user's billing profile choice (Particulier or Professionnel), so the pricing shows
 * their prices (issue 42); null for a visitor, who sees HT first (the product is sold to
 * professionals, SPEC.md §9), or while it loads, or if it fails.
 */
export function useProfileCustomerType(userId: string | undefined): CustomerType | null {
  const [found, setFound] = useState<{ userId: string; type: CustomerType } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    import('../../lib/billing-api.ts')
      .then(({ fetchBillingProfile }) => fetchBillingProfile())
      .then(
        (profile) => {
          if (live) setFound({ userId, type: profile.customerType });
        },
        () => {}, // the HT default stays; the toggle still works
      );
    return () => {
      live = false;
    };
  }, [userId]);
  return found && found.userId === userId ? found.type : null;
}
