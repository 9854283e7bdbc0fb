import { useQuery } from '@tanstack/react-query';
import type { LegalInfo } from '../../../shared/legal.ts';
import { api, call } from '../../lib/api-client.ts';

export type { LegalInfo };

/** The publisher details from the server's LEGAL_* settings; null until loaded (or if the call fails). */
export function useLegalInfo(): LegalInfo | null {
  const { data } = useQuery({
    queryKey: ['legal'],
    queryFn: () => call(api.legal.$get()),
    // Settings of the server: they do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null; // the placeholders stay visible on failure
}
