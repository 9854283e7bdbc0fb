import { Link } from 'wouter';
import { paths } from '../../../../shared/routes.ts';

/** Visitors see SPEC.md's sample, read-only. */
export function VisitorBanner() {
  return (
    <p className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Démo - données d’exemple en lecture seule.{' '}
      <Link href={paths.auth} className="font-medium underline">
        Connectez-vous
      </Link>{' '}
      pour créer vos projets, vos tâches et votre planning.
    </p>
  );
}
