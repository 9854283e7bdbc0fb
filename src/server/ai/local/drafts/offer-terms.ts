// « Rédige une proposition commerciale pour la résidence Les Tilleuls : nettoyage des parties communes
// deux fois par semaine, 450 € HT par mois, engagement 12 mois, premier mois offert. » (issue 41, a
// commercial offer was a cold pitch): the offer's own terms, as the user gave them, are the letter.
import { capitalise, eurosSaid, fold, possessed } from '../french.ts';
import { asideFreeColon } from '../understanding/conversation.ts';
import { businessKinds, eurosValue, figuresWritten, senderNamed } from '../understanding/facts.ts';
import { offerAsked } from '../understanding/offers.ts';
import type { Paragraph } from './compose.ts';
import { asWe, instructedStatement, toRecipient, toSecondPerson } from './letters.ts';

export interface OfferTerms {
  /** « la résidence Les Tilleuls »: for whom, as the request says it. */
  forWhom: string | null;
  /** « votre repas de fin d’année le 18 décembre »: what the offer is for, when said after whom. */
  occasion: string | null;
  /** « notre offre de maintenance informatique »: what is offered, as the request names it. */
  offerName: string | null;
  terms: string[];
  /** « Pour vos 6 postes, cela fait 534 € HT par mois. »: a price per unit times the count said after. */
  total: string | null;
}

/** Where the request's own colon is, not an aside's (« (contact : M. Benali) »); -1 when none. */
const requestColon = (command: string, pattern = /\s?:\s/) => asideFreeColon(command, pattern)?.index ?? -1;

/** A term that says a condition, not what is sold: « sans engagement », « dès 10 fûts », « livraison offerte ». */
const termOpening =
  /^(?:sans|avec|des|dès|en|a|au|aux|pour|par|sur|selon|jusqu|livraison|installation|paiement|engagement|franco|minimum|remise|frais|devis|garantie|premier|essai)\b/;

/** The terms listed after the colon of a request for a commercial offer (two at least), else null. */
export function offerTermsOf(command: string): OfferTerms | null {
  const colon = requestColon(command);
  if (colon < 0) return null;
  const head = command.slice(0, colon);
  if (!offerAsked.test(fold(head))) return null;
  // The terms are the first sentence; what follows says something of the reader (« Elle a 6 postes »).
  const [listed = '', ...after] = command
    .slice(colon)
    .replace(/^\s?:\s*/, '')
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const terms = listed
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
  // « à Mme Lefèvre du cabinet Lefèvre & Associés »: the reader's company, when no « pour » names whom;
  // its article is the one the request gave it (« du » → « le », « de la » → « la »).
  const company = new RegExp(
    `\\b(du|de la|de l')\\s*((?:${businessKinds})\\s+[^,;:]+?)(?=\\s+pour\\b|\\s*[,;:]|$)`,
  ).exec(fold(head));
  const companySaid = company?.[2]
    ? head.slice(company.index + company[0].length - company[2].length, company.index + company[0].length)
    : null;
  const article = { du: 'le ', 'de la': 'la ', "de l'": 'l’' }[company?.[1] ?? 'du'];
  const reader = forWhom ?? (companySaid ? `${article}${companySaid}` : null);
  const name =
    /\b(?:proposer|presenter|vendre|offrir)\s+((?:notre|nos|mon|ma|mes)\s+[^:]{3,80}?)\s*$/i.exec(
      head,
    )?.[1] ?? null;
  return {
    forWhom: reader,
    occasion: occasion ? toRecipient(occasion) : null,
    offerName: name ? name.replace(/^(?:mon|ma)\s/i, 'notre ').replace(/^mes\s/i, 'nos ') : null,
    terms,
    total: perUnitTotal(terms, after.join(' ')),
  };
}

/**
 * « 89 € HT par mois par poste » and, said after, « Elle a 6 postes »: « Pour vos 6 postes, cela fait
 * 534 € HT par mois. » Null when no term prices a unit the rest counts.
 */
function perUnitTotal(terms: string[], rest: string): string | null {
  for (const term of terms) {
    const priced =
      /(\d[\d\s\u00a0\u202f]*(?:,\d{1,2})?)\s*€(\s*(?:HT|TTC))?((?:\s+par\s+(?:mois|an|semaine|jour))?)\s+(?:par|le|la)\s+(\p{L}+)/iu.exec(
        term,
      );
    if (!priced?.[1] || !priced[4]) continue;
    const unit = fold(priced[4]);
    const counted = new RegExp(`\\b(\\d+)\\s+${unit}s?\\b`).exec(fold(rest));
    if (!counted?.[1]) continue;
    const count = Number(counted[1]);
    const each = eurosValue(`${priced[1]}€`)?.euros;
    if (!(count > 1) || !each) continue;
    const said = rest.slice(counted.index, counted.index + counted[0].length);
    return `Pour vos ${said}, cela fait ${eurosSaid(each * count)}${priced[2] ?? ''}${priced[3] ?? ''}.`;
  }
  return null;
}

