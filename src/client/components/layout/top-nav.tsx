import { LogOut, Menu, Sparkles, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths, trialSignUpPath } from '../../../shared/routes.ts';
import { useAuth } from '../../lib/auth-provider.tsx';

// Plain class strings rather than <Button>: cva + tailwind-merge would weigh ~10 KB gzip on the landing.
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const primaryAction = `inline-flex h-9 items-center justify-center rounded-lg bg-indigo-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-800 ${focusRing}`;
const secondaryAction = `inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;

/** Sections of the landing page, reached from any page (SPEC.md §2 "Top navigation"). */
const anchors = [
  { id: 'features', label: 'Fonctionnalités' },
  { id: 'pricing', label: 'Tarifs' },
  { id: 'support', label: 'Support' },
] as const;

const routes = [
  { href: paths.blog, label: 'Blog' },
  { href: paths.demo, label: 'Démo' },
  { href: paths.demoExamples, label: "Cas d'usage" },
  { href: paths.connectors, label: 'Connecteurs' },
  { href: paths.legal, label: 'Légal' },
] as const;

type Layout = 'desktop' | 'mobile';

const linkClasses: Record<Layout, string> = {
  desktop: `rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-indigo-700 aria-[current=page]:text-indigo-700 ${focusRing}`,
  mobile: `block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 hover:text-indigo-700 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700 ${focusRing}`,
};

function NavLinks({ layout, onNavigate }: { layout: Layout; onNavigate?: () => void }) {
  const [location] = useLocation();
  const onHome = location === paths.home;
  const className = linkClasses[layout];
  return (
    <ul
      className={
        layout === 'desktop' ? 'flex flex-wrap items-center justify-center gap-1 xl:flex-nowrap' : 'space-y-1'
      }
    >
      {anchors.map(({ id, label }) => (
        <li key={id}>
          {onHome ? (
            // Same page: a plain fragment link, so the browser scrolls and keeps the history entry.
            <a href={`#${id}`} className={className} onClick={onNavigate}>
              {label}
            </a>
          ) : (
            <Link href={`${paths.home}#${id}`} className={className} onClick={onNavigate}>
              {label}
            </Link>
          )}
        </li>
      ))}
      {routes.map(({ href, label }) => (
        <li key={href}>
          <Link
            href={href}
            className={className}
            aria-current={location === href ? 'page' : undefined}
            onClick={onNavigate}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AccountActions({ layout, onNavigate }: { layout: Layout; onNavigate?: () => void }) {
  const { user, loading, signOut } = useAuth();
  const stacked = layout === 'mobile';
  // Keep the room of the signed-out buttons until the session is known, so nothing jumps.
  if (loading) return <div aria-hidden="true" className={stacked ? 'h-24' : 'h-9 w-60'} />;
  if (user) {
    return (
      <div className={stacked ? 'flex flex-col gap-2' : 'flex shrink-0 items-center gap-3'}>
        <span
          className={
            stacked
              ? 'truncate px-3 text-sm text-slate-600'
              : 'max-w-36 truncate text-sm font-medium text-slate-700'
          }
          title={user.email}
        >
          {user.email}
        </span>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
          className={`${secondaryAction} border border-slate-300 ${stacked ? 'h-11 w-full' : ''}`}
        >
          <LogOut className="size-4" aria-hidden="true" />
          Déconnexion
        </button>
      </div>
    );
  }
  return (
    <div className={stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2'}>
      <Link
        href={paths.auth}
        className={`${secondaryAction} ${stacked ? 'h-11 w-full border border-slate-300' : ''}`}
        onClick={onNavigate}
      >
        Se connecter
      </Link>
      <Link
        href={trialSignUpPath}
        className={`${primaryAction} ${stacked ? 'h-11 w-full' : ''}`}
        onClick={onNavigate}
      >
        Essai Gratuit
      </Link>
    </div>
  );
}

/** The public pages' header: logo, landing sections, public routes and the account actions. */
export function TopNav() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the menu's links
    <header
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
      onKeyDown={onKeyDown}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center gap-2.5">
          <Link
            href={paths.home}
            className={`flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-slate-900 ${focusRing}`}
            onClick={() => {
              closeMenu();
              // Already home: the router has nothing to do, so bring the visitor back to the top.
              if (location === paths.home) window.scrollTo({ top: 0 });
            }}
          >
            <span className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-indigo-600 to-violet-700 text-white shadow-sm">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            Septime
          </Link>
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset">
            v2.0
          </span>
        </div>

        {/* 768–1279 px: the links take a second row; from 1280 px everything fits on one. */}
        <nav
          aria-label="Navigation principale"
          className="order-last hidden w-full pb-3 md:block xl:order-none xl:w-auto xl:flex-1 xl:pb-0"
        >
          <NavLinks layout="desktop" />
        </nav>

        <div className="ml-auto hidden md:block xl:ml-0">
          <AccountActions layout="desktop" />
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={`ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden ${focusRing}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-5 md:hidden"
      >
        <nav aria-label="Menu mobile">
          <NavLinks layout="mobile" onNavigate={closeMenu} />
        </nav>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AccountActions layout="mobile" onNavigate={closeMenu} />
        </div>
      </div>
    </header>
  );
}
