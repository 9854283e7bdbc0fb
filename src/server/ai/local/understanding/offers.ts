// Offers named with their price in a request: "deux formules : Essentiel à 49 € HT/mois et Sérénité
// à 129 € HT/mois", "notre pack Starter (300 €) et notre pack Pro (800 €)". Read as (name, price,
// unit) so a letter can recommend one and mention the others, and which one the user puts forward.
import { fold } from '../french.ts';

/** « Prépare une offre pour… », « proposition commerciale »: a commercial offer asked, not a job offer (folded). */
export const offerAsked =
  /\b(propositions? commerciales?|offres? commerciales?|notre (?:offre|proposition)|propos(?:er|e|ez)(?:-lui|-leur)?\s+(?:notre|nos)\s+(?:contrats?|formules?|services?|abonnements?|forfaits?|prestations?|packs?)|(?:fais|faire|envoie|envoyer|redige|rediger|ecris|ecrire|prepare|preparer)(?:-lui|-leur)?\s+(?:une |notre |l')?(?:offre|proposition))\b(?!\s+(?:d['’]\s?emploi|de stage|d['’]\s?alternance|de poste))/;

export interface Offer {
  /** "formule", "pack", "abonnement"… as the request calls them. */
  kind: string;
  /** "Sérénité". */
  name: string;
  /** "129 € HT/mois", as written, spaces normalised. */
  price: string;
  /** The price in euros, to tell the cheaper from the dearer. */
  value: number;
}

const kindWord = /\b(formules?|offres?|packs?|abonnements?|forfaits?|options?|niveaux?|plans?|gammes?)\b/i;
const name = String.raw`\p{Lu}[\p{L}\d'’+-]*(?:\s+(?:\p{Lu}|\d)[\p{L}\d'’+-]*)*`;
const price = String.raw`(\d[\d\s ]*(?:[.,]\d+)?)\s*(?:€|euros?)(?:\s*(?:HT|TTC))?(?:\s*(?:\/|par)\s*(?:mois|an|année|utilisateur|personne|poste|séance|heure|h|jour))?`;
const offerPattern = new RegExp(
  String.raw`(?:(formules?|offres?|packs?|abonnements?|forfaits?|options?|niveaux?|plans?)\s+)?(?:«\s*)?(${name})(?:\s*»)?\s*(?:à|:|=|pour|,|–|—|-)?\s*\(?\s*(?:à\s+)?${price.replace('(\\d', '(?<amount>\\d')}`,
  'gu',
);

export function offersOf(command: string): Offer[] {
  const kind = kindWord.exec(command)?.[1]?.toLowerCase().replace(/s$/, '') ?? null;
  if (!kind) return [];
  const found: Offer[] = [];
  for (const match of command.matchAll(offerPattern)) {
    const offerName = (match[2] ?? '').trim();
    // "Lyon" or "On" before a price is no offer name; an offer name follows its kind or a list colon.
    if (/^(on|nous|je|ils|elles|il|elle|le|la|les|et|ou|mets|met)$/i.test(offerName)) continue;
    const amount = match.groups?.amount ?? '';
    const text = match[0]
      .slice(match[0].indexOf(amount))
      .replace(/\s+/g, ' ')
      .replace(/\s*\/\s*/, '/')
      .trim();
    found.push({
      kind: (match[1]?.toLowerCase().replace(/s$/, '') ?? kind) as string,
      name: offerName,
      price: text.replace(/\)$/, ''),
      value: Number(amount.replace(/[\s ]/g, '').replace(',', '.')),
    });
  }
  return found.filter((offer, index) => found.findIndex((other) => other.name === offer.name) === index);
}

/** The offer the user puts forward: "mets en avant Sérénité", "recommande-leur le pack Pro". */
export function recommendedOffer(command: string, offers: Offer[]): Offer | null {
  const folded = fold(command);
  const push =
    /\b(?:mets?|mettre|mettez) en avant|\b(?:recommand|conseill|pouss|privilegi|insist\w* sur|mise sur|miser sur)\w*|\bsurtout\b|\bplutot\b/g;
  for (const match of folded.matchAll(push)) {
    const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const offer = offers.find((candidate) => after.includes(fold(candidate.name)));
    if (offer) return offer;
  }
  return null;
}

/** Why the offer fits them: "ils ont 15 salariés" → "vous avez 15 salariés". */
export function reasonFor(command: string): string | null {
  const match =
    /(?:^|[.,;:!?]\s*|\b(?:car|parce qu['’]|puisqu['’]|vu qu['’]|comme)\s*)((?:ils|elles)\s+(?:ont|sont|emploient|comptent|gèrent|cherchent|veulent|travaillent|font|ouvrent|viennent)\b[^.;!?]*)/i.exec(
      command,
    );
  return match?.[1]?.trim() ?? null;
}
