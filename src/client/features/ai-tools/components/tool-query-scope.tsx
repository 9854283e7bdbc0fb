import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { aiToolsQueryClient } from '../api/query-client.ts';

/** Uses the app's QueryClient when there is one, the tool panels' own otherwise. */
export function ToolQueryScope({ children }: { children: ReactNode }) {
  const ambient = useContext(QueryClientContext);
  if (ambient) return children;
  return <QueryClientProvider client={aiToolsQueryClient}>{children}</QueryClientProvider>;
}
