// « J'ai eu au tel M. Caradec de la Cave du Port, il veut 3 cartons de muscadet par mois, fais-lui une
// proposition à 7,50 € HT la bouteille, livraison offerte » (issue 41, a commercial offer was a cold
// pitch): after a call or a meeting, what the reader wants and what the user offers are the letter.
import { capitalise, fold } from '../french.ts';
import { figuresWritten } from '../understanding/facts.ts';

export interface CallOffer {
  /** « Suite à notre échange téléphonique »: how the user and the reader last spoke. */
  opening: string;
  /** « 3 cartons de muscadet par mois »: what the reader wants, as the user says it. */
  need: string | null;
  /** « 7,50 € HT la bouteille, livraison offerte »: what the user offers. */
  offer: string;
}

// How the user and the reader last spoke, as the user tells it.
const contacts: Array<[RegExp, string]> = [
  [
    /\bau (?:tel|telephone)\b|\bpar telephone\b|\bm'(?:a|ont) (?:appele|telephone|rappele)\w*|\bj'ai (?:appele|telephone|rappele)\b|\bsuite a (?:mon|notre|son) (?:appel|coup de fil|echange telephonique)\b|\bj'ai eu\b[^.;]{0,40}\b(?:tel|telephone|fil)\b/,
    'Suite à notre échange téléphonique',
  ],
  [/\b(?:j'ai vu|j'ai rencontre|on s'est vus?|nous nous sommes vus)\b/, 'Suite à notre rencontre'],
  [/\b(?:il|elle|ils|elles) (?:est|sont) passee?s? (?:a|au|chez)\b/, 'Suite à votre passage'],
];

// « il veut », « elle voudrait », « ils cherchent »: what the reader wants, then its object.
const wants =
  /\b(?:il|elle|ils|elles)\s+(?:veu\w*|voudrai\w*|souhait\w*|aimerai\w*|cherch\w*|recherch\w*|prendrai\w*|a besoin d['’]|ont besoin d['’])\s*([^,.;!?]{3,80})/iu;

// « fais-lui une proposition à 7,50 € HT… », « propose-lui 7,50 € la bouteille… », « fais-lui un prix de… ».
const offered =
  /\b(?:fais|faites|fait)[-\s](?:lui|leur)\s+(?:une |un |notre )?(?:proposition|offre|prix|tarif|devis)\s+(?:(?:a|à|de|pour)\s+)?([^.;!?]{3,120})|\bpropose[sz]?[-\s](?:lui|leur)\s+((?!un (?:rdv|rendez-vous|appel|cafe|café)\b)[^.;!?]{3,120})/iu;

/**
 * A request for such an offer, on the accent-folded request (the skill's `asked`): a contact told and an
 * offer with a figure asked, wherever they are in the request.
 */
export const callOfferAsked = new RegExp(
  `^(?=[\\s\\S]*?(?:${contacts.map(([pattern]) => pattern.source.replace(/'/g, "['’]")).join('|')}))(?=[\\s\\S]*?(?:\\b(?:fais|faites)[-\\s](?:lui|leur)\\s+(?:une |un |notre )?(?:proposition|offre|prix|tarif|devis)\\b|\\bproposez?[-\\s](?:lui|leur)\\s)[^.;!?]*\\d)`,
);

/** The offer after a call or a meeting, or null when the request tells no contact or no offer. */
export function callOfferOf(command: string): CallOffer | null {
  const folded = fold(command).replace(/’/g, "'");
  const opening = contacts.find(([pattern]) => pattern.test(folded))?.[1];
  const offer = offered.exec(command);
  const said = offer?.[1] ?? offer?.[2];
  if (!opening || !offer || !said || !/\d/.test(said)) return null;
  const need = wants.exec(command.slice(0, offer.index))?.[1]?.trim() ?? null;
  // « vue au salon de l'habitat »: where we met, said as typed.
  const where =
    /\b(?:vue?s?|rencontre\w*)\b[^,;]{0,60}?\s((?:au|a la|a l'|aux|lors d[eu]) (?:salon|foire|marche|forum|congres|festival|portes ouvertes)[^,.;]*)/.exec(
      folded,
    );
  const met = where?.[1]
    ? command.slice(where.index + where[0].length - where[1].length, where.index + where[0].length)
    : '';
  return {
    opening:
      met && opening === 'Suite à notre rencontre' ? `${opening} ${met.replace(/^a\b/, 'à')}` : opening,
    need: need
      ? figuresWritten(need.replace(/\b(?:son|sa|leur)\b/giu, 'votre').replace(/\b(?:ses|leurs)\b/giu, 'vos'))
      : null,
    offer: figuresWritten(said.trim().replace(/^(?:à|a)\s+/iu, '')),
  };
}

/** The letter's first paragraph: how we spoke, what the reader wants, what we offer. */
export function callOfferText(offer: CallOffer): string {
  return offer.need
    ? `${offer.opening}, voici notre proposition pour ${offer.need} : ${offer.offer}.`
    : `${offer.opening}, je vous propose ${offer.offer}.`;
}

/** « Notre proposition pour 3 cartons de muscadet par mois ». */
export const callOfferSubject = (offer: CallOffer) =>
  offer.need ? `Notre proposition pour ${offer.need}` : capitalise(offer.opening);
