import { useEffect, useState } from 'react';
import type { PlanId } from '../../../shared/plans.ts';

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
