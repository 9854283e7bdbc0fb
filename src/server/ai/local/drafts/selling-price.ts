// « Un meuble me revient à 240 € HT. Je veux une marge de 35 % sur le prix de vente. À combien je
// dois le vendre HT, et TTC avec 20 % de TVA ? » (issue 41, reasoning over what the user gives): the
// selling price that gives the margin asked, worked out excluding VAT, then with it. A margin on the
// price (taux de marque) divides the cost by 1 − rate; a margin on the cost (taux de marge), a markup
// or a coefficient multiplies it; a margin in euros adds to it.
import { eurosToTheCent, fold, percentSaid } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import { pricesSaid, vatSaid } from './unit-margin.ts';

/** How the margin asked is counted. */
export type MarginTarget =
  /** « 35 % sur le prix de vente », « taux de marque de 35 % »: price = cost ÷ (1 − rate). */
  | { kind: 'on_price'; rate: number }
  /** « 35 % sur le coût », « taux de marge de 35 % », « majoré de 35 % »: price = cost × (1 + rate). */
  | { kind: 'on_cost'; rate: number }
  /** « une marge de 35 % », said without on what: both readings are given. */
  | { kind: 'unsaid'; rate: number }
  /** « coefficient 2,5 »: price = cost × coefficient. */
  | { kind: 'coefficient'; factor: number }
  /** « 80 € de marge »: price = cost + margin. */
  | { kind: 'amount'; euros: number };

export interface SellingPriceAsked {
  cost: { euros: number; withVat: boolean };
  target: MarginTarget;
  /** The VAT rate said, or null. */
  vat: number | null;
  /** Whether a price with VAT is asked (« et TTC », a VAT rate said). */
  withVatAsked: boolean;
  /** What is sold, when said (« meuble »). */
  item: string | null;
}

const number = String.raw`(\d{1,3}(?:[,.]\d{1,2})?)`;
// « sur le prix de vente », « du prix de vente », « sur la vente », « sur le PV »: a rate of the price.
const onPrice =
  /^\s*(?:brute?\s+|commerciale?\s+)?(?:sur|du|de|par rapport au)\s+(?:le\s+|la\s+)?(?:prix de vente|vente|pv|prix final|prix public)\b/;
// « sur le coût », « sur le prix d'achat », « sur le prix de revient »: a rate of the cost.
const onCost =
  /^\s*(?:brute?\s+|commerciale?\s+)?(?:sur|du|de|par rapport au)\s+(?:le\s+|la\s+|l')?(?:cout\w*|prix d'achat|prix de revient|achat|prix coutant|revient)\b/;
