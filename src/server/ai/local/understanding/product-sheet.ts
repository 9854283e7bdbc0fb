// « Écris la fiche produit de notre savon au lait d'ânesse à 8,50 € »: a product's own page, which
// the marketer writes from its name, price and features (drafts/description.ts).
import { fold } from '../french.ts';

export const productSheetWords =
  /\b(?:fiches? produits?|fiches? articles?|descriptions? (?:du|de notre|de ce|de cet|de cette|d'un|d'une) produit|textes? produits?)\b/;

/** True when the request asks for a product sheet. */
export function asksForProductSheet(command: string): boolean {
  return productSheetWords.test(fold(command));
}
