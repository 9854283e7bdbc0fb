import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

describe('Quotes received, compared with their guarantees', () => {
  it('weighs a longer guarantee against the price, names each gap and is no deal ranking', async () => {
    const [reply = ''] = await converse('spec', [
      'Compare ces trois devis de toiture : Breizh Toit 14 200 € TTC garantie 10 ans, Couverture Le Du 12 900 € TTC garantie 5 ans, Toitures Kerné 13 500 € TTC garantie 10 ans. Lequel choisir ?',
    ]);
    expect(reply).toContain('Voici les trois devis de toiture côte à côte');
    expect(reply).toContain(
      '**Couverture Le Du** est le moins cher à l’achat : 600 € de moins que Toitures Kerné et 1 300 € de moins que Breizh Toit.',
    );
    expect(reply).toContain('**Ma recommandation : Toitures Kerné**');
    expect(reply).toContain('soit 4,7 % de plus, mais sa garantie dure 10 ans contre 5 ans');
    expect(reply).toContain('Toitures Kerné reste moins cher que Breizh Toit (14 200 € TTC)');
    expect(reply).toContain('l’un d’eux');
    expect(reply).not.toMatch(/Chip|affaires|n’ai pas su placer/);
  });

  it('keeps the cheaper offer when the guarantees are the same, typed without accents', async () => {
    const [reply = ''] = await converse('spec', [
      'j ai deux devis pour la climatisation : Clim Ouest 4 800 € garantie 2 ans et Froid Service 5 300 € garantie 2 ans. lequel je prends ?',
    ]);
    expect(reply).toContain('**Ma recommandation : Clim Ouest**');
    expect(reply).not.toContain('par année garantie');
    expect(reply).toContain('Clim Ouest est le moins cher, contre 5 300 € chez Froid Service');
    expect(reply).not.toContain('lequel');
  });
});

describe('Prices announced to the customers', () => {
  it('greets the customers, says the rise without « plaisir » and keeps the subject short', async () => {
    for (const employee of ['alfred', 'chip'] as const) {
      const [reply = ''] = await converse(employee, [
        'Prépare un mail pour annoncer nos tarifs 2027 à nos clients professionnels : +3 % sur la main-d’œuvre, le déplacement reste à 45 €.',
      ]);
      const draft = draftOf(reply);
      expect(draft).toContain('**Objet :** Nos tarifs 2027');
      expect(draft).toContain('Chère cliente, cher client,');
      expect(draft).toContain('+3 % sur la main-d’œuvre, le déplacement reste à 45 €');
      expect(draft).not.toMatch(/plaisir|à nos clients professionnels|Nous vous proposons notre/);
    }
  });
});
