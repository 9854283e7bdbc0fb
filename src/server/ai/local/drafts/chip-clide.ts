// Chip (sales: outreach, follow-ups of quotes, pipeline) and Clide (support: customer replies,
// escalations, corrective actions).

import { findDates } from '../dates.ts';
import {
  capitalise,
  continuedSentence,
  customerGender,
  customerInGender,
  eurosSaid,
  fold,
  formatDay,
  nextWorkingDay,
  plural,
  stopWords,
  withDe,
} from '../french.ts';
import { voices } from '../team.ts';
import { type Conversation, requestWithDetails } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { asksForDiscoveryQuestions } from '../understanding/discovery.ts';
import { companyAsSaid } from '../understanding/facts.ts';
import { type Offer, offersOf, reasonFor, recommendedOffer } from '../understanding/offers.ts';
import { priceRangeOf } from '../understanding/price-range.ts';
import { reportedQuestion } from '../understanding/reported-question.ts';
import { dueText, openTasks, rankTasks } from '../workspace.ts';
import { signatureHint } from './alfred.ts';
import { callOfferOf, callOfferSubject, callOfferText } from './call-offer.ts';
import { asksForSequence, asksForTargets, sequenceWriter, targetsWriter } from './chip-lists.ts';
import { choiceHelpOf, choiceHelpText } from './choice-help.ts';
import { asksForTemplates, templatesWriter } from './clide-lists.ts';
import { blocks, letter, type Paragraph, quote, revisionIntro } from './compose.ts';
import { discoveryQuestionsWriter } from './discovery-questions.ts';
import {
  answerAtColon,
  answerGiven,
  asWe,
  customerDeedsToReader,
  givenAnswerSaid,
  letterWithFacts,
  readerClauses,
  referencePhrase,
  situationOf,
  toGroup,
  toReader,
  toRecipient,
  toSecondPerson,
} from './letters.ts';
import {
  type CounterOffer,
  counterOfferOf,
  followUpDetails,
  offerDescribed,
  offerTermsBody,
  offerTermsOf,
  offerTermsSubject,
  senderNamed,
  senderSaid,
  withoutNoAnswer,
} from './offer-terms.ts';
import { dictatedSaleReply, prospectReply } from './prospect-reply.ts';
import {
  argumentsWriter,
  asksForCallScript,
  callScriptWriter,
  priceADay,
  productGains,
  type Sale,
  saleDiscussed,
  tradeOf,
  wantsArguments,
} from './sales-arguments.ts';
import {
  businessCustomer,
  confirmationSaid,
  creditAsked,
  departureReasonOf,
  endedOf,
  exchangeOf,
  incidentOf,
  jobComplaintOf,
  missingOf,
  opinionSaid,
  orderedOf,
  ourStatements,
  type Problem,
  problemOf,
  receivedComplaint,
  refundedItemOf,
  refundGranted,
  reportedComplaint,
  returnedOf,
  supportCase,
  termsOf,
  tradeJobSaid,
  wishSaid,
} from './support-cases.ts';
import { trialEndOf } from './trial-end.ts';
import { additionOf } from './work-parts.ts';
import type { Writer } from './writer.ts';

/** "notre offre de maintenance" / the company's activity: what Chip sells. */
function offerOf(conversation: Conversation): string | null {
  const { facts, command } = conversation.request;
  const subject = facts.subject?.replace(/^(presenter|présenter|promouvoir|proposer)\s+/i, '') ?? null;
  if (subject)
    return withoutAddressee(subject, [
      ...facts.people.flatMap((person) => [person.label, person.name]),
      ...facts.companies,
    ]);
  const offer =
    /\b(notre|nos|mon|ma|mes)\s+(offre|service|solution|produit|prestation|logiciel|accompagnement)s?[^,.;:!?]*/i.exec(
      command,
    );
  if (offer) return offer[0].trim();
  // "on propose l'entretien de leurs climatisations": what is offered, seen from the prospect.
  const proposed =
    /\b(?:on|nous|je)\s+(?:leur\s+|lui\s+)?(?:propose|proposons|vend|vendons|offre|offrons|installe|installons)\s+([^,.;:!?]{4,80})/i.exec(
      command,
    ) ??
    /\bpour\s+(?:leur\s+|lui\s+)?(?:proposer|presenter|présenter|vendre)\s+([^,.;:!?]{4,80})/i.exec(command);
  if (proposed?.[1]) {
    return proposed[1]
      .trim()
      .replace(/\b(leur|son|sa)\b/gi, 'votre')
      .replace(/\b(leurs|ses)\b/gi, 'vos');
  }
  return conversation.company.activity;
}

/**
 * « notre offre d'entretien des chaudières à M. Lefèvre, gérant de l'hôtel… » → « notre offre
 * d'entretien des chaudières »: whom the offer is presented to is the letter's reader, not the offer.
 */
function withoutAddressee(offer: string, names: string[]): string {
  let end = offer.length;
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const to = new RegExp(
      `\\s+(?:à|a|au|aux|pour|chez)\\s+(?:(?:la|le|les|l['’])\\s*)?(?:[\\p{L}'’-]+\\s+){0,2}?${escaped}(?![\\p{L}])`,
      'iu',
    ).exec(offer);
    if (to && to.index < end) end = to.index;
  }
  return offer.slice(0, end).trim() || offer;
}

/** "qui tient un garage" → ", car vous tenez un garage": the prospect's situation, said to them. */
function prospectSituation(situation: string): string {
  if (/^qui\s/i.test(situation)) return `, car ${toSecondPerson(situation)}`;
  if (/^(car|parce qu|puisque)/i.test(situation)) {
    const [, link, clause] = /^(\S+(?:\s+que)?)\s+(.*)$/i.exec(situation) ?? [];
    return link && clause ? `, ${link} ${toSecondPerson(clause)}` : `, ${situation}`;
  }
  return `: ${situation}`;
}

function followUpNote(conversation: Conversation, text: string): string | null {
  const followUp = additionOf(conversation, 'follow_up');
  if (!followUp) return null;
  const day = conversation.today + followUp.days;
  return `**Relance à ${plural(followUp.days, 'jour')} (${formatDay(day, conversation.today)})**\n${quote(text)}`;
}

const feminineKinds = new Set(['formule', 'offre', 'option', 'gamme']);
/** The prospect's trade: "pour notre logiciel de caisse" is what we sell, not whom we write to. */
function prospectTrade(activity: string | null, command: string): string | null {
  if (activity && /^(?:un|une)\s/i.test(activity)) return activity;
  return tradePattern.exec(command)?.[0] ?? null;
}

/** "la formule Essentiel", "l’abonnement Solo", "l’offre Premium". */
const the = (offer: Offer) =>
  /^[aeiouyéèh]/i.test(offer.kind)
    ? `l’${offer.kind}`
    : `${feminineKinds.has(offer.kind) ? 'la' : 'le'} ${offer.kind}`;

