import { useQuery } from '@tanstack/react-query';
import type { SecurityOverview } from '../../../shared/security.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';

export type { SecurityOverview };

/** SPEC.md §9: the counters are refreshed every 5 seconds. */
export const refreshIntervalMs = 5_000;

export type OverviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; overview: SecurityOverview; failed: boolean }
  | { kind: 'error'; message: string }
  | { kind: 'signed-out' };

const signedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** Polls GET /api/security/overview while the page is open; keeps the last figures if one call fails. */
export function useSecurityOverview(enabled: boolean): OverviewState {
  const query = useQuery({
    queryKey: ['security', 'overview'],
    queryFn: () => call(api.security.overview.$get()),
    enabled,
    // One call every 5 seconds, failed or not: the next tick is the retry.
    retry: false,
    refetchInterval: (current) => (signedOut(current.state.error) ? false : refreshIntervalMs),
    // The figures change without the user: keep polling in a background tab like before.
    refetchIntervalInBackground: true,
  });
  if (query.isError && signedOut(query.error)) return { kind: 'signed-out' };
  if (query.data) return { kind: 'ready', overview: query.data, failed: query.isError };
  if (query.isError) {
    const message =
      query.error instanceof ApiRequestError ? query.error.message : 'Impossible de charger les indicateurs.';
    return { kind: 'error', message };
  }
  return { kind: 'loading' };
}
