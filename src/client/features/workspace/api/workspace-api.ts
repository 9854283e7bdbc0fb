import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiActionSummary } from '../../../../shared/chat.ts';
// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { EventInput, ProjectInput, TaskInput } from '../../../../shared/workspace.ts';
import type { EventDto, Page, ProjectDto, TaskDto } from '../../../../shared/workspace-model.ts';
import { ApiRequestError, apiFetch } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { sampleEventsPage, sampleProjectsPage, sampleTasksPage } from '../sample-data.ts';

// The workspace's server state. Visitors get the sample data of SPEC.md, read-only, without a call.

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type ProjectFilters = { status?: string; priority?: string; q?: string; limit?: number };
export type TaskFilters = {
  projectId?: string;
  assignee?: string;
  priority?: string;
  status?: string;
  due?: string;
  q?: string;
  limit?: number;
  offset?: number;
};

/** True for a visitor: the pages show the sample, and every write button asks to sign in. */
export function useIsVisitor(): { visitor: boolean; loading: boolean } {
  const { user, loading } = useAuth();
  return { visitor: !loading && !user, loading };
}

export function useProjects(filters: ProjectFilters = {}, options: { enabled?: boolean } = {}) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['projects', user?.id ?? 'visitor', filters],
    enabled: !loading && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () =>
      user
        ? apiFetch<Page<ProjectDto>>(`/api/projects${queryString({ limit: 200, ...filters })}`)
        : Promise.resolve(sampleProjectsPage(filters)),
  });
}

export function useProject(id: string) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['project', user?.id ?? 'visitor', id],
    enabled: !loading,
    queryFn: async () => {
      if (user) return apiFetch<ProjectDto>(`/api/projects/${id}`);
      const found = sampleProjectsPage({}).items.find((p) => p.id === id);
      if (!found) throw new ApiRequestError(404, 'not_found', 'Projet introuvable.');
      return found;
    },
  });
}

export function useTasks(filters: TaskFilters = {}, options: { enabled?: boolean } = {}) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['tasks', user?.id ?? 'visitor', filters],
    enabled: !loading && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () =>
      user
        ? apiFetch<Page<TaskDto>>(`/api/tasks${queryString({ limit: 200, ...filters })}`)
        : Promise.resolve(sampleTasksPage(filters)),
  });
}

export function useEvents(range: { from: string; to: string }) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['events', user?.id ?? 'visitor', range],
    enabled: !loading,
    placeholderData: keepPreviousData,
    queryFn: () =>
      user
        ? apiFetch<Page<EventDto>>(`/api/events${queryString({ limit: 200, ...range })}`)
        : Promise.resolve(sampleEventsPage(range)),
  });
}

export function useTaskHistory(taskId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['task-history', taskId],
    enabled: Boolean(user && taskId),
    queryFn: () => apiFetch<{ actions: AiActionSummary[] }>(`/api/actions?taskId=${taskId}`),
  });
}

/** Every write refreshes the three lists: progress, urgent tasks and the calendar all derive from them. */
function useWrite<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(
        ['projects', 'project', 'tasks', 'events', 'task-history'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}

export const useCreateProject = () =>
  useWrite((input: ProjectInput) => apiFetch<ProjectDto>('/api/projects', { json: input }));
export const useUpdateProject = () =>
  useWrite(({ id, ...patch }: Partial<ProjectInput> & { id: string }) =>
    apiFetch<ProjectDto>(`/api/projects/${id}`, { method: 'PATCH', json: patch }),
  );
export const useDeleteProject = () =>
  useWrite((id: string) => apiFetch<null>(`/api/projects/${id}`, { method: 'DELETE' }));

export const useCreateTask = () =>
  useWrite((input: TaskInput) => apiFetch<TaskDto>('/api/tasks', { json: input }));
export const useUpdateTask = () =>
  useWrite(({ id, ...patch }: Partial<TaskInput> & { id: string }) =>
    apiFetch<TaskDto>(`/api/tasks/${id}`, { method: 'PATCH', json: patch }),
  );
export const useDeleteTask = () =>
  useWrite((id: string) => apiFetch<null>(`/api/tasks/${id}`, { method: 'DELETE' }));

export const useCreateEvent = () =>
  useWrite((input: EventInput) => apiFetch<EventDto>('/api/events', { json: input }));
export const useUpdateEvent = () =>
  useWrite(({ id, ...patch }: Partial<EventInput> & { id: string }) =>
    apiFetch<EventDto>(`/api/events/${id}`, { method: 'PATCH', json: patch }),
  );
export const useDeleteEvent = () =>
  useWrite((id: string) => apiFetch<null>(`/api/events/${id}`, { method: 'DELETE' }));
