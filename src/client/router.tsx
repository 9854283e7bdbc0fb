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
const CrmPage = lazy(() => import('./features/crm/crm-page.tsx'));
const CrmRecordPage = lazy(() => import('./features/crm/crm-record-page.tsx'));
const SupportPage = lazy(() => import('./features/support/support-page.tsx'));
const TicketPage = lazy(() => import('./features/support/ticket-page.tsx'));
const ContactPage = lazy(() => import('./features/support/contact-page.tsx'));
const InvitationPage = lazy(() => import('./features/settings/invitation-page.tsx'));

function page(Component: ComponentType) {
  return () => (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      <Component />
    </Suspense>
  );
}

// Built once: a component made during render would be a new type each time the router re-renders
// (the page meta follows the query), and React would remount the page, losing its state.
const routes: [string, ComponentType][] = [
  [paths.home, page(LandingPage)],
  [paths.auth, page(AuthPage)],
  [paths.resetPassword, page(ResetPasswordPage)],
  [paths.dashboard, page(DashboardPage)],
  [paths.team, page(TeamPage)],
  [paths.connectors, page(ConnectorsPage)],
  [paths.blog, page(BlogPage)],
  [paths.legal, page(LegalPage)],
  [paths.security, page(SecurityPage)],
  [paths.demo, page(DemoPage)],
  [paths.demoExamples, page(DemoExamplesPage)],
  [paths.test, page(PaymentTestPage)],
  [paths.sandboxCheckout(':id'), page(SandboxCheckoutPage)],
  [paths.projects, page(ProjectsPage)],
  ['/projects/:id', page(ProjectPage)],
  [paths.tasks, page(TasksPage)],
  [paths.calendar, page(CalendarPage)],
  [paths.timeTracking, page(TimeTrackingPage)],
  [paths.documents, page(DocumentsPage)],
  [paths.reports, page(ReportsPage)],
  [paths.integrations, page(IntegrationsPage)],
  [paths.settings, page(SettingsPage)],
  [paths.automations, page(AutomationsPage)],
  [paths.approvals, page(ApprovalsPage)],
  [paths.crm, page(CrmPage)],
  ['/crm/:kind/:id', page(CrmRecordPage)],
  [paths.support, page(SupportPage)],
  [paths.supportTicket(':id'), page(TicketPage)],
  [paths.contact(':slug'), page(ContactPage)],
  [paths.invitation, page(InvitationPage)],
  ['/ai/:employee', page(AiEmployeePage)],
];
const NotFound = page(NotFoundPage);

export function AppRouter() {
  usePageMeta();
  return (
    <Switch>
      {routes.map(([path, component]) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
