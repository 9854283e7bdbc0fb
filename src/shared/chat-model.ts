// The chat's and the AI actions' words without zod (the database, the zod schemas of chat.ts and the
// UI read them from here): each list is written once (docs/decisions/023-client-boundaries.md).
export const chatRoles = ['user', 'assistant'] as const;
/** `interrupted` when the stream was cut, `error` when the provider failed before any word. */
export const messageStatuses = ['complete', 'interrupted', 'error'] as const;
export const aiActionKinds = [
  'create_task',
  'update_task_status',
  'create_event',
  'send_email',
  // Clide on the support desk (decision 068).
  'support_reply',
  'support_escalate',
  'crm_create_opportunity',
  'crm_move_opportunity',
  'crm_log_activity',
] as const;
export const aiActionStatuses = ['proposed', 'executed', 'rejected', 'failed'] as const;

export type ChatRole = (typeof chatRoles)[number];
export type MessageStatus = (typeof messageStatuses)[number];
export type AiActionKind = (typeof aiActionKinds)[number];
export type AiActionStatus = (typeof aiActionStatuses)[number];
/** Which implementation wrote a reply (the UI shows a 'moteur local' badge for `local` only). */
export const engineIds = ['local', 'openai-compatible', 'mistral', 'ollama'] as const;
