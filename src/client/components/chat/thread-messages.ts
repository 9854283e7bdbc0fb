// A chat thread as the UI shows it: stored messages and the reply being streamed share one shape.
import type { AiActionSummary, ChatRequest, StoredChatMessage } from '../../../shared/chat.ts';
import { chatLimits, technicalProblemReply } from '../../../shared/chat-limits.ts';
import type { MessageSource } from '../../../shared/documents.ts';
import type { Employee } from '../../../shared/employees.ts';

export { chatLimits, technicalProblemReply };

export interface ThreadMessage {
  id: string;
  role: StoredChatMessage['role'];
  content: string;
  engine: StoredChatMessage['engine'];
  /** `pending` while the reply is still arriving. */
  status: StoredChatMessage['status'] | 'pending';
  /** The action this reply proposed or took (an approval card). */
  action?: AiActionSummary | null;
  /** Every action, when the reply proposed several (one task per action item of meeting notes). */
  actions?: AiActionSummary[];
  /** The document passages this reply cites; `uncited` when a provider was given some and cited none. */
  sources?: MessageSource[];
  uncited?: boolean;
}

/** Where the chat is mounted: the error wording differs (SPEC.md §8 dashboard vs panel chat). */
export type ChatSurface = 'page' | 'panel';

/** Shown first in every thread, never sent to the server (SPEC.md §7: welcome message excluded). */
export function welcomeMessage(employee: Employee): string {
  return `${employee.introduction} Comment puis-je vous aider aujourd’hui\u00a0?`;
}

let counter = 0;
/** Ids for messages the server has not numbered (the demo, and the reply while it streams). */
export function localMessageId(): string {
  counter += 1;
  return `local-${Date.now().toString(36)}-${counter}`;
}

/**
 * The demo's request history: finished turns only, each within the server's limits, the newest
 * `chatLimits.maxMessages` of them (the schema wants the last one to be the user's).
 */
export function toRequestMessages(history: ThreadMessage[], content: string): ChatRequest['messages'] {
  const turns = history
    .filter((m) => m.status !== 'pending' && m.status !== 'error' && m.content.trim() !== '')
    .map((m) => ({ role: m.role, content: m.content.slice(0, chatLimits.maxMessageLength) }));
  turns.push({ role: 'user', content });
  return turns.slice(-chatLimits.maxMessages);
}
