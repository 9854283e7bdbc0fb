// « Mon food truck a 2 400 € de charges fixes par mois. Je vends une galette 9 € et elle me coûte
// 3 €. Combien de galettes je dois vendre pour couvrir mes charges ? » (issue 41, reasoning over what
// the user gives): the margin on one sale, and how many sales cover the fixed costs, rounded up.
import { capitalise, eurosToTheCent, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import { type PriceSaid, pricesSaid, vatSaid } from './unit-margin.ts';

export interface BreakEven {
  /** The fixed costs said, each as given (« loyer 900 € », « salaire 1 600 € »). */
  fixed: number[];
  /** How often the fixed costs come back, when said. */
  period: 'mois' | 'semaine' | 'an' | null;
  sale: { euros: number; withVat: boolean };
  /** What one sale costs to make or buy; null when none is said (a service with no such cost). */
  cost: { euros: number; withVat: boolean } | null;
  vat: number | null;
  /** What is sold, as typed: « galettes », « galette ». */
  items: { one: string; many: string } | null;
  /** « Je gagne 6 € de marge par client »: the margin on one sale given as such (then `sale` holds it). */
  marginGiven?: boolean;
}

// « 6 € de marge par client », « une marge de 6 € », « je gagne 6 € par client »: the margin itself.
const marginAfter = /^\s*(?:HT|TTC)?\s*(?:de\s+)?(?:marge|benefice)\b/;
const marginBefore =
  /\b(?:marge|benefice)s?\s+(?:moyenne\s+|nette\s+|brute\s+)?(?:de|d'environ|d'|:)?\s*$|\b(?:gagne|gagnons|rapporte|rapportent)\s+(?:en moyenne\s+|environ\s+)?$/;
// « … par client », « … par couvert »: what one margin is earned on.
const perUnit =
  /^\s*(?:HT|TTC)?\s*(?:de\s+(?:marge|benefice)\s+)?(?:en moyenne\s+)?(?:par|sur chaque|sur un|sur une)\s+(\p{L}{3,})/u;

const breakEvenAsked =
  /\b(seuil de rentabilite|point mort|rentab\w*|couvr\w*\b[^?.]{0,25}\b(?:charges|frais|couts|depenses)|rentrer dans (?:mes|nos|ses|tes|vos) frais|a l'equilibre)\b/;
// « Combien de couverts je dois faire ? »: a count of sales asked.
const countAsked =
  /\bcombien de (\p{L}{3,})\b[^?.]{0,40}\b(?:vendre|faire|ecouler|placer|servir|reserver|louer)\b/u;
const periods = [
  { period: 'mois', said: /\b(par mois|\/\s*mois|mensuel\w*|chaque mois)/ },
  { period: 'semaine', said: /\b(par semaine|\/\s*semaine|hebdomadaire\w*|chaque semaine)/ },
  { period: 'an', said: /\b(par an|\/\s*an\b|annuel\w*|par annee|chaque annee)/ },
] as const;
const notItems = /^(?:ventes?|clients?|fois|temps|jours?|mois|euros?|heures?)$/;

// What an amount is, from the words that govern it. A cue before the amount governs it (« loyer 900 € »,
// « un bouquet me coûte 11 € », « prix de vente 49 € »), the nearest one winning; a noun right after it
// (« 3 000 € de charges fixes », « 4 € de matière ») wins over any cue before.
type Role = 'fixed' | 'cost' | 'sale';
const cues: { role: Role; said: RegExp }[] = [
  {
    role: 'fixed',
    said: /\b(?:charges?|frais (?:fixes|de structure|generaux)|couts? (?:fixes?|mensuels?|de structure)|loyers?|assurances?|salaires?|credits?|emprunts?|remboursements?|abonnements?)\b/g,
  },
  {
    role: 'cost',
    said: /\b(?:achete\w*|achetons|paie|paye|payons|payez|coute|coutent|revient|reviennent|(?:prix|cout)s? d'achat|couts?(?! (?:fixes?|mensuels?|de structure)\b)(?: (?:de fabrication|de production|de revient|unitaires?|variables?|des? matieres?))?|matieres? premieres?|fournisseurs?|fabrication|achat)\b/g,
  },
  {
    role: 'sale',
    said: /\b(?:vend|vends|vendons|vendez|vendu|vendue|vendus|vendues|revend|revends|prix (?:de vente|public)|tarif|facture|facturons|factures|propose a|fai(?:s|t|sons|tes) payer)\b/g,
  },
];
const fixedAfter =
  /^\s*(?:HT|TTC)?\s*(?:de|d'|en|pour (?:le|la|l'|les|mes|nos))\s*(?:mes |nos |frais |cout )?(?:charges?|frais|loyers?|assurances?|salaires?|credits?|emprunts?|remboursements?|abonnements?|couts? fixes?)\b/i;
const costAfter =
  /^\s*(?:HT|TTC)?\s*(?:de|d')\s*(?:matieres?|marchandises?|fournitures?|ingredients?|achat|fabrication|production|cout)\b/i;

/** The role the words around an amount give it, or null when none does. */
function roleOf(folded: string, price: PriceSaid, all: PriceSaid[]): Role | null {
  const after = folded.slice(price.end, price.end + 40);
  if (fixedAfter.test(after)) return 'fixed';
  if (costAfter.test(after)) return 'cost';
  // The cues before it, back to the previous amount or the sentence's start.
  const previousEnd = Math.max(
    0,
    ...all.filter((other) => other.end <= price.index).map((other) => other.end),
  );
  const before = folded.slice(previousEnd, price.index);
  const sentence = Math.max(...[...before.matchAll(/[.;!?]\s/g)].map((m) => m.index + 1), 0);
  let nearest: { role: Role; at: number } | null = null;
  for (const { role, said } of cues)
    for (const match of before.slice(sentence).matchAll(said)) {
      const at = match.index + match[0].length;
      if (!nearest || at > nearest.at) nearest = { role, at };
    }
  return nearest?.role ?? null;
}

/** « révision » → « révisions », « gâteau » → « gâteaux »: what is counted, said of several. */
const pluralOf = (one: string) =>
  /(?:s|x|z)$/.test(one) ? one : /(?:eau|au|eu)$/.test(one) ? `${one}x` : `${one}s`;

/** What is sold: the count asked (« combien de galettes »), else the goods sold (« je vends mes bougies »). */
function itemsSold(message: string, folded: string): BreakEven['items'] {
  const asTyped = (match: RegExpExecArray | null) => {
    const word = match?.[1];
    if (!match || !word || notItems.test(word)) return null;
    const at = match.index + match[0].indexOf(word);
    return message.slice(at, at + word.length);
  };
  const many =
    asTyped(countAsked.exec(folded)) ??
    asTyped(/\b(?:vends|vend|vendons|vendez)\s+(?:mes|nos|les|ces|des)\s+(\p{L}{3,})/u.exec(folded)) ??
    // « combien de pizzas pour être rentable ? »: the count asked with no verb.
    asTyped(/\bcombien de (\p{L}{3,})\b/u.exec(folded));
  // « je vends un cours » says the singular that « combien de cours » does not, and so does
  // « un bouquet me coûte 11 € », « chaque pizza me revient à 4 € ».
  const oneSold = asTyped(
    /\b(?:vends|vend|vendons|vendez|facture|facturons)\s+(?:un|une|le|la|chaque)\s+(\p{L}{3,})/u.exec(folded),
  );
  const oneCosting = asTyped(
    /\b(?:un|une|chaque|le|la)\s+(\p{L}{3,})\s+(?:(?:me|nous|vous|te|lui|leur)\s+)?(?:coute|revient|se vend|est vendue?|est facturee?)\b/u.exec(
      folded,
    ),
  );
  // What costs may be a supply (« le produit me coûte 4 € ») rather than what is sold: taken with a
  // count asked only when it names the same thing.
  const one =
    oneSold ?? (oneCosting && (!many || fold(many).startsWith(fold(oneCosting))) ? oneCosting : null);
  if (many)
    return {
      many,
      one:
        one ??
        (/(?:[^aeiou]s|es|as|x)$/.test(many) && !/(?:ours|ois|os|is|(?:rep|br|matel|anan)as)$/.test(many)
          ? many.slice(0, -1)
          : many),
    };
  return one ? { one, many: pluralOf(one) } : null;
}

/** The fixed costs, the price of one sale and its cost, when a break-even count is asked; else null. */
export function breakEvenIn(message: string): BreakEven | null {
  const folded = fold(message);
  if (!breakEvenAsked.test(folded) && !countAsked.test(folded)) return null;
  const prices = pricesSaid(message);
  const fixed: PriceSaid[] = [];
  const unit: PriceSaid[] = [];
  const sales: PriceSaid[] = [];
  const costs: PriceSaid[] = [];
  // « une marge de 150 € par révision »: the margin itself, whatever cue came before it.
  const isMargin = (price: PriceSaid) =>
    marginAfter.test(folded.slice(price.end)) || marginBefore.test(folded.slice(0, price.index));
  const margins = prices.filter(isMargin);
  for (const price of prices) {
    if (isMargin(price)) continue;
    const role = roleOf(folded, price, prices);
    const periodic = periods.some(({ said }) => said.test(folded.slice(price.end, price.end + 30)));
    // An amount coming back every month with no word saying it is per sale is a fixed cost.
    if (role === 'fixed' || (periodic && role === null)) fixed.push(price);
    else {
      unit.push(price);
      if (role === 'sale') sales.push(price);
      if (role === 'cost') costs.push(price);
    }
  }
  // « Je gagne en moyenne 6 € de marge par client »: the margin given, nothing to subtract.
  if (fixed.length && margins.length === 1 && !unit.length) {
    const margin = margins[0]!;
    // The word as typed, accents kept (the fold keeps the message's length).
    const unitSaid = perUnit.exec(folded.slice(margin.end));
    const at = unitSaid ? margin.end + unitSaid.index + unitSaid[0].length - unitSaid[1]!.length : -1;
    const one = unitSaid ? message.slice(at, at + unitSaid[1]!.length) : null;
    return {
      fixed: fixed.map((price) => price.euros),
      period: periods.find(({ said }) => said.test(folded))?.period ?? null,
      sale: { euros: margin.euros, withVat: false },
      cost: null,
      vat: null,
      items: one ? { one, many: pluralOf(one) } : itemsSold(message, folded),
      marginGiven: true,
    };
  }
  const sale = sales[0];
  if (!fixed.length || !sale || sales.length > 1 || costs.length > 1 || unit.length > 2) return null;
  const cost = costs[0];
  return {
    fixed: fixed.map((price) => price.euros),
    period: periods.find(({ said }) => said.test(folded))?.period ?? null,
    sale: { euros: sale.euros, withVat: sale.withVat },
    cost: cost ? { euros: cost.euros, withVat: cost.withVat } : null,
    vat: vatSaid(message),
    items: itemsSold(message, folded),
  };
}

const figure = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/** The working: the margin on one sale, the fixed costs divided by it, the count rounded up. */
export function breakEvenReply(breakEven: BreakEven): string {
  const { sale, cost, items } = breakEven;
  const rate = breakEven.vat ?? 0.2;
  const withoutVat = (price: { euros: number; withVat: boolean }) =>
    price.withVat ? price.euros / (1 + rate) : price.euros;
  const [saleHt, costHt] = [withoutVat(sale), cost ? withoutVat(cost) : 0];
  const margin = saleHt - costHt;
  const fixed = breakEven.fixed.reduce((sum, each) => sum + each, 0);
  const per = items ? ` par ${items.one}` : ' par vente';
  const many = (count: number) =>
    `${count.toLocaleString('fr-FR')} ${items ? (count > 1 ? items.many : items.one) : count > 1 ? 'ventes' : 'vente'}`;
  const every = breakEven.period === 'an' ? 'par an' : breakEven.period ? `par ${breakEven.period}` : null;
  if (margin <= 0)
    return blocks(
      `Chaque vente vous coûte plus qu’elle ne rapporte (${eurosToTheCent(saleHt)} − ${eurosToTheCent(costHt)} = ${eurosToTheCent(margin)}${per}) : aucun volume ne couvre vos charges fixes à ce prix.`,
      'Il faut d’abord remonter le prix ou baisser le coût de chaque vente ; donnez-moi les nouveaux chiffres et je refais le calcul.',
    );
  const exact = fixed / margin;
  const count = Math.ceil(exact - 1e-9);
  const vatLine = (price: { euros: number; withVat: boolean }, name: string) =>
    price.withVat &&
    `- **${name} HT** : ${eurosToTheCent(price.euros)} TTC ÷ ${(1 + rate).toLocaleString('fr-FR', { minimumFractionDigits: 2 })} = ${eurosToTheCent(withoutVat(price))}`;
  const lines = [
    breakEven.fixed.length > 1 &&
      `- **Charges fixes** : ${breakEven.fixed.map(eurosToTheCent).join(' + ')} = ${eurosToTheCent(fixed)}${every ? ` ${every}` : ''}`,
    vatLine(sale, 'Prix de vente'),
    cost && vatLine(cost, 'Coût'),
    cost
      ? `- **Marge${per}** : ${eurosToTheCent(saleHt)} − ${eurosToTheCent(costHt)} = **${eurosToTheCent(margin)}**`
      : breakEven.marginGiven
        ? `- **Marge${per}** : **${eurosToTheCent(margin)}** (votre chiffre)`
        : `- **Marge${per}** : **${eurosToTheCent(margin)}** (sans coût${per} : dites-moi s’il y en a un)`,
    `- **${items ? `${capitalise(items.many)} ${breakEven.marginGiven ? 'nécessaires' : 'à vendre'}` : 'Ventes nécessaires'}** : ${eurosToTheCent(fixed)} ÷ ${eurosToTheCent(margin)} = ${
      count === exact ? `**${many(count)}**` : `${figure(exact)}, arrondi au-dessus : **${many(count)}**`
    }${every ? ` ${every}` : ''}`,
  ].filter((line): line is string => Boolean(line));
  const assumed = (sale.withVat || cost?.withVat) && breakEven.vat === null;
  return blocks(
    `Le calcul${every ? ` ${every}` : ''}${
      sale.withVat || cost?.withVat
        ? `, hors taxes${assumed ? ' (avec la TVA à 20 %, le taux normal : dites-moi si le vôtre est autre)' : ''}`
        : ''
    } :`,
    lines.join('\n'),
    breakEven.marginGiven
      ? `À ${many(count)}${every ? ` ${every}` : ''}, votre marge (${eurosToTheCent(count * margin)}) couvre ${count === exact ? 'tout juste ' : ''}vos charges fixes ; chaque ${items?.one ?? 'vente'} au-delà vous laisse ${eurosToTheCent(margin)}.`
      : `À ${many(count)}${every ? ` ${every}` : ''}, vos ventes (${eurosToTheCent(count * saleHt)}) couvrent ${count === exact ? 'tout juste ' : ''}vos charges fixes${
          cost ? ` et le coût ${items ? `des ${items.many}` : 'de ce que vous vendez'}` : ''
        } ; chaque ${items?.one ?? 'vente'} au-delà vous laisse ${eurosToTheCent(margin)}.`,
    'Ce calcul ne compte que ces chiffres : une charge oubliée ou une remise relève ce seuil. Donnez-les-moi et je le refais.',
  );
}

/** The reasoning skill's answer: the break-even count asked on the figures given, or null. */
export function breakEvenAnswer(conversation: Conversation): string | null {
  const breakEven = breakEvenIn(conversation.message);
  return breakEven ? breakEvenReply(breakEven) : null;
}
