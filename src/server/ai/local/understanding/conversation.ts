// The conversation as one conversation: each user turn is read in order, and a turn that only
// changes or completes the previous request (shorter, firmer, "il s'appelle M. Petit") is folded
// into it, so the reply acts on what was asked before instead of starting over.

import { type DayNumber, parisClock } from '../../../../shared/paris-time.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import type { ChatTurn, ReplyRequest, WorkspaceSnapshot } from '../../types.ts';
import { capitalise, eurosSaid, fold, formatTime, stopWords } from '../french.ts';
import { withAntecedents, withChosenPerson, withRelativeDay } from './antecedents.ts';

import { appointmentChange, appointmentsOf } from './appointments.ts';
import { carriedOver, speaksOfSomeoneNamed } from './carry-over.ts';
import { classify } from './classifier.ts';
import {
  type CompanyKnowledge,
  companyKnowledge,
  describesCompany,
  factToRemember,
  tellsCompanyNews,
} from './company.ts';
import type { Intent } from './corpus.ts';
import { preferenceAsked, prosAndCons } from './decisions.ts';
import { withTicketMessage, withTicketRequester } from './desk-designation.ts';
import { asksForDiscoveryQuestions } from './discovery.ts';
import { employeesNamedByWords } from './domains.ts';
import {
  amountPattern,
  eurosValue,
  extractFacts,
  type Facts,
  hasFacts,
  itemCounts,
  mergeFacts,
  type Person,
} from './facts.ts';
import { type Addition, type FollowUp, readFollowUp, requestedTone } from './follow-ups.ts';
import { hiringCostAsked } from './hiring-cost.ts';
import { civilityOfFirstName, firstNames } from './lexicon.ts';
import { withItemValueChanged } from './listed-items.ts';
import { newsNamed, newsTold } from './news-told.ts';
import { offerAsked } from './offers.ts';
import { asksForOnboarding } from './onboarding.ts';
import {
  asksForUndertaking,
  inOwnField,
  planObject,
  readsAsRequest,
  readsOutside,
  type Specialist,
  specialistOf,
} from './outside.ts';
import { lengthenedStep, planText, withStepLengthened } from './plan-steps.ts';
import { asksForProductSheet } from './product-sheet.ts';
import { employeeDomainOf, inRole, messageIntentOf, ownersOf, skillAskedBy, skillCuedBy } from './roles.ts';
import { asksForArguments, salesAnswerDictated } from './sales-objections.ts';
import { asksForSpecification } from './specification.ts';
import { asksForTaskList } from './task-list.ts';
import { truecase } from './truecase.ts';

export interface Style {
  /** 0 as usual, negative shorter, positive longer. */
  length: number;
  tone: 'neutral' | 'firm' | 'formal' | 'friendly';
  /** How a draft addresses its recipient. */
  address: 'vous' | 'tu';
  additions: Addition[];
  /** Set once a text message was asked (« version SMS »): the draft is then written as one. */
  channel?: 'sms';
}

/** A request understood: what to do, on which facts, in which style, for whom. */
export interface Understood {
  intent: Intent;
  /** Classifier confidence of the intent (1 for follow-ups resolved from the conversation). */
  confidence: number;
  /** The request's own words, without a pasted text. */
  command: string;
  /** A text pasted to work on (to summarise, to answer). */
  pasted: string | null;
  facts: Facts;
  /** Details added by follow-ups ("avec nos horaires : du mardi au samedi"), as written. */
  details?: Array<{ label: string; text: string }>;
  /** A request outside the employee's role, in no words of its field (understanding/outside.ts). */
  outside?: boolean;
  /** News of the company told without asking anything, to an employee who does not post it. */
  news?: boolean;
  /** The profession an outside request needs (« Calcule ma TVA »: an accountant's). */
  specialist?: Specialist;
}

export interface Conversation {
  employee: EmployeeId;
  /** The last message as typed. */
  message: string;
  /** The request the reply answers: the last one, with its follow-ups folded in. */
  request: Understood;
  /** How the last message relates to the one before. */
  followUp: FollowUp | null;
  /** True when the last message changed or completed an earlier request rather than asking a new one. */
  revises: boolean;
  style: Style;
  company: CompanyKnowledge;
  workspace: WorkspaceSnapshot;
  history: ChatTurn[];
  /** The previous assistant reply, if any. */
  previousReply: string | null;
  now: Date;
  today: DayNumber;
  /** The reading after this message, stored with the reply so the next message resumes from it. */
  state: ConversationState;
}

const stateVersion = 1;

/**
 * What the reading of a conversation carries from one message to the next (decision 071): the
 * request as understood so far, with its follow-ups folded in, and the draft's style. Stored with each
 * assistant message; a change of this shape bumps the version, and an older state is read again
 * from the turns instead.
 */
export interface ConversationState {
  version: typeof stateVersion;
  request: Understood | null;
  style: Style;
}

/** The state stored with the reply just before the last message, when it can be resumed from. */
function storedState(messages: ChatTurn[]): ConversationState | null {
  const before = messages.at(-2);
  if (before?.role !== 'assistant' || messages.at(-1)?.role !== 'user') return null;
  const state = before.understood?.state as Partial<ConversationState> | undefined;
  const request = state?.request;
  const wellFormed =
    state?.version === stateVersion &&
    typeof state.style?.tone === 'string' &&
    Array.isArray(state.style.additions) &&
    (request === null || (typeof request?.intent === 'string' && typeof request.facts === 'object'));
  return wellFormed ? (state as ConversationState) : null;
}

/**
 * Separates the request from a text pasted after it ("Résume ce texte : …", a new line, or a long
 * quotation), so the classifier and the facts are not misled by the pasted words.
 */
/** « The text » pasted whole between quotation marks, without them. */
function unquoted(text: string): string {
  const match = /^(?:«\s*([^»]*?)\s*»|"([^"]*)"|“([^”]*)”)[.!\s]*$/.exec(text);
  return match ? (match[1] ?? match[2] ?? match[3] ?? text).trim() : text;
}

// "Compare trois logiciels : Pennylane, Axonaut et Sellsy, sur le prix", "On propose deux formules :
// Essentiel à 49 € et Sérénité à 129 €": a short line after a colon that completes a request to create
// something is part of the request, not a text to work on.
// « Rédige un message pour Mme Roy : la rénovation… », « Écris à Sonia : à partir du… », « Prépare le
// mail de bienvenue pour Nathan : … »: a letter to someone, its content dictated after the colon.
const writesTo =
  /^\s*(?:(?:peux-tu|pourrais-tu|merci de)\s+)?(?:ecris|ecrivez|redige|redigez|prepare|preparez|envoie|envoyez|fais|faites)(?:-moi|-lui|-leur)?\s+(?:(?:(?:un|une)\s+(?:petit |petite )?(?:mail|e-mail|email|courriel|message|mot|courrier|lettre|sms)(?:\s+(?:de|d')\s*\p{L}+)?\s+)?(?:a|au|aux)\s|(?:un|une)\s+(?:petit |petite )?(?:mail|e-mail|email|courriel|message|mot|courrier|lettre|sms)(?:\s+(?:de|d')\s*\p{L}+)?\s+pour\s+(?:m\.|mme|mlle|monsieur|madame|notre|nos|mon|ma|mes|le|la|les|l')|(?:le|la|ce|cette)\s+(?:petit |petite )?(?:mail|e-mail|email|courriel|message|mot|courrier|lettre|sms)(?:\s+(?:de|d')\s*\p{L}+)?\s+(?:pour|a|au|aux)\s)/u;

