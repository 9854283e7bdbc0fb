import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client.ts';

/**
 * The one provider of the app's QueryClient. Each page that reads the API wraps itself in it (not
 * app.tsx: the landing's chunk would then carry TanStack Query); a component that may be lazily
 * mounted outside such a page (the chat, the tool panels) wraps itself too, and passes through
 * when a page above already provides it. There is one client either way, hence one cache.
 */
export function ServerStateScope({ children }: { children: ReactNode }) {
  const ambient = useContext(QueryClientContext);
  if (ambient) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
