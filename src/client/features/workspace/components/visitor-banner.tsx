import { Link } from 'wouter';
import { useSignInPath } from '../../../lib/sign-in-path.ts';

/** Visitors see SPEC.md's sample, read-only. */
export function VisitorBanner() {
  const signIn = useSignInPath();
  return (
    <p className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Démo - données d’exemple en lecture seule.{' '}
      <Link href={signIn} className="font-medium underline">
        Connectez-vous
      </Link>{' '}
      pour créer vos projets, vos tâches et votre planning.
    </p>
  );
}