/** The body of the offer: the terms listed, then what comes next. */
export function offerTermsBody(offer: OfferTerms, meeting: string | null): Paragraph[] {
  const what = offer.offerName ? `Voici ${offer.offerName}` : 'Voici notre proposition';
  const lead =
    offer.occasion || offer.forWhom ? `${what} pour ${offer.occasion ?? offer.forWhom} :` : `${what} :`;
  return [
    { text: `${lead}\n${offer.terms.map((term) => `- ${capitalise(term)}`).join('\n')}` },
    offer.total ? { text: offer.total } : null,
    { text: 'Je reste à votre disposition pour l’ajuster à vos besoins.', level: 1 },
    { text: meeting ?? 'Seriez-vous disponible pour un échange de 15 minutes dans les prochains jours ?' },
  ].filter((paragraph): paragraph is Paragraph => paragraph !== null);
}

/** « Nettoyage des parties communes – résidence Les Tilleuls »: the first term and for whom. */
export function offerTermsSubject(offer: OfferTerms): string {
  // « notre offre de maintenance informatique » names it better than its price does.
  const named = offer.offerName?.replace(
    /^(?:notre|nos)\s+(?:offre|proposition|formule|service)s?\s+(?:de|d['’])\s*/i,
    '',
  );
  const first = capitalise(
    named && named !== offer.offerName ? named : (offer.terms[0] ?? 'Notre proposition'),
  );
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
  return offerDescribed(command, offer)?.text ?? null;
}

/**
 * The same, with what is sold when the user's first term names it (« nos bières bio brassées sur
 * place »), for the letter's subject.
 */
export function offerDescribed(
  command: string,
  offer: string | null,
): { text: string; product: string | null } | null {
  const colon = requestColon(command, /[\s\u00a0]?:\s/);
  if (colon < 0) {
    const told = toldOffer(command);
    return told ? { text: told, product: null } : null;
  }
  const after = command
    .slice(colon)
    .replace(/^[\s\u00a0]?:\s*/, '')
    .split(/(?<=[.!?])\s+|\n+/)[0]
    ?.replace(/[.!\s]+$/, '')
    .trim();
  // « : on est la Brasserie du Blavet à Pontivy, bières bio… »: who writes is said apart, the offer follows.
  const sender = after ? senderSaid(after) : null;
  const lead = after && /^(?:on est|nous sommes)\s+/i.exec(after);
  const said =
    sender && lead && after.slice(lead[0].length).startsWith(sender)
      ? after
          .slice(lead[0].length + sender.length)
          .replace(/^\s*,\s*/, '')
          .trim()
      : after;
  if (!said || said.length < 8 || said.endsWith('?')) return null;
  const folded = fold(said);
  // « on livre… », « nous installons… »: the user's own sentence about what the company does.
  if (/^(?:on|nous)\s/.test(folded) || /,\s+(?:et\s+)?(?:on|nous)\s/.test(folded)) {
    const we = asWe(toRecipient(said), 'vous').replace(/^nous\b/, 'Nous');
    return { text: `${capitalise(we)}.`, product: null };
  }
  // A list of terms (a price, a delay, a condition): said after the offer's name.
  const terms = said.split(/\s*;\s*|,\s+(?:et\s+)?/).filter((term) => term.trim().length > 2);
  const priced = /\d/.test(said);
  // The first term names what is sold with its price (« entretien des hottes et de la chambre froide
  // pour 120 € HT par mois »): longer than a condition.
  if (
    terms.length < 2 ||
    !priced ||
    terms.some((term, index) => term.split(/\s+/).length > (index === 0 ? 18 : 12))
  )
    return null;
  // « bières bio brassées sur place, fût de 20 L à 85 € HT »: with no offer named, a first term
  // without figure names what is sold, and the others are its terms.
  const [first = '', ...rest] = terms;
  const product =
    !offer && !/\d/.test(first) && /^\p{Ll}+\s+\p{L}/u.test(first) && !termOpening.test(fold(first))
      ? possessed(first)
      : null;
  const named = offer
    ? offer.replace(/^(?:mon|ma)\s/i, 'notre ').replace(/^mes\s/i, 'nos ')
    : (product ?? 'notre offre');
  // « Je propose des ateliers… »: one who works alone says « je », as the user does.
  const we = /\bje\s+(?:leur\s+|lui\s+)?propose\b/i.test(command) ? 'Je vous propose' : 'Nous vous proposons';
  return {
    text: `${we} ${/^(?:notre|nos|l[ae]s?|l['’]|un|une|des)\b/i.test(named) ? named : `notre ${named}`} : ${product ? rest.join(', ') : said}.`,
    product,
  };
}

/**
 * « …, on est la boulangerie Le Fournil, on livre pain et viennoiseries tous les matins avant 7h,
 * minimum 40 € par livraison »: with no colon, the user's own « on »/« nous » clause of what the
 * company does, and the terms after it, as the letter says it to its reader. Who « on » is (« on est »,
 * « nous sommes ») is no offer.
 */
function toldOffer(command: string): string | null {
  const told =
    /(?:^|[,;.]\s+)((?:on|nous)\s+(?!est\b|sommes\b|etait\b|était\b|se\b)(?:leur\s+|lui\s+)?\p{L}+\s[^.!?]{6,})/iu.exec(
      command,
    )?.[1];
  if (!told || !/\d/.test(told)) return null;
  const said = figuresWritten(told.replace(/[.!\s]+$/, '').trim())
    // « on leur propose » is said to them: « nous vous proposons ».
    .replace(/^(on|nous)\s+(?:leur|lui)\s+/i, '$1 vous ')
    // « paiement a l'embauche », « livraison a domicile » typed fast: a term that opens on a bare
    // noun has no subject, so its « a » is the preposition.
    .replace(
      /(,\s+)(?!(?:on|il|elle|ils|elles|qui|ce|ça|ca|cela|tout|chacun)\s)(\p{Ll}+)\s+a\s+(?=l['’]|\p{Ll})/gu,
      '$1$2 à ',
    );
  const we = asWe(toRecipient(said), 'vous').replace(/^nous\b/, 'Nous');
  return `${capitalise(we)}.`;
}

/**
 * « on est la boulangerie Le Fournil », « nous sommes un cabinet de conseil en recrutement »: who
 * writes, as the request says it; null when it does not.
 */
export { senderNamed };

export function senderSaid(command: string): string | null {
  return senderNamed(command)?.name ?? senderDescribed(command);
}

function senderDescribed(command: string): string | null {
  const match = new RegExp(
    `\\b(?:on est|nous sommes)\\s+((?:la|le|les|l')\\s*(?:${businessKinds})s?\\b[^,.;:!?]*|(?:un|une)\\s+(?:${businessKinds})s?\\b[^,.;:!?]*)`,
  ).exec(fold(command));
  if (!match?.[1]) return null;
  const start = match.index + match[0].length - match[1].length;
  return command.slice(start, start + match[1].length).trim();
}

/**
 * « Relance Mme Garnier pour le devis de sa salle de bains envoyé le 3 novembre : remplacement de la
 * baignoire par une douche à l’italienne, 6 450 € TTC. Je peux commencer début janvier si elle valide
 * avant le 15 décembre. »: what the followed-up document holds (after the request's colon, its first
 * sentence), and what the user says of their own next steps (the sentences after, in « je » or « on »),
 * said to the reader. Either may be null.
 */
export function followUpDetails(command: string): { content: string | null; told: string[] } {
  const colon = requestColon(command, /[\s\u00a0]?:\s/);
  const [first = '', ...rest] = command
    .slice(Math.max(0, colon))
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim());
  const content =
    colon >= 0
      ? withoutNoAnswer(first)
          .replace(/^[\s\u00a0]?:\s*/, '')
          .replace(/[.!\s]+$/, '')
          .trim()
      : null;
  // « : je lui ai présenté notre gamme il y a 10 jours et il devait me dire s'il prend le pack »: what
  // follows the colon is a sentence of the user's dealings with the reader, not the document's content.
  // « : elle devait me confirmer la commande… »: the reader's side of the dealings, said to them.
  const readersSide = content !== null && /^(?:il|elle)\s+\p{L}+/iu.test(content);
  const dealings = content !== null && (/^(?:je|j['’]|on|nous)\s/i.test(content) || readersSide);
  // « : devis de 12 000 € HT envoyé le 2 novembre pour la toiture »: the quote itself described, which
  // the opening says (what, amount, day), not what it holds.
  const described =
    content !== null &&
    /^(?:(?:le|un|notre|mon|ce)\s+)?(?:devis|proposition|offre)\b[^.;]*\b(?:envoye|transmis|remis|adresse|fait)e?s?\b/.test(
      fold(content),
    );
  const sentences = [
    ...(dealings
      ? [
          readersSide
            ? (toSecondPerson(withoutNoAnswer(first.replace(/^[\s\u00a0]?:\s*/, ''))) ?? first)
            : first,
        ]
      : []),
    ...(colon >= 0 ? rest : command.split(/(?<=[.!?])\s+/).slice(1)),
  ]
    .map((sentence) => withoutNoAnswer(sentence.replace(/^[\s\u00a0]?:\s*/, '')))
    .filter((sentence) => sentence.length > 3);
  // « Rappelle-lui que le tarif est garanti jusqu'au 31 décembre », « Dis-lui qu'on peut commencer en
  // janvier »: what the user tells the writer to say is a sentence of the letter, said to its reader.
  const instructed = sentences.map((sentence) =>
    /^\p{L}+-(?:lui|leur|la|le|les)\b/iu.test(sentence)
      ? instructedStatement(sentence.replace(/[.!\s]+$/, ''))
      : null,
  );
  const told = sentences
    .filter((_sentence, index) => !instructed[index])
    .filter(
      (sentence) =>
        /^(?:je|j['’]|on|nous|vous)\s/i.test(sentence) &&
        !/\?$/.test(sentence) &&
        // « Je voudrais qu'elle soit ferme », « Je veux un ton direct »: how to write it, not news.
        !/^je\s+(?:veux|voudrais|souhaite|prefere|préfère|aimerais|pense|crois)\b/i.test(sentence) &&
        !/\b(?:tu|toi|ton|ta|te)\b/i.test(sentence) &&
        !quoteSent(sentence),
    )
    .map((sentence) => {
      // « si elle valide avant… » is said to her: « si vous validez avant… ».
      const said = sentence.replace(
        /\b(si|quand|lorsqu['’]|dès qu['’]|des qu['’]|avant qu['’]|pour qu['’]|s['’])\s*((?:il|elle|ils|elles)\s[^,.;!?]+)/giu,
        (_all, link: string, clause: string) =>
          `${/^s['’]$/i.test(link) ? 'si ' : /['’]$/.test(link) ? link.replace(/['’]$/, 'e ') : `${link} `}${toSecondPerson(clause)}`,
      );
      return capitalise(toRecipient(figuresWritten(readerOfDealings(said))).replace(/[.!\s]*$/, '.'));
    });
  return {
    content: content && !dealings && !described && content.length >= 8 ? figuresWritten(content) : null,
    told: [...told, ...instructed.filter((said): said is string => Boolean(said)).map(figuresWritten)],
  };
}

// « …, toujours pas de réponse », « …, sans nouvelles depuis », « … et il n'a pas répondu »: the user
// telling why they follow up, which the follow-up itself says; never pasted into the letter.
const noAnswer =
  /(?:,\s*|\s+(?:et|mais)\s+|\s*[;—–-]\s*)(?:(?:et\s+)?(?:toujours\s+|encore\s+)?(?:pas|aucune?|rien|sans|point)\s+(?:de\s+|d['’]\s*)?(?:r[ée]ponse|nouvelles?|retour|signe de vie)|(?:il|elle|ils|elles)\s+(?:ne\s+)?(?:m['’]|nous\s+)?(?:a|ont|n['’]a|n['’]ont)\s+(?:toujours\s+|jamais\s+)?(?:pas\s+|jamais\s+)?(?:r[ée]pondu|donn[ée] (?:de\s+)?(?:nouvelles|suite|signe de vie)|rappel[ée])|silence radio|rien depuis)[^,;.!?]*(?=[,;.!?]|$)/iu;

/** A text without the user's narration of the silence that prompts the follow-up. */
export function withoutNoAnswer(text: string): string {
  const rest = text.replace(new RegExp(noAnswer.source, 'giu'), '').trim();
  return /^[.!?]*$/.test(rest) ? '' : rest;
}

/**
 * « On lui a envoyé un devis de 1 250 € le 10 novembre pour la pose de parquet, pas de nouvelles »: the
 * sending alone, whose object, amount and day the follow-up's opening says; told again, it repeats it.
 */
const quoteSent = (sentence: string) =>
  /^(?:je|j'|on|nous)\s+(?:lui\s+|leur\s+)?(?:ai|a|avons)\s+(?:envoye|transmis|fait|remis|adresse)e?s?\s+(?:(?:le|ce|hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|il y a)\b[^,;]{0,25}?\s+)?(?:un|le|notre|mon|ce)\s+(?:devis|proposition)\b[^;]*$/.test(
    fold(sentence),
  ) && !/\s(?:et|mais|si|car)\s|,\s*(?:il|elle|ils|elles|on|je|j'|nous|qui)\b/.test(fold(sentence));

/**
 * « je lui ai présenté notre gamme et il devait me dire… » → « je vous ai présenté notre gamme et vous
 * deviez me dire… »: in a sentence of the user's dealings with the reader, « lui » after the user's
 * « je » and the reader's « il / elle » clauses are said to the reader.
 */
function readerOfDealings(sentence: string): string {
  const toReader = sentence.replace(/\b(je|j['’]ai|on|nous)\s+(ne\s+)?lui\s/giu, '$1 $2vous ');
  const clause = /(\s+et|\s+mais|,)\s+(?=(?:il|elle)\s)/i.exec(toReader);
  return clause
    ? `${toReader.slice(0, clause.index)}${clause[1]} ${toSecondPerson(toReader.slice(clause.index + clause[0].length))}`
    : toReader;
}

export interface CounterOffer {
  /** « L’hôtel Les Embruns »: who asks, as said. */
  who: string | null;
  asked: number;
  granted: number;
  /** « si vous vous engagez sur 12 mois »: the condition, said to the reader. */
  condition: string | null;
  /** « l’abonnement de bouquets hebdomadaires »: what the discount is on. */
  on: string | null;
  price: { value: number; tax: string; per: string | null } | null;
}

const percent = String.raw`(\d+(?:[,.]\d+)?)\s*(?:%|pour ?cent)`;

/**
 * « L’hôtel Les Embruns me demande 15 % de remise sur l’abonnement (180 € HT par mois). Je peux aller
 * jusqu’à 10 % s’ils s’engagent sur 12 mois. »: a discount asked, the one the user can grant and on
 * what condition, and the price it applies to; null when the request is no such negotiation.
 */
export function counterOfferOf(command: string): CounterOffer | null {
  const folded = fold(command);
  const asked = new RegExp(
    String.raw`\b(?:demande\w*|veu\w+|voudrai\w*|reclame\w*|exige\w*|souhaite\w*)\s+(?:une?\s+)?(?:remise|reduction|rabais|ristourne)?\s*(?:de\s+)?${percent}`,
  ).exec(folded);
  const granted = new RegExp(
    String.raw`\b(?:je peux|on peut|nous pouvons|je pourrais|on pourrait)\s+(?:aller|descendre|monter|consentir|faire|accorder|leur (?:faire|accorder))\s+(?:jusqu'a\s+|a\s+)?${percent}([^.!?]*)`,
  ).exec(folded);
  if (!asked?.[1] || !granted?.[1]) return null;
  const number = (said: string) => Number(said.replace(',', '.'));
  const after = command.slice(
    (granted.index ?? 0) + granted[0].length - (granted[2]?.length ?? 0),
    (granted.index ?? 0) + granted[0].length,
  );
  // « s'ils s'engagent sur 12 mois » → « si vous vous engagez sur 12 mois ».
  const condition =
    /\b(?:s['’]ils?|s['’]elles?|si (?:ils?|elles?))\s+([^,;]+)/i
      .exec(after)?.[1]
      ?.trim()
      .replace(/^s['’](\p{L}+)ent\b/u, 'vous vous $1ez')
      .replace(/^(\p{L}+)ent\b/u, '$1ez') ?? null;
  const price =
    /(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*(?:€|euros?)\s*(HT|TTC)?\s*(?:(?:par|\/)\s*(mois|an|semaine|livraison|bouquet))?/i.exec(
      command,
    );
  const on = /\bsur\s+((?:l['’]|le |la |les |votre |notre |nos )[^(),.;!?]{3,60}?)\s*(?:\(|[,.;!?]|$)/i.exec(
    command,
  )?.[1];
  const who = new RegExp(
    String.raw`^\s*((?:l'|le |la )\s*(?:${businessKinds})s?\s+[^,.;]*?)(?=\s+(?:a|au|en)\s+\S|\s+(?:me|nous)\s)`,
    'u',
  ).exec(folded);
  return {
    who: who?.[1]
      ? command.slice(who.index + who[0].length - who[1].length, who.index + who[0].length).trim()
      : null,
    asked: number(asked[1]),
    granted: number(granted[1]),
    condition: condition ? `si ${condition.startsWith('vous') ? condition : `vous ${condition}`}` : null,
    on: on ? toRecipient(on) : null,
    price: price?.[1]
      ? {
          value: Number(price[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
          tax: price[2] ? ` ${price[2].toUpperCase()}` : '',
          per: price[3]?.toLowerCase() ?? null,
        }
      : null,
  };
}
