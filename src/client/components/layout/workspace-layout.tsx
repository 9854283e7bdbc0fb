import { type ReactNode, useState } from 'react';
import { SkipLink } from '../ui/skip-link.tsx';
import { AppSidebar, MobileSidebar, SidebarToggles } from './app-sidebar.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { useSidebarState } from './sidebar-state.ts';

/**
 * The frame of every workspace page (projects, tasks, planning, time tracking, reports,
 * integrations, settings, /ai/{employee}): the application sidebar of SPEC.md §2, the page title,
 * its actions and the account menu.
 */
export function WorkspaceLayout({
  title,
  actions,
  search,
  skipLink,
  children,
}: {
  title: string;
  /** Buttons shown at the right of the header ('Nouveau Projet'…). */
  actions?: ReactNode;
  /** A search box for the header (the projects page's). */
  search?: ReactNode;
  /** The page's first Tab stop (a chat page's « Aller à la saisie du message »). */
  skipLink?: ReactNode;
  children: ReactNode;
}) {
  const { collapsed, toggle } = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <div className="flex min-h-screen bg-slate-50">
      {/* The first Tab stop jumps over the sidebar (WCAG 2.4.1, issue 42); a page may add its own after. */}
      <SkipLink target="main">Aller au contenu</SkipLink>
      {skipLink}
      <AppSidebar collapsed={collapsed} />
      <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
          <div className="flex h-16 items-center gap-3 px-4">
            <SidebarToggles
              collapsed={collapsed}
              onToggle={toggle}
              onOpenMobile={() => setMobileOpen(true)}
            />
            <h1 className="min-w-0 flex-1 truncate text-xl font-semibold text-slate-900">{title}</h1>
            {search}
            {actions}
            <AvatarMenu />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
