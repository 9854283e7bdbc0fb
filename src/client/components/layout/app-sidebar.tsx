import {
  BarChart3,
  Bot,
  Calendar,
  CheckSquare,
  Clock,
  FileText,
  FolderKanban,
  Handshake,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Menu,
  PanelLeft,
  Plug,
  Settings,
  Users,
  Workflow,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { employeeIds, paths } from '../../../shared/routes.ts';
import { cn } from '../../lib/cn.ts';
import { usePendingApprovals } from '../skills/api/pending-approvals.ts';

// The application sidebar of SPEC.md §2 and §9: three groups, collapsible to icons (64 / 256 px).

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** A count shown beside the label (the proposals waiting in the inbox). */
  badge?: number;
}

const mainItems: NavItem[] = [
  { href: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { href: paths.projects, label: 'Projets', icon: FolderKanban },
  { href: paths.tasks, label: 'Tâches', icon: CheckSquare },
  { href: paths.crm, label: 'CRM', icon: Handshake },
  { href: paths.team, label: 'Équipe', icon: Users },
  { href: paths.calendar, label: 'Planning', icon: Calendar },
  { href: paths.integrations, label: 'Intégrations', icon: Plug },
  { href: paths.reports, label: 'Rapports', icon: BarChart3 },
  { href: paths.documents, label: 'Documents', icon: FileText },
  { href: paths.automations, label: 'Automatisations', icon: Workflow },
  { href: paths.approvals, label: 'Approbations', icon: Inbox },
  { href: paths.support, label: 'Support', icon: LifeBuoy },
];

const employeeItems: NavItem[] = employeeIds.map((id) => ({
  href: paths.aiEmployee(id),
  label: id[0]!.toUpperCase() + id.slice(1),
  icon: Bot,
}));

const toolItems: NavItem[] = [
  { href: paths.timeTracking, label: 'Suivi Temps', icon: Clock },
  { href: paths.settings, label: 'Paramètres', icon: Settings },
];

function NavGroup({
  label,
  badge,
  items,
  collapsed,
  onNavigate,
}: {
  label: string;
  badge?: number;
  items: NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  return (
    <div className="px-2 py-2">
      {collapsed ? (
        <div className="mx-2 my-1 border-t border-slate-200" aria-hidden="true" />
      ) : (
        <p className="flex items-center justify-between px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {label}
          {badge !== undefined && (
            <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-[11px] font-semibold text-indigo-700 normal-case">
              {badge}
            </span>
          )}
        </p>
      )}
      <ul aria-label={label} className="space-y-0.5">
        {items.map(({ href, label: itemLabel, icon: Icon, badge: count }) => {
          const active = location === href || location.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? itemLabel : undefined}
                aria-label={collapsed ? itemLabel : undefined}
                className={cn(
                  'flex h-9 items-center gap-3 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
                  active && 'bg-indigo-50 font-medium text-indigo-800',
                  collapsed && 'justify-center px-0',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {!collapsed && <span className="truncate">{itemLabel}</span>}
                {count !== undefined && count > 0 && (
                  <span
                    className={cn(
                      'rounded-full bg-indigo-600 px-1.5 text-[11px] font-semibold text-white',
                      collapsed ? 'absolute ml-6 -mt-5' : 'ml-auto',
                    )}
                  >
                    {count}
                    <span className="sr-only"> en attente</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const pending = usePendingApprovals();
  const items = mainItems.map((item) => (item.href === paths.approvals ? { ...item, badge: pending } : item));
  return (
    <>
      <Link
        href={paths.home}
        onClick={onNavigate}
        className={cn(
          'flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-4 text-lg font-bold text-indigo-800',
          collapsed && 'justify-center px-0',
        )}
        // Expanded, the link is named by what it shows (« Septime », WCAG 2.5.3); collapsed, by its label.
        aria-label={collapsed ? 'Septime, accueil' : undefined}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-lg bg-indigo-700 text-sm text-white"
        >
          S
        </span>
        {!collapsed && 'Septime'}
      </Link>
      <nav aria-label="Espace de travail" className="flex-1 overflow-y-auto">
        <NavGroup label="Navigation" items={items} collapsed={collapsed} onNavigate={onNavigate} />
        <NavGroup
          label="Employés IA"
          badge={7}
          items={employeeItems}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <NavGroup label="Outils" items={toolItems} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
    </>
  );
}

/** The desktop sidebar: 256 px, or 64 px of icons when collapsed. */
export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <aside
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <SidebarContent collapsed={collapsed} />
    </aside>
  );
}

// The sheet (Radix Dialog, ~10 KB gzip) loads on the first tap of « Ouvrir le menu », not with the page.
const MobileSheet = lazy(() => import('./mobile-sidebar.tsx'));

/** Under 768 px: the same sidebar in a sheet (18rem) opened from the header. */
export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileSheet open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The header's two sidebar buttons: the sheet under 768 px, collapse/expand (Ctrl/Cmd+B) above. */
export function SidebarToggles({
  collapsed,
  onToggle,
  onOpenMobile,
}: {
  collapsed: boolean;
  onToggle(): void;
  onOpenMobile(): void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onOpenMobile}
        aria-label="Ouvrir le menu"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onToggle}
        aria-label={collapsed ? 'Déplier la barre latérale' : 'Replier la barre latérale'}
        aria-expanded={!collapsed}
        title="Ctrl+B"
        className="hidden size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:inline-flex"
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
