// The AI tool panels' contract (SPEC.md §3 results, §5 rules, §7 calls, §9 report types and presets),
// shared by the server's validation and the panels' forms.
import { z } from 'zod';
import { employeeSchema } from './chat.ts';

export const maxRecipients = 10;
const textMax = 4000;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(textMax, { error: `Le texte ne peut pas dépasser ${textMax.toLocaleString('fr-FR')} caractères.` });
const optionalText = z
  .string()
  .trim()
  .max(textMax, { error: `Le texte ne peut pas dépasser ${textMax.toLocaleString('fr-FR')} caractères.` })
  .optional()
  .transform((value) => value || undefined);

// --- Task automation (ai-task-automation)

export const automationRequestSchema = z.object({
  task: requiredText('Veuillez décrire la tâche à automatiser'),
  employee: employeeSchema.default('alfred'),
  context: optionalText,
});
export type AutomationRequest = z.input<typeof automationRequestSchema>;

export interface AutomationStep {
  title: string;
  /** An employee id or 'vous' (the user). */
  owner: string;
  minutes: number;
}

export interface AutomationResult {
  employee: z.infer<typeof employeeSchema>;
  timestamp: string;
  task: string;
  /** The plan as Markdown: numbered steps, who does what, time saved. */
  result: string;
  steps: AutomationStep[];
  minutesSaved: number;
  engine: string;
}

export const createTasksFromPlanSchema = z.object({
  steps: z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .min(1, { error: 'Une étape sans titre ne peut pas devenir une tâche.' })
          .max(200),
        owner: z.string().trim().max(60),
        minutes: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1, { error: 'Aucune étape à transformer en tâche.' })
    .max(20, { error: 'Pas plus de 20 tâches à la fois.' }),
  employee: employeeSchema,
});

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

export const emailRequestSchema = z.object({
  task: requiredText("Décrivez l'email à générer"),
  emailType: z.enum(emailTypes, { error: "Type d'email inconnu." }),
  recipients: z
    .array(z.string(), { error: 'Ajoutez au moins un email valide' })
    .max(maxRecipients, { error: `Pas plus de ${maxRecipients} destinataires.` })
    .transform(keptRecipients)
    .pipe(
      z
        .array(z.email({ error: (issue) => `Adresse email invalide : ${String(issue.input)}` }))
        .min(1, { error: 'Ajoutez au moins un email valide' }),
    ),
  subject: optionalText,
  context: optionalText,
});
export type EmailRequest = z.input<typeof emailRequestSchema>;

export interface EmailResult {
  emailsSent: number;
  type: EmailType;
  subject: string;
  recipients: string[];
  /** The body, plain text with blank lines between paragraphs. */
  preview: string;
  timestamp: string;
  engine: string;
}

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

export const reportRequestSchema = z
  .object({
    reportType: z.enum(reportTypes, { error: 'Type de rapport inconnu.' }),
    period: z.enum(reportPeriods, { error: 'Période inconnue.' }),
    dataPoints: z
      .array(z.string().trim().min(1).max(60), { error: 'Choisissez les indicateurs du rapport.' })
      .max(12, { error: 'Pas plus de 12 indicateurs.' })
      .default([]),
    customPrompt: optionalText,
  })
  .refine((value) => value.reportType !== 'custom' || value.customPrompt, {
    error: 'Décrivez le rapport personnalisé à générer',
    path: ['customPrompt'],
  })
  .refine((value) => value.dataPoints.every((point) => reportDataPoints[value.reportType].includes(point)), {
    error: 'Indicateur inconnu pour ce type de rapport.',
    path: ['dataPoints'],
  });
export type ReportRequest = z.input<typeof reportRequestSchema>;

export interface ReportResult {
  reportType: ReportType;
  period: ReportPeriod;
  /** The report as Markdown. */
  content: string;
  generatedAt: string;
  wordCount: number;
  sections: string[];
  /** Key figures: computed from the user's workspace, or from the deterministic sample. */
  data: Record<string, number>;
  /** Set once stored in the user's history (GET /api/ai/reports). */
  id?: string;
  /** 'workspace' when the figures are the user's, 'sample' for données d'exemple, 'mixed' for both. */
  dataSource: 'workspace' | 'sample' | 'mixed';
  engine: string;
}

/** `rapport-sales-monthly-2026-11-22.md` (SPEC.md §9: named by type, period and date). */
export function reportFileName(report: Pick<ReportResult, 'reportType' | 'period' | 'generatedAt'>): string {
  return `rapport-${report.reportType}-${report.period}-${report.generatedAt.slice(0, 10)}.md`;
}

// --- Quota (SPEC.md §9: Gratuit has 5 AI tasks a day)

export const quotaExceededMessage =
  'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.';

// --- 'Programmer une démo personnalisée'

export const demoRequestSchema = z.object({
  name: z.string().trim().min(2, { error: 'Indiquez votre nom.' }).max(120),
  email: z.email({ error: 'Adresse email invalide.' }).max(254),
  company: z.string().trim().min(1, { error: 'Indiquez votre entreprise.' }).max(160),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Décrivez votre besoin en quelques mots (10 caractères au moins).' })
    .max(2000, { error: 'Le message ne peut pas dépasser 2 000 caractères.' }),
});
