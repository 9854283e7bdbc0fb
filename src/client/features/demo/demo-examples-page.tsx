import { ArrowRight, CalendarPlus } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { RequestButton } from '../../components/requests/request-button.tsx';
import { DemoShell } from './components/demo-shell.tsx';
import { ToolTabs } from './components/tool-tabs.tsx';

const bannerAction =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4';

/** /demo-examples: the tool panels, the automation scenarios, and the way to a trial or a guided demo. */
export default function DemoExamplesPage() {
  return (
    <DemoShell
      title="Démonstrations Fonctionnelles"
      intro="Voyez ce que vos employés IA font vraiment&nbsp;: chaque onglet est un outil réel, et les exemples montrent des automatisations complètes."
    >
      <ToolTabs withExamples />
      <section
        aria-labelledby="demo-closing-title"
        className="rounded-2xl bg-linear-to-r from-indigo-700 via-indigo-600 to-violet-600 px-6 py-10 text-center text-white shadow-sm"
      >
        <h2 id="demo-closing-title" className="text-2xl font-bold">
          Prêt à confier vos tâches à votre équipe IA&nbsp;?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-indigo-100">
          14 jours d'essai gratuit, sans carte bancaire. Ou laissez un expert vous montrer Septime sur vos
          propres cas.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href={paths.auth}
            className={`${bannerAction} bg-white text-indigo-800 shadow-sm hover:bg-indigo-50`}
          >
            Démarrer l'essai gratuit
            <ArrowRight aria-hidden="true" />
          </Link>
          <RequestButton
            kind="demo"
            icon={CalendarPlus}
            className={`${bannerAction} border border-white/60 text-white hover:bg-white/10`}
          >
            Programmer une démo personnalisée
          </RequestButton>
        </div>
      </section>
    </DemoShell>
  );
}
