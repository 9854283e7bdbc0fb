// The workspace actions an employee may propose, each declared once in its own module (decision 055).
// The model's tools, the offline engine's proposals, the stored proposal, the approval card and the
// executor all read these; `aiActionKinds` (src/shared/chat-model.ts) must list the same kinds.
import type { z } from 'zod';
import type { ActionDefinition } from './action.ts';
import { createEvent } from './create-event.ts';
import { createTask } from './create-task.ts';
import { crmCreateOpportunity } from './crm-create-opportunity.ts';
import { crmLogActivity } from './crm-log-activity.ts';
import { crmMoveOpportunity } from './crm-move-opportunity.ts';
import { sendEmail } from './send-email.ts';
import { supportEscalate } from './support-escalate.ts';
import { supportReply } from './support-reply.ts';
import { updateTaskStatus } from './update-task-status.ts';

export const workspaceActions = {
  create_task: createTask,
  update_task_status: updateTaskStatus,
  create_event: createEvent,
  send_email: sendEmail,
  // Clide on the support desk (decision 068).
  support_reply: supportReply,
  support_escalate: supportEscalate,
  // Chip on the CRM (decision 067).
  crm_create_opportunity: crmCreateOpportunity,
  crm_move_opportunity: crmMoveOpportunity,
  crm_log_activity: crmLogActivity,
} as const;

export type WorkspaceActionKind = keyof typeof workspaceActions;

/** A proposal as stored and run: the kind and its params as its schema gives them out. */
export type ActionProposal = {
  [K in WorkspaceActionKind]: { kind: K; params: z.output<(typeof workspaceActions)[K]['params']> };
}[WorkspaceActionKind];

// biome-ignore lint/suspicious/noExplicitAny: one declaration of any kind, read through its own schema.
type AnyAction = ActionDefinition<string, any>;

export function actionOf(kind: string): AnyAction | undefined {
  return Object.hasOwn(workspaceActions, kind) ? workspaceActions[kind as WorkspaceActionKind] : undefined;
}

export type ParsedProposal = { ok: true; proposal: ActionProposal } | { ok: false; error: string };

/**
 * A proposal read through its action's schema: what a model or a command gives, what is stored before
 * insert, and a stored row again before it runs. The error is French and names no value.
 */
export function parseProposal(kind: string, params: unknown): ParsedProposal {
  const action = actionOf(kind);
  if (!action) return { ok: false, error: 'Action inconnue : elle n’a pas été réalisée.' };
  const parsed = action.params.safeParse(params);
  if (!parsed.success) {
    const fields = [
      ...new Set(parsed.error.issues.map((issue: z.core.$ZodIssue) => issue.path.join('.') || 'paramètres')),
    ];
    return {
      ok: false,
      error: `Proposition invalide (${action.label.toLowerCase()}, ${fields.join(', ')}) : elle n’a pas été réalisée.`,
    };
  }
  return { ok: true, proposal: { kind, params: parsed.data } as ActionProposal };
}

/** 'Créer la tâche « … » pour vendredi 28 novembre': what the approval card says. */
export function describeProposal(proposal: ActionProposal, now: Date): string {
  return (actionOf(proposal.kind) as AnyAction).describe(proposal.params, now);
}
