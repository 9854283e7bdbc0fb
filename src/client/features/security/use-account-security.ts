import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity } from '../../../shared/security.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

export type { AccountSecurity };

const key = ['account', 'security'] as const;

/** GET /api/account/security: the user's own sessions, recent sign-ins and whether they are an operator. */
export function useAccountSecurity(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => call(api.account.security.$get()),
    enabled,
    retry: false,
  });
}

const failed = (error: unknown) =>
  toast.error('Session non fermée', error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

/** Closes one of the user's other sessions, or all of them; the list is read again after. */
export function useRevokeSessions() {
  const client = useQueryClient();
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    return client.invalidateQueries({ queryKey: key });
  };
  const one = useMutation({
    mutationFn: (id: string) => call(api.account.sessions[':id'].$delete({ param: { id } })),
    onSuccess: done,
    onError: failed,
  });
  const others = useMutation({
    mutationFn: () => call(api.account.sessions['revoke-others'].$post()),
    onSuccess: done,
    onError: failed,
  });
  return { one, others };
}
