// Chat values both sides need, kept free of zod so the chat UI can import them without the
// schemas (src/shared/chat.ts builds those at load and would pull zod into the chat's chunk).
export const chatLimits = { maxMessages: 50, maxMessageLength: 4000 } as const;

/** The assistant message of a reply that failed (SPEC.md §8, panel chat); also stored in its place. */
export const technicalProblemReply =
  'Désolé, je rencontre un problème technique. Veuillez réessayer dans quelques instants.';
