import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api.ts';

/** Used when the app provides no QueryClient of its own (see StoredChat's ChatQueryScope). */
export const chatQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (401, 404) will not change by asking again; a network or server error may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
      refetchOnWindowFocus: false,
    },
  },
});
