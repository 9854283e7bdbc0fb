import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { employeeById, employees } from '../../../shared/employees.ts';
import { type EmployeeId, employeeIds, trialSignUpPath } from '../../../shared/routes.ts';
import { PlanStatusBanner } from '../../components/billing/plan-status.tsx';
import { ChatPanel } from '../../components/chat/components/chat-panel.tsx';
import { chatInputId } from '../../components/chat/components/chat-thread-view.tsx';
import { AppSidebar, MobileSidebar } from '../../components/layout/app-sidebar.tsx';
import { useSidebarState } from '../../components/layout/sidebar-state.ts';
import { Button } from '../../components/ui/button.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { EmployeeSpeechProvider } from '../../components/voice/components/employee-speech.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import { DashboardHeader } from './components/dashboard-header.tsx';
import { EmployeeCard } from './components/employee-card.tsx';
import { GuidedStart } from './components/guided-start.tsx';
import { TeamSidebar } from './components/team-sidebar.tsx';
import { filterEmployees } from './employee-search.ts';

function WelcomeBanner() {
  const { user, loading } = useAuth();
  if (loading) return <div className="h-[104px] rounded-2xl bg-slate-100" aria-hidden="true" />;
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-indigo-700 via-indigo-600 to-violet-600 px-6 py-6 text-white shadow-sm">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 size-48 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
            <Sparkles className="size-5 shrink-0" aria-hidden="true" />
            {user ? 'Bienvenue dans votre espace de travail IA' : 'Démo - Espace de travail IA'}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-indigo-100">
            {user
              ? 'Vos sept employés IA sont prêts. Vos conversations sont enregistrées\u00a0: retrouvez-les à tout moment.'
              : 'Discutez librement avec nos sept employés IA. Créez un compte pour enregistrer vos conversations.'}
          </p>
        </div>
        {!user && (
          <Button asChild variant="secondary" className="bg-white text-indigo-800 hover:bg-indigo-50">
            <Link href={trialSignUpPath}>Essai Gratuit</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

/** 'Découvrir Suki' on the landing opens `/dashboard?employe=suki`: that employee, not Alfred. */
function employeeFromQuery(): EmployeeId {
  const asked = new URLSearchParams(window.location.search).get('employe');
  return employeeIds.find((id) => id === asked) ?? 'alfred';
}

export default function DashboardPage() {
  const [selected, setSelected] = useState<EmployeeId>(employeeFromQuery);
  const sidebar = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chatSection = useRef<HTMLDivElement>(null);
  const team = filterEmployees(employees, search);
  const employee = employeeById(selected);

  // 'Chatter': show that employee's chat and put the cursor in it (after React has swapped the thread).
  const chatWith = (id: EmployeeId) => {
    flushSync(() => setSelected(id));
    chatSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    chatSection.current?.querySelector('textarea')?.focus({ preventScroll: true });
  };

  return (
    <div className="flex min-h-screen bg-slate-50">
      <SkipLink target={chatInputId}>Aller à la saisie du message</SkipLink>
      <AppSidebar collapsed={sidebar.collapsed} />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
      <div className="min-w-0 flex-1">
        <DashboardHeader
          search={search}
          onSearch={setSearch}
          sidebarCollapsed={sidebar.collapsed}
          onToggleSidebar={sidebar.toggle}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:items-start">
          <TeamSidebar team={team} selected={selected} onSelect={setSelected} />
          <main className="min-w-0 flex-1 space-y-6">
            <WelcomeBanner />
            <PlanStatusBanner />
            <div ref={chatSection} className="scroll-mt-4 md:scroll-mt-20">
              <ChatPanel employee={employee} mode="auto" height={500} />
            </div>
            <section aria-labelledby="team-grid-title">
              <div className="mb-4 flex items-baseline justify-between gap-4">
                <h2 id="team-grid-title" className="text-lg font-semibold text-slate-900">
                  Vos employés IA
                </h2>
                {search.trim() !== '' && (
                  <p className="text-sm text-slate-600" aria-live="polite">
                    {team.length} résultat{team.length > 1 ? 's' : ''}
                  </p>
                )}
              </div>
              {team.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
                  Aucun employé ne correspond à «&nbsp;{search.trim()} ».
                </p>
              ) : (
                <EmployeeSpeechProvider>
                  <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {team.map((member) => (
                      <EmployeeCard
                        key={member.id}
                        employee={member}
                        selected={member.id === selected}
                        onChat={() => chatWith(member.id)}
                      />
                    ))}
                  </div>
                </EmployeeSpeechProvider>
              )}
            </section>
            {/* Last: it appears once its data is in, and so moves nothing above it (decision 046). */}
            <GuidedStart />
          </main>
        </div>
      </div>
    </div>
  );
}
