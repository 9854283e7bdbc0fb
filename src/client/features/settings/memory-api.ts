import type { CompanyProfileInput } from '../../../shared/memory.ts';
import { api, call } from '../../lib/api-client.ts';

// The company memory's calls (/api/memory), for the settings sections, typed from the server's declarations.

export const memoryKeys = {
  all: ['memory'] as const,
  profile: ['memory', 'profile'] as const,
  facts: ['memory', 'facts'] as const,
};

const facts = api.memory.facts;

export const fetchCompanyProfile = () => call(api.memory.profile.$get());
export const saveCompanyProfile = (input: CompanyProfileInput) =>
  call(api.memory.profile.$put({ json: input }));
export const fetchFacts = () => call(facts.$get()).then((r) => r.facts);
export const addFact = (text: string) => call(facts.$post({ json: { text } }));
export const editFact = (id: string, text: string) =>
  call(facts[':id'].$patch({ param: { id }, json: { text } }));
export const deleteFact = (id: string) => call(facts[':id'].$delete({ param: { id } }));
