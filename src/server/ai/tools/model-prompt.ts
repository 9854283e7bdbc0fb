import type { z } from 'zod';
import { employees } from '../../../shared/employees.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import { companyMemoryPrompt } from '../company-memory-prompt.ts';
import { personas } from '../personas.ts';
import { AiProviderError, type WorkspaceSnapshot } from '../types.ts';
import type { ToolContext } from './types.ts';

// What the tools share when a model provider writes: the persona as system prompt, a brief of the
// workspace, and JSON answers checked with zod (a model that answers garbage is a provider error,
// not a crash).

export function workspaceBrief(workspace: WorkspaceSnapshot): string {
  const tasks = workspace.tasks
    .filter((t) => t.status !== 'done')
    .slice(0, 20)
    .map((t) => `- ${t.title} (${t.priority}${t.dueDate ? `, échéance ${t.dueDate}` : ''})`);
  return tasks.length ? `Tâches ouvertes de l'utilisateur :\n${tasks.join('\n')}` : 'Aucune tâche ouverte.';
}

/** The employee's persona, then what is known of the user's company when there is something. */
export function systemPrompt(employee: EmployeeId, ctx: ToolContext): string {
  const memory = companyMemoryPrompt(ctx.memory);
  return memory ? `${personas[employee].systemPrompt}\n\n${memory}` : personas[employee].systemPrompt;
}

export function parseJson<T extends z.ZodType>(text: string, schema: T): z.infer<T> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  try {
    return schema.parse(JSON.parse(text.slice(start, end + 1)));
  } catch {
    throw new AiProviderError('provider', 'Réponse du fournisseur IA illisible.');
  }
}

/** Who may own a step of a plan: an employee, or the user ("vous"). */
export const owners = [...employees.map((e) => e.id), 'vous'];
