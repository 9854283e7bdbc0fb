import type { z } from 'zod';
import type {
  aiUsageSchema,
  automationResultSchema,
  automationStepSchema,
  createdTasksSchema,
  demoRequestSchema,
  emailResultSchema,
  receivedRequestsSchema,
  reportResultSchema,
  storedReportSchema,
} from './ai-tools.ts';
import { type PlanId, plans } from './plans.ts';
import { countOf } from './plural.ts';
// The AI tool panels' contract (SPEC.md §3 results, §5 rules, §7 calls, §9 report types and presets),
// shared by the server's validation and the panels' forms.
export const maxRecipients = 10;
export const textMax = 4000;
/** How many of the user's documents a tool panel may take as context at once. */
export const maxContextDocuments = 5;

// --- Task automation (ai-task-automation)

export type AutomationStep = z.output<typeof automationStepSchema>;
export type AutomationResult = z.output<typeof automationResultSchema>;

// --- Email generation (email-automation)

export const emailTypes = ['newsletter', 'follow-up', 'promotion', 'notification', 'custom'] as const;
export type EmailType = (typeof emailTypes)[number];
export const emailTypeLabels: Record<EmailType, string> = {
  newsletter: 'Newsletter',
  'follow-up': 'Relance',
  promotion: 'Promotion',
  notification: 'Notification',
  custom: 'Personnalisé',
};

/** SPEC.md §5: recipients are kept only when non-empty and containing '@'. The server then checks real syntax. */
export function keptRecipients(fields: readonly string[]): string[] {
  return fields.map((field) => field.trim()).filter((field) => field !== '' && field.includes('@'));
}

export type EmailResult = z.output<typeof emailResultSchema>;

// --- Report generation (generate-report)

