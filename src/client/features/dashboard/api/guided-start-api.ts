import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';

// The dashboard's guided start and the example workspace (decision 059): signed-in users only.

export function useGuidedStart() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['guided-start', user?.id],
    enabled: Boolean(user),
    queryFn: () => call(api.workspace.start.$get()),
  });
}

/** Every list may hold example rows: after a load or a removal, all of them are read again. */
export function useExampleMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries();
  return {
    load: useMutation({ mutationFn: () => call(api.workspace.example.$post()), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => call(api.workspace.example.$delete()), onSuccess: refresh }),
    dismiss: useMutation({
      mutationFn: () => call(api.workspace.start.dismiss.$post()),
      onSuccess: () => client.invalidateQueries({ queryKey: ['guided-start'] }),
    }),
  };
}
