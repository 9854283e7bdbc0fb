import { describe, expect, it } from 'vitest';
import { readFollowUp } from './follow-ups.ts';

describe('a resolution offered in a follow-up', () => {
  it.each([
    ['Propose-lui plutôt un avoir de 30 €.', 'un avoir de 30 €'],
    [
      'Offre-lui plutôt un bon d’achat de 20 € sur sa prochaine commande.',
      'un bon d’achat de 20 € sur sa prochaine commande',
    ],
    ['Propose un remboursement intégral à la place', 'un remboursement intégral à la place'],
  ])('reads « %s » as what to offer', (message, text) => {
    expect(readFollowUp(message).change.additions).toContainEqual({ kind: 'remedy', text });
  });

  it('keeps a percentage as a discount, and a plain request as none', () => {
    expect(readFollowUp('Ajoute une remise de 10 %.').change.additions.map((a) => a.kind)).toEqual([
      'discount',
    ]);
    expect(readFollowUp('Fais-la plus courte.').change.additions).toEqual([]);
  });
});
