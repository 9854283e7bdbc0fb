import { useEffect, useState } from 'react';
import { api, call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';

// The sidebar's badge, apart from skills-api.ts so every page with the sidebar (the dashboard too)
// does not load TanStack Query for one number.

/** Told when a decision or a new proposal may have changed the count (the sidebar listens). */
export const approvalsChanged = 'septime:approvals-changed';

/**
 * The sidebar's badge: how many proposals wait, read every minute and after each change. The sidebar
 * lives outside the pages' ServerStateScope, so this reads without TanStack Query.
 */
export function usePendingApprovals(): number | undefined {
  const { user } = useAuth();
  const [pending, setPending] = useState<number>();
  useEffect(() => {
    if (!user) return;
    let alive = true;
    const read = () =>
      call(api.approvals.$get({ query: { status: 'pending' } }))
        .then((r) => alive && setPending(r.pending))
        .catch(() => undefined);
    read();
    const timer = setInterval(read, 60_000);
    window.addEventListener(approvalsChanged, read);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener(approvalsChanged, read);
    };
  }, [user]);
  return user ? pending : undefined;
}
