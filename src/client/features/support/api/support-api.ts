import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hc } from 'hono/client';
// Type-only, as ApiType: the desk's routes are typed on their own (app.ts mounts them outside ApiType).
import type { SupportApiType } from '../../../../server/support/support.routes.ts';
// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { ContactFormInput, TicketInput, TicketPatch, TicketReply } from '../../../../shared/support.ts';
import { call, query } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';

// The support desk's server state (decision 066).

const api = hc<SupportApiType>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: 'same-origin' }),
});

export type TicketFilters = { status?: string; q?: string; overdue?: string };

export function useTickets(filters: TicketFilters) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['support-tickets', user?.id, filters],
    enabled: !loading && Boolean(user),
    placeholderData: keepPreviousData,
    queryFn: () => call(api.support.tickets.$get({ query: query({ limit: 200, ...filters }) })),
  });
}

export function useTicket(id: string) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['support-ticket', user?.id, id],
    enabled: !loading && Boolean(user),
    queryFn: () => call(api.support.tickets[':id'].$get({ param: { id } })),
  });
}

export function useFormLink() {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['support-form', user?.id],
    enabled: !loading && Boolean(user),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => call(api.support.form.$get()),
  });
}

function useSupportWrite<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(
        ['support-tickets', 'support-ticket'].map((key) => client.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}

/** A ticket typed in by the user (a call, a letter): answers the ticket and its first message. */
export const useCreateTicket = () =>
  useSupportWrite((ticket: TicketInput) => call(api.support.tickets.$post({ json: ticket })));

export const useUpdateTicket = () =>
  useSupportWrite(({ id, ...patch }: TicketPatch & { id: string }) =>
    call(api.support.tickets[':id'].$patch({ param: { id }, json: patch })),
  );

export const useReplyToTicket = () =>
  useSupportWrite(({ id, ...reply }: TicketReply & { id: string }) =>
    call(api.support.tickets[':id'].replies.$post({ param: { id }, json: reply })),
  );

/** The public form: whom it writes to and its token (dating the opening: decision 066). */
export function useContactForm(slug: string) {
  return useQuery({
    queryKey: ['contact-form', slug],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: () => call(api.contact[':slug'].$get({ param: { slug } })),
  });
}

export const useSendContact = () =>
  useMutation({
    mutationFn: ({ slug, ...form }: ContactFormInput & { slug: string }) =>
      call(api.contact[':slug'].$post({ param: { slug }, json: form })),
  });

/** « Faire rédiger par Clide »: a reply proposed in the approval inbox, and Clide's note (decision 068). */
export const useDraftReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => call(api.support.tickets[':id'].draft.$post({ param: { id } })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
};
