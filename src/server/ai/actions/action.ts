// What a workspace action is (decision 055): one module per kind declares, once, the zod schema of its
// params, its French label and approval-card sentence, the model's tool description, and its executor.
// The schema's input is what a model's tool call or a French command gives; its output is what is
// stored and run, and parsing an output again gives it back unchanged (so a stored row re-parses).
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { WorkspaceWrites } from '../../workspace/workspace.service.ts';

/** What an executor may use: the claiming transaction and the user's workspace writes on it. */
export interface ActionContext {
  tx: Db;
  writes: WorkspaceWrites;
  userId: string;
  employee: string;
  /** The user's task a spoken title designates (case, accents, articles forgiven), or null. */
  findTaskByTitle(title: string): Promise<{ id: string; title: string } | null>;
  /** Sends an approved reply from the user's mailbox; absent when mail is not available. */
  mail?: { sendReply(userId: string, params: SendEmailParams, using: Db): Promise<void> };
  /** The action's own id: a key that makes its effect happen once (a support reply's requestKey). */
  actionId?: string;
  /** The support desk's writes on the claiming transaction (decision 068); absent without a desk. */
  support?: SupportActions;
  /** Work to run once the claim has committed (a staged mail's first attempt); after a rollback, never. */
  afterCommit?(run: () => Promise<void>): void;
}

/** What Clide's desk actions do (src/server/support/support.service.ts, decision 068). */
export interface SupportActions {
  /** The reply stored in the thread and its mail staged; returns the first attempts to make once committed. */
  replyIn(
    tx: Db,
    userId: string,
    ticketId: string,
    input: { body: string; requestKey: string },
  ): Promise<Array<() => Promise<void>>>;
  /** An internal note in the thread and the ticket assigned to the person. */
  escalateIn(
    tx: Db,
    userId: string,
    ticketId: string,
    input: { assignee: string; note: string },
  ): Promise<void>;
  /** The ticket's requester, or the desk's French 404 when it is not this user's. */
  requesterOf(tx: Db, userId: string, ticketId: string): Promise<{ email: string; subject: string }>;
}

export interface SendEmailParams {
  replyTo: string;
  to: string;
  subject: string;
  body: string;
}

export interface ActionResult {
  taskId: string | null;
  eventId: string | null;
}

export interface ActionDefinition<Kind extends string, Schema extends z.ZodType<object>> {
  kind: Kind;
  /** « Créer une tâche »: the approval inbox's kind label. */
  label: string;
  /** What the model is told the tool does. */
  toolDescription: string;
  params: Schema;
  /** The approval card's sentence: 'Créer la tâche « … » pour vendredi 28 novembre'. */
  describe(params: z.output<Schema>, now: Date): string;
  /** Where the result is seen once done (the chat's « C'est fait » line). */
  link: { href: string; label: string };
  /** Does it, inside the claiming transaction (decision 027: exactly once). */
  execute(context: ActionContext, params: z.output<Schema>): Promise<ActionResult>;
}

/** Keeps the kind and schema types of a declaration. */
export function defineAction<Kind extends string, Schema extends z.ZodType<object>>(
  definition: ActionDefinition<Kind, Schema>,
): ActionDefinition<Kind, Schema> {
  return definition;
}
