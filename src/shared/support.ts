// The support desk API's contract (tickets, their thread, the public contact form): the zod schemas
// validate the server's input and the React forms (issue 40, decision 066).

import {
  messageDirections,
  ticketCategories,
  ticketSources,
  ticketStatuses,
  ticketTones,
  ticketUrgencies,
} from './support-model.ts';
import { multiLineText, singleLineText } from './text-rules.ts';
import { pageQuerySchema } from './workspace.ts';
import { priorities } from './workspace-model.ts';
import { z } from './zod.ts';

export * from './support-model.ts';

const line = (what: string, max: number) =>
  z
    .string({ error: `${what} est requis.` })
    .trim()
    .min(1, { error: `${what} est requis.` })
    .max(max, { error: `${what} ne peut pas dépasser ${max} caractères.` })
    .refine(...singleLineText);

const email = z
  .string({ error: 'L’adresse email est requise.' })
  .trim()
  .min(1, { error: 'L’adresse email est requise.' })
  .max(254, { error: 'L’adresse email est trop longue.' })
  .pipe(z.email({ error: 'Adresse email invalide.' }))
  .transform((v) => v.toLowerCase());

/** A text of several lines, with its French refusals. */
const body = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine(...multiLineText);

const status = z.enum(ticketStatuses, { error: 'Statut de ticket inconnu.' });
const priority = z.enum(priorities, { error: 'Priorité inconnue.' });
const category = z.enum(ticketCategories, { error: 'Catégorie de ticket inconnue.' });

/** A ticket typed in by the user (a phone call, a letter). */
export const ticketInputSchema = z.object({
  requesterName: line('Le nom du demandeur', 200),
  requesterEmail: email,
  subject: line('Le sujet', 300),
  body: body('Le message est requis.', 20_000, 'Le message ne peut pas dépasser 20 000 caractères.'),
  priority: priority.default('medium'),
  category: category.default('question'),
});
export type TicketInput = z.input<typeof ticketInputSchema>;
export type TicketCreate = z.output<typeof ticketInputSchema>;

export const ticketPatchSchema = z
  .object({
    status,
    priority,
    category,
    assignee: z
      .string({ error: 'L’assigné doit être un texte.' })
      .trim()
      .max(120, { error: 'Le nom de l’assigné ne peut pas dépasser 120 caractères.' })
      .refine(...singleLineText)
      .nullable()
      .transform((v) => v || null),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Indiquez au moins un champ à modifier.' });
export type TicketPatch = z.input<typeof ticketPatchSchema>;
export type TicketChanges = z.output<typeof ticketPatchSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  status: status.optional(),
  /** Only the tickets past a deadline. */
  overdue: z.enum(['true', 'false'], { error: 'Le filtre « en retard » vaut true ou false.' }).optional(),
  q: z
    .string()
    .trim()
    .max(200, { error: 'La recherche est trop longue.' })
    .refine(...singleLineText)
    .optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export type TicketListFilters = z.output<typeof ticketListQuerySchema>;

/** A reply: `requestKey` is made once per reply box, so a double click or a retry sends once. */
export const ticketReplySchema = z.object({
  body: body('La réponse est vide.', 20_000, 'La réponse ne peut pas dépasser 20 000 caractères.'),
  requestKey: z.uuid({ error: 'Clé de requête invalide.' }),
});
export type TicketReply = z.input<typeof ticketReplySchema>;

/** The public contact form; `website` is a field people never see (a robot fills it in). */
export const contactFormSchema = z.object({
  name: line('Votre nom', 200),
  email,
  subject: line('Le sujet', 300),
  message: body('Le message est requis.', 5_000, 'Le message ne peut pas dépasser 5 000 caractères.'),
  website: z.string().max(500).optional().default(''),
  /** Given with the form when it was opened (sealed by the server): it dates the opening. */
  token: z.string({ error: 'Le formulaire a expiré : rechargez la page.' }).min(1).max(500),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const contactSlugParam = z.object({
  slug: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Lien de formulaire invalide.' }),
});

// What the API answers.
const instant = z.string();
export const supportTicketDtoSchema = z.object({
  id: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  subject: z.string(),
  status,
  priority,
  category,
  assignee: z.string().nullable(),
  source: z.enum(ticketSources),
  createdAt: instant,
  lastMessageAt: instant,
  firstResponseDueAt: instant,
  resolutionDueAt: instant,
  firstRespondedAt: instant.nullable(),
  resolvedAt: instant.nullable(),
  /** Past its first-response or resolution deadline while a deadline runs. */
  overdue: z.boolean(),
  /** Clide's triage at creation (decision 068); null for a ticket older than it. */
  triage: z
    .object({
      category: category,
      urgency: z.enum(ticketUrgencies),
      tone: z.enum(ticketTones),
      suggestedPriority: priority,
    })
    .nullable(),
});
export const supportMessageDtoSchema = z.object({
  id: z.string(),
  direction: z.enum(messageDirections),
  authorName: z.string(),
  authorEmail: z.string(),
  body: z.string(),
  messageId: z.string().nullable(),
  sentAt: instant,
});
export const supportTicketDetailSchema = z.object({
  ticket: supportTicketDtoSchema,
  messages: z.array(supportMessageDtoSchema),
});
export const supportTicketListSchema = z.object({
  items: z.array(supportTicketDtoSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  /** Every overdue ticket of the desk, whatever the filter. */
  overdueCount: z.number(),
});
export const supportFormLinkSchema = z.object({ slug: z.string() });

/** « Faire rédiger par Clide »: the proposal in the approval inbox, and what Clide tells the user. */
export const supportDraftSchema = z.object({
  action: z.object({ id: z.string(), status: z.string(), summary: z.string() }),
  /** For the user, never in the mail: what the draft rests on, or what it could not answer. */
  note: z.string(),
});
export const contactFormViewSchema = z.object({
  /** Whom the visitor writes to (the company's name, else the account's). */
  recipient: z.string(),
  token: z.string(),
});
export const contactSentSchema = z.object({ sent: z.literal(true) });
