import { describe, expect, it } from 'vitest';
import { asksForProductSheet } from './product-sheet.ts';

describe('a product sheet asked', () => {
  it('reads the product page, not the business profile', () => {
    expect(asksForProductSheet('Écris la fiche produit de notre savon à 8,50 €')).toBe(true);
    expect(asksForProductSheet('Fais une description du produit pour notre lampe en chêne')).toBe(true);
    expect(asksForProductSheet('Écris la description de ma fiche Google Business')).toBe(false);
  });
});
