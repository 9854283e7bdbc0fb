// Every client route (SPEC.md §2 and the workspace pages). The server answers 404 for anything else,
// still with the SPA shell so the browser shows the not-found page.
export const paths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/auth/reset',
  dashboard: '/dashboard',
  demo: '/demo',
  blog: '/blog',
  projects: '/projects',
  integrations: '/integrations',
  test: '/test',
  security: '/security',
  demoExamples: '/demo-examples',
  legal: '/legal',
  connectors: '/connectors',
  tasks: '/tasks',
  team: '/team',
  calendar: '/calendar',
  reports: '/reports',
  timeTracking: '/time-tracking',
  documents: '/documents',
  settings: '/settings',
  /** Skills of every employee (decision 027). */
  automations: '/automatisations',
  /** The one approval inbox. */
  approvals: '/approbations',
  /** The CRM (decision 065): the pipeline, the lists, the CSV import and exports. */
  crm: '/crm',
  crmOpportunity: (id: string) => `/crm/opportunites/${id}`,
  crmCompany: (id: string) => `/crm/entreprises/${id}`,
  crmContact: (id: string) => `/crm/contacts/${id}`,
  /** The support desk (decision 066): tickets, their thread, the contact form's link. */
  support: '/support',
  supportTicket: (id: string) => `/support/${id}`,
  /** A desk's public contact form: its unguessable slug names the desk. */
  contact: (slug: string) => `/contact/${slug}`,
  /** An invitation to join an organisation: its single-use token is in `?jeton=` (decision 072). */
  invitation: '/invitation',
  aiEmployee: (id: string) => `/ai/${id}`,
  /** The sandbox's checkout page (no Stripe key): our stand-in for Stripe Checkout. */
  sandboxCheckout: (id: string) => `/checkout/sandbox/${id}`,
} as const;

/** The sign-up calls to action open the Inscription tab (not a route of its own: `/auth`). */
export const signUpPath = `${paths.auth}?mode=inscription`;

/**
 * « Essai Gratuit » and the Pro calls to action: sign-up carrying the trial intent, which the server
 * keeps until the email is confirmed and then starts the 14-day Pro trial (decision 060).
 */
export const trialSignUpPath = `${signUpPath}&plan=pro-trial`;

export const employeeIds = ['alfred', 'chip', 'clide', 'suki', 'dot', 'millie', 'spec'] as const;
export type EmployeeId = (typeof employeeIds)[number];

/** A CRM record's page: an opportunity or a company, by its uuid. */
export const crmRecordPattern = /^\/crm\/(opportunites|entreprises|contacts)\/[0-9a-f-]{36}$/;

const staticPaths: string[] = Object.values(paths).filter((p) => typeof p === 'string');

export function isClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (staticPaths.includes(clean)) return true;
  if (/^\/checkout\/sandbox\/[0-9a-f-]{36}$/.test(clean)) return true;
  if (/^\/support\/[0-9a-f-]{36}$/.test(clean)) return true;
  if (/^\/contact\/[A-Za-z0-9_-]{16,64}$/.test(clean)) return true;
  // A project's page: /projects/{id} (a uuid, or a sample id for visitors).
  if (/^\/projects\/[A-Za-z0-9-]{1,64}$/.test(clean)) return true;
  // A CRM record: /crm/opportunites/{uuid}, /crm/entreprises/{uuid} or /crm/contacts/{uuid}.
  if (crmRecordPattern.test(clean)) return true;
  const ai = /^\/ai\/([a-z]+)$/.exec(clean);
  return ai !== null && (employeeIds as readonly string[]).includes(ai[1]!);
}
