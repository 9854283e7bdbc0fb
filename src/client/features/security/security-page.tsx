import {
  Activity,
  Ban,
  CircleCheck,
  CircleX,
  Gauge,
  Globe,
  History,
  KeyRound,
  Loader2,
  Lock,
  LogOut,
  type LucideIcon,
  MonitorSmartphone,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { paths } from '../../../shared/routes.ts';
import { authPath } from '../../../shared/safe-return.ts';
import { TopNav } from '../../components/layout/top-nav.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { ReceivedRequests } from './received-requests.tsx';
import { type AccountSecurity, useAccountSecurity, useRevokeSessions } from './use-account-security.ts';
import { type SecurityOverview, useSecurityOverview } from './use-security-overview.ts';

const number = new Intl.NumberFormat('fr-FR');
const clock = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });

export default function SecurityPage() {
  return (
    <ServerStateScope>
      <AccountSecurityPage />
    </ServerStateScope>
  );
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** /security: the signed-in user's own account; the platform-wide figures for ADMIN_EMAILS operators only. */
function AccountSecurityPage() {
  const { user, loading } = useAuth();
  const account = useAccountSecurity(Boolean(user));
  const signedOut = account.error instanceof ApiRequestError && account.error.status === 401;
  // Visitors (and a session that expired or was closed meanwhile) sign in first.
  if ((!loading && !user) || signedOut)
    return <Redirect to={authPath({ returnTo: paths.security })} replace />;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <TopNav />
      <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <header>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Sécurité</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">Sécurité de votre compte</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Les appareils connectés à votre compte, vos dernières connexions et votre mot de passe.
          </p>
        </header>

        {account.isPending ? (
          <div className="flex justify-center py-24" aria-busy="true">
            <Loader2
              className="size-8 animate-spin text-indigo-700"
              aria-label="Chargement de vos sessions"
            />
          </div>
        ) : account.isError ? (
          <Alert tone="destructive" className="mt-8">
            {account.error instanceof ApiRequestError
              ? account.error.message
              : 'Impossible de charger la sécurité de votre compte.'}
          </Alert>
        ) : (
          <>
            <div className="mt-8 grid gap-6 lg:grid-cols-2">
              <Sessions sessions={account.data.sessions} />
              <div className="grid content-start gap-6">
                <RecentSignIns signIns={account.data.signIns} />
                <PasswordCard />
              </div>
            </div>
            {account.data.operator ? (
              <>
                <ReceivedRequests />
                <PlatformOverview />
              </>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}

function Panel({
  icon: Icon,
  title,
  lead,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon className="size-4 text-indigo-700" aria-hidden="true" />
            {title}
          </h2>
          {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Sessions({ sessions }: { sessions: AccountSecurity['sessions'] }) {
  const revoke = useRevokeSessions();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Panel
      icon={MonitorSmartphone}
      title="Sessions actives"
      lead="Les appareils où votre compte est ouvert. Fermez ceux que vous ne reconnaissez pas."
      action={
        others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.others.isPending}
            onClick={() => revoke.others.mutate()}
          >
            <LogOut aria-hidden="true" />
            Fermer toutes les autres sessions
          </Button>
        ) : null
      }
    >
      <ul className="divide-y divide-slate-100">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {s.device}
                {s.current ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                    Cet appareil
                  </span>
                ) : null}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                Adresse {s.ip ?? 'inconnue'} · ouverte le {at(s.createdAt)}
              </p>
              <p className="text-xs text-slate-600">Dernière activité&nbsp;: {at(s.lastActiveAt)}</p>
            </div>
            {s.current ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Fermer la session ${s.device}, adresse ${s.ip ?? 'inconnue'}`}
                disabled={revoke.one.isPending}
                onClick={() => revoke.one.mutate(s.id)}
              >
                Fermer
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function RecentSignIns({ signIns }: { signIns: AccountSecurity['signIns'] }) {
  return (
    <Panel
      icon={History}
      title="Connexions récentes"
      lead="Les connexions par mot de passe à votre compte, réussies ou refusées."
    >
      {signIns.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">
          Aucune connexion par mot de passe enregistrée pour l’instant.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {signIns.map((event) => (
            <li
              key={`${event.at}-${event.ip}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3"
            >
              {event.succeeded ? (
                <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleX className="size-4 text-red-700" aria-hidden="true" />
              )}
              <p className="flex-1 text-sm font-medium text-slate-900">
                {event.succeeded ? 'Connexion réussie' : 'Mot de passe refusé'}
              </p>
              <p className="text-sm text-slate-600">
                {at(event.at)} · {event.ip ?? 'adresse inconnue'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PasswordCard() {
  return (
    <Panel icon={KeyRound} title="Mot de passe">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <p className="text-sm text-slate-600">Le changer ferme aussi toutes vos autres sessions.</p>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.settings}>Changer le mot de passe</Link>
        </Button>
      </div>
    </Panel>
  );
}

/** The platform-wide figures: polled only for operators (the server answers 403 to anyone else). */
function PlatformOverview() {
  const state = useSecurityOverview(true);
  return (
    <section aria-labelledby="platform-overview" className="mt-12 border-t border-slate-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Opérateurs</p>
          <h2 id="platform-overview" className="mt-2 text-2xl font-bold tracking-tight">
            Tableau de bord de sécurité de la plateforme
          </h2>
          <p className="mt-2 text-slate-600">
            Indicateurs réels des dernières 24 heures, actualisés toutes les 5 secondes.
          </p>
        </div>
        {state.kind === 'ready' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-600" />
            </span>
            Mis à jour à {clock.format(new Date(state.overview.generatedAt))}
          </p>
        ) : null}
      </div>
      {state.kind === 'loading' ? (
        <div className="flex justify-center py-24" aria-busy="true">
          <Loader2 className="size-8 animate-spin text-indigo-700" aria-label="Chargement des indicateurs" />
        </div>
      ) : state.kind === 'error' ? (
        <Alert tone="destructive" className="mt-8">
          {state.message} Nouvel essai dans quelques secondes.
        </Alert>
      ) : state.kind === 'ready' ? (
        <Dashboard overview={state.overview} stale={state.failed} />
      ) : null}
    </section>
  );
}

function Dashboard({ overview, stale }: { overview: SecurityOverview; stale: boolean }) {
  const { counters, thresholds, functions } = overview;
  return (
    <>
      {stale ? (
        <Alert tone="destructive" className="mt-6">
          La dernière actualisation a échoué&nbsp;: les chiffres affichés peuvent dater de quelques secondes.
        </Alert>
      ) : null}
      <StatusBanner overview={overview} />

      <section
        aria-label="Compteurs des dernières 24 heures"
        className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Counter
          icon={KeyRound}
          label="Connexions échouées"
          value={counters.failedSignIns}
          hint="Mots de passe ou emails erronés en 24 h"
        />
        <Counter
          icon={Ban}
          label="Limites de débit atteintes"
          value={counters.rateLimitHits}
          hint={`Requêtes bloquées · seuil d’alerte\u00a0: ${thresholds.rateLimitHits}`}
          alarming={counters.rateLimitHits >= thresholds.rateLimitHits}
        />
        <Counter
          icon={Activity}
          label="Activités suspectes"
          value={counters.suspiciousActivity}
          hint={`${counters.suspiciousAccounts} compte${counters.suspiciousAccounts > 1 ? 's' : ''} et ${counters.suspiciousIps} adresse${counters.suspiciousIps > 1 ? 's' : ''} IP avec ${thresholds.failuresPerSource} échecs ou plus · seuil\u00a0: ${thresholds.suspiciousActivity}`}
          alarming={counters.suspiciousActivity >= thresholds.suspiciousActivity}
        />
        <Counter
          icon={Users}
          label="Sessions actives"
          value={counters.activeSessions}
          hint="Sessions ouvertes et non expirées"
        />
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <FunctionList
          icon={Lock}
          title="Fonctions protégées"
          lead="Session requise&nbsp;: un visiteur reçoit une erreur 401."
          items={functions.protected}
        />
        <FunctionList
          icon={Globe}
          title="Fonctions publiques"
          lead="Ouvertes aux visiteurs&nbsp;; les plus coûteuses sont limitées en débit."
          items={functions.public}
        />
      </div>
      {functions.unclassified.length > 0 ? (
        <Alert tone="destructive" className="mt-6">
          Routes non classées&nbsp;: {functions.unclassified.map((r) => `${r.method} ${r.path}`).join(', ')}
        </Alert>
      ) : null}
    </>
  );
}

function StatusBanner({ overview }: { overview: SecurityOverview }) {
  const { status, counters, thresholds } = overview;
  const secure = status === 'SECURE';
  const reasons = [
    counters.suspiciousActivity >= thresholds.suspiciousActivity
      ? `${number.format(counters.suspiciousActivity)} activités suspectes (seuil\u00a0: ${thresholds.suspiciousActivity})`
      : null,
    counters.rateLimitHits >= thresholds.rateLimitHits
      ? `${number.format(counters.rateLimitHits)} limites de débit atteintes (seuil\u00a0: ${thresholds.rateLimitHits})`
      : null,
  ].filter(Boolean);
  const Icon = secure ? ShieldCheck : ShieldAlert;
  return (
    <section
      role="status"
      aria-label="État de sécurité"
      className={`mt-8 flex flex-wrap items-center gap-5 rounded-2xl border p-6 ${
        secure ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-red-200 bg-red-50 text-red-950'
      }`}
    >
      <span
        className={`grid size-14 place-items-center rounded-2xl ${secure ? 'bg-emerald-600' : 'bg-red-600'} text-white shadow-sm`}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <p className="text-2xl font-bold tracking-wide">{status}</p>
        <p className="mt-0.5 text-sm">
          {secure
            ? 'Aucune activité anormale détectée sur les dernières 24 heures.'
            : `Activité anormale détectée\u00a0: ${reasons.join(' ; ')}.`}
        </p>
      </div>
      <Gauge className={`size-6 ${secure ? 'text-emerald-700' : 'text-red-700'}`} aria-hidden="true" />
    </section>
  );
}

function Counter({
  icon: Icon,
  label,
  value,
  hint,
  alarming = false,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  hint: string;
  alarming?: boolean;
}) {
  return (
    <div
      className={`rounded-2xl border bg-white p-5 shadow-sm ${alarming ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200'}`}
    >
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-700">{label}</h3>
        <span
          className={`grid size-9 place-items-center rounded-xl ${alarming ? 'bg-red-50 text-red-700' : 'bg-indigo-50 text-indigo-700'}`}
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className={`mt-3 text-3xl font-bold tabular-nums ${alarming ? 'text-red-700' : 'text-slate-900'}`}>
        {number.format(value)}
      </p>
      <p className="mt-1 text-xs text-slate-600">{hint}</p>
    </div>
  );
}

const methodTones: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  POST: 'bg-sky-50 text-sky-800 ring-sky-200',
  DELETE: 'bg-red-50 text-red-800 ring-red-200',
};

function FunctionList({
  icon: Icon,
  title,
  lead,
  items,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  items: SecurityOverview['functions']['public'];
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-5 py-4">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon className="size-4 text-indigo-700" aria-hidden="true" />
          {title}
          <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600">
            {items.length}
          </span>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </div>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li
            key={`${item.method} ${item.path}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3"
          >
            <span
              className={`w-16 shrink-0 rounded-md py-0.5 text-center font-mono text-xs font-semibold ring-1 ring-inset ${methodTones[item.method] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}
            >
              {item.method}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{item.label}</p>
              <p className="truncate font-mono text-xs text-slate-600">{item.path}</p>
            </div>
            {item.rateLimited ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
                Limitée en débit
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
