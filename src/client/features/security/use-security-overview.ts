import { useEffect, useState } from 'react';
import type { SecurityOverview } from '../../../server/security/security.routes.ts';
import { ApiRequestError, apiFetch } from '../../lib/api.ts';

export type { SecurityOverview };

/** SPEC.md §9: the counters are refreshed every 5 seconds. */
export const refreshIntervalMs = 5_000;

export type OverviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; overview: SecurityOverview; failed: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'signed-out' };

/** Polls GET /api/security/overview while the page is open; keeps the last figures if one call fails. */
export function useSecurityOverview(enabled: boolean): OverviewState {
  const [state, setState] = useState<OverviewState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: number | undefined;
    const load = async () => {
      try {
        const overview = await apiFetch<SecurityOverview>('/api/security/overview');
        if (!cancelled) setState({ kind: 'ready', overview, failed: false });
      } catch (err) {
        if (cancelled) return;
        if (err instanceof ApiRequestError && err.status === 401) {
          setState({ kind: 'signed-out' });
          return;
        }
        const message =
          err instanceof ApiRequestError ? err.message : 'Impossible de charger les indicateurs.';
        setState((current) =>
          current.kind === 'ready' ? { ...current, failed: true } : { kind: 'error', message },
        );
      }
      if (!cancelled) timer = window.setTimeout(load, refreshIntervalMs);
    };
    void load();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return state;
}
