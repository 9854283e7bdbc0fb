import type {
  ManualEntryInput,
  StartTimerInput,
  TimeEntry,
  TimeSummary,
} from '../../../shared/time-tracking.ts';
import { apiFetch } from '../../lib/api.ts';

export const timeKeys = {
  all: ['time-tracking'] as const,
  entries: ['time-tracking', 'entries'] as const,
  running: ['time-tracking', 'running'] as const,
  summary: ['time-tracking', 'summary'] as const,
  options: ['time-tracking', 'options'] as const,
};

export interface TimeOptions {
  tasks: Array<{ id: string; title: string; projectId: string | null }>;
  projects: Array<{ id: string; name: string }>;
}

export const fetchEntries = () =>
  apiFetch<{ entries: TimeEntry[] }>('/api/time-entries').then((r) => r.entries);
export const fetchRunning = () =>
  apiFetch<{ entry: TimeEntry | null }>('/api/time-entries/running', { cache: 'no-store' }).then(
    (r) => r.entry,
  );
export const fetchSummary = () => apiFetch<TimeSummary>('/api/time-entries/summary', { cache: 'no-store' });
export const fetchOptions = () => apiFetch<TimeOptions>('/api/time-entries/options');
export const startTimer = (input: StartTimerInput) =>
  apiFetch<TimeEntry>('/api/time-entries/start', { json: input });
export const stopTimer = (id: string) => apiFetch<TimeEntry>(`/api/time-entries/${id}/stop`, { json: {} });
export const addEntry = (input: ManualEntryInput) =>
  apiFetch<TimeEntry>('/api/time-entries', { json: input });
export const deleteEntry = (id: string) => apiFetch<null>(`/api/time-entries/${id}`, { method: 'DELETE' });