// The price asked: « à combien je dois le vendre », « quel prix de vente », « combien le facturer ».
const priceAsked =
  /\b(?:a (?:quel|combien)\b[^?.]{0,40}\b(?:(?:re)?vend\w*|factur\w*|affich\w*|propos\w*)|quel (?:prix|tarif)|prix de vente (?:a|pour|ideal|minimum|conseille)|(?:combien|quel prix)\b[^?.]{0,30}\b(?:le|la|les|l')\s*(?:vendre|facturer|afficher|proposer|revendre)|(?:fixer|calculer|trouver) (?:mon|le|son|leur|mes|les) (?:prix|tarifs?))\b/;

/** The margin the user wants, read from the folded message, or null. */
export function marginTargetIn(folded: string): MarginTarget | null {
  const rate = (said: string) => Number(said.replace(',', '.')) / 100;
  const coefficient = new RegExp(
    String.raw`\bcoef(?:ficient)?\.?\s*(?:multiplicateur\s*)?(?:de\s+|x\s*|:\s*)?${number}(?!\s*%)`,
  ).exec(folded);
  if (coefficient?.[1]) {
    const factor = Number(coefficient[1].replace(',', '.'));
    if (factor > 1 && factor <= 20) return { kind: 'coefficient', factor };
  }
  // « taux de marque de 35 % », « 35 % de taux de marque »: on the price; « taux de marge »: on the cost.
  const marque = new RegExp(
    String.raw`\btaux de marque\s*(?:de|a|:)?\s*${number}\s*%|${number}\s*%\s*de taux de marque`,
  ).exec(folded);
  if (marque) return { kind: 'on_price', rate: rate(marque[1] ?? marque[2] ?? '') };
  const markup = new RegExp(
    String.raw`\b(?:majore\w*|majoration|augmente\w*|ajoute\w*|rajoute\w*)\s*(?:de\s+)?${number}\s*%`,
  ).exec(folded);
  if (markup?.[1]) return { kind: 'on_cost', rate: rate(markup[1]) };
  // « une marge de 35 % sur le prix de vente », « 35 % de marge sur le coût », « un taux de marge de 35 % ».
  const margin = new RegExp(
    String.raw`\b(taux de )?marge\s*(?:brute\s*|commerciale\s*)?(?:de|a|:)?\s*${number}\s*%|${number}\s*%\s*de (taux de )?marge`,
  ).exec(folded);
  if (margin) {
    const value = rate(margin[2] ?? margin[3] ?? '');
    if (!(value > 0 && value < 1)) return null;
    const after = folded.slice(margin.index + margin[0].length);
    if (onPrice.test(after)) return { kind: 'on_price', rate: value };
    if (onCost.test(after) || margin[1] || margin[4]) return { kind: 'on_cost', rate: value };
    return { kind: 'unsaid', rate: value };
  }
  const amount =
    /\b(?:marge|gagner|me reste|il me reste)\s*(?:de\s+)?(\d[\d\s]*(?:,\d{1,2})?)\s*(?:€|euros?)/.exec(
      folded,
    ) ?? /(\d[\d\s]*(?:,\d{1,2})?)\s*(?:€|euros?)\s*de marge\b/.exec(folded);
  if (amount?.[1]) return { kind: 'amount', euros: Number(amount[1].replace(/\s/g, '').replace(',', '.')) };
  return null;
}

/** What is sold: « un meuble me revient à », « j'achète mes bougies » → « bougie ». */
function itemOf(message: string): string | null {
  const folded = fold(message);
  const asTyped = (match: RegExpExecArray | null) => {
    const word = match?.[1];
    if (!match || !word) return null;
    const at = match.index + match[0].lastIndexOf(word);
    return message.slice(at, at + word.length);
  };
  const one = asTyped(
    /\b(?:un|une|mon|ma|le|la|ce|cette|chaque)\s+(\p{L}{3,})\s+(?:me|nous|lui)\s+(?:revient|coute|est facture)/u.exec(
      folded,
    ),
  );
  if (one) return one;
  const many = asTyped(
    /\b(?:achete|achetons|paie|paye|payons|fabrique|fabriquons)\s+(?:mes|nos|les|ces|des)\s+(\p{L}[\p{L}-]{2,})/u.exec(
      folded,
    ),
  );
  return many ? many.replace(/(?<=[^su])[sx]$/, '') : null;
}

/** The selling price asked from a cost and a margin, or null when the message does not ask one. */
export function sellingPriceAsked(message: string): SellingPriceAsked | null {
  const folded = fold(message);
  if (!priceAsked.test(folded)) return null;
  const target = marginTargetIn(folded);
  if (!target) return null;
  const prices = pricesSaid(message);
  // A price already said is the margin question (unit_margin), not this one.
  if (prices.some((price) => price.role === 'sale')) return null;
  // The margin in euros is no cost, whatever verb stands before it (« me revient à 300 €, je veux gagner 150 € »).
  const margin = target.kind === 'amount' ? target.euros : null;
  const amounts = prices.filter((price) => price.euros !== margin);
  const costs = amounts.filter((price) => price.role === 'cost');
  const cost = costs[0] ?? (amounts.length === 1 ? amounts[0] : undefined);
  if (!cost || costs.length > 1) return null;
  const vat = vatSaid(message);
  const after = folded.slice(folded.search(priceAsked));
  return {
    cost: { euros: cost.euros, withVat: cost.withVat },
    target,
    vat,
    withVatAsked: vat !== null || /\bttc\b/.test(after),
    item: itemOf(message),
  };
}

const euros = eurosToTheCent;
const decimal = (value: number) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const cents = (value: number) => Math.round(value * 100) / 100;

/** The price excluding VAT that the target gives on a cost, and its working. */
function priceFrom(
  cost: number,
  target: Exclude<MarginTarget, { kind: 'unsaid' }>,
): { price: number; working: string } {
  switch (target.kind) {
    case 'on_price': {
      const price = cents(cost / (1 - target.rate));
      return {
        price,
        working: `${euros(cost)} ÷ (1 − ${percentSaid(target.rate)}) = ${euros(cost)} ÷ ${decimal(1 - target.rate)} = **${euros(price)}**`,
      };
    }
    case 'on_cost': {
      const price = cents(cost * (1 + target.rate));
      return {
        price,
        working: `${euros(cost)} × (1 + ${percentSaid(target.rate)}) = ${euros(cost)} × ${decimal(1 + target.rate)} = **${euros(price)}**`,
      };
    }
    case 'coefficient': {
      const price = cents(cost * target.factor);
      return { price, working: `${euros(cost)} × ${decimal(target.factor)} = **${euros(price)}**` };
    }
    case 'amount': {
      const price = cents(cost + target.euros);
      return { price, working: `${euros(cost)} + ${euros(target.euros)} = **${euros(price)}**` };
    }
  }
}

const targetSaid = (target: MarginTarget): string =>
  target.kind === 'on_price'
    ? `une marge de ${percentSaid(target.rate)} sur le prix de vente (taux de marque)`
    : target.kind === 'on_cost'
      ? `une marge de ${percentSaid(target.rate)} sur le coût (taux de marge)`
      : target.kind === 'unsaid'
        ? `une marge de ${percentSaid(target.rate)}`
        : target.kind === 'coefficient'
          ? `un coefficient de ${decimal(target.factor)}`
          : `une marge de ${euros(target.euros)}`;

/** The selling price's working, excluding VAT, then with it when asked. */
export function sellingPriceReply(asked: SellingPriceAsked): string {
  const rate = asked.vat ?? 0.2;
  const assumed = (asked.cost.withVat || asked.withVatAsked) && asked.vat === null;
  const cost = asked.cost.withVat ? cents(asked.cost.euros / (1 + rate)) : asked.cost.euros;
  const per = asked.item ? ` par ${asked.item}` : '';
  const costLine = asked.cost.withVat
    ? `- **Coût HT** : ${euros(asked.cost.euros)} TTC ÷ ${decimal(1 + rate)} = ${euros(cost)} (la TVA payée à l’achat se récupère)`
    : null;
  const withVat = (price: number) => cents(price * (1 + rate));
  const vatLine = (price: number, label = 'Prix de vente TTC') =>
    asked.withVatAsked
      ? `- **${label}** (TVA à ${percentSaid(rate)}) : ${euros(price)} × ${decimal(1 + rate)} = **${euros(withVat(price))}**`
      : null;
  const assumption = assumed ? ' (TVA à 20 %, le taux normal : dites-moi si le vôtre est autre)' : '';
  const closing =
    'Ce calcul ne compte que le coût que vous m’avez donné : si d’autres frais s’ajoutent (livraison, emballage, commission), donnez-les-moi et je le refais.';
  const { target } = asked;
  if (target.kind === 'unsaid') {
    // Both readings, the one on the price first: they differ, and the user says which one is meant.
    const onPriceTarget = { kind: 'on_price', rate: target.rate } as const;
    const onCostTarget = { kind: 'on_cost', rate: target.rate } as const;
    const [byPrice, byCost] = [priceFrom(cost, onPriceTarget), priceFrom(cost, onCostTarget)];
    return blocks(
      `Une marge de ${percentSaid(target.rate)} se compte de deux façons, qui ne donnent pas le même prix, à partir d’un coût de ${euros(cost)} HT${per}${assumption} :`,
      [
        costLine,
        `- **Sur le prix de vente** (taux de marque, la marge fait ${percentSaid(target.rate)} du prix) : ${byPrice.working} HT`,
        vatLine(byPrice.price, 'soit TTC'),
        `- **Sur le coût** (taux de marge, ${percentSaid(target.rate)} ajoutés au coût) : ${byCost.working} HT`,
        vatLine(byCost.price, 'soit TTC'),
      ]
        .filter(Boolean)
        .join('\n'),
      `Pour garder ${percentSaid(target.rate)} de chaque vente, c’est le premier : ${euros(byPrice.price)} HT. Dites-moi lequel vous visez si c’est l’autre.`,
      closing,
    );
  }
  const { price, working } = priceFrom(cost, target);
  const margin = cents(price - cost);
  const lines = [
    costLine,
    `- **Prix de vente HT** : ${working}`,
    price > 0 &&
      `- **Marge** : ${euros(price)} − ${euros(cost)} = ${euros(margin)}, soit ${percentSaid(margin / price)} du prix de vente et ${percentSaid(margin / cost)} du coût`,
    vatLine(price),
  ].filter((line): line is string => Boolean(line));
  // The usual slip: the rate on the price taken on the cost, said with the figure it would give.
  const slip =
    target.kind === 'on_price'
      ? `Attention à ne pas ajouter les ${percentSaid(target.rate)} au coût : ${euros(cost)} × ${decimal(1 + target.rate)} = ${euros(cents(cost * (1 + target.rate)))} HT ne laisserait qu’une marge de ${percentSaid((cost * target.rate) / (cost * (1 + target.rate)))} sur le prix de vente.`
      : null;
  return blocks(
    `Le prix de vente pour ${targetSaid(target)}, à partir d’un coût de ${euros(cost)} HT${per}${assumption} :`,
    lines.join('\n'),
    slip,
    closing,
  );
}

/** The reasoning skill's answer: the selling price asked from a cost and a margin, or null. */
export function sellingPriceAnswer(conversation: Conversation): string | null {
  const asked = sellingPriceAsked(conversation.message);
  return asked ? sellingPriceReply(asked) : null;
}
