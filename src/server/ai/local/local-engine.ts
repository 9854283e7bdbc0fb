// The offline default engine: rule-based, deterministic replies streamed word by word.
import { type AiEngine, AiProviderError, type ReplyRequest } from '../types.ts';
import { localReply } from './reply.ts';

export { localReply };

/** Splits a text into words with their trailing spaces, so the pieces join back exactly. */
function replyPieces(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

// Give the event loop a turn now and then, so a client disconnect (abort) is seen mid-reply.
const piecesPerTurn = 16;

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiProviderError('aborted', 'Génération interrompue.');
}

export function createLocalEngine(): AiEngine {
  return {
    id: 'local',
    description: 'moteur local (hors ligne)',
    async *streamReply(request: ReplyRequest, signal?: AbortSignal) {
      throwIfAborted(signal);
      const pieces = replyPieces(localReply(request));
      for (const [index, piece] of pieces.entries()) {
        throwIfAborted(signal);
        yield piece;
        if ((index + 1) % piecesPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
