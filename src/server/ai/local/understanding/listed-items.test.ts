import { describe, expect, it } from 'vitest';
import { listedItems, withItemDateChanged } from './listed-items.ts';

describe('the items a request lists itself', () => {
  it('keeps the details in brackets with their item and reads past a civility’s dot', () => {
    expect(
      listedItems(
        'J’ai : la 308 de M. Lopez (diagnostic, 30 min, rien d’urgent), la Clio de Mme Petit (vidange, 1h, elle la reprend à 11h). Dans quel ordre ?',
      ),
    ).toEqual([
      'la 308 de M. Lopez (diagnostic, 30 min, rien d’urgent)',
      'la Clio de Mme Petit (vidange, 1h, elle la reprend à 11h)',
    ]);
  });

  it('splits a plain list on its commas and its last « et »', () => {
    expect(
      listedItems('J’ai 3 choses à faire : appeler le comptable, finir le devis et relancer Mme Roux.'),
    ).toEqual(['appeler le comptable', 'finir le devis', 'relancer Mme Roux']);
  });
});

describe('an item of the list put off to another day', () => {
  // Sunday 29 November 2026 in Paris.
  const now = new Date('2026-11-29T10:00:00Z');
  const list =
    'Dans quel ordre ? 1) monter les pneus sur la Clio de M. Bernard, à rendre jeudi 2) vidange du Kangoo, pour vendredi';

  it('reads a numbered list on one line', () => {
    expect(listedItems(list)).toEqual([
      'monter les pneus sur la Clio de M. Bernard, à rendre jeudi',
      'vidange du Kangoo, pour vendredi',
    ]);
  });

  it('moves the item the turn names to the day after its old one', () => {
    expect(withItemDateChanged(list, 'M. Bernard peut attendre lundi pour sa Clio', now)).toContain(
      'à rendre lundi 7 décembre',
    );
    expect(withItemDateChanged(list, 'Merci beaucoup', now)).toBe(list);
  });
});
