import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { employeeById } from '../../../../shared/employees.ts';
import { useStartPath } from '../../../lib/start-path.ts';
import { claims, hoursSavedPerWeek, stats } from '../marketing-claims.ts';
import { actionClasses } from './action-classes.ts';
import { avatarClasses } from './employee-palette.ts';

/** A made-up morning of the team, to show at a glance what the employees do. */
const activity = [
  {
    employee: employeeById('alfred'),
    text: 'a replanifié 3 réunions et préparé vos réponses',
    time: '08:45',
  },
  { employee: employeeById('chip'), text: 'a mis à jour 12 opportunités dans le CRM', time: '09:10' },
  { employee: employeeById('clide'), text: 'a résolu 28 tickets clients', time: '09:32' },
  { employee: employeeById('suki'), text: 'a rédigé l’article de blog de la semaine', time: '10:05' },
];

export function HeroSection() {
  const start = useStartPath();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_20%_-10%,var(--color-indigo-100),transparent),radial-gradient(40rem_25rem_at_90%_10%,var(--color-violet-100),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-indigo-800 shadow-sm ring-1 ring-indigo-200">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            Sept employés IA, une seule équipe
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Votre Assistant IA Personnel
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
            Agenda, ventes, support client, marketing, recrutement, gestion de projet et veille&nbsp;: confiez
            le travail répétitif à vos employés IA et gagnez{' '}
            <strong className="font-semibold text-slate-900">
              jusqu’à {hoursSavedPerWeek} heures par semaine
            </strong>
            .
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={start} className={`${actionClasses.primary} ${actionClasses.large}`}>
              Commencer Gratuitement
              <ArrowRight aria-hidden="true" />
            </Link>
            <a href="#team" className={`${actionClasses.secondary} ${actionClasses.large}`}>
              Rencontrer l’équipe
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            {[claims.trial, claims.noCard, claims.cancel].map((claim) => (
              <li key={claim} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-emerald-700" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>

        <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
            <figcaption className="flex items-center justify-between">
              <span className="text-sm font-semibold text-slate-900">Ce matin, votre équipe a déjà…</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-200">
                Aperçu
              </span>
            </figcaption>
            <ol className="mt-6 space-y-4">
              {activity.map(({ employee, text, time }) => (
                <li key={employee.id} className="flex items-start gap-3 rounded-2xl bg-slate-50 p-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold text-white ${avatarClasses[employee.color]}`}
                  >
                    {employee.name[0]}
                  </span>
                  <p className="min-w-0 flex-1 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{employee.name}</span> {text}
                  </p>
                  <time className="text-xs text-slate-500 tabular-nums">{time}</time>
                </li>
              ))}
            </ol>
          </div>
        </figure>
      </div>

      <div className="border-y border-slate-200 bg-white/70">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
          {stats.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse items-center justify-end gap-1 text-center">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-xl font-bold tracking-tight whitespace-nowrap text-indigo-700 sm:text-3xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
