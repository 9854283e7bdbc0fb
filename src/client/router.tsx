import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../shared/routes.ts';
import { usePageMeta } from './lib/page-meta.ts';

// Every page is its own chunk: the landing loads nothing of the others.
const LandingPage = lazy(() => import('./features/landing/landing-page.tsx'));
const NotFoundPage = lazy(() => import('./components/layout/not-found-page.tsx'));
const AuthPage = lazy(() => import('./features/auth/auth-page.tsx'));
const ResetPasswordPage = lazy(() => import('./features/auth/reset-password-page.tsx'));
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page.tsx'));
const TeamPage = lazy(() => import('./features/team/team-page.tsx'));
const ConnectorsPage = lazy(() => import('./features/connectors/connectors-page.tsx'));
const BlogPage = lazy(() => import('./features/blog/blog-page.tsx'));
const LegalPage = lazy(() => import('./features/legal/legal-page.tsx'));
const SecurityPage = lazy(() => import('./features/security/security-page.tsx'));
const DemoPage = lazy(() => import('./features/demo/demo-page.tsx'));
const DemoExamplesPage = lazy(() => import('./features/demo/demo-examples-page.tsx'));
const PaymentTestPage = lazy(() => import('./features/billing/payment-test-page.tsx'));
const SandboxCheckoutPage = lazy(() => import('./features/billing/sandbox-checkout-page.tsx'));
const ProjectsPage = lazy(() => import('./features/workspace/projects-page.tsx'));
const ProjectPage = lazy(() => import('./features/workspace/project-page.tsx'));
const TasksPage = lazy(() => import('./features/workspace/tasks-page.tsx'));
const CalendarPage = lazy(() => import('./features/workspace/calendar-page.tsx'));
const TimeTrackingPage = lazy(() => import('./features/time-tracking/time-tracking-page.tsx'));
const DocumentsPage = lazy(() => import('./features/documents/documents-page.tsx'));
const ReportsPage = lazy(() => import('./features/reports/reports-page.tsx'));
const IntegrationsPage = lazy(() => import('./features/integrations/integrations-page.tsx'));
const SettingsPage = lazy(() => import('./features/settings/settings-page.tsx'));
const AiEmployeePage = lazy(() => import('./features/ai-employee/ai-employee-page.tsx'));
const AutomationsPage = lazy(() => import('./features/automations/automations-page.tsx'));
const ApprovalsPage = lazy(() => import('./features/approvals/approvals-page.tsx'));

function page(Component: ComponentType) {
  return () => (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      <Component />
    </Suspense>
  );
}

export function AppRouter() {
  usePageMeta();
  return (
    <Switch>
      <Route path={paths.home} component={page(LandingPage)} />
      <Route path={paths.auth} component={page(AuthPage)} />
      <Route path={paths.resetPassword} component={page(ResetPasswordPage)} />
      <Route path={paths.dashboard} component={page(DashboardPage)} />
      <Route path={paths.team} component={page(TeamPage)} />
      <Route path={paths.connectors} component={page(ConnectorsPage)} />
      <Route path={paths.blog} component={page(BlogPage)} />
      <Route path={paths.legal} component={page(LegalPage)} />
      <Route path={paths.security} component={page(SecurityPage)} />
      <Route path={paths.demo} component={page(DemoPage)} />
      <Route path={paths.demoExamples} component={page(DemoExamplesPage)} />
      <Route path={paths.test} component={page(PaymentTestPage)} />
      <Route path={paths.sandboxCheckout(':id')} component={page(SandboxCheckoutPage)} />
      <Route path={paths.projects} component={page(ProjectsPage)} />
      <Route path="/projects/:id" component={page(ProjectPage)} />
      <Route path={paths.tasks} component={page(TasksPage)} />
      <Route path={paths.calendar} component={page(CalendarPage)} />
      <Route path={paths.timeTracking} component={page(TimeTrackingPage)} />
      <Route path={paths.documents} component={page(DocumentsPage)} />
      <Route path={paths.reports} component={page(ReportsPage)} />
      <Route path={paths.integrations} component={page(IntegrationsPage)} />
      <Route path={paths.settings} component={page(SettingsPage)} />
      <Route path={paths.automations} component={page(AutomationsPage)} />
      <Route path={paths.approvals} component={page(ApprovalsPage)} />
      <Route path="/ai/:employee" component={page(AiEmployeePage)} />
      <Route component={page(NotFoundPage)} />
    </Switch>
  );
}
