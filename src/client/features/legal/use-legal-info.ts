import { useEffect, useState } from 'react';
import type { LegalInfo } from '../../../server/public-content/public-content.routes.ts';
import { apiFetch } from '../../lib/api.ts';

export type { LegalInfo };

/** The publisher details from the server's LEGAL_* settings; null until loaded (or if the call fails). */
export function useLegalInfo(): LegalInfo | null {
  const [info, setInfo] = useState<LegalInfo | null>(null);
  useEffect(() => {
    let cancelled = false;
    apiFetch<LegalInfo>('/api/legal')
      .then((next) => {
        if (!cancelled) setInfo(next);
      })
      .catch(() => {}); // the placeholders stay visible
    return () => {
      cancelled = true;
    };
  }, []);
  return info;
}
