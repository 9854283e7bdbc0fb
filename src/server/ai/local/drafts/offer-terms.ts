// « Rédige une proposition commerciale pour la résidence Les Tilleuls : nettoyage des parties communes
// deux fois par semaine, 450 € HT par mois, engagement 12 mois, premier mois offert. » (issue 41, a
// commercial offer was a cold pitch): the offer's own terms, as the user gave them, are the letter.
import { capitalise, fold } from '../french.ts';
import { asideFreeColon } from '../understanding/conversation.ts';
import { offerAsked } from '../understanding/offers.ts';
import type { Paragraph } from './compose.ts';
import { asWe, toRecipient } from './letters.ts';

export interface OfferTerms {
  /** « la résidence Les Tilleuls »: for whom, as the request says it. */
  forWhom: string | null;
  /** « votre repas de fin d’année le 18 décembre »: what the offer is for, when said after whom. */
  occasion: string | null;
  terms: string[];
}

/** Where the request's own colon is, not an aside's (« (contact : M. Benali) »); -1 when none. */
const requestColon = (command: string, pattern = /\s?:\s/) => asideFreeColon(command, pattern)?.index ?? -1;

/** The terms listed after the colon of a request for a commercial offer (two at least), else null. */
export function offerTermsOf(command: string): OfferTerms | null {
  const colon = requestColon(command);
  if (colon < 0) return null;
  const head = command.slice(0, colon);
  if (!offerAsked.test(fold(head))) return null;
  const terms = command
    .slice(colon)
    .replace(/^\s?:\s*/, '')
    .replace(/[.!\s]+$/, '')
    .split(/\s*;\s*|,\s+(?:et\s+)?|\s+et\s+(?=(?:un|une|le|la|les|des|\d))/)
    .map((term) => term.trim())
    .filter((term) => term.length > 2);
  if (terms.length < 2 || terms.some((term) => term.split(/\s+/).length > 14)) return null;
  // Said to the reader: without the aside (« (contact : M. Benali) »), « leur repas » is « votre repas ».
  const said =
    /\bpour\s+((?:l[ae]|les|l'|l’|mon|ma|nos|notre|un|une|m\.|mme)\s*.+)$/i
      .exec(head.replace(/\s*\([^()]*\)/g, ''))?.[1]
      ?.trim() ?? null;
  // « pour l'agence Nexa pour leur repas… »: whom, then what for.
  const [forWhom, occasion] = said ? said.split(/\s+pour\s+(?=\p{L})/u) : [null];
  return { forWhom: forWhom ?? null, occasion: occasion ? toRecipient(occasion) : null, terms };
}

/** The body of the offer: the terms listed, then what comes next. */
export function offerTermsBody(offer: OfferTerms, meeting: string | null): Paragraph[] {
  const lead =
    offer.occasion || offer.forWhom
      ? `Voici notre proposition pour ${offer.occasion ?? offer.forWhom} :`
      : 'Voici notre proposition :';
  return [
    { text: `${lead}\n${offer.terms.map((term) => `- ${capitalise(term)}`).join('\n')}` },
    { text: 'Je reste à votre disposition pour l’ajuster à vos besoins.', level: 1 },
    { text: meeting ?? 'Seriez-vous disponible pour un échange de 15 minutes dans les prochains jours ?' },
  ];
}

/** « Nettoyage des parties communes – résidence Les Tilleuls »: the first term and for whom. */
export function offerTermsSubject(offer: OfferTerms): string {
  const first = capitalise(offer.terms[0] ?? 'Notre proposition');
  return `Proposition : ${first}${offer.forWhom ? ` – ${offer.forWhom.replace(/^(?:l[ae]|les|l'|l’)\s*/i, '')}` : ''}`;
}

/**
 * « Écris un mail de prospection pour la boulangerie Au Pain Doré : on livre leurs farines en 24 h,
 * franco de port dès 300 € HT, et on offre le premier sac de 25 kg. »: what the user says of the offer
 * after the colon, as the letter says it to its reader (« Nous livrons vos farines en 24 h… »), or its
 * terms after the offer's name (« Nous vous proposons notre service de déneigement : 85 € HT de
 * l’heure, paiement à 30 jours… »). Null when nothing after a colon describes the offer.
 */
export function offerDetailsOf(command: string, offer: string | null): string | null {
  const colon = requestColon(command, /[\s\u00a0]?:\s/);
  if (colon < 0) return null;
  const said = command
    .slice(colon)
    .replace(/^[\s\u00a0]?:\s*/, '')
    .split(/(?<=[.!?])\s+|\n+/)[0]
    ?.replace(/[.!\s]+$/, '')
    .trim();
  if (!said || said.length < 8 || said.endsWith('?')) return null;
  const folded = fold(said);
  // « on livre… », « nous installons… »: the user's own sentence about what the company does.
  if (/^(?:on|nous)\s/.test(folded) || /,\s+(?:et\s+)?(?:on|nous)\s/.test(folded)) {
    const we = asWe(toRecipient(said), 'vous').replace(/^nous\b/, 'Nous');
    return `${capitalise(we)}.`;
  }
  // A list of terms (a price, a delay, a condition): said after the offer's name.
  const terms = said.split(/\s*;\s*|,\s+(?:et\s+)?/).filter((term) => term.trim().length > 2);
  const priced = /\d/.test(said);
  if (terms.length < 2 || !priced || terms.some((term) => term.split(/\s+/).length > 12)) return null;
  const named = offer ? offer.replace(/^(?:mon|ma)\s/i, 'notre ').replace(/^mes\s/i, 'nos ') : 'notre offre';
  return `Nous vous proposons ${/^(?:notre|nos|l[ae]s?|l['’]|un|une|des)\b/i.test(named) ? named : `notre ${named}`} : ${said}.`;
}
