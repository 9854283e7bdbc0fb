// The skills' and the approval inbox's API contract (decision 027): the zod schemas validate the
// server's input and the pages' forms; the lists of values are in skills-model.ts.

import { employeeIds } from './routes.ts';
import {
  approvalKinds,
  approvalStatuses,
  skillDestinations,
  skillEvents,
  skillKinds,
  skillRunOrigins,
  skillRunStatuses,
  skillTriggers,
  trustLevels,
} from './skills-model.ts';
import { multiLineText, singleLineText } from './text-rules.ts';
import { z } from './zod.ts';

export * from './skills-model.ts';

const employee = z.enum(employeeIds, { error: 'Employé IA inconnu.' });
const trigger = z.enum(skillTriggers, {
  error: 'Déclencheur inconnu : choisissez planifiée, sur événement, webhook entrant ou à la demande.',
});
const event = z.enum(skillEvents, {
  error: 'Événement inconnu : tâche en retard, tâche créée ou statut de projet modifié.',
});
const destination = z.enum(skillDestinations, {
  error: 'Destination inconnue : discussion, e-mail, tâche ou webhook.',
});
const cron = z
  .string({ error: 'L’horaire (cron) doit être un texte.' })
  .trim()
  .min(1, { error: 'L’horaire (cron) est obligatoire pour une automatisation planifiée.' })
  .max(100, { error: 'L’horaire (cron) est trop long.' });
const name = z
  .string({ error: 'Le nom est obligatoire.' })
  .trim()
  .min(1, { error: 'Le nom est obligatoire.' })
  .max(120, { error: 'Le nom ne doit pas dépasser 120 caractères.' })
  .refine(...singleLineText);
const instruction = z
  .string({ error: 'La consigne doit être un texte.' })
  .trim()
  .max(2000, { error: 'La consigne ne doit pas dépasser 2 000 caractères.' })
  .refine(...multiLineText);

/** A new skill: a built-in one by kind (its defaults filled in), or a custom one. */
export const skillInputSchema = z.object({
  employee,
  kind: z.enum(skillKinds, { error: 'Automatisation inconnue.' }).default('custom'),
  name: name.optional(),
  instruction: instruction.optional(),
  trigger: trigger.optional(),
  cron: cron.nullish(),
  event: event.nullish(),
  destination: destination.optional(),
  enabled: z.boolean({ error: '« enabled » doit valoir true ou false.' }).default(true),
});
export type SkillInput = z.input<typeof skillInputSchema>;

export const skillPatchSchema = z.object({
  name: name.optional(),
  instruction: instruction.optional(),
  trigger: trigger.optional(),
  cron: cron.nullish(),
  event: event.nullish(),
  destination: destination.optional(),
  enabled: z.boolean({ error: '« enabled » doit valoir true ou false.' }).optional(),
});
export type SkillPatch = z.input<typeof skillPatchSchema>;

export const skillListQuerySchema = z.object({ employee: employee.optional() });

export const skillDescriptionSchema = z.object({
  employee,
  text: z
    .string({ error: 'Décrivez l’automatisation en une phrase.' })
    .trim()
    .min(3, { error: 'Décrivez l’automatisation en une phrase.' })
    .max(500, { error: 'La description ne doit pas dépasser 500 caractères.' })
    .refine(...singleLineText),
});

export const skillDtoSchema = z.object({
  id: z.string(),
  employee,
  kind: z.enum(skillKinds),
  name: z.string(),
  instruction: z.string(),
  trigger: z.enum(skillTriggers),
  cron: z.string().nullable(),
  event: z.enum(skillEvents).nullable(),
  destination: z.enum(skillDestinations),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  /** The inbound webhook's path (POST it with the secret in X-Septime-Secret), webhook triggers only. */
  webhookPath: z.string().nullable(),
  webhookSecret: z.string().nullable(),
  createdAt: z.string(),
});
export type SkillDto = z.output<typeof skillDtoSchema>;

export const skillRunDtoSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  origin: z.enum(skillRunOrigins),
  status: z.enum(skillRunStatuses),
  attempts: z.number(),
  scheduledFor: z.string(),
  startedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  output: z.string().nullable(),
  error: z.string().nullable(),
  quotaCost: z.number(),
});
export type SkillRunDto = z.output<typeof skillRunDtoSchema>;

export const skillListSchema = z.object({ skills: z.array(skillDtoSchema) });
export const skillRunListSchema = z.object({ runs: z.array(skillRunDtoSchema) });

// --- the approval inbox

export const approvalDtoSchema = z.object({
  /** `action:<id>` for a chat action, `approval:<id>` for a skill's proposal. */
  id: z.string(),
  employee,
  kind: z.enum(approvalKinds),
  status: z.enum(approvalStatuses),
  /** What will happen. */
  summary: z.string(),
  /** Why the employee proposes it. */
  reason: z.string(),
  /** Where it comes from: « Discussion » or the skill's name. */
  source: z.string(),
  /** The editable fields (a title, a message…). */
  params: z.record(z.string(), z.unknown()),
  /** Automatic actions: until when « Annuler » works. */
  undoUntil: z.string().nullable(),
  /** The member whose request the employee answered (a chat proposal), by name (decision 072). */
  requestedBy: z.string().nullable(),
  /** The member who approved, refused or cancelled it, by name. */
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalDto = z.output<typeof approvalDtoSchema>;

export const approvalListSchema = z.object({
  approvals: z.array(approvalDtoSchema),
  pending: z.number(),
  /** Whether this member may decide here (the organisation's rule, decision 072). */
  mayApprove: z.boolean(),
});

export const approvalEditSchema = z.object({
  params: z.record(z.string(), z.unknown(), { error: 'Les modifications doivent être un objet.' }).optional(),
});

export const approvalIdParam = z.object({
  id: z
    .string()
    .regex(/^(action|approval):[0-9a-f-]{36}$/, { error: 'Identifiant de proposition invalide.' }),
});

export const trustSchema = z.object({
  levels: z.record(z.enum(approvalKinds), z.enum(trustLevels)),
});
export const trustInputSchema = z.object({
  kind: z.enum(approvalKinds, { error: 'Type d’action inconnu.' }),
  level: z.enum(trustLevels, {
    error: 'Niveau de confiance inconnu : toujours demander, automatique ou jamais.',
  }),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  /** The member at the keyboard when the actor is the user, by name (decision 072). */
  member: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
