import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { workspaceQueryClient } from './api/workspace-api.ts';

/** The workspace pages share one query cache: a task created on /projects is fresh on /tasks. */
export function WorkspaceScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={workspaceQueryClient}>{children}</QueryClientProvider>;
}
