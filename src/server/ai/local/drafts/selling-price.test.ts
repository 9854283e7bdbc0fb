import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';
import { marginTargetIn, sellingPriceAsked } from './selling-price.ts';

describe('the margin the user wants', () => {
  it('reads on what a rate is counted, a coefficient and a margin in euros', () => {
    expect(marginTargetIn('je veux 30 % de marge sur le prix de vente')).toEqual({
      kind: 'on_price',
      rate: 0.3,
    });
    expect(marginTargetIn('un taux de marque de 25 %')).toEqual({ kind: 'on_price', rate: 0.25 });
    expect(marginTargetIn("une marge de 40 % sur le prix d'achat")).toEqual({ kind: 'on_cost', rate: 0.4 });
    expect(marginTargetIn('un taux de marge de 60 %')).toEqual({ kind: 'on_cost', rate: 0.6 });
    expect(marginTargetIn('le cout majore de 15 %')).toEqual({ kind: 'on_cost', rate: 0.15 });
    expect(marginTargetIn('avec un coefficient multiplicateur de 2,2')).toEqual({
      kind: 'coefficient',
      factor: 2.2,
    });
    expect(marginTargetIn('je veux une marge de 45 %')).toEqual({ kind: 'unsaid', rate: 0.45 });
    expect(marginTargetIn('je veux gagner 80 € dessus')).toEqual({ kind: 'amount', euros: 80 });
    expect(marginTargetIn('quel est le prix du marche ?')).toBeNull();
  });

  it('leaves a margin asked on two prices already said to the margin skill', () => {
    expect(
      sellingPriceAsked(
        'J’achète mes vases 20 € HT et je les vends 45 € HT. À combien les vendre pour une marge de 60 % ?',
      ),
    ).toBeNull();
  });
});

describe('a selling price from a cost and a margin', () => {
  it('divides the cost by one minus a rate on the price, then adds the VAT said', async () => {
    const [reply = ''] = await converse('spec', [
      'Une lampe me coûte 84 € HT chez le fabricant. Je vise un taux de marque de 40 %. Quel prix de vente HT et TTC (TVA 20 %) ?',
    ]);
    expect(reply).toContain('84 € ÷ (1 − 40 %) = 84 € ÷ 0,60 = **140 €**');
    expect(reply).toContain('140 € × 1,20 = **168 €**');
    expect(reply).toContain('par lampe');
    // The usual slip said with the figure it would give.
    expect(reply).toContain('84 € × 1,40 = 117,60 € HT');
  });

  it('multiplies the cost by a coefficient, the standard VAT said as an assumption', async () => {
    const [reply = ''] = await converse('chip', [
      'Je paie mes coussins 9,80 € HT et j’applique un coefficient de 2,5. À quel prix je dois les vendre TTC ?',
    ]);
    expect(reply).toContain('9,80 € × 2,50 = **24,50 €**');
    expect(reply).toContain('24,50 € × 1,20 = **29,40 €**');
    expect(reply).toContain('le taux normal');
    expect(reply).toContain('par coussin');
  });

  it('gives both readings of a rate said without on what, from a cost with VAT brought back to HT', async () => {
    const [reply = ''] = await converse('spec', [
      'Ce vélo me revient à 600 € TTC, je voudrais 25 % de marge. À combien je le revends ?',
    ]);
    expect(reply).toContain('600 € TTC ÷ 1,20 = 500 €');
    expect(reply).toContain('500 € ÷ (1 − 25 %) = 500 € ÷ 0,75 = **666,67 €**');
    expect(reply).toContain('500 € × (1 + 25 %) = 500 € × 1,25 = **625 €**');
  });

  it('is handed to Spec by a colleague who does not run it', async () => {
    const [reply = ''] = await converse('suki', [
      'Mon gâteau me revient à 12 € HT, je veux une marge de 50 % sur le prix de vente. À combien je dois le vendre ?',
    ]);
    expect(reply).toContain('Spec');
  });
});
