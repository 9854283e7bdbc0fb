// The chat's streaming calls: a typed POST, then the body read as server-sent events of ChatStreamEvent.
import type { ClientRequestOptions } from 'hono/client';
import type { ChatRequest, ChatStreamEvent } from '../../../../shared/chat.ts';
import { internalErrorMessage, isApiErrorBody } from '../../../../shared/errors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { createSseParser } from './sse-parser.ts';

function isStreamEvent(value: unknown): value is ChatStreamEvent {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === 'start' ||
    type === 'delta' ||
    type === 'action' ||
    type === 'sources' ||
    type === 'done' ||
    type === 'error'
  );
}

/** Yields the events of an SSE body as they arrive; an abort of the request's signal ends it with an AbortError. */
export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const queue: ChatStreamEvent[] = [];
  const parser = createSseParser((data) => {
    try {
      const parsed: unknown = JSON.parse(data);
      if (isStreamEvent(parsed)) queue.push(parsed);
    } catch {
      // Not JSON: not one of ours, skip it.
    }
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        parser.push(decoder.decode());
        parser.end();
      } else parser.push(decoder.decode(value, { stream: true }));
      yield* queue.splice(0);
      if (done) return;
    }
  } finally {
    // Left early (the caller stopped reading): let the server know nobody listens any more.
    if (!ended) void reader.cancel().catch(() => undefined);
  }
}

/**
 * Sends a typed call and returns its event stream; a refusal before the stream (400, 401, 429…) throws
 * ApiRequestError with the server's French message, as `call` does for JSON answers.
 */
export async function postChatStream(
  request: (options: ClientRequestOptions) => Promise<Response>,
  signal: AbortSignal,
): Promise<AsyncGenerator<ChatStreamEvent>> {
  let response: Response;
  try {
    response = await request({ init: { signal }, headers: { accept: 'text/event-stream' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiRequestError(0, 'network', 'Connexion au serveur impossible. Vérifiez votre réseau.');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.includes('text/event-stream')) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiRequestError(response.status, body.error.code, body.error.message);
    throw new ApiRequestError(response.status, 'internal', internalErrorMessage);
  }
  return readChatEvents(response.body);
}

/** The public demo: the running message list, nothing stored (visitors included). */
export function streamDemoReply(request: ChatRequest, signal: AbortSignal) {
  return postChatStream((options) => api.chat.stream.$post({ json: request }, options), signal);
}

/** A signed-in user's conversation: the server stores the message and the reply. */
export function streamConversationReply(conversationId: string, content: string, signal: AbortSignal) {
  return postChatStream(
    (options) =>
      api.conversations[':id'].messages.$post({ param: { id: conversationId }, json: { content } }, options),
    signal,
  );
}
