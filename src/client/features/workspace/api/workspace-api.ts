import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Type-only: erased at build, so zod stays out of the pages' chunks.
import type { EventInput, ProjectInput, TaskInput } from '../../../../shared/workspace.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { api, call, query } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { sampleEventsPage, sampleProjectsPage, sampleTasksPage } from '../sample-data.ts';

// The workspace's server state. Visitors get the sample data of SPEC.md, read-only, without a call.

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
        ? call(api.projects.$get({ query: query({ limit: 200, ...filters }) }))
        : Promise.resolve(sampleProjectsPage(filters)),
  });
}

export function useProject(id: string) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['project', user?.id ?? 'visitor', id],
    enabled: !loading,
    queryFn: async () => {
      if (user) return call(api.projects[':id'].$get({ param: { id } }));
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
        ? call(api.tasks.$get({ query: query({ limit: 200, ...filters }) }))
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
        ? call(api.events.$get({ query: query({ limit: 200, ...range }) }))
        : Promise.resolve(sampleEventsPage(range)),
  });
}

export function useTaskHistory(taskId: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['task-history', taskId],
    enabled: Boolean(user && taskId),
    queryFn: () => call(api.actions.$get({ query: { taskId: taskId! } })),
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
  useWrite((input: ProjectInput) => call(api.projects.$post({ json: input })));
export const useUpdateProject = () =>
  useWrite(({ id, ...patch }: Partial<ProjectInput> & { id: string }) =>
    call(api.projects[':id'].$patch({ param: { id }, json: patch })),
  );
export const useDeleteProject = () =>
  useWrite((id: string) => call(api.projects[':id'].$delete({ param: { id } })));

export const useCreateTask = () => useWrite((input: TaskInput) => call(api.tasks.$post({ json: input })));
export const useUpdateTask = () =>
  useWrite(({ id, ...patch }: Partial<TaskInput> & { id: string }) =>
    call(api.tasks[':id'].$patch({ param: { id }, json: patch })),
  );
export const useDeleteTask = () =>
  useWrite((id: string) => call(api.tasks[':id'].$delete({ param: { id } })));

export const useCreateEvent = () => useWrite((input: EventInput) => call(api.events.$post({ json: input })));
export const useUpdateEvent = () =>
  useWrite(({ id, ...patch }: Partial<EventInput> & { id: string }) =>
    call(api.events[':id'].$patch({ param: { id }, json: patch })),
  );
export const useDeleteEvent = () =>
  useWrite((id: string) => call(api.events[':id'].$delete({ param: { id } })));