export const reportTypes = ['sales', 'marketing', 'hr', 'finance', 'operations', 'custom'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportPeriods = ['daily', 'weekly', 'monthly', 'quarterly'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportTypeLabels: Record<ReportType, string> = {
  sales: 'Ventes',
  marketing: 'Marketing',
  hr: 'Ressources humaines',
  finance: 'Finance',
  operations: 'Opérations',
  custom: 'Personnalisé',
};
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  daily: 'Quotidien',
  weekly: 'Hebdomadaire',
  monthly: 'Mensuel',
  quarterly: 'Trimestriel',
};

/** Data points offered per type; the preset is the first ones with its period (SPEC.md §9). */
export const reportDataPoints: Record<ReportType, readonly string[]> = {
  sales: ['Revenue', 'Leads', 'Conversions', 'Pipeline', 'Deal Size', 'Sales Cycle'],
  marketing: ['Impressions', 'Clicks', 'CTR', 'ROAS', 'Followers', 'Engagement'],
  hr: ['Headcount', 'Turnover', 'Satisfaction', 'Time to Hire', 'Absenteeism'],
  finance: ['Revenue', 'Expenses', 'Margin', 'Cash Flow', 'Receivables'],
  operations: ['Tasks Completed', 'Time Tracked', 'Project Progress', 'Overdue Tasks', 'On-time Rate'],
  custom: ['Tasks Completed', 'Time Tracked', 'Project Progress', 'Overdue Tasks'],
};

export const reportPresets: Record<ReportType, { dataPoints: readonly string[]; period: ReportPeriod }> = {
  sales: { dataPoints: ['Revenue', 'Leads', 'Conversions', 'Pipeline'], period: 'monthly' },
  marketing: { dataPoints: ['Impressions', 'Clicks', 'CTR', 'ROAS'], period: 'weekly' },
  hr: { dataPoints: ['Headcount', 'Turnover', 'Satisfaction'], period: 'quarterly' },
  finance: { dataPoints: ['Revenue', 'Expenses', 'Margin', 'Cash Flow'], period: 'monthly' },
  operations: {
    dataPoints: ['Tasks Completed', 'Time Tracked', 'Project Progress', 'Overdue Tasks'],
    period: 'weekly',
  },
  custom: { dataPoints: ['Tasks Completed', 'Project Progress'], period: 'monthly' },
};

export type ReportResult = z.output<typeof reportResultSchema>;
/** A report kept in its author's history (GET /api/ai/reports). */
export type StoredReport = z.output<typeof storedReportSchema>;

// French names of the report indicators, in the panel, the report's text and its download; the API
// keeps SPEC.md's keys (Revenue, Leads...).
const indicatorLabels: Record<string, string> = {
  Revenue: "Chiffre d'affaires",
  Leads: 'Leads',
  Conversions: 'Conversions',
  Pipeline: 'Pipeline',
  'Deal Size': 'Montant moyen des affaires',
  'Sales Cycle': 'Cycle de vente',
  Impressions: 'Impressions',
  Clicks: 'Clics',
  CTR: 'Taux de clic (CTR)',
  ROAS: 'Retour sur dépenses pub (ROAS)',
  Followers: 'Abonnés',
  Engagement: 'Engagement',
  Headcount: 'Effectif',
  Turnover: 'Taux de rotation',
  Satisfaction: 'Satisfaction',
  'Time to Hire': 'Délai de recrutement',
  Absenteeism: 'Absentéisme',
  Expenses: 'Dépenses',
  Margin: 'Marge',
  'Cash Flow': 'Trésorerie',
  Receivables: 'Créances clients',
  'Tasks Completed': 'Tâches terminées',
  'Time Tracked': 'Temps suivi',
  'Project Progress': 'Avancement des projets',
  'Overdue Tasks': 'Tâches en retard',
  'On-time Rate': 'Respect des délais',
};

export function indicatorLabel(key: string): string {
  return indicatorLabels[key] ?? key;
}

const fileWords: { type: Record<ReportType, string>; period: Record<ReportPeriod, string> } = {
  type: {
    sales: 'ventes',
    marketing: 'marketing',
    hr: 'rh',
    finance: 'finance',
    operations: 'operations',
    custom: 'personnalise',
  },
  period: { daily: 'quotidien', weekly: 'hebdomadaire', monthly: 'mensuel', quarterly: 'trimestriel' },
};

/** `rapport-ventes-mensuel-2026-11-22.md` (SPEC.md §9: named by type, period and date, in French). */
export function reportFileName(report: Pick<ReportResult, 'reportType' | 'period' | 'generatedAt'>): string {
  return `rapport-${fileWords.type[report.reportType]}-${fileWords.period[report.period]}-${report.generatedAt.slice(0, 10)}.md`;
}

// --- Quota (SPEC.md §9: Gratuit has 5 AI tasks a day)

/** Today's AI tasks; limit null is an unlimited plan. */
export type AiUsage = z.output<typeof aiUsageSchema>;
/** A task made from a plan's step ('Créer ces tâches'). */
export type CreatedTask = z.output<typeof createdTasksSchema>['tasks'][number];

export const quotaExceededMessage =
  'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.';

/** Is the member's allowance (decision 072), not the plan, what limits them today? */
export function allowanceBinds(plan: PlanId, allowance: number | null): boolean {
  if (allowance === null) return false;
  const planLimit = plans.find((p) => p.id === plan)?.dailyAiTasks ?? null;
  return planLimit === null || allowance < planLimit;
}

export const allowanceSpentMessage = (allowance: number) =>
  `Limite atteinte : votre administrateur vous accorde ${countOf(allowance, 'tâche IA', 'tâches IA')} par jour.`;

// --- 'Programmer une démo personnalisée' and 'Créer mon IA Sur Mesure': one request form, two kinds

/** What a visitor asks the sales team for: a guided demo, or an AI employee built for their trade. */
export const requestKinds = ['demo', 'custom-ai', 'enterprise'] as const;
export type RequestKind = (typeof requestKinds)[number];

export type DemoRequest = z.input<typeof demoRequestSchema>;
export type ReceivedRequest = z.output<typeof receivedRequestsSchema>['requests'][number];
