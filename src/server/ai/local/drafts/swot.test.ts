import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';
import { quadrantOf, swotAsked } from './swot.ts';

describe('each fact the user gives in its SWOT quadrant, by general cues', () => {
  it.each([
    ['beaucoup de touristes l’été', 'opportunites'],
    ['très calme l’hiver', 'menaces'],
    ['seule crêperie sans gluten de la ville', 'forces'],
    ['loyer élevé', 'faiblesses'],
    ['clients très fidèles', 'forces'],
    ['atelier vieillissant', 'faiblesses'],
    ['concurrence des centres auto', 'menaces'],
    ['peu de concurrence dans le quartier', 'opportunites'],
    ['hausse du prix des pièces', 'menaces'],
    ['un seul gros client qui fait 60 % du chiffre', 'faiblesses'],
    ['demande en hausse pour les sites e-commerce', 'opportunites'],
    ['petite équipe', 'faiblesses'],
  ])('« %s » → %s', (fact, quadrant) => {
    expect(quadrantOf(fact)).toBe(quadrant);
  });

  it('hears a SWOT or its strengths and weaknesses asked, however said', () => {
    expect(swotAsked('Fais-moi une analyse SWOT de mon garage')).toBe(true);
    expect(swotAsked('les forces et faiblesses de mon salon')).toBe(true);
    expect(swotAsked('points forts et points faibles de ma boulangerie')).toBe(true);
    expect(swotAsked('Compare mes deux fournisseurs')).toBe(false);
  });
});

describe('Spec builds a SWOT from the user’s facts', () => {
  it('places each fact, says what it means, gives one action per weak point and says it rests on what was said', async () => {
    const [swot] = await converse('spec', [
      'Fais-moi une analyse SWOT rapide de ma crêperie à Saint-Malo : beaucoup de touristes l’été, très calme l’hiver, seule crêperie sans gluten de la ville, loyer élevé.',
    ]);
    expect(swot).toContain(
      'Voici une analyse SWOT de votre crêperie à Saint-Malo, établie uniquement à partir de ce que vous m’avez dit :',
    );
    expect(swot).toMatch(/\*\*Forces\*\* \(interne, positif\)\n- Seule crêperie sans gluten de la ville : /);
    expect(swot).toMatch(/\*\*Faiblesses\*\* \(interne, négatif\)\n- Loyer élevé : /);
    expect(swot).toMatch(/\*\*Opportunités\*\* \(externe, positif\)\n- Beaucoup de touristes l’été : /);
    expect(swot).toMatch(/\*\*Menaces\*\* \(externe, négatif\)\n- Très calme l’hiver : /);
    expect(swot).toMatch(/- Très calme l’hiver : lancez une offre pour la saison creuse/);
    expect(swot).toMatch(/- Loyer élevé : calculez le chiffre d’affaires mensuel/);
    expect(swot).not.toMatch(/critères|Méthode|calmé/);
  });

  it('reads a garage’s facts typed without accents and writes them accented', async () => {
    const [swot] = await converse('spec', [
      'analyse swot de mon garage a Lorient : beaucoup de clients fideles, atelier vieillissant, concurrence des centres auto, hausse du prix des pieces',
    ]);
    expect(swot).toContain('de votre garage à Lorient');
    expect(swot).toContain('- Beaucoup de clients fidèles : ');
    expect(swot).toMatch(
      /\*\*Menaces\*\* \(externe, négatif\)\n- Concurrence des centres auto : [^\n]+\n- Hausse du prix des pièces : /,
    );
    expect(swot).toContain('- Atelier vieillissant : listez ce qui est à remplacer');
  });

  it('answers a web agency in « tu », a dependence on one client a weakness, a quadrant with nothing said so', async () => {
    const [swot] = await converse('spec', [
      'Tu peux me faire un SWOT de mon agence web : on est les seuls à faire du Webflow dans la région, un seul gros client qui fait 60 % du CA, demande en hausse pour les sites e-commerce.',
    ]);
    expect(swot).toContain('de ton agence web, établie uniquement à partir de ce que tu m’as dit');
    expect(swot).toContain('- Seuls à faire du Webflow dans la région : ');
    expect(swot).toMatch(
      /\*\*Faiblesses\*\* \(interne, négatif\)\n- Un seul gros client qui fait 60 % du CA : une dépendance/,
    );
    expect(swot).toMatch(/\*\*Menaces\*\* \(externe, négatif\)\n- Rien dans ce que tu m’as dit\./);
    expect(swot).not.toMatch(/\bvous\b|\bvotre\b/);
  });

  it('gives only strengths and weaknesses when those are asked', async () => {
    const [half] = await converse('spec', [
      'Quelles sont les forces et faiblesses de mon salon : bonne réputation dans le quartier, petite équipe, loyer élevé, peu de concurrence',
    ]);
    expect(half).toContain('Voici les forces et faiblesses de votre salon, établies uniquement');
    expect(half).toMatch(
      /\*\*Forces\*\*\n- Bonne réputation dans le quartier : [^\n]+\n- Peu de concurrence : /,
    );
    expect(half).toMatch(/\*\*Faiblesses\*\*\n- Petite équipe : [^\n]+\n- Loyer élevé : /);
    expect(half).not.toMatch(/Opportunités|Menaces/);
  });

  it('leaves the competitors’ strengths and weaknesses to the comparison grid', async () => {
    const [grid] = await converse('spec', [
      'Quelles sont les forces et faiblesses de nos concurrents : Coiffure Plus, Hair Studio et L’Atelier',
    ]);
    expect(grid).not.toContain('établie uniquement');
  });
});
