// One reply of a language model with the chat's tools, through the AI SDK (issue 37, decision 076): the
// offline engine runs every reply here; a provider's model comes here once it calls a tool (its plain
// answers take the lean client, decision 038). Loaded on first use, with the AI SDK (decision 045).
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { type ModelMessage, stepCountIs, streamText } from 'ai';
import { chatTools } from './chat-tools.ts';
import { localProviderKey } from './local/local-language-model.ts';
import { AiProviderError, type ChatTurn, type ReplyRequest } from './types.ts';

/** The stored conversation as model messages; each assistant turn carries what was understood then. */
export function modelMessages(turns: ChatTurn[]): ModelMessage[] {
  return turns.map((turn) =>
    turn.role === 'assistant'
      ? {
          role: 'assistant',
          content: turn.content,
          ...(turn.understood && {
            providerOptions: {
              [localProviderKey]: { understood: JSON.parse(JSON.stringify(turn.understood)) },
            },
          }),
        }
      : { role: 'user', content: turn.content },
  );
}

/**
 * Streams a reply's text. The tools' calls run as the model asks (a proposal stored, a fact kept); a
 * tool that fails fails the reply, as the engine's own error would. `onMetadata` gets each step's
 * provider metadata (the offline engine's reading of the conversation).
 */
export async function* streamToolReply(input: {
  model: LanguageModelV3;
  request: ReplyRequest;
  reader: 'provider' | 'local';
  system?: string;
  abortSignal?: AbortSignal;
  onMetadata?: (metadata: Record<string, unknown>) => void;
}): AsyncIterable<string> {
  const result = streamText({
    model: input.model,
    ...(input.system && { system: input.system }),
    messages: modelMessages(input.request.messages),
    tools: chatTools(input.request, input.reader),
    // A step that calls tools, then the one that says what became of them (and one more, bounded).
    stopWhen: stepCountIs(3),
    ...(input.abortSignal && { abortSignal: input.abortSignal }),
    // No silent retry: the user sees the failure at once and can send again.
    maxRetries: 0,
    // The failure is thrown from the stream below; the SDK's default would only log it.
    onError: () => {},
  });
  for await (const part of result.fullStream) {
    switch (part.type) {
      case 'text-delta':
        if (part.text) yield part.text;
        break;
      case 'finish-step':
        if (part.providerMetadata) input.onMetadata?.(part.providerMetadata);
        break;
      case 'tool-error':
      case 'error':
        throw part.error;
      case 'abort':
        throw new AiProviderError('aborted', 'Génération interrompue.');
    }
  }
  if (input.abortSignal?.aborted) throw new AiProviderError('aborted', 'Génération interrompue.');
}
