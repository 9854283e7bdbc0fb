import { FileText, Landmark, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { TopNav } from '../../components/layout/top-nav.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';
import {
  LegalNotices,
  LegalSettingsBanner,
  PrivacyPolicy,
  SecurityPolicy,
  TermsOfService,
} from './legal-sections.tsx';
import { useHashTab } from './use-hash-tab.ts';
import { useLegalInfo } from './use-legal-info.ts';

const tabs = [
  { id: 'confidentialite', label: 'Confidentialité', title: 'Politique de confidentialité', icon: Lock },
  { id: 'securite', label: 'Sécurité', title: 'Sécurité des données', icon: ShieldCheck },
  { id: 'cgu', label: 'CGU', title: 'Conditions générales d’utilisation', icon: FileText },
  { id: 'mentions', label: 'Mentions légales', title: 'Mentions légales', icon: Landmark },
] as const;
type TabId = (typeof tabs)[number]['id'];
const tabIds = tabs.map((tab) => tab.id);

export default function LegalPage() {
  return (
    <ServerStateScope>
      <LegalTabs />
    </ServerStateScope>
  );
}

function LegalTabs() {
  const [tab, setTab] = useHashTab<TabId>(tabIds, 'confidentialite');
  const info = useLegalInfo();
  const content: Record<TabId, ReactNode> = {
    confidentialite: <PrivacyPolicy info={info} />,
    securite: <SecurityPolicy info={info} />,
    cgu: <TermsOfService info={info} />,
    mentions: <LegalNotices info={info} />,
  };

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <TopNav />
      <main id="main">
        <section className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Légal</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Informations légales</h1>
            <p className="mt-3 text-lg text-pretty text-slate-600">
              Confidentialité, sécurité, conditions d’utilisation et mentions légales de Septime.
            </p>
          </div>
        </section>
        <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
          <LegalSettingsBanner info={info} />
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="h-auto flex-wrap gap-1 sm:h-11 sm:flex-nowrap" aria-label="Documents légaux">
              {tabs.map(({ id, label, icon: Icon }) => (
                <TabsTrigger key={id} value={id} className="gap-2 py-2">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ id, title }) => (
              <TabsContent key={id} value={id} className="mt-6">
                <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
                  <h2 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
                  {content[id]}
                </article>
              </TabsContent>
            ))}
          </Tabs>
        </div>
      </main>
    </div>
  );
}
