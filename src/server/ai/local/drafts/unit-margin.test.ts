import { describe, expect, it } from 'vitest';
import { costOptionsIn, costOver } from './cost-over-years.ts';
import { converse } from './play-conversation.ts';
import { unitMarginReply, unitPricesIn } from './unit-margin.ts';

describe('the margin on one item', () => {
  it('reads which price is paid and which is charged, with or without VAT', () => {
    expect(
      unitPricesIn('Mes bougies me coûtent 6 € HT, je les vends 18 € TTC. Quelle marge sur chaque bougie ?'),
    ).toEqual({
      cost: { euros: 6, withVat: false },
      sale: { euros: 18, withVat: true },
      vat: null,
      item: 'bougie',
    });
    expect(unitPricesIn('Je vends 12 € un pot de miel que j’achète 7 €')).toBeNull();
  });

  it('works it out excluding VAT, at the rate said or at 20 % said as assumed', () => {
    const reduced = unitMarginReply({
      cost: { euros: 4, withVat: false },
      sale: { euros: 10.55, withVat: true },
      vat: 0.055,
      item: 'pot',
    });
    expect(reduced).toContain('10,55 € TTC ÷ 1,055 = 10 €');
    expect(reduced).toContain('**6 €**');
    expect(reduced).toContain('**150 %**');
    expect(reduced).toContain('**60 %**');
    const assumed = unitMarginReply({
      cost: { euros: 6, withVat: false },
      sale: { euros: 18, withVat: true },
      vat: null,
      item: null,
    });
    expect(assumed).toContain('TVA à 20 %');
    expect(assumed).toContain('**9 €**');
  });

  it('says a sale at a loss', () => {
    expect(
      unitMarginReply({
        cost: { euros: 12, withVat: false },
        sale: { euros: 12, withVat: true },
        vat: 0.2,
        item: 'carton',
      }),
    ).toContain('Vous vendez à perte : il manque 2 € par carton');
  });

  it('is answered by the analyst and by the salesperson', async () => {
    const request = 'Je vends mes tartes 24 € et elles me coûtent 9,60 € à faire. C’est quoi ma marge ?';
    const [spec = ''] = await converse('spec', [request]);
    const [chip = ''] = await converse('chip', [request]);
    for (const reply of [spec, chip]) expect(reply).toContain('24 € − 9,60 € = **14,40 €**');
  });
});

describe('a resale in a cost over years', () => {
  it('lowers the purchase it belongs to', () => {
    const options = costOptionsIn(
      'Sur 6 ans : acheter le tracteur 60 000 € et le revendre 25 000 €, ou le louer 900 € par mois ?',
    );
    expect(options.map((option) => option.name)).toEqual(['acheter le tracteur', 'le louer']);
    expect(costOver(options[0]!, 72)).toBe(35_000);
  });
});
