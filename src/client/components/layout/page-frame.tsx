import { WorkspaceLayout } from './workspace-layout.tsx';

/** Frame for a page whose feature is still being built: the workspace frame and an honest notice. */
export function PageFrame({ title }: { title: string }) {
  return (
    <WorkspaceLayout title={title}>
      <p className="text-slate-600">Cette page arrive bientôt dans Septime.</p>
    </WorkspaceLayout>
  );
}
