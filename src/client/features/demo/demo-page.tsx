import { DemoShell } from './components/demo-shell.tsx';
import { ToolTabs } from './components/tool-tabs.tsx';

/** /demo: the AI tool panels, to try each employee's skills. */
export default function DemoPage() {
  return (
    <DemoShell
      title="Démo"
      intro="Essayez vos employés IA&nbsp;: discutez, automatisez une tâche, générez un email ou un rapport."
    >
      <ToolTabs />
    </DemoShell>
  );
}
