import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../../shared/routes.ts';
import { supportEmail } from '../marketing-claims.ts';

const links = [
  { href: paths.legal, label: 'Légal' },
  { href: paths.connectors, label: 'Connecteurs' },
  { href: paths.blog, label: 'Blog' },
] as const;

const linkClass =
  'rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function LandingFooter() {
  return (
    <footer className="bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span className="grid size-8 place-items-center rounded-lg bg-indigo-700">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            Septime
          </p>
          <p className="mt-3 text-sm text-slate-400">
            Sept employés IA qui automatisent le travail des professionnels et des entreprises.
          </p>
        </div>
        <nav aria-label="Pied de page">
          <ul className="flex flex-wrap gap-x-8 gap-y-3">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Septime. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
