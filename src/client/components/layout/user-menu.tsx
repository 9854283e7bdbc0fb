import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { useAuth } from '../../lib/auth-provider.tsx';

/** Signed in: the email and 'Déconnexion'; signed out: 'Se connecter'. */
export function UserMenu() {
  const { user, loading, signOut } = useAuth();
  if (loading) return <span className="h-9 w-24" aria-hidden="true" />;
  if (!user) {
    return (
      <Link
        href={paths.auth}
        className="rounded-lg bg-indigo-700 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-800"
      >
        Se connecter
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-slate-700 sm:inline" data-testid="user-email">
        {user.email}
      </span>
      <button
        type="button"
        onClick={() => void signOut()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Déconnexion
      </button>
    </div>
  );
}
