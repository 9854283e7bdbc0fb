import { describe, expect, it } from 'vitest';
import { conversationBudgetChars, turnsWithinBudget } from './conversation-budget.ts';
import type { ChatTurn } from './types.ts';

/** Alternating turns, oldest first, each `size` characters and numbered so they can be told apart. */
function conversation(count: number, size: number): ChatTurn[] {
  return Array.from({ length: count }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `${i}:`.padEnd(size, 'x'),
  }));
}
const totalChars = (turns: ChatTurn[]) => turns.reduce((sum, t) => sum + t.content.length, 0);

describe('turnsWithinBudget', () => {
  it('keeps a conversation that fits, unchanged', () => {
    const turns = conversation(9, 100);
    expect(turnsWithinBudget(turns, 1000)).toEqual(turns);
  });

  it('keeps the newest whole turns within the budget, starting with a user turn', () => {
    const turns = conversation(41, 1000);
    const kept = turnsWithinBudget(turns);
    expect(totalChars(kept)).toBeLessThanOrEqual(conversationBudgetChars);
    // 24 turns of 1,000 fit; the oldest of them is an assistant turn, so 23 are sent.
    expect(kept).toEqual(turns.slice(-23));
    expect(kept[0]!.role).toBe('user');
    expect(kept.every((t) => t.content.length === 1000)).toBe(true);
  });

  it('never cuts a turn: one that does not fit whole is left out with all older ones', () => {
    const turns: ChatTurn[] = [
      { role: 'user', content: 'court' },
      { role: 'assistant', content: 'x'.repeat(500) },
      { role: 'user', content: 'la question' },
    ];
    expect(turnsWithinBudget(turns, 100)).toEqual([{ role: 'user', content: 'la question' }]);
  });

  it('always keeps the last user message, even alone over the budget', () => {
    const turns = [...conversation(4, 50), { role: 'user' as const, content: 'y'.repeat(300) }];
    expect(turnsWithinBudget(turns, 200)).toEqual([turns.at(-1)]);
  });

  it('returns nothing for no turns', () => {
    expect(turnsWithinBudget([])).toEqual([]);
  });
});
