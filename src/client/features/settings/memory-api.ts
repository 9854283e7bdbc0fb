import type { CompanyProfileDto, CompanyProfileInput, MemoryFactDto } from '../../../shared/memory.ts';
import { apiFetch } from '../../lib/api.ts';

// The company memory's calls (/api/memory), for the settings sections.

export const memoryKeys = {
  all: ['memory'] as const,
  profile: ['memory', 'profile'] as const,
  facts: ['memory', 'facts'] as const,
};

export const fetchCompanyProfile = () => apiFetch<CompanyProfileDto>('/api/memory/profile');
export const saveCompanyProfile = (input: CompanyProfileInput) =>
  apiFetch<CompanyProfileDto>('/api/memory/profile', { method: 'PUT', json: input });
export const fetchFacts = () =>
  apiFetch<{ facts: MemoryFactDto[] }>('/api/memory/facts').then((r) => r.facts);
export const addFact = (text: string) => apiFetch<MemoryFactDto>('/api/memory/facts', { json: { text } });
export const editFact = (id: string, text: string) =>
  apiFetch<MemoryFactDto>(`/api/memory/facts/${id}`, { method: 'PATCH', json: { text } });
export const deleteFact = (id: string) => apiFetch<null>(`/api/memory/facts/${id}`, { method: 'DELETE' });
