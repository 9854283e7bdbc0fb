// Spec weighs two courses of action that come with their figures (« acheter une scie à 18 000 € ou
// continuer à sous-traiter pour 1 200 € par mois ») by doing the sum: the cost over a year, and when
// a one-off cost pays for itself against a monthly one.
import { capitalise, eurosSaid, plural } from '../french.ts';
import { monthlyOf, type Price, priceOf } from './sales-arguments.ts';

const amountPattern = /\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?\s*(?:€|euros?)(?:\s*(?:HT|TTC))?/i;
const periodAfter = /^\s*(?:HT|TTC)?\s*(?:par|\/|le|la|l['’])\s*(?:mois|an|année|semaine)/i;

const euros = (value: number) => eurosSaid(Math.round(value));

interface CostedOption {
  /** The option without its figure: « acheter une nouvelle scie à format ». */
  name: string;
  price: Price;
}

/** An option's figure, read with its period (« 1 200 € par mois »), and its words without it. */
export function costedOption(option: string): CostedOption | null {
  const match = amountPattern.exec(option);
  if (!match) return null;
  const price = priceOf(match[0], option);
  if (!price) return null;
  const end = match.index + match[0].length;
  const period = periodAfter.exec(option.slice(end))?.[0] ?? '';
  // The words that only introduced the figure (« à », « pour », « au prix de ») go with it.
  const before = option
    .slice(0, match.index)
    .replace(/\s+(?:à|a|pour|pour un coût de|de|au prix de|qui coûte|coûtant)\s*$/i, '');
  const name = `${before} ${option.slice(end + period.length)}`.replace(/\s+/g, ' ').trim();
  return name.length > 2 ? { name, price } : null;
}

/** What one option costs over twelve months, as the grid's « Coût sur un an » cell says it. */
export function yearlyCostCell(option: string): string | null {
  const costed = costedOption(option);
  if (!costed) return null;
  const monthly = monthlyOf(costed.price);
  return monthly === null
    ? `${euros(costed.price.euros)} (une fois)`
    : `${euros(monthly * 12)} (12 × ${euros(monthly)})`;
}

/** The sum two costed options call for, or null when they do not both come with a figure. */
export function costComparison(options: string[]): string | null {
  if (options.length !== 2) return null;
  const [first, second] = options.map(costedOption);
  if (!first || !second) return null;
  const [firstMonthly, secondMonthly] = [monthlyOf(first.price), monthlyOf(second.price)];
  const lines: string[] = [];
  if ((firstMonthly === null) !== (secondMonthly === null)) {
    // One paid once against one paid over time: how many months of the second the first is worth.
    const [once, recurring] = firstMonthly === null ? [first, second] : [second, first];
    const monthly = monthlyOf(recurring.price)!;
    const months = Math.ceil(once.price.euros / monthly);
    const horizon = months > 30 ? 60 : 36;
    lines.push(
      `${capitalise(once.name)} (${euros(once.price.euros)}) équivaut à ${plural(months, 'mois', 'mois')} de « ${recurring.name} » (${euros(monthly)} par mois) : au-delà de ${plural(months, 'mois', 'mois')}, la dépense unique revient moins cher ; en deçà, la dépense mensuelle.`,
      `Sur ${horizon / 12} ans : ${euros(once.price.euros)} d’un côté, ${euros(monthly * horizon)} de l’autre, avant entretien, consommables, temps passé, financement et revente éventuelle, à ajouter à chaque colonne.`,
    );
  } else if (firstMonthly !== null && secondMonthly !== null) {
    const gap = Math.abs(firstMonthly - secondMonthly);
    const [dearer, cheaper] = firstMonthly > secondMonthly ? [first, second] : [second, first];
    if (gap < 1)
      lines.push('Les deux options coûtent autant par mois : le choix se fait sur les autres critères.');
    else
      lines.push(
        `« ${capitalise(dearer.name)} » coûte ${euros(gap)} de plus par mois que « ${cheaper.name} », soit ${euros(gap * 12)} par an : c’est ce que l’option doit rapporter ou faire gagner en temps pour valoir le coup.`,
      );
  } else {
    const gap = Math.abs(first.price.euros - second.price.euros);
    const [dearer, cheaper] = first.price.euros > second.price.euros ? [first, second] : [second, first];
    lines.push(
      gap < 1
        ? 'Les deux options coûtent autant : le choix se fait sur les autres critères.'
        : `« ${capitalise(dearer.name)} » coûte ${euros(gap)} de plus que « ${cheaper.name} » : c’est l’écart que ses avantages doivent justifier.`,
    );
  }
  return `**Le calcul avec vos chiffres :**\n${lines.map((line) => `- ${line}`).join('\n')}`;
}
