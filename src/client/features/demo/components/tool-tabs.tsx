import { BarChart3, Lightbulb, Mail, MessageSquare, Mic, Workflow } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ChatToolPanel } from '../../../components/chat/components/chat-tool-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { DemoExample } from '../demo-examples.ts';
import { ExamplesTab } from './examples-tab.tsx';

type TabId = 'chat' | 'automation' | 'email' | 'reports' | 'voice' | 'examples';

// The tool panels (and the shared zod schemas they bring) load when their tab is first wanted: the
// chat tab, shown first, does not need them. Hovering or focusing a tab starts the download early.
const loadAutomationPanel = () => import('../../../components/ai-tools/components/automation-panel.tsx');
const loadEmailPanel = () => import('../../../components/ai-tools/components/email-panel.tsx');
const loadReportPanel = () => import('../../../components/ai-tools/components/report-panel.tsx');
const loadVoicePanel = () => import('../../../components/voice/components/voice-panel.tsx');
const panelLoaders: Partial<Record<TabId, () => Promise<unknown>>> = {
  automation: loadAutomationPanel,
  email: loadEmailPanel,
  reports: loadReportPanel,
  voice: loadVoicePanel,
};
const AutomationPanel = lazy(() => loadAutomationPanel().then((m) => ({ default: m.AutomationPanel })));
const EmailPanel = lazy(() => loadEmailPanel().then((m) => ({ default: m.EmailPanel })));
const ReportPanel = lazy(() => loadReportPanel().then((m) => ({ default: m.ReportPanel })));
const VoicePanel = lazy(() => loadVoicePanel().then((m) => ({ default: m.VoicePanel })));

function PanelSkeleton() {
  return <div className="h-96 animate-pulse rounded-2xl border border-slate-200 bg-white" aria-busy="true" />;
}

const tabs: ReadonlyArray<{ id: TabId; label: string; icon: typeof Mail; description: string }> = [
  {
    id: 'chat',
    label: 'Chat IA',
    icon: MessageSquare,
    description: 'Discutez avec nos employés IA, chacun avec sa spécialité et sa personnalité.',
  },
  {
    id: 'automation',
    label: 'Automatisation',
    icon: Workflow,
    description: "Décrivez une tâche et voyez-la s'exécuter, étape par étape.",
  },
  {
    id: 'email',
    label: 'Emails',
    icon: Mail,
    description:
      "Générez des emails personnalisés avec l'IA marketing, puis envoyez-les depuis votre messagerie.",
  },
  {
    id: 'reports',
    label: 'Rapports',
    icon: BarChart3,
    description: "Créez des rapports détaillés avec l'IA de recherche.",
  },
  {
    id: 'voice',
    label: 'Voix',
    icon: Mic,
    description:
      'Interface vocale\u00a0: faites lire vos textes à voix haute (la dictée s’active quand le serveur a un service de transcription).',
  },
  {
    id: 'examples',
    label: 'Exemples',
    icon: Lightbulb,
    description: "Des scénarios concrets d'automatisation, prêts à essayer.",
  },
];

/**
 * The AI tool panels in tabs (/demo, and /demo-examples with the examples tab). A panel mounts the
 * first time its tab is opened and stays mounted, so a generated report or email is still there on return.
 */
export function ToolTabs({ withExamples = false }: { withExamples?: boolean }) {
  const [tab, setTab] = useState<TabId>('chat');
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['chat']));
  const [scenario, setScenario] = useState<DemoExample | null>(null);
  const shown = withExamples ? tabs : tabs.filter((t) => t.id !== 'examples');

  const open = (next: TabId) => {
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set(current).add(next)));
  };
  const tryExample = (example: DemoExample) => {
    setScenario(example);
    open('automation');
  };
  const preload = (id: TabId) => void panelLoaders[id]?.().catch(() => undefined);

  const panels: Record<TabId, ReactNode> = {
    chat: <ChatToolPanel />,
    automation: (
      // A new scenario remounts the panel with it: the form starts from the scenario, not from the last one.
      <AutomationPanel
        key={scenario?.id ?? 'blank'}
        initialTask={scenario?.tryIt.task}
        initialContext={scenario?.tryIt.context}
        initialEmployee={scenario?.tryIt.employee}
        focusTask={scenario !== null}
      />
    ),
    email: <EmailPanel />,
    reports: <ReportPanel />,
    voice: <VoicePanel />,
    examples: <ExamplesTab onTry={tryExample} />,
  };

  return (
    <Tabs value={tab} onValueChange={(value) => open(value as TabId)}>
      <TabsList
        aria-label="Outils IA"
        className={`grid h-auto gap-1 ${withExamples ? 'grid-cols-3 sm:grid-cols-6' : 'grid-cols-3 sm:grid-cols-5'}`}
      >
        {shown.map(({ id, label, icon: Icon }) => (
          <TabsTrigger
            key={id}
            value={id}
            className="gap-1.5 px-2 py-2"
            onPointerEnter={() => preload(id)}
            onFocus={() => preload(id)}
          >
            <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map(({ id, description }) => (
        <TabsContent key={id} value={id} forceMount className="space-y-4 data-[state=inactive]:hidden">
          <p className="text-sm text-slate-600">{description}</p>
          {opened.has(id) && <Suspense fallback={<PanelSkeleton />}>{panels[id]}</Suspense>}
        </TabsContent>
      ))}
    </Tabs>
  );
}
