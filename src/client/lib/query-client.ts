import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api.ts';

/**
 * The app's one server-state cache: every page that reads the API shares it, so a task created on
 * /projects is fresh on /tasks and a profile saved in /settings is fresh on /time-tracking.
 * Loaded only by the pages that use it (see ServerStateScope): the landing stays free of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (401, 404, 429) will not change by asking again; a network or server error may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
      refetchOnWindowFocus: false,
    },
    // A write (a payment, an AI run counted against the quota) is never repeated behind the user's back.
    mutations: { retry: false },
  },
});
