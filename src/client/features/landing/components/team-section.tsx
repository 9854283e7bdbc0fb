import { ArrowRight, WandSparkles } from 'lucide-react';
import { Link } from 'wouter';
import { employees } from '../../../../shared/employees.ts';
import { paths } from '../../../../shared/routes.ts';
import { RequestButton } from '../../../components/requests/request-button.tsx';
import { actionClasses } from './action-classes.ts';
import { avatarClasses, skillClasses } from './employee-palette.ts';
import { SectionHeading } from './section-heading.tsx';

export function TeamSection() {
  return (
    <section
      id="team"
      aria-labelledby="team-title"
      className="scroll-mt-28 bg-slate-50 py-20 sm:py-24 xl:scroll-mt-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="team-title"
          eyebrow="Votre équipe"
          title={`Rencontrez vos ${employees.length} employés IA`}
          lead="Chacun maîtrise son métier, connaît vos outils et travaille pour vous jour et nuit."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {employees.map((employee) => (
            <li
              key={employee.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
            >
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className={`grid size-14 shrink-0 place-items-center rounded-2xl text-xl font-bold text-white shadow-sm ${avatarClasses[employee.color]}`}
                >
                  {employee.name[0]}
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-slate-900">{employee.name}</h3>
                  <p className="text-sm font-medium text-slate-600">{employee.role}</p>
                </div>
              </div>
              <p className="mt-4 text-sm/6 text-slate-700">{employee.description}</p>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`Compétences de ${employee.name}`}>
                {employee.skills.map((skill) => (
                  <li
                    key={skill}
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${skillClasses[employee.color]}`}
                  >
                    {skill}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <Link
                  href={`${paths.dashboard}?employe=${employee.id}`}
                  className={`${actionClasses.secondary} ${actionClasses.medium} w-full`}
                >
                  Découvrir {employee.name}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
          <li className="flex flex-col rounded-2xl bg-linear-to-br from-indigo-700 to-violet-800 p-6 text-white shadow-md">
            <span className="grid size-14 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30">
              <WandSparkles className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">Votre IA sur mesure</h3>
            <p className="mt-2 text-sm/6 text-indigo-50">
              Un métier bien à vous&nbsp;? Nous concevons un employé IA formé à vos processus, à vos outils et
              au ton de votre entreprise.
            </p>
            <div className="mt-auto pt-6">
              {/* The same for visitors and users: a request to the team, not a sign-up. */}
              <RequestButton
                kind="custom-ai"
                icon={WandSparkles}
                className={`${actionClasses.inverted} ${actionClasses.medium} w-full`}
              >
                Créer mon IA Sur Mesure
              </RequestButton>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
