import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useStartPath } from '../../../lib/start-path.ts';
import { claims, hoursSavedPerWeek } from '../marketing-claims.ts';
import { actionClasses } from './action-classes.ts';

export function ClosingCta() {
  const start = useStartPath();
  return (
    <section aria-labelledby="closing-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-indigo-700 px-6 py-16 text-center shadow-xl sm:px-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,var(--color-violet-600),transparent)] opacity-60"
        />
        <h2
          id="closing-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Prêt à gagner jusqu’à {hoursSavedPerWeek}&nbsp;heures par semaine&nbsp;?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-50">
          Votre équipe de sept employés IA vous attend. {claims.trial}, {claims.noCard.toLowerCase()},{' '}
          {claims.cancel.toLowerCase()}.
        </p>
        <div className="mt-10 flex justify-center">
          <Link href={start} className={`${actionClasses.inverted} ${actionClasses.large}`}>
            Commencer Maintenant
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
