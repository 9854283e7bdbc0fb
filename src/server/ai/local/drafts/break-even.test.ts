import { describe, expect, it } from 'vitest';
import { breakEvenIn, breakEvenReply } from './break-even.ts';

// Each amount is a fixed cost, the cost of one sale or its price from the words that govern it, not
// from the sentence it shares with another amount.
describe('the amounts of a break-even request, read from their words', () => {
  it('keeps a unit cost said after the fixed costs out of them', () => {
    const read = breakEvenIn(
      'J’ai 3 000 € de charges fixes par mois et un bouquet me coûte 11 €, je le vends 35 €. Combien je dois en vendre pour être rentable ?',
    );
    expect(read?.fixed).toEqual([3000]);
    expect(read?.cost?.euros).toBe(11);
    expect(read?.sale.euros).toBe(35);
    expect(read?.items).toEqual({ one: 'bouquet', many: 'bouquets' });
  });

  it('reads a cost and a price said before the fixed costs, in the same sentence', () => {
    const read = breakEvenIn(
      'Chaque pizza me revient à 4 € et je la vends 12 €, avec 1 200 € de loyer + 800 € de salaires par mois. Combien de pizzas pour être rentable ?',
    );
    expect(read?.fixed).toEqual([1200, 800]);
    expect(read?.cost?.euros).toBe(4);
    expect(read?.sale.euros).toBe(12);
    expect(read?.items).toEqual({ one: 'pizza', many: 'pizzas' });
  });

  it('reads nouns before the amounts: prix de vente, coût de fabrication', () => {
    const read = breakEvenIn(
      'Prix de vente 49 €, coût de fabrication 18 €, charges fixes 2 500 € par mois : quel est mon seuil de rentabilité ?',
    );
    expect(read?.fixed).toEqual([2500]);
    expect(read?.sale.euros).toBe(49);
    expect(read?.cost?.euros).toBe(18);
  });

  it('takes an amount paid as rent for a fixed cost, and a supply after the amount for a unit cost', () => {
    const read = breakEvenIn(
      'Je paie 950 € de loyer par mois. Une tarte, c’est 3 € de matières premières et je la vends 22 €. À partir de combien de tartes je suis à l’équilibre ?',
    );
    expect(read?.fixed).toEqual([950]);
    expect(read?.cost?.euros).toBe(3);
    expect(read?.sale.euros).toBe(22);
  });

  it('does not name the item sold after a supply that costs', () => {
    const read = breakEvenIn(
      'Loyer 700 € par mois. Je fais payer 40 € la séance et le produit me coûte 5 €. Combien de massages je dois faire pour couvrir mes charges ?',
    );
    expect(read?.items?.one).toBe('massage');
  });

  it('says « ventes nécessaires » when nothing names what is sold', () => {
    const read = breakEvenIn(
      'Mes charges fixes sont de 2 000 € par mois ; ça me coûte 10 € et je le vends 30 €. Combien je dois en vendre pour être rentable ?',
    );
    expect(read).not.toBeNull();
    if (!read) return;
    expect(read.cost?.euros).toBe(10);
    expect(breakEvenReply(read)).toContain('**Ventes nécessaires** : 2 000 € ÷ 20 € = **100 ventes**');
  });
});
