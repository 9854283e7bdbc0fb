import { Bot, CalendarClock, ChartColumn, FolderKanban, Mic, Plug } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    icon: Bot,
    title: 'Sept employés IA spécialisés',
    text: 'Un assistant, un commercial, un support client, une experte marketing, une recruteuse, une cheffe de projet et un chercheur, prêts dès le premier jour.',
  },
  {
    icon: CalendarClock,
    title: 'Planification intelligente',
    text: 'Votre agenda se réorganise selon vos priorités\u00a0: réunions placées au bon moment, rappels et échéances suivis pour vous.',
  },
  {
    icon: FolderKanban,
    title: 'Projets et tâches',
    text: 'Créez vos projets, répartissez les tâches entre humains et IA et suivez l’avancement de chacun en un coup d’œil.',
  },
  {
    icon: Plug,
    title: 'Intégrations',
    text: 'Messagerie, agenda, CRM, outils d’automatisation\u00a0: vos employés IA travaillent dans les outils que vous utilisez déjà.',
  },
  {
    icon: ChartColumn,
    title: 'Rapports et suivi du temps',
    text: 'Rapports de ventes, marketing ou RH générés automatiquement, et temps passé mesuré projet par projet.',
  },
  {
    icon: Mic,
    title: 'Réponses à voix haute',
    // Synthesis always works (espeak-ng by default); dictation needs STT_BASE_URL, so it is not promised here.
    text: 'Écoutez vos employés IA se présenter et faites lire vos textes à voix haute, avec la voix de votre choix.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-28 py-20 sm:py-24 xl:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Fonctionnalités"
          title="Tout ce qu’il faut pour déléguer sereinement"
          lead="Septime réunit vos employés IA, vos projets et vos outils dans un seul espace de travail."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 transition-colors group-hover:bg-indigo-700 group-hover:text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm/6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
