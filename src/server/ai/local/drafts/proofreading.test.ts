import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';
import { proofread } from './proofreading.ts';

describe('a French text corrected, never refused as a translation', () => {
  it('restores accents, « tous les », plural agreement, the capital and the stop, and says each change', () => {
    const { text, changes } = proofread(
      'on est ouvert tout les jours sauf le lundi, venez nombreux deguster nos glace artisanale',
    );
    expect(text).toBe(
      'On est ouvert tous les jours sauf le lundi, venez nombreux déguster nos glaces artisanales.',
    );
    expect(changes).toEqual([
      ['deguster', 'déguster'],
      ['tout les', 'tous les'],
      ['nos glace artisanale', 'nos glaces artisanales'],
    ]);
  });

  it('puts the plural of « -al » and « -eau » words, and leaves plural words as they are', () => {
    expect(proofread('nos produit local et nos gateau maison').text).toBe(
      'Nos produits locaux et nos gâteaux maison.',
    );
    expect(proofread('les prix sont bas').changes).toEqual([]);
    // Only the words it changed are said: not the verb after the noun.
    expect(proofread('nos gâteau sont bons').changes).toEqual([['nos gâteau', 'nos gâteaux']]);
  });

  it('answers « Réécris ce texte en bon français : … » with the corrected text, whoever is asked', async () => {
    const [reply] = await converse('alfred', [
      'Corrige les fautes : merci pour votre comande, on vous livre mardi',
    ]);
    expect(reply).toContain('Voici votre texte corrigé');
    expect(draftOf(reply!)).toContain('Merci pour votre');
    expect(reply).not.toContain('Je ne peux pas traduire');
  });
});
