import type { ReactNode } from 'react';
import { UserMenu } from './user-menu.tsx';

/**
 * The frame of every workspace page (projects, tasks, planning, time tracking, reports,
 * integrations, settings, /ai/{employee}): the page title, its actions and the account menu.
 * The application sidebar of SPEC.md §2 lives here, so every page gets it by using this frame.
 */
export function WorkspaceLayout({
  title,
  actions,
  children,
}: {
  title: string;
  /** Buttons shown at the right of the header ('Nouveau Projet'…). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-4">
          <h1 className="flex-1 text-xl font-semibold text-slate-900">{title}</h1>
          {actions}
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  );
}
