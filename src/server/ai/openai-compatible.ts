import { createOpenAI } from '@ai-sdk/openai';
import { generateText, streamText } from 'ai';
import { personas } from './personas.ts';
import {
  type AiEngine,
  AiProviderError,
  type EngineId,
  type ReplyRequest,
  type TextCompletion,
} from './types.ts';

export interface OpenAiCompatibleOptions {
  id: Extract<EngineId, 'openai-compatible' | 'mistral'>;
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  /** Whole-reply budget; a stalled provider is cut off after it. */
  timeoutMs: number;
}

/** Brief summary of the workspace given to the model, so it answers about the user's real work. */
function workspaceContext(request: ReplyRequest): string {
  const { workspace } = request;
  const tasks = workspace.tasks
    .filter((t) => t.status !== 'done')
    .slice(0, 30)
    .map((t) => `- ${t.title} (${t.priority}, ${t.status}${t.dueDate ? `, échéance ${t.dueDate}` : ''})`);
  const projects = workspace.projects.slice(0, 20).map((p) => `- ${p.name} : ${p.progress} %, ${p.status}`);
  return [
    `Date du jour : ${request.now.toISOString().slice(0, 10)}.`,
    workspace.isSample
      ? "Espace de démonstration (données d'exemple)."
      : "Espace de travail de l'utilisateur.",
    projects.length ? `Projets :\n${projects.join('\n')}` : 'Aucun projet.',
    tasks.length ? `Tâches ouvertes :\n${tasks.join('\n')}` : 'Aucune tâche ouverte.',
  ].join('\n');
}

/** Any server speaking OpenAI's chat-completions API (OpenAI, Mistral, Ollama, vLLM, LM Studio…). */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine & TextCompletion {
  const provider = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'not-needed' });
  // `.chat()` speaks /chat/completions, which local servers implement (the default is the newer responses API).
  const model = provider.chat(options.model);
  return {
    async complete({ system, prompt }, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          // No silent retry: the user sees the failure at once and can send again.
          maxRetries: 0,
        });
        return result.text;
      } catch (err) {
        if (timeout.aborted)
          throw new AiProviderError('timeout', 'Le fournisseur IA ne répond pas (délai dépassé).');
        const detail = err instanceof Error ? err.message : String(err);
        throw new AiProviderError('provider', `Erreur du fournisseur IA : ${detail.slice(0, 200)}`);
      }
    },
    id: options.id,
    description: `${options.id === 'mistral' ? 'Mistral' : 'compatible OpenAI'} (${new URL(options.baseURL).host}, ${options.model})`,
    async *streamReply(request, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let failure: unknown;
      const result = streamText({
        model,
        system: `${personas[request.employee].systemPrompt}\n\n${workspaceContext(request)}`,
        messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
        abortSignal,
        // No silent retry: the user sees the failure at once and can send again.
        maxRetries: 0,
        // streamText does not throw on provider errors: they arrive here.
        onError: ({ error }) => {
          failure = error;
        },
      });
      try {
        for await (const piece of result.textStream) {
          if (piece) yield piece;
        }
      } catch (err) {
        failure ??= err;
      }
      if (timeout.aborted)
        throw new AiProviderError('timeout', 'Le fournisseur IA ne répond pas (délai dépassé).');
      if (signal?.aborted) throw new AiProviderError('aborted', 'Génération interrompue.');
      if (failure) {
        const detail = failure instanceof Error ? failure.message : String(failure);
        throw new AiProviderError('provider', `Erreur du fournisseur IA : ${detail.slice(0, 200)}`);
      }
    },
  };
}
