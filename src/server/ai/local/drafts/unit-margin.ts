// « J'achète mes coffrets 18 € HT et je les vends 39 € TTC (TVA à 20 %). Quelle est ma marge par
// coffret ? » (issue 41, reasoning over what the user gives): the margin on one item, worked out
// excluding VAT (the VAT collected is the State's), in euros, as a markup rate (on the cost) and as
// a margin rate (on the price), the working shown line by line.
import { eurosToTheCent, fold, percentSaid } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { blocks } from './compose.ts';

export interface UnitPrices {
  /** Bought at, and whether the figure includes VAT. */
  cost: { euros: number; withVat: boolean };
  sale: { euros: number; withVat: boolean };
  /** The VAT rate said (0.2 for « TVA à 20 % »), or null when none was. */
  vat: number | null;
  /** What one item is called (« coffret »), when said. */
  item: string | null;
}

const marginAsked =
  /\b(marge|taux de marque|coefficient|combien (?:je gagne|me reste|il me reste)|je gagne combien)\b/;
const bought =
  /\b(?:achete|achetons|paie|paye|payons|coute|coutent|revient|reviennent|prix d'achat|cout d'achat|cout (?:variable|unitaire|de revient)|fournisseur)\b/;
const sold = /\b(?:vend|vends|vendons|vendez|revend|revends|prix de vente|facture|facturons)\b/;
// « TVA à 20 % », « TVA 5,5 % », « 20 % de TVA ».
const vatRate =
  /\btva\s*(?:a|de|:)?\s*(\d{1,2}(?:[,.]\d)?)\s*%|(?<![\d,.])(\d{1,2}(?:[,.]\d)?)\s*%\s*de\s*tva\b/;

/** An amount of the request, with the role the verb nearest before it gives it (null: no such verb). */
export interface PriceSaid {
  euros: number;
  withVat: boolean;
  role: 'cost' | 'sale' | null;
  /** Where the amount stands in the message, and where it ends. */
  index: number;
  end: number;
}

