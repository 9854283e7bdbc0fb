import type { Config } from '../config.ts';
import { createLocalEngine } from './local/local-engine.ts';
import { createOpenAiCompatibleEngine } from './openai-compatible.ts';
import type { AiEngine, TextCompletion } from './types.ts';

/** The one AI engine of the process, chosen from config: an OpenAI-compatible server, Mistral, or the local engine. */
export function createAiEngine(config: Config): AiEngine & Partial<TextCompletion> {
  const { ai } = config;
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
  return createLocalEngine();
}
