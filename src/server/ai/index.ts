import type { Config } from '../config.ts';
import { createLocalEngine } from './local/local-engine.ts';
import { detectOllamaModel } from './ollama.ts';
import { localToolGenerator, modelToolGenerator, type ToolGenerator } from './tools/index.ts';
import type { AiEngine, TextCompletion } from './types.ts';

type OpenAiCompatibleFactory = typeof import('./openai-compatible.ts').createOpenAiCompatibleEngine;

// The public face of src/server/ai (decision 022): code outside this folder imports from here, from
// types.ts and tools/, never from local/ (ai/boundary.test.ts checks it).

export type { ActionContext, SendEmailParams, SupportActions } from './actions/action.ts';
export { canonicalAssignee } from './actions/create-task.ts';
export {
  type ActionProposal,
  actionOf,
  describeProposal,
  parseProposal,
  type WorkspaceActionKind,
  workspaceActions,
} from './actions/registry.ts';
export type { TaskPriority, TaskStatus } from './commands/parse-action.ts';
export { readSkillSchedule, type SkillSchedule } from './commands/skill-schedule.ts';
export { bestTitleMatch } from './commands/task-title-match.ts';
export { type ScheduledSkill, scheduledSkill } from './employees/registry.ts';
export type { ScheduledRunContext } from './employees/skill.ts';
export { type MailReplyWriter, type MailToAnswer, mailReplyWriter } from './mail-reply.ts';
export {
  lastRequest,
  type SupportDraft,
  type SupportReplyWriter,
  supportReplyWriter,
  type TicketToAnswer,
} from './support-reply.ts';
export type { ToolGenerator } from './tools/index.ts';

/**
 * The one AI engine of the process, chosen from config: an OpenAI-compatible server, Mistral, an
 * Ollama found running at OLLAMA_URL, or the local engine (AI_PROVIDER=local forces it).
 */
export async function createAiEngine(config: Config): Promise<AiEngine & Partial<TextCompletion>> {
  const { ai } = config;
  if (ai.provider === 'local') return createLocalEngine();
  // The AI SDK is loaded only when a model provider may serve (decision 045).
  const createOpenAiCompatibleEngine = async (...args: Parameters<OpenAiCompatibleFactory>) =>
    (await import('./openai-compatible.ts')).createOpenAiCompatibleEngine(...args);
  if (ai.baseUrl) {
    return createOpenAiCompatibleEngine({
      id: 'openai-compatible',
      baseURL: ai.baseUrl,
      apiKey: ai.apiKey,
      model: ai.model ?? 'gpt-4o-mini',
      timeoutMs: ai.timeoutMs,
    });
  }
  if (ai.mistralApiKey) {
    return createOpenAiCompatibleEngine({
      id: 'mistral',
      baseURL: 'https://api.mistral.ai/v1',
      apiKey: ai.mistralApiKey,
      model: ai.model ?? 'mistral-small-latest',
      timeoutMs: ai.timeoutMs,
    });
  }
  const ollamaModel = await detectOllamaModel(ai.ollamaUrl, ai.model);
  if (ollamaModel) {
    return createOpenAiCompatibleEngine({
      id: 'ollama',
      baseURL: `${ai.ollamaUrl}/v1`,
      apiKey: undefined,
      model: ollamaModel,
      timeoutMs: ai.timeoutMs,
    });
  }
  return createLocalEngine();
}

/** The tools the panels run, written by the same engine as the chat: a model provider's, or the local one. */
export function toolsFor(engine: Partial<TextCompletion> & { id: string }): ToolGenerator {
  return engine.complete ? modelToolGenerator({ complete: engine.complete }, engine.id) : localToolGenerator;
}

/** The process's AI: the chat engine chosen from config and the tools that go with it. */
export async function createAi(config: Config): Promise<{ engine: AiEngine; tools: ToolGenerator }> {
  const engine = await createAiEngine(config);
  return { engine, tools: toolsFor(engine) };
}
