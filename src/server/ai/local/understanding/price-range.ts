// « budget 8–10 k€ HT selon le nombre de scènes », « entre 2 500 et 3 000 € », « de 900 à 1 200 € par
// mois »: a price given as a range, said back as a range (issue 41: « 50–58 k€ » is not 58 000 €), with
// what it depends on when the request says it.
import { eurosSaid } from '../french.ts';

export interface PriceRange {
  low: number;
  high: number;
  /** « entre 8 000 et 10 000 € HT par mois »: the range in a letter's words. */
  said: string;
  /** « selon le nombre de scènes »: what the figure depends on, as typed; null when unsaid. */
  depends: string | null;
}

const number = String.raw`\d{1,3}(?:[ \u00a0\u202f.]\d{3})*(?:,\d{1,2})?`;
const unit = String.raw`k€|K€|M€|€|euros?\b`;
const range = new RegExp(
  String.raw`(?:\bentre\s+(${number})\s*(${unit})?\s+et\s+|\bde\s+(${number})\s*(${unit})?\s+à\s+|(${number})\s*(${unit})?\s*(?:[–—-]|à)\s*)(${number})\s*(${unit})((?:\s*(?:HT|TTC|hors taxes|nets?\b|bruts?\b))?(?:\s*(?:par|\/)\s*(?:mois|an|jour|séance|personne|heure))?)`,
  'i',
);

const amountOf = (digits: string, scale: string) => {
  const value = Number(digits.replace(/[ \u00a0\u202f.]/g, '').replace(',', '.'));
  return value * (/^k/i.test(scale) ? 1_000 : /^M/.test(scale) ? 1_000_000 : 1);
};

/** The first price range of a text, or null (a single amount is not a range). */
export function priceRangeOf(text: string): PriceRange | null {
  const match = range.exec(text);
  if (!match) return null;
  const lowDigits = match[1] ?? match[3] ?? match[5];
  const lowUnit = match[2] ?? match[4] ?? match[6];
  const highDigits = match[7];
  const highUnit = match[8];
  if (!lowDigits || !highDigits || !highUnit) return null;
  // « 8–10 k€ »: the unit said once, after the second figure, is the first's too.
  const low = amountOf(lowDigits, lowUnit ?? highUnit);
  const high = amountOf(highDigits, highUnit);
  if (!(low > 0) || !(high > low)) return null;
  const rest = (match[9] ?? '').replace(/\s+/g, ' ').trimEnd();
  const after = text.slice(match.index + match[0].length);
  const depends =
    /^\s*,?\s*((?:selon|suivant|en fonction d['’]?u?|d['’]après)\s*[^,.;:!?]{3,60})/i
      .exec(after)?.[1]
      ?.trim() ?? null;
  return {
    low,
    high,
    said: `entre ${eurosSaid(low).replace(/\s*€$/, '')} et ${eurosSaid(high)}${rest}`,
    depends,
  };
}