function detailsAfterColon(before: string, after: string): boolean {
  const head = fold(before);
  // What the user dictates goes on in their own sentence (a lower-case start, no line break), however
  // long: a message received is quoted, greeted or pasted on lines of its own.
  const dictated =
    writesTo.test(head) &&
    !/\b(?:repon\w*|ci-dessous|suivant\w*|voici)\b/.test(head) &&
    after.length <= 600 &&
    !after.includes('\n') &&
    /^\p{Ll}/u.test(after);
  if (dictated) return true;
  if (
    after.length > 200 ||
    after.includes('\n') ||
    /^[«"“]/.test(after) ||
    /^(bonjour|madame|monsieur|cher|chere|salut|hello)\b/.test(fold(after))
  )
    return false;
  // « Réponds à mon fournisseur : je confirme la commande… », « Réponds-lui : c'est d'accord pour le
  // 15 »: the answer the user gives, in their own voice, not a message received.
  if (
    /\b(repond\w*|reponse)\b/.test(head) &&
    !/\b(ci-dessous|suivant\w*|voici|ce (?:mail|message|texte|courrier|avis))\b/.test(head) &&
    /^(?:je|j'|nous|on|c'est|ce sera|oui|non|d'accord|ok|pas de (?:souci|probleme)|avec plaisir|malheureusement)\b/.test(
      fold(after),
    )
  )
    return true;
  if (
    /\b(texte|message|mail|e-mail|email|avis|commentaire|courrier|lettre|compte rendu|notes?|paragraphe|phrase|reclamation|reponse|ci-dessous|suivant\w*|ceci|voici)\s*$/.test(
      head,
    ) ||
    /\b(resum\w*|reformul\w*|corrig\w*|tradui\w*|repond\w*|relis|ameliore\w*|simplifie\w*|raccourci\w*|verifie\w*|analyse\w*|synthese|extrai\w*|classe\w*|trie\w*)\b/.test(
      head,
    )
  )
    return false;
  // « Rédige un mail à notre fournisseur Lemaire : la livraison du 20 novembre est arrivée
  // incomplète »: what the letter to write must say, not a message received.
  // So is « Rédige un mail de relance pour M. Lefèvre : la facture F-2026-118 est impayée… ».
  if (
    (/^\s*(?:(?:peux-tu|pourrais-tu|merci de)\s+)?(?:ecris|ecrivez|redige|redigez|prepare|preparez|envoie|envoyez|fais|faites)(?:-moi|-lui|-leur)?\s+(?:(?:un|une)\s+(?:petit |petite )?(?:mail|e-mail|email|courriel|message|mot|courrier|lettre)(?:\s+(?:de|d')\s*\p{L}+)?\s+)?(?:a|au|aux)\s/u.test(
      head,
    ) ||
      /^\s*(?:(?:peux-tu|pourrais-tu|merci de)\s+)?(?:ecris|ecrivez|redige|redigez|prepare|preparez|envoie|envoyez|fais|faites)(?:-moi|-lui|-leur)?\s+(?:un|une)\s+(?:petit |petite )?(?:mail|e-mail|email|courriel|message|mot|courrier|lettre)(?:\s+(?:de|d')\s*\p{L}+)?\s+pour\s+(?:m\.|mme|mlle|monsieur|madame|notre|nos|mon|ma|mes|le|la|les|l')/u.test(
        head,
      )) &&
    !/\b(?:repon\w*|ci-dessous|suivant\w*|voici)\b/.test(head) &&
    !/^(?:«|"|“)/.test(after)
  )
    return true;
  // "Fais une newsletter de décembre : nouveaux horaires le dimanche, calendrier de l'avent,
  // livraison offerte dès 50 €": the short items a piece of content must say; so are the terms of
  // an offer a prospecting message makes (« … : 85 € HT de l'heure, paiement à 30 jours »).
  // So are the steps of a to-do list or a plan (« … pour déménager le 15 janvier : prévenir les clients… »).
  // « Je cherche une vendeuse : CDD de 6 mois, 30 heures… Tu peux me rédiger l'annonce ? »: the
  // request said after the details names what they are for; a message received does not end so.
  const closing =
    /(?:^|[.!?]\s+)((?:tu peux|peux-tu|pourrais-tu|vous pouvez|pouvez-vous|pourriez-vous|merci de|redige|redigez|ecris|ecrivez|prepare|preparez)\b[^.!?]*[.!?]?)\s*$/.exec(
      fold(after),
    );
  const asked = closing ? `${head} ${closing[1]}` : head;
  const items = fold(after)
    .slice(0, closing ? closing.index : undefined)
    .replace(/[.!\s]+$/, '')
    .split(/\s*[;,]\s+|\s+et\s+/);
  if (
    (/\b(newsletter|post|publication|article|annonce|affiche|flyer|story|ordre du jour|programme|prospect\w*|offres? d'emploi|offres? de (?:stage|poste|job|alternance)|fiche de poste|liste|check-?list|to-?do|etapes|taches)\b/.test(
      asked,
    ) ||
      offerAsked.test(asked)) &&
    ((items.length >= 2 &&
      // « -20 % sur les soins visage du 1er au 24 décembre »: an offer said whole is still one item.
      items.every((item) => item.split(/\s+/).length <= 12)) ||
      // « … : on a ouvert une chambre familiale, et -20 % pour toute réservation… »: the news said in
      // the business's own voice (« on », « nous »), however long its items, is what to write about.
      /^(?:on|nous|j'|je)\s?\p{L}/u.test(fold(after)))
  )
    return true;
  // Only a list of items to compare or of offers to sell: notes, a message or facts stay pasted.
  return (
    (/\b(formules?|offres?|packs?|abonnements?|forfaits?)\s+\p{Lu}/u.test(after) &&
      /\d\s*(€|euros?)/.test(after)) ||
    /\b(compar\w*|benchmark|departag\w*|choisir entre)\b/.test(head) ||
    /\b(deux|trois|quatre|cinq|plusieurs|\d+)\s+(formules?|offres?|packs?|forfaits?|abonnements?|options?|niveaux?)\b/.test(
      head,
    )
  );
}

/**
 * « Relance Mme Giraud : je lui ai envoyé le devis… »: one line after the colon is the request's own
 * details, read with it; a pasted mail, on several lines, is the reader's (null then).
 */
export function requestWithDetails(command: string, pasted: string | null): string | null {
  if (!pasted) return command;
  return pasted.trim().includes('\n') ? null : `${command.trim()} : ${pasted.trim()}`;
}

export function splitPasted(message: string): { command: string; pasted: string | null } {
  // « Réponds-lui : l'écart vient du volant moteur…\n\nBonjour, J'ai déposé… »: the user's answer after
  // the colon is the request's; the message received starts at its greeting, after a blank line.
  const received = /\n\s*\n\s*(?=(?:bonjour|bonsoir|madame|monsieur|cher|chère|salut|hello)\b)/i.exec(
    message,
  );
  if (
    received &&
    received.index <= 600 &&
    /:\s/.test(message.slice(0, received.index)) &&
    !/^\s*(?:bonjour|bonsoir|madame|monsieur|cher|chère|salut|hello)\b/i.test(
      message.slice(message.indexOf(':') + 1),
    )
  )
    return {
      command: message.slice(0, received.index).trim(),
      pasted: message.slice(received.index).trim(),
    };
  // « Ce CV convient ? Exigés : CAP, 2 ans d'expérience.\n\nThomas Le Goff… »: a request said on
  // one line, its own colon included, then a text pasted after a blank line.
  const blank = /\n[^\S\n]*\n/.exec(message);
  if (
    blank &&
    blank.index <= 300 &&
    !message.slice(0, blank.index).trim().includes('\n') &&
    message.slice(blank.index).trim().length >= 80
  )
    return {
      command: message.slice(0, blank.index).trim().replace(/\s*:$/, ''),
      pasted: unquoted(message.slice(blank.index).trim()),
    };
  const colon = asideFreeColon(message, /:\s/g);
  if (
    colon &&
    colon.index <= 200 &&
    // « …points faibles.\n\nInès Marchal\nDiplômes : … »: a colon after a line break is the pasted text's.
    !message.slice(0, colon.index).includes('\n') &&
    message.slice(colon.index + 1).trim().length >= 60 &&
    !detailsAfterColon(message.slice(0, colon.index), message.slice(colon.index + 1).trim())
  ) {
    // « Réponds à ce mail : « … » Dis-lui que c'est ok pour mardi. »: what follows the quotation is
    // the user's again (their answer), not the message received.
    const quoted = /^[«"“]\s*([^»"”]{60,}?)\s*[»"”]\s*(\S[\s\S]{7,})$/.exec(
      message.slice(colon.index + 1).trim(),
    );
    if (quoted?.[1] && quoted[2])
      return {
        command: `${message.slice(0, colon.index).trimEnd()} : « … » ${quoted[2].trim()}`,
        pasted: quoted[1].trim(),
      };
    return {
      command: message.slice(0, colon.index),
      pasted: unquoted(message.slice(colon.index + 1).trim()),
    };
  }
  const newline = message.indexOf('\n');
  if (newline > 0 && newline <= 200 && message.slice(newline).trim().length >= 80) {
    return { command: message.slice(0, newline), pasted: message.slice(newline).trim() };
  }
  const quote = /«\s*([^»]{60,})\s*»|"([^"]{60,})"|“([^”]{60,})”/.exec(message);
  if (quote) {
    return {
      command: message.replace(quote[0], ' « … » '),
      pasted: (quote[1] ?? quote[2] ?? quote[3] ?? '').trim(),
    };
  }
  return { command: message, pasted: null };
}

/**
 * The request's own colon (« … pour l'agence Nexa (contact : M. Benali) : menu à 42 € … »): a colon
 * inside brackets belongs to its aside, not to the request. Null when there is none.
 */
export function asideFreeColon(text: string, pattern: RegExp): RegExpExecArray | null {
  for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
    const before = text.slice(0, match.index);
    if (before.split('(').length === before.split(')').length) return match as RegExpExecArray;
  }
  return null;
}

/** The words the classifier should weigh: names, codes, amounts and quotations say nothing of the intent. */
export function classifierText(command: string, facts: Facts): string {
  let text = command;
  const names = [
    ...facts.people.map((person) => person.label),
    ...facts.people.map((person) => person.name),
    ...facts.companies,
    ...facts.places,
    ...facts.references.map((reference) => reference.code),
    ...facts.dates.map((date) => date.text),
  ].sort((a, b) => b.length - a.length);
  for (const name of names) if (name.length > 1) text = text.split(name).join(' ');
  return (
    text
      .replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, ' ')
      // « On se tutoie. », « Vouvoie-la. »: how to address the reader says nothing of what to write.
      .replace(
        /(?:^|(?<=[.!?]\s*))\s*(?:on se (?:tutoie|vouvoie|connait bien|connaît bien)|(?:tutoie|vouvoie)-(?:le|la|les|moi)|nous nous (?:tutoyons|vouvoyons))\b[^.!?]*[.!?]?/giu,
        ' ',
      )
      .replace(/\b[A-Z]{1,6}[-/]\d[\w/-]*/g, ' ')
      .replace(/\d[\d\s.,]*\s*(€|euros?|%)/g, ' ')
  );
}

// A request the classifier hesitates on is read in the light of who it is addressed to: "Réponds à
// Julie, dont la commande est en retard" sent to Clide is a customer reply (roles.ts).

// A question on the state of things ("Où en sont…", "Quels … en attente ?") is about what it names:
// tickets are the support queue, prospects and deals the sales pipeline, projects their status.
const statusIntents = new Set<Intent>(['project_status', 'deadlines', 'workload', 'crm', 'support_queue']);
const statusObjects: Array<[RegExp, Intent]> = [
  [/\b(tickets?|reclamations?|sav|litiges?|demandes? (des? )?clients?)\b/, 'support_queue'],
  [/\b(prospects?|opportunites?|deals?|pipeline|affaires en cours)\b/, 'crm'],
];

// « Fais le point », « Fais-moi un point sur… », « Faites-nous un état des lieux… »: the state asked.
const takeStock = String.raw`fai(?:s|tes)(?:-moi|-nous)? (?:le|un) (?:petit |rapide )?(?:point|bilan|etat des lieux|recap\w*)`;
const deskQuestion = new RegExp(
  String.raw`^\s*(ou en (est|sont)|quel(le)?s?|par (?:quel|lequel|quoi|ou)|lequel|combien|y a-t-il|y en a-t-il|est-ce qu|${takeStock}|montre|liste|affiche|donne)\b`,
);
// « Quel ticket je traite en premier ? »: one ticket asked among the desk's.
const deskWords = /\b(tickets|quel ticket|(?:le|du|au) (?:support|sav)|file (?:de support|d'attente))\b/;

function statusObjectOf(command: string, intent: Intent): Intent {
  const folded = fold(command);
  const question = new RegExp(
    String.raw`^\s*(ou en (est|sont)|quel|quelle|combien|y a-t-il|${takeStock})\b`,
  ).test(folded);
  // « Quels tickets sont en retard ? » asks about the desk, not how to answer one late parcel.
  if (intent === 'support' && deskQuestion.test(folded) && deskWords.test(folded)) return 'support_queue';
  if (!statusIntents.has(intent) && !(intent === 'unknown' && question)) return intent;
  return statusObjects.find(([words]) => words.test(folded))?.[1] ?? intent;
}

const ideasAsked =
  /\bidees? (?:de |d')(?:posts?|contenus?|publications?|sujets?|articles?|videos?|reels?|stories|themes?|visuels?)\b/;
/**
 * "Remercie M. Roux d'avoir signé", "Félicite Altis pour…": a courtesy letter asked by its verb alone.
 * Not thanks to candidates (the recruiter's reply) nor for a review (the support's reply to it).
 */
/**
 * « Refuse poliment la proposition de Mme Martin », « Décline l'invitation de M. Roux », « Dis non à M.
 * Petit », « Réponds négativement à Mme Caron »: a refusal letter asked in a verb said to the employee
 * (a candidate, a leave or a review refused is another's letter).
 */
export function refusalAsked(command: string): boolean {
  const folded = fold(command);
  return (
    /^(?:(?:peux|pourrais)-tu |tu peux |merci de )?(?:refuse[rz]?|decline[rz]?|(?:dis|dites|dire) non|repon(?:ds|dez|dre) negativement)\b/.test(
      folded,
    ) && !/\b(candidat\w*|conges?|absences?|avis|commentaires?|remboursement|avoir)\b/.test(folded)
  );
}

export function courtesyAsked(command: string): boolean {
  const folded = fold(command);
  return (
    (/^(?:(?:peux|pourrais)-tu |tu peux |merci de )?(?:remercie|remercier|felicite|feliciter)\s+(?!pour\b|de\b)\S/.test(
      folded,
    ) ||
      /^(?:ecris|ecrire|envoie|redige)\w*\s+(?:a|au|aux)\s[^.?!]{2,60}\spour\s+(?:la|le|les|lui|leur)\s+(?:remercier|feliciter)\b/.test(
        folded,
      ) ||
      // « Un mot pour remercier Mme Vidal », « un petit message pour féliciter l'équipe ».
      /^(?:(?:fais|ecris|redige|prepare|envoie)\w*(?:-moi)?\s+)?(?:un|une)\s+(?:petit\s+|petite\s+|court\s+)?(?:mot|mail|e-mail|email|message|carte|lettre|courrier)\s+(?:pour|afin de)\s+(?:remercier|feliciter)\s+(?!pour\b|de\b)\S/.test(
        folded,
      )) &&
    !/\b(candidat\w*|avis|commentaire|note|etoiles?)\b/.test(folded)
  );
}

const summaryVerb =
  /^\W*(?:(?:peux-tu|pourrais-tu|tu peux|tu pourrais|pouvez-vous|merci de)\s+)?(?:me\s+|nous\s+)?(?:resum\w*|synthetis\w*|(?:fais|faites|redige\w*|donne\w*)(?:-moi|-nous)?\s+(?:un|une|le|la)\s+(?:resume|synthese))\b/;

/**
 * « … sur son prochain toilletage » under a mail that says « toilettage »: a word of the request typed
 * with its double letter misplaced is written as the pasted message writes it.
 */
export function withPastedSpellings(command: string, pasted: string | null): string {
  if (!pasted) return command;
  const undoubled = (word: string) => fold(word).replace(/(\p{L})\1/gu, '$1');
  const written = new Map<string, string>();
  for (const word of pasted.match(/\p{L}{6,}/gu) ?? []) written.set(undoubled(word), word);
  const pastedWords = new Set((pasted.match(/\p{L}{6,}/gu) ?? []).map((word) => word.toLowerCase()));
  return command.replace(/(?<![\p{L}'’-])\p{Ll}{6,}(?![\p{L}'’-])/gu, (word) => {
    const found = written.get(undoubled(word));
    return found && !pastedWords.has(word) && /^\p{Ll}/u.test(found) ? found : word;
  });
}

async function understand(message: string, now: Date, employee: EmployeeId): Promise<Understood> {
  const split = splitPasted(message);
  const pasted = split.pasted;
  const command = withPastedSpellings(split.command, pasted);
  const commandFacts = extractFacts(command, now);
  const byCommand = await classify(classifierText(command, commandFacts) || command);
  // Details after a colon often hold the instruction too ("… : rédige ma réponse"): read the whole
  // message as well, and keep the reading in the employee's role when only one of them is.
  let classification = byCommand;
  // Details given after a colon (« Écris un post LinkedIn : chantier livré à Plérin en 14 mois… »)
  // say what to write about, the words before it what to write: the head is read alone too, and its
  // reading kept when it is in the employee's role and the whole message's is not.
  const colon = pasted ? -1 : command.search(/\s?:\s/);
  if (colon > 0 && colon <= 200 && command.slice(0, colon).trim().split(/\s+/).length >= 3) {
    const head = command.slice(0, colon);
    const byHead = await classify(classifierText(head, extractFacts(head, now)) || head);
    const headInRole = inRole(employee, byHead.intent) && byHead.score >= 0.3;
    if (headInRole && !inRole(employee, byCommand.intent)) classification = byHead;
  }
  if (pasted && pasted.length < 400) {
    const whole = await classify(classifierText(message, extractFacts(message, now)) || message);
    // The best reading in the employee's role, the runner-ups included.
    const bestInRole = (reading: typeof whole) =>
      [reading, ...reading.alternatives].find(
        (entry) => inRole(employee, entry.intent) && entry.score >= 0.3,
      );
    const wholeInRole = bestInRole(whole);
    if (wholeInRole && !bestInRole(byCommand)) {
      classification = { ...whole, intent: wholeInRole.intent, score: wholeInRole.score };
    } else if (Boolean(wholeInRole) === Boolean(bestInRole(byCommand)) && whole.score > byCommand.score) {
      classification = whole;
    }
  }
  // Details given after a colon ("Relance M. Petit : facture F-12 de 300 €") are facts of the request too.
  // What is asked (how many items, on which network) comes from the request alone.
  // A message pasted is signed at its foot (« Patrick Lemaire »): its writer is the person answered.
  const signer = pasted ? signerOf(pasted) : undefined;
  const pastedFacts = pasted ? extractFacts(pasted, now) : null;
  if (pastedFacts && signer) {
    const [first, ...rest] = signer.split(/\s+/);
    // « Réponds à ce mail d'une cliente »: the request may say whether the signer is a woman.
    // With it, the signer is « Mme Caroff », as a letter greets her.
    const civility = rest.length && !civilityOfFirstName(first ?? '') ? civilitySaid(command) : null;
    const surname = rest.join(' ');
    const person = civility
      ? { civility, name: surname, label: `${civility} ${surname}` }
      : { civility: null, name: signer, label: signer };

    // The one greeted received the message: the user, who answers it.
    const greeted = greetedIn(pasted ?? '');
    pastedFacts.people = [
      person,
      ...pastedFacts.people.filter(
        (p) =>
          p.name !== signer &&
          p.name !== first &&
          !rest.includes(p.name) &&
          !(greeted && (p.name === greeted || p.label === greeted)),
      ),
    ];
    // « Régis Chauvel Flora Ouest Distribution », read across the signature's lines: the company is the rest.
    pastedFacts.companies = pastedFacts.companies
      .map((company) => company.replace(signer, '').trim())
      .filter((company) => company.length > 1);
  }
  // « une hausse sur l'ensemble de nos tarifs », in the mail answered: « vos tarifs » in the answer.
  if (pastedFacts?.subject) pastedFacts.subject = answeredSide(pastedFacts.subject);
  const facts =
    pasted && pastedFacts && pasted.length < 600
      ? {
          ...mergeFacts(pastedFacts, commandFacts),
          count: commandFacts.count,
          platform: commandFacts.platform,
        }
      : commandFacts;
  let { intent, score } = classification;
  // "Retiens que…" is an explicit order to remember, whatever the rest of the sentence is about;
  // "Ma société s'appelle…", "Nous vendons…", said without asking anything, is the company told.
  if (rememberCommand.test(fold(command)) || (!pasted && describesCompany(command)))
    return { intent: 'remember', confidence: 1, command, pasted, facts };
  // Words that name one of the employee's skills (its cues in the registry: « mots-clés » is SEO) win
  // over a classifier's guess outside its role.
  const cued =
    (pasted ? null : skillAskedBy(employee, command)) ??
    (inRole(employee, intent) ? null : skillCuedBy(employee, command));
  if (cued) return { intent: cued, confidence: 1, command, pasted, facts };
  // « Résume-moi en 4 points ce mail de notre meunier : « … » »: a text pasted after the verb that
  // asks for its summary is summarised, whatever the words around the verb make the classifier think.
  if (pasted && inRole(employee, 'summarise') && summaryVerb.test(fold(command)))
    return { intent: 'summarise', confidence: 1, command, pasted, facts };
  // "Où en est…", "Quels prospects dois-je relancer ?": a question on the workspace, answered by the
  // employee's report from its data, not by a draft — unless it names another's data (tickets, prospects).
  // "Quels sont les risques sur le lancement ?", "Qu'est-ce qui coince sur la refonte ?": the
  // project manager's status, whose table says the risks and the delays of each project.
  if (
    inRole(employee, 'project_status') &&
    /\b(risques?|points? bloquants?|blocages?|bloque|coince|derape\w*|derapages?)\b/.test(fold(command)) &&
    (command.includes('?') || /^\s*(?:quel|qu'est-ce|y a-t-il|ou|est-ce|comment)/.test(fold(command)))
  )
    return { intent: 'project_status', confidence: 1, command, pasted, facts };
  // « Quelles sont les tâches en retard ? », « Liste des tâches en retard »: the workspace's late
  // work, which the project manager's status lists project by project.
  if (
    inRole(employee, 'project_status') &&
    !pasted &&
    /\b(?:taches?|jalons?|livrables?)\b[^.!?]{0,40}\ben retard\b/.test(fold(command)) &&
    !/^\s*(?:cree|ajoute|rajoute|mets|note)\b/.test(fold(command))
  )
    return { intent: 'project_status', confidence: 1, command, pasted, facts };
  // « La fiche produit de notre savon à 8,50 € »: the marketer's product text, whatever the words.
  if (inRole(employee, 'description') && asksForProductSheet(command))
    return { intent: 'description', confidence: 1, command, pasted, facts };
  // « La liste des tâches pour le lancement du site »: the work to plan, task by task.
  if (inRole(employee, 'project_plan') && !pasted && asksForTaskList(command))
    return { intent: 'project_plan', confidence: 1, command, pasted, facts };
  const report = statusQuestion(command) ? reportIntents[employee] : undefined;
  if (report) return { intent: statusObjectOf(command, report), confidence: 1, command, pasted, facts };
  // "Cherche sur LinkedIn des profils…": a live search, which the local engine cannot do.
  if (liveSearch.test(fold(command)))
    return { intent: 'world_knowledge', confidence: 1, command, pasted, facts };
  // "Préviens mes clients que…", "Avertis Paul que…": a message to write to them, whatever the news
  // is about; in the hands of an employee whose role has its own messages, one of those.
  if (newsTold(command) || newsNamed(command)) {
    const message = inRole(employee, 'email') ? 'email' : (messageIntentOf[employee] ?? 'email');
    return { intent: message, confidence: 1, command, pasted, facts };
  }
  // "Remercie M. Roux d'avoir signé", "Félicite la société Altis pour…": a courtesy letter to write
  // to whoever is named, in the hands of the employee asked.
  // « Décline l'invitation de M. Roux », « Dis non à M. Petit pour son offre »: a refusal to write, for
  // whoever writes the letters.
  if (!pasted && (courtesyAsked(command) || (inRole(employee, 'email') && refusalAsked(command)))) {
    const message = inRole(employee, 'email') ? 'email' : (messageIntentOf[employee] ?? 'email');
    return { intent: message, confidence: 1, command, pasted, facts };
  }
  // « Nous ouvrons une deuxième boutique à Nantes le 5 décembre », told to the marketer: the news to
  // announce, read as « Annonce que… » (the post says it in its own sentences).
  if (inRole(employee, 'post') && !pasted && tellsCompanyNews(command)) {
    // « Bonne nouvelle : on a signé… »: the news without its lead.
    const news = command
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/^(?:(?:bonne|grande) nouvelle|au fait)\s*[,:!]?\s*/i, '');
    return {
      intent: 'post',
      confidence: 1,
      command: `Annonce ${/^[aeiouyh]/i.test(news) ? 'qu’' : 'que '}${news.charAt(0).toLowerCase()}${news.slice(1)}`,
      pasted,
      facts,
    };
  }
  // « Rédige un cahier des charges pour la refonte du site »: a project's specification, which the
  // project manager writes (another employee hands it to her), whatever the project's words suggest.
  if (asksForSpecification(command)) return { intent: 'project_plan', confidence: 1, command, pasted, facts };
  // « Prépare l'accueil de Sarah qui arrive lundi »: a new hire's arrival, which the recruiter plans.
  if (asksForOnboarding(command)) return { intent: 'job_offer', confidence: 1, command, pasted, facts };
  // « Combien coûte un stagiaire pour 6 mois ? »: the cost of a hire, which the recruiter answers.
  if (!pasted && hiringCostAsked(command))
    return { intent: 'job_offer', confidence: 1, command, pasted, facts };
  // "Compare Qonto et Shine sur les frais et le service client", "J'hésite entre louer ou acheter":
  // for the analyst, a comparison to draw up, whatever field its criteria name.
  if (
    inRole(employee, 'competitors') &&
    !pasted &&
    (comparisonAsked.test(fold(command)) ||
      prosAndCons.test(fold(command)) ||
      preferenceAsked.test(fold(command)))
  )
    return { intent: 'competitors', confidence: 1, command, pasted, facts };
  // "Fais une relance pour M. Garnier, notre proposition de site web à 3 500 €": for the salesperson,
  // a quote or a proposal followed up is a sales letter, not the assistant's reminder mail.
  const withDetails = requestWithDetails(command, pasted);
  if (inRole(employee, 'prospecting') && withDetails && salesFollowUp.test(fold(withDetails)))
    return { intent: 'prospecting', confidence: 1, command, pasted, facts };
  // « M. Caron trouve notre tarif trop élevé. Réponds-lui que ce prix comprend la maintenance »: for
  // the salesperson, the answer dictated on a sale is a reply to write, not a question or a pitch.
  if (inRole(employee, 'prospecting') && !pasted && salesAnswerDictated(command))
    return { intent: 'prospecting', confidence: 1, command, pasted, facts };
  // « Je vends des coffrets de chocolats… Aide-moi à répondre à l'objection "c'est trop cher" »: for
  // the salesperson, arguments to give, whatever the product's words suggest to the classifier.
  if (inRole(employee, 'prospecting') && !pasted && asksForArguments(command))
    return { intent: 'prospecting', confidence: 1, command, pasted, facts };
  // "Prépare-moi les questions à lui poser", "Comment préparer mon rendez-vous avec…": for the
  // salesperson, a sales meeting to prepare, whatever the classifier makes of the meeting's words.
  if (inRole(employee, 'prospecting') && asksForDiscoveryQuestions(command))
    return { intent: 'prospecting', confidence: 1, command, pasted, facts };
  // « Fais-moi un compte rendu : réunion avec…, on a validé… »: notes to put in order, not a text
  // to shorten, whatever the pasted notes make the classifier think.
  if (
    inRole(employee, 'notes') &&
    /^\W*(?:\p{L}+[- ]moi\s+)?(?:\p{L}+\s+){0,3}(?:un |le |ce )?(?:compte[- ]rendu|proces-verbal)\b/u.test(
      fold(command),
    )
  )
    return { intent: 'notes', confidence: 1, command, pasted, facts };
  // « Prépare l'ordre du jour de la réunion de chantier… »: for whoever puts meetings on paper without
  // arranging them (Millie), an agenda is written as the notes are, not a project status.
  if (
    inRole(employee, 'notes') &&
    !inRole(employee, 'meeting') &&
    /\bordre du jour\b/.test(fold(command)) &&
    !/\bcompte[- ]rendu\b/.test(fold(command))
  )
    return { intent: 'notes', confidence: 1, command, pasted, facts };
  // « Des idées de posts pour la fête des mères »: ideas to choose from, not one post written.
  if (inRole(employee, 'content_ideas') && ideasAsked.test(fold(command)))
    return { intent: 'content_ideas', confidence: 1, command, pasted, facts };
  // « Calcule ma TVA », « Prépare la paie de novembre »: a profession's work that no one in the team
  // does, said honestly with what the employee can do around it — unless the request is in the
  // employee's own words (« Écris à mon comptable », « Planifie la clôture des comptes »).
  if (intent === 'out_of_scope') {
    const specialist = specialistOf(command);
    const own = classification.alternatives.find((entry) => inRole(employee, entry.intent));
    const ownWords = inOwnField(employee, command);
    if (own && (ownWords ? own.score >= 0.05 : own.score * 2 >= score)) {
      intent = own.intent;
      score = confident;
    } else if (specialist && !ownWords && !pasted)
      return { intent: 'unknown', confidence: 1, command, pasted, facts, outside: true, specialist };
    else {
      // No profession named: read as a request the classifier cannot place.
      intent = 'unknown';
      score = 0;
    }
  }
  // A translation names a language or asks to translate: "mettre en avant nos formations en
  // bureautique" is not "mets ce message en anglais", nor is "mon agence de traduction".
  if (intent === 'translate' && !languageNamed.test(fold(command))) {
    const next = classification.alternatives[0];
    intent = next?.intent ?? 'unknown';
    score = next?.score ?? 0;
  }
  // « Écris un post pour dire qu'on a obtenu Qualiopi, merci à toute l'équipe »: a courtesy word in a
  // request to do something is no courtesy; the best reading in the role is taken, else none.
  if ((intent === 'thanks' || intent === 'greeting' || intent === 'help') && workAsked.test(fold(command))) {
    const own = classification.alternatives.find(
      (entry) => inRole(employee, entry.intent) && entry.score >= 0.05,
    );
    intent = own?.intent ?? 'unknown';
    score = own ? confident : 0;
  }
  // The same news told to the assistant or the project manager, in one sentence that asks nothing
  // they would do (« On lance la refonte du site le 1er décembre » is a plan for Millie): kept, and
  // the post left to Suki.
  if (
    readsOutside(employee) &&
    !pasted &&
    tellsCompanyNews(command) &&
    !/[.!?]\s+\p{L}/u.test(command.trim()) &&
    !(employee === 'millie' && intent === 'project_plan' && score >= confident)
  )
    return { intent: 'unknown', confidence: 1, command, pasted, facts, news: true };
  // An honest limit (a translation, the live web) said clearly is not read as a request in the role.
  // « Écris pour remercier la mairie… »: a letter asked is no question of knowledge, whatever the guess.
  const limit =
    (intent === 'translate' || (intent === 'world_knowledge' && !writingVerb.test(fold(command)))) &&
    score >= confident;
  const outside = !limit && !inRole(employee, intent);
  if ((score < confident || outside) && !limit) {
    const inDomain = classification.alternatives.find(
      (alternative) =>
        inRole(employee, alternative.intent) &&
        alternative.score >= (outside && score >= confident ? 0.2 : 0.1),
    );
    if (inDomain && (intent === 'unknown' || outside || inDomain.score * 2 >= score)) {
      intent = inDomain.intent;
      score = confident;
    }
  }
  // "Rappeler que…" in a letter to write is not an order to remember ("Retiens que" is, above).
  if (intent === 'remember') {
    const next = classification.alternatives.find((entry) => entry.intent !== 'remember');
    intent = next && next.score >= 0.1 ? next.intent : 'unknown';
  }
  // A guess outside the role in words that do not name the colleague's field ("Réponds à Julie…"
  // read as planning) is not a reason to send the user away: the employee asked answers in its role.
  intent = statusObjectOf(command, intent);
  const owners = ownersOf(intent);
  if (!limit && owners.length && !owners.includes(employee)) {
    const named = employeesNamedByWords(command);
    if (!owners.some((owner) => named.has(owner))) {
      const alternative = classification.alternatives.find((entry) => inRole(employee, entry.intent));
      // A faint runner-up in the role, in no words of its field, is no reading of the request.
      const field = !readsOutside(employee) || inOwnField(employee, command);
      // « Rédige une réponse à M. Petit qui demande si… : c'est possible »: a reply to write to someone
      // named, asked of the one who writes the mails, is a mail, whatever its subject's words suggest.
      const replyToSomeone =
        inRole(employee, 'email') &&
        facts.people.length > 0 &&
        writingVerb.test(fold(command)) &&
        /\b(?:reponse|repondre|reponds|mail|email|e-mail|courriel|message|lettre|courrier)\b/.test(
          fold(command),
        );
      const fallback =
        (replyToSomeone ? 'email' : undefined) ??
        (intent === 'email' && namesAMessage.test(fold(command)) ? messageIntentOf[employee] : undefined) ??
        (field ? employeeDomainOf(employee)[0] : undefined);
      if (alternative && alternative.score >= (field ? 0.05 : 0.2)) intent = alternative.intent;
      else if (fallback) intent = fallback;
      // "Écris un mail à Paul…" asked of the project manager: a mail, handed to Alfred who writes it.
      else if (intent === 'email' && namesAMessage.test(fold(command)))
        return { intent, confidence: confident, command, pasted, facts };
      else return outsideReading(employee, command, pasted, facts);
      score = confident;
    }
  }
  // "3 idées de posts" asks for ideas to choose from, not for a post.
  if (contentKinds.has(intent) && inRole(employee, 'content_ideas') && asksForIdeas(command)) {
    intent = 'content_ideas';
  }
  // « Annonce nos soldes sur Facebook »: a network named, and no newsletter nor mail said, is a post.
  if (
    intent === 'newsletter' &&
    facts.platform &&
    inRole(employee, 'post') &&
    !/\b(newsletters?|infolettres?|lettres? d'information|e-?mails?|mails?|emailing|courriel)\b/.test(
      fold(command),
    )
  )
    intent = 'post';
  // "Réponds à…", "Rédige…" that the classifier cannot place, or a request in the words of the
  // employee's own field ("M. Moreau menace d'aller au tribunal"): the employee asked answers it,
  // in its role (its first intent is its main writing).
  // « Réponds à M. Riou, qui a été prélevé deux fois : on l'a remboursé hier » read as a request for
  // help: a reply to write to someone named is no question about what the employee can do.
  if (intent === 'help' && facts.people.length > 0 && writingVerb.test(fold(command))) intent = 'unknown';
  if (
    intent === 'unknown' &&
    (writingVerb.test(fold(command)) || employeesNamedByWords(command).has(employee)) &&
    (!readsOutside(employee) || inOwnField(employee, command))
  ) {
    intent = employeeDomainOf(employee)[0]!;
    score = confident;
  }
  // « Mme Caradec demande si elle peut régler en deux fois. Oui, … »: a customer's question, for who
  // answers customers, is a reply to write even when the classifier cannot place it.
  if (
    (intent === 'unknown' || (intent === 'help' && facts.people.length > 0)) &&
    inRole(employee, 'support') &&
    reportedQuestion.test(fold(command))
  ) {
    intent = 'support';
    score = confident;
  }
  // « Conçois une formation Excel », « Trouve-moi un fournisseur de papier »: asked of an employee
  // whose role does not cover it, said as such rather than « reformulez ».
  if (intent === 'unknown' && readsOutside(employee) && readsAsRequest(command))
    return outsideReading(employee, command, pasted, facts);
  // "Une cliente demande si on livre à Ajaccio": one customer's question to answer, not the queue;
  // nor how to escalate, unless escalating is what the user asks about.
  const escalationAsked =
    intent === 'escalation' && /\b(?:escalad\w*|remont\w*|niveau\w*)\b/.test(fold(command));
  if (
    (statusObjectOf(command, intent) === 'support_queue' || (intent === 'escalation' && !escalationAsked)) &&
    reportedQuestion.test(fold(command))
  )
    return { intent: 'support', confidence: score, command, pasted, facts };
  return { intent: statusObjectOf(command, intent), confidence: score, command, pasted, facts };
}

const reportedQuestion =
  /\b(?:me |nous )?(?:demande|demandent|veut savoir|voudrait savoir|aimerait savoir|se demande|souhaite savoir)\s+(?:si|s'|quand|comment|combien|pourquoi|ou|quel\w*|a quelle|est-ce)\b/;

/**
 * A request outside the role: the project manager plans anything to set up as a project (« Conçois
 * une formation Excel », « Il faut préparer le salon… »); otherwise said as outside (drafts/outside.ts).
 */
function outsideReading(
  employee: EmployeeId,
  command: string,
  pasted: string | null,
  facts: Facts,
): Understood {
  // « Quel est le meilleur logiciel de comptabilité ? »: a question of knowledge, said as such.
  if (
    /\?\s*$/.test(command.trim()) ||
    /^\s*(?:quel(?:le)?s?|combien|comment|pourquoi|qui|ou|quand|est-ce)\b/.test(fold(command))
  )
    return { intent: 'world_knowledge', confidence: 1, command, pasted, facts };
  if (employee === 'millie' && asksForUndertaking(command)) {
    const subject = planObject(command, facts.dates) || facts.subject;
    return { intent: 'project_plan', confidence: confident, command, pasted, facts: { ...facts, subject } };
  }
  return { intent: 'unknown', confidence: 0, command, pasted, facts, outside: true };
}

// "Écris un mail pour annuler…", "Préviens Karim que…" after a draft: another letter, not details of
// the one before ("c'est pour le 12 décembre", "il s'appelle M. Petit").
const newDraft =
  /^\s*(?:(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|merci de)\s+(?:m'|me\s+|nous\s+)?)?(?:ecris|ecrivez|ecrire|redige|redigez|rediger|prepare|preparez|preparer|envoie|envoyez|envoyer|fais|faites|faire)(?:-moi|-nous)?\s+(?:(?:un|une)\s+(?:nouveau |nouvel |nouvelle |autre |petit |petite )?(?:mail|e-mail|email|courriel|message|courrier|lettre|mot|offre|annonce|fiche de poste|grille)\b|a\s|au\s|aux\s)/;

function startsNewDraft(turn: string): boolean {
  const command = splitPasted(turn).command;
  // "Un mot pour remercier Mme Vidal…", "Une offre pour un serveur…": a draft named first is a new one.
  const named =
    /^\s*(?:et\s+)?(?:un|une)\s+(?:autre\s+|nouveau\s+|nouvelle\s+|petit\s+|petite\s+)?(?:mail|e-mail|email|courriel|message|mot|lettre|courrier|offre|annonce)\s+(?:pour|a|au|aux|de)\s/.test(
      fold(command),
    );
  return (
    named || newDraft.test(fold(command)) || newsTold(command) !== null || asksForDiscoveryQuestions(command)
  );
}

// "C'est pour le 12 décembre", "Le montant est de 450 €", "Ça se passe à Lyon, salle Garonne": a
// sentence that only states facts. Once the facts are taken out, the classifier guesses on a few
// empty words, so what is left decides: a statement (no request, no question) with at most two words
// of its own completes the draft before.
const statementStart =
  /^\s*(?:(?:au fait|en fait|et|ah|oui|ok|d'accord|alors|sinon)[, ]+)?(?:c'est|c'etait|ce sera|ce serait|ca sera|ca se|ca aura|il|elle|ils|elles|on|le|la|les|l'|son|sa|ses|leur|leurs|notre|nos|mon|ma|mes|pour|a|au|aux|en|du|des|de|d'|dans|chez|vers|avant|apres|date|lieu|montant|prix)(?=[\s']|$)/;
const emptyWords = new Set([
  'sera',
  'serait',
  'etait',
  'passe',
  'passera',
  'agit',
  'tient',
  'tiendra',
  'prevu',
  'prevue',
  'fixe',
  'fixee',
  'lieu',
  'aura',
]);

// "Le lieu : Nantes", "Date : 12 décembre", "Montant : 450 €": a detail given as a label and its
// value, said as the sentence it stands for, so the facts read it as they read "c'est à Nantes".
const labelled =
  /^\s*(?:(?:le|la|l'|l’)\s*)?(lieu|adresse|ville|endroit|date|jour|heure|horaire|montant|prix|tarif|somme|total)\s*:\s*(.{1,80}?)\s*\.?\s*$/i;

export function labelledDetail(turn: string): string {
  const match = labelled.exec(turn);
  if (!match?.[1] || !match[2]) return turn;
  const label = fold(match[1]);
  const value = match[2];
  if (/^(lieu|adresse|ville|endroit)$/.test(label))
    return /^(à|a|au|aux|en|chez)\s/i.test(value) ? `C'est ${value}` : `C'est à ${value}`;
  if (/^(heure|horaire)$/.test(label))
    return /^(à|a|de|vers)\s/i.test(value) ? `C'est ${value}` : `C'est à ${value}`;
  if (/^(date|jour)$/.test(label))
    return /^(le|la|du|au)\s/i.test(value) ? `C'est ${value}` : `C'est le ${value}`;
  return `Le montant est de ${value}`;
}

export function statesOnlyFacts(command: string, facts: Facts): boolean {
  if (!hasFacts(facts) || command.includes('?')) return false;
  const rest = fold(classifierText(command, facts));
  const own = (rest.match(/[a-z][a-z'-]*/g) ?? []).filter(
    (word) => word.length > 2 && !stopWords.has(word) && !emptyWords.has(word),
  );
  return own.length === 0 || (own.length <= 2 && statementStart.test(fold(command)));
}

// A message asked for in so many words: "écris un mail à…", "un petit mot pour…", "réponds-lui".
const namesAMessage =
  /\b(mail|email|e-mail|courriel|message|mot|courrier|lettre|sms|ecris(?:-lui| a| au| aux)|reponds|repondre)\b/;

const maxTurnsRead = 12;

// « Tu peux relancer Sophie Durand ? On lui a envoyé un devis… »: the quote may follow the question.
const salesFollowUp =
  /\brelanc\w*\b(?:[^?!]{0,40}[?.!]\s)?[^?!]{0,100}\b(?:devis|propositions?|offres?)\b|\b(?:devis|propositions? commerciales?)\b[^?!]{0,100}\b(?:relanc\w*|sans (?:nouvelles|reponse)|pas (?:encore )?repondu)\b/;

const comparisonAsked =
  /^\s*(?:(?:peux-tu|pourrais-tu|tu peux|pouvez-vous|merci de|aide-moi a|j'aimerais|je voudrais|il faudrait)\s+)?(?:compar(?:e|ez|er)|fais(?:-moi)? un (?:comparatif|benchmark|tableau comparatif)|departage\w*)\b|\b(?:hesit\w*|choisir|trancher|arbitrer) entre\b|\b(?:decider|choisir|trancher|arbitrer)\s*:[^?.!]*\sou\s|^\s*(?:vaut-il mieux|faut-il|dois-je|devrais-je|doit-on|devrions-nous|est-il preferable de)\s[^?]*\sou\s/;

const liveSearch =
  /\b(?:cherche|recherche|trouve|recupere|consulte|regarde|fouille|va voir|scrape)\w*(?:-moi|-nous)?\b[^.?!]{0,60}?\bsur (?:internet|le web|la toile|google|linkedin|facebook|instagram|les reseaux(?: sociaux)?|pages jaunes|societe\.com)\b|^\s*(?:va|vas|allez|aller) (?:sur|voir sur) (?:internet|le web|google|linkedin|societe\.com|les pages jaunes)\b/;

const contentKinds = new Set<Intent>(['post', 'article', 'newsletter']);
const asksForIdeas = (command: string) =>
  itemCounts(fold(command)).some(({ noun }) => /^(idees|suggestions|sujets|themes|pistes)$/.test(noun));

const writingVerb =
  /^\s*(?:(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|merci de|j'aimerais que tu|je voudrais que tu)\s+(?:m'|me\s+|nous\s+|lui\s+)?)?(?:reponds|repondez|repondre|redige|redigez|rediger|ecris|ecrivez|ecrire|prepare|preparez|preparer|formule|envoie|envoyer|invite|invitez|convie|conviez)\b|^\s*(?:j'ai besoin d'|il me faut |fais-moi |faites-moi )une?\s+(?:petit\s+)?(?:mail|email|e-mail|message|mot|courrier|lettre|reponse)\b/;

// Reports on the workspace as a whole: never what a sentence about one named person asks.
const reports = new Set<Intent>(['support_queue', 'crm', 'screening', 'project_status']);

const reportIntents: Partial<Record<EmployeeId, Intent>> = {
  chip: 'crm',
  dot: 'screening',
  millie: 'project_status',
};

/** A question on where things stand: "Où en est le projet X ?", "Quels devis dois-je relancer ?". */
export function statusQuestion(command: string): boolean {
  return /^\s*(?:ou en (?:est|sont|sommes)|quel (?:est )?l'(?:etat|avancement)|qu'est-ce qui (?:reste|bloque)|(?:quel(?:le)?s?|lesquel(?:le)?s|qui) (?:[\p{L}'-]+\s+){0,3}(?:dois-je|devrais-je|faut-il|reste-t-il|restent|sont en (?:cours|attente|retard))\b)/u.test(
    fold(command),
  );
}

// « Note que nous livrons dans le Var » is a fact to keep; « Note que je dois rappeler le plombier »
// a thing to do (commands/parse-action.ts).
const rememberCommand =
  /^\s*(?:retiens|retenez|souviens|souvenez|memorise|memorisez|note bien|notez bien|garde en memoire|gardez en memoire|n'oublie pas que|a retenir\s*:|notez? qu(?:e |')(?!(?:je dois|je devrai|on doit|nous devons|il faut|il faudra|il faudrait|faut)\b))/;

// A request to do something, by its opening verb (« Écris », « Fais-moi », « Peux-tu préparer »).
const workAsked =
  /^\s*(?:(?:bonjour|salut|hello|coucou)[\s,!]*)?(?:(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|merci de|merci d')\s+(?:me\s+|m'|nous\s+)?)?(?:ecri\w*|redig\w*|fai[st]\w*|fais-\w+|prepar\w*|envoi\w*|propos\w*|trouv\w*|donn\w*|cree[rz]?|publi\w*|annonc\w*|relanc\w*|repon\w*|organis\w*|planifi\w*|calcul\w*|compar\w*|resum\w*|analys\w*|list\w*|mets?|ajout\w*)\b/;

// Below this, the classifier's best guess is not trusted to start a new request.
const confident = 0.6;
const languageNamed =
  /\b(tradui\w*|traduis\w*|traduire|traduction (?:en|du|de ce|de cette|de notre|de nos|anglaise|espagnole|allemande|italienne)|anglais\w*|espagnol\w*|allemand\w*|italien\w*|portugais\w*|chinois\w*|arabe|neerlandais\w*|russe|japonais\w*|francais\w*|polonais\w*|roumain\w*|turc|grec\w*|breton|corse|occitan|basque|catalan\w*|langues?|english)\b/;
// Intents that never start a draft to revise.
const conversational = new Set<Intent>(['greeting', 'thanks', 'help', 'unknown', 'sources']);

function applyChange(style: Style, followUp: FollowUp): Style {
  const { change } = followUp;
  return {
    length: style.length + change.length,
    tone: change.tone ?? style.tone,
    address: change.address ?? style.address,
    additions: [...style.additions, ...change.additions],
    ...((change.channel ?? style.channel) ? { channel: 'sms' as const } : {}),
  };
}

function baseStyle(company: CompanyKnowledge): Style {
  const tone =
    company.tone === 'formel'
      ? 'formal'
      : company.tone === 'chaleureux'
        ? 'friendly'
        : company.tone === 'direct'
          ? 'firm'
          : 'neutral';
  return { length: 0, tone: tone === 'firm' ? 'neutral' : tone, address: 'vous', additions: [] };
}

// "Change le prix : c'est 24 €", "finalement ce sera le 14 décembre": a value replaced, not added.
const correction =
  /\b(change|changer|modifie|corrige|corrections?|remplace|rectifie|rectification|erratum|en fait|finalement|plutot|erreur|pas (?:le|la|les|de|\d)|avance\w*|recul\w*|decal\w*|repouss\w*|report(?!ag)\w*|deplac\w*|et si)\b/;

// "Et si on avance la livraison au 15 avril ?", "repousse au 12 mars": the request's date moved to
// the one said, not a new request (a meeting moved is Alfred's own move: drafts/meeting-moves.ts).
const movesTheDate =
  /^\s*(?:(?:et si|ok|bon|alors)\b.*\b(?:avan\w*|recul\w*|decal\w*|repouss\w*|report(?!ag)\w*|deplac\w*|passe\w*|mett\w*|fai\w*)|(?:avance|recule|decale|repousse|reporte|deplace)\w*)\b[^.?!]*\s(?:au|a|le|pour le|jusqu'au)\s/;

/** The request's amount that « pas 6 000 » / « et non 6 000 € » names, by its value. */
export function amountNamedAfterPas(turn: string, amounts: string[]): string | null {
  const match =
    /\b(?:pas|et non|au lieu de)\s+(?:de\s+)?(\d[\d \u00a0\u202f.]*(?:,\d{1,2})?)\s*(k€|€|euros?)?/i.exec(
      turn,
    );
  if (!match?.[1]) return null;
  const value = eurosValue(`${match[1].trim()} ${match[2] ?? '€'}`)?.euros;
  return amounts.find((amount) => eurosValue(amount)?.euros === value) ?? null;
}

/** The percentage of the request a correction replaces: named after « pas », by its item, or the only one. */
function percentReplaced(turn: string, text: string, percentages: string[]): string | null {
  const named = /\b(?:pas|et non|au lieu de)\s+(?:de\s+)?(\d+(?:[,.]\d+)?)\s*(?:%|pour ?cents?)?/i.exec(
    turn,
  )?.[1];
  const byValue =
    named && percentages.find((percent) => percent.replace(/\s*(?:%|pour ?cents?)$/, '') === named);
  if (byValue) return byValue;
  // « le carrelage est à 70 % »: the percentage said after a word of the turn (« carrelage à 50 % »).
  const words = new Set(
    fold(turn)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4),
  );
  const byItem = percentages.find((percent) => {
    const at = text.indexOf(percent);
    const before = fold(text.slice(Math.max(0, at - 40), at)).split(/[^\p{L}]+/u);
    return at >= 0 && before.slice(-4).some((word) => words.has(word));
  });
  return byItem ?? (percentages.length === 1 ? (percentages[0] ?? null) : null);
}

/**
 * « 1 900 € brut » correcting « 1 850 € brut par mois »: the new value keeps the terms the old one
 * said and the correction does not repeat (« par mois »); terms said otherwise are the new ones.
 */
export function sameTerms(oldAmount: string, newAmount: string): string {
  const [before, after] = [eurosValue(oldAmount), eurosValue(newAmount)];
  if (!before || !after) return newAmount;
  const [oldRest, newRest] = [before.rest.trim(), after.rest.trim()];
  if (!oldRest || oldRest === newRest || !fold(oldRest).startsWith(fold(newRest))) return newAmount;
  return `${newAmount.slice(0, newAmount.length - after.rest.length).trimEnd()} ${oldRest}`;
}

/**
 * The amounts of a request that are a count it states times `oldAmount` (« 32 m² … 58 € le m², soit
 * 1 856 € »), each with its value for `newAmount`: a unit price corrected changes its total.
 */
export function derivedTotals(
  command: string,
  oldAmount: string,
  newAmount: string,
): Array<[string, string]> {
  const [before, after] = [eurosValue(oldAmount)?.euros, eurosValue(newAmount)?.euros];
  if (!before || !after) return [];
  const found = [...command.matchAll(amountPattern)].map((match) => match[0].trim());
  const counts = [...command.replace(amountPattern, ' ').matchAll(/(?<![\d,.])(\d{1,6}(?:,\d+)?)(?![\d,.])/g)]
    .map((match) => Number(match[1]!.replace(',', '.')))
    .filter((count) => count > 1);
  const result: Array<[string, string]> = [];
  for (const typed of found) {
    const value = eurosValue(typed.replace(/\s*(?:HT|TTC)$/, ''))?.euros;
    const count = counts.find((n) => value !== undefined && Math.abs(n * before - value) < 0.01);
    if (count === undefined || typed === oldAmount) continue;
    const total = eurosSaid(count * after);
    const digits = /^[\d \u00a0\u202f.,]+\s*(?:k€|€|euros?)/.exec(typed)?.[0];
    if (digits) result.push([digits, total]);
  }
  return result;
}

/**
 * A follow-up that changes the network ("Refais-le pour Instagram") or corrects an amount or a date:
 * the request is rewritten with the new value, so every writer sees it as if it had been asked so.
 */
/**
 * « Propose-lui jeudi 14 h 30 ou vendredi 9 h », then « Il prend vendredi »: the alternative the
 * customer chose, confirmed in the request instead of the choice offered; null when none is named.
 */
export function choiceMade(command: string, turn: string): string | null {
  const folded = fold(turn);
  if (
    !/\b(prend\w*|choisi\w*|retien\w*|retenu|prefere\w*|opte\w*|va pour|ok pour|d'accord pour|confirme\w*|part sur)\b/.test(
      folded,
    )
  )
    return null;
  const offer = /\bpropose[sz]?(?:-lui|-leur)?\s+([^.;!?\n]+)/i.exec(command);
  if (!offer?.[1]) return null;
  const options = offer[1].split(/\s*,\s*|\s+ou\s+/).map((option) => option.trim());
  if (options.length < 2) return null;
  const named = options.filter((option) => {
    const head =
      fold(option)
        .replace(/^(?:le|la|les|l'|un|une)\s+/, '')
        .split(/\s+/)[0] ?? '';
    return (
      head.length >= 2 && new RegExp(`\\b${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(folded)
    );
  });
  if (named.length !== 1) return null;
  return `${command.slice(0, offer.index)}Confirme-lui pour ${named[0]}${command.slice(offer.index + offer[0].length)}`;
}

function corrected(base: Understood, turn: string, now: Date): Understood {
  const said = extractFacts(turn, now);
  let { command, facts, pasted } = base;
  const choice = choiceMade(command, turn);
  if (choice) {
    // The options not chosen are no longer facts of the request.
    const dates = facts.dates.filter((date) => choice.includes(date.text) || pasted?.includes(date.text));
    return { ...base, command: choice, facts: { ...facts, dates } };
  }
  if (said.platform && said.platform !== facts.platform) facts = { ...facts, platform: said.platform };
  // « c'est pour la directrice, Mme Garnier, plus formel »: someone named with a civility in a
  // follow-up, and not in the request, is whom the draft is now written to.
  const reader = said.people.find(
    (person) =>
      /^(?:M\.|Mme|Mlle|Monsieur|Madame|Dr)\s/.test(person.label) &&
      !facts.people.some((known) => known.name === person.name),
  );
  if (reader) facts = { ...facts, people: [reader, ...facts.people] };
  if (correction.test(fold(turn)) || correctsPrevious.test(fold(turn))) {
    // « et si M. Lopez passe à 50 % ? »: the value of the item of the user's own list that the turn names.
    const listed = [withItemValueChanged(command, turn), pasted && withItemValueChanged(pasted, turn)];
    if (listed[0] !== command || (pasted && listed[1] !== pasted)) {
      // The value replaced is no longer a fact of the request (else it is reported as left out).
      const before = `${command} ${pasted ?? ''}`;
      const after = `${listed[0]} ${listed[1] || pasted || ''}`;
      const kept = (value: string) => !before.includes(value) || after.includes(value);
      return {
        ...base,
        command: listed[0]!,
        pasted: listed[1] || pasted,
        facts: {
          ...facts,
          amounts: facts.amounts.filter(kept),
          percentages: facts.percentages.filter(kept),
        },
      };
    }
    // The old value is replaced wherever the request said it: its command, the details after its
    // colon (« … : remise des clés le vendredi 26 février ») and the subject read from it.
    const replace = (old: string, value: string) => {
      command = command.split(old).join(value);
      if (pasted) pasted = pasted.split(old).join(value);
      if (facts.subject) facts = { ...facts, subject: facts.subject.split(old).join(value) };
    };
    // « c'est 10 000 €, pas 6 000 »: the amount named after « pas » is the one replaced, else the first.
    const named = amountNamedAfterPas(turn, facts.amounts);
    const oldAmount = named ?? facts.amounts[0];
    const newAmount = said.amounts[0] && oldAmount ? sameTerms(oldAmount, said.amounts[0]) : said.amounts[0];
    if (newAmount && oldAmount && newAmount !== oldAmount) {
      // « 6 000 € » is not the end of « 16 000 € ».
      const old = new RegExp(`(?<![\\d.,])${oldAmount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
      command = command.replace(old, newAmount);
      // A list given after a colon (« Classe mes affaires : A 20 000 €, B 6 000 € ») is corrected too.
      if (pasted && old.test(pasted)) pasted = pasted.replace(old, newAmount);
      if (facts.subject) facts = { ...facts, subject: facts.subject.split(oldAmount).join(newAmount) };
      facts = {
        ...facts,
        amounts: facts.amounts.map((amount) => (amount === oldAmount ? newAmount : amount)),
      };
      // « 58 € le m² … soit 1 856 € » for 32 m²: a total the request derived from the old amount
      // follows it.
      for (const [derived, value] of derivedTotals(`${command} ${pasted ?? ''}`, oldAmount, newAmount)) {
        const was = new RegExp(`(?<![\\d.,])${derived.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
        command = command.replace(was, value);
        if (pasted) pasted = pasted.replace(was, value);
        facts = { ...facts, amounts: facts.amounts.map((amount) => (amount === derived ? value : amount)) };
      }
    }
    // « le carrelage est à 70 %, pas 50 »: the percentage named after « pas », else the one of the item
    // the turn names (« carrelage à 50 % »), else the only one, is replaced by the one said.
    const [newPercent] = said.percentages;
    const oldPercent = newPercent
      ? percentReplaced(turn, `${command}\n${pasted ?? ''}`, facts.percentages)
      : null;
    if (newPercent && oldPercent && fold(newPercent) !== fold(oldPercent)) {
      const old = new RegExp(`(?<![\\d.,])${oldPercent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
      command = command.replace(old, newPercent);
      if (pasted) pasted = pasted.replace(old, newPercent);
      facts = {
        ...facts,
        percentages: facts.percentages.map((percent) => (percent === oldPercent ? newPercent : percent)),
      };
    }
    const [saidDate] = said.dates;
    const [oldDate] = facts.dates;
    // « décale à jeudi » a meeting of « lundi 7 décembre à 14h »: the day moves, the hour stays.
    const keepsHour =
      saidDate && oldDate && saidDate.minutes === null && oldDate.minutes !== null && !saidDate.timeOnly;
    // « finalement c'est à 15h » for « mardi 8 décembre à 14h30 »: the hour moves, the day stays.
    const oldDay =
      saidDate?.timeOnly && saidDate.minutes !== null && oldDate && !oldDate.timeOnly
        ? oldDate.text
            .replace(/\s*(?:,\s*)?(?:à|a|de|vers|entre)\s*\d{1,2}\s*(?:h|:|heures?)[\s\S]*$/i, '')
            .trim()
        : '';
    const newDate =
      keepsHour && saidDate && oldDate
        ? (extractFacts(`${saidDate.text} à ${formatTime(oldDate.minutes ?? 0)}`, now).dates[0] ?? saidDate)
        : oldDay && saidDate
          ? (extractFacts(
              `${oldDay} à ${formatTime(saidDate.minutes ?? 0)}${saidDate.endMinutes === null ? '' : ` à ${formatTime(saidDate.endMinutes)}`}`.replace(
                / à (\d[^à]*) à /,
                ' de $1 à ',
              ),
              now,
            ).dates[0] ?? saidDate)
          : saidDate;
    if (newDate && oldDate && newDate.label !== oldDate.label) {
      replace(
        oldDate.text,
        newDate.text.replace(/^(c'est|ce sera)\s+/i, '').replace(/^(?:a|à|au)\s+(?=\p{L})/iu, ''),
      );
      facts = { ...facts, dates: [newDate, ...facts.dates.slice(1)] };
    }
    const [newPlace] = said.places;
    const [oldPlace] = facts.places;
    if (newPlace && oldPlace && newPlace !== oldPlace) {
      replace(oldPlace, newPlace);
      facts = { ...facts, places: [newPlace, ...facts.places.slice(1)] };
    }
    // « en fait c'est un CDI »: a contract named instead of the one the request said.
    const newContract = contractWord.exec(turn)?.[0];
    const oldContract = contractWord.exec(command)?.[0];
    if (newContract && oldContract && fold(newContract) !== fold(oldContract))
      replace(oldContract, newContract);
  }
  return command === base.command && facts === base.facts && pasted === base.pasted
    ? base
    : { ...base, command, facts, pasted };
}

/** "les hôtels d'Annecy" → "les hôtels de Chamonix": a place replaced, with « de » elided or not. */
export function withPlaceReplaced(text: string, old: string, value: string): string {
  const vowel = /^[aeiouyhàâéèêîôû]/i.test(value);
  return text
    .split(old)
    .map((part, index, parts) =>
      index < parts.length - 1
        ? part.replace(/\b(d|D)['’]$|\b(de|De) $/, (_, elided, full) =>
            vowel ? `${elided ?? full.charAt(0)}’` : `${elided ? `${elided}e` : full} `,
          )
        : part,
    )
    .join(value);
}

/**
 * "Et pour Marseille ?" after a request about Lyon: the same request for the new place (or company),
 * which replaces the old one in the command and the facts; a target of another kind joins them.
 */
export function retargeted(base: Understood, target: string, now: Date): Understood {
  const alone = extractFacts(target, now);
  // "Marseille" alone reads as no place: said after "à", it does.
  const said =
    alone.places.length || alone.companies.length || alone.people.length
      ? alone
      : { ...alone, places: extractFacts(`à ${target}`, now).places };
  let { command, facts } = base;
  for (const kind of ['places', 'companies'] as const) {
    const [value] = said[kind];
    const [old] = facts[kind];
    if (!value || !old || value === old || !command.includes(old)) continue;
    command = withPlaceReplaced(command, old, value);
    facts = {
      ...facts,
      [kind]: [value, ...facts[kind].slice(1)],
      subject: facts.subject ? facts.subject.split(old).join(value) : facts.subject,
    };
    said[kind] = [];
  }
  // "Et pour M. Durand ?": the person replaces the one the request named.
  const [person] = said.people;
  const [former] = facts.people;
  if (person && former && person.label !== former.label) {
    // Said in full (« M. Dupont ») or by the name alone (« Dupont »), the former one goes.
    command = command.split(former.label).join(person.label).split(former.name).join(person.name);
    facts = { ...facts, people: [person, ...facts.people.slice(1)] };
    said.people = [];
  }
  // A name of another length moves what follows it: each date is found again where the new command says it.
  if (command !== base.command) facts = { ...facts, dates: relocated(facts.dates, command) };
  return { ...base, command, facts: mergeFacts(facts, said) };
}

/** Dates read in a command, at their place in a rewritten one (a date no longer said keeps its index). */
function relocated(dates: Facts['dates'], command: string): Facts['dates'] {
  let from = 0;
  return dates.map((date) => {
    const index = command.indexOf(date.text, from);
    if (index < 0) return date;
    from = index + date.text.length;
    return { ...date, index };
  });
}

const contractWord = /\b(?:CDI|CDD|cdi|cdd|stage|alternance|freelance|intérim|interim)\b/;

// "…, signe Claire Martin, Cabinet Martin Conseil.", "de la part de Paul": who sends the draft, not
// whom it is for. Read apart, so the name signs the letter instead of being greeted in it.
const signOff =
  /(?:^|[.;!?,:]\s*|\s(?=de la part)|\s(?=et sign))(?:et\s+)?(?:sign(?:e|ez|é|ée|er)(?:\s+(?:le mail|le message|la lettre|le courrier|avec|de|du nom de))?(?:\s+par)?|de la part de|au nom de)\s*:?\s*[«"“]?\s*(\p{Lu}[^«»"“”\n.;!?]{1,100}?)\s*[»"”]?\s*(?=[.!;?]|$)/iu;

export function withoutSignOff(turn: string): { text: string; signer: string | null } {
  const match = signOff.exec(turn);
  if (!match?.[1] || !/^\p{Lu}/u.test(match[1])) return { text: turn, signer: null };
  const start = match.index + (/^[.;!?,:]/.test(match[0]) ? 1 : 0);
  const text = `${turn.slice(0, start)}${turn.slice(match.index + match[0].length)}`
    .trim()
    .replace(/[,;:]\s*([.!?]?)$/, '$1')
    .replace(/([?!.])\s*\.$/, '$1');
  return { text, signer: match[1].split(/\s*,\s*/).join('\n') };
}

const teamWords =
  /\b(qui (?:doit )?fai\w* quoi|repartis\w*|reparti\w*|attribue\w*|assigne\w*|distribue\w*|on est (?:\d+|deux|trois|quatre|cinq|six)|nous sommes|l'equipe|equipe\s*:|avec moi)\b/;

/** The people a message gives a plan, the user first when they count themselves (« moi »). */
function teamOfPlan(turn: string, facts: Facts): Person[] | null {
  const folded = fold(turn);
  if (!facts.people.length || !teamWords.test(folded)) return null;
  const user: Person = { civility: null, name: 'Vous', label: 'Vous' };
  // In the order said, which is often the order of who leads.
  const said = [...facts.people].sort((a, b) => turn.indexOf(a.name) - turn.indexOf(b.name));
  return /\bmoi\b/.test(folded) ? [user, ...said] : said;
}

const otherSide: Record<string, string> = { nos: 'vos', notre: 'votre', vos: 'nos', votre: 'notre' };

/** A phrase of the message answered, said from the answer's side: « nos tarifs » → « vos tarifs ». */
function answeredSide(phrase: string): string {
  return phrase.replace(/\b(?:nos|notre|vos|votre)\b/giu, (word) => {
    const other = otherSide[word.toLowerCase()]!;
    return /^\p{Lu}/u.test(word) ? capitalise(other) : other;
  });
}

const signedName = /^\s*(\p{Lu}[\p{L}’'-]+(?:\s+\p{Lu}[\p{L}’'-]+){1,2})\s*$/u;
const closing =
  /^\s*(?:(?:bien|tres|tres bien)\s+)?(?:cordialement|a bientot|a vous|salutations|sinceres salutations|bonne journee|belle journee|merci\b.*)[\s,.!]*$/;

/**
 * Who signed a pasted message: the name under its closing (« Bien cordialement, / Régis Chauvel /
 * Flora Ouest Distribution »: not the company on the line below it), else its last line.
 */
export function signerOf(pasted: string): string | undefined {
  const lines = pasted.split('\n');
  const closed = lines.findLastIndex((line) => closing.test(fold(line)));
  const under = closed >= 0 ? lines.slice(closed + 1).find((line) => line.trim()) : undefined;
  return (
    (under && signedName.exec(under)?.[1]) ??
    signedName.exec(lines.at(-1) ?? '')?.[1] ??
    // Pasted on one line (« … Bien à vous, Armelle Caroff, Épicerie La Grange »): the name after the
    // last closing, before the company.
    [...pasted.matchAll(inlineSignature)].at(-1)?.[1] ??
    bareSigner(pasted)
  );
}

// « … Que pouvez-vous faire ? Julien Morel »: pasted on one line and signed without a closing, the
// name alone after the last sentence. A first name opens it, so that a last phrase in capitals
// (« … Merci. Bonne Journée ») is no signer.
const bareSignature = /[.!?…)]\s+(\p{Lu}[\p{L}’'-]+(?:\s+\p{Lu}[\p{L}’'-]+){1,2})\s*[.,]?\s*$/u;

function bareSigner(pasted: string): string | undefined {
  const name = bareSignature.exec(pasted.trim())?.[1];
  const first = fold(name?.split(/\s+/)[0] ?? '');
  return name && (firstNames.has(first) || first.split('-').every((part) => firstNames.has(part)))
    ? name
    : undefined;
}

// Without the i flag: under it, \p{Lu} takes lower case letters too.
const inlineSignature =
  /(?:[Bb]ien à vous|(?:[Bb]ien |[Tt]rès )?[Cc]ordialement|(?:[Ss]incères |[Mm]eilleures )?[Ss]alutations(?: distinguées)?|[Bb]onne journée|[Bb]elle journée|[Àà] bientôt|[Mm]erci(?: d[’']avance| par avance| beaucoup)?)\s*[,.!]?\s+(\p{Lu}[\p{L}’'-]+(?:\s+\p{Lu}[\p{L}’'-]+){1,2})\s*(?=[,.\n]|$)/gu;

/**
 * Whom a pasted message greets (« Bonjour Monsieur Le Du, »): the one who received it, so the user
 * answering it, not the reader of the answer.
 */
export function greetedIn(pasted: string): string | undefined {
  return /^\s*(?:(?:[Bb]onjour|[Bb]onsoir|[Cc]her|[Cc]hère|[Hh]ello|[Ss]alut)\s+(?:(?:[Mm]onsieur|[Mm]adame|M\.|Mme)\s+)?|(?:Monsieur|Madame)\s+)(?!Monsieur|Madame)(\p{Lu}[\p{L}’'-]+(?:\s+\p{Lu}[\p{L}’'-]+){0,2})\s*[,!]/u.exec(
    pasted,
  )?.[1];
}

// « Correction : le carrelage est à 70 % », « Erratum : … », « Je me suis trompé, c'est… »: a value of
// the request just made is corrected, whatever else the classifier reads in the turn.
const correctsPrevious =
  /^\s*(?:(?:non|pardon|oups)\s*,?\s*)?(?:correction|rectification|erratum|petite erreur|(?:je me suis|on s'est) trompe\w*|je corrige)\b/;

/** Reads every user turn in order and returns the request the last one amounts to. */
export async function readConversation(request: ReplyRequest): Promise<Conversation> {
  const { messages, now } = request;
  // Typed without capitals (« a m. durand a toulouse »), a turn is read with its names written.
  // « Invite-le » after a reply that retained one person: that person, named.
  const typedTurns = messages.flatMap((turn, at) => {
    if (turn.role !== 'user') return [];
    const before = messages[at - 1];
    // « Réponds à celui qui a été prélevé deux fois »: the desk's customer, named.
    const named = withTicketRequester(truecase(turn.content.trim()), request.workspace?.support);
    return [withChosenPerson(named, before?.role === 'assistant' ? before.content : null)];
  });
  const chosenFor = new Set(
    messages
      .filter((turn) => turn.role === 'user')
      .flatMap((turn, at) => (truecase(turn.content.trim()) !== typedTurns[at] ? [typedTurns[at]] : [])),
  );
  // « … la veille »: the day before the one the previous request named, said as a day. An answer to a
  // desk customer reads what they last wrote, as if pasted under it.
  const userTurns = typedTurns.map((turn, index) =>
    withTicketMessage(withRelativeDay(turn, typedTurns.slice(0, index), now), request.workspace?.support),
  );
  // A request older than this is not revised by a follow-up: reading further back is wasted work.
  const readTurns = userTurns.slice(-maxTurnsRead);
  const remembered = userTurns
    .slice(0, -1)
    .filter((turn) => rememberCommand.test(fold(turn)) || describesCompany(turn))
    .map(factToRemember);
  const signers = readTurns.map((turn) => withoutSignOff(turn).signer).filter(Boolean);
  const known = companyKnowledge(request.memory, remembered);
  // A signature asked for in the conversation signs its drafts, over the profile's.
  const company = signers.length ? { ...known, signature: signers.at(-1) ?? null, name: null } : known;
  // A stored conversation resumes from the reading kept with the last reply: only the new message is
  // read. Without one (a visitor's conversation, a reply of a model provider), every turn is read again.
  const resumed = storedState(messages);
  let base = resumed?.request ?? null;
  let style = resumed?.style ?? baseStyle(company);
  let followUp: FollowUp | null = null;
  let revises = false;
  const firstRead = resumed ? readTurns.length - 1 : 0;
  for (const [index, typed] of readTurns.entries()) {
    if (index < firstRead) continue;
    // "… pour l'annoncer": read with what the pronoun stands for.
    const said = withAntecedents(typed, readTurns.slice(0, index), now);
    // A labelled detail completes a request already made; alone, it is read as typed.
    const turn = base ? labelledDetail(said) : said;
    const understood = await understand(withoutSignOff(turn).text, now, request.employee);
    const reading = readFollowUp(splitPasted(turn).command, turn);
    // A turn for the person the previous reply retained is a new request for them, not a revision.
    const canRevise =
      base !== null &&
      !conversational.has(base.intent) &&
      base.intent !== 'remember' &&
      !chosenFor.has(typed);

    const newRequest =
      understood.confidence >= confident &&
      !conversational.has(understood.intent) &&
      !reading.isFollowUp &&
      understood.intent !== base?.intent;
    // « La maçonnerie prend une semaine de plus. Décale la suite. »: a step of the plan the user listed
    // made longer, in the request; the steps after it move with it (drafts/plan-steps.ts).
    const lengthened =
      canRevise && base?.intent === 'project_plan'
        ? withStepLengthened(planText(base.command, base.pasted), turn, now)
        : null;
    if (lengthened && base) {
      const change = `${lengthened.step} : ${lengthened.to} au lieu de ${lengthened.from}`;
      const details = (base.details ?? []).filter((detail) => detail.label !== lengthenedStep);
      base = {
        ...base,
        command: lengthened.text,
        pasted: null,
        details: [...details, { label: lengthenedStep, text: change }],
      };
      followUp = reading;
      revises = true;
      continue;
    }
    if (canRevise && base && reading.isFollowUp && !newRequest) {
      followUp = reading;
      revises = reading.question === null || reading.question === 'retarget';
      style = applyChange(style, reading);
      base = corrected(base, turn, now);
      if (reading.question === 'retarget') base = retargeted(base, reading.target ?? '', now);
      // "Fais-la plus longue, avec nos horaires : du mardi au samedi": the details join the request.
      const added = /\b(?:avec|ajoute|rajoute|inclus|mets|precise)\s+([^:]{2,40}?)\s*:\s*(.+)$/i.exec(
        turn.replace(/[ÀÂ]/g, 'A'),
      );
      if (added?.[1] && added[2]) {
        const label = added[1].replace(/^(nos|notre|mes|mon|ma|les|le|la)\s+/i, '');
        const text = added[2].replace(/[.!\s]+$/, '');
        base = {
          ...base,
          details: [...(base.details ?? []), { label, text }],
        };
      }
      continue;
    }
    if (
      canRevise &&
      base &&
      base.facts.dates.length === 1 &&
      turn.length < 120 &&
      movesTheDate.test(fold(turn)) &&
      !/\b(reunion|rendez-vous|rdv|point|call|visio|entretien)\b/.test(fold(turn)) &&
      extractFacts(turn, now).dates.length === 1
    ) {
      base = corrected(base, turn, now);
      followUp = reading;
      revises = true;
      continue;
    }
    // « Qui fait quoi ? On est 4 : moi, Paul, Inès et Karim »: the team of the plan just made, who
    // then own its milestones.
    const team = canRevise && base?.intent === 'project_plan' ? teamOfPlan(turn, understood.facts) : null;
    if (team && base) {
      base = { ...base, facts: { ...base.facts, people: team } };
      followUp = reading;
      revises = true;
      continue;
    }
    // « Le fournisseur annule », « Mme Petit passe à 16h »: a change to the day planned from the
    // appointments listed before (drafts/day-plan.ts applies it).
    if (
      canRevise &&
      base &&
      request.employee === 'alfred' &&
      appointmentChange(turn, appointmentsOf(base, now), now)
    ) {
      base = { ...base, details: [...(base.details ?? []), { label: 'changement', text: turn }] };
      followUp = reading;
      revises = true;
      continue;
    }
    // "Il s'appelle M. Petit", "c'est pour le 12 décembre": a completion of the request, not a new one.
    // A command after a question ("Combien coûte un stagiaire ?", then "Rédige l'offre de stage en
    // marketing") is a new request, not a detail of the question.
    const commandAfterQuestion =
      base !== null &&
      /\?\s*$/.test(base.command) &&
      /^\s*(?:(?:peux-tu|pourrais-tu|tu peux)\s+(?:me\s+|m')?)?(?:ecri|redig|prepar|fai[st]|cree|envoie|publie|propose|donne|liste|planifie|organise)\w*\b/.test(
        fold(turn),
      );
    const completes =
      canRevise &&
      base &&
      !startsNewDraft(turn) &&
      !commandAfterQuestion &&
      (understood.confidence < confident ||
        understood.intent === base.intent ||
        correctsPrevious.test(fold(turn)) ||
        statesOnlyFacts(understood.command, understood.facts)) &&
      hasFacts(understood.facts) &&
      turn.length < 200 &&
      // « Erratum : la livraison, c'est le 1er février »: the colon of a correction opens no pasted text.
      (!understood.pasted || correctsPrevious.test(fold(turn)));
    if (completes && base) {
      // « non, en fait c'est mercredi à 11 h »: what it corrects is replaced, then the rest joins.
      const revised = corrected(base, turn, now);
      // "Il s'appelle en fait M. Rouxel": the person named replaces the one said before.
      const renamed =
        understood.facts.people.length > 0 &&
        revised.facts.people.length > 0 &&
        /\b(en fait|plutot|finalement|erreur|s'appelle|se nomme|son nom)\b/.test(fold(turn));
      // « c'est 1 900 € brut »: an amount the correction put in, with its terms, is not one more.
      const value = (amount: string) => eurosValue(amount)?.euros;
      const amounts = understood.facts.amounts.filter(
        (amount) =>
          revised.facts.amounts.includes(amount) ||
          !revised.facts.amounts.some(
            (known) => value(known) !== undefined && value(known) === value(amount),
          ),
      );
      const merged = mergeFacts(revised.facts, { ...understood.facts, amounts });
      const people = renamed ? [...understood.facts.people, ...revised.facts.people.slice(1)] : merged.people;
      base = { ...revised, facts: { ...merged, people } };
      followUp = reading;
      revises = true;
      style = applyChange(style, reading);
      continue;
    }
    // « Il veut être remboursé »: a new request about the customer and the order named before.
    // « Elle demande finalement un remboursement »: about that one customer, not the whole queue;
    // « Il préfère finalement un avoir », which the classifier cannot place, goes on with that request.
    const goesOn =
      base !== null &&
      !conversational.has(base.intent) &&
      (reports.has(understood.intent) || understood.confidence < confident) &&
      speaksOfSomeoneNamed(turn) &&
      base.facts.people.length > 0;
    base =
      base && !conversational.has(base.intent)
        ? {
            ...understood,
            intent: goesOn ? base.intent : understood.intent,
            confidence: goesOn ? confident : understood.confidence,
            facts: withJobOfChosen(carriedOver(base, turn, understood.facts), base, chosenFor.has(typed)),
          }
        : understood;
    followUp = null;
    revises = false;
    style = applyChange(baseStyle(company), reading);
    // "Écris un mail sympa à…": the tone asked with the request, when no follow-up word set one.
    style = { ...style, tone: reading.change.tone ?? requestedTone(fold(turn)) ?? style.tone };
  }
  const previousReply = [...messages].reverse().find((turn) => turn.role === 'assistant')?.content ?? null;
  return {
    employee: request.employee,
    message: userTurns.at(-1) ?? '',
    request: base ?? {
      intent: 'unknown',
      confidence: 0,
      command: '',
      pasted: null,
      facts: extractFacts('', now),
    },
    followUp,
    revises,
    style,
    company,
    workspace: request.workspace,
    history: messages.slice(0, -1),
    previousReply,
    now,
    today: parisClock(now).day,
    state: { version: stateVersion, request: base, style },
  };
}

/** The person a reply retained for a job is asked for that job: its title goes with the new request. */
function withJobOfChosen(facts: Facts, previous: Understood, chosen: boolean): Facts {
  return chosen && !facts.jobTitles.length && previous.facts.jobTitles.length
    ? { ...facts, jobTitles: previous.facts.jobTitles }
    : facts;
}

// « une cliente », « Madame »: a woman for sure. A man is only « Monsieur » or « M. »: « le client »
// is said of anyone.
const womanSaid =
  /\b(?:(?:une|la|cette|ma|notre|votre|sa|nouvelle|fidele)\s+(?:cliente|candidate|patiente|fournisseuse|acheteuse|gerante|directrice|collaboratrice|salariee|prospecte)|(?:une|la|cette|ma)\s+(?:locataire|proprietaire|responsable|architecte))\b|\b(?:madame|mme)\b/;
const manSaid = /\bmonsieur\b|(?:^|\s)m\.\s/;

/** The civility the request gives the one it speaks of, when no first name says it. */
export function civilitySaid(command: string): 'Mme' | 'M.' | null {
  const folded = fold(command);
  if (womanSaid.test(folded)) return 'Mme';
  return manSaid.test(folded) ? 'M.' : null;
}
