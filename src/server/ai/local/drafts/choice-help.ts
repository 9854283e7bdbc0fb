// « Mon client Garage Lemaire hésite entre notre formule à 49 € par mois et celle à 89 €. Écris-lui
// pour l'aider à choisir : la 89 € inclut la prise de rendez-vous en ligne. » (issue 41, a cold pitch
// was written): the choice said back, what tells the options apart, and which one for which need.
import { capitalise, fold } from '../french.ts';
import { figuresWritten } from '../understanding/facts.ts';

export interface ChoiceHelp {
  /** « notre formule à 49 € par mois et celle à 89 € ». */
  between: string;
  /** « formule »: what the options are. */
  noun: string;
  /** « la formule à 89 € inclut la prise de rendez-vous en ligne »: what the user says sets them apart. */
  difference: string | null;
  /** The option the difference speaks of, and the other one (« la formule à 89 € », « celle à 49 € par mois »). */
  chosen: { option: string; gain: string; other: string } | null;
}

const hesitates =
  /\bh[ée]sit\w*\s+entre\s+([^.;!?]{6,140}?)\s*(?=[.;!?]|$|,\s*(?:[ée]cri|r[ée]dige|fais|pr[ée]pare|envoie|r[ée]ponds|dis)\w*)/iu;
const nounOf = /^(?:(?:notre|nos|la|le|les|l['’]|votre|vos|un|une)\s*)?([\p{L}-]+)/iu;
// « notre formule à 49 € par mois et celle à 89 € »: the noun of the options, and each one's price.
const options =
  /^(?:(?:notre|nos|la|le|les|votre|vos)\s+)?([\p{L}-]+)\s+(à|a|de)\s+(.+?)\s+et\s+(?:celle|celui|la|le)\s+(?:(?:à|a|de)\s+)?(.+)$/iu;

/** The choice a customer hesitates over, and what the user says of it; null when none is told. */
export function choiceHelpOf(command: string): ChoiceHelp | null {
  const match = hesitates.exec(command);
  if (!match?.[1]) return null;
  const between = figuresWritten(match[1].trim());
  const colon = command.indexOf(':', match.index + match[0].length);
  const said =
    colon >= 0
      ? command
          .slice(colon + 1)
          .trim()
          .replace(/[.!\s]+$/, '')
      : '';
  const parts = options.exec(between);
  const noun = (parts?.[1] ?? nounOf.exec(between)?.[1] ?? 'offre').toLowerCase();
  if (!said) return { between, noun, difference: null, chosen: null };
  if (!parts?.[1] || !parts[3] || !parts[4])
    return { between, noun, difference: capitalise(figuresWritten(said)), chosen: null };
  const [link, first, second] = [parts[2] === 'a' ? 'à' : parts[2], parts[3], parts[4]];
  // « la 89 € inclut… »: the bare price names the option of that price.
  const bare = /^(la|le)\s+(\d[\d\s\u00a0\u202f,]*\s*(?:€|euros?))\s+(.+)$/iu.exec(said);
  const priceOf = (option: string) => fold(option).replace(/[^\d,]/g, '');
  if (bare?.[2] && bare[3]) {
    const price = priceOf(bare[2]);
    const named = [first, second].find((option) => priceOf(option).startsWith(price) && price.length > 0);
    const other = [first, second].find((option) => option !== named);
    if (named && other) {
      const option = `la ${noun} ${link} ${named}`.replace(/^la (?=[aeiouyh])/i, 'l’');
      const gain = bare[3].replace(/^(?:inclut|comprend|contient|offre|propose|a|donne)\s+/i, '');
      return {
        between,
        noun,
        difference: `${capitalise(option)} ${figuresWritten(bare[3])}`,
        chosen: { option, gain, other: `celle ${link} ${other}` },
      };
    }
  }
  return { between, noun, difference: capitalise(figuresWritten(said)), chosen: null };
}

/** The letter's paragraphs. */
export function choiceHelpText(choice: ChoiceHelp): string[] {
  return [
    `Vous hésitez entre ${choice.between.replace(/^(?:nos|notre)\s/i, (our) => our.toLowerCase())} : voici de quoi vous aider à choisir.`,
    ...(choice.difference ? [`${choice.difference}.`] : []),
    ...(choice.chosen
      ? [
          `Si ${choice.chosen.gain} vous est utile, ${choice.chosen.option} est la bonne ; sinon, ${choice.chosen.other} vous suffira.`,
        ]
      : []),
  ];
}
