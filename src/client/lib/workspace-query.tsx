import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiRequestError } from './api.ts';

const workspaceQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (401, 404) will not change by asking again; a network or server error may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** The app's QueryClient when there is one, the workspace pages' own otherwise. */
export function WorkspaceQueryScope({ children }: { children: ReactNode }) {
  const ambient = useContext(QueryClientContext);
  if (ambient) return children;
  return <QueryClientProvider client={workspaceQueryClient}>{children}</QueryClientProvider>;
}
