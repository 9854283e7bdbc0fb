import { describe, expect, it } from 'vitest';
import { listedItems } from './listed-items.ts';

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
