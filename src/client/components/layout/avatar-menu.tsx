import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogIn, LogOut, Shield } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { useSignInPath } from '../../lib/sign-in-path.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** SPEC.md §2: the first letter of the email (or 'U'); 'Sécurité' and 'Déconnexion', or 'Se connecter'. */
export function AvatarMenu() {
  const { user, loading, signOut } = useAuth();
  const [, navigate] = useLocation();
  const signIn = useSignInPath();
  if (loading) return <span className="size-9" aria-hidden="true" />;
  const letter = user?.email?.[0]?.toUpperCase() ?? 'U';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe
    // aria-hidden-focus); Escape and a choice still hand the focus back to the button. Not portalled
    // either: the menu stays inside the header's landmark (axe region).
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label="Menu du compte"
        className="flex size-9 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {/* The initial is decoration: the button's name is its label (axe label-content-name-mismatch). */}
        <span aria-hidden="true">{letter}</span>
      </Menu.Trigger>
      <Menu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {user ? (
          <>
            <p className="truncate px-3 py-2 text-xs text-slate-500" data-testid="user-email">
              {user.email}
            </p>
            <Menu.Item className={itemClass} onSelect={() => navigate(paths.security)}>
              <Shield className="size-4" aria-hidden="true" />
              Sécurité
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={() => void signOut()}>
              <LogOut className="size-4" aria-hidden="true" />
              Déconnexion
            </Menu.Item>
          </>
        ) : (
          <Menu.Item className={itemClass} onSelect={() => navigate(signIn)}>
            <LogIn className="size-4" aria-hidden="true" />
            Se connecter
          </Menu.Item>
        )}
      </Menu.Content>
    </Menu.Root>
  );
}
