import type { ChatTurn } from './types.ts';

/** How much of the conversation a model provider is sent, in characters (about 6,000 tokens). */
export const conversationBudgetChars = 24_000;

/**
 * The newest turns that fit in the budget, each whole, oldest first. The last turn (the user's new
 * message) is always kept, even alone over the budget; the kept part starts with a user turn, as
 * some providers require.
 */
export function turnsWithinBudget(turns: ChatTurn[], budgetChars = conversationBudgetChars): ChatTurn[] {
  if (!turns.length) return [];
  let used = turns.at(-1)!.content.length;
  let first = turns.length - 1;
  while (first > 0 && used + turns[first - 1]!.content.length <= budgetChars) {
    first -= 1;
    used += turns[first]!.content.length;
  }
  while (first < turns.length - 1 && turns[first]!.role !== 'user') first += 1;
  return turns.slice(first);
}
