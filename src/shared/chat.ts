// The chat API's contract (SPEC.md §3 chat request, §7 ai-chat), shared by the server's validation
// and the chat UI. Streams are server-sent events whose `data` is one ChatStreamEvent in JSON.

import { chatLimits, technicalProblemReply } from './chat-limits.ts';
import { aiActionKinds, aiActionStatuses, chatRoles, engineIds, messageStatuses } from './chat-model.ts';
import { type MessageSource, messageSourceSchema } from './documents.ts';
import { employeeIds } from './routes.ts';
import { multiLineText } from './text-rules.ts';
import { z } from './zod.ts';

export { chatLimits, technicalProblemReply };

export const chatMessageSchema = z.object({
  role: z.enum(chatRoles, { error: 'Le rôle d’un message doit être « user » ou « assistant ».' }),
  content: z
    .string({ error: 'Le contenu d’un message doit être un texte.' })
    .trim()
    .min(1, { error: 'Un message ne peut pas être vide.' })
    .max(chatLimits.maxMessageLength, {
      error: `Un message ne peut pas dépasser ${chatLimits.maxMessageLength.toLocaleString('fr-FR')} caractères.`,
    })
    .refine(...multiLineText),
});

export const employeeSchema = z.enum(employeeIds, { error: 'Employé IA inconnu.' });

/** POST /api/chat and /api/chat/stream: the public demo (visitors included), nothing stored. */
export const chatRequestSchema = z.object({
  employee: employeeSchema,
  messages: z
    .array(chatMessageSchema, { error: 'La liste des messages est requise.' })
    .min(1, { error: 'Envoyez au moins un message.' })
    .max(chatLimits.maxMessages, { error: `Pas plus de ${chatLimits.maxMessages} messages par requête.` })
    .refine((messages) => messages.at(-1)?.role === 'user', {
      error: 'Le dernier message doit venir de l’utilisateur.',
    }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/conversations/:id/messages: one new user message in a stored conversation. */
export const conversationMessageSchema = z.object({ content: chatMessageSchema.shape.content });

/** POST /api/conversations: start a new conversation with an employee. */
export const newConversationSchema = z.object({ employee: employeeSchema });

/** Which implementation wrote a reply; the UI shows a 'moteur local' badge for `local` only. */
export type EngineId = (typeof engineIds)[number];
const engineSchema = z.enum(engineIds);

// What the API answers (the OpenAPI document and the typed client read these).

/** POST /api/chat's JSON answer (SPEC.md §7: response, employee). */
export const chatResponseSchema = z.object({
  response: z.string(),
  employee: employeeSchema,
  engine: engineSchema,
  /** What the engine understood: the skill it ran and the rule that chose it (decision 071). */
  understood: z.object({ skill: z.string().nullable(), rule: z.string() }).optional(),
});
export type ChatResponse = z.output<typeof chatResponseSchema>;

/** An action an employee proposed or took on the workspace (the approval card of the chat). */
export const aiActionSummarySchema = z.object({
  id: z.uuid(),
  employee: employeeSchema,
  kind: z.enum(aiActionKinds),
  /** 'Créer la tâche « … » pour vendredi 28 novembre' */
  summary: z.string(),
  status: z.enum(aiActionStatuses),
  approvedBy: z.enum(['user', 'auto']).nullable(),
  taskId: z.string().nullable(),
  /** The calendar event a create_event action made. */
  eventId: z.string().nullable().optional(),
  error: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The same proposal (kind and params) already waited in Approbations: no second one was made. */
  duplicate: z.boolean().optional(),
});
export type AiActionSummary = z.output<typeof aiActionSummarySchema>;

export type ChatStreamEvent =
  /** First event of a stored conversation's stream: the ids the rows got. */
  | { type: 'start'; conversationId?: string; messageId?: string }
  | { type: 'delta'; text: string }
  /** The reply carries an action: a card to approve or refuse, or one already taken. */
  | { type: 'action'; action: AiActionSummary }
  /** The document passages the reply cites; `uncited` when passages were given and none is cited. */
  | { type: 'sources'; sources: MessageSource[]; uncited: boolean }
  /** `understood`: the skill the reply ran and the rule that chose it (decision 071; the eval prints it). */
  | { type: 'done'; engine: EngineId; understood?: { skill: string | null; rule: string } }
  /** The stream stopped early: what arrived is kept; `interrupted` says the reply is partial. */
  | { type: 'error'; code: string; message: string; interrupted: boolean };

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  employee: employeeSchema,
  title: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

export const storedChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(chatRoles),
  content: z.string(),
  engine: engineSchema.nullable(),
  /** `interrupted` when the stream was cut, `error` when the provider failed before any word. */
  status: z.enum(messageStatuses),
  createdAt: z.string(),
  /** The action this reply proposed or took, if any. */
  action: aiActionSummarySchema.nullable().optional(),
  /** Every action, when this reply proposed several (the first is `action`). */
  actions: z.array(aiActionSummarySchema).optional(),
  /** The document passages this reply cites (the "Sources" block). */
  sources: z.array(messageSourceSchema).optional(),
});
export type StoredChatMessage = z.output<typeof storedChatMessageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(storedChatMessageSchema),
});
export type ConversationDetail = z.output<typeof conversationDetailSchema>;
