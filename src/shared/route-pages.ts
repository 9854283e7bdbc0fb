import { isClientRoute, paths } from './routes.ts';

// Every client route and the page module src/client/router.tsx loads lazily for it (repo-relative
// paths, the keys of Vite's build manifest). The server preloads that module's chunks in the HTML of
// the route (src/server/http/route-preload.ts); bench/route-weight.ts and e2e/budget.spec.ts weigh
// them, and the budget test checks that every lazy page of the router is listed here.

export const landingPageModule = 'src/client/features/landing/landing-page.tsx';
export const notFoundPageModule = 'src/client/components/layout/not-found-page.tsx';

const feature = (path: string) => `src/client/features/${path}`;

export const routePages: Record<string, string> = {
  [paths.home]: landingPageModule,
  [paths.auth]: feature('auth/auth-page.tsx'),
  [paths.resetPassword]: feature('auth/reset-password-page.tsx'),
  [paths.dashboard]: feature('dashboard/dashboard-page.tsx'),
  [paths.team]: feature('team/team-page.tsx'),
  [paths.demo]: feature('demo/demo-page.tsx'),
  [paths.demoExamples]: feature('demo/demo-examples-page.tsx'),
  [paths.connectors]: feature('connectors/connectors-page.tsx'),
  [paths.blog]: feature('blog/blog-page.tsx'),
  [paths.legal]: feature('legal/legal-page.tsx'),
  [paths.security]: feature('security/security-page.tsx'),
  '/not-found': notFoundPageModule,
  [paths.test]: feature('billing/payment-test-page.tsx'),
  '/checkout/sandbox/:id': feature('billing/sandbox-checkout-page.tsx'),
  [paths.projects]: feature('workspace/projects-page.tsx'),
  '/projects/:id': feature('workspace/project-page.tsx'),
  [paths.tasks]: feature('workspace/tasks-page.tsx'),
  [paths.calendar]: feature('workspace/calendar-page.tsx'),
  [paths.timeTracking]: feature('time-tracking/time-tracking-page.tsx'),
  [paths.reports]: feature('reports/reports-page.tsx'),
  [paths.integrations]: feature('integrations/integrations-page.tsx'),
  [paths.settings]: feature('settings/settings-page.tsx'),
  '/ai/:employee': feature('ai-employee/ai-employee-page.tsx'),
  [paths.documents]: feature('documents/documents-page.tsx'),
  [paths.automations]: feature('automations/automations-page.tsx'),
  [paths.approvals]: feature('approvals/approvals-page.tsx'),
  [paths.crm]: feature('crm/crm-page.tsx'),
  '/crm/:kind/:id': feature('crm/crm-record-page.tsx'),
  [paths.support]: feature('support/support-page.tsx'),
  '/support/:id': feature('support/ticket-page.tsx'),
  '/contact/:slug': feature('support/contact-page.tsx'),
  [paths.invitation]: feature('settings/invitation-page.tsx'),
};

/** The page module the router shows for a path (the not-found page for anything unknown). */
export function pageModuleFor(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!isClientRoute(clean)) return notFoundPageModule;
  const exact = routePages[clean];
  if (exact) return exact;
  if (clean.startsWith('/ai/')) return routePages['/ai/:employee']!;
  if (clean.startsWith('/projects/')) return routePages['/projects/:id']!;
  if (clean.startsWith('/crm/')) return routePages['/crm/:kind/:id']!;
  if (clean.startsWith('/checkout/sandbox/')) return routePages['/checkout/sandbox/:id']!;
  if (clean.startsWith('/support/')) return routePages['/support/:id']!;
  if (clean.startsWith('/contact/')) return routePages['/contact/:slug']!;
  return notFoundPageModule;
}