// "à une agence immobilière de Bordeaux", "prospecte un garage": the prospect's trade when no
// "pour un …" names it.
const tradePattern =
  /\b(?:un|une)\s+((?:cabinet|agence|garage|restaurant|boulangerie|boutique|magasin|hôtel|hotel|salon|commerce|pharmacie|clinique|école|entreprise|société|studio|atelier|institut|bar|café|camping|crèche|association|artisan|exploitation|domaine|concession|franchise|laboratoire|start-up|PME|TPE)(?:\s+(?!(?:de|d['’]|du|à|a|en|avec|pour|qui|sur|dans|et|:)(?:\s|$))[\p{Ll}'’-]+){0,3})/u;
const ours = (offer: Offer) => `notre ${offer.kind} ${offer.name}`;

/**
 * A prospecting letter built on the offers the request prices: the one the user puts forward first,
 * with why it fits the prospect, the others in a sentence; the prospect's trade and town addressed.
 */
function offersLetter(conversation: Conversation, offers: Offer[]): { subject: string; body: Paragraph[] } {
  const { request, company } = conversation;
  const { facts, command } = request;
  const recommended = recommendedOffer(command, offers);
  const reason = reasonFor(command);
  const place = facts.places[0];
  // "un cabinet d'expertise comptable" → "votre cabinet d'expertise comptable".
  const trade = prospectTrade(facts.activity, command);
  const yours = trade
    ? trade.replace(/^(?:un|une|mon|ma|notre|le|la)\s+/i, 'votre ')
    : (facts.companies[0] ?? 'votre entreprise');
  const kind = offers[0]?.kind ?? 'formule';
  const kinds = `${kind}${offers.length > 1 ? 's' : ''}`;
  const howMany =
    facts.quantities.find((quantity) => fold(quantity).includes(fold(kind))) ??
    `${offers.length > 1 ? `${['', 'une', 'deux', 'trois', 'quatre', 'cinq'][offers.length] ?? offers.length} ` : 'une '}${kinds}`;
  const intro = company.name
    ? `Je suis ${company.signature ? `${company.signature.split(',')[0]}, de` : 'chez'} ${company.name}. `
    : '';
  const others = offers.filter((offer) => offer !== recommended);
  const body: Paragraph[] = [
    {
      text: `${intro}Je me permets de contacter ${yours}${place && !yours.includes(place) ? ` à ${place}` : ''} : nous proposons ${howMany}${recommended ? `, et l’une d’elles correspond particulièrement à votre situation` : ''}.`.replace(
        'l’une d’elles',
        feminineKinds.has(kind) ? 'l’une d’elles' : 'l’un d’eux',
      ),
    },
  ];
  if (recommended) {
    const fits = reason ? capitalise(toGroup(reason)) : null;
    // "ils ont 15 salariés", "ils sont 8 mécaniciens": a size, which the recommendation answers.
    const sized =
      reason &&
      /\b(?:ont|sont|comptent|emploient|gerent)\s+(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|plusieurs)\b/.test(
        fold(reason),
      );
    body.push({
      text: `${fits ? `${fits} : ` : ''}${fits ? ours(recommended) : capitalise(ours(recommended))}, à ${recommended.price}, est ${feminineKinds.has(recommended.kind) ? 'celle' : 'celui'} que je vous recommande${sized ? ', pensé'.concat(feminineKinds.has(recommended.kind) ? 'e' : '', ' pour une structure de votre taille') : ''}.`,
    });
    for (const other of others) {
      body.push({
        text:
          other.value < recommended.value
            ? `Si vous préférez commencer plus simplement, ${the(other)} ${other.name} est à ${other.price}.`
            : `Pour aller plus loin, ${the(other)} ${other.name} est à ${other.price}.`,
        level: 0,
      });
    }
  } else {
    const choices = offers.map((offer) => `${the(offer)} ${offer.name} à ${offer.price}`);
    body.push({
      text: `Au choix : ${choices.length > 1 ? `${choices.slice(0, -1).join(', ')} ou ${choices.at(-1)}` : choices[0]}${reason ? ` ; ${toGroup(reason)}, je vous aide volontiers à choisir` : ''}.`,
    });
  }
  body.push({
    text: 'Seriez-vous disponible pour un échange de 15 minutes dans les prochains jours ?',
    level: 0,
  });
  const cheapest = [...offers].sort((a, b) => a.value - b.value)[0];
  const subject = recommended
    ? `${capitalise(recommended.kind)} ${recommended.name} (${recommended.price}) pour ${yours}`
    : `Nos ${kinds} pour ${yours}${cheapest ? `, dès ${cheapest.price}` : ''}`;
  return { subject, body };
}

/** "mon logiciel de caisse" said in the letter, by the company: "notre logiciel de caisse". */
const ourProduct = (product: string) =>
  product.replace(/^(notre|nos|mon|ma|mes)\s+/i, (m) => (/^(nos|mes)/i.test(m) ? 'nos ' : 'notre '));

/**
 * A prospecting letter built on the sale discussed: the product, what the trade gains, the price.
 * `opener` greets the prospect's own business when the request names it ("votre garage à Lille").
 */
// « sans engagement », « installation offerte », « résiliable à tout moment »: the terms that go with a
// price, said with it rather than dropped.
const saleTerms =
  /\b(sans engagement|sans frais (?:d['’]installation|de mise en service|cach[ée]s)|r[ée]siliable (?:[àa] tout moment|chaque mois)|(?:installation|livraison|formation|maintenance|mise en service) (?:offerte|comprise|gratuite|incluse)|(?:premier|1er) mois offert|essai gratuit(?: de \d+ jours)?)\b/giu;

/** The terms a request gives its price, accents restored (« resiliable » → « résiliable »). */
export function saleTermsOf(command: string): string[] {
  return [...new Set([...command.matchAll(saleTerms)].map((match) => match[0].toLowerCase()))].map((term) =>
    term.replace(/^resiliable/, 'résiliable').replace(/\ba tout moment/, 'à tout moment'),
  );
}

/** « il gère 3 pizzerias », « elle tient deux boutiques »: the prospect's own businesses, counted. */
export function ownedBusinesses(command: string): string | null {
  const folded = fold(command);
  const match =
    /\b(?:il|elle|ils|elles)\s+(?:gere\w*|tien\w*|possede\w*|dirige\w*|a|ont)\s+((?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix)\s+[a-z-]+s)\b/.exec(
      folded,
    );
  if (!match?.[1]) return null;
  const start = match.index + match[0].length - match[1].length;
  return command.slice(start, start + match[1].length);
}

function saleLetter(
  sale: Sale,
  options: {
    sender: string | null;
    opener: string | null;
    short: boolean;
    meeting?: string | null;
    terms?: string[];
    owned?: string | null;
  },
): { subject: string; body: Paragraph[] } {
  const product = sale.product ? ourProduct(sale.product) : 'notre offre';
  // "les boulangers", "un restaurateur": the trade as a group the product is meant for.
  const said = sale.trade?.said.toLowerCase() ?? null;
  const group = said ? (/[sx]$/.test(said) ? said : `${said}s`) : null;
  const meantFor = `s’adresse${/^nos\s/i.test(product) ? 'nt' : ''} ${options.owned ? `justement à des établissements comme vos ${options.owned}${sale.trade?.where ?? ''}` : group ? `justement aux ${group}${sale.trade?.where ?? ''}` : 'aux entreprises comme la vôtre'}`;
  const terms = options.terms?.length ? `, ${options.terms.join(', ')}` : '';
  const [first, second] = sale.gains;
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const daily = sale.price ? priceADay(sale.price) : null;
  const introduction = options.opener
    ? [{ text: options.opener }, { text: `${capitalise(product)} ${meantFor}.`, level: 0 as const }]
    : [
        {
          text: `${options.sender ? `Je suis chez ${options.sender} : ` : 'Je me permets de vous contacter, car '}${product} ${meantFor}.`,
        },
      ];
  const body: Paragraph[] = [
    ...introduction,
    {
      // Shorter: the main gain alone, without its explanation.
      text: options.short
        ? `Concrètement : ${first ? lower(first[0]) : 'du temps gagné'}.`
        : `Concrètement : ${first ? `${lower(first[0])} (${first[1].replace(/\.$/, '')})` : ''}${second ? ` et ${lower(second[0])}` : ''}.`,
      level: 0,
    },
    ...(sale.price
      ? [
          {
            text: `Le tout ${/^à partir/.test(sale.price.text) ? '' : 'pour '}${sale.price.text}${terms}${daily && !options.short ? `, soit ${daily}` : ''}.`,
            level: 0 as const,
          },
        ]
      : []),
    {
      text:
        options.meeting ?? 'Seriez-vous disponible pour un échange de 15 minutes dans les prochains jours ?',
      level: 0,
    },
  ];
  const subject = first
    ? `${first[0]}, avec ${product}`
    : capitalise(product.replace(/^(notre|nos)\s+/i, ''));
  return { subject, body };
}

/**
 * "notre proposition de site web à 3 500 €", "le devis pour la rénovation de la cuisine": what the
 * quote or proposal is for, in the user's words, without its amount or date (said apart).
 */
function followedObject(command: string, names: string[] = []): string | null {
  // « notre devis de 4 200 € HT de rénovation de toiture »: the amount is said apart (in brackets),
  // what the quote is for is the object.
  const amountFirst =
    /\b(devis|proposition(?: commerciale)?|offre(?: commerciale)?)\s+(?:de\s+|d['’]un montant de\s+)?\d[\d\s\u00a0\u202f]*(?:,\d+)?\s*(?:€|euros?)(?:\s+(?:HT|TTC))?\s+(?=(?:de|d['’]|pour)\s)/i;
  if (amountFirst.test(command))
    return followedObjectOf(command.replace(amountFirst, '$1 ')) ?? followedObjectLater(command, names);
  return followedObjectOf(command) ?? followedObjectLater(command, names);
}

// « pour la pose de parquet », « concernant le remplacement de leur four »: what a quote is for, an
// article and a noun, up to a comma, a date or the sending.
const quoteObject =
  /\b(?:pour|concernant)\s+((?:le|la|les|l'|un|une|des|votre|vos|leur|leurs|sa|son|ses)\s*[a-z][^,;:!?()]{2,60}?)(?=\s+(?:envoye\w*|transmis\w*|date\w*|(?:le|du|au)\s+\d)|\s*[,;:!?(]|\s*\.\s|\s*\.?$)/;

/**
 * « On lui a envoyé un devis de 1 250 € le 10 novembre pour la pose de parquet », « Devis de 3 400 €
 * pour la rénovation de sa salle de bain »: the object said after the amount, the date or the
 * addressee; never the prospect (« pour la boulangerie Martin ») nor a sum (« pour un montant »).
 */
function followedObjectLater(command: string, names: string[]): string | null {
  const folded = fold(command);
  const quote = /\b(devis|proposition(?: commerciale)?)\b/.exec(folded);
  if (!quote?.[1]) return null;
  const from = quote.index + quote[0].length;
  const sentenceEnd = folded.slice(from).search(/[?!]|\.\s/);
  const clause = folded.slice(from, sentenceEnd < 0 ? undefined : from + sentenceEnd);
  const match = quoteObject.exec(clause);
  if (!match?.[1] || /^(?:un|le) montant\b/.test(match[1])) return null;
  const start = from + match.index + match[0].length - match[1].length;
  const object = command.slice(start, start + match[1].length).trim();
  if (names.some((name) => name && fold(object).includes(fold(name)))) return null;
  return `notre ${quote[1]} pour ${toRecipient(object)}`;
}

function followedObjectOf(command: string): string | null {
  const match =
    /\b(?:notre|mon|ma|le|la|cette|ce|votre|leur) (devis|proposition(?: commerciale)?|offre(?: commerciale)?)\s+(?:de|d'|pour|sur|concernant)\s*(?![\d\s]*(?:€|euros?|\d))([\p{L}][^,;:!?]{2,60}?)(?=\s+(?:a|de|du|d'un montant|pour un montant|envoye\w*|transmis\w*|fait\w*|date\w*|le)\s+\d|\s+(?:envoye\w*|transmis\w*|date\w*)\b|\s*[,;:!?]|\s*\.\s|\s*\.?$)/u.exec(
      fold(command),
    );
  if (!match?.[1] || !match[2]) return null;
  const start = match.index + match[0].length - match[2].length;
  // « la cuisine (8 400 € TTC) »: the amount in brackets is said apart.
  const object = command
    .slice(start, start + match[2].length)
    .replace(/\s*\([^()]*\d[^()]*\)\s*$/, '')
    .trim();
  return `notre ${match[1]} ${/^[aeiouyh]/i.test(match[2]) && /\bde$/.test(match[0].slice(0, -match[2].length).trim()) ? 'd’' : fold(match[0]).includes(' pour ') ? 'pour ' : 'de '}${toRecipient(object)}`;
}

/**
 * The answer a firm follow-up asks for: a deadline said in the conversation (« elle doit répondre
 * avant le 15 décembre »), else a week from today.
 */
function deadlineOf(conversation: Conversation): string {
  const { today, now, history, message } = conversation;
  const said = [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message];
  const given = said
    .flatMap((text) => findDates(text, now))
    .filter((date) => date.day > today && /^(avant|d'ici|d’ici|au plus tard|jusqu)/i.test(date.text))
    .at(-1);
  // "avant le 15 décembre" is read as the 14th, the last day to answer: the user's day is said back.
  const before = given && /^avant\b/i.test(given.text);
  const day = given ? given.day + (before ? 1 : 0) : nextWorkingDay(today + 6);
  return `${before ? 'avant' : 'd’ici'} le ${formatDay(day, today)}`;
}

/**
 * « réponse souhaitée avant le 15 avril », « merci de valider d'ici vendredi »: the day the user wants
 * the prospect's answer by, said in the letter; null when the request asks no answer by a date.
 */
export function answerWantedBy(command: string, now: Date, today: number): string | null {
  if (!/\b(repon\w*|retour|valid\w*|confirm\w*|decision|accord)\b/.test(fold(command))) return null;
  const given = findDates(command, now).find(
    (date) => date.day > today && /^(avant|d'ici|d’ici|au plus tard|jusqu)/i.test(date.text),
  );
  if (!given) return null;
  const before = /^avant\b/i.test(given.text);
  // « avant le 15 avril », as the user said it (their day and month, spelled right).
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date((given.day + (before ? 1 : 0)) * 86_400_000))
    .replace(/^1 /, '1er ');
  return `${before ? 'avant' : 'd’ici'} le ${day}`;
}

const followUpSubjects: Record<
  Conversation['style']['tone'],
  (followed: string, deadline: string, prospect: string) => string
> = {
  neutral: (followed, __, prospect) => `Suite à ${followed}${prospect}`,
  firm: (followed, deadline, prospect) => `${capitalise(followed)}${prospect} : votre réponse ${deadline}`,
  friendly: (followed, _, prospect) => `Des nouvelles de ${followed}${prospect} ?`,
  formal: (followed, _, prospect) => `Suivi de ${followed}${prospect}`,
};

/**
 * A quote or a proposal followed up: the tone asked reshapes the whole letter (how it opens, what it
 * asks, by when, how it ends), never the facts (what is followed up, its amount, the day it was sent).
 */
function followUpBody(
  conversation: Conversation,
  followed: { followed: string; masculine: boolean },
): Paragraph[] {
  const body = followUpParagraphs(conversation, followed);
  // « propose-lui un rdv pour en parler »: the meeting asked closes the letter, in place of the call
  // the letter offers by default; a firm one asks it before its last word.
  const { command, facts } = conversation.request;
  const asked = meetingKind(command);
  if (!asked) return body;
  // A day said after the meeting is its day (« propose-lui un rdv jeudi »), not the day the quote left.
  const day = facts.dates.find((date) => date.index > asked.at);
  const meeting = (day && meetingAsked(command, day.label)) || meetingWithoutDay(command);
  if (!meeting) return body;
  const paragraph = { text: meeting, level: 0 as const };
  return conversation.style.tone === 'firm'
    ? [...body.slice(0, -1), paragraph, ...body.slice(-1)]
    : [...body.slice(0, -1), paragraph];
}

function followUpParagraphs(
  conversation: Conversation,
  { followed, masculine }: { followed: string; masculine: boolean },
): Paragraph[] {
  const { facts } = conversation.request;
  // What the document holds and what the user says they will do, as told after the request.
  // What follows the colon is read apart as pasted text; one paragraph of it is the user's own words.
  const { command, pasted } = conversation.request;
  // A trial that ends (« se termine vendredi ») is said with its end; the user's offer follows.
  const trialEnd = trialEndOf(requestWithDetails(command, pasted) ?? command, conversation.now);
  const { content, told } = trialEnd
    ? { content: null, told: trialEnd.said }
    : followUpDetails(requestWithDetails(command, pasted) ?? command);
  // What the user's own sentences tell (« je vous ai présenté… il y a 10 jours… à 240 € HT ») is not
  // said again in the opening.
  const toldAlready = (said: string) =>
    [followed, ...told, trialEnd?.ends ?? ''].some((sentence) => fold(sentence).includes(fold(said)));
  const amount = trialEnd
    ? `, ${trialEnd.ends}`
    : content
      ? ` (${content}${facts.amounts[0] && !content.includes(facts.amounts[0]) ? `, ${facts.amounts[0]}` : ''})`
      : facts.amounts[0] && !toldAlready(facts.amounts[0])
        ? ` (${facts.amounts[0]})`
        : '';
  const sent = (verb: string) =>
    facts.dates[0] && !toldAlready(facts.dates[0].text)
      ? `, ${verb}${masculine ? '' : 'e'} le ${facts.dates[0].label}`
      : '';
  const it = masculine ? 'le' : 'la';
  // A trial is tried, not read: what the reader thinks of it so far.
  const lookedAt = trialEnd
    ? 'Qu’en pensez-vous jusqu’ici ? Je peux répondre à vos questions ou vous aider à le prendre en main.'
    : `Avez-vous eu le temps de ${it} regarder ? Je peux l’ajuster à vos contraintes de budget ou de calendrier.`;
  // « valable jusqu'au 15 décembre »: how long what is followed up holds, said to the reader.
  const holds = validityOf(conversation.request.command);
  const validity: Paragraph[] = [
    ...(holds ? [{ text: `${masculine ? 'Il' : 'Elle'} reste valable ${holds}.`, level: 0 as const }] : []),
    ...told.map((text) => ({ text, level: 0 as const })),
  ];
  // "qu'on a rencontrée au salon de Nantes": where we met opens the follow-up; with nothing sent
  // since, the conversation is what is followed up, not a proposal the user never made.
  const met = metAt(conversation.request.command);
  if (met && conversation.style.tone !== 'firm') {
    const prospect = facts.companies[0];
    const sentSomething = followed !== 'notre proposition';
    return [
      {
        text: `${conversation.style.tone === 'friendly' ? 'J’espère que vous allez bien ! ' : ''}Je reviens vers vous suite à notre rencontre ${met}${sentSomething ? `, au sujet de ${followed}${amount}` : ''}.`,
      },
      ...(sentSomething ? validity : []),
      sentSomething
        ? {
            text: lookedAt,
            level: 0,
          }
        : {
            text: `J’ai eu plaisir à échanger avec vous et j’aimerais poursuivre la conversation${prospect ? ` sur les besoins de ${prospect}` : ''}.`,
            level: 0,
          },
      { text: 'Un appel de 15 minutes cette semaine vous conviendrait-il pour en parler ?', level: 1 },
    ];
  }
  switch (conversation.style.tone) {
    case 'firm':
      return [
        {
          text: `Sauf erreur de ma part, je n’ai pas reçu de réponse à ${followed}${amount}${sent('envoyé')}.`,
        },
        ...validity,
        {
          text: 'J’ai besoin de votre décision pour organiser la suite : pouvez-vous me confirmer votre accord, ou me dire clairement ce qui bloque ?',
          level: 0,
        },
        {
          text: `Sans retour de votre part ${deadlineOf(conversation)}, je considérerai que ${followed.replace(/^(?:notre|le|la) /, masculine ? 'ce ' : 'cette ')} n’est plus d’actualité et je clôturerai le dossier.`,
          level: 0,
        },
      ];
    case 'friendly':
      return [
        {
          text: `J’espère que vous allez bien ! Je reviens vers vous, tout simplement, au sujet de ${followed}${amount}${sent('envoyé')}.`,
        },
        ...validity,
        {
          text: `Si quelque chose ne vous convient pas (le budget, les délais, le contenu), dites-le-moi sans détour : nous trouverons ensemble une solution qui vous va.`,
          level: 0,
        },
        {
          text: 'Un petit appel cette semaine vous ferait-il plaisir ? Je m’adapte volontiers à vos horaires.',
          level: 1,
        },
      ];
    case 'formal':
      return [
        {
          text: `Je me permets de revenir vers vous au sujet de ${followed}${amount}${sent('adressé')}.`,
        },
        ...validity,
        {
          text: `Je reste naturellement à votre disposition pour toute précision, ou pour ${it} compléter selon vos besoins.`,
          level: 0,
        },
        {
          text: 'Je vous saurais gré de bien vouloir me faire part de votre décision, ou de m’indiquer un créneau pour un entretien téléphonique.',
          level: 1,
        },
      ];
    default: {
      // « Relance Mme Nédélec : elle devait me confirmer la commande… »: nothing sent is named, what the
      // reader was to do is the follow-up's subject, said first.
      const awaited =
        followed === 'notre proposition' && !content && /^Vous\s/.test(told[0] ?? '') ? told[0]! : null;
      if (awaited)
        return [
          { text: `Je me permets de revenir vers vous : ${continuedSentence(awaited)}` },
          ...validity.filter((paragraph) => paragraph.text !== awaited),
          {
            text: 'Pouvez-vous me dire où vous en êtes ? Je m’adapte volontiers à vos contraintes.',
            level: 0,
          },
        ];
      return [
        { text: `Je reviens vers vous au sujet de ${followed}${amount}${sent('envoyé')}.` },
        ...validity,
        {
          text: lookedAt,
          level: 0,
        },
        { text: 'Un appel de 15 minutes cette semaine vous conviendrait-il pour en parler ?', level: 1 },
      ];
    }
  }
}

/** « valable jusqu'au 15 décembre » → « jusqu’au 15 décembre »: how long a quote or an offer holds. */
export function validityOf(command: string): string | null {
  const match =
    /\b(?:valables?|valides?)\s+(jusqu['’](?:au|à|a|en)\s+[^,.;!?]+?|\d+\s+(?:jours|semaines|mois))\s*(?=[,.;!?]|$)/i.exec(
      command,
    );
  return match?.[1] ? match[1].replace(/^jusqu['’]/i, 'jusqu’').trim() : null;
}

// The kind of meeting the user asks to propose, as the letter names it.
const meetingKinds: Array<[RegExp, string]> = [
  [/^(?:rendez-vous|rdv)$/, 'un rendez-vous'],
  [/^rencontre$/, 'une rencontre'],
  [/^appel$/, 'un appel'],
  [/^visio\w*$/, 'une visioconférence'],
  [/^(?:demonstration|demo)$/, 'une démonstration'],
  [/^echange$/, 'un échange'],
  [/^cafe$/, 'un café'],
  [/^dejeuner$/, 'un déjeuner'],
  [/^point$/, 'un point'],
];

/**
 * « propose-lui un rendez-vous pour en parler » → « un rendez-vous », with where the request asks it;
 * null when no meeting is asked.
 */
export function meetingKind(command: string): { kind: string; at: number } | null {
  const match =
    /\b(?:propos\w*|suggere\w*|fix\w*|cal\w*|demande\w*)\b[^.?!]{0,40}?\b(rendez-vous|rdv|rencontre|appel|visio\w*|demonstration|demo|echange|cafe|dejeuner|point)\b/.exec(
      fold(command),
    );
  const kind = match?.[1] ? meetingKinds.find(([word]) => word.test(match[1]!))?.[1] : undefined;
  return kind && match ? { kind, at: match.index } : null;
}

/** The meeting the user asks to propose, without a day: the reader is asked for theirs. */
export function meetingWithoutDay(command: string): string | null {
  const asked = meetingKind(command);
  return asked
    ? `Seriez-vous disponible pour ${asked.kind} dans les prochains jours afin d’en parler ? Dites-moi le créneau qui vous arrange.`
    : null;
}

/**
 * "pour lui proposer un rendez-vous jeudi à 10h": the meeting proposed, asked in the letter
 * ("Seriez-vous disponible le jeudi 3 décembre à 10 h ?"); null when no day is proposed.
 */
export function meetingAsked(command: string, day?: string, alternative?: string): string | null {
  if (
    !day ||
    !/\b(?:propos\w*|suggere\w*|fix\w*|cal\w*)\b[^.?!]{0,40}\b(?:rendez-vous|rdv|rencontre|appel|visio\w*|demonstration|demo|echange|cafe|dejeuner|point)\b/.test(
      fold(command),
    )
  )
    return null;
  const bare = (label: string) => label.replace(/^(?:le|au|du)\s+/i, '');
  // « mardi ou jeudi prochain »: both days offered, the choice left to the reader.
  const either = alternative && /\sou\s/.test(fold(command)) ? alternative : null;
  return either
    ? `Seriez-vous disponible le ${bare(day)} ou le ${bare(either)} pour en parler ? Si ces créneaux ne vous conviennent pas, proposez-moi celui qui vous arrange.`
    : `Seriez-vous disponible le ${bare(day)} pour en parler ? Si ce créneau ne vous convient pas, proposez-moi celui qui vous arrange.`;
}

/** "qu'on a rencontrée au salon de Nantes" → "au salon de Nantes": where the prospect was met. */
export function metAt(command: string): string | null {
  const folded = fold(command);
  const match =
    /\b(?:rencontr\w*|croise\w*|vu\w* (?=au |a la |lors ))\s*((?:au|a la|a l'|aux|lors d[eu]|lors de la|pendant l[ea]|sur l[ea]|sur notre|sur leur|a notre|chez)\s+[^,.;!?]{3,60}?)(?=\s*(?:[,.;!?]|$|\s+(?:et|pour|il y a|la semaine|le mois|hier|mardi|lundi|mercredi|jeudi|vendredi|samedi)\b))/.exec(
      folded,
    );
  if (!match?.[1]) return null;
  const start = match.index + match[0].length - match[1].length;
  return command
    .slice(start, start + match[1].length)
    .replace(/^a\b/, 'à')
    .trim();
}

// "Envoie un devis à la mairie de Vannes pour 40 chaises…", "il m'a demandé un tarif… Réponds-lui :
// 9 600 € la saison": a quote to send, not a quote to follow up.
const quoteAsked =
  /\b(?:envoi\w*|prepar\w*|fai[st]|faire|redig\w*|etabli\w*|chiffr\w*|transmet\w*)(?:-lui|-leur|-moi|-nous)?\s+(?:(?:lui|leur)\s+)?(?:un|une|le|notre|mon|ce|cette)\s+(?:devis|proposition de prix|offre de prix|proposition tarifaire|chiffrage)\b/;
const quoteRequested =
  /\b(?:demand\w*|veut|voudrait|souhait\w*)\b[^.?!]{0,40}\b(?:devis|tarifs?|prix|chiffrage)\b[^?!]*\b(?:repond\w*|reponse|envoi\w*)\b/;

export function asksForQuote(command: string): boolean {
  const folded = fold(command);
  return (
    (quoteAsked.test(folded) || quoteRequested.test(folded)) &&
    !/\b(relanc\w*|sans (?:nouvelles|reponse)|pas (?:encore )?repondu|envoye le)\b/.test(folded)
  );
}

const euroFormat = (value: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value)} €`;
const numberIn = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

/**
 * The quote, said in a letter: what it is for, the unit price and the total it makes, the
 * conditions given (delivery, what is included), how long it holds and how to accept it.
 */
/**
 * The priced lines after a quote's colon, each with its total (« 3 jours … à 450 € HT par jour » is
 * 1 350 €), when two at least are priced; null otherwise.
 */
export function pricedLines(command: string): Array<{ label: string; total: number; tax: string }> | null {
  const colon = command.indexOf(':');
  if (colon < 0) return null;
  const parts = command
    .slice(colon + 1)
    .split(/\s*[,;]\s+(?!\d{2}\b)|\s+et\s+(?=\p{L})|\.\s+|\.$/u)
    .map((part) => part.trim())
    .filter(Boolean);
  const lines: Array<{ label: string; total: number; tax: string }> = [];
  for (const part of parts) {
    const price = /(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*(?:€|euros?)(?:\s+(HT|TTC))?/iu.exec(part);
    if (!price?.[1]) return null;
    const value = Number(price[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
    // « 3 jours … à 450 € par jour », « 40 chaises à 28 € pièce »: a count times a unit price.
    const count = /^(\d{1,4})\s+\p{L}/u.exec(part)?.[1];
    const perUnit = /\b(?:par|la|le|l['’]|chaque|pi[eè]ce|unit[eé])\b[^,;]*$/iu.test(
      part.slice(price.index + price[0].length),
    );
    const total = count && perUnit ? Number(count) * value : value;
    const label =
      part
        .slice(0, price.index)
        .replace(/\s+(?:à|a|:)?\s*$/u, '')
        .trim() || part;
    lines.push({
      label:
        count && perUnit
          ? `${label} à ${price[0].trim()}${part.slice(price.index + price[0].length).replace(/[.!\s]+$/, '')}`
          : label,
      total,
      tax: price[2] ? ` ${price[2].toUpperCase()}` : '',
    });
  }
  return lines.length >= 2 ? lines : null;
}

function quoteLetter(conversation: Conversation): string {
  const { request } = conversation;
  const { facts } = request;
  // "Prépare un devis pour Mme Caron : rénovation…, 7 450 € TTC": the details after the colon too.
  const command =
    request.pasted && request.pasted.length < 300
      ? `${request.command} : ${request.pasted}`
      : request.command;
  const to = facts.people[0];
  const folded = fold(command);
  // What is quoted, in the user's words: "pour 40 chaises pliantes à 28 € pièce".
  // "devis à la mairie de Vannes pour 40 chaises…", "devis pour Mme Caron : rénovation de sa salle
  // de bain": the items, not whom the quote goes to.
  const stop = String.raw`(?=\s*[,.;:!?](?:\s|$)|\s+(?:livr\w*|avant|d'ici|a livrer)\b|$)`;
  const named = [...facts.people.map((person) => person.label), ...facts.companies].map(fold);
  const after = (linking: string) =>
    new RegExp(
      String.raw`\b(?:devis|tarifs?|prix|chiffrage|proposition)\b[^,:;.]{0,50}?\s(?:${linking})\s*(.+?)${stop}`,
    ).exec(folded);
  const candidates = [
    after('pour|concernant|sur'),
    new RegExp(String.raw`\b(?:devis|tarifs?|chiffrage)\b[^:]{0,60}:\s*(.+?)${stop}`).exec(folded),
    after("de|d'"),
  ].filter(
    (match): match is RegExpExecArray =>
      Boolean(match?.[1]) &&
      !named.some((name) => match?.[1]?.startsWith(name)) &&
      !/^\d[\d\s]*(?:€|euros?)/.test(match?.[1] ?? ''),
  );
  const what = candidates[0];
  const start = what?.[1] ? what.index + what[0].length - what[1].length : -1;
  const items = what?.[1] ? toRecipient(command.slice(start, start + what[1].length).trim()) : null;
  // "40 chaises … à 28 € pièce": a quantity and a unit price make the total.
  const count = items ? /^(\d[\d\s]*)\s+\p{L}/u.exec(items)?.[1] : undefined;
  const unit =
    /(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*(?:€|euros?)\s*(?:HT\s+|TTC\s+)?(?:la |l['’])?(?:piece|pièce|unite|unité|chacun\w*|l['’]unite|l['’]unité|par (?:personne|piece|pièce|unite|unité|article))\b/i.exec(
      command,
    );
  const total = count && unit?.[1] ? numberIn(count) * numberIn(unit[1]) : null;
  const tax = /\bHT\b/.test(command) ? ' HT' : /\bTTC\b/.test(command) ? ' TTC' : '';
  // The conditions said after the items: ", livraison avant le 20 janvier", ", entretien compris".
  const said = command.slice(start >= 0 ? start + (what?.[1]?.length ?? 0) : 0);
  const conditions = said
    .split(/\s*[,.;:]\s+|\s*[.]$/)
    .map((part) => part.trim())
    .filter(
      (part) =>
        part.length > 3 &&
        /\b(livr\w*|compris|inclu\w*|pose|installation|delai|délai|avant|d'ici|garantie|frais|acompte|paiement|travaux|chantier|intervention|debut|début|demarrage|démarrage)\b/i.test(
          part,
        ),
    );
  // A price given apart from the items ("Réponds-lui : 9 600 € la saison"): the price of the quote.
  const priceSaid = !unit
    ? /(\d[\d\s\u00a0\u202f]*(?:,\d+)?\s*(?:€|euros?)(?:\s+(?:HT|TTC))?(?:\s+(?:la|le|par|l['’])\s*[\p{L}]+)?)/iu.exec(
        said,
      )?.[1]
    : undefined;
  // « : 3 jours de formation Excel à 450 € HT par jour, déplacement 120 € HT »: priced lines, each
  // with its amount, summed.
  const lines = pricedLines(command);
  const validity = validityOf(command);
  if (lines) {
    const sum = lines.reduce((total, line) => total + line.total, 0);
    const listed = lines
      .map((line) => `- ${capitalise(toRecipient(line.label))} : ${euroFormat(line.total)}${line.tax}`)
      .join('\n');
    const linesTax = lines[0]!.tax;
    const draft = letterWithFacts(conversation, {
      subject: `Votre devis : ${capitalise(toRecipient(lines[0]!.label.replace(/\s+(?:à|a)\s+\d.*$/, '')))}`,
      to,
      body: [
        { text: `Suite à votre demande, voici le récapitulatif de notre devis :\n${listed}` },
        { text: `Soit **${euroFormat(sum)}${linesTax}** au total.` },
        ...(validity ? [{ text: `Ce devis est valable ${validity}.`, level: 1 as const }] : []),
        {
          text: 'Pour le valider, il vous suffit de me répondre « Bon pour accord » ou de me le renvoyer signé ; je reste à votre disposition pour l’ajuster.',
          level: 0 as const,
        },
      ],
    });
    return blocks(
      revisionIntro(conversation, 'une nouvelle version') ??
        `${voices.chip.ack} Voici le récapitulatif du devis${to ? ` pour ${to.label}` : ''}, total calculé :`,
      quote(draft),
      signatureHint(conversation),
    );
  }
  const body: Array<Paragraph | false> = [
    {
      // "pour 40 chaises", "pour la pose…"; a bare noun ("rénovation de…") is the quote's title.
      text: `Suite à votre demande, voici notre devis${items ? (/^(?:\d|(?:le|la|les|l['’]|un|une|des|du|votre|vos)\b)/i.test(items) ? ` pour ${items}` : ` « ${capitalise(items)} »`) : ''}${priceSaid && !items?.includes(priceSaid) ? ` : ${priceSaid}` : ''}.`,
    },
    total !== null && {
      text: `Soit ${count?.trim()} × ${unit?.[1]?.trim()} €${tax} : **${euroFormat(total)}${tax}** au total.`,
      level: 0 as const,
    },
    ...conditions
      .filter((condition) => !priceSaid || !condition.includes(priceSaid.trim()))
      .map((condition) => ({ text: `${capitalise(condition.replace(/[.!]+$/, ''))}.`, level: 0 as const })),
    // Only a validity the user gave: « valable 30 jours » said by nobody would bind them.
    ...(validity ? [{ text: `Ce devis est valable ${validity}.`, level: 1 as const }] : []),
    {
      text: 'Pour le valider, il vous suffit de me répondre « Bon pour accord » ou de me le renvoyer signé ; je reste à votre disposition pour l’ajuster.',
      level: 0 as const,
    },
  ];
  const draft = letterWithFacts(conversation, {
    subject: `Votre devis${items ? ` : ${items.replace(/\s+(?:à|a)\s+\d.*$/, '')}` : ''}`,
    to,
    body: body.filter((paragraph): paragraph is Paragraph => paragraph !== false),
  });
  return blocks(
    revisionIntro(conversation, 'une nouvelle version') ??
      `${voices.chip.ack} Voici le mail qui accompagne votre devis${to ? ` pour ${to.label}` : ''}${facts.companies[0] ? ` (${facts.companies[0]})` : ''} :`,
    quote(draft),
    '_Joignez le devis détaillé (quantités, prix unitaires, TVA, conditions) au mail : ce message le présente et dit comment l’accepter._',
    signatureHint(conversation),
  );
}

/** The counter-offer: advice to the user, or the letter that makes it to the customer. */
function counterOfferReply(conversation: Conversation, counter: CounterOffer, asLetter: boolean): string {
  const { asked, granted, condition, on, price, who } = counter;
  const per = price?.per ? ` par ${price.per}` : '';
  const newPrice = price ? price.value * (1 - granted / 100) : null;
  const prices =
    price && newPrice !== null
      ? `${on ? `${capitalise(on)} passe` : 'Le prix passe'} de ${eurosSaid(price.value)}${price.tax} à ${eurosSaid(newPrice)}${price.tax}${per}`
      : null;
  const percentSaid = (value: number) => `${String(value).replace('.', ',')} %`;
  if (!asLetter)
    return blocks(
      `Ne refusez pas, et n’accordez pas les ${percentSaid(asked)} : proposez ${percentSaid(granted)}${condition ? `, à condition qu’ils ${condition.replace(/^si vous vous (\p{L}+)ez\b/u, 's’$1ent').replace(/^si vous (\p{L}+)ez\b/u, '$1ent')}` : ''}.`,
      [
        prices &&
          `- ${prices}${price?.per === 'mois' && newPrice !== null ? ` (${eurosSaid(newPrice * 12)}${price.tax} sur 12 mois)` : ''}.`,
        `- Vous gardez la main : le geste vient avec ${condition ? 'votre condition' : 'votre accord'}, pas avec leur demande.`,
        `- Si ${percentSaid(granted)} ne suffit pas, ne descendez pas plus bas : mettez plutôt en avant ce qu’ils gagnent à rester avec vous.`,
      ]
        .filter(Boolean)
        .join('\n'),
      'Voulez-vous que je leur écrive la réponse ?',
    );
  const draft = letterWithFacts(conversation, {
    subject: `${on ? capitalise(on.replace(/^(?:l['’]|le |la |les )/i, (article) => article)) : 'Votre demande'} : ${percentSaid(granted)} de remise${condition ? ` ${condition.replace(/^si vous vous engagez /, 'pour un engagement ').replace(/^si vous /, 'si vous ')}` : ''}`,
    body: [
      { text: `Merci pour votre demande${on ? ` concernant ${on}` : ''}.` },
      {
        text: `Nous vous proposons ${percentSaid(granted)} de remise${condition ? ` ${condition}` : ''}${prices ? ` : ${prices.charAt(0).toLowerCase()}${prices.slice(1)}` : ''}.`,
      },
      {
        text: `Nous ne pouvons pas aller jusqu’à ${percentSaid(asked)}${price?.per === 'mois' && newPrice !== null ? `, mais cette remise vous est acquise pour toute la durée de l’engagement, soit ${eurosSaid(newPrice * 12)}${price.tax} sur 12 mois au lieu de ${eurosSaid(price.value * 12)}${price.tax}` : ''}.`,
        level: 1,
      },
      { text: 'Si cela vous convient, je vous envoie la mise à jour à signer.', level: 0 },
    ],
  });
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      `${voices.chip.ack} Voici la réponse${who ? ` à ${who.replace(/^L/, 'l')}` : ''} :`,
    quote(draft),
    signatureHint(conversation),
  );
}

export const prospectingWriter: Writer = (conversation) => {
  const { request, company } = conversation;
  // « M. Lemoine trouve notre devis trop cher. Réponds-lui qu'on peut descendre à 4 500 € si… »: the
  // answer dictated on a sale is the reply's body (a counter-offer in percent, or the price the
  // customer asked for, which the quote's mail presents, are written below).
  const dictatedSale =
    counterOfferOf(request.command) || quoteRequested.test(fold(request.command))
      ? null
      : dictatedSaleReply(conversation);
  if (dictatedSale) return dictatedSale;
  // Whom to prospect, or several messages in a row, are lists rather than one message.
  if (asksForSequence(request.command)) return sequenceWriter(conversation);
  if (asksForTargets(request.command)) return targetsWriter(conversation);
  // "Prépare un script d'appel pour vendre…": what to say on the phone, not a letter.
  if (asksForCallScript(request.command)) return callScriptWriter(conversation);
  // "Quels arguments pour convaincre un restaurateur ?": advice to the user, not a letter.
  if (wantsArguments(conversation)) return argumentsWriter(conversation);
  // "Prépare-moi les questions à lui poser" before a meeting: the questions, not a letter.
  if (asksForDiscoveryQuestions(request.command)) return discoveryQuestionsWriter(conversation);
  if (asksForQuote(request.command)) return quoteLetter(conversation);
  // « Il me demande 15 % de remise, je peux aller jusqu'à 10 % s'il s'engage sur 12 mois »: a
  // counter-offer, advised when asked « qu'est-ce que je réponds ? », written when asked to write it.
  // « ok, écris-leur la réponse »: the request is to write what was advised in the turn before it.
  const writesIt =
    /^\s*(?:ok|d'accord|oui|parfait|vas-y|top|super)?[\s,!]*(?:ecris|redige|prepare|fais)(?:-leur|-lui|-la|-le|-moi)?\s+(?:la |une |ta |cette )?(?:reponse|mail|message|lettre|courrier)\b/.test(
      fold(request.command),
    );
  const asks = conversation.history.filter((turn) => turn.role === 'user').map((turn) => turn.content.trim());
  if (asks.at(-1) !== conversation.message.trim()) asks.push(conversation.message.trim());
  const writeAt = asks.findLastIndex((content) => fold(content) === fold(request.command.trim()));
  const previousAsk = writeAt > 0 ? (asks[writeAt - 1] ?? '') : '';
  const counter = counterOfferOf(request.command) ?? (writesIt ? counterOfferOf(previousAsk) : null);
  if (counter)
    return counterOfferReply(conversation, counter, writesIt || !/\?\s*$/.test(request.command.trim()));
  // « Réponds à ce mail, dis-lui que c'est 65 € la séance » with the prospect's mail: the answer dictated.
  const reply = prospectReply(conversation, answerGiven(request.command));
  if (reply) return reply;
  // « On est Traiteur Kerné, à Quimper »: where the sender is is not where the prospect is.
  const senderPlace = company.name ? null : (senderNamed(request.command)?.place ?? null);
  const facts = senderPlace
    ? { ...request.facts, places: request.facts.places.filter((place) => place !== senderPlace) }
    : request.facts;
  // « Proposition commerciale pour … : terme, terme, terme »: the user's own terms are the letter.
  const terms = offerTermsOf(request.command);
  if (terms) {
    const to = facts.people[0];
    const draft = letterWithFacts(conversation, {
      subject: offerTermsSubject(terms),
      to,
      body: offerTermsBody(
        terms,
        meetingAsked(request.command, facts.dates[0]?.label, facts.dates[1]?.label),
      ),
    });
    return blocks(
      revisionIntro(conversation, 'une nouvelle version de la proposition') ??
        `${voices.chip.ack} Voici la proposition${terms.forWhom ? ` pour ${terms.forWhom}` : ''}, avec vos conditions :`,
      quote(draft),
      signatureHint(conversation),
    );
  }
  // « J'ai eu M. Caradec au téléphone, il veut… fais-lui une proposition à… »: his wish and our offer.
  const called = callOfferOf(request.command);
  if (called) {
    const draft = letterWithFacts(conversation, {
      subject: `${callOfferSubject(called)}${facts.companies[0] ? ` – ${facts.companies[0]}` : ''}`,
      to: facts.people[0],
      body: [
        { text: callOfferText(called) },
        { text: 'Dites-moi si elle vous convient : je m’occupe de la suite dès votre accord.', level: 1 },
      ],
    });
    return blocks(
      revisionIntro(conversation, 'une nouvelle version de la proposition') ??
        `${voices.chip.ack} Voici la proposition${facts.people[0] ? ` pour ${facts.people[0].label}` : ''} :`,
      quote(draft),
      signatureHint(conversation),
    );
  }
  // « Il hésite entre notre formule à 49 € et celle à 89 €. Écris-lui pour l'aider à choisir : … ».
  const choice = choiceHelpOf(request.command);
  if (choice?.difference) {
    const draft = letterWithFacts(conversation, {
      subject: `Votre choix ${withDe(choice.noun)}${facts.companies[0] ? ` – ${facts.companies[0]}` : ''}`,
      to: facts.people[0],
      body: [
        ...choiceHelpText(choice).map((text) => ({ text })),
        { text: 'Je reste à votre disposition pour en parler.', level: 1 as const },
      ],
    });
    return blocks(
      revisionIntro(conversation, 'une nouvelle version du message') ??
        `${voices.chip.ack} Voici le message pour l’aider à choisir :`,
      quote(draft),
      signatureHint(conversation),
    );
  }
  const offers = offersOf(request.command);
  // "abonnement Équipe" named without its kind reads as a person: an offer is never the addressee.
  const to = facts.people.find((person) => !offers.some((offer) => offer.name === person.name));
  // "la pharmacie Dumont": the prospect as the request names it, not "Dumont" alone.
  // « on est la boulangerie Le Fournil »: who writes, never the prospect.
  const identity = company.name ? null : senderSaid(request.command);
  const prospectName = facts.companies.find((name) => !identity?.includes(name));
  const prospect = prospectName ? companyAsSaid(request.command, prospectName) : null;
  const offer = offerOf(conversation);
  // The prospect's trade, said to them when no company or situation is named.
  const trade = prospectTrade(facts.activity, request.command);
  const isFollowUp = /\b(relanc\w*|sans (nouvelles|reponse)|pas repondu|devis)\b/.test(fold(request.command));
  // "une remise de 10 % s'il signe avant le 15 décembre": a commercial gesture, offered to the reader.
  const discount =
    offer &&
    /^(?:une |un )?(?:remise|reduction|réduction|ristourne|rabais|geste commercial|\d+\s*%)/i.test(offer)
      ? offer.replace(
          /\b(?:s['’]il|s['’]ils|si elle|si elles)\s+(.+)$/i,
          (_, rest: string) => `si ${toSecondPerson(`il ${rest}`)}`,
        )
      : null;
  const situation = situationOf(request.command);
  // What the user says of the offer after the colon is the letter's offer, in their terms.
  const described = isFollowUp || discount ? null : offerDescribed(request.command, offer);
  const details = described?.text ?? null;
  // « pour les cavistes de Rennes »: the prospects' trade, said when the sender introduces themselves.
  const prospectsTrade = tradeOf(request.command)?.who ?? null;
  // « budget 8–10 k€ HT selon le nombre de scènes »: the range as given, never its upper figure alone.
  const range = priceRangeOf(request.command);
  const answerBy = isFollowUp ? null : answerWantedBy(request.command, conversation.now, conversation.today);
  const sender = company.name
    ? `${company.name}${company.city ? `, à ${company.city},` : ''}`
    : 'notre équipe';
  // « …, toujours pas de réponse », « et elle n'a pas répondu »: the silence told is no part of what
  // is followed up.
  const withDetails = withoutNoAnswer(requestWithDetails(request.command, request.pasted) ?? request.command);
  const followed =
    (facts.references[0] ? referencePhrase(facts.references[0]) : null) ??
    // « leur essai de notre logiciel se termine vendredi »: the trial is what is followed up.
    (isFollowUp ? trialEndOf(withDetails, conversation.now)?.followed : null) ??
    // « Relance Mme Giraud : je lui ai envoyé le devis de la cuisine… »: the details after the colon
    // say what is followed up too (one line; a pasted mail is the reader's).
    followedObject(withDetails, [...facts.companies, ...facts.people.map((person) => person.name)]) ??
    (/\bdevis\b/.test(fold(withDetails)) ? 'notre devis' : (offer ?? 'notre proposition'));
  // "notre devis … envoyé", "notre proposition … envoyée": the words agree with what is followed up.
  const masculine =
    /^(?:notre |votre |le |un )?(devis|contrat|catalogue|dossier|document|tarif|projet|bon de commande|essai|test)\b/i.test(
      followed,
    );
  const body: Paragraph[] = isFollowUp
    ? followUpBody(conversation, { followed, masculine })
    : (
        [
          {
            // Who writes and why them: the first thing a shorter version leaves to the offer itself.
            level: details || offer ? (1 as const) : (0 as const),
            text: identity
              ? `Nous sommes ${identity}${senderPlace ? `, à ${senderPlace}` : ''}${prospect ? `, et nous aimerions travailler avec ${prospect}${facts.places[0] && !prospect.includes(facts.places[0]) ? `, à ${facts.places[0]}` : ''}` : prospectsTrade?.startsWith('les ') ? `, et nous aimerions travailler avec ${prospectsTrade}` : ''}.`
              : `${company.name ? `Je suis ${company.signature ? company.signature.split(',')[0] + ', de' : 'chez'} ${sender} ` : 'Je me permets de vous contacter '}${prospect ? `car ${prospect}${facts.places[0] && !situation ? `, à ${facts.places[0]},` : ''} ${situation ? situation.replace(/^(qui|dont)\s+/, '') : 'pourrait tirer parti de ce que nous faisons'}` : situation ? prospectSituation(situation) : trade && !company.name ? '§trade§' : ''}.`
                  .replace(/\s+\./, '.')
                  .replace(
                    /^Je me permets de vous contacter §trade§\./,
                    `Je me permets de contacter ${trade?.replace(/^(?:un|une)\s+/i, 'votre ')}${facts.places[0] ? ` à ${facts.places[0]}` : ''}.`,
                  ),
          },
          details
            ? { text: details, level: 0 }
            : discount
              ? { text: `Je vous propose ${discount}.`, level: 0 }
              : {
                  text: offer
                    ? `Nous proposons ${offer.replace(/^(notre|nos|mon|ma|mes)\s+/i, (m) => (/^(nos|mes)/i.test(m) ? 'nos ' : 'notre '))}${range ? `, ${range.said}${range.depends ? ` ${range.depends}` : ''}` : facts.amounts[0] && !offer.includes(facts.amounts[0].split(' ')[0] ?? '') ? `, à partir de ${facts.amounts[0]}` : ''}${facts.percentages[0] && !offer.includes(facts.percentages[0]) ? `, avec ${facts.percentages[0]} de réduction` : ''}${saleTermsOf(
                        request.command,
                      )
                        .filter((term) => !fold(offer).includes(fold(term)))
                        .map((term) => `, ${term}`)
                        .join('')}.`
                    : '',
                  level: 0,
                },
          ...(details
            ? []
            : [
                {
                  // What the product itself brings (« nos paniers de fruits »), else the gain any client sees.
                  text: ((gain) =>
                    gain
                      ? `Concrètement : ${gain[0].charAt(0).toLowerCase()}${gain[0].slice(1)}, avec ${gain[1].replace(/\.$/, '')}.`
                      : '')(productGains(offer)?.[0]),
                  level: 1 as const,
                },
              ]),
          answerBy
            ? { text: `Pour nous organiser, il nous faudrait votre réponse ${answerBy}.`, level: 0 }
            : null,
          {
            text:
              meetingAsked(request.command, facts.dates[0]?.label, facts.dates[1]?.label) ??
              meetingWithoutDay(request.command) ??
              'Seriez-vous disponible pour un échange de 15 minutes dans les prochains jours ?',
            level: 0,
          },
        ] as Array<Paragraph | null>
      )
        // An offer or a gain nobody told is left out, never invented (« nous aidons des entreprises… »).
        .filter((paragraph): paragraph is Paragraph => Boolean(paragraph?.text));
  // "Fais-en un email de prospection" after arguments: the product, trade and price given then.
  const discussed =
    !isFollowUp && !offers.length && !prospect && !situation ? saleDiscussed(conversation) : null;
  // "on propose l'entretien de leurs climatisations": an offer said in words, without "notre …", stays as said.
  // An offer the user described without naming a product (details) is the letter's, not a trade's
  // stock gains said of « notre offre ».
  const sale = discussed && (discussed.product || (!offer && !details)) ? discussed : null;
  // « Tutoie-le, on s'est rencontrés au salon de l'immobilier », said after the first draft: where we
  // met opens the letter instead of a cold approach, and is not said again at its end.
  const metAddition = conversation.style.additions.find(
    (addition) => addition.kind === 'statement' && metAt(addition.text),
  );
  const metLater = !isFollowUp && metAddition?.kind === 'statement' ? metAt(metAddition.text) : null;
  const opener = metLater
    ? `Suite à notre rencontre ${metLater}, je me permets de revenir vers vous.`
    : trade && !company.name
      ? (body[0]?.text ?? null)
      : null;
  const priced =
    !isFollowUp && offers.length
      ? offersLetter(conversation, offers)
      : sale
        ? saleLetter(sale, {
            sender: company.name ? sender : null,
            opener,
            short: conversation.style.length < 0,
            meeting:
              meetingAsked(request.command, facts.dates[0]?.label, facts.dates[1]?.label) ??
              meetingWithoutDay(request.command),
            terms: saleTermsOf(request.command).filter(
              (term) => !fold(sale.price?.text ?? '').includes(fold(term)),
            ),
            owned: ownedBusinesses(request.command),
          })
        : null;
  // « elle devait me confirmer la commande de 40 repas pour son séminaire »: what the reader was to
  // confirm names the follow-up when nothing sent does.
  const awaited =
    isFollowUp && followed === 'notre proposition'
      ? /\b(?:il|elle)\s+(?:devai(?:t|ent)|devrai(?:t|ent)|doi(?:t|vent))\s+(?:me|nous)\s+(?:confirmer|valider|renvoyer|retourner|signer|envoyer)\s+(la|le|les|l['’])\s*([^,.;:!?]{3,60})/iu.exec(
          withDetails,
        )
      : undefined;
  const subject =
    priced?.subject ??
    (awaited && conversation.style.tone === 'neutral'
      ? `${/^les$/i.test(awaited[1]!) ? 'Vos' : 'Votre'} ${awaited[2]!.split(/\s+pour\s+/)[0]!.trim()}`
      : undefined) ??
    (isFollowUp
      ? followUpSubjects[conversation.style.tone](
          followed,
          deadlineOf(conversation),
          // « notre devis pour la pose de parquet pour la boulangerie Martin »: the reader is its prospect.
          prospect && !followed.includes(' pour ') ? ` pour ${prospect}` : '',
        )
      : `${
          (offer ?? described?.product)
            ? capitalise(
                (offer ?? described?.product ?? '')
                  .replace(/^(notre|nos)\s+/i, '')
                  .replace(/^d(?:e\s+|['’])(?=\p{L}+(?:er|ir|re)\b)/iu, '')
                  .replace(/\s+(?:s['’]il|s['’]ils|si|à condition)\b.*$/i, ''),
              )
            : 'Une idée'
        }${prospect ? ` pour ${prospect}` : !offer && described?.product && prospectsTrade?.startsWith('les ') ? ` pour ${prospectsTrade}` : ''}`);
  const followUpDraft = letter(conversation, {
    subject: `Re : ${subject}`,
    to,
    body: [
      'Je me permets de revenir vers vous suite à mon précédent message.',
      'Est-ce un sujet pour vous en ce moment ? Un simple oui ou non m’aiderait beaucoup.',
    ],
  });
  // Written last, the message itself is the letter a follow-up reads (« trois objets de mail »).
  const draft = letterWithFacts(
    metLater
      ? {
          ...conversation,
          style: {
            ...conversation.style,
            additions: conversation.style.additions.filter((addition) => addition !== metAddition),
          },
        }
      : conversation,
    { subject, to, body: priced?.body ?? body },
  );
  return blocks(
    revisionIntro(conversation, 'une nouvelle version') ??
      `${voices.chip.ack} Voici ${isFollowUp ? 'une relance' : 'un message de prospection'}${to ? ` pour ${to.label}` : ''}${prospect ? ` (${prospect})` : ''} :`,
    quote(draft),
    followUpNote(conversation, followUpDraft),
    !to &&
      !prospect &&
      'À qui l’envoyer ? Donnez-moi le nom du prospect et son entreprise, je personnalise l’accroche.',
    signatureHint(conversation),
    conversation.style.length >= 0 && voices.chip.signoff,
  );
};

export const crmWriter: Writer = (conversation) => {
  const { workspace, today } = conversation;
  const sales = rankTasks(
    openTasks(workspace).filter((task) =>
      /devis|client|prospect|offre|vente|contrat|relanc|rdv|rendez/i.test(task.title),
    ),
  );
  return blocks(
    `${voices.chip.ack} Voici les opportunités à suivre d’après votre espace :`,
    sales.length
      ? sales
          .slice(0, conversation.request.facts.count ?? 8)
          .map(
            (task, index) =>
              `${index + 1}. **${task.title}**${task.dueDate ? ` — échéance ${dueText(task.dueDate, today)}` : ''}`,
          )
          .join('\n')
      : 'Aucune tâche commerciale ouverte (devis, relances, rendez-vous clients).',
    `**À faire dans le CRM :** mettre à jour l’étape de chaque opportunité, noter la date du dernier contact et planifier la prochaine relance (au plus tard le ${formatDay(today + 7, today)}).`,
    '_Je ne suis connecté à aucun CRM : je travaille sur les tâches de votre espace._',
  );
};

function customerFrom(conversation: Conversation) {
  return conversation.request.facts.people[0];
}

/**
 * « Réponds à Julie Martin : son colis est bloqué au dépôt de Rennes, on le renvoie demain »: after
 * « réponds à … : », what the user says of the customer (« son colis », « elle ») or of us (« on »,
 * « nous ») is the answer to send; a message received speaks in the first person and is not.
 */
export function answerAfterColon(command: string, pasted: string | null): string | null {
  if (
    !/^\s*(?:reponds?|repondez|repondre|ecris|ecrivez|redige\w*)(?:-lui|-leur)?\s+(?:a|au|aux)\s/.test(
      fold(command),
    )
  )
    return null;
  if (!pasted) return statedAfterColon(command);
  if (pasted.length > 400) return null;
  const said = fold(pasted);
  if (/^(?:«|"|“|bonjour|madame|monsieur)/.test(said) || /\b(?:je|j'|mon|ma|mes|moi)\b/.test(said))
    return null;
  if (!/\b(?:son|sa|ses|leur|leurs|il|elle|ils|elles|on|nous)\b/.test(said)) return null;
  return pasted.replace(/[.!\s]+$/, '').trim();
}

// A day or an hour to come, or a delay: « demain », « lundi », « entre 8h et 10h », « sous 5 jours ».
const timeToCome =
  /\b(?:demain|apres-demain|aujourd'hui|ce (?:matin|midi|soir)|cet apres-midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine prochaine|(?:sous|dans|d'ici|en)\s+\d+\s*(?:h|heures?|jours?|semaines?)|des (?:demain|reception|lundi|mardi|mercredi|jeudi|vendredi|samedi)|\d{1,2}\s*h\d{0,2}|le \d{1,2}(?:er)?\s)\b/;

/**
 * « Écris à Mme Roux : le technicien passe demain entre 8h et 10h », « Réponds à M. Riou, qui a été
 * prélevé deux fois : on l'a remboursé hier »: what the user states after the colon of the request
 * itself is the answer to send, whatever its subject, when it says what we do or did (« on », « nous »),
 * speaks to the reader (« votre colis part lundi ») or tells what happens at a time to come; a message
 * received typed there (a greeting, quotes, the customer's « je ») or what went wrong is not.
 */
function statedAfterColon(command: string): string | null {
  const at = command.search(/\s*:\s/);
  if (at < 0) return null;
  // « Réponds à ce mail : … »: what follows a message named is that message.
  const head = fold(command.slice(0, at));
  if (
    /\b(?:ce|cet|cette|ces|son|sa|le|la|l'|un|une)\s*(?:mail|e-?mail|message|avis|commentaire|ticket|courrier|lettre|sms)\b/.test(
      head,
    )
  )
    return null;
  const after = command
    .slice(at)
    .replace(/^\s*:\s*/, '')
    .replace(/[.!\s]+$/, '')
    .trim();
  const said = fold(after);
  if (after.length < 8 || after.length > 300 || after.endsWith('?')) return null;
  if (/^(?:«|"|“|bonjour|bonsoir|madame|monsieur|cher|chere|salut)/.test(said)) return null;
  if (/\b(?:je|j'|mon|ma|mes|moi)\b/.test(said)) return null;
  const ours = /^(?:on|nous)\s|[,;]\s*(?:et\s+)?(?:on|nous)\s|\b(?:vous|votre|vos)\b/.test(said);
  const toCome =
    timeToCome.test(said) &&
    !/\b(?:depuis|toujours pas|encore|casse\w*|abime\w*|en retard|ne \p{L}+ (?:pas|plus))\b/u.test(said);
  return ours || toCome ? after : null;
}

/**
 * « On refuse, le délai de 30 jours est dépassé, mais on lui propose un avoir de 50 € »: the refusal
 * the user decided, said to the customer (what is refused, why, and what we offer instead); null
 * when the request states no refusal of ours.
 */
export function decisionGiven(text: string): string | null {
  const folded = fold(text);
  const ruled = ruledOut(text);
  if (ruled) return ruled;
  // Said as the user's own sentence (« … jours. On refuse, … »), never inside the customer's
  // question (« demande si on accepte les chèques »).
  const match =
    /(?:^|[.!?;»”]\s+|:\s+|\b(?:dis|dites|reponds?|repondez)(?:-lui|-leur)?\s+(?:que\s+|qu'))(?:on|nous)\s+(refus\w*|ne (?:peut|peux|pouvons) pas)\b(?:\s+(?:de\s+)?(?:lui|leur)\b)?/.exec(
      folded,
    ) ??
    // « on le rembourse pas », « on ne rembourse pas les articles soldés »: a verb of ours denied.
    /(?:^|[.!?;]\s+|:\s+)(?:on|nous)\s+()(?:ne\s+|n')?(?:(le|la|les|l'|lui|leur)\s*)?([a-z]{3,}e)\s+pas\b/.exec(
      folded,
    );
  if (!match) return null;
  const verb = match[1] ? null : match[3];
  const [said = '', next = ''] = text.slice(match.index + match[0].length).split(/(?<=[.!?])\s+/);
  const rest = said.replace(/[.!\s]+$/, '');
  const [said0 = '', ...instead] = rest.split(/\s*,?\s+mais\s+/i);
  // « on ne peut pas (le) rembourser parce que… »: the verb refused, said to the reader.
  const infinitive = /^ne /.test(match[1] ?? '')
    ? /^\s*(?:(lui|leur|le|la|les|l['’])\s*)?(\p{L}+(?:er|ir|re))\b/iu.exec(said0)
    : null;
  const refusedVerb = infinitive?.[2]
    ? `${infinitive[1] ? (/^(?:lui|leur)$/i.test(infinitive[1]) ? 'vous ' : `${infinitive[1]} `) : /^(?:rembours|dedommag|indemnis|livr|recevoir|accueillir)/.test(fold(infinitive[2])) ? 'vous ' : ''}${infinitive[2]}`
    : null;
  const decided = infinitive ? said0.slice(infinitive[0].length) : said0;
  // « On refuse : … . Par contre on peut les réinscrire… »: what we offer instead, said next.
  const otherwise = /^(?:par contre|en revanche|mais|cependant|toutefois|neanmoins)\b[\s,]*/.exec(fold(next));
  if (otherwise) instead.push(next.slice(otherwise[0].length).replace(/[.!\s]+$/, ''));
  // « le remboursement car … », « , le délai de 30 jours est dépassé »: what is decided, and why.
  const parts =
    /^\s*(?:(?:le|la|les|l['’]|son|sa|ses|leur|leurs|votre|vos)\s*[^,:;]*?)?(?=\s*(?:[,:;]|\bcar\b|\bparce qu|\bpuisque\b|$))/i.exec(
      decided,
    );
  const object = parts?.[0]?.trim() ? toRecipient(parts[0].trim()) : null;
  const reason = decided
    .slice(parts?.[0]?.length ?? 0)
    .replace(/^[\s,:;]+/, '')
    .replace(/^(?:car|parce que|parce qu['’]|puisque)\s*/i, '')
    .trim();
  // Only a refusal is read here: an acceptance is served by the case's own resolution (what we do,
  // with its amount and delay).
  const refused = refusedVerb
    ? `${refusedVerb}${object ? ` ${object}` : ''}`
    : verb
      ? `${match[2] ? 'vous ' : ''}${text.slice(match.index + match[0].length - 4 - verb.length, match.index + match[0].length - 4)}r${object ? ` ${object}` : ''}`
      : object
        ? `accepter ${object}`
        : 'donner une suite favorable à votre demande';
  const head = `Nous ne pouvons malheureusement pas ${refused}${reason ? ` : ${customerDeedsToReader(toRecipient(reason))}` : ''}.`;
  const other = instead
    .map((said) => said.replace(/^(?:que\s+|qu['’](?=on\b))/i, ''))
    .join(' mais ')
    .trim();
  return other
    ? `${head} En revanche, ${asWe(toRecipient(other), 'vous').replace(/^Nous\b/, 'nous')}.`
    : head;
}

// « Nos CGV : pas de remboursement, mais on peut suspendre… », « Pas d'échange sur les soldes. »: a
// refusal the user states as a rule, with what we offer instead.
const ruleStated =
  /(?:^|[.!?;]\s+)(?:((?:nos|les) (?:cgv|conditions(?: generales)?(?: de vente)?)|notre (?:reglement|politique)|le (?:contrat|reglement))\s*(?::|prevoient|disent|precisent)?\s*)?(?:pas d'|pas de |aucun |aucune )(remboursements?|echanges?|avoirs?|dedommagements?|annulations?|reports?)\b([^.!?]*)/;

function ruledOut(text: string): string | null {
  const folded = fold(text);
  const rule = ruleStated.exec(folded);
  if (!rule?.[2]) return null;
  const start = rule.index + rule[0].length - (rule[3]?.length ?? 0);
  const [, ...instead] = text.slice(start, start + (rule[3]?.length ?? 0)).split(/\s*,?\s+mais\s+/i);
  const noun = text.slice(start - rule[2].length - 1, start).trim();
  const head = `Nous ne pouvons malheureusement pas vous accorder ${/^[aeiouyéèêh]/i.test(noun) ? 'd’' : 'de '}${noun}${rule[1] ? ' : nos conditions générales de vente ne le prévoient pas' : ''}.`;
  const other = instead
    .join(' mais ')
    .replace(/[.!\s]+$/, '')
    .trim();
  return other
    ? `${head} En revanche, ${asWe(toRecipient(other), 'vous').replace(/^Nous\b/, 'nous')}.`
    : head;
}

// "on peut" in the customer's question is "nous pouvons" in our answer.
const weForms: Record<string, string> = {
  'on peut': 'nous pouvons',
  'on est': 'nous sommes',
  'on a': 'nous avons',
  'on fait': 'nous faisons',
  'on livre': 'nous livrons',
  'on ouvre': 'nous ouvrons',
  'on accepte': 'nous acceptons',
  'on prend': 'nous prenons',
  'on envoie': 'nous envoyons',
  'on propose': 'nous proposons',
};

/** "Un client demande si on peut livrer à Ajaccio" → "si nous pouvons livrer à Ajaccio". */
function customerQuestion(command: string): string | null {
  return (
    reportedQuestion(command)
      ?.replace(
        /\bon (peut|est|a|fait|livre|ouvre|accepte|prend|envoie|propose)\b/gi,
        (words) => weForms[words.toLowerCase()] ?? words,
      )
      .replace(/\b(sa|son|ses)\b/gi, (word) => (word.toLowerCase() === 'ses' ? 'vos' : 'votre'))
      // « si on peut lui mettre de côté… »: the customer asking is the reader.
      .replace(/\b(nous pouvons|on peut|nous pourrions) lui\b/gi, '$1 vous')
      // « s'il peut payer en trois fois »: the customer asking is the reader (« si vous pouvez »).
      .replace(/^(?:s['’]il|si elle)\s+\p{L}+/u, (clause) =>
        readerClauses(clause, /^si elle/i.test(clause) ? 'elle' : 'il'),
      ) ?? null
  );
}

// Words that say the customer is unhappy: only then does the reply apologise.
const complaint =
  /\b(plain\w*|plainte|reclam\w*|mecontent\w*|furieu\w*|en colere|probleme|erreur|litige|menace|exige|inadmissible|inacceptable|avis (?:negatif|mauvais|1|2|une? etoile)|[12] etoiles?|decu\w*|nul|horrible|pas (?:du tout )?content\w*|excuse-(?:toi|nous)|excusez-(?:vous|nous)|presente\w* (?:nos|tes|vos) excuses|fait du bruit|bruyant\w*|en panne|ne (?:marche|fonctionne|s'allume|demarre|chauffe|ferme|s'ouvre) plus|fuit|fuite)\b/;
// Words of a happy customer: a review to thank for, not a problem to solve.
const praise =
  /\b(ador\w*|ravi\w*|enchant\w*|satisfait\w*|felicit\w*|excellent\w*|genial\w*|parfait\w*|super|top|[45] etoiles|cinq etoiles|quatre etoiles|merci|remerci\w*|recommande\w*)\b/;

/**
 * « a trouvé un cheveu dans son plat », « une vis dans sa baguette »: what the customer found where it
 * should not be, said to them (« le cheveu trouvé dans votre plat »); null when nothing is.
 */
export function foundIn(text: string): string | null {
  const match =
    /\btrouv\p{L}*\s+(un|une|des)\s+([\p{L}-]{3,})\s+dans\s+(?:son|sa|ses|leur|leurs)\s+([\p{L}-]{3,}(?:\s+(?:de|d['’]|à|au)\s*[\p{L}-]{3,})?)/iu.exec(
      text,
    );
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const [article, participle] = (
    { un: ['le', 'trouvé'], une: ['la', 'trouvée'], des: ['les', 'trouvés'] } as const
  )[match[1].toLowerCase() as 'un' | 'une' | 'des'];
  const noun =
    /^[aeiouyéèêh]/i.test(match[2]) && article !== 'les' ? `l’${match[2]}` : `${article} ${match[2]}`;
  const place = match[3];
  return `${noun} ${participle} dans ${/s$/i.test(place.split(/\s/)[0]!) ? 'vos' : 'votre'} ${place}`;
}

/**
 * « j'ai récupéré Filou, mon caniche, … »: the one of theirs a customer's message names, what the
 * answer is about (« Filou »); null when it names none.
 */
export function namedInMessage(message: string): string | null {
  const named =
    /(?<![\p{L}.])(?!(?:Bonjour|Bonsoir|Madame|Monsieur|Salut|Hello|Merci)\b)(\p{Lu}[\p{Ll}’'-]{2,}),\s+(?:mon|ma|notre)\s+\p{Ll}{3,}/u.exec(
      message,
    ) ?? /\b(?:mon|ma|notre)\s+\p{Ll}{3,}\s+(\p{Lu}[\p{Ll}’'-]{2,})(?![\p{L}])/u.exec(message);
  return named?.[1] ?? null;
}

/** "qui se plaint de l'attente au comptoir" → "l'attente au comptoir". */
function complainedOf(situation: string | null): string | null {
  const match = situation
    ? /^qui se plai\w+\s+(de la |de l'|de l’|du |des |d'|d’)(.{3,})$/i.exec(situation)
    : null;
  if (!match) return null;
  const article = {
    'de la ': 'la ',
    "de l'": "l'",
    'de l’': 'l’',
    'du ': 'le ',
    'des ': 'les ',
    "d'": '',
    'd’': '',
  }[match[1]!.toLowerCase()];
  return `${article ?? ''}${match[2]}`;
}

/** A happy customer's review or message: thanks, what they liked said back, an invitation to return. */
function praiseReply(conversation: Conversation): string {
  const { request, company } = conversation;
  const customer = customerFrom(conversation);
  const situation = situationOf(request.command);
  const liked = situation && /^qui\s/i.test(situation) ? toSecondPerson(situation) : null;
  const stars = /\b([45]|cinq|quatre) etoiles\b/.exec(fold(request.command));
  const draft = letterWithFacts(conversation, {
    subject: 'Merci pour votre avis',
    to: customer,
    body: [
      {
        text: `Merci beaucoup pour votre ${stars ? `avis ${stars[1]} étoiles`.replace('cinq', '5').replace('quatre', '4') : 'message'}${liked ? ` : nous sommes ravis d’apprendre que ${liked}` : ' : il fait très plaisir à toute l’équipe'}.`,
      },
      { text: 'Vos mots encouragent toute l’équipe, et nous les partagerons avec elle.', level: 1 },
      {
        text: `Au plaisir de vous accueillir à nouveau${company.name ? ` chez ${company.name}` : ''} !`,
      },
    ],
  });
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      `${voices.clide.ack} Voici la réponse${customer ? ` à ${customer.label}` : ''} :`,
    quote(draft),
    signatureHint(conversation),
  );
}

/**
 * What an unhappy review says: "en disant que la livraison a pris 10 jours" (a clause, said back to
 * the reviewer) or "qui se plaint de l'attente au comptoir" (a thing).
 */
export function reviewComplaint(command: string): { clause: boolean; text: string } | null {
  const match =
    /\b(?:en disant qu['’]|en disant que|disant qu['’]|disant que|en expliquant qu['’]|en expliquant que|qui dit qu['’]|qui dit que|parce qu['’]|parce que|car|en se plaignant|qui se plaint|(?<=(?:avis|etoiles?|étoiles?|commentaire)[^.!?:]{0,30})\s*:)\s*(.+?)\s*(?:[.!?;]\s|[.!?]?$|,\s*(?:tu|peux|redige|rédige|reponds|réponds|prepare|prépare|ecris|écris)\b)/i.exec(
      command,
    );
  const said = match?.[1]?.trim();
  if (!said || said.length < 4) return null;
  const thing = /^(de la|de l['’]|du|des|d['’])\s*/i.exec(said);
  if (thing?.[1]) {
    const article: Record<string, string> = {
      'de la': 'la ',
      "de l'": 'l’',
      du: 'le ',
      des: 'les ',
      "d'": '',
    };
    return { clause: false, text: `${article[fold(thing[1])] ?? ''}${said.slice(thing[0].length)}` };
  }
  // "le serveur était désagréable et qu'elle a attendu 45 minutes": each clause said to the reviewer.
  return {
    clause: true,
    text: said
      .split(/\s+et\s+qu(?:e\s+|['’]\s*)/i)
      .map((part) => toSecondPerson(part))
      .join(' et que ')
      .replace(/\bque (?=[aeiouyéèê])/gi, 'qu’'),
  };
}

// An instruction to the writer (« Propose-lui… », « Ajoute que… »), not a fact told.
const instruction =
  /^(?:propose|offre|dis|dites|precise|ajoute|rajoute|repond|indique|rappelle|explique|mentionne|signe|remercie|excuse|fais|mets|insiste|sois|reste|evite|n'oublie|termine|commence|redige|ecris|garde)\w*\b|-(?:lui|leur|moi|nous)\b/;

/**
 * « Ce soir-là notre four était en panne »: why it went wrong, as the user tells it beside a review,
 * said in the business's voice (« Ce soir-là, nous avons eu une panne de four »); null when the user
 * gives no cause (instructions and questions are none).
 */
export function causeGiven(text: string): string | null {
  const told = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .find((sentence) => {
      const folded = fold(sentence);
      return (
        !sentence.endsWith('?') &&
        !instruction.test(folded) &&
        /\b(?:notre|nos|on|nous)\b/.test(folded) &&
        /\b(?:etai(?:t|ent)|etions|avai(?:t|ent)|avions|manquai(?:t|ent)|manquions|a eu|avons eu|a du|avons du|a ete|ont ete|sommes|s'est|se sont)\b/.test(
          folded,
        )
      );
    });
  if (!told) return null;
  const said = asWe(told.replace(/[.!\s]+$/, ''))
    // « Ce soir-là notre four… »: the time said first is set apart by a comma.
    .replace(/^((?:ce|cette|ces)\s+[\p{L}-]+?)-l[àa]\s+(?=\p{L})/iu, '$1-là, ')
    // « notre four était en panne »: the breakdown said as what happened to us.
    .replace(
      /\b(?:notre|le|la|l['’])\s*((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:était|est tombée?)\s+en panne\b/u,
      (_all, thing: string) =>
        `nous avons eu une panne ${/^[aeiouyéèêh]/i.test(thing) ? 'd’' : 'de '}${thing}`,
    );
  return capitalise(said);
}

/** « 40 minutes d'attente pour une pizza, personne… » → « ces 40 minutes d’attente pour une pizza ». */
function wrongNamed(review: string): string | null {
  const first = review.split(/[,;.!?]\s*/)[0]?.trim() ?? '';
  // A noun phrase, without a verb or a person: what went wrong, named as such.
  if (
    !first ||
    first.split(/\s+/).length > 9 ||
    /\b(?:est|sont|a|ont|etait|etaient|avait|ai|suis|n'|ne|je|j'|nous|on|il|elle|vous|rien|personne)\b/.test(
      fold(first),
    )
  )
    return null;
  if (/^\d/.test(first)) return `ces ${first}`;
  const article = /^(?:(une|un|des|les|le|la)\s+|(l['’])\s*)/i.exec(first);
  if (!article) return null;
  const rest = first.slice(article[0].length);
  const the =
    { un: 'ce ', une: 'cette ', des: 'ces ', le: 'le ', la: 'la ', les: 'les ' }[fold(article[1]!)] ?? 'l’';
  return `${the}${rest}`;
}

/** The public answer to an unhappy review: thanks, the complaint acknowledged, an invitation to talk. */
function reviewReply(conversation: Conversation, kind: Problem): string {
  const { request, company } = conversation;
  const customer = customerFrom(conversation);
  // A review pasted (« Réponds à cet avis : « … » Ce soir-là… »): what follows it is the user's own
  // word: why it happened and what we offer.
  // The review is quoted in the request (« … » in the command) or opens the text after the colon.
  const quoted = request.command.includes('»') ? request.command : (request.pasted ?? '');
  const ownWords =
    request.pasted && /«[^»]*»/.test(quoted)
      ? quoted
          .split('»')
          .slice(1)
          .join('»')
          .trim()
          // « . Écris une réponse publique : on s'excuse, … »: what follows the instruction is the user's.
          .replace(
            /^[.,;\s]*(?:(?:écris|ecris|rédige|redige|fais|prépare|prepare)(?:-lui|-moi)?\s+(?:une\s+)?réponse(?:\s+publique)?|réponds(?:-lui)?|reponds(?:-lui)?)\s*(?::|en disant que|pour dire que)\s*/iu,
            '',
          )
      : '';
  // « on s'excuse, un de nos pizzaïolos était malade ce soir-là, et on lui offre le dessert »: each
  // clause is a sentence of its own, the apology said once by the letter.
  const clauses = ownWords
    .split(
      /(?<=[.!?])\s+|,\s*(?:et\s+|mais\s+)?|\s+et\s+(?=(?:on|nous|notre|nos|un de nos|une de nos|propose|offre)\b)/iu,
    )
    .map((clause) => clause.trim())
    .filter(
      (clause) =>
        clause &&
        !/^(?:on s['’]excuse|excuse[sz]?-(?:toi|vous|nous)|(?:on )?présente nos excuses|presente nos excuses)\b/iu.test(
          clause,
        ),
    );
  const cause = ownWords
    ? (clauses.map((clause) => causeGiven(`${clause}.`)).find(Boolean) ?? causeGiven(ownWords))
    : null;
  const offered = ownWords
    ? (answerGiven(ownWords) ??
      clauses.find((clause) =>
        /^(?:on|nous)\s+(?:lui|leur|vous)\s+(?:offr|propos|rembours|accord|fai|envoi|donn)/iu.test(clause),
      ) ??
      null)
    : null;
  // The review's first words name what went wrong when they are a noun phrase (« 40 minutes
  // d'attente pour une pizza »): the apology is for that.
  // The review: quoted in the text pasted, or that text itself, or quoted in the command (never the
  // « … » left where a paste was taken out).
  const quotedIn = (text: string) => /«\s*([^»]*[^\s…»][^»]*?)\s*»/.exec(text)?.[1] ?? null;
  const review =
    quotedIn(request.pasted ?? '') ??
    (request.pasted && !request.pasted.includes('«') ? request.pasted : null) ??
    quotedIn(request.command);
  const named = review ? wrongNamed(review) : null;
  const complained = request.pasted ? null : reviewComplaint(request.command);
  const stars = /\b(\d|une|deux|trois)\s+etoiles?\b/.exec(fold(request.command));
  const draft = letter(conversation, {
    subject: '',
    to: customer,
    body: [
      { text: 'Merci d’avoir pris le temps de nous laisser cet avis.' },
      {
        text: complained
          ? `${complained.clause ? `Vous nous signalez que ${complained.text}` : `Vous nous faites part de votre mécontentement concernant ${complained.text}`} : ce n’est pas l’expérience que nous voulons vous offrir, et nous vous prions de nous en excuser.`
          : named
            ? `Nous vous prions de nous excuser pour ${named} : ce n’est pas l’expérience que nous voulons vous offrir.`
            : 'Nous sommes sincèrement désolés que votre expérience n’ait pas été à la hauteur de vos attentes, et nous vous prions de nous en excuser.',
      },
      cause ? { text: `${cause} : cela n’excuse rien, mais nous tenions à vous l’expliquer.` } : null,
      {
        text: `Nous avons fait le point avec notre équipe${kind === 'late' || kind === 'lost' || kind === 'damaged' || kind === 'not_received' ? ' et notre transporteur' : ''} pour que cela ne se reproduise pas.`,
        level: 1,
      },
      offered
        ? {
            text: `Pour nous faire pardonner, ${givenAnswerSaid(offered)
              .replace(/^Nous\b/, 'nous')
              .replace(/[.!\s]+$/, '')}.`,
          }
        : {
            text: 'Pour que nous puissions en parler et vous proposer une solution, n’hésitez pas à nous contacter directement : nous vous répondrons personnellement.',
          },
      {
        text: `Au plaisir de vous servir à nouveau${company.name ? ` chez ${company.name}` : ''}.`,
        level: 2,
      },
    ],
  });
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      `${voices.clide.ack} Voici une réponse publique à cet avis :`,
    quote(draft),
    `**Conseils :** ${stars ? `un avis à ${request.command.slice(stars.index, stars.index + stars[0].length)} se lit avec votre réponse : ` : ''}répondez sous 48 h, sans détail personnel (nom complet, numéro de commande) ; réglez ensuite le problème en privé, par email ou par téléphone.`,
    signatureHint(conversation),
  );
}

export const supportWriter: Writer = (conversation) => {
  const { request, company, today } = conversation;
  // Ready-made answers for frequent questions are a list, not one reply to one customer.
  if (!request.pasted && asksForTemplates(request.command)) return templatesWriter(conversation);
  const { facts } = request;
  const folded = fold(`${request.command} ${request.pasted ?? ''}`);
  const customer = customerFrom(conversation);
  const order = facts.references[0];
  const amount = facts.amounts[0];
  // The request with a short text after its colon (« … au gérant : sa cuisine posée… fuit »), whole.
  // A message pasted to answer (a greeting, the customer's « je ») is not the user's words.
  const pastedMessage = Boolean(
    request.pasted &&
      (/^\s*(?:«|"|“|bonjour|bonsoir|madame|monsieur|cher|chere|salut|hello)/.test(fold(request.pasted)) ||
        /\b(?:je|j'|mon|ma|mes)\b/.test(fold(request.pasted.split(/[.!?\n]/)[0] ?? ''))),
  );
  const said =
    request.pasted && request.pasted.length < 400 && !pastedMessage
      ? `${request.command.trimEnd()} : ${request.pasted}`
      : request.command;
  // Work done at the customer's (« sa cuisine posée le 3 octobre fuit encore »): a defect of the job.
  const job = tradeJobSaid(folded) ? jobComplaintOf(said) : null;
  // « Réponds à M. Riou : non, on ne peut pas livrer le samedi »: what the user answers says nothing
  // of what went wrong; only what stands before the colon does.
  // « Dis-lui qu'on rembourse les frais de vétérinaire »: our remedy, not what the customer asked.
  const dictated = answerGiven(said);
  const read = problemOf(
    answerAtColon(request.command) && !request.pasted
      ? fold(request.command.slice(0, request.command.indexOf(':')))
      : dictated && folded.includes(fold(dictated))
        ? folded.replace(fold(dictated), ' ')
        : folded,
  );
  const kind: Problem = job && (read === 'other' || read === 'damaged') ? 'defect' : read;
  const business = businessCustomer(folded);
  // Only a date to come can be promised ("achetée le 2 novembre" is history).
  // "depuis lundi" is when the trouble began, never a date to promise.
  // "passée le 10 novembre", "achetée le 2": a date after a past participle is history, even when
  // the calendar reads it as next year's.
  // What the request says before a date. A fact's index is relative to the part it was read from
  // (the command, or the text after its colon), so the date is found again in the whole request.
  const whole = `${request.command} ${request.pasted ?? ''}`;
  const saidBefore = (date: { index: number; text: string }) => {
    const at = whole.indexOf(date.text);
    return fold(whole.slice(0, at >= 0 ? at : date.index));
  };
  // « le technicien passe demain », « … passe jeudi »: a day to come, or a visit said in the present
  // (« passe », not « passé(e) »), is never when something was ordered or paid.
  const visitSaid = (date: { index: number; text: string }) => {
    const at = whole.indexOf(date.text);
    return /\bpasse\s+(?:le\s+)?$/.test(whole.slice(0, at >= 0 ? at : date.index));
  };
  const history = (date: { index: number; text: string }) =>
    !/^(?:demain|apres-demain|ce soir|cet apres-midi)\b/.test(fold(date.text)) &&
    !visitSaid(date) &&
    /\b(?:passee?s?|command\w*|achete\w*|recu\w*|envoye\w*|expedie\w*|livre(?:e|s|es)?|annule\w*|facture\w*|paye\w*|regle\w*|depuis|date\w*)\s+(?:le\s+|du\s+|au\s+)?$/.test(
      saidBefore(date),
    );
  // "commande n° 4521 passée le 10 novembre": the order with its date, said together.
  const placed = facts.dates.find(
    (date) =>
      history(date) &&
      /\b(?:passee?s?|command\w*|achete\w*|annule\w*)\s+(?:le\s+|du\s+)?$/.test(saidBefore(date)),
  );
  // « annulée le 4 » is when it was cancelled, not when it was placed; a stay or a table is booked.
  const placedSaid = placed
    ? /\bannul\w*\s+(?:le\s+|du\s+)?$/.test(saidBefore(placed))
      ? ` annulée le ${placed.label}`
      : ` du ${placed.label}`
    : '';
  const orderSaid = order
    ? ` (${order.label}${placedSaid})`
    : placed
      ? ` (${/\breserv\w*/.test(folded) && !/\bcommand\w*/.test(folded) ? 'réservation' : 'commande'}${placedSaid})`
      : '';
  // Of several dates ahead, the one said last is the one promised now (« prévue le 18, nouvelle date :
  // le 22 »): a date corrected in the request is the later mention.
  const promised = facts.dates.findLast(
    (date) =>
      date.day > today &&
      !history(date) &&
      !folded.includes(`depuis ${fold(date.text)}`) &&
      !folded.includes(`depuis le ${fold(date.text)}`),
  );
  const ofAmount = amount ? ` de ${amount}` : '';
  // The decision the user made (« on refuse…, mais on lui propose… ») is the reply's answer.
  // Read in the user's words whole: a colon splits « On refuse : nos conditions… » or « qui demande
  // le prix : 58 € le m² » from what it decides or answers.
  const decision = decisionGiven(said) ?? (request.pasted ? decisionGiven(request.pasted) : null);
  const asked = decision ? null : dictated;
  // « Réponds à Julie Martin : son colis est bloqué… »: the user's whole answer, nothing of ours added.
  const colonAnswer = decision || asked ? null : answerAfterColon(request.command, request.pasted);
  const given = asked ?? colonAnswer;
  const question = customerQuestion(request.command);
  const found = foundIn(said);
  // « me demande comment résilier… Réponds-lui : il doit envoyer un mail… »: a question the user
  // answers is settled by that answer; our usual resolution (« C'est fait : la résiliation prend
  // effet… ») would claim what nobody did, and a question is no grievance.
  const answersQuestion = Boolean(given && question) && !complaint.test(folded) && !found;
  const unhappy = (kind !== 'other' && !answersQuestion) || complaint.test(folded) || Boolean(found);
  // « Réponds à ce mail, confirme pour dimanche midi : … »: the confirmation is the answer.
  const confirmation = decision || asked ? null : confirmationSaid(request.command, request.pasted);
  // "un avis 5 étoiles de Mme Rey qui a adoré notre accueil": thanks, said back to her; « merci
  // d'avance » under a request is no praise.
  if (!unhappy && !confirmation && praise.test(folded.replace(/\bmerci (?:d'avance|par avance)\b/g, '')))
    return praiseReply(conversation);
  // A delay the user gives ("sous 5 jours") replaces ours.
  const delay = given
    ? /\b(?:sous|d'ici|dans|en)\s+\d+\s*(?:jours?|semaines?|heures?)(?:\s+ouvr\w+)?/i.exec(given)
    : null;
  // What went wrong, in the customer's terms, and what we do about it: the reply resolves the problem.
  const solved =
    kind === 'other'
      ? null
      : supportCase(kind, {
          today,
          promised: promised?.label,
          planned: facts.dates.find(
            (date) =>
              date !== promised &&
              /\b(?:prevue?s?|prevus|initialement|devai(?:t|ent)(?:\s+(?:arriver|etre livree?s?))?|annoncee?s?)\s+(?:pour\s+)?(?:le\s+|au\s+)?$/.test(
                saidBefore(date),
              ),
          )?.label,
          ofAmount,
          ofOrder: orderSaid,
          missing: kind === 'missing_item' ? missingOf(request.command) : null,
          ended: kind === 'cancellation' ? endedOf(request.command) : null,
          reason: kind === 'cancellation' ? departureReasonOf(request.command) : null,
          exchangeFor: kind === 'return' ? exchangeOf(request.command) : null,
          exchange: kind === 'return' && /\b(?:echang\w*|un echange)\b/.test(folded),
          refundedItem: kind === 'refund' || kind === 'defect' ? refundedItemOf(request.command) : null,
          incident: kind === 'health' ? incidentOf(said) : null,
          promisedDay: promised?.day,
          job,
          business,
          terms: business ? termsOf(said) : null,
          returned: kind === 'return' ? returnedOf(said) : null,
          ordered: kind === 'late' ? orderedOf(said) : null,
          delivered:
            kind === 'late' &&
            /\b(?:est|a ete|sont|ont ete|etait|etaient)\s+(?:finalement\s+|bien\s+|enfin\s+)?(?:arrivee?s?|livree?s?)\b/.test(
              folded,
            ),
        });
  // "demande le remboursement de 65 € pour une commande arrivée cassée": the refund asked is granted.
  const refunded =
    solved && kind !== 'other' && refundGranted(kind, folded) && kind !== 'cancellation'
      ? {
          ...solved,
          fix: `C’est entendu : nous vous remboursons${amount ? ` les ${amount}` : ''}${order ? ` de votre ${order.label.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : ''} sur votre moyen de paiement d’origine, sous 5 à 10 jours ouvrés.${kind === 'damaged' ? ' Pour notre déclaration au transporteur, pourriez-vous nous envoyer une photo de l’article et de l’emballage ? Elle ne conditionne pas votre remboursement.' : ''}`,
          steps: [
            `rembourser${amount ? ` les ${amount}` : ''} sur le moyen de paiement d’origine, puis envoyer la confirmation au client`,
            ...solved.steps.slice(0, 1),
          ],
        }
      : solved && kind !== 'credit' && kind !== 'cancellation' && creditAsked(folded)
        ? // « demande un avoir de 30 € pour sa commande livrée en retard »: the credit asked is granted.
          {
            ...solved,
            fix: supportCase('credit', { today, ofAmount, ofOrder: orderSaid }).fix,
            steps: [
              `émettre l’avoir${ofAmount} dans votre outil de facturation et l’envoyer au client`,
              ...solved.steps.slice(0, 1),
            ],
          }
        : solved;
  // A public review (Google, 2 étoiles): answered in public, without a subject or a case number.
  // A review only threatened ("menace de laisser un avis") is a customer still to win back, in private.
  // « Réponds à cet avis Google : « … » »: the review pasted is the one answered.
  // (« Un client a mis un avis … : « … ». Écris une réponse publique : … »: the ask follows the paste.)
  const reviewPasted =
    request.pasted !== null &&
    /\b(?:(?:repon\w*|reagi\w*)\s+(?:a|au)\s+(?:l'|un|une|cet|cette|son|sa|ce)\s*(?:\w+\s+){0,1}(?:avis|commentaire)|reponse publique)\b/.test(
      folded,
    );
  if (
    unhappy &&
    (!request.pasted || reviewPasted) &&
    /\b(avis|etoiles?|commentaire)\b/.test(folded) &&
    /\b(?:(?:laisse|poste|publie|mis|ecrit|donne)\w*\s+(?:\w+\s+){0,2}(?:avis|note|commentaire)|(?:repon\w*|reagi\w*)\s+(?:a|au)\s+(?:l'|un|une|cet|cette|son|sa|ce)\s*(?:\w+\s+){0,1}(?:avis|commentaire)|reponse publique|avis\b[^.?!]{0,40}\b(?:sur|de) (?:google|trustpilot|tripadvisor|facebook|pages jaunes))/.test(
      folded,
    ) &&
    !/\b(menac\w*|va laisser|veut laisser|pourrait laisser|risque de laisser|compte laisser)\b/.test(folded)
  )
    return reviewReply(conversation, kind);
  // "Propose-lui plutôt un avoir de 30 €": the user's resolution replaces ours; "ajoute qu'on lui
  // offre la livraison" comes on top of it.
  const offered = conversation.style.additions.findLast((addition) => addition.kind === 'remedy');
  // The answer the user gives after « réponds à … : » replaces our usual resolution of the case
  // (a refund granted keeps its wording, with the user's delay).
  // « On repasse jeudi matin refaire le joint, sans frais. »: what the user says we do is the fix.
  const ours = decision || given ? [] : ourStatements(said);
  const ownFix = ours.length
    ? ours.join(' ')
    : (colonAnswer && refunded === solved) || answersQuestion
      ? null
      : refunded && delay
        ? refunded.fix.replace(/sous 5 à 10 jours ouvrés/g, delay[0])
        : refunded?.fix;
  // "un avoir de 20 € en plus du remplacement": said alongside our fix, without repeating "en plus".
  const offer = offered
    ? toSecondPerson(
        offered.text
          .replace(/[.!\s]+$/, '')
          .replace(/^(?:un |une )?geste\s*:?\s*/i, '')
          .replace(/\s+en plus(?:\s+(?:du|de la|de l['’]|des)\s+[\p{L}-]+)?$/iu, ''),
      )
    : null;
  const sameAsOffered = Boolean(
    offered &&
      given &&
      fold(given).includes(
        fold(offered.text)
          .replace(/[.!\s]+$/, '')
          .slice(0, 20),
      ),
  );
  // The remedy proposed is said once: along with our fix when it comes on top of it, else in the
  // user's own answer ("Nous vous proposons un renvoi gratuit ou un remboursement, au choix.").
  // The user's refusal replaces our usual resolution of the case.
  const fix = decision
    ? null
    : !offered
      ? ownFix
      : offered.alongside && ownFix
        ? `${ownFix} En geste commercial, nous vous offrons ${offer}.`
        : sameAsOffered
          ? null
          : `En dédommagement, nous vous proposons ${offer}.`;
  const restOfAnswer = given && delay ? given.replace(delay[0], '').replace(/\brembours\w*\b/gi, '') : given;
  // The remedy proposed is said once, as the fix: not again as the user's answer.
  // « on la rembourse ou on renvoie un vase, au choix » when our resolution already offers both:
  // said once, in the resolution (with its amount and what it needs).
  const remedies = [/rembours/, /renvo|envo[iy]|remplac/, /echang/, /\bavoir\b/, /repar/];
  const remediesOf = (text: string) => remedies.filter((remedy) => remedy.test(fold(text)));
  // « on rembourse les frais de vétérinaire sur présentation de la facture » says more than our refund:
  // covered only when at most two of its words (« un vase, au choix ») are not in our resolution.
  // A size or a grade in one capital (« le M dès réception du L ») is as specific as a long word.
  const wordsBeyond = (text: string, other: string) => [
    ...(fold(text).match(/\p{L}{4,}/gu) ?? []).filter(
      (word) =>
        !stopWords.has(word) && !remedies.some((remedy) => remedy.test(word)) && !fold(other).includes(word),
    ),
    ...(text.match(/(?<![\p{L}'’])\p{Lu}(?!\p{L})/gu) ?? []).filter(
      (letter) => !new RegExp(`(?<![\\p{L}'’])${letter}(?!\\p{L})`, 'u').test(other),
    ),
  ];
  const coveredByFix = Boolean(
    fix &&
      given &&
      remediesOf(given).length > 0 &&
      remediesOf(given).every((remedy) => remedy.test(fold(fix))) &&
      !/\d/.test(given.replace(/\d+\s*(?:€|euros?)/g, '')) &&
      // « on l'a remboursé hier », « on le rembourse demain »: a deed already done, or a day said,
      // is not what our resolution (« nous vous remboursons dès aujourd'hui ») says.
      !/\b(?:a|avons|ont|avait|avions)\s+(?:deja\s+|bien\s+)?\p{L}+(?:e|es|i|is|it|u|us)\b|\b(?:hier|avant-hier)\b/u.test(
        fold(given),
      ) &&
      !timeToCome.test(fold(given)) &&
      wordsBeyond(given, fix).length <= 2,
  );
  const ownAnswer =
    decision ??
    confirmation ??
    (given &&
    !coveredByFix &&
    !(sameAsOffered && offered?.alongside) &&
    restOfAnswer &&
    /\p{L}{3}/u.test(restOfAnswer)
      ? givenAnswerSaid(given)
      : null);
  // « Dis-lui qu'on lui rembourse les 6,90 € de la livraison express, sous 5 jours »: the user's answer
  // says our remedy with its own details; ours is not said again beside it.
  // « … qu'on a relancé le transporteur, livraison prévue mardi 8 décembre »: the answer gives the new
  // date our resolution would promise; ours is not said again beside it.
  const dateSaidByAnswer = Boolean(
    promised && given && fold(given).includes(fold(promised.text)) && fix?.includes(promised.label),
  );
  // « Dis-lui que la monture est garantie 2 ans … et qu'on la remplace sous 10 jours »: the user's
  // answer settles the guarantee with one of our remedies; ours (a photo asked, a repair offered
  // under the guarantee) is not said beside it.
  const guaranteeSaidByAnswer = Boolean(
    fix &&
      given &&
      /\bgaranti/.test(fold(given)) &&
      /\bgaranti/.test(fold(fix)) &&
      remediesOf(given).some((remedy) => remedy.test(fold(fix))),
  );
  const fixSaidByAnswer = Boolean(
    fix &&
      given &&
      ownAnswer &&
      !decision &&
      !offered &&
      // « Écris-lui qu'on lui renvoie une verseuse neuve »: the remedy the user chose replaces ours.
      ((remediesOf(fix).length > 0 && remediesOf(fix).every((remedy) => remedy.test(fold(given)))) ||
        // « Écris-lui qu'on lui renvoie une verseuse neuve »: the replacement the user chose, of the ones
        // our resolution offers, replaces it; a refund of the postage beside it is only a gesture.
        [remedies[1]!, remedies[2]!].some((remedy) => remedy.test(fold(given)) && remedy.test(fold(fix))) ||
        dateSaidByAnswer ||
        guaranteeSaidByAnswer),
  );
  const situation = situationOf(request.command);
  const problem =
    found ??
    receivedComplaint(request.command) ??
    // « Une cliente dit que son aspirateur ne s'allume plus »: her words, more precise than our case's.
    (kind === 'other' ? reportedComplaint(request.command) : null) ??
    solved?.what ??
    complainedOf(situation) ??
    // « Un client se plaint que son canapé… a une tache »: what is reported, said to the reader.
    reportedComplaint(request.command) ??
    // « qui demande si… » asks: no problem to signal, the question is said as such.
    // « qui est mécontente et demande si… »: the question is said as asked, not « signalé ».
    (situation &&
    /^(qui|dont)\s/.test(situation) &&
    !/^qui\s+(?:nous\s+)?(?:demande|voudrait|souhaite|aimerait)\b/.test(fold(situation)) &&
    !(
      question &&
      /\b(?:demande|veut savoir|aimerait savoir|souhaite savoir|voudrait savoir)\b/.test(fold(situation))
    )
      ? situation.replace(/^(qui|dont)\s+/, 'que ')
      : null) ??
    // A subject read inside the user's own answer is not what the customer wrote about.
    (facts.subject && !(dictated && fold(dictated).includes(fold(facts.subject))) ? facts.subject : null) ??
    'votre demande';
  // « Merci de nous avoir écrit au sujet de Filou »: what the message is about, when nothing says what went wrong.
  const namedAbout = problem === 'votre demande' && request.pasted ? namedInMessage(request.pasted) : null;
  // A public review threatened: say the problem is being solved, never ask to change the review.
  const review = /\b(avis|etoiles?|note (negative|de 1)|google|trustpilot)\b/.test(folded);
  // A question answered is settled; a complaint or a case still open gets a follow-up promise.
  const answeredQuestion = Boolean(decision) || (!unhappy && Boolean(ownAnswer));
  // « veut qu'on vienne régler son portail… mais on est complets »: the wish said back before the answer.
  const wish = !unhappy && !question && !confirmation ? wishSaid(said) : null;
  // « … qui trouve que sa révision à 219 € est plus chère que l'an dernier (189 €) »: what the
  // customer thinks, said back before the answer.
  const opinion = !unhappy && !question && !confirmation && !wish ? opinionSaid(request.command) : null;
  // A return asked calmly is a request to serve, not a grievance to apologise for.
  const calm = solved?.calm && !complaint.test(folded) && !found && !answersQuestion;
  // « Plus court »: the acknowledgement in a few words, the apology without its long form.
  const short = conversation.style.length < 0;
  const opening = calm
    ? short && fix
      ? 'Merci pour votre message.'
      : `Merci pour votre message : nous avons bien reçu ${problem}${!order || !problem.includes(order.code) ? (problem.includes(orderSaid) ? '' : orderSaid) : ''}.`
    : unhappy
      ? `${
          namedAbout
            ? `Merci de nous avoir écrit au sujet de ${namedAbout}`
            : problem === 'votre demande'
              ? // Nothing says what went wrong: a request is not « signalée »; what the customer asks, if said.
                `Merci pour votre message${question ? `. Vous nous demandez ${toReader(question, 'vous')}` : ''}`
              : `Merci de nous avoir signalé ${problem}`
        }${!order || !problem.includes(order.code) ? (problem.includes(orderSaid) ? '' : orderSaid) : ''}.${
          kind === 'health'
            ? ' Je mesure la gravité de cette erreur et je vous prie de nous en excuser sincèrement.'
            : // « On s'excuse, on lui rembourse… »: the user's apology is said once, in their words.
              ours.some((sentence) => /\bexcus/.test(fold(sentence)))
              ? ' Je comprends votre mécontentement.'
              : short
                ? ' Toutes nos excuses pour ce désagrément.'
                : ' Je comprends votre mécontentement et je vous prie de nous excuser pour ce désagrément.'
        }`
      : `Merci pour votre message${order && !question?.includes(order.code) ? ` au sujet de votre ${order.label.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : ''}.${question ? ` Vous nous demandez ${question}.` : wish ? ` ${wish}` : opinion ? ` ${opinion}. Je comprends votre étonnement.` : ''}`;
  const body: Paragraph[] = [
    { text: opening },
    fix && !fixSaidByAnswer ? { text: fix } : null,
    ownAnswer ? { text: ownAnswer } : null,
    !fix &&
      !ownAnswer && {
        text: `J’ai transmis votre dossier à notre équipe, qui le traite en priorité ; je reviens vers vous ${promised ? `d’ici le ${promised.label}` : 'sous 48 heures'} avec une solution.`,
      },
    review && {
      text: 'Votre avis compte pour nous : nous tenions à régler votre situation rapidement et personnellement.',
      level: 1,
    },
    answeredQuestion
      ? { text: 'N’hésitez pas à nous écrire pour toute autre question.', level: 1 }
      : {
          // « d'ici là »: until the promise made above (a delay, a day, our coming back to them); a reply
          // that settles the case has none.
          text:
            decision ||
            colonAnswer ||
            ((fix || ownAnswer) &&
              !/\b(?:sous|d[’']ici|dans|en)\s+(?:le\s+)?\d|\b(?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b|\brecevrez\b/i.test(
                `${fix && !fixSaidByAnswer ? fix : ''} ${ownAnswer ?? ''}`,
              ))
              ? 'Je reste à votre disposition : répondez simplement à ce message.'
              : 'Je reste à votre disposition d’ici là : répondez simplement à ce message.',
          level: 1,
        },
    {
      text: `Votre confiance compte beaucoup pour nous${company.name ? ` chez ${company.name}` : ''}.`,
      level: 2,
    },
  ].filter((paragraph): paragraph is Paragraph => Boolean(paragraph));
  // A business customer is named in the subject (« Batiprox – Retour de 6 radiateurs »).
  const firm = business ? facts.companies[0] : undefined;
  const subject = `${firm ? `${firm} – ` : ''}${order ? `${capitalise(order.label)} – ` : ''}${solved?.subject ?? 'Suite à votre message'}`;
  const draft = letterWithFacts(conversation, { subject, to: customer, body });
  const escalate =
    kind === 'health' ||
    /\b(avocat|plainte|justice|tribunal|dgccrf|menace|danger|blesse|securite|tous (les|mes)|encore|troisieme|3e fois|(?:reclame|exige|demande|veut)\w* (?:de parler (?:au|a la|a un|a une) |le |la |un |une )?(?:directeur|directrice|gerant|gerante|responsable|patron|patronne|dirigeant\w*))\b/.test(
      folded,
    );
  // "une cliente", "Mme Martin": our notes around the draft speak of her as she is; of "Camille",
  // by name, since a first name does not say whether to write "le client" or "la cliente".
  const gender = customerGender(request.command, customer?.civility);
  const inGender = (text: string) => customerInGender(text, gender, customer?.label);
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la réponse') ??
      inGender(
        `${voices.clide.ack} Voici la réponse au client${customer && gender ? ` (${customer.label})` : ''} :`,
      ),
    quote(draft),
    // What the user says we do (« on lui rembourse la livraison ») replaces our resolution, and its steps.
    conversation.style.length >= 0 &&
      !answeredQuestion &&
      solved &&
      !offered &&
      !ours.length &&
      `**Prochaines étapes de votre côté :**\n${(refunded ?? solved).steps
        .map((step) => `- ${inGender(step)} ;`)
        .join('\n')
        .replace(/ ;$/, '.')}`,
    conversation.style.length >= 0 &&
      !answeredQuestion &&
      inGender(
        `**Escalade :** ${escalate ? 'oui — le ton ou le risque le justifie : transmettez au responsable avec l’historique du dossier.' : 'pas nécessaire à ce stade ; à prévoir si le client relance sans solution sous 48 h.'}`,
      ),
    signatureHint(conversation),
  );
};

export const escalationWriter: Writer = (conversation) => {
  const { request } = conversation;
  // A named customer's case gets the reply to send, with its escalation advice; the table is for
  // deciding in general.
  if (
    request.facts.people.length &&
    /\b(redige|ecris|reponds|repondre|reponse|que faire|quoi faire|que lui dire|comment (?:lui )?repondre|comment reagir)\b/.test(
      fold(`${request.command} ${request.pasted ?? ''}`),
    )
  )
    return supportWriter(conversation);
  const folded = fold(request.command + (request.pasted ?? ''));
  const severe =
    /\b(avocat|plainte|justice|tribunal|menace\w*|dgccrf|danger|securite|blesse|tous les clients|panne generale|donnees)\b/.test(
      folded,
    );
  return blocks(
    `${voices.clide.ack} ${severe ? 'Oui, il faut escalader :' : 'Voici comment décider :'}`,
    [
      '| Situation | Niveau |',
      '|---|---|',
      '| Question simple, réponse dans la base de connaissances | Niveau 1 : on répond |',
      '| Client qui relance, incident qui touche plusieurs clients | Niveau 2 : support expert |',
      '| Client stratégique, menace publique (avis, réseaux sociaux) | Responsable support |',
      '| Démarche juridique, données personnelles, sécurité | Juridique ou sécurité, le jour même |',
    ].join('\n'),
    `**Actions correctives :**\n- identifier la cause (produit, livraison, process) ;\n- corriger et prévenir les clients concernés ;\n- suivre le nombre de réclamations sur ce motif pendant un mois.`,
  );
};

export const chipWriters: Partial<Record<Intent, Writer>> = {
  prospecting: prospectingWriter,
  crm: crmWriter,
};

export const clideWriters: Partial<Record<Intent, Writer>> = {
  support: supportWriter,
  escalation: escalationWriter,
};