/** Every amount of the message, each read as a price paid, a price charged, or neither. */
export function pricesSaid(message: string): PriceSaid[] {
  const folded = fold(message);
  const found: PriceSaid[] = [];
  for (const match of message.matchAll(new RegExp(amountPattern.source, 'g'))) {
    const value = eurosValue(match[0]);
    if (!value) continue;
    // The verb nearest before the price says which it is: « je les vends 39 € », « ils me coûtent 18 € ».
    const before = folded.slice(Math.max(0, match.index - 40), match.index);
    const lastSold = Math.max(...[...before.matchAll(new RegExp(sold.source, 'g'))].map((m) => m.index), -1);
    const lastBought = Math.max(
      ...[...before.matchAll(new RegExp(bought.source, 'g'))].map((m) => m.index),
      -1,
    );
    found.push({
      euros: value.euros,
      withVat: /\bTTC\b/i.test(match[0]),
      role: lastSold < 0 && lastBought < 0 ? null : lastSold > lastBought ? 'sale' : 'cost',
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/** The VAT rate said (0.2 for « TVA à 20 % »), or null. */
export function vatSaid(message: string): number | null {
  const said = vatRate.exec(fold(message));
  const rate = said?.[1] ?? said?.[2];
  return rate ? Number(rate.replace(',', '.')) / 100 : null;
}

/** The two prices of one item and the VAT said, or null when the request does not give both. */
export function unitPricesIn(message: string): UnitPrices | null {
  const folded = fold(message);
  if (!marginAsked.test(folded)) return null;
  const found = pricesSaid(message).filter((price) => price.role !== null);
  const cost = found.find((price) => price.role === 'cost');
  const sale = found.find((price) => price.role === 'sale');
  if (!cost || !sale || found.length > 3) return null;
  // « par coffret », « sur chaque bouteille »: the item the margin is asked for.
  const item =
    /\b(?:par|sur chaque|pour chaque|pour un|pour une|d'un|d'une)\s+(\p{L}{3,})(?=[\s,.?!]|$)/u.exec(
      folded.slice(folded.search(marginAsked)),
    )?.[1];
  // Else what is bought or sold: « je vends mes savons » → « savon ».
  const goodsAt = /\b(?:achete|vends|vend|vendons|achetons)\s+(?:mes|nos|les|ces)\s+(\p{L}{3,})/u.exec(
    folded,
  );
  // Read on the folded text, written as typed (« gâteaux »).
  const goods = goodsAt?.[1]
    ? message.slice(goodsAt.index + goodsAt[0].length - goodsAt[1].length, goodsAt.index + goodsAt[0].length)
    : undefined;
  const one = goods && /[sx]$/.test(goods) ? goods.slice(0, -1) : null;
  return {
    cost: { euros: cost.euros, withVat: cost.withVat },
    sale: { euros: sale.euros, withVat: sale.withVat },
    vat: vatSaid(message),
    item: item && !/^(?:rapport|mois|an|annee|semaine|jour|vente)$/.test(item) ? item : one,
  };
}

const euros = eurosToTheCent;
const factor = (rate: number) => (1 + rate).toLocaleString('fr-FR', { minimumFractionDigits: 2 });

/** The working of one item's margin, excluding VAT. */
export function unitMarginReply(prices: UnitPrices): string {
  const needsVat = prices.cost.withVat || prices.sale.withVat;
  // A price with VAT and no rate said: the standard rate, said as an assumption.
  const rate = prices.vat ?? 0.2;
  const assumed = needsVat && prices.vat === null;
  const saleHt = prices.sale.withVat ? prices.sale.euros / (1 + rate) : prices.sale.euros;
  const costHt = prices.cost.withVat ? prices.cost.euros / (1 + rate) : prices.cost.euros;
  const margin = saleHt - costHt;
  const per = prices.item ? ` par ${prices.item}` : ' par article';
  const lines = [
    prices.sale.withVat &&
      `- **Prix de vente HT** : ${euros(prices.sale.euros)} TTC ÷ ${factor(rate)} = ${euros(saleHt)}`,
    prices.cost.withVat &&
      `- **Prix d’achat HT** : ${euros(prices.cost.euros)} TTC ÷ ${factor(rate)} = ${euros(costHt)} (la TVA payée sur l’achat se récupère)`,
    `- **Marge${per}** : ${euros(saleHt)} − ${euros(costHt)} = **${euros(margin)}**`,
    costHt > 0 &&
      `- **Taux de marge** (sur le prix d’achat) : ${euros(margin)} ÷ ${euros(costHt)} = **${percentSaid(margin / costHt)}**`,
    saleHt > 0 &&
      `- **Taux de marque** (sur le prix de vente HT) : ${euros(margin)} ÷ ${euros(saleHt)} = **${percentSaid(margin / saleHt)}**`,
  ].filter((line): line is string => Boolean(line));
  return blocks(
    `Le calcul${per}, hors taxes${assumed ? ' (avec la TVA à 20 %, le taux normal : dites-moi si le vôtre est autre)' : ''} :`,
    lines.join('\n'),
    margin <= 0
      ? `Vous vendez à perte : il manque ${euros(-margin)}${per} pour couvrir le prix d’achat.`
      : prices.sale.withVat
        ? `Sur les ${euros(prices.sale.euros)} payés par le client, ${euros(prices.sale.euros - saleHt)} de TVA reviennent à l’État : c’est pourquoi la marge se compte hors taxes.`
        : null,
    'Ce calcul ne compte que ces deux prix : vos autres frais (emballage, livraison, commission) la réduisent encore. Donnez-les-moi et je le refais.',
  );
}

/** The reasoning skill's answer: the margin asked on one item's two prices, or null. */
export function unitMarginAnswer(conversation: Conversation): string | null {
  const prices = unitPricesIn(conversation.message);
  return prices ? unitMarginReply(prices) : null;
}
