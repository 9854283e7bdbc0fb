import { describe, expect, it } from 'vitest';
import { pastedQuestion } from './pasted-question.ts';

describe('the questions of a pasted message, said back to their writer', () => {
  it.each([
    [
      'Bonjour, pourriez-vous nous installer trois radiateurs le 9 janvier ? Et combien ça coûte ? Merci',
      'Vous nous demandez si nous pouvons vous installer trois radiateurs le 9 janvier, et à quel prix',
      'Installation de trois radiateurs',
    ],
    [
      'Est-ce que vous pouvez passer réparer ma porte de garage cette semaine ?',
      'Vous nous demandez si nous pouvons passer réparer votre porte de garage cette semaine',
      'Réparation de votre porte de garage',
    ],
    [
      'Serait-il possible de reporter notre livraison au 4 mars ?',
      'Vous nous demandez s’il est possible de reporter votre livraison au 4 mars',
      'Report de votre livraison',
    ],
  ])('%s', (pasted, said, subject) => {
    expect(pastedQuestion(pasted)).toEqual({ said, subject });
  });

  it('says nothing of a message that asks only a price, or asks nothing', () => {
    expect(pastedQuestion('Bonjour, quel est votre tarif ?')).toBeNull();
    expect(pastedQuestion('Merci pour la livraison, tout est parfait.')).toBeNull();
  });
});
