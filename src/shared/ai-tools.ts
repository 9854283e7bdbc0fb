// Zod schemas of the ai-tools contract; the constants, types and helpers are in ai-tools-model.ts, which
// the client imports without pulling zod into its page chunks.

import {
  emailTypes,
  keptRecipients,
  maxContextDocuments,
  maxRecipients,
  reportDataPoints,
  reportPeriods,
  reportTypes,
  requestKinds,
  textMax,
} from './ai-tools-model.ts';
import { employeeSchema } from './chat.ts';
import { messageSourceSchema } from './documents.ts';
import { planIds } from './plans.ts';
import { multiLineText } from './text-rules.ts';
import { z } from './zod.ts';

export * from './ai-tools-model.ts';

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(textMax, { error: `Le texte ne peut pas dépasser ${textMax.toLocaleString('fr-FR')} caractères.` })
    .refine(...multiLineText);
const optionalText = z
  .string()
  .trim()
  .max(textMax, { error: `Le texte ne peut pas dépasser ${textMax.toLocaleString('fr-FR')} caractères.` })
  .refine(...multiLineText)
  .optional()
  .transform((value) => value || undefined);

/**
 * The documents a tool panel takes as context (issue 20): the user's own document ids, checked
 * again by the server (another user's id answers 404).
 */
export const contextDocumentsSchema = z
  .array(z.uuid({ error: 'Identifiant de document invalide.' }), { error: 'Liste de documents invalide.' })
  .max(maxContextDocuments, { error: `Pas plus de ${maxContextDocuments} documents à la fois.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Un document est choisi deux fois.' })
  .default([]);

/** The passages of the chosen documents a tool's result used, opened from its "Sources" block. */
const toolSourcesSchema = z.array(messageSourceSchema).optional();

export const automationRequestSchema = z.object({
  task: requiredText('Veuillez décrire la tâche à automatiser'),
  employee: employeeSchema.default('alfred'),
  context: optionalText,
});
export type AutomationRequest = z.input<typeof automationRequestSchema>;

// What the API answers (the OpenAPI document and the typed client read these; ai-tools-model.ts
// derives the types).

export const automationStepSchema = z.object({
  title: z.string(),
  /** An employee id or 'vous' (the user). */
  owner: z.string(),
  minutes: z.number(),
});

export const automationResultSchema = z.object({
  employee: employeeSchema,
  timestamp: z.string(),
  task: z.string(),
  /** The plan as Markdown: numbered steps, who does what, time saved. */
  result: z.string(),
  steps: z.array(automationStepSchema),
  minutesSaved: z.number(),
  engine: z.string(),
});

export const createdTasksSchema = z.object({
  tasks: z.array(z.object({ id: z.uuid(), title: z.string(), assignee: z.string().nullable() })),
});

export const emailResultSchema = z.object({
  emailsSent: z.number(),
  type: z.enum(emailTypes),
  subject: z.string(),
  recipients: z.array(z.string()),
  /** The body, plain text with blank lines between paragraphs. */
  preview: z.string(),
  timestamp: z.string(),
  engine: z.string(),
  sources: toolSourcesSchema,
});

export const reportResultSchema = z.object({
  reportType: z.enum(reportTypes),
  period: z.enum(reportPeriods),
  /** The report as Markdown. */
  content: z.string(),
  generatedAt: z.string(),
  wordCount: z.number(),
  sections: z.array(z.string()),
  /** Key figures: computed from the user's workspace, or from the deterministic sample. */
  data: z.record(z.string(), z.number()),
  /** Set once stored in the user's history (GET /api/ai/reports). */
  id: z.string().optional(),
  /** 'workspace' when the figures are the user's, 'sample' for données d'exemple, 'mixed' for both. */
  dataSource: z.enum(['workspace', 'sample', 'mixed']),
  engine: z.string(),
  sources: toolSourcesSchema,
});

export const storedReportSchema = reportResultSchema.extend({ id: z.uuid() });

export const aiUsageSchema = z.object({
  plan: z.enum(planIds),
  used: z.number(),
  /** null: an unlimited plan. */
  limit: z.number().nullable(),
  /** The member's allowance when it, not the plan, sets the limit (decision 072). */
  allowance: z.number().nullable(),
});

export const demoRequestAnswerSchema = z.object({ message: z.string() });

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
  documentIds: contextDocumentsSchema,
});
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const reportRequestSchema = z
  .object({
    reportType: z.enum(reportTypes, { error: 'Type de rapport inconnu.' }),
    period: z.enum(reportPeriods, { error: 'Période inconnue.' }),
    dataPoints: z
      .array(z.string().trim().min(1).max(60), { error: 'Choisissez les indicateurs du rapport.' })
      .max(12, { error: 'Pas plus de 12 indicateurs.' })
      .default([]),
    customPrompt: optionalText,
    documentIds: contextDocumentsSchema,
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

/** The request form of both kinds, shared by the dialog and the server (POST /api/demo-requests). */
export const demoRequestSchema = z.object({
  kind: z.enum(requestKinds, { error: 'Type de demande inconnu.' }).default('demo'),
  name: z.string().trim().min(2, { error: 'Indiquez votre nom.' }).max(120),
  email: z.email({ error: 'Adresse email invalide.' }).max(254),
  company: z.string().trim().min(1, { error: 'Indiquez votre entreprise.' }).max(160),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Décrivez votre besoin en quelques mots (10 caractères au moins).' })
    .max(2000, { error: 'Le message ne peut pas dépasser 2 000 caractères.' }),
});

/** The requests received, newest first, for the operators of ADMIN_EMAILS (GET /api/security/requests). */
export const receivedRequestsSchema = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(requestKinds),
      name: z.string(),
      email: z.string(),
      company: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
});
