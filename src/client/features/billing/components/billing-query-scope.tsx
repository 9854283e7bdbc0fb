import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';

const billingQueryClient = new QueryClient({
  defaultOptions: {
    // A refusal (401, 404) will not change by asking again; a network or server error may.
    queries: {
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
    },
    // A payment or a cancellation is never repeated behind the user's back.
    mutations: { retry: false },
  },
});

/** Uses the app's QueryClient when the page has one (settings), the billing pages' own otherwise. */
export function BillingQueryScope({ children }: { children: ReactNode }) {
  const ambient = useContext(QueryClientContext);
  if (ambient) return children;
  return <QueryClientProvider client={billingQueryClient}>{children}</QueryClientProvider>;
}
