import { ArrowLeft, LogOut, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../../shared/routes.ts';
import { SidebarToggles } from '../../../components/layout/app-sidebar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { NotificationBell } from './notification-bell.tsx';

/** Signed in: email, 'Sécurité', 'Déconnexion' (labels stay for screen readers on small screens). */
function DashboardUserMenu() {
  const { user, loading, signOut } = useAuth();
  if (loading) return <span className="h-9 w-24" aria-hidden="true" />;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link href={paths.auth}>Se connecter</Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <span
        className="mr-2 hidden max-w-40 truncate text-sm text-slate-700 xl:inline"
        data-testid="user-email"
        title={user.email}
      >
        {user.email}
      </span>
      <span
        aria-hidden="true"
        className="mr-1 hidden size-8 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800 sm:inline-flex xl:hidden"
        title={user.email}
      >
        {user.email[0]?.toUpperCase() ?? 'U'}
      </span>
      <Button asChild variant="ghost" size="sm" aria-label="Sécurité" title="Sécurité">
        <Link href={paths.security}>
          <ShieldCheck aria-hidden="true" />
          <span className="hidden xl:inline">Sécurité</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void signOut()}
        aria-label="Déconnexion"
        title="Déconnexion"
      >
        <LogOut aria-hidden="true" />
        <span className="hidden xl:inline">Déconnexion</span>
      </Button>
    </div>
  );
}

export function DashboardHeader({
  search,
  onSearch,
  sidebarCollapsed,
  onToggleSidebar,
  onOpenMenu,
}: {
  search: string;
  onSearch(value: string): void;
  sidebarCollapsed: boolean;
  onToggleSidebar(): void;
  onOpenMenu(): void;
}) {
  return (
    <header className="z-30 border-b border-slate-200 bg-white/90 backdrop-blur md:sticky md:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-4 py-3 sm:gap-x-3 sm:px-6 lg:flex-nowrap">
        <SidebarToggles collapsed={sidebarCollapsed} onToggle={onToggleSidebar} onOpenMobile={onOpenMenu} />
        <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
          <Link href={paths.home}>
            <ArrowLeft aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Retour</span>
          </Link>
        </Button>
        <h1 className="shrink-0 text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">Dashboard</h1>
        <search className="order-last w-full lg:order-none lg:ml-auto lg:w-auto lg:max-w-72 lg:min-w-0 lg:flex-1">
          <label htmlFor="dashboard-search" className="sr-only">
            Rechercher un employé IA
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id="dashboard-search"
              type="search"
              placeholder="Rechercher..."
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              className="h-9 pl-9"
            />
          </div>
        </search>
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
          <NotificationBell />
          <DashboardUserMenu />
        </div>
      </div>
    </header>
  );
}
