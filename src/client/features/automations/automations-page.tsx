import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { SkillsPanel } from '../../components/skills/skills-panel.tsx';
import { useAuth } from '../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../lib/server-state.tsx';

/** /automatisations: every employee's skills in one place (decision 027). */
export default function AutomationsPage() {
  const { user, loading } = useAuth();
  return (
    <WorkspaceLayout title="Automatisations">
      <ServerStateScope>
        {!loading && !user ? (
          <p className="text-slate-600">
            Connectez-vous pour confier des tâches récurrentes à vos employés IA.
          </p>
        ) : (
          <SkillsPanel />
        )}
      </ServerStateScope>
    </WorkspaceLayout>
  );
}
