// A signed-in user's stored conversations, and the query keys their cache lives under.
import type { ConversationDetail, ConversationSummary } from '../../../../shared/chat.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { api, call } from '../../../lib/api-client.ts';
import type { ThreadMessage } from '../thread-messages.ts';

/** A conversation as cached by the UI: its messages may include the reply being streamed. */
export interface ConversationThread extends Omit<ConversationDetail, 'messages'> {
  messages: ThreadMessage[];
}

export const conversationKeys = {
  list: (employee: EmployeeId) => ['conversations', employee] as const,
  detail: (id: string) => ['conversation', id] as const,
};

export async function listConversations(employee: EmployeeId): Promise<ConversationSummary[]> {
  const body = await call(api.conversations.$get({ query: { employee } }));
  return body.conversations;
}

export function createConversation(employee: EmployeeId): Promise<ConversationSummary> {
  return call(api.conversations.$post({ json: { employee } }));
}

export async function getConversation(id: string): Promise<ConversationThread> {
  const detail = await call(api.conversations[':id'].$get({ param: { id } }));
  return {
    ...detail,
    messages: detail.messages.map(({ id, role, content, engine, status, action, actions, sources }) => ({
      id,
      role,
      content,
      engine,
      status,
      action: action ?? null,
      ...(actions ? { actions } : {}),
      sources: sources ?? [],
    })),
  };
}

export async function deleteConversation(id: string): Promise<void> {
  await call(api.conversations[':id'].$delete({ param: { id } }));
}
