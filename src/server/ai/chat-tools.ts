// The tools of a chat reply, the same for every engine (issue 37, decision 076): a model provider calls
// them through the AI SDK, and so does the offline engine, which is a language model of the AI SDK
// (local/local-language-model.ts). Reads answer at once; changes become proposals to approve.
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { AiActionSummary } from '../../shared/chat.ts';
import { type ActionProposal, workspaceActions } from './actions/registry.ts';
import { actionsOf } from './employees/registry.ts';
import { type ReplyRequest, rememberFactTool } from './types.ts';

/** The tools' input schemas: built once (a turn builds its tools around them, issue 25). */
const toolInputs = {
  none: z.object({}),
  rememberFact: z.object({ fact: z.string().trim().min(1).max(500) }),
};

/** What a model is told of its proposal: taken already, or waiting for the user. */
export function proposalLine(action: AiActionSummary): string {
  if (action.duplicate) {
    return `Déjà en attente de l'accord de l'utilisateur dans Approbations, rien de nouveau proposé : ${action.summary}.`;
  }
  return action.status === 'executed'
    ? `Fait : ${action.summary}.`
    : `Proposition envoyée à l'utilisateur, en attente de son accord : ${action.summary}.`;
}

/**
 * The tools a reply may call. An action's result is the stored proposal's summary (what the offline
 * engine writes its confirmation from); a provider's model reads it as `proposalLine`'s sentence.
 */
export function chatTools(request: ReplyRequest, reader: 'provider' | 'local'): ToolSet {
  const { workspace, actions } = request;
  const tools: ToolSet = {
    list_tasks: tool({
      description: "Liste les tâches de l'utilisateur (titre, projet, assigné, échéance, priorité, statut).",
      inputSchema: toolInputs.none,
      execute: async () => workspace.tasks.slice(0, 100),
    }),
    list_events: tool({
      description: "Liste les événements du planning de l'utilisateur (titre, début, fin, participants).",
      inputSchema: toolInputs.none,
      execute: async () => workspace.events.slice(0, 100),
    }),
    list_projects: tool({
      description: "Liste les projets de l'utilisateur avec leur avancement.",
      inputSchema: toolInputs.none,
      execute: async () => workspace.projects.slice(0, 50),
    }),
  };
  if (!actions) return tools;
  const { remember } = actions;
  return {
    ...tools,
    ...(remember && {
      [rememberFactTool]: tool({
        description:
          "Enregistre un fait durable sur l'entreprise de l'utilisateur quand il le demande (« Retiens que… »).",
        inputSchema: toolInputs.rememberFact,
        execute: async (input) => remember(input.fact),
      }),
    }),
    // The actions of the skills the employee runs (the registry's), each with its own schema as input.
    ...Object.fromEntries(
      actionsOf(request.employee)
        .map((kind) => workspaceActions[kind])
        .map((action) => [
          action.kind,
          tool({
            description: action.toolDescription,
            inputSchema: action.params as z.ZodType<Record<string, unknown>>,
            // The input arrives parsed by that schema: the proposal is what will be stored.
            execute: async (params) => actions.propose({ kind: action.kind, params } as ActionProposal),
            ...(reader === 'provider' && {
              toModelOutput: ({ output }: { output: AiActionSummary }) => ({
                type: 'text' as const,
                value: proposalLine(output),
              }),
            }),
          }),
        ]),
    ),
  };
}
