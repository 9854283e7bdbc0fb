import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hc } from 'hono/client';
// Type-only: the CRM's router declares every path, input and output (erased at build).
import type { CrmApiType } from '../../../../server/crm/crm.routes.ts';
// Type-only: erased at build, so zod stays out of the pages' chunks.
import type {
  ActivityInput,
  CompanyInput,
  ContactImportField,
  ContactInput,
  ImportKind,
  OpportunityImportField,
  OpportunityInput,
  OpportunityStage,
} from '../../../../shared/crm.ts';
import { call, query } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';

// The CRM's server state (decision 065). A visitor has no CRM: the page asks to sign in.

/**
 * The CRM's typed client: its routes are typed by their own router, since ApiType's chain cannot
 * carry one more router without lean-api.ts's types becoming too deep to instantiate (TS2589); built
 * here so that only the CRM's pages carry it.
 */
const api = hc<CrmApiType>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: 'same-origin' }),
});

export type OpportunityFilters = {
  q?: string;
  stage?: OpportunityStage;
  companyId?: string;
  contactId?: string;
  limit?: number;
  offset?: number;
};
export type CompanyFilters = { q?: string; limit?: number; offset?: number };
export type ContactFilters = { q?: string; companyId?: string; limit?: number; offset?: number };
export type RecordRef = { companyId?: string; contactId?: string; opportunityId?: string };

function useSignedIn() {
  const { user, loading } = useAuth();
  return { enabled: !loading && Boolean(user), userId: user?.id ?? 'visitor' };
}

export function usePipeline() {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'pipeline'],
    enabled,
    queryFn: () => call(api.crm.pipeline.$get()),
  });
}

export function useForecast() {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'forecast'],
    enabled,
    queryFn: () => call(api.crm.forecast.$get()),
  });
}

export function useOpportunities(filters: OpportunityFilters, options: { enabled?: boolean } = {}) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'opportunities', filters],
    enabled: enabled && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () => call(api.crm.opportunities.$get({ query: query({ limit: 50, ...filters }) })),
  });
}

export function useCompanies(filters: CompanyFilters, options: { enabled?: boolean } = {}) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'companies', filters],
    enabled: enabled && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () => call(api.crm.companies.$get({ query: query({ limit: 50, ...filters }) })),
  });
}

export function useContacts(filters: ContactFilters, options: { enabled?: boolean } = {}) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'contacts', filters],
    enabled: enabled && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () => call(api.crm.contacts.$get({ query: query({ limit: 50, ...filters }) })),
  });
}

export function useCompany(id: string) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'company', id],
    enabled,
    queryFn: () => call(api.crm.companies[':id'].$get({ param: { id } })),
  });
}

export function useContact(id: string) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'contact', id],
    enabled,
    queryFn: () => call(api.crm.contacts[':id'].$get({ param: { id } })),
  });
}

export function useOpportunity(id: string) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'opportunity', id],
    enabled,
    queryFn: () => call(api.crm.opportunities[':id'].$get({ param: { id } })),
  });
}

export function useTimeline(record: RecordRef) {
  const { enabled, userId } = useSignedIn();
  return useQuery({
    queryKey: ['crm', userId, 'timeline', record],
    enabled,
    queryFn: () => call(api.crm.activities.$get({ query: query({ limit: 100, ...record }) })),
  });
}

/** Every write refreshes the whole CRM: the board, the lists, the totals and the timelines derive from it. */
function useWrite<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}

export const useCreateCompany = () =>
  useWrite((input: CompanyInput) => call(api.crm.companies.$post({ json: input })));
export const useUpdateCompany = () =>
  useWrite(({ id, ...patch }: Partial<CompanyInput> & { id: string }) =>
    call(api.crm.companies[':id'].$patch({ param: { id }, json: patch })),
  );
export const useCreateContact = () =>
  useWrite((input: ContactInput) => call(api.crm.contacts.$post({ json: input })));
export const useUpdateContact = () =>
  useWrite(({ id, ...patch }: Partial<ContactInput> & { id: string }) =>
    call(api.crm.contacts[':id'].$patch({ param: { id }, json: patch })),
  );
export const useCreateOpportunity = () =>
  useWrite((input: OpportunityInput) => call(api.crm.opportunities.$post({ json: input })));
export const useUpdateOpportunity = () =>
  useWrite(({ id, ...patch }: Partial<OpportunityInput> & { id: string }) =>
    call(api.crm.opportunities[':id'].$patch({ param: { id }, json: patch })),
  );
export const useDeleteCompany = () =>
  useWrite((id: string) => call(api.crm.companies[':id'].$delete({ param: { id } })));
export const useDeleteContact = () =>
  useWrite((id: string) => call(api.crm.contacts[':id'].$delete({ param: { id } })));
export const useDeleteOpportunity = () =>
  useWrite((id: string) => call(api.crm.opportunities[':id'].$delete({ param: { id } })));
export const useAddActivity = () =>
  useWrite((input: ActivityInput) => call(api.crm.activities.$post({ json: input })));

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (input: { csv: string; kind: ImportKind }) =>
      call(api.crm.import.preview.$post({ json: input })),
  });
export const useImportContacts = () =>
  useWrite((input: { csv: string; mapping: Partial<Record<ContactImportField, number>> }) =>
    call(api.crm.import.contacts.$post({ json: input })),
  );
export const useImportOpportunities = () =>
  useWrite((input: { csv: string; mapping: Partial<Record<OpportunityImportField, number>> }) =>
    call(api.crm.import.opportunities.$post({ json: input })),
  );
