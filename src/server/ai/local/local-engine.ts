// The offline default engine: rule-based, deterministic replies, run as a language model of the AI SDK
// (local-language-model.ts) with the same tools as a provider's model (decision 076).

import { loggableError, logger } from '../../http/logger.ts';
import { type AiEngine, AiProviderError, type ReplyRequest } from '../types.ts';
import { localLanguageModel, understoodFrom } from './local-language-model.ts';
import { localAnswer, localReply } from './reply.ts';
import { intentClassifier } from './understanding/classifier.ts';

export { localAnswer, localReply };

export function createLocalEngine(): AiEngine {
  // Trained now rather than on the first message, which would wait for it.
  intentClassifier().catch((err) =>
    logger().error({ err: loggableError(err) }, 'intent classifier training failed'),
  );
  return {
    id: 'local',
    description: 'moteur local (hors ligne)',
    async *streamReply(request: ReplyRequest, signal?: AbortSignal) {
      if (signal?.aborted) throw new AiProviderError('aborted', 'Génération interrompue.');
      // The AI SDK loads with the first reply, not at start (decision 045).
      const { streamToolReply } = await import('../chat-run.ts');
      const { messages, actions, onUnderstood, ...context } = request;
      yield* streamToolReply({
        model: localLanguageModel(context),
        request,
        reader: 'local',
        ...(signal && { abortSignal: signal }),
        onMetadata: (metadata) => {
          const understood = understoodFrom(metadata);
          if (understood) onUnderstood?.(understood);
        },
      });
    },
  };
}
