// A writer turns an understood conversation into the reply's Markdown.
import type { Conversation } from '../understanding/conversation.ts';

export type Writer = (conversation: Conversation) => string;
