import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { aiToolKeys, fetchAiUsage } from '../api/ai-tools-api.ts';

/** Today's AI tasks of the signed-in user; nothing is asked for a visitor. */
export function useAiUsage() {
  const { user } = useAuth();
  return useQuery({
    queryKey: aiToolKeys.usage(user?.id ?? 'visitor'),
    queryFn: fetchAiUsage,
    enabled: user !== null,
    staleTime: 30_000,
  });
}
