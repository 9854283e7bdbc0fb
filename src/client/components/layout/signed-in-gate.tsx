import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../lib/auth-provider.tsx';
import { useSignInPath } from '../../lib/sign-in-path.ts';
import { Button } from '../ui/button.tsx';

/** A workspace page's content for signed-in users; visitors are invited to sign in. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const signIn = useSignInPath();
  if (loading) return <div className="h-64 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" />;
  if (!user) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Connexion requise</h2>
        <p className="mt-2 text-sm text-slate-600">Connectez-vous pour accéder à votre espace de travail.</p>
        <Button asChild className="mt-4">
          <Link href={signIn}>Se connecter</Link>
        </Button>
      </section>
    );
  }
  return children;
}
