import { describe, expect, it } from 'vitest';
import { accentedForm } from './french-accents.ts';
import { truecase } from './truecase.ts';

describe('accents restored from the French word list', () => {
  it('gives the accented word when its unaccented form stands for it only', () => {
    expect(accentedForm('depannage')).toBe('dépannage');
    expect(accentedForm('deguster')).toBe('déguster');
    expect(accentedForm('refrigeree')).toBe('réfrigérée');
  });

  it('leaves a word that is French as typed, or that stands for several', () => {
    // « marche », « casse »: words; « cree »: créé or crée; a name: no word at all.
    for (const word of ['marche', 'casse', 'cree', 'eleve', 'benali', 'meeting'])
      expect(accentedForm(word)).toBeNull();
  });

  it('writes a message typed fast with its accents, before it is read', () => {
    expect(truecase('le depannage est prevu, l etat des lieux aussi')).toBe(
      "le dépannage est prévu, l'état des lieux aussi",
    );
  });
});
