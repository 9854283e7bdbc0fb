import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api.ts';

/** Used when the app provides no QueryClient of its own (see ToolQueryScope). */
export const aiToolsQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (401, 429) will not change by asking again; a network or server error may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
      refetchOnWindowFocus: false,
    },
    // An AI task is never retried behind the user's back: each run counts against the daily quota.
    mutations: { retry: false },
  },
});
