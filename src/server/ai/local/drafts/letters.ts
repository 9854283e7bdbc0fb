// Letters to a third party built from the facts of the request: a payment reminder, a follow-up,
// thanks, an apology or postponement, a refusal, an invitation, a confirmation, an announcement,
// a complaint, a request. Alfred writes them; Chip, Clide and Dot reuse the same composer.

import { type DayNumber, parisClock } from '../../../../shared/paris-time.ts';
import { formatSlotStart, freeSlots } from '../calendar.ts';
import { findDates } from '../dates.ts';
import {
  capitalise,
  continuedSentence,
  customerGender,
  fold,
  formatDay,
  formatTime,
  numberOf,
  possessed,
  rangesWithUnits,
  stopWords,
  withDe,
  withoutArticle,
} from '../french.ts';
import { namedBefore } from '../understanding/antecedents.ts';
import { askedDeadline } from '../understanding/asked-deadline.ts';
import { relevantFacts } from '../understanding/company.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { calendarEventWords, eventNounOf } from '../understanding/events.ts';
import {
  businessKinds,
  type DateFact,
  type Facts,
  figuresWritten,
  type Person,
  type Reference,
} from '../understanding/facts.ts';
import { toReaderForm } from '../understanding/french-persons.ts';
import { mannerStart, withoutInstructions } from '../understanding/instructions.ts';
import { civilityOfFirstName } from '../understanding/lexicon.ts';
import { answerOpening, newsTold } from '../understanding/news-told.ts';
import { pastedQuestion } from '../understanding/pasted-question.ts';
import { closingLine, groupGreeting, type Letter, letter, listWords, type Paragraph } from './compose.ts';
import { newsSubject } from './news-subject.ts';
import { refusalParts, refusalWithReason } from './refusal-reasons.ts';

export type LetterKind =
  | 'payment_reminder'
  | 'reminder'
  | 'thanks'
  | 'apology'
  | 'refusal'
  | 'invitation'
  | 'confirmation'
  | 'announcement'
  | 'complaint'
  | 'request'
  | 'congratulations'
  | 'wishes'
  | 'termination'
  | 'sending'
  | 'welcome'
  | 'proposal'
  | 'reply';

const kindRules: Array<[LetterKind, RegExp]> = [
  [
    'payment_reminder',
    /\b(impaye\w*|(pas|jamais) (encore )?(paye|regle)|non (paye|reglee?)|reglement|paiement|en retard de paiement|recouvrement|relance\w* (de |pour |sur )?(la |une |sa |cette |ma )?facture|facture\w* (en retard|echue|impayee))\b/,
  ],
  [
    'complaint',
    /\b(reclamation|se plaindre|plainte|litige|conteste\w*|mecontent\w*|pas conforme|defectueu\w*|abime\w*|casse\w*|incomplete?s?|il (?:nous )?manque|manquant\w*|erreur de livraison)\b/,
  ],
  [
    'apology',
    new RegExp(
      `\\b(excus\\w*|desole\\w*|report(?!ag)\\w*|decal\\w*|repouss\\w*|reprogramm\\w*|annul\\w*|decommand\\w*|empeche\\w*|contretemps|retard\\w*|deplac(?:e|er|ez|ons)|(?:avanc|rapproch)\\w* (?:le |la |l'|notre |nos )?(?:${calendarEventWords}))\\b`,
    ),
  ],
  [
    'termination',
    /\b(resili\w*|mettre fin a (?:mon|notre|ce|le)|fin (?:de|a) (?:mon|notre) (?:contrat|abonnement)|ne pas renouveler|non-renouvellement)\b/,
  ],
  ['refusal', /\b(refus\w*|declin\w*|ne pas donner suite|decliner|(?:dire|dis|dites) non|negati\w*)\b/],
  ['thanks', /\b(remerci\w*|merci)\b/],
  ['congratulations', /\b(felicit\w*|bravo)\b/],
  [
    'wishes',
    /\b(souhait\w* (?:un |une |de |d')?(?:tres )?(?:bon|bonne|bonnes|joyeux|joyeuses|excellent\w*|belles?|meilleur\w*)|anniversaire|bonne annee|meilleurs voeux|voeux|bonnes? fetes?|bon retablissement|prompt retablissement)\b/,
  ],
  ['welcome', /\b(bienvenue|accueilli\w*|nouveau client|nouvelle cliente|onboarding)\b/],
  [
    'invitation',
    /\b(invit\w*|convi\w*|(?:propos|sugger)\w* (?:un |une |de (?:faire |prendre )?(?:un |une )?)(?:point|rendez-vous|rdv|reunion|call|appel|visio\w*|dejeuner|diner|cafe|rencontre|echange|creneau))\b/,
  ],
  // « pour lui proposer une intervention sur le compostage »: a service or an idea offered (a meeting
  // proposed is an invitation, above).
  ['proposal', /\b(?:pour|de|afin de) (?:lui |leur |vous )?proposer\b/],
  ['confirmation', /\b(confirm\w*|valid\w*|accus\w* (de )?reception)\b/],
  [
    'reminder',
    /\b(relanc\w*|sans nouvelles|sans reponse|rappel\w*|n'a pas repondu|pas de (retour|reponse))\b/,
  ],
  // « pour lui envoyer les factures de novembre », « lui transmettre le devis signé »: documents sent.
  [
    'sending',
    /\b(?:pour |de )?(?:lui |leur |vous )(?:envoyer|renvoyer|transmettre|faire parvenir|adresser|faire suivre)\b|\b(?:ci-joint\w*|en pieces? jointes?)\b/,
  ],
  [
    'announcement',
    /\b(annonc\w*|present\w*|promouv\w*|inform\w*|prevenir|previens|fermeture|hausse|augmentation|nouveaute|changement|demenagement|nouvelle adresse|conges|vacances)\b/,
  ],
  ['request', /\b(demand\w*|solliciter|obtenir|besoin d|aimerais|voudrais|devis)\b/],
];

// « pour (lui) demander (à mon propriétaire) l'autorisation de… », « solliciter un délai »: a grant asked.
const grantedAsked =
  /\b(?:pour (?:lui |leur |vous )?(?:demander|solliciter|obtenir)|je (?:voudrais|souhaite|souhaiterais) (?:demander|solliciter|obtenir))\s+(?:(?:a|au|aux) [^,.;!?]{2,40}?\s+)?(?:l'|le |la |un |une |votre |son |leur )\s*(?:autorisation|accord|permission|agrement|derogation|dispense|delai|report|prolongation|echelonnement|exoneration|remise gracieuse)s?\b/;

// What a reply can do to a message received; "qui demande un rendez-vous" asks for a reply, not a request.
const replyKinds = new Set<LetterKind>([
  'apology',
  'refusal',
  'thanks',
  'congratulations',
  'wishes',
  'confirmation',
]);

// "Réponds à Karim qui me demande si on peut décaler la livraison au 15 janvier : c'est d'accord":
// the question asked and the user's answer to it.
// « M. Caron me demande s'il peut passer samedi. Dis-lui que c'est bon pour 10h. »: the same, with
// the answer given as an instruction.
const answeredPattern =
  /\b(?:qui )?(?:me |nous )?demande (?:si |s')\s*(.+?)\s*[:,;.]\s*(?:et\s+)?(?:(?:dis|dites|reponds|repondez|confirme|confirmez)(?:-lui|-leur)\s+(?:que\s+|qu')?)?(c'est d'accord|d'accord|oui|ok|c'est ok|c'est bon|c'est possible|c'est faisable|c'est jouable|ca marche|ça marche|pas de soucis?|pas de probleme|aucun probleme|avec plaisir|volontiers|bien sur|j'accepte|on accepte|nous acceptons|c'est non|malheureusement non|non|ce n'est pas possible|ce n'est pas faisable|pas possible|pas faisable|impossible|je refuse|on refuse)\b(?:\s*[,:;-]?\s*([^.!?\n]{3,}))?/;

/** The question a reply answers, in the user's words, and whether the answer is yes. */
export function answeredQuestion(
  command: string,
): { question: string; yes: boolean; detail?: string } | null {
  const folded = fold(command);
  const match = answeredPattern.exec(folded);
  if (!match?.[1] || !match[2]) return null;
  const start = match.index + match[0].indexOf(match[1]);
  // « oui, le 22 décembre »: what the answer adds, as typed.
  const detailStart = match[3] ? match.index + match[0].length - match[3].length : -1;
  return {
    question: command.slice(start, start + match[1].length).trim(),
    yes: !/\b(non|pas possible|pas faisable|impossible|refuse)\b/.test(match[2]),
    ...(match[3] ? { detail: command.slice(detailStart, detailStart + match[3].length).trim() } : {}),
  };
}

/** "on peut décaler la livraison" → "nous pouvons décaler la livraison"; else the question quoted. */
function answerSentence(answered: { question: string; yes: boolean; detail?: string }): string {
  const { question, yes } = answered;
  // « s'il peut passer récupérer sa commande samedi » → « vous pouvez passer récupérer votre commande
  // samedi »; « c'est bon pour samedi 10h »: the time joins the day said.
  if (/^(?:il|elle|ils|elles)\s/i.test(question)) {
    const asked = toSecondPerson(question);
    const when = answered.detail?.replace(/^pour\s+(?:le\s+)?/i, '') ?? null;
    const lastWord = asked.split(' ').at(-1) ?? '';
    const merged =
      when && lastWord && fold(when).startsWith(fold(lastWord))
        ? `${asked}${when.slice(lastWord.length).replace(/^\s*(?=\d)/, ' à ')}`
        : when
          ? `${asked}, ${toRecipient(when)}`
          : asked;
    return yes
      ? `C’est d’accord : ${merged}.`
      : `Malheureusement, ce ne sera pas possible : ${asked.replace(/^vous (\p{L}+)/u, 'vous ne $1 pas')}${when ? `, ${toRecipient(when)}` : ''}.`;
  }
  const detail = answered.detail ? `, ${toRecipient(answered.detail)}` : '';
  if (/^(?:on|nous)\s/i.test(question)) {
    const we = asWe(question.replace(/^nous\s+/i, 'on ')).replace(/^Nous/, 'nous');
    if (yes) return `C’est d’accord : ${we}${detail}.`;
    return `Malheureusement, ce ne sera pas possible : ${we.replace(/^nous (\p{L}+)/u, 'nous ne $1 pas')}.`;
  }
  return yes
    ? `C’est d’accord pour votre demande (« ${question} »).`
    : `Malheureusement, je ne peux pas donner suite à votre demande (« ${question} »).`;
}

// What a refusal declines, as the request names it: « la proposition de Mme Martin », « son offre de
// maintenance », « l'invitation de M. Roux au salon »; or as the reader made it: « qui nous proposait un
// partenariat ».
const refusedNouns = 'proposition|offre|invitation|devis|demande|sollicitation|candidature';
const refusedNamed = new RegExp(
  `\\b(?:l'|la |le |les |son |sa |ses |leur |leurs |votre |vos |cette |ce |cet )(${refusedNouns})s?\\b`,
);
const refusedMade =
  /\bqui (?:nous |me |vous )?(?:a |avait |ont |avaient )?(propos|offr|invit)\w*\s+(?:(?:une|un|des|du|de|le|la|les)\s+|(?:d'|l')\s*)?([^,:;.!?]{3,60})/;
const refusedVerbNouns: Record<string, string> = {
  propos: 'proposition',
  offr: 'offre',
  invit: 'invitation',
};

/** « votre invitation au salon », « votre proposition de partenariat »: what a refusal declines, or null. */
export function refusedThing(command: string): { text: string; noun: string } | null {
  const colon = command.indexOf(':');
  const head = colon > 0 ? command.slice(0, colon) : command;
  const folded = fold(head);
  const named = refusedNamed.exec(folded);
  if (named?.[1]) {
    let rest = head.slice(named.index + named[0].length);
    // « de Mme Martin », « de Point P »: who made it, not what it is.
    rest = rest.replace(
      /^\s+(?:de|d['’])\s*(?:(?:M\.|Mme|Mlle|Monsieur|Madame)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/u,
      '',
    );
    const complement =
      /^\s+((?:de|d['’]|du|des|au|aux|à|pour|sur|concernant)\s*[^,;.!?]{2,50}?)\s*(?=$|,|\s+(?:qui|car|parce|en lui|pour lui|poliment|gentiment)\b)/iu.exec(
        rest,
      );
    const said =
      complement?.[1] && !/^pour\s+(?:lui|leur)\b/i.test(complement[1])
        ? ` ${toRecipient(complement[1])}`
        : '';
    return { text: `${ownedThing(named[1], said)}`, noun: named[1] };
  }
  const made = refusedMade.exec(folded);
  if (made?.[1] && made[2]) {
    const noun = refusedVerbNouns[made[1]]!;
    const start = made.index + made[0].length - made[2].length;
    const what = toRecipient(head.slice(start, start + made[2].length).trim());
    // « qui nous invite à son salon » → « votre invitation à votre salon »; « qui nous proposait un
    // partenariat » → « votre proposition de partenariat ».
    if (noun === 'invitation')
      return { text: ownedThing(noun, /^(?:à|a|au|aux)\s/i.test(what) ? ` ${what}` : ''), noun };
    return { text: `votre ${noun} ${/^[aeiouyéèêh]/i.test(what) ? 'd’' : 'de '}${what}`, noun };
  }
  return null;
}

/** « votre invitation au salon »; « l’invitation à votre salon », not « votre invitation à votre salon ». */
function ownedThing(noun: string, complement: string): string {
  if (!/\b(?:votre|vos)\b/i.test(complement)) return `votre ${noun}${complement}`;
  const article = /^[aeiouyéèêh]/i.test(noun) ? 'l’' : noun === 'devis' ? 'le ' : 'la ';
  return `${article}${noun}${complement}`;
}

/** The refusal said for what is declined: an invitation is not « donné suite ». */
function declineOf(noun: string | undefined): string {
  if (noun === 'invitation') return 'Nous ne pourrons malheureusement pas être des vôtres';
  if (noun === 'demande' || noun === 'sollicitation')
    return 'Nous ne pourrons malheureusement pas y répondre favorablement';
  return 'Nous ne pourrons malheureusement pas y donner suite';
}

export function letterKind(command: string): LetterKind {
  // "pour lui dire que son devis est prêt": the words of the news say nothing of the letter's kind.
  const told = messageClause(command);
  const folded = fold(told ? command.slice(0, told.index) : command);
  // A reminder about an invoice is a payment reminder, wherever the words stand.
  if (/\b(relanc\w*|rappel\w*)\b/.test(folded) && /\bfactur\w*/.test(folded)) return 'payment_reminder';
  // So is a reminder about money owed that never came: a cheque, a transfer, a balance.
  if (
    /\b(relanc\w*|rappel\w*)\b/.test(folded) &&
    /\b(cheque|virement|reglement|paiement|acompte|solde du|somme due|prelevement)\b/.test(folded)
  )
    return 'payment_reminder';
  // « Rappelle à M. Leroy qu'il nous doit 1 450 € »: money owed, told, is a payment reminder too.
  if (
    told &&
    /\b(?:rappel\w*|relanc\w*)\b[^!?]*\b(?:nous doi\w*|(?:pas|toujours pas|jamais) (?:encore )?(?:paye|regle)|reste a (?:payer|regler)|impaye\w*)\b/.test(
      fold(command),
    )
  )
    return 'payment_reminder';
  // « … me demande s'il peut passer samedi. Dis-lui que c'est bon »: an answer to a question.
  const answeredFirst = /\bfacture\b/.test(folded) ? null : answeredQuestion(command);
  if (answeredFirst) return answeredFirst.yes ? 'confirmation' : 'refusal';
  if (/\b(reponds|repondre|reponse a)\b/.test(folded) && !/\bfacture\b/.test(folded)) {
    const answered = answeredQuestion(command);
    if (answered) return answered.yes ? 'confirmation' : 'refusal';
    const kind = kindRules
      .slice(2)
      .find(([candidate, pattern]) => replyKinds.has(candidate) && pattern.test(folded));
    // « Réponds : dis-lui qu'on refuse la hausse mais qu'on l'accepterait si… »: what the user dictates
    // is the answer, not a refusal's set phrases.
    // A reason alone (« Réponds négativement à M. Roux : pas le temps ») is a refusal to write with it.
    const dictated = kind?.[0] === 'refusal' ? dictatedStatements(command) : null;
    if (dictated && refusalParts(dictated.said).saysNo) return 'reply';
    return kind?.[0] ?? (told ? 'announcement' : 'reply');
  }
  // « pour demander un délai de paiement », « le report de l'échéance »: something granted is asked,
  // not a payment chased nor a meeting moved.
  // « Écris à Mme Perrot pour t'excuser : … le tissu est arrivé abîmé »: excuses asked in so many
  // words make the letter an apology, whatever went wrong.
  const apologyAsked =
    /\bpour (?:t'|s'|m'|nous |vous )excuser\b|\b(?:mail|e-mail|email|lettre|message|mot|courrier) d'excuses?\b|\bpresente[rz]? (?:nos|mes) excuses\b/.test(
      fold(command.slice(0, Math.max(0, command.indexOf(':'))) || command),
    );
  const kind = grantedAsked.test(folded)
    ? 'request'
    : apologyAsked
      ? 'apology'
      : (kindRules.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'reply');
  // « Rédige un message pour Mme Roy : le chantier prend du retard… »: a delay dictated after the colon
  // is news to tell, not excuses for a meeting moved, unless the request asks for them.
  const colon = told ? -1 : command.indexOf(':');
  if (
    kind === 'apology' &&
    colon > 0 &&
    dictatedStatements(command) &&
    !movesMeeting(command) &&
    !excusesAsked.test(folded)
  )
    return letterKind(command.slice(0, colon));
  return told && (kind === 'reply' || kind === 'request' || kind === 'reminder') ? 'announcement' : kind;
}

/** "pour lui demander le bilan 2025 avant le 15 janvier" → "le bilan 2025"; "de me rappeler" stays a verb. */
export function askedThing(command: string): { text: string; infinitive: boolean; main: string } | null {
  // « pour demander à mon banquier, M. Perrin, un rendez-vous »: whom it is asked of, with their name
  // in apposition, comes before what is asked; it is the letter's reader, not the thing.
  const folded = fold(command).replace(
    /\b(pour (?:lui |leur |vous |te )?demander) ((?:a|au|aux) (?:(?:l'|la |le |les |mon |ma |mes |notre |nos |(?:m|mme|mlle|dr)\. )?[^\s,]+(?: \p{L}[^\s,]*){0,3}?)(?:, [^,]{2,40},)?) (?=(?:de |d'|si |s'|un |une |le |la |les |l'|des |du |son |sa |ses |leur |leurs |votre |vos )\S)/u,
    (_all, verb: string, whom: string) => `${verb} ${' '.repeat(whom.length)} `,
  );
  const match =
    /\bpour (?:lui |leur |vous |te )?demander\s+(de |d'|si |s'|s’)?(.{3,}?)(?=\s+(?:avant|d'ici|pour le|au plus tard|des que)\b|[.;!?\n]|,\s|$)/.exec(
      folded,
    );
  if (!match?.[2]) return null;
  const start = match.index + match[0].length - match[2].length;
  // "un devis à l'imprimerie Duval pour 500 flyers": the addressee is not part of what is asked.
  const main = command
    .slice(start, start + match[2].length)
    .replace(
      /\s+(?:à|a|auprès de|aupres de)\s+(?:l['’]|la |le |les |mon |ma |mes |notre |nos )?[^\s,]+(?:\s+\p{Lu}[\p{L}'’-]*)*(?=\s+(?:pour|de|d['’])\s|$)/u,
      '',
    )
    .trim();
  // « devant mon café, Le Comptoir du Port, 3 quai Éric Tabarly, d'avril à octobre 2027 »: what the
  // asked thing is said with after commas (a name, an address, a period) belongs to it.
  const apposed = appositions(command, start + match[2].length);
  const text = `${main}${apposed}`;
  const lead = match[1]?.trim();
  if (!lead) return { text, infinitive: false, main };
  return {
    text: `${lead === 'si' || lead.startsWith('s') ? (lead === 'si' ? 'si ' : "s'") : lead === 'de' ? 'de ' : "d'"}${text}`,
    infinitive: true,
    main,
  };
}

// The words after a comma that open a new clause, not a name in apposition.
const clauseOpeners =
  /^(?:je|j'|il|elle|ils|elles|on|nous|vous|tu|merci|c'est|c'|ce|cela|ca|mais|et|car|puis|si|sinon|donc|alors|comme|parce|puisque|afin|pour|avec|sans|en|y|ne|n'|dis|dites|precise|ajoute|mets|signe|tutoie|vouvoie|ton|sois|fais|reste)\b/;
const months = '(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)';
// « d'avril à octobre 2027 », « du 1er juin au 15 septembre », « pendant deux mois », « toute l'année ».
const periodApposed = new RegExp(
  `^(?:(?:d'|de |du |des |a partir d|jusqu'|pendant |durant |entre |chaque |tous les |toute l|tout l|en |pour (?:la|l'|les|une|un|deux|trois|quatre|six|\\d))[^,]*\\b(?:${months}|\\d{4}|saison|annee|ete|hiver|printemps|automne|week-ends?|mois|semaines?|jours?|samedis?|dimanches?)\\b|(?:${months})(?: \\d{4})?$)`,
);
// « 3 quai Éric Tabarly », « 12 bis rue des Halles », « 56000 Vannes ».
const addressApposed =
  /^(?:\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|quai|avenue|av\.|boulevard|bd|place|chemin|route|impasse|allee|cours|square|passage|esplanade|promenade|lieu-dit|zone|za|zi|rond-point|parc)\b|\d{5}\s+\S)/;

/**
 * The appositions after `end` in `command` (« , Le Comptoir du Port, 3 quai Éric Tabarly, d'avril à
 * octobre 2027 »), as typed, each kept while it is a name, an address or a period; '' when none.
 */
export function appositions(command: string, end: number): string {
  const folded = fold(command);
  let at = end;
  let kept = '';
  for (;;) {
    const next = /^,\s+([^,.;!?\n]+?)\s*(?=[,.;!?\n]|$)/.exec(folded.slice(at));
    if (!next?.[1]) break;
    const segment = next[1];
    const from = at + next[0].length - next[1].length;
    const typed = command.slice(from, from + segment.length);
    const named = /^\p{Lu}/u.test(typed) && !clauseOpeners.test(segment);
    if (!named && !addressApposed.test(segment) && !periodApposed.test(segment)) break;
    kept += `, ${typed}`;
    at += next[0].length;
  }
  return kept;
}

// What a reader grants rather than sends: a consent, a derogation, more time.
const grantedNouns =
  /^(?:(l'|le |la |les |un |une |des |votre |vos )\s*)?(autorisation|accord|permission|agrement|derogation|dispense|delai|report|prolongation|echelonnement|exoneration|remise gracieuse|permis)s?\b/;
// The reader's own consent is theirs: « votre autorisation », « votre accord ».
const consentNouns = /^(?:autorisation|accord|permission|agrement)$/;

/** « l'autorisation d'installer… » → « votre autorisation d'installer… »; null when nothing granted is asked. */
export function grantedThing(asked: string): string | null {
  const match = grantedNouns.exec(fold(asked));
  if (!match?.[2]) return null;
  const article = match[1] ?? '';
  if (consentNouns.test(match[2]) && /^(?:l'|le |la |les )$/.test(article))
    // « l'accord du syndic pour… », written to the syndic: « votre accord pour… ».
    return `votre ${asked
      .slice(article.length)
      .trimStart()
      .replace(/^(\p{L}+)\s+(?:du|de la|de l['’]|des)\s*[\p{L}-]+(?=\s+pour\s)/u, '$1')}`;
  return asked;
}

// What a meeting asked for is called: « un rendez-vous », « un entretien », « un créneau ».
const meetingAsked =
  /^(?:un |une )?(?:rendez-vous|rendez vous|rdv|entretien|rencontre|creneau|appel|echange|point|reunion)\b/;

/**
 * Why a request is made, as the user gives it after it (« c'est pour un prêt de 18000 euros »,
 * « il s'agit de la rénovation du local », « car notre stock est épuisé »): said in the letter (« , au
 * sujet d'un prêt de 18 000 € »), and the thing it is about when it is a noun, for the subject line.
 */
export function requestReason(command: string): { said: string; topic: string | null } | null {
  const folded = fold(command);
  const match =
    /(?:,\s*|\.\s+|\s)(?:(?:c'?\s?est|ce serait|il s'agit|ca concerne|cela concerne)\s+(pour\s+|au sujet d(?:e |u |es |')|a propos d(?:e |u |es |')|concernant\s+|d(?:e |u |es |'))|(car\b|parce que|parce qu'|puisque|puisqu')\s*)([^.!?\n]{4,})/.exec(
      folded,
    );
  if (!match?.[3]) return null;
  const head = match[0].slice(0, match[0].length - match[3].length);
  const at = (group: string) =>
    group === match[3] ? match.index + head.length : match.index + head.lastIndexOf(group);
  const said = (from: number) =>
    figuresWritten(command.slice(from, match.index + match[0].length))
      .replace(/\s+$/, '')
      .replace(/'/g, '’');
  const because = match[2];
  if (because) return { said: `, ${said(at(because))}`, topic: null };
  const link = match[1]!;
  const text = said(at(match[3]));
  if (link.startsWith('pour')) {
    // « c'est pour changer le four »: a purpose; « c'est pour un prêt de 18 000 € »: a topic.
    const noun = /^(?:un|une|le|la|les|l'|des|du|mon|ma|mes|notre|nos|ce|cet|cette|ces)\b/.test(match[3]);
    return noun
      ? {
          said: `, au sujet ${withDe(text).replace(/^d'/, 'd’')}`,
          topic: text.split(/\s+(?:pour|afin)\s/)[0]!,
        }
      : { said: `, afin ${withDe(text).replace(/^d'/, 'd’')}`, topic: null };
  }
  // « il s'agit du devis » → « au sujet du devis »; « c'est au sujet de… », « concernant… » as said.
  return { said: `, ${/^d/.test(link) ? 'au sujet ' : ''}${said(at(link))}`, topic: null };
}

/** "pour lui dire que son devis est prêt" → "votre devis est prêt", and where the clause starts. */

const leadingAside =
  /^((?:comme (?:convenu|pr[ée]vu|promis|discut[ée]|annonc[ée]|indiqu[ée]|dit|demand[ée])|suite [àa]|apr[èe]s)(?=[\s,])[^,]{0,40}),\s*([^,].{3,})$/iu;

// Where a reported « que » stood (« que A, que B et que C »): each clause becomes a sentence.
const clauseMark = '\u2063';

export function messageClause(command: string): { text: string; index: number; end: number } | null {
  const folded = fold(command);
  const match =
    /\b(?:pour|je (?:veux|voudrais|souhaite|souhaiterais|dois)|j'aimerais|il faut) (?:(?:lui|leur|l'|l’|les) )?(?:dire|annoncer|indiquer|signaler|confirmer|rappeler|expliquer|preciser|faire savoir|informer|prevenir)(?: (?:a )?(?:mes|nos|les|tous (?:mes|nos|les)|toute l'equipe|l'equipe|le|la|l')\s?[\p{L}'-]+(?: [\p{L}'-]+){0,2})?\s+(?:que |qu'|qu’)\s*([^.!?\n]{4,})/u.exec(
      folded,
    );
  // "Rappelle à Jean-Marc que…", "Dis à l'équipe que…", "Préviens Paul que…": the news told to someone.
  const told = match ? null : newsTold(command);
  if (!match && !told) return null;
  const start = match ? match.index + match[0].length - match[1]!.length : told!.index;
  return {
    // « que je la rappelle dès que… »: the one told is the reader (« je vous rappelle »).
    // The user's « on » is the business: the letter says « nous » (« on vous remercie » → « nous
    // vous remercions »).
    text: toReader(
      asWe(
        toSecondPerson(
          withoutInstructions(
            spokenWritten(command.slice(start))

              .replace(/[.!?\n].*$/s, '')
              // « que A mais qu'on garde… »: the reported speech's second « que » is not said directly.
              .replace(/,?\s+mais\s+qu(?:e\s+|['’](?=\p{L}))/giu, ', mais ')
              // « que A, que B et que C »: each « que » of the reported speech starts a sentence of its
              // own (« vous informer que A, il faudra B » is no French); marked here, split once the
              // clauses are said to the reader.
              .replace(/(,\s+|,?\s+(?:et|puis)\s+)qu(?:e\s+|['’](?=\p{L}))/giu, (_all, before: string) =>
                /^,\s+$/.test(before) ? `, ${clauseMark}` : ` et ${clauseMark}`,
              )
              .trim()
              // « que, comme convenu mardi, je passe jeudi »: the aside goes after the news it qualifies
              // (« je passe jeudi…, comme convenu mardi »), so the sentence opens on the news.
              .replace(leadingAside, '$2, $1'),
          ),
        ),
        'vous',
      ),
      'vous',
    )
      .replace(
        new RegExp(`(?:,| et) ${clauseMark}(\\p{L})`, 'gu'),
        (_all, letter: string) => `. ${letter.toUpperCase()}`,
      )
      .replaceAll(clauseMark, ''),
    index: match?.index ?? 0,
    // Where the news's sentence ends: what follows may say more of it.
    end: start + (/[.!?\n]/.exec(command.slice(start))?.index ?? command.length - start),
  };
}

// Third person verbs of a request ("qui demande", "il peut") as a letter says them to its reader.
const secondPerson: Record<string, string> = {
  a: 'avez',
  est: 'êtes',
  fait: 'faites',
  veut: 'voulez',
  voudrait: 'voudriez',
  peut: 'pouvez',
  pourrait: 'pourriez',
  doit: 'devez',
  devrait: 'devriez',
  attend: 'attendez',
  aimerait: 'aimeriez',
  souhaiterait: 'souhaiteriez',
  va: 'allez',
  vient: 'venez',
  dit: 'dites',
  prend: 'prenez',
  reçoit: 'recevez',
  recevra: 'recevrez',
  sera: 'serez',
  aura: 'aurez',
  pourra: 'pourrez',
  plaint: 'plaignez',
  sait: 'savez',
  connait: 'connaissez',
  connaît: 'connaissez',
  gère: 'gérez',
  possède: 'possédez',
  espère: 'espérez',
  préfère: 'préférez',
};
// Regular third persons that do not end in "-e": "tient" → "tenez", "vend" → "vendez", "répond" → "répondez".
const secondPersonEndings: Array<[RegExp, string]> = [
  [/ient$/, 'enez'],
  [/([eo])nd$/, '$1ndez'],
];

/**
 * "il peut passer" → "vous pouvez passer", "qui demande un rendez-vous" → "vous demandez un
 * rendez-vous", "son devis" → "votre devis": a clause about the recipient, said to the recipient.
 */
export function toSecondPerson(clause: string): string {
  // « votre véhicule est prêt et qu'il peut passer le récupérer », « vos lunettes sont prêtes, elle
  // peut passer les chercher »: each clause about the reader.
  // (A reported « que » already marked to become a sentence, `clauseMark`, is kept.)
  const coordinated = /(?:\s+(et|mais)|,)\s+(\u2063)?(qu['’]|que\s+)?(?=(?:il|elle)\s)/i.exec(clause);
  if (coordinated && coordinated.index > 0) {
    const mark = coordinated[2] ?? '';
    // « … mais elle n'est pas venue »: the clause after « mais » is about the reader too.
    const conjunction = coordinated[1]?.toLowerCase() ?? 'et';
    const link = `${
      coordinated[0].startsWith(',')
        ? coordinated[3]
          ? ', que '
          : ', '
        : coordinated[3]
          ? ` ${conjunction} que `
          : ` ${conjunction} `
    }${mark}`;
    return `${toSecondPerson(clause.slice(0, coordinated.index))}${link}${toSecondPerson(clause.slice(coordinated.index + coordinated[0].length))}`;
  }
  return clauseToSecondPerson(clause);
}

function clauseToSecondPerson(clause: string): string {
  // « si elle peut nous envoyer son RIB », « s'il peut passer »: the question asked of the reader.
  const ifLead = /^(?:si\s+(?=(?:il|elle|ils|elles)\s)|s['’](?=ils?\s))/i.exec(clause);
  if (ifLead) return `si ${clauseToSecondPerson(clause.slice(ifLead[0].length))}`;
  // "il y aura", "il faut", "il reste": no one is the subject, the clause stays as said; « il lui
  // manque le CACES »: the reader is its object, « il vous manque le CACES ».
  if (
    /^il\s+(?:(?:lui|leur|nous|vous|me|m['’])\s*)?(?:y\s|n['’]y\s|ne\s+(?:faut|reste)|faut|fau\w+|reste\w*|manque\w*|pleu\w+|s['’]agit|est\s+(?:possible|prevu|prévu|necessaire|nécessaire|important|temps))/i.test(
      clause,
    )
  )
    return toRecipient(clause.replace(/^il\s+(?:lui|leur)\s/i, 'il vous '));
  const words = clause.replace(/^(?:qui|il|elle|ils|elles)\s+/i, '').split(' ');
  const hadSubject = words.length !== clause.split(' ').length;
  let i = 0;
  const out: string[] = [];
  if (/^n['’]/i.test(words[0] ?? '')) {
    out.push('ne');
    words[0] = words[0]!.slice(2);
  } else if (/^ne$/i.test(words[0] ?? '')) out.push(words[i++]!);
  // « il nous doit 1 450 € »: the object pronoun stays before the verb, which is what changes.
  if (/^(nous|le|la|les|en|y|leur)$/i.test(words[i] ?? '') && words[i + 1]) out.push(words[i++]!);
  if (/^(se|lui|me|m['’]|s['’])$/i.test(words[i] ?? '')) {
    out.push('vous');
    i += 1;
  } else if (hadSubject && /^nous$/i.test(words[i] ?? '') && words[i + 1]) {
    // "qui nous a recommandés" → "vous nous avez recommandés": "nous" is the object, kept.
    out.push('nous');
    i += 1;
  } else if (/^(s|m)['’]/i.test(words[i] ?? '')) {
    out.push('vous');
    words[i] = words[i]!.slice(2);
  }
  const verb = words[i];
  if (hadSubject && verb) {
    const lower = verb.toLowerCase();
    const ending = secondPersonEndings.find(([pattern]) => pattern.test(lower));
    words[i] =
      secondPerson[lower] ??
      // Any tense the Lefff conjugates (« devait » → « deviez »), then the regular endings.
      toReaderForm(lower, 'il', 'vous') ??
      (/[^aeiou]e$/.test(lower) ? `${verb}z` : ending ? lower.replace(ending[0], ending[1]) : verb);
  }
  const said = [...out, ...words.slice(i)].join(' ');
  return toRecipient(hadSubject ? `vous ${said}` : said).replace(
    /(?<![\p{L}'’-])ne (?=[aeiouyéèêh])/giu,
    'n’',
  );
}

const kindNames: Record<LetterKind, string> = {
  payment_reminder: 'relance de paiement',
  reminder: 'relance',
  thanks: 'remerciement',
  apology: 'excuses',
  // « un brouillon d’email de réponse »: a letter's kind as its intro names it, in neutral words (a
  // refusal is not announced as « négative » to the user who asked for it).
  refusal: 'réponse',
  invitation: 'invitation',
  confirmation: 'confirmation',
  announcement: 'annonce',
  complaint: 'réclamation',
  request: 'demande',
  congratulations: 'félicitations',
  wishes: 'vœux',
  termination: 'résiliation',
  sending: 'envoi',
  welcome: 'bienvenue',
  proposal: 'proposition',
  reply: 'réponse',
};

export function kindName(kind: LetterKind): string {
  return kindNames[kind];
}

/** « les factures de novembre » of « pour lui envoyer les factures de novembre ». */
function sentThing(command: string): string | null {
  const folded = fold(command);
  const verbs =
    /\b(?:envoyer|renvoyer|transmettre|faire parvenir|adresser|faire suivre|envoie|transmets|adresse|joins)\s+/g;
  const object =
    /^(?:ci-joint\s+)?((?:le|la|les|l'|un|une|des|notre|nos|mon|ma|mes|son|sa|ses|ce|cette|ces)\b.{2,}?)(?=\s+(?:avant|d'ici|au plus tard|pour qu|afin|par (?:mail|courrier))\b|[.;!?\n]|,\s|$)/;
  for (const verb of folded.matchAll(verbs)) {
    const at = verb.index + verb[0].length;
    const match = object.exec(folded.slice(at));
    // « Envoie un mail à Mme Garnier pour lui transmettre… »: the mail is not what it sends.
    if (
      !match?.[1] ||
      /^(?:un|une|le|ce) (?:mail|e-mail|email|courriel|message|mot|sms|courrier)\b/.test(match[1])
    )
      continue;
    const start = at + match[0].length - match[1].length;
    // « notre devis : 4 jours, 3 200 € HT, démarrage le 5 janvier »: the details after the colon are
    // one list of what is sent, kept to the end of the sentence.
    const details = /\s:\s/.test(match[1]) ? /^[^.;!?\n]+/.exec(folded.slice(start)) : null;
    const end = start + (details?.[0].length ?? match[1].length);
    return command.slice(start, end).trim();
  }
  return null;
}

/**
 * What each day said about an invoice is: its due day (« échue le 30 octobre », « échéance au 15 »),
 * the day it has been unpaid since (« impayée depuis le 15 octobre »), the deadline asked (« avant
 * le 10 », « au plus tard vendredi »), else the invoice's own date (« la facture du 3 novembre »).
 */
export function invoiceDays(
  facts: Facts,
  command: string,
): { issued: DateFact | null; since: DateFact | null; due: DateFact | null } {
  const folded = fold(command);
  const before = (date: DateFact) => {
    const at = folded.indexOf(fold(date.text));
    return at < 0 ? '' : folded.slice(Math.max(0, at - 30), at);
  };
  const asked = (date: DateFact) => /^(?:avant|d'ici|d’ici|au plus tard|jusqu)/i.test(date.text);
  const since = facts.dates.find((date) => /\bdepuis\s*$/.test(before(date))) ?? null;
  const due =
    facts.dates.find(
      (date) =>
        date !== since &&
        !asked(date) &&
        /\b(?:echeance|echue?s?|dues?|exigible|a payer|payable)\b[^.;,]{0,12}$/.test(before(date)),
    ) ?? null;
  const issued = facts.dates.find((date) => date !== since && date !== due && !asked(date)) ?? null;
  return { issued, since, due };
}

/** "la facture n° F-2026-118 de 1 200 €" from whatever the request gave. */
function invoicePhrase(facts: Facts, command: string): string | null {
  const invoice = facts.references.find((reference) => reference.kind === 'facture') ?? facts.references[0];
  const amount = facts.amounts[0];
  const date = invoiceDays(facts, command).issued;
  if (!invoice && !amount) return null;
  // "commande n° 2291" is paid through its settlement, not "impayée" itself.
  if (invoice?.kind && invoice.kind !== 'facture') {
    return `le règlement de la ${invoice.label}${amount ? ` d’un montant de ${amount}` : ''}`;
  }
  const reference = invoice
    ? invoice.kind
      ? invoice.label.replace(/^facture/i, 'la facture')
      : `la facture ${invoice.label}`
    : 'notre facture';
  const parts = [reference, amount ? `d’un montant de ${amount}` : null, date ? `du ${date.label}` : null];
  return parts.filter(Boolean).join(' ');
}

/**
 * Why someone is thanked, read right after the verb and whoever is thanked: "remercier la société
 * Altis qui vient de signer…" (a clause, said to them), "remercie M. Roux d'avoir signé…" (a deed, as
 * said), "remercier nos clients de leur fidélité" (a thing, "pour votre fidélité").
 */
export function thanksReason(command: string): { kind: 'clause' | 'deed' | 'for'; text: string } | null {
  const folded = fold(command).replace(/[.!\s]+$/, '');
  const verb = /\b(?:remerci\w*|merci)\b(?:\s+(?:a|aux))?\s+/.exec(folded);
  if (!verb) return null;
  const start = verb.index + verb[0].length;
  const rest = folded.slice(start);
  // "remercier pour le buffet qui était parfait": no one named, the clause is about the thing.
  if (/^(?:pour|de la|du|de l'|des)\b/.test(rest)) return null;
  // "signer son devis": the quote is ours, sent to them.
  const said = (match: RegExpExecArray, group: number) => {
    const from = start + match.index + match[0].length - match[group]!.length;
    return command
      .slice(from, from + match[group]!.length)
      .trim()
      .replace(/\b(?:son|sa)\s+(devis|contrat|proposition|offre)\b/gi, 'notre $1');
  };
  // « Sophie, ma comptable, qui a bouclé… »: a name in apposition before the clause.
  const clause = /^[^,;:]{2,60}?(?:,\s[^,;:]{2,40})?,?\s(qui\s+[^;:]{4,})$/.exec(rest);
  if (clause) {
    const text = toSecondPerson(said(clause, 1));
    // « qui a bouclé le bilan en avance »: a deed done for us is thanked as such (« d'avoir bouclé… »);
    // « qui vient de signer », « qui nous a recommandés »: trust, said as the reason.
    const done =
      /^vous (avez|êtes) (?!(?:sign|command|choisi|retenu|recommand|renouvel|fait confiance|confi|accept|valid)\p{L}*)(.+)$/u.exec(
        text ?? '',
      );
    if (done?.[2]) return { kind: 'deed', text: `${done[1] === 'avez' ? 'd’avoir' : 'd’être'} ${done[2]}` };
    return { kind: 'clause', text };
  }
  const deed =
    /^(?:[^,;:]{2,60}?,?\s)?((?:d'|de (?:nous |m'|vous )?|de m')(?:avoir|etre|nous avoir|m'avoir|s'etre)\s[^;:]{3,})$/.exec(
      rest,
    );
  if (deed) return { kind: 'deed', text: toRecipient(said(deed, 1)).replace(/\bs['’](?=[eê]tre)/, 'vous ') };
  const thing = /^[^,;:]{2,60}?\sde\s+((?:son|sa|ses|leur|leurs)\s[^;:]{3,})$/.exec(rest);
  if (thing) return { kind: 'for', text: toRecipient(said(thing, 1)) };
  return null;
}

/** "… et propose-lui notre service de livraison" → "notre service de livraison": a second request, an offer. */
export function alsoProposed(command: string): string | null {
  const match =
    /\bet\s+(?:propose|presente|recommande|suggere)\w*(?:-lui|-leur)?\s+((?:notre|nos|mon|ma|mes|le|la|les|un|une)\s[^.!?;]{3,80}?)\s*(?:[.!?;]|$)/.exec(
      fold(command),
    );
  if (!match?.[1]) return null;
  const start = match.index + match[0].indexOf(match[1]);
  return command
    .slice(start, start + match[1].length)
    .replace(/^(?:mon|ma)\b/i, 'notre')
    .replace(/^mes\b/i, 'nos');
}

/**
 * « pour lui proposer une intervention sur le compostage avec ses CM2, gratuite » → the offer said to
 * the reader (« … avec vos CM2, gratuite ») and its head for the subject (« une intervention sur le
 * compostage »).
 */
function proposedThing(command: string): { text: string; main: string } | null {
  const found = /\b(?:pour|de|afin de) (?:lui |leur |vous )?proposer\s+(?=\S)/.exec(fold(command));
  if (!found) return null;
  const start = found.index + found[0].length;
  const said =
    command
      .slice(start)
      .split(/[.;!?\n]/)[0]
      ?.trim() ?? '';
  if (said.length < 3) return null;
  const text = toReader(
    asWe(toSecondPerson(withoutInstructions(spokenWritten(said))), 'vous'),
    'vous',
  ).replace(/^Nous\b/, 'nous');
  // « d'installer un composteur » names its object in the subject: « un composteur ».
  const head = text.replace(/^(?:d['’]\s*|de\s+)\p{L}+(?:er|ir|re)\s+/u, '');
  const main =
    head.split(/,\s|\s+(?:avec|pour|afin|dès|à partir|chaque|tous les|toutes les)\s+(?=\S)/)[0]?.trim() ??
    head;
  return { text, main };
}

/** The clause of the request that explains the situation: "qui n'a pas payé…", "dont la commande…". */
export function situationOf(command: string): string | null {
  const match =
    /(?:,\s*|\s)(qui|dont|car|parce qu'|parce que|puisque|suite à|suite au|après|alors qu'|alors que|pour lui dire|pour lui annoncer|pour l'informer|pour les informer)\s+([^.!?\n]{6,})/i.exec(
      command,
    );
  return match ? `${match[1]} ${match[2]}`.trim() : null;
}

// What the sender issues is "notre devis"; what the recipient placed is "votre commande".
const ourDocuments = new Set(['facture', 'devis', 'contrat', 'avoir', 'proposition']);

/** "devis D-2026-042" → "notre devis D-2026-042"; "commande n° 5521" → "votre commande n° 5521". */
export function referencePhrase(reference: Reference): string {
  if (!reference.kind) return reference.label;
  const label = reference.label.replace(/^(\p{L})/u, (c) => c.toLowerCase());
  return `${ourDocuments.has(reference.kind) ? 'notre' : 'votre'} ${label}`;
}

/** The recipient's words in a request ("son chèque", "leurs commandes") as the letter says them. */
export const toRecipient = (phrase: string) =>
  phrase.replace(/\b(son|sa|leur)\b/gi, 'votre').replace(/\b(ses|leurs)\b/gi, 'vos');

// What a customer does (cancel, book, order, pay…), never what an order or a parcel does.
const customerDeeds =
  /^(?:annul|reserv|command|demand|pay|regl|achet|sign|accept|oubli|depass|prevenu|appel|utilis|port|lav|consomm|deball|renvoy|retourn|resili|souscri|choisi|attendu|laiss)\p{L}*$/u;

/**
 * « on refuse parce qu'elle a annulé moins de 48 h avant » → « parce que vous avez annulé… »: what the
 * customer did, said to them; « qu'elle a été livrée » (the order) stays as typed.
 */
export const customerDeedsToReader = (phrase: string) =>
  phrase.replace(
    /(?<=^|\s|puis|lors)(qu['’])?(?:il|elle)s?\s+(a|avait)\s+(\p{L}+)/giu,
    (words, that: string | undefined, have: string, participle: string) =>
      customerDeeds.test(fold(participle))
        ? `${that ? 'que ' : ''}vous ${have.toLowerCase() === 'a' ? 'avez' : 'aviez'} ${participle}`
        : words,
  );

// « … et propose-lui un rendez-vous en janvier »: a second thing the letter must say.
const alsoVerbs =
  '(?:propose|demande|rappelle|precise|indique|signale|dis|annonce|invite)(?:-lui|-leur|-les|-le|-la)?\\s';
const alsoSaid = new RegExp(
  `\\set (${alsoVerbs.slice(3, alsoVerbs.indexOf(')'))})(?:-lui|-leur|-les|-le|-la)?\\s+(?:lui |leur )?(?:(que |qu')\\s*)?([^.!?\\n]{3,})`,
);

/** The request without its second instruction (« … et propose-lui un rendez-vous en janvier »). */
function withoutAlso(command: string): string {
  const match = alsoSaid.exec(fold(command));
  return match?.[3] ? command.slice(0, match.index).trim() : command;
}

/** « ce matin », « de mardi », « du 3 novembre »: the day of a missed meeting, as typed. */
function missedWhen(text: string): string {
  if (/^(?:ce|cet|cette|hier|avant-hier|aujourd)/i.test(text)) return text;
  if (/^(?:le|du)\s/i.test(text)) return text.replace(/^le\s/i, 'du ');
  return /^\d/.test(text) ? `du ${text}` : `de ${text}`;
}

/** What the letter says for an instruction given to the employee: « propose-lui X » → « Je vous propose X. » */
function saidForInstruction(verb: string, clauseFollows: boolean, said: string, also: boolean): string {
  // « demande-lui si on peut commencer à 9 h 30 »: an indirect question is a clause too.
  const asked = !clauseFollows && /^si\s/i.test(said);
  const clause =
    clauseFollows || asked
      ? asWe(toSecondPerson(said), 'vous').replace(/^Nous\b/, 'nous')
      : toRecipient(said);
  switch (verb) {
    case 'propose':
      return clauseFollows ? `Je vous propose que ${clause}.` : `Je vous propose ${clause}.`;
    case 'invite':
      return `Je vous invite ${/^(?:a|à|au|aux)\s/i.test(clause) ? '' : 'à '}${clause}.`;
    case 'demande':
      return clauseFollows
        ? `Je me permets${also ? ' aussi' : ''} de vous demander si ${clause}.`
        : `Je me permets${also ? ' aussi' : ''} de vous demander ${clause}.`;
    case 'rappelle':
      return `Je vous rappelle ${clauseFollows ? `que ${clause}` : clause}.`;
    case 'confirme':
      return `Je vous confirme ${clauseFollows ? `que ${clause}` : clause}.`;
    case 'previens':
      return clauseFollows ? `Je vous informe que ${clause}.` : `${capitalise(clause)}.`;
    case 'dis':
      // « dis-lui qu'on refuse la hausse mais qu'on l'accepterait si… »: the « que » of reported speech
      // goes with the instruction, in each clause it joins.
      return `${capitalise(clause.replace(/,?\s+(mais|et|car|sauf)\s+que\s+(?=nous\b|vous\b|c['’]est\b)/gu, (_all, link: string) => `${link === 'et' ? '' : ','} ${link} `))}.`;
    default:
      return clauseFollows ? `Je vous précise que ${clause}.` : `${capitalise(clause)}.`;
  }
}

/**
 * « vendredi 10h » in what the user proposes → « vendredi 4 décembre 10h »: a day proposed is to come, and
 * the reader is told which one. Only a weekday said alone is named; a date already written stays.
 */
export function proposedDaysNamed(said: string, now: Date): string {
  let named = said;
  for (const mention of findDates(said, now).reverse()) {
    const weekdayAlone =
      /^(?:(?:le|ce)\s+)?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+(?:\d+(?!\d)(?!\s*(?:h|heures?\b|:))|prochain|en huit|dernier|matin|midi|soir|après|apres))/i.exec(
        mention.text,
      );
    if (!weekdayAlone) continue;
    const label = formatDay(mention.day, parisClock(now).day);
    const at = mention.index + weekdayAlone.index;
    named = `${named.slice(0, at)}${label}${named.slice(at + weekdayAlone[0].length)}`;
  }
  return named;
}

/** The paragraph of a second instruction (« et propose-lui un rendez-vous en janvier »), or null. */
export function alsoParagraph(command: string, now?: Date): string | null {
  const folded = fold(command);
  const match = alsoSaid.exec(folded);
  if (!match?.[1] || !match[3]) return null;
  const start = match.index + match[0].length - match[3].length;
  const typed = command
    .slice(start, start + match[3].length)
    .trim()
    .replace(/[.!\s]+$/, '');
  const said = now && match[1] === 'propose' ? proposedDaysNamed(typed, now) : typed;
  return saidForInstruction(match[1], Boolean(match[2]), said, true);
}

// « Propose le 18 ou le 20 décembre », « Dis-lui que c'est bon pour samedi », « Rappelle-lui que… »:
// a sentence that tells the employee what the letter must say.
const instructedSentence =
  /^(propose|proposez|invite|invitez|demande|demandez|rappelle|rappelez|confirme|confirmez|previens|prevenez|dis|dites|precise|precisez|indique|indiquez|signale|signalez|annonce|annoncez)(?:-lui|-leur|-les|-le|-la)?\s+(?:lui |leur )?(?:(que |qu')\s*)?(.{3,})$/;
const verbOf: Record<string, string> = {
  proposez: 'propose',
  invitez: 'invite',
  demandez: 'demande',
  rappelez: 'rappelle',
  confirmez: 'confirme',
  prevenez: 'previens',
  dites: 'dis',
};

// « Excuse-moi auprès d'elle », « présente-lui nos excuses pour le retard », « excuse-toi de ma part »:
// the apology the user asks to make, which the letter makes in their name.
const apologySentence =
  /^(?:(?:excuse|excusez)-(moi|nous)\s+aupres\s+(?:d'\s*(?:elle|elles|eux)|de\s+(?:lui|(?:m\.|mme|monsieur|madame|la|le|l'|notre|nos|mon|ma|mes)\s*)?[\p{L}-]+)|(?:excuse|excusez)-(?:toi|vous)\s+de\s+(ma|notre)\s+part|(?:presente|presentez|fais|faites|transmets|transmettez|adresse|adressez)(?:-lui|-leur)?\s+(?:lui\s+|leur\s+)?(mes|nos)\s+(?:(?:plus\s+)?(?:sinceres|plates)\s+)?excuses)(.*)$/u;

/** « Excuse-moi auprès d'elle pour le retard » → « Je vous prie de m'excuser pour le retard. »; null otherwise. */
function apologyStatement(sentence: string): string | null {
  const match = apologySentence.exec(fold(sentence));
  if (!match) return null;
  const we = [match[1], match[2], match[3]].some((word) => word && /^no/.test(word));
  const reason = sentence
    .slice(sentence.length - (match[4] ?? '').length)
    .trim()
    .replace(/^(?:de ma part|de notre part)\s*/i, '');
  return `${we ? 'Nous vous prions de nous excuser' : 'Je vous prie de m’excuser'}${reason ? ` ${toRecipient(reason)}` : ''}.`;
}

/** A sentence of the request as the letter says it, when it is an instruction; null otherwise. */
export function instructedStatement(sentence: string): string | null {
  const apology = apologyStatement(sentence);
  if (apology) return apology;
  const match = instructedSentence.exec(fold(sentence));
  if (!match?.[1] || !match[3]) return null;
  const said = sentence.slice(sentence.length - match[3].length).trim();
  // « Dis-lui bonjour », « demande-lui » alone: nothing the letter can say.
  if (match[1].startsWith('di') && !match[2]) return null;
  return saidForInstruction(verbOf[match[1]] ?? match[1], Boolean(match[2]), said, false);
}

// The verbs of a letter's purpose, the people they address, and the word that links them to what
// is announced: "prévenir nos clients de la fermeture…", "présenter notre nouvelle offre…".
const purposeVerb =
  /\b(annonc\w*|present\w*|inform\w*|previen\w*|prevenir|remerci\w*|invit\w*|promouv\w*|feter|celebrer)\s+/;
// The people addressed may come with their own preposition ("une invitation pour Léa à…",
// "inviter à Hugo pour…"): the word after them then links to what they are invited to.
const addressees =
  /^(?:(?:a|aux?) (?:tous |toutes )?(?:nos|mes|les|vos|l'ensemble de nos) \p{L}+(?:\s+(?:professionnels|particuliers|fideles|fidèles|habituels|reguliers|réguliers|actuels|historiques))?\s+|aux \p{L}+\s+(?=pour |a |à |au |aux |de |d'|du |des |que |qu')|(?:(?:pour|a|à) )?(?:(?:tous |toutes )?(?:nos|mes|les|vos|l'ensemble de nos) (?:\p{L}+)(?:\s+(?:professionnels|particuliers|fideles|fidèles|habituels|reguliers|réguliers|actuels|historiques))?|(?:toute )?l'equipe|(?:(?:m\.|mme|monsieur|madame) [\p{L}-]+(?: [\p{L}-]+)?|\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+){0,2})(?:,?\s(?:(?:de|du) (?:l'|la |le )?(?:agence|societe|société|entreprise|cabinet|boutique|magasin|restaurant|hotel|hôtel|maison|studio|atelier|garage|groupe|association|mairie|clinique|pharmacie|boulangerie|sarl|sas|eurl)|chez) [\p{L}'-]+(?: (?!pour\b|que\b|qu')[\p{L}'-]+){0,2}?,?)?)\s+(?=de |d'|du |des |que |qu'|pour |a |à |au |aux |sur |par ))/u;
const channel = /^par (?:mail|e-mail|email|courriel|message|sms|courrier|telephone)\b\s*/;
const linkWord = /^(?:de |d'|pour |que |qu'|sur |a propos de |au sujet de |a |au |aux )/;
const purposeEnd = new RegExp(
  `[.;!?\\n]|,\\s|\\s(?:afin|en precisant|en rappelant)\\s|\\set (?=${alsoVerbs})|${mannerStart.source}`,
);

/**
 * What a letter announces, presents or thanks for, in the request's own words: the object of its
 * purpose verb without the people addressed ("nos clients") and without the linking word.
 */
export function purposeObject(command: string): string | null {
  const folded = fold(command);
  const verb = purposeVerb.exec(folded);
  if (!verb) return null;
  let start = verb.index + verb[0].length;
  const addressed = addressees.exec(command.slice(start).replace(/[’]/g, "'"));
  const addressedFolded = addressees.exec(folded.slice(start));
  if (addressed || addressedFolded) start += (addressedFolded ?? addressed)![0].length;
  const link = linkWord.exec(folded.slice(start));
  // "du changement" → "le changement", "des horaires" → "les horaires".
  let lead = '';
  if (link) start += link[0].length;
  else if (/^du /.test(folded.slice(start))) {
    lead = 'le ';
    start += 3;
  } else if (/^des /.test(folded.slice(start))) {
    lead = 'les ';
    start += 4;
  }
  // "préviens l'équipe par mail": how it is sent, not what it says.
  start += channel.exec(folded.slice(start))?.[0].length ?? 0;
  const rest = folded.slice(start);
  const end = purposeEnd.exec(`${rest} `)?.index ?? rest.length;
  const object = `${lead}${command.slice(start, start + end)}`.replace(/\s+/g, ' ').trim();
  return object.length >= 3 ? toRecipient(object) : null;
}

/** What the letter is about, in words the recipient can read. */
function aboutPhrase(conversation: Conversation): string | null {
  const { facts } = conversation.request;
  if (facts.quoted[0] && facts.quoted[0].length < 80) return `« ${facts.quoted[0]} »`;
  const reference = facts.references[0];
  // A document named by its number is what the letter is about, whatever clause surrounds it.
  if (reference?.kind && (!facts.subject || !fold(facts.subject).includes(fold(reference.code))))
    return referencePhrase(reference);
  if (facts.subject) return toRecipient(facts.subject);
  return reference ? referencePhrase(reference) : purposeObject(conversation.request.command);
}

// "séminaire de fin d'année", read from "au séminaire…", is invited to as "notre séminaire…".
function eventOf(about: string): string {
  return /^(?:le|la|les|l'|l’|un|une|des|notre|nos|mon|ma|mes|son|sa|ses|ce|cet|cette|ces)\b|^[^\p{Ll}]/u.test(
    about,
  )
    ? about
    : possessed(about);
}

/**
 * What an invitation invites to: the purpose's object without the guests ("une invitation pour Léa
 * à notre soirée" → "notre soirée") and without the dates, which the letter says apart.
 */
function invitedTo(conversation: Conversation): string | null {
  const { request } = conversation;
  // "Nous organisons un atelier samedi. Écris à nos clients pour les inviter": invited to what was
  // named before the invitation.
  const verb = /\binvit/.exec(fold(request.command));
  const object =
    purposeObject(request.command) ??
    (verb ? namedBefore(request.command.slice(0, verb.index), [], conversation.now, false) : null);
  if (!object) return null;
  let event = object;
  for (const date of request.facts.dates) {
    const at = event.indexOf(date.text);
    if (at < 0) continue;
    // "du 12 décembre", "le samedi": the words that only introduced the date go with it.
    const before = event.slice(0, at).replace(/\s*(?:,\s*)?(?:\b(?:du|le|de|pour le|ce|cette))?\s*$/iu, '');
    event = `${before} ${event.slice(at + date.text.length)}`.replace(/\s+/g, ' ').trim();
  }
  return event.length >= 3 ? event : null;
}

/** The facts a template did not place, said once so none is lost. */
export function remainingFacts(text: string, facts: Facts): string[] {
  // « à 10h » typed is placed by « à 10 h » written, « 80% » by « 80 % »: times and shares compared
  // without their spaces.
  const written = (value: string) =>
    fold(value)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/(\d)\s*h\s*(?=\d{2}\b|\b)/g, '$1h')
      .replace(/(\d)\s+%/g, '$1%');
  // « de 35 à 89 € » places 35 € as well as 89 €: a range's unit said once is both bounds'.
  const draft = written(rangesWithUnits(text));
  // « leurs climatisations » is placed by « vos climatisations »: a determiner is the letter's to choose.
  const bare = (value: string) =>
    value.replace(
      /^(?:son|sa|ses|leur|leurs|mon|ma|mes|notre|nos|votre|vos|le|la|les|un|une|des|du)\s+(?=\S{4})/i,
      '',
    );
  const has = (value: string) => draft.includes(written(value)) || draft.includes(written(bare(value)));
  return [
    ...facts.references.map((reference) => reference.label),
    ...facts.amounts,
    ...facts.percentages,
    // A date said back as written (« le dimanche ») is placed, whatever its label.
    // So is a range said back as its two ends (« du 3 décembre » … « au 10 décembre »).
    ...facts.dates
      .filter(
        (date) =>
          !has(date.text) &&
          !(
            date.text.split(/\s+(?:au|à|a)\s+/).length === 2 && date.text.split(/\s+(?:au|à|a)\s+/).every(has)
          ),
      )
      .map((date) => date.label),
    ...facts.places,
    ...facts.companies,
    ...facts.people.slice(1).map((person) => person.label),
    ...facts.jobTitles,
    ...facts.addresses,
    ...facts.quantities,
    ...facts.products,
    ...facts.requirements,
  ].filter((value) => !has(value));
}

// "décaler le rendez-vous avec Durand & Fils à lundi": a meeting moved, by a verb and its noun.
// "annuler le rendez-vous", "décommander le déjeuner": a meeting called off.
const cancelVerb = /\b(?:annul|decommand)\w*/;
const moveVerb =
  // « excuse-moi d'avance », « par avance », « en avance »: no meeting brought forward.
  /\b(decal\w*|report(?!ag)\w*|repouss\w*|deplac\w*|reprogramm\w*|(?<!\b(?:d'|par |en |l'))avanc(?:er|e|ez|ons)|changer la date)\b/;
// The events a calendar holds (understanding/events.ts), said as the letter names them.
const meetingNoun = new RegExp(`\\b(${calendarEventWords})\\b`);

interface Rescheduling {
  /** "rendez-vous", "réunion". */
  meeting: string;
  feminine: boolean;
  /** When it was planned: said in the request, or read from the calendar's matching event. */
  from: string | null;
  /** When the user wants it instead, if said. */
  to: DateFact | null;
  /** The calendar's event the request names, if one matches. */
  event: string | null;
  /** The company the meeting is with, named in the subject. */
  party: string | null;
  /** Called off rather than moved ("annuler le rendez-vous"). */
  cancelled: boolean;
  /** Brought forward ("avance la réunion de jeudi à mardi") rather than put off. */
  earlier: boolean;
}

// "à la semaine prochaine", "à la semaine d'après", "dans deux semaines": weeks counted from the
// meeting moved, not from today.
const weeksAfter =
  /\b(?:a|au|pour|vers|de)\s+(?:la\s+)?semaine\s+(?:prochaine|suivante|d'apres|d'ensuite|qui suit)\b|\bdans\s+(une|1|deux|2|trois|3)\s+semaines?\b/;

const shiftBy =
  /\b(?<lead>a dans|de|d'|dans)\s*(?<count>\d{1,2}|une?|deux|trois|quatre|cinq|six|sept|huit|dix|quinze)\s+(?<unit>jours?|semaines?)\b/;

/**
 * Where a meeting on `fromDay` goes: "à la semaine prochaine" is the same weekday in the week after
 * the meeting's own week; a weekday said alone ("à lundi") is the first one after the meeting, since
 * a meeting put off never lands before itself (only "avance" moves it earlier).
 */
export function laterThan(
  fromDay: number,
  to: DateFact | null,
  command: string,
  today: number,
): DateFact | null {
  const weeks = weeksAfter.exec(command);
  const dated = (day: number, minutes: number | null): DateFact => {
    const label = `${formatDay(day as DayNumber, today as DayNumber)}${minutes === null ? '' : ` à ${formatTime(minutes)}`}`;
    // The words said stay the text ("la semaine prochaine"): the letter says them with the day.
    return {
      text: to?.text ?? label,
      index: to?.index ?? 0,
      day: day as DayNumber,
      minutes,
      endMinutes: null,
      label,
    };
  };
  const forward = !/\b(avanc\w*|rapproch\w*|plus tot)\b/.test(command);
  // "de deux semaines", "d'une semaine": counted from the meeting, either way; "à dans 15 jours",
  // from today.
  const shift = shiftBy.exec(command);
  if (shift?.groups) {
    const days = (numberOf(shift.groups.count!) ?? 1) * (/^semaine/.test(shift.groups.unit!) ? 7 : 1);
    if (shift.groups.lead === 'a dans') return dated(today + days, to?.minutes ?? null);
    return dated(fromDay + (forward ? days : -days), to?.minutes ?? null);
  }
  if (weeks) return dated(fromDay + 7 * (numberOf(weeks[1] ?? '') ?? 1), to?.minutes ?? null);
  // A date written with its number ("le 2 décembre") is the user's, even if earlier: it is kept.
  if (!to || to.timeOnly || /\d{1,2}\s*(?:er)?\s*(?:\/|[a-z]{3})/.test(fold(to.text))) return to;
  let day = to.day as number;
  if (forward) {
    while (day <= fromDay) day += 7;
  } else {
    // Brought forward: the same weekday before the meeting, if it is not already past.
    while (day >= fromDay && day - 7 >= today) day -= 7;
  }
  return day === to.day ? to : dated(day, to.minutes);
}

/** "Décale l'entretien…", "reporter la réunion": the request moves a meeting (or calls it off). */
export function movesMeeting(command: string): boolean {
  const folded = fold(command);
  return meetingNoun.test(folded) && moveVerb.test(folded);
}

/**
 * Where a meeting moved from and to, in the request's dates: one after "à", "au" or "pour" is where
 * it goes, one after "de", "du" or "prévu" is where it was ("de mardi 10 h à jeudi 14 h"); a date
 * without either is where it goes.
 */
export function movedDates(
  command: string,
  dates: DateFact[],
): { from: DateFact | null; to: DateFact | null } {
  const folded = fold(command);
  let from: DateFact | null = null;
  let to: DateFact | null = null;
  // "reporter la démo du 3 décembre au 10 décembre": one range said, the day it was and the day it goes.
  const [range] = dates;
  const ends = range && dates.length === 1 ? /^(.+?)\s+(?:au|a|à)\s+(.+)$/.exec(range.text) : null;
  if (range?.endDay !== undefined && range.endDay !== range.day && ends?.[1] && ends[2]) {
    const { endDay, ...start } = range;
    return {
      from: { ...start, text: ends[1], label: ends[1] },
      to: {
        ...start,
        day: endDay,
        index: range.index + range.text.indexOf(ends[2]),
        text: ends[2],
        label: ends[2],
      },
    };
  }
  for (const date of dates) {
    const said = fold(date.text);
    const at = folded.indexOf(said);
    const prior = at < 0 ? '' : folded.slice(Math.max(0, at - 14), at);
    // The preposition is before the date's words ("du 3 décembre") or their first word ("du lundi").
    const before = [prior, `${prior}${said.match(/^(?:\S+\s){0,1}/)?.[0] ?? ''}`];
    const after = (words: RegExp) => before.some((text) => words.test(text));
    if (after(/\b(a|au|pour|vers|jusqu'a|a la place|plutot)\s*$/) && !to) to = date;
    else if (after(/\b(de|du|d'|prevue?s?|initialement|le)\s*$/) && !from) from = date;
    else if (!to) to = date;
  }
  return { from, to };
}

/**
 * A meeting moved: what it is, when it was (said, or found in the calendar by the party named),
 * and when it moves to. A date after "à", "au" or "pour" is where it goes; one after "de", "du" or
 * "prévu" is where it was.
 */
function reschedulingOf(conversation: Conversation): Rescheduling | null {
  const { request, workspace, today } = conversation;
  const folded = fold(request.command);
  const noun = meetingNoun.exec(folded);
  if (!noun?.[1] || !(moveVerb.test(folded) || cancelVerb.test(folded))) return null;
  const named = eventNounOf(noun[1]);
  const meeting = named?.title.toLowerCase() ?? noun[1];
  const moved = movedDates(request.command, request.facts.dates);
  let from = moved.from?.label ?? null;
  let fromDay: number | null = moved.from && !moved.from.timeOnly ? moved.from.day : null;
  let to = moved.to;
  // The party named ("avec Durand & Fils", "avec M. Martin") finds the event in the calendar.
  const party = [...request.facts.companies, ...request.facts.people.map((person) => person.label)]
    .flatMap((name) => fold(name).split(/[^\p{L}\d]+/u))
    .filter((word) => word.length >= 4 && !stopWords.has(word));
  const event =
    party.length > 0
      ? workspace.events
          .filter((candidate) => party.some((word) => fold(candidate.title).includes(word)))
          .filter((candidate) => parisClock(new Date(candidate.start)).day >= today)
          .sort((a, b) => a.start.localeCompare(b.start))[0]
      : undefined;
  if (event && !from) {
    const start = parisClock(new Date(event.start));
    from = `${formatDay(start.day, today)} à ${formatTime(start.minutes)}`;
    fromDay = start.day;
  }
  const cancelled = !moveVerb.test(folded) || (cancelVerb.test(folded) && !to);
  if (fromDay !== null && !cancelled) to = laterThan(fromDay, to, folded, today);
  return {
    meeting,
    feminine: named?.feminine === true,
    from,
    to,
    event: event?.title ?? null,
    party: request.facts.companies[0] ?? null,
    cancelled,
    earlier: !cancelled && /\b(avanc\w*|rapproch\w*|plus tot)\b/.test(folded),
  };
}

/** Why the user writes, said after a comma as a plain sentence: ", j'ai un empêchement". */
function reasonOf(command: string): string | null {
  const said = situationOf(command);
  if (said) return said;
  const plain =
    /,\s*((?:j'ai|j’ai|je suis|je serai|je ne (?:pourrai|peux)|nous avons|nous sommes|nous ne pourrons|on a|on est|on ne pourra)\s[^.!?\n]{4,})/i.exec(
      command,
    );
  return plain?.[1]
    ? `car ${plain[1].replace(/^on a\b/i, 'nous avons').replace(/^on est\b/i, 'nous sommes')}`
    : null;
}

// "à la semaine prochaine, au jeudi 10 décembre": the user's words, then the day they mean.
function weekSaid(to: DateFact): string {
  const said = fold(to.text);
  if (!/\bsemaines?\b/.test(said) || said === fold(to.label)) return '';
  return /^dans\b/.test(said) ? `${to.text}, ` : `à ${to.text.replace(/^(?:à|a|au)\s+/i, '')}, `;
}

/** The mail that moves a meeting: which one, why, and the new date proposed or asked for. */
function reschedulingLetter(moved: Rescheduling, reason: string | null, excuses: boolean): LetterBody {
  const our = `notre ${moved.meeting}`;
  const pronoun = moved.feminine ? 'la' : 'le';
  const was = moved.from ? ` du ${moved.from}` : '';
  const sameTime = moved.to && moved.to.minutes === null && moved.from && /à \d/.test(moved.from);
  const what = moved.cancelled ? 'Annulation' : moved.earlier ? 'Changement de date' : 'Report';
  const verb = moved.cancelled ? 'annuler' : moved.earlier ? 'avancer' : 'reporter';
  const name = `${what.toLowerCase()} ${withDe(moved.meeting)}`;
  return {
    name: excuses ? `excuses et ${withDe(name)}` : name,
    subject: `${what} de ${our}${moved.from ? ` du ${moved.from.replace(/ à .*$/, '')}` : ''}${moved.party ? ` – ${moved.party}` : ''}`,
    body: [
      {
        text: `Je suis au regret de devoir ${verb} ${our}${was}${reason ? `, ${reason}` : ''}.`,
      },
      // Kept in a shorter version only when the excuses were asked for.
      { text: 'Je vous prie de m’excuser pour ce contretemps.', level: excuses ? 0 : 1 },
      {
        text: moved.cancelled
          ? `Si vous le souhaitez, nous pourrons ${pronoun} reprogrammer : dites-moi les dates qui vous arrangent.`
          : moved.to
            ? `Je vous propose de ${moved.earlier ? 'l’avancer' : `${pronoun} décaler`} ${weekSaid(moved.to)}au ${moved.to.label}${sameTime ? ', à la même heure' : ''}. Cela vous convient-il ? Sinon, dites-moi les créneaux qui vous arrangent.`
            : `Pouvez-vous me dire quelles dates vous conviendraient pour ${pronoun} reprogrammer ?`,
      },
    ],
  };
}

/** A letter's subject and paragraphs, and what it is when its kind alone would misname it. */
interface LetterBody {
  subject: string;
  body: Paragraph[];
  /** "report de réunion", "annulation de rendez-vous": said in the reply's intro over the kind's name. */
  name?: string;
}

// Excuses asked for in so many words, not only implied by a meeting moved.
const excusesAsked = /\b(excus\w*|desole\w*|pardon\w*)\b/;

/** The reply to a question asked by the reader, yes or no, in the words of the question. */
function answerLetter(command: string): LetterBody {
  const answered = answeredQuestion(command) as { question: string; yes: boolean; detail?: string };
  return {
    subject: answered.yes ? 'Réponse à votre demande : c’est d’accord' : 'Réponse à votre demande',
    body: [
      { text: `Merci pour votre message. ${answerSentence(answered)}` },
      {
        text: answered.yes
          ? 'N’hésitez pas à revenir vers moi pour toute précision.'
          : 'Je reste à votre disposition pour trouver une autre solution.',
        level: 1,
      },
    ],
  };
}

function bodyOf(conversation: Conversation, kind: LetterKind): LetterBody {
  const { request, company } = conversation;
  const { facts } = request;
  const about = aboutPhrase(conversation);
  const situation = situationOf(request.command);
  const when = facts.dates[0]?.label ?? null;
  const from = company.name ? ` de ${company.name}` : '';
  // A firm letter sets a dated deadline: eight days, as French business practice gives.
  const deadline = formatDay(conversation.today + 8, conversation.today);
  switch (kind) {
    case 'payment_reminder': {
      const invoice =
        invoicePhrase(facts, request.command) ??
        (about ? `notre facture concernant ${about}` : 'notre dernière facture');
      const { due, since } = invoiceDays(facts, request.command);
      // « demande-leur un règlement sous 8 jours », « avant le 10 »: the user's deadline, said as given.
      const asked = askedDeadline(request.command, conversation.now, conversation.today);
      const dueSaid = due && !invoice.includes(due.label) ? ` (échéance : ${due.label})` : '';
      const unpaid = since ? `impayée depuis le ${since.label}` : 'à ce jour impayée';
      // Earlier reminders are said only when the user said there were some: never invented.
      const said = [
        ...conversation.history.filter((turn) => turn.role === 'user'),
        { content: conversation.message },
      ]
        .map((turn) => turn.content)
        .join(' ');
      const remindedBefore =
        /\b(deja relance\w*|(?:deja|plusieurs|precedentes?|nos|mes) relances|(?:deuxieme|seconde|troisieme|nouvelle|derniere) relance|(?:deux|trois) premieres|n'a (?:toujours )?pas repondu|sans reponse|restee?s? sans suite|toujours pas|malgre)\b/.test(
          fold(`${said} ${request.pasted ?? ''}`),
        );
      // The 40 € recovery indemnity is owed between professionals only (Code de commerce, L441-10).
      const toBusiness =
        facts.companies.length > 0 ||
        /\b(societe|sarl|sas|eurl|entreprise|fournisseur|cabinet)\b/.test(fold(request.command));
      return {
        subject: `Relance – ${capitalise(invoice.replace(/^(la|le) /, ''))}`,
        body: [
          {
            text: invoice.startsWith('le règlement')
              ? `Sauf erreur ou omission de notre part, nous n'avons toujours pas reçu ${invoice}${dueSaid}${since ? `, attendu depuis le ${since.label}` : ''}.`
              : `Sauf erreur ou omission de notre part, ${invoice} reste ${unpaid}${dueSaid}.`,
          },
          // The deadline the user asked is the letter's request: kept in every length.
          {
            text: `Il s’agit peut-être d’un simple oubli : nous vous remercions de bien vouloir procéder à son règlement ${asked?.text ?? 'dans les meilleurs délais'}.`,
            level: asked ? 0 : 1,
            except: 'firm',
          },
          {
            text: 'Si le paiement a été effectué entre-temps, merci de ne pas tenir compte de ce message. Pour toute question sur cette facture, je reste à votre disposition.',
            level: 2,
          },
          // A firmer reminder is the last friendly one: a dated deadline, then what follows.
          {
            text: remindedBefore
              ? `Malgré nos précédentes relances, ce règlement reste en attente : il s’agit de notre dernière relance amiable. Nous vous demandons de procéder au paiement ${asked?.text ?? `au plus tard le ${deadline}`}.`
              : `Ce règlement est aujourd’hui en retard : nous vous demandons d’y procéder ${asked?.text ?? `au plus tard le ${deadline}`}.`,
            tone: 'firm',
          },
          {
            text: toBusiness
              ? 'À défaut, nous serons contraints de vous adresser une mise en demeure et d’appliquer les pénalités de retard prévues par nos conditions générales, ainsi que l’indemnité forfaitaire de recouvrement de 40 €.'
              : `À défaut de règlement ${asked && asked.day === null ? 'dans ce délai' : 'à cette date'}, nous serons contraints de vous adresser une mise en demeure.`,
            tone: 'firm',
            level: 1,
          },
        ],
      };
    }
    case 'reminder': {
      const amount = facts.amounts[0];
      const topic = about
        ? `${about}${when && !about.includes(when) ? ` du ${when}` : ''}${amount && !about.includes(amount) ? ` (${amount})` : ''}`
        : when
          ? `notre échange du ${when}`
          : null;
      return {
        subject: about
          ? `Relance : ${about.replace(/^(le|la|les|l'|notre|votre|nos|vos) ?/i, '')}`
          : 'Suite à notre échange',
        body: [
          {
            text: `Je me permets de revenir vers vous${topic ? ` au sujet ${withDe(topic)}` : ''}.`,
          },
          {
            text: 'Avez-vous pu en prendre connaissance ? Je reste disponible pour en parler ou vous apporter les précisions utiles.',
            level: 1,
          },
          {
            text: 'Un court échange téléphonique peut aussi nous faire gagner du temps : dites-moi ce qui vous arrange.',
            level: 2,
          },
          {
            text: `Sans retour de votre part au plus tard le ${deadline}, je considérerai le sujet comme clos.`,
            tone: 'firm',
          },
        ],
      };
    }
    case 'thanks': {
      // « …, on commence l'installation le 7 décembre »: what comes next is told after the thanks.
      const command = withoutClausesTold(request.command);
      // "un mot de remerciement à l'équipe de la boulangerie Dupain pour le buffet de samedi": who
      // is thanked comes before « pour », what for after it.
      const forWhat =
        /\b(?:remerci\w*|merci)\b[^.!?]*?\s(?:a|aux?)\s[^.!?]*?\spour\s+(?!que\b|qu')([^.!?]{3,})$/.exec(
          fold(command).replace(/[.!\s]+$/, ''),
        );
      const object =
        // « pour sa commande de 12 reportages »: the reader's own, said to them (« votre commande »).
        (forWhat?.[1]
          ? toRecipient(
              command.slice(
                forWhat.index + forWhat[0].length - forWhat[1].length,
                forWhat.index + forWhat[0].length,
              ),
            )
          : null) ??
        purposeObject(command) ??
        about;
      // "remercier un client qui vient de signer…": the client is the reader, the clause the reason.
      // "la société Altis qui vient de signer", "M. Roux qui nous a recommandés": whoever is thanked
      // right after the verb is the reader, the clause the reason; "d'avoir signé" is thanked as said.
      const why = thanksReason(command);
      const reader =
        !why && object
          ? /^(?:un|une|le|la|l'|l’|mon|ma|notre|nos|mes|ce|cette)\s*(?:client|cliente|clients|partenaire|fournisseur|collaborat\w*|associe\w*|equipe|benevole\w*)\s+(qui\s+.+)$/i.exec(
              fold(object),
            )
          : null;
      const reason =
        why?.kind === 'clause'
          ? why.text
          : reader?.[1] && object
            ? toSecondPerson(object.slice(object.length - reader[1].length))
            : null;
      const thanked = why?.kind === 'for' ? why.text : reason ? `votre confiance : ${reason}` : object;
      // Thanks for an order or for loyalty are thanks for trust, not for help.
      const trust =
        /\b(commande|achat|confiance|fidelite|visite|inscription|abonnement|reservation)\b/.test(
          fold(thanked ?? ''),
        ) ||
        /\b(sign\w*|command\w*|choisi\w*|retenu\w*|accepte\w*|valide\w*|recommand\w*|confiance|fidel\w*)\b/.test(
          fold(why?.text ?? ''),
        );
      // "la société Altis qui vient de signer": the company is named in the thanks.
      const named = why ? request.facts.companies.find((name) => command.includes(name)) : undefined;
      // « à Mme Fabre de l'agence Immo Sud »: the reader's company, said as the user says it.
      const theirs = readersCompany(command, request.facts.companies);
      const whom =
        named && !why?.text.includes(named)
          ? `, vous et toute l’équipe ${withDe(companyWithKind(command, named)).replace("'", '’')},`
          : theirs && !fold(thanked ?? '').includes(fold(theirs.name))
            ? `, vous et toute l’équipe ${theirs.said},`
            : '';
      // « Le premier est prévu le 7 janvier »: what comes next, told after the request, said after the
      // thanks; its day is that step's, not the day of what is thanked.
      const next = nextStepsTold(request.command, conversation.now);
      const dayOfNext = next.some((step) => fold(step.said).includes(fold(facts.dates[0]?.text ?? '\u0000')));
      // « d'avoir dépanné notre camion dimanche »: the day of a deed is said in it, as typed (a weekday
      // alone would be dated as the next one).
      const dayInDeed =
        why?.kind === 'deed' && fold(why.text).includes(fold(facts.dates[0]?.text ?? '\u0000'));
      return {
        subject:
          reason || (why?.kind === 'deed' && trust)
            ? 'Merci pour votre confiance'
            : why?.kind === 'deed'
              ? 'Un grand merci'
              : thanked
                ? `Merci pour ${thanked}`
                : 'Merci',
        body: [
          {
            text: `Je tenais à vous remercier${whom}${why?.kind === 'deed' ? ` ${why.text}` : thanked ? ` pour ${thanked}` : ''}${when && !thanked?.includes(when) && !dayOfNext && !dayInDeed ? ` (${when})` : ''}.`,
          },
          ...next.map((step): Paragraph => ({ text: step.text })),
          {
            text: trust
              ? 'Votre confiance nous fait très plaisir : nous mettons tout en œuvre pour en être dignes.'
              : 'Votre aide a été précieuse et nous a fait gagner un temps réel.',
            level: 1,
          },
          { text: 'Au plaisir de poursuivre cette collaboration.', level: 2 },
        ],
      };
    }
    case 'apology': {
      // « on a oublié son rdv ce matin »: a meeting missed, not moved: excuses, then a new slot.
      const missed = new RegExp(
        `\\b(?:oubli\\w*|manque\\w*|rate\\w*|loupe\\w*|pas (?:pu )?(?:venir|venu|venue|etre la|honore\\w*))\\b[^.?!]*\\b(${calendarEventWords})\\b|\\b(${calendarEventWords})\\b[^.?!]*\\b(?:oublie\\w*|manque\\w*|rate\\w*|loupe\\w*)\\b`,
      ).exec(fold(request.command));
      if (missed) {
        const noun = eventNounOf(missed[1] ?? missed[2] ?? '');
        const date = facts.dates[0];
        const our = `notre ${noun ? noun.title.toLowerCase() : 'rendez-vous'}`;
        return {
          subject: `Toutes mes excuses pour ${our} manqué${noun?.feminine ? 'e' : ''}`,
          body: [
            {
              // Said as typed: the day is past, and a weekday alone would be read as the next one.
              text: `Je vous présente toutes mes excuses : nous avons manqué ${our}${date ? ` ${missedWhen(date.text)}` : ''}.`,
            },
            { text: 'Ce n’est pas dans nos habitudes, et je mesure la gêne occasionnée.', level: 0 },
            {
              text: 'Pouvez-vous me dire quel créneau vous conviendrait pour le reprogrammer ? Je m’adapterai à vos disponibilités.',
            },
          ],
          name: 'excuses',
        };
      }
      const moved = reschedulingOf(conversation);
      const excuses = excusesAsked.test(fold(request.command));
      if (moved) return reschedulingLetter(moved, reasonOf(request.command), excuses);
      // « … pour t'excuser : sa table ne sera pas livrée le 4 mais le 11, … On lui offre … »: what the
      // user dictates is the letter, said to its reader after the excuses.
      const dictated = dictatedStatements(request.command);
      if (dictated) {
        const [first, ...rest] = dictated.said;
        return {
          subject: dictated.topic ? `Nos excuses : ${dictated.topic}` : 'Toutes nos excuses',
          body: [
            { text: `Je vous présente toutes nos excuses : ${continuedSentence(first!)}` },
            ...rest.map((text): Paragraph => ({ text })),
            { text: 'Merci de votre compréhension.', level: 1 },
          ],
          name: 'excuses',
        };
      }
      // "un mail d'excuses pour le retard de livraison de sa commande": excuses for what happened.
      const fault =
        /\bexcus\w*\b[^.?!]*?\bpour\s+((?:le|la|les|l'|l’|ce|cette|cet|ces|notre|nos|son|sa|ses|leur|leurs|un|une)\s[^.?!,]{3,80})/i.exec(
          request.command,
        );
      if (fault?.[1]) {
        const what = toRecipient(fault[1].trim());
        return {
          subject: `Nos excuses pour ${what}`,
          body: [
            { text: `Je tiens à vous présenter nos excuses pour ${what}.` },
            {
              text: 'Ce n’est pas le niveau de service que nous voulons vous offrir : nous avons pris les mesures nécessaires pour que cela ne se reproduise pas.',
              level: 0,
            },
            {
              text: 'Je reste à votre disposition pour en parler et trouver ensemble la meilleure solution.',
              level: 1,
            },
          ],
        };
      }
      // "décaler la livraison": a change of plan, named so unless excuses were asked.
      const changed = moveVerb.test(fold(request.command)) || cancelVerb.test(fold(request.command));
      return {
        ...(changed && !excuses ? { name: 'changement de programme' } : {}),
        subject: about
          ? `${capitalise(about.replace(/^(le|la|les|l') ?/i, ''))} : changement de programme`
          : 'Changement de programme',
        body: [
          {
            text: `Je suis au regret de devoir revenir sur ce qui était prévu${about ? ` concernant ${about}` : ''}${when ? ` (${when})` : ''}${situation ? `, ${situation}` : ''}.`,
          },
          { text: 'Je vous prie de m’excuser pour ce contretemps.', level: 0 },
          {
            text: facts.dates[1]
              ? `Je vous propose de reporter au ${facts.dates[1].label}. Cela vous convient-il ?`
              : 'Pouvez-vous me dire quelles dates vous conviendraient pour reprogrammer ?',
            level: 1,
          },
        ],
      };
    }
    case 'refusal': {
      if (answeredQuestion(request.command)) return answerLetter(request.command);
      // « Décline l'invitation de M. Roux au salon : on est déjà pris ce week-end »: the reason and the
      // opening the user dictates are the letter; no set phrase says another.
      const refused = refusedThing(request.command);
      const dictated = dictatedStatements(request.command);
      if (dictated) {
        const parts = refusalParts(dictated.said);
        return {
          subject: refused
            ? capitalise(refused.text)
            : (dictated.topic ?? (about ? `Votre proposition : ${about}` : 'Votre message')),
          body: [
            { text: `Merci pour ${refused?.text ?? 'votre message'}.` },
            ...refusalWithReason(declineOf(refused?.noun), parts).map((text) => ({ text })),
            ...parts.after.map((text) => ({ text })),
          ],
        };
      }
      if (refused && refused.noun !== 'proposition')
        return {
          subject: capitalise(refused.text),
          body: [{ text: `Merci pour ${refused.text}.` }, { text: `${declineOf(refused.noun)}.` }],
        };
      return {
        subject: about ? `Votre proposition : ${about}` : capitalise(refused?.text ?? 'votre proposition'),
        body: [
          {
            text: `Merci pour ${refused?.text ?? 'votre proposition'}${about && !refused ? ` concernant ${about}` : ''}, que j’ai étudiée avec attention.`,
          },
          { text: 'Nous ne pourrons malheureusement pas y donner suite pour le moment.' },
          // No promise the user did not make (« je garde vos coordonnées »): a thank-you closes it.
          { text: 'Je vous remercie de votre compréhension.', level: 1 },
        ],
      };
    }
    case 'invitation': {
      // "pour lui proposer un point jeudi à 11h": a meeting proposed, not an invitation to an event.
      const proposed =
        /\b(?:propos|sugger)\w*(?:-lui|-leur)?\s+((?:un|une)\s+[^,.;!?]+?)(?=\s+(?:le |la |ce |cette |lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apres-demain|a \d|\d)|[,.;!?]|$)/.exec(
          fold(request.command),
        );
      if (proposed?.[1]) {
        const start = proposed.index + proposed[0].length - proposed[1].length;
        const what = request.command.slice(start, start + proposed[1].length).trim();
        return {
          subject: `Proposition : ${withoutArticle(what)}${when ? ` le ${when}` : ''}`,
          body: [
            {
              text: `Je vous propose ${what}${when ? `, le ${when}` : ''}${facts.places[0] ? `, à ${facts.places[0]}` : ''}.`,
            },
            { text: 'Cela vous convient-il ? Sinon, dites-moi le créneau qui vous arrange.' },
          ],
        };
      }
      const about = invitedTo(conversation) ?? aboutPhrase(conversation);
      // The place is said once: "notre atelier à Lyon" already says it.
      const place = facts.places.find((each) => !fold(about ?? '').includes(fold(each)));
      return {
        subject: about ? `Invitation : ${about.replace(/^(le|la|les|l') ?/i, '')}` : `Invitation${from}`,
        body: [
          {
            text: `J’ai le plaisir de vous inviter${about ? ` à ${eventOf(about)}` : ''}${when ? `, le ${when}` : ''}${place ? `, à ${place}` : ''}.`,
          },
          { text: 'Merci de me confirmer votre présence.', level: 0 },
          { text: 'Ce sera l’occasion d’échanger dans un cadre convivial.', level: 2 },
        ],
      };
    }
    case 'confirmation': {
      if (answeredQuestion(request.command)) return answerLetter(request.command);
      // "pour confirmer notre déjeuner": what is confirmed, without the verb said again; "pour lui
      // confirmer notre rendez-vous du mardi 8 décembre à 15h au cabinet": the whole of it, as said.
      const saidWhole =
        /\bconfirm\w*(?:\s+(?:a|au|aux)\s+[^,.;!?]*?)?\s+((?:notre|nos|votre|vos|son|sa|ses|le|la|les|l')\s?[^,.;!?]{3,120})/.exec(
          fold(request.command),
        );
      const whole = saidWhole?.[1]
        ? request.command.slice(
            saidWhole.index + saidWhole[0].length - saidWhole[1].length,
            saidWhole.index + saidWhole[0].length,
          )
        : null;
      const confirmed = whole
        ? toSecondPerson(whole).replace(
            /^votre (rendez-vous|rdv|reunion|déjeuner|dejeuner|diner|dîner|visite|point|entretien)\b/i,
            'notre $1',
          )
        : (about?.replace(/^(?:confirmer|valider|reconfirmer)\s+/i, '') ?? null);
      // « …, livraison le vendredi 28 novembre avant 8h au 3 impasse des Lilas »: what the sentence
      // adds after the thing confirmed is said too, as its own sentence.
      const wholeEnd = saidWhole ? saidWhole.index + saidWhole[0].length : -1;
      const added = wholeEnd >= 0 ? /^,\s*([^.!?\n]{10,160})/.exec(request.command.slice(wholeEnd)) : null;
      const addition = added?.[1] ? capitalise(`${toSecondPerson(added[1].trim())}.`) : null;
      return {
        subject: `Confirmation${confirmed ? ` : ${confirmed}` : ''}`,
        body: [
          {
            text: `Je vous confirme${confirmed ? ` ${confirmed}` : ' notre accord'}${
              !when || whole?.includes(when) || added?.[1]?.includes(when)
                ? ''
                : whole && facts.dates.some((date) => whole.includes(date.text))
                  ? ` (${when})`
                  : ` pour le ${when}`
            }.`,
          },
          ...(addition ? [{ text: addition }] : []),
          { text: 'N’hésitez pas à revenir vers moi pour toute précision.', level: 1 },
        ],
      };
    }
    case 'announcement': {
      const told = messageClause(request.command);
      if (told) {
        // « on décale la visite » → « nous décalons la visite »: the sender's own voice; « si elle est
        // disponible » of the reader, said to them.
        const reader = readerPronoun(request.command.slice(0, told.index), facts.people[0]);
        const news = readerClauses(asWe(told.text, 'vous'), reader).replace(/^Nous\b/, 'nous');

        // "votre devis de 850 € est prêt" is about "Votre devis de 850 €".
        const topic = /^(?:(?:votre|vos|le|la|les|notre|nos)\s|l['’])/i.test(told.text)
          ? told.text.split(
              /\s(?:est|sont|a|ont|sera|seront|va|vont|peut|peuvent|arrive\w*|part\w*|reste\w*|n['’]|ne)\s/,
            )[0]
          : null;
        // « Réponds à ce mail… je veux lui dire que… »: the answer to a message received.
        // « Réponds-lui que notre technicien passe demain »: whoever is answered wrote first, pasted or not.
        const answering =
          /^\s*(?:(?:peux-tu|pourrais-tu|tu peux|merci de)\s+)?repond(?:s|ez|re)\b/.test(
            fold(request.command),
          ) ||
          (Boolean(request.pasted) &&
            /\b(?:repond\w*|reponse)\b/.test(fold(request.command.slice(0, told.index))));
        return {
          ...(answering ? { name: 'réponse' } : {}),
          // The whole news when it is short ("Le magasin sera fermé du 24 décembre au 2 janvier").
          subject:
            newsSubject(told.text, statementsAfter(request.command, told.end, reader)) ??
            (topic && topic !== told.text
              ? capitalise(topic)
              : about
                ? capitalise(withoutArticle(about))
                : `Information${from}`),
          body: [
            {
              // "Rappelle à Jean-Marc que…" is a reminder of something known, not news.
              text: /^\s*(?:(?:peux-tu|pourrais-tu|tu peux) )?rappel/.test(fold(request.command))
                ? `Petit rappel : ${told.text}.`
                : answering
                  ? // Thanks for a message the user pasted; else the answer is said straight away.
                    `${request.pasted ? 'Merci pour votre message. ' : ''}${capitalise(news)}.`
                  : // « pour leur rappeler que l'acompte… »: what they know already is recalled, not announced.
                    /^pour (?:lui |leur |les )?rappeler\b/.test(fold(request.command.slice(told.index)))
                    ? `Je vous rappelle ${/^[aeiouyàâéèêîô]/i.test(news) ? 'qu’' : 'que '}${news}.`
                    : // The news said straight, as a professional writes it: no « je me permets de
                      // vous écrire pour vous informer que » before it.
                      `${capitalise(news)}.`,
            },
            // « … Le montant est de 486 €. »: what the request says next belongs to the news.
            ...statementsAfter(request.command, told.end, reader).map((text) => ({ text })),
            { text: 'Je reste à votre disposition pour toute question.', level: 1 },
          ],
        };
      }
      // "nos nouveaux horaires à partir du 4 janvier : du lundi au vendredi, 8h-18h": what follows
      // in the same sentence, after a colon, is part of the news.
      // "Et préviens l'équipe" after "Organise un déjeuner d'équipe vendredi": the news is what
      // the conversation named.
      const earlier = conversation.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
      const object =
        purposeObject(request.command) ?? (about ? null : namedBefore('', earlier, conversation.now, false));
      const at = object ? request.command.indexOf(object) : -1;
      const rest =
        at >= 0 ? (/^[^.!?\n]*/.exec(request.command.slice(at + (object?.length ?? 0)))?.[0] ?? '') : '';
      // « nos tarifs 2027 à nos clients professionnels »: those told are greeted, not announced.
      const announced = (
        object && request.command.slice(at).includes(':') && rest.length <= 80 && /^,\s/.test(rest)
          ? `${object}${rest.replace(/\s+$/, '')}`
          : (object ?? about)
      )?.replace(
        /\s+(?:à|a|aux)\s+(?:tou(?:te)?s\s+)?(?:(?:nos|mes|les|vos)\s+)?(?:clients?|clientes?|patients?|patientes?|adhérents?|adherents?|abonnés?|abonnes?|partenaires?|salariés?|salaries?|locataires?|fournisseurs?)\b(?:\s+(?:professionnels|particuliers|fidèles|fideles|habituels|réguliers|reguliers))?(?=\s*(?::|,|$))/iu,
        '',
      );
      // "Annoncer", "présenter" bring news; "prévenir", "informer" bring a change to know about.
      // Unwelcome news (a price rise, a closure) is never announced "with pleasure".
      const unwelcome =
        /\b(hausse|augment\w*|fermeture|ferme\w*|suppression|supprim\w*|arret\w*|retard\w*|rupture|penurie|greve|travaux|fin de)\b|\+\s?\d/.test(
          fold(announced ?? ''),
        );
      const news =
        !unwelcome && /\b(annonc|present|promouv|lanc|feter|celebr)\w*/.test(fold(request.command));
      // « à compter du » needs a day: opening hours (« 7h-19h ») said alone are not one.
      const since = facts.dates.find((date) => !date.timeOnly)?.label ?? null;
      const dated = since && !announced?.includes(since) ? `, à compter du ${since}` : '';
      return {
        subject: announced ? capitalise(withoutArticle(announced.split(/\s:\s/)[0]!)) : `Information${from}`,
        body: [
          {
            text: announced
              ? news
                ? `Nous avons le plaisir de vous annoncer ${announced}${dated}.`
                : `Nous souhaitons vous informer ${withDe(announced)}${dated}.`
              : `Nous souhaitons vous informer d’un changement${dated}.`,
          },
          { text: situation ? capitalise(`${situation}.`) : '', level: 1 },
          unwelcome && /\b(hausse|augment\w*)\b/.test(fold(announced ?? ''))
            ? {
                text: 'Cette évolution nous permet de maintenir la qualité de nos produits et de notre service face à la hausse de nos coûts ; nous avons veillé à la limiter au strict nécessaire.',
                level: 1,
              }
            : { text: '', level: 1 },
          { text: 'Nous restons à votre écoute pour toute question.', level: 1 },
        ],
      };
    }
    case 'complaint': {
      // « Rédige un mail à notre fournisseur : la livraison est arrivée incomplète »: the problem as said.
      const stated = /:\s+([^\n]{6,})$/.exec(request.command)?.[1]?.replace(/[.!\s]+$/, '') ?? null;
      return {
        subject: `Réclamation${about ? ` : ${about}` : ''}`,
        body: [
          {
            text: `Je me permets de vous contacter au sujet ${withDe(about ?? 'notre dernière commande')}${situation ? `, ${situation}` : stated ? ` : ${stated}` : ''}.`,
          },
          {
            text: 'Je vous remercie de bien vouloir m’indiquer la solution que vous proposez (remplacement, avoir ou remboursement) et le délai de traitement.',
            level: 0,
          },
          { text: 'Je reste disponible pour vous transmettre tout justificatif utile.', level: 1 },
        ],
      };
    }
    case 'sending': {
      const sent = sentThing(request.command);
      // « avant vendredi » as said: the day it stands for would read as a date of sending.
      const said = facts.dates[0]?.text ?? '';
      const deadline =
        when && sent && !sent.includes(said)
          ? /^(?:avant|d'ici|d’ici|au plus tard)\b/i.test(said)
            ? `, comme convenu ${said}`
            : ` (${when})`
          : '';
      return {
        subject: sent ? capitalise(withoutArticle(sent.split(/\s:\s/)[0]!)) : 'Documents',
        body: [
          {
            text: sent
              ? `Veuillez trouver ci-joint ${toRecipient(sent)}${deadline}.`
              : 'Veuillez trouver ci-joint les documents convenus.',
          },
          { text: 'N’hésitez pas à me dire s’il vous manque quoi que ce soit.', level: 0 },
          { text: 'Je reste à votre disposition pour toute question.', level: 1 },
        ],
      };
    }
    case 'request': {
      const asked = askedThing(conversation.request.command);
      // « avant vendredi » is read as due the day before (decision 036); the reader is told the day the
      // user named: « avant le vendredi 4 décembre ». A bare date is « pour le … ».
      const first = facts.dates[0];
      const deadline = when
        ? first && first.minutes === null && /^avant\b\D*$/.test(fold(first.text))
          ? ` avant le ${formatDay(first.day + 1, conversation.today)}`
          : /^(avant|d'ici|d’ici|au plus tard|a partir|à partir|des|dès|jusqu)/i.test(when)
            ? ` ${when}`
            : ` pour le ${when}`
        : '';
      // « un rendez-vous la semaine prochaine »: the date already said in the user's words.
      const dated = (text: string) =>
        text.includes(when ?? '') ||
        Boolean(facts.dates[0] && fold(text).includes(fold(facts.dates[0].text)));
      const reason = requestReason(request.command);
      // « demander un rendez-vous »: a meeting is arranged with the reader, not sent by them.
      const meeting = asked && !asked.infinitive && meetingAsked.test(fold(asked.text)) ? asked.text : null;
      const subjectOfAsk =
        asked && !asked.infinitive
          ? asked.main.replace(/^(?:(?:les|le|la|une|un|des|votre|vos|ton|ta|tes)\s+|l['’]\s*)/i, '')
          : null;
      // « l'autorisation d'installer une terrasse », « un délai de paiement »: what the reader grants is
      // solicited (« votre autorisation »), not sent like a document.
      const granted = asked && !asked.infinitive ? grantedThing(asked.text) : null;
      return {
        subject: meeting
          ? `Demande ${withDe(withoutArticle(meeting).split(/\s+(?=la |le |les |l'|l’|cette |ce |d[eu]s? |en |avant |pour |dans |\d)/)[0] ?? '').replace(/^d'/, 'd’')}${reason?.topic ? ` : ${capitalise(withoutArticle(reason.topic))}` : ''}`
          : asked?.infinitive && askedDeedSubject(toSecondPerson(asked.text))
            ? askedDeedSubject(toSecondPerson(asked.text))!
            : granted && subjectOfAsk
              ? `Demande ${withDe(subjectOfAsk).replace(/^d'/, 'd’')}`
              : `Demande${subjectOfAsk ? ` : ${capitalise(subjectOfAsk)}` : about ? ` : ${about}` : ''}`,
        body: [
          meeting
            ? {
                text: `Je souhaiterais convenir avec vous ${withDe(meeting)}${deadline && !dated(meeting) ? deadline : ''}${reason ? reason.said : ''}.`,
              }
            : asked
              ? {
                  text: asked.infinitive
                    ? `Je me permets de vous écrire pour vous demander ${toSecondPerson(asked.text)}${deadline && !dated(asked.text) ? deadline : ''}${reason ? reason.said : ''}.`
                    : granted
                      ? `Je me permets de solliciter ${granted}${deadline && !dated(asked.text) ? deadline : ''}${reason ? reason.said : ''}.`
                      : `Pourriez-vous me transmettre ${asked.text}${deadline && !dated(asked.text) ? deadline : ''}${reason ? reason.said : ''} ?`,
                }
              : {
                  text: `Je me permets de vous solliciter${about ? ` au sujet ${withDe(about)}` : ''}${when && !about?.includes(when) ? `,${deadline}` : ''}${reason ? reason.said : ''}.`,
                },
          {
            text: meeting
              ? 'Pourriez-vous m’indiquer le créneau qui vous conviendrait ?'
              : granted
                ? 'Je reste à votre disposition pour tout document complémentaire.'
                : asked
                  ? 'Merci d’avance pour votre retour.'
                  : 'Pourriez-vous me faire un retour dès que possible ?',
            level: granted ? 1 : 0,
          },
          (!asked || granted) && {
            text: 'Je vous remercie par avance de l’attention portée à ma demande.',
            level: 1,
          },
        ].filter((paragraph): paragraph is Paragraph => Boolean(paragraph)),
      };
    }
    case 'congratulations': {
      // "Félicite Sophie pour l'ouverture de son restaurant et propose-lui…": what for, up to the
      // second request, said to her.
      const forWhat =
        /\bfelicit\w*\b[^.!?]*?\spour\s+(?!que\b|qu')([^.!?]{3,}?)(?=\s+et\s+(?:propose|presente|recommande|offre|suggere|parle)\w*|[.!?]|$)/.exec(
          fold(request.command),
        );
      const congratulated = forWhat?.[1]
        ? toRecipient(
            request.command.slice(
              forWhat.index + forWhat[0].length - forWhat[1].length,
              forWhat.index + forWhat[0].length,
            ),
          )
        : about;
      const proposed = alsoProposed(request.command);
      // « Un message pour féliciter l'équipe : on a battu notre record de ventes en novembre » — what
      // for is said after the colon, in the business's voice: « Bravo : nous avons battu… ».
      const colon = forWhat ? -1 : request.command.indexOf(':');
      const feat =
        colon > 0 && /\bfelicit\w*\b/.test(fold(request.command.slice(0, colon)))
          ? request.command
              .slice(colon + 1)
              .trim()
              .replace(/[.!\s]+$/, '')
          : null;
      if (feat && feat.length > 3) {
        const said = asWe(toSecondPerson(feat), 'vous').replace(/^Nous\b/, 'nous');
        const team = /\b(?:equipe|salaries|collaborat\w*|collegues)\b/.test(
          fold(request.command.slice(0, colon)),
        );
        return {
          subject: team ? 'Bravo à toute l’équipe !' : 'Félicitations !',
          body: [
            { text: `Bravo : ${said} !` },
            {
              text: team
                ? 'C’est le fruit du travail de chacun : merci pour votre engagement.'
                : 'C’est une très belle réussite, amplement méritée.',
              level: 1,
            },
          ],
        };
      }
      return {
        subject: congratulated ? `Félicitations pour ${congratulated}` : 'Félicitations !',
        body: [
          { text: `Toutes mes félicitations${congratulated ? ` pour ${congratulated}` : ''} !` },
          { text: 'C’est une très belle réussite, amplement méritée.', level: 1 },
          proposed && {
            text: `À cette occasion, je me permets de vous présenter ${proposed} : je serais ravi d’en parler avec vous lors d’un court échange, quand cela vous arrange.`,
          },
        ].filter((paragraph): paragraph is Paragraph => Boolean(paragraph)),
      };
    }
    case 'termination': {
      // "résiliation de mon contrat d'assurance auprès de la MAAF" → "mon contrat d'assurance".
      const ended =
        /\b(?:resiliation|resilier|mettre fin a|fin de)\s+(?:de |du |d')?((?:mon|notre|ma|nos|le|la|ce|cet|cette)\s+(?:contrat|abonnement|bail|adhesion|compte|ligne|forfait)[^,.;:!?]{0,40}?)(?=\s+(?:aupres|chez|avec|a effet|au|des|le|du)\b|[,.;:!?]|$)/.exec(
          fold(request.command),
        );
      const at = ended?.[1] ? fold(request.command).indexOf(ended[1]) : -1;
      const what = at >= 0 && ended?.[1] ? request.command.slice(at, at + ended[1].length) : 'mon contrat';
      const reference = facts.references[0];
      const effect = facts.dates[0];
      return {
        subject: `Résiliation ${withDe(what.replace(/^(mon|ma|notre|nos|le|la|ce|cet|cette)\s+/i, 'le '))}${reference && !what.includes(reference.code) ? ` ${reference.label.replace(/^contrat\s+/i, '')}` : ''}`,
        body: [
          {
            text: `Je vous informe par la présente de ma décision de résilier ${what}${reference && !what.includes(reference.code) ? ` (${reference.label})` : ''}${effect ? `, à effet du ${effect.label.replace(/^(le|au|du)\s+/i, '')}` : ', dans le respect du préavis prévu au contrat'}.`,
          },
          {
            text: 'Je vous remercie de bien vouloir m’adresser une confirmation écrite de cette résiliation, avec sa date de prise d’effet, ainsi que le solde éventuel de mon compte.',
          },
          { text: 'Je reste à votre disposition pour toute formalité nécessaire.', level: 1 },
        ],
      };
    }
    case 'wishes': {
      // "souhaiter un bon anniversaire" → "un très bon anniversaire"; the occasion as the user said it.
      const wish =
        /\bsouhait\w*\s+((?:un |une |de |d')?(?:tres )?[^,.;!?]{3,40}?)(?=\s+(?:a|au|aux)\s|[,.;!?]|$)/.exec(
          fold(request.command),
        );
      const start = wish?.[1] ? fold(request.command).indexOf(wish[1]) : -1;
      const said = start >= 0 && wish?.[1] ? request.command.slice(start, start + wish[1].length) : null;
      const occasion =
        said ?? (/anniversaire/.test(fold(request.command)) ? 'un très bon anniversaire' : 'le meilleur');
      return {
        subject: /anniversaire/.test(fold(occasion))
          ? 'Joyeux anniversaire !'
          : capitalise(`${occasion.replace(/^(un|une|de|d') ?/i, '')} !`),
        body: [
          { text: `Je vous souhaite ${occasion} !` },
          {
            text: 'Merci pour tout ce que nous partageons au quotidien : c’est une chance de travailler ensemble.',
            level: 1,
          },
          { text: 'Profitez bien de cette journée.', level: 0 },
        ],
      };
    }
    case 'proposal': {
      const offered = proposedThing(request.command);
      return {
        subject: offered ? `Proposition : ${capitalise(withoutArticle(offered.main))}` : `Proposition${from}`,
        body: [
          {
            text: offered
              ? `Je me permets de vous écrire pour vous proposer ${offered.text}.`
              : `Je me permets de vous écrire pour vous faire une proposition${about ? ` au sujet ${withDe(about)}` : ''}.`,
          },
          {
            text: 'Si cette proposition vous intéresse, je me tiens à votre disposition pour en parler et convenir ensemble des modalités.',
            level: 0,
          },
        ],
      };
    }
    case 'welcome':
      return {
        subject: `Bienvenue${from}`,
        body: [
          {
            text: `Nous sommes ravis de vous compter parmi nos clients${company.name ? ` chez ${company.name}` : ''}.`,
          },
          { text: 'Je reste à votre disposition pour toute question.', level: 1 },
        ],
      };
    default: {
      // "qui demande un rendez-vous…": what the message asked, said back, then answered.
      // « qui veut échanger un manteau : on accepte l'échange… »: what was asked ends at the colon;
      // after it, the user dictates the answer.
      // « Réponds à ce mail : « … » Dis-lui que c'est ok pour mardi » : the instruction after the pasted
      // message is the answer, as when it is dictated after a colon.
      const instructed = answerGiven(request.command);
      const answer =
        dictatedStatements(request.command) ??
        (instructed ? { statements: [givenAnswerSaid(instructed)], replying: true, topic: null } : null);
      const wish = situation && /^qui\b/i.test(situation) ? situation : null;
      // A pasted message's questions, when the user answers them (« Réponds-lui que oui, … »).
      const question = !wish && answer && request.pasted ? pastedQuestion(request.pasted) : null;
      const asked = wish
        ? capitalise(toSecondPerson(answer ? wish.split(/\s+:\s/)[0]!.replace(/\s+$/, '') : wish))
        : (question?.said ?? null);
      const meeting =
        asked &&
        !answer &&
        /\b(rendez-vous|rdv|rencontr\w*|echange\w*|appel\w*|reunion|visite|passer|voir)\b/.test(fold(asked));
      const slots = meeting
        ? freeSlots(
            conversation.workspace.events,
            Math.max(conversation.today, facts.dates[0]?.day ?? conversation.today),
            60,
            2,
          )
        : [];
      // « Réponds à Point P : je confirme la commande… »: what the user dictated is the answer.
      const dictated = slots.length ? null : answer;
      if (dictated)
        return {
          // A reply thanks for the message it answers; a letter written first names its topic, else
          // says its news in a few words (« La rénovation de votre salle de bains prend du retard »).
          subject: dictated.replying
            ? about
              ? `Re : ${about}`
              : ((asked && wishSubject(asked)) ?? question?.subject ?? dictated.topic ?? 'Votre message')
            : (dictated.topic ??
              (about
                ? capitalise(withoutArticle(about))
                : (newsInBrief(dictated.statements) ?? 'Votre message'))),
          // Written first, it is no « réponse »: the intro names no kind.
          ...(dictated.replying ? {} : { name: '' }),
          body: [
            dictated.replying ? { text: 'Merci pour votre message.' } : null,
            // What the reader asked, said back before the answer: « Vous voulez échanger un manteau… :
            // nous acceptons l'échange… ».
            ...dictated.statements.map((text, index) => ({
              text:
                asked && index === 0 ? `${asked} : ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text,
            })),
            { text: 'Je reste à votre disposition pour toute question.', level: 1 },
          ].filter((paragraph): paragraph is Paragraph => paragraph !== null),
        };
      return {
        subject: about ? `Re : ${about}` : 'Votre message',
        body: [
          { text: `Merci pour votre message${about ? ` au sujet ${withDe(about)}` : ''}.` },
          { text: asked ? `${asked}.` : situation ? capitalise(`${situation}.`) : '', level: 0 },
          slots.length
            ? {
                text: `Avec plaisir : je vous propose le ${listWords(slots.map((slot) => formatSlotStart(slot, conversation.today))).replace(/ et /, ' ou le ')}. Dites-moi ce qui vous convient.`,
              }
            : { text: 'Je reviens vers vous dès que possible avec une réponse complète.', level: 1 },
        ],
      };
    }
  }
}

// « échanger », « retourner »: what a customer asks to do, named as the subject of the reply.
const wishNouns: Record<string, string> = {
  echanger: 'Échange',
  retourner: 'Retour',
  rendre: 'Retour',
  reparer: 'Réparation',
  annuler: 'Annulation',
  reporter: 'Report',
  modifier: 'Modification',
  livrer: 'Livraison',
  reserver: 'Réservation',
  rembourser: 'Remboursement',
};

// What the reader is asked to do, named as a subject line says it (« nous envoyer votre RIB » → « Envoi
// de votre RIB »).
const deedNouns: Record<string, string> = {
  ...wishNouns,
  envoyer: 'Envoi',
  renvoyer: 'Envoi',
  transmettre: 'Envoi',
  confirmer: 'Confirmation',
  valider: 'Validation',
  signer: 'Signature',
  regler: 'Règlement',
  payer: 'Règlement',
  completer: 'Complément',
  verifier: 'Vérification',
  rappeler: 'Rappel',
};

/** « si vous pouvez nous envoyer votre RIB » → « Envoi de votre RIB »; null when the deed is not named. */
export function askedDeedSubject(asked: string): string | null {
  const match =
    /^(?:si vous (?:pouvez|pourriez|voulez bien)\s+|de\s+|d['’])(?:nous\s+|me\s+|m['’])?(\p{L}+)\s+((?:votre|vos|le|la|les|un|une|des|du)\s+|l['’])([^,;.!?]{2,50}?)(?=\s+(?:avant|d['’]ici|pour|au plus tard|dès|des|afin|car|parce)\b|[,;.!?]|$)/iu.exec(
      asked,
    );
  const noun = match?.[1] ? deedNouns[fold(match[1])] : undefined;
  if (!noun || !match?.[2] || !match[3]) return null;
  return `${noun} ${withDe(`${match[2]}${match[3]}`.replace(/\s+/g, ' ').trim())}`;
}

/** « Vous voulez échanger un manteau acheté pendant les soldes » → « Échange de votre manteau acheté pendant les soldes ». */
export function wishSubject(asked: string): string | null {
  const match =
    /^vous (?:voulez|voudriez|souhaitez|souhaiteriez|aimeriez|demandez [aà]|cherchez [aà]|desirez|désirez)\s+(\p{L}+)\s+(?:(?:une|un|le|la|votre|ce|cette)\s+|l['’]\s*)(.{3,80})$/iu.exec(
      asked.replace(/[.!]+$/, ''),
    );
  const noun = match?.[1] ? wishNouns[fold(match[1])] : undefined;
  if (!noun || !match?.[2]) return null;
  // Short, as a subject is: the thing without what is said of it (« acheté pendant les soldes »).
  const thing = match[2]
    .split(
      /\s+(?=\p{L}+(?:é|ée|és|ées)(?=\s|$)|(?:qui|que|dont|pendant|pour|chez|avec|depuis|dans|lors|sur)\b)/u,
    )[0]!
    .trim();
  return `${noun} de votre ${thing}`;
}

const pluralToVous: Record<string, string> = {
  peuvent: 'pouvez',
  doivent: 'devez',
  veulent: 'voulez',
  ont: 'avez',
  sont: 'êtes',
  font: 'faites',
  vont: 'allez',
  recoivent: 'recevez',
  reçoivent: 'recevez',
  viennent: 'venez',
  prennent: 'prenez',
  disent: 'dites',
};

/** "ils peuvent appeler", "leurs commandes": a clause about the group, said to the group. */
export function toGroup(clause: string): string {
  // « Marion prend son congé maternité… »: said of a colleague by name, « son » is hers, not the team's.
  const aboutSomeone =
    /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?\s+\p{Ll}/u.test(clause.trim()) &&
    !/^(?:Il|Elle|Ils|Elles|On|Nous|Vous|Je|Tu|Le|La|Les|L|Un|Une|Des|Du|De|Son|Sa|Ses|Leur|Leurs|Notre|Nos|Votre|Vos|Mon|Ma|Mes|Ce|Cette|Ces|Cet|Tout|Tous|Toute|Toutes|Chaque|Demain|Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)\b/.test(
      clause.trim(),
    );
  return (aboutSomeone ? (text: string) => text : toRecipient)(
    // "qu'ils peuvent" → "que vous pouvez": the elision goes with "ils".
    clause
      .replace(/\b(\p{L}*qu)['’](?=(?:ils|elles)\b)/giu, '$1e ')
      .replace(
        /\b(?:ils|elles)\s+(ne\s+|n['’])?(\p{L}+)/giu,
        (_, negation: string | undefined, verb: string) => {
          const lower = verb.toLowerCase();
          const said =
            pluralToVous[lower] ??
            (lower.endsWith('ront')
              ? `${lower.slice(0, -4)}rez`
              : lower.endsWith('llent')
                ? `${lower.slice(0, -5)}lez`
                : lower.replace(/ent$/, 'ez'));
          const not = negation ? (/^[aeiouyéèêh]/i.test(said) ? 'n’' : 'ne ') : '';
          return `vous ${not}${said}`;
        },
      ),
  );
}

const irregularWe: Record<string, string> = {
  peut: 'pouvons',
  est: 'sommes',
  a: 'avons',
  fait: 'faisons',
  doit: 'devons',
  prend: 'prenons',
  va: 'allons',
  vient: 'venons',
  met: 'mettons',
  dit: 'disons',
  sait: 'savons',
  voit: 'voyons',
  envoie: 'envoyons',
  paie: 'payons',
  rembourse: 'remboursons',
};

/** « livre » → « livrons », « change » → « changeons », « peut » → « pouvons »; null when unsure. */
function weVerb(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (irregularWe[lower]) return irregularWe[lower];
  // « on se tutoie »: a pronoun (se, le, ne…) is no verb.
  if (lower.length < 3) return null;
  // The Lefff's conjugations first (« on refait » → « nous refaisons », not an imperfect's « -ions »).
  const known = toReaderForm(lower, 'il', 'nous');
  if (known) return known;
  // « renvoie », « nettoie », « paie », « essuie »: the y comes back before -ons.
  if (/[oau]ie$/.test(lower)) return `${lower.slice(0, -2)}yons`;
  // « remercie », « oublie » → « remercions »; « (r)appelle », « renouvelle », « jette » double their
  // consonant with « on » only (« nous appelons »).
  if (/ie$/.test(lower)) return `${lower.slice(0, -1)}ons`;
  // « on aimerait », « on pourrait », « on avait » → « nous aimerions », « nous pourrions », « nous avions ».
  if (/ait$/.test(lower)) return `${lower.slice(0, -3)}ions`;
  if (/(?:appe|renouve|épe)lle$|jette$/.test(lower)) return `${lower.slice(0, -2)}ons`;
  if (/ge$/.test(lower)) return `${lower}ons`;
  if (/ce$/.test(lower)) return `${lower.slice(0, -2)}çons`;
  if (/[^aeiouy]e$/.test(lower)) return `${lower.slice(0, -1)}ons`;
  // « on la recontactera », « on verra » → « nous la recontacterons », « nous verrons »: the future.
  if (lower.length >= 4 && /ra$/.test(lower)) return `${lower.slice(0, -1)}ons`;
  // « on l'accepterait », « on pourrait », « on livrait »: the conditional and the imperfect.
  if (/[^aeiouy]ait$/.test(lower)) return `${lower.slice(0, -3)}ions`;
  return null;
}

// Verbs whose object is a person, not a thing: « on la rembourse » is said to her as « nous vous remboursons ».
const personVerbs =
  /^(?:rembours|rappel|appel|contact|recontact|previen|inform|tien|conseill|accompagn|recoi|invit|remerci|dedommag|indemnis|accueill|retien|reten|selectionn|recrut|embauch)/;
// « on ne la retient pas »: a letter says what is retained of the reader, their application.
const applicationVerbs = /^(?:retien|reten|selectionn)/;

/** « nous ne » and the verb said for « nous », with its person object: the reader, or the pronoun. */
function weNegated(reader: string | null, pronoun: string | undefined, verb: string): string | null {
  const we = weVerb(verb);
  if (!we) return null;
  const personal =
    reader && pronoun && /^(?:le|la|les|l['’])$/i.test(pronoun) && personVerbs.test(fold(verb));
  if (personal && applicationVerbs.test(fold(verb))) return `nous ne ${we} pas votre candidature`;
  const object = pronoun
    ? `${(reader && /^(lui|leur)$/i.test(pronoun)) || personal ? reader : pronoun}${/['’]$/.test(pronoun) && !personal ? '' : ' '}`
    : '';
  return `nous ne ${object}${we}`.replace(/(?<![\p{L}'’-])ne (?=[aeiouyéèêh])/u, 'n’');
}

/** « on livre », « on ne livre pas », « on n'accepte que » → « nous livrons », « nous ne livrons pas »… */
export function asWe(text: string, reader: string | null = null): string {
  // "on lui offre": the object pronoun stays before the verb, or names the letter's reader ("vous").
  const object = (pronoun: string | undefined) =>
    pronoun ? `${reader && /^(lui|leur)$/i.test(pronoun) ? reader : pronoun} ` : '';
  return (
    text
      .replace(/\b([Qq]u)['’](?=[Oo]n\s)/gu, '$1e ')
      .replace(/\b[Oo]n s['’](\p{L}+)/gu, (words, verb: string) => {
        // « on s'excuse du retard » → « nous nous excusons du retard ».
        const we = weVerb(verb);
        return we ? `nous nous ${we}` : words;
      })
      .replace(
        /\b[Oo]n n['’](?:(lui|leur) )?(\p{L}+)/gu,
        (words, pronoun: string | undefined, verb: string) => weNegated(reader, pronoun, verb) ?? words,
      )
      // « on ne la retient pas », « on ne l'a pas retenue »: a person object, the reader when a verb
      // acts on a person.
      .replace(
        /\b[Oo]n ne (?:(lui|leur|le|la|les) |(l['’]))?(\p{L}+)( pas)?/gu,
        (words, pronoun: string | undefined, elided: string | undefined, verb: string, not = '') => {
          const said = weNegated(reader, pronoun ?? elided, verb);
          if (!said) return words;
          return said.endsWith(' pas votre candidature') ? said : `${said}${not}`;
        },
      )

      .replace(
        /\b[Oo]n (?:(lui|leur|le|la|les|vous|y|en) |(l['’]))?(\p{L}+)/gu,
        (words, pronoun: string | undefined, elided: string | undefined, verb: string) => {
          // « on le renvoie », « on l'envoie »: the object pronoun stays between « nous » and the verb;
          // « on la rembourse », « on le rappelle » speak of a person: the letter's reader (« vous »).
          const we = weVerb(verb);
          if (!we) return words;
          const person =
            reader && (pronoun || elided) && /^(?:le|la|les|l['’])$/i.test(pronoun ?? elided ?? '');
          if (person && personVerbs.test(fold(verb))) return `nous ${reader} ${we}`;
          return `nous ${elided ?? object(pronoun)}${we}`;
        },
      )
      // « on le rembourse pas », as it is spoken: the written negation keeps its « ne ».
      .replace(
        /\bnous (?!ne\b|n['’])((?:vous|lui|leur|le|la|les|y|en) |l['’])?(\p{L}+) (pas|plus|jamais|rien)\b/gu,
        (_, pronoun: string | undefined, verb: string, negation: string) =>
          `nous ${/^[aeiouyéèêh]/i.test(pronoun ?? verb) ? 'n’' : 'ne '}${pronoun ?? ''}${verb} ${negation}`,
      )
      // « il faudra qu'on en parle » → « que nous en parlions »: after a « que » that asks for it, the
      // subjunctive, not the « nous parlons » of the present.
      .replace(
        /\b((?:faut|faudra|faudrait|fallait|pour|avant|bien|condition|attendant|veux|voudrais|souhaite|important|mieux)\s+que\s+nous\s+(?:(?:en|y|le|la|les|vous|lui|leur)\s+|l['’])?)(\p{L}+ons)\b/giu,
        (_all, before: string, verb: string) => `${before}${subjunctiveWe(verb)}`,
      )
      .replace(/^nous/, 'Nous')
  );
}

const irregularSubjunctiveWe: Record<string, string> = {
  sommes: 'soyons',
  avons: 'ayons',
  faisons: 'fassions',
  pouvons: 'puissions',
  savons: 'sachions',
  voulons: 'voulions',
};

/** « parlons » → « parlions », « faisons » → « fassions »: the present's « nous » form in the subjunctive. */
function subjunctiveWe(verb: string): string {
  const lower = verb.toLowerCase();
  if (irregularSubjunctiveWe[lower]) return irregularSubjunctiveWe[lower];
  if (/ions$/.test(lower)) return verb;
  // « mangeons », « commençons » lose the letter that kept the sound before « -ons ».
  return verb.replace(/(?:e|ç)?ons$/, (ending) => (ending.startsWith('ç') ? 'cions' : 'ions'));
}

// A sentence that tells the employee what to do with the letter, not what the letter says.
const instruction =
  /^(?:ajout\w*|precis\w*|sign\w*|mets|met|fais|redige\w*|ecri\w*|envoi\w*|termine\w*|utilis\w*|tutoi\w*|vouvoi\w*|sois|soyez|reste\w*|garde\w*|merci|stp|svp|n'oublie\w*|pense\w*|fai\w*-le|ton|style|court|bref)\b/;

const thirdToVous: Record<string, string> = {
  a: 'avez',
  est: 'êtes',
  peut: 'pouvez',
  veut: 'voulez',
  doit: 'devez',
  fait: 'faites',
  va: 'allez',
  sait: 'savez',
  prend: 'prenez',
  vient: 'venez',
  dit: 'dites',
  avait: 'aviez',
  etait: 'étiez',
};

/**
 * « le carrelage qu'elle a choisi », in a letter to Mme Roy → « que vous avez choisi »: a clause whose
 * subject is the reader (« elle » for a woman, « il » for a man), said to them. A verb not known stays.
 */
/** « qu'on peut ajouter si elle veut »: the reader's wish, said to them (« si vous le souhaitez »). */
export function readerWish(sentence: string, reader = 'il|elle'): string {
  return sentence.replace(
    new RegExp(
      `\\bs(?:i\\s+|['’])(?:${reader})\\s+(?:le\\s+)?(?:veut|souhaite|le souhaite|pr[eé]f[eè]re|d[eé]sire)(?=\\s*(?:[,.;!?)]|$))`,
      'giu',
    ),
    'si vous le souhaitez',
  );
}

export function readerClauses(sentence: string, reader: 'il' | 'elle' | null): string {
  if (!reader) return sentence;
  const wish = readerWish(sentence, reader);
  // « qu'elle a choisi », « si elle est toujours disponible », « s'il peut »: the reader, said « vous ».
  const lead = reader === 'il' ? `(qu['’]|si\\s+|s['’])il` : `(qu['’]|si\\s+)elle`;
  // « on livre la table jeudi si elle est prête »: a thing of the same gender named in the clause may
  // be what « elle » stands for; the clause is left as said.
  const thingBefore =
    reader === 'il'
      ? /(?:^|\s)(?:le|un|ce|cet|son|mon|votre|notre|leur)\s+\p{L}{3,}/iu
      : /(?:^|\s)(?:la|une|cette|sa|ma|votre|notre|leur)\s+\p{L}{3,}/iu;
  return wish.replace(
    new RegExp(`\\b${lead}\\s+(ne\\s+|n['’])?(\\p{L}+)`, 'giu'),
    (all, conjunction: string, negation: string | undefined, verb: string, offset: number, text: string) => {
      const clause =
        text
          .slice(0, offset)
          .split(/[,;.]|\s(?:mais|et)\s/)
          .at(-1) ?? '';
      if (!/^qu/i.test(conjunction) && thingBefore.test(clause)) return all;
      const lower = verb.toLowerCase();

      const said =
        thirdToVous[fold(lower)] ??
        toReaderForm(lower, 'il', 'vous') ??
        (/ra$/.test(lower) ? `${lower.slice(0, -2)}rez` : /[^aeiouy]e$/.test(lower) ? `${lower}z` : null);
      if (!said) return all;
      const not = negation ? (/^[aeiouyéèêh]/i.test(said) ? 'n’' : 'ne ') : '';
      return `${/^qu/i.test(conjunction) ? 'que' : 'si'} vous ${not}${said}`;
    },
  );
}

// Words of speech a letter writes out: « dispo » is « disponible », « c'est ok » is « c'est entendu ».
const spokenWords: Array<[RegExp, string]> = [
  [/\b(c['’]est|ce sera)\s+(?:ok|okay|bon|d['’]accord)\b/giu, '$1 entendu'],
  // « elles sont dispo »: the plural agrees with its verb.
  [/\b(sont|seront|étaient|etaient|restent|seraient)\s+dispos?(?![\p{L}'’-])/giu, '$1 disponibles'],
  [/(?<![\p{L}'’-])dispo(s?)(?![\p{L}'’-])/giu, 'disponible$1'],
  [/(?<![\p{L}'’-])(?:appart)(?![\p{L}'’-])/giu, 'appartement'],
  [/(?<![\p{L}'’-])(?:rdv)(?![\p{L}'’-])/giu, 'rendez-vous'],
  // A letter asks politely: « je veux passer à 25 sacs » is « je souhaite ».
  [/\b([Jj]e)\s+veux\b/gu, '$1 souhaite'],
  [/\b([Nn]ous)\s+voulons\b/gu, '$1 souhaitons'],
  [/(?<![\p{L}'’-])hebdo(?![\p{L}'’-])/giu, 'hebdomadaire'],
  // « c est 85 euros »: an amount is written with its sign.
  [/(\d(?:[\d\s\u00a0\u202f]*\d)?(?:,\d+)?)\s*euros?(?![\p{L}'’-])/giu, '$1 €'],
  // « …, pas besoin de nous retourner l'ancienne »: said without its verb, written « inutile de ».
  [/(^|[,;]\s*)(?:pas besoin|pas la peine)\s+(de|d['’])/giu, '$1inutile $2'],
  // « de 20 sacs a 25 sacs » typed without its accent: « à » between two figures.
  [/(\d(?:[\s\u00a0\u202f]?\d)*(?:\s+\p{L}+)?)\s+a\s+(?=\d)/gu, '$1 à '],
];

/** A clause as spoken (« c'est ok pour mardi », « si elle est dispo ») in a letter's words. */
export function spokenWritten(clause: string): string {
  return spokenWords.reduce((text, [spoken, written]) => text.replace(spoken, written), clause);
}

/** The statements a request makes after the sentence of its news, as the letter says them to its reader. */
export function statementsAfter(command: string, end: number, reader: 'il' | 'elle' | null = null): string[] {
  return command
    .slice(end + 1)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/[.!]+$/, ''))
    .filter(
      (sentence) =>
        sentence.length > 3 &&
        !sentence.endsWith('?') &&
        !instruction.test(fold(sentence)) &&
        // « « … » »: where a pasted message stood.
        !/^«\s*…\s*»$/.test(sentence),
    )
    .map(
      (sentence) =>
        instructedStatement(sentence) ??
        `${capitalise(asWe(readerClauses(toSecondPerson(spokenWritten(sentence)), reader), 'vous'))}.`,
    );
}

// What is planned next, in a sentence the user adds after the request (« Le premier est prévu le 7
// janvier », « La livraison aura lieu lundi », « On commence le 3 février »): a day, or words of a plan.
const plannedWords =
  /\b(?:prevu\w*|fixe\w*|programme\w*|planifie\w*|(?:aura|a) lieu|commence\w*|demarre\w*|debute\w*|arrive\w*|livr\w*|install\w*|passer\w*|viendr\w*|rendez-vous|premier|premiere|prochain\w*)\b/;
// The sentence that asks for the letter, never said in it.
const letterAsked =
  /\b(?:ecri\w*|redige\w*|prepare\w*|envoie\w*|remercie\w*|felicite\w*|(?:un|une|le|la|ce|cette) (?:mail|e-mail|email|message|mot|lettre|courrier|carte))\b/;

/**
 * « à Mme Fabre de l'agence Immo Sud », « à M. Roux, de la société Altis, », « à Léa chez Acme »: the
 * company of the person written to, named right after them, and how to say it after « l'équipe ».
 */
export function readersCompany(command: string, companies: string[]): { name: string; said: string } | null {
  for (const name of companies) {
    const at = command.indexOf(name);
    if (at < 0) continue;
    const before = command.slice(0, at);
    const link =
      /(?:^|\s)(?:à|a|pour)\s+(?:(?:M\.|Mme|Mlle|Monsieur|Madame)\s+)?\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?,?\s+((?:de|du|chez)\s+(?:l['’]|la\s+|le\s+)?(?:(?:agence|société|entreprise|cabinet|boutique|magasin|restaurant|hôtel|maison|studio|atelier|garage|groupe|association|mairie|clinique|pharmacie|boulangerie|SARL|SAS|SASU|EURL)\s+)?)$/u.exec(
        before,
      );
    if (!link?.[1]) continue;
    const said = /^chez\s/i.test(link[1])
      ? withDe(name)
      : `${link[1].replace(/^du\s+/i, 'du ').replace(/'/g, '’')}${name}`;
    return { name, said: said.replace(/'/g, '’') };
  }
  return null;
}

// « …, on commence l'installation le 7 décembre »: a clause with the user as its subject, told after
// the request in the same sentence.
const toldClause = /,\s+(?=(?:on|nous|je|j['’])\s*\p{L})/iu;

// « la mairie de Plérin », « le garage Moreau »: the kind of organisation said before its name.
const organisationKind = new RegExp(
  `(?:^|\\s)((?:le|la|l['’]|les)\\s*)((?:${businessKinds}|mairie|commune|ville|communaute de communes|office de tourisme|association|ecole|college|lycee|cabinet|agence|societe|entreprise)(?:\\s+(?:de|du|des|d['’]))?\\s*)$`,
);

/** A company's name with the kind the request gives it (« la mairie de Plérin »), else the name alone. */
export function companyWithKind(command: string, name: string): string {
  const at = command.indexOf(name);
  if (at < 0) return name;
  const before = command.slice(0, at);
  const kind = organisationKind.exec(fold(before));
  if (!kind?.[1] || !kind[2]) return name;
  return `${before.slice(before.length - kind[1].length - kind[2].length).trimStart()}${name}`;
}

/** The clauses the user tells after the request in its first sentence (« on commence… le 7 décembre »). */
export function clausesToldAfter(sentence: string): string[] {
  return sentence.split(toldClause).slice(1);
}

/** The request without the clauses told after it in its first sentence. */
export function withoutClausesTold(command: string): string {
  const [first = '', ...rest] = command.split(/(?<=[.!?])\s+/);
  const kept = first.split(toldClause)[0] ?? first;
  return [kept === first ? first : `${kept.replace(/[\s,]+$/, '')}.`, ...rest].join(' ');
}

/**
 * The next step the user tells after asking for the letter (« … pour sa commande de 12 reportages.
 * Le premier est prévu le 7 janvier. »), each sentence said to the reader; empty when none is told
 * (nothing planned is ever invented). A question, or how to write the letter, is not told.
 */
export function nextStepsTold(command: string, now: Date): Array<{ text: string; said: string }> {
  const reader = readerPronoun(command);
  const [first = '', ...rest] = command.split(/(?<=[.!?])\s+|\n+/);
  return [...clausesToldAfter(first), ...rest]
    .map((sentence) => sentence.trim().replace(/[.!]+$/, ''))
    .filter((sentence) => {
      const folded = fold(sentence);
      return (
        sentence.length > 8 &&
        !sentence.endsWith('?') &&
        !instruction.test(folded) &&
        !letterAsked.test(folded) &&
        !/^(?:on se (?:tutoie|vouvoie)|(?:tu|vous)\s)/.test(folded) &&
        (plannedWords.test(folded) || findDates(sentence, now).length > 0)
      );
    })
    .map((sentence) => ({
      said: sentence,
      text: `${capitalise(asWe(readerClauses(toSecondPerson(spokenWritten(sentence)), reader), 'vous'))}.`,
    }));
}

// « Réponds à mon fournisseur : … », « Écris à Mme Roux : … »: the request's own words name the letter
// before the colon; what follows is what to say.
const writesBeforeColon =
  /\b(reponds?|repondre|reponse|ecris|ecrire|ecrivez|redige\w*|envoie\w*|mail|e-mail|email|message|courrier|dis-lui|dis-leur|dites-lui|confirme\w*|previens|prevenir|refus\w*|declin\w*|(?:dis|dites|dire) non)\b/;
const greetingStart = /^\s*(?:bonjour|bonsoir|madame|monsieur|cher|chere|salut|hello|coucou)\b/;

/**
 * The statements the user dictates after a colon (« Réponds à Point P : je confirme la commande… »),
 * as the letter says them to its reader; null when the colon does not follow the request for a letter,
 * or when what follows is a message to answer (it opens with a greeting or between quotes) or a question.
 */
export function dictatedStatements(
  command: string,
): { statements: string[]; said: string[]; replying: boolean; topic: string | null } | null {
  const colon = command.indexOf(':');
  if (colon < 0 || colon > 120) return null;
  const before = fold(command.slice(0, colon));
  const after = command.slice(colon + 1).trim();
  if (!writesBeforeColon.test(before) || after.length < 12) return null;
  if (greetingStart.test(fold(after)) || /^[«"“]/.test(after)) return null;
  const statements = statementsAfter(command, colon, readerPronoun(command.slice(0, colon)));
  if (!statements.length) return null;
  // « Écris à M. Blanc pour la visite du chantier : … »: what the letter is about, for its subject.
  // « Réponds à Mme Besnard pour son mariage du 12 juin : … »: the reader's own (« son », « sa »,
  // « leur ») is theirs, said to them (« votre mariage du 12 juin »).
  const about =
    /\bpour ((?:l[ae] |les |l'|notre |nos |votre |vos |son |sa |ses |leur |leurs )([^:]{3,60}?))\s*$/.exec(
      before,
    );
  const head = command.slice(0, colon).trim();
  const topic = about?.[2] ? capitalise(head.slice(-about[2].length)) : null;
  const replying = /\b(repond\w*|reponse)\b/.test(before);
  const theirs = about?.[1]
    ? head
        .slice(-about[1].length)
        .replace(/^(?:son|sa|leur)\s/iu, 'votre ')
        .replace(/^(?:ses|leurs)\s/iu, 'vos ')
    : null;
  // « Pour la visite du chantier, je vous propose… »: a letter written first says what it is about;
  // so does a reply that names it (« Pour votre mariage du 12 juin, c'est entendu… »).
  const [first, ...rest] = statements;
  const opened =
    theirs && first && (!replying || /^(?:votre|vos)\s/i.test(theirs))
      ? [`Pour ${theirs}, ${first.charAt(0).toLowerCase()}${first.slice(1)}`, ...rest]
      : statements;
  return {
    statements: opened,
    // As dictated, without the topic said first.
    said: statements,
    replying,
    topic: theirs && /^(?:votre|vos)\s/i.test(theirs) ? capitalise(theirs) : topic,
  };
}

/**
 * Whom « elle » or « il » stands for in what is dictated to a reader: « pour Mme Roy », « à M. Blanc »,
 * a first name whose gender is certain (« à Léa Martin »), or the pronoun the user says of them.
 */
export function readerPronoun(
  head: string,
  person?: { name: string; civility?: string | null },
  said = '',
): 'il' | 'elle' | null {
  const folded = fold(head);
  if (/\b(?:mme|madame|mlle|mademoiselle)\b/.test(folded) || person?.civility === 'Mme') return 'elle';
  if (/(?:^|\s)(?:m\.|monsieur)(?:\s|$)/.test(folded) || person?.civility === 'M.') return 'il';
  const named = person?.name ?? /(?:^|\s)(?:à|a|pour)\s+(\p{Lu}[\p{L}-]+)\s+\p{Lu}/iu.exec(head)?.[1] ?? '';
  const byName = named ? civilityOfFirstName(named.split(' ')[0] ?? '') : null;
  if (byName) return byName === 'Mme' ? 'elle' : 'il';
  const gender = customerGender(said, null);
  return gender === 'feminine' ? 'elle' : gender === 'masculine' ? 'il' : null;
}

/** A statement's first clause, short enough for a subject line; null when none is. */

function newsInBrief([statement, ...following]: string[]): string | null {
  // « Je n'ai pas pu venir lundi… »: the sender's own words make no subject line.
  if (/^(?:je|j['’]|on|nous)\b/i.test(statement ?? '')) return newsSubject(statement ?? '', following);
  const clause =
    statement
      ?.split(/,\s|;\s|\.\s|\s:\s/)[0]
      ?.replace(/[.!]+$/, '')
      .trim() ?? '';
  return clause.length >= 8 && clause.length <= 90 ? capitalise(clause) : null;
}

/** What the user tells us to answer: "Réponds-lui : remboursement sous 5 jours", "Réponds que oui, …". */
export function answerGiven(command: string): string | null {
  const folded = fold(command);
  const match =
    // An instruction to us (« réponds-lui que », « dis-lui : », « Précise que … »), not a report
    // (« le suivi indique que sa commande… »).
    // « Réponds-lui en le tutoyant : … », « dis-lui gentiment que … »: the manner said between is no answer.
    /(?:^|[.!?,;]\s*|\bet\s+)(?:reponds?|repondez|dis|dites|indique|indiquez|precise|precisez)(?:-lui|-leur|-la|-le)?(?:,?\s+(?:en (?:le|la|les) (?:tutoyant|vouvoyant)|gentiment|poliment|simplement|brievement|clairement|fermement|avec tact))*\s*(?::\s*|que\s+|qu')(.{3,})$/.exec(
      folded,
    ) ??
    // « Écris-lui qu'on lui renvoie… »: written to them, the answer.
    /\b(?:reponds?|repondez|dis|dites|indique|indiquez|precise|precisez|ecris|ecrivez)(?:-lui|-leur|-la|-le)\s*(?::\s*|que\s+|qu')(.{3,})$/.exec(
      folded,
    ) ??
    /\b(?:reponse|la reponse est)\s*:\s*(.{3,})$/.exec(folded) ??
    // « Rédige la réponse à M. Quéré : un technicien passe demain »: the answer after the colon,
    // unless a message received is pasted there, or what happened to the customer is told there
    // (« on lui a livré un gâteau avec des noix »).
    /^\s*(?:(?:peux-tu|pourrais-tu|tu peux|merci de)\s+)?(?:redige\w*|ecri[st]\w*|prepare\w*|fais|envoie\w*)\s+(?:la|une|ma|notre)\s+reponse\s+(?:a|au|aux|pour)\b[^:«»]*:\s*(?!bonjour|bonsoir|madame|monsieur|cher|chere|«|")(?![^.!?]*\b(?:lui|leur|il|elle|ils|elles|son|sa|ses|qu'il|qu'elle)\b)(.{3,})$/.exec(
      folded,
    );
  // "Propose-lui un renvoi gratuit ou un remboursement": what we offer, said as an offer.
  const offer = /\bpropose[sz]?(?:-lui|-leur)\s+(.{3,})$/.exec(folded);
  if (!match?.[1] && offer?.[1]) {
    const offered = command
      .slice(folded.length - offer[1].length)
      .replace(/[.!\s]+$/, '')
      .trim();
    return `nous vous proposons ${offered}${/\sou\s/.test(offer[1]) ? ', au choix' : ''}`;
  }
  // « Aide-moi à répondre à ces clients… Je peux descendre à 9 % si… »: what the user says they can
  // do, in a sentence of their own after asking for the reply, is the answer.
  if (!match?.[1] && !offer?.[1] && /\brepond\w*|\breponse\b/.test(folded)) {
    const own = command
      .split(/(?<=[.!?])\s+/)
      .slice(1)
      .find((sentence) =>
        /^(?:je|on|nous)\s+(?:peux|peut|pouvons|propose|proposons|suis pret\w*|accepte|acceptons|consens)\b/.test(
          fold(sentence),
        ),
      );
    if (own) return own.replace(/[.!\s]+$/, '').trim();
  }
  if (!match?.[1]) {
    // "Réponds à M. Leroux qui demande quand sera livrée sa commande : elle part demain.", « … qui
    // trouve sa coupe trop chère : le prix comprend le soin ».
    const after =
      /^\s*(?:reponds?|repondez)\b[^:]*\b(?:demande|veut savoir|aimerait savoir|souhaite savoir|trouve|pense|estime|juge|considere|croit|s'etonne|regrette)\b[^:]*:\s*(.{3,120})$/.exec(
        folded,
      );
    if (after?.[1])
      return command
        .slice(folded.length - after[1].length)
        .replace(/[.!\s]+$/, '')
        .trim();
    return answerAtColon(command) ?? answerAfterQuestion(command);
  }
  // « Dis-lui que oui, à retirer avant 11h. On se tutoie. »: the sentences after the answer that
  // instruct us (how to address the reader, how long to write) are not part of it.
  const answer = command
    .slice(folded.length - match[1].length)
    .split(/(?<=[.!?])\s+/)
    .filter(
      (sentence, index) =>
        index === 0 ||
        !/^(?:on se |nous nous |tutoie|vouvoie|sois |fais |reste |garde |signe |merci|sans )/.test(
          fold(sentence),
        ),
    )
    .join(' ')
    .replace(/[.!\s]+$/, '')
    .trim();
  const said = withoutInstructions(answer);
  return said.length >= 3 ? said : null;
}

/**
 * « Réponds à Mme Henry pour sa commande : c'est bon, on accepte l'échange »: a yes or a no after the
 * colon answers what the reader asked; null when what follows the colon opens otherwise.
 */
export function answerAtColon(command: string): string | null {
  const folded = fold(command);
  const answered =
    /^\s*(?:(?:peux-tu|pourrais-tu|tu peux|merci de)\s+)?(?:reponds?|repondez|repondre)\b[^:«»]*:\s*(.{3,})$/.exec(
      folded,
    );
  if (!answered?.[1] || !answerOpening.test(answered[1])) return null;
  return command
    .slice(folded.length - answered[1].length)
    .replace(/[.!\s]+$/, '')
    .trim();
}

/**
 * « … un client qui demande si on livre en Belgique ? On livre en Belgique en 4 à 6 jours pour
 * 9,90 €. »: the sentences said after the customer's question, that are not instructions to us,
 * are the answer; a yes-or-no question answered without « non » is a yes.
 */
function answerAfterQuestion(command: string): string | null {
  const sentences = command.match(/[^.?!]+[.?!]*/g)?.map((sentence) => sentence.trim()) ?? [];
  const asked = sentences.findIndex((sentence) =>
    /\b(demande\w*|veut savoir|veulent savoir|aimerait savoir|souhaite savoir|se demande|voudrait savoir)\b/.test(
      fold(sentence),
    ),
  );
  if (asked < 0) return null;
  const instruction =
    /^(redige|ecris|reponds|repondez|fais|prepare|propose|sois|reste|garde|mets|utilise|signe|vouvoie|tutoie|merci|comment|que|qu'|peux|pourrais)\b/;
  const said = sentences
    .slice(asked + 1)
    .filter((sentence) => !instruction.test(fold(sentence)) && !sentence.endsWith('?'))
    .map((sentence) => sentence.replace(/[.!\s]+$/, ''))
    .filter((sentence) => sentence.length >= 3);
  if (!said.length) return null;
  const answer = asWe(said.join('. '));
  const yesNo = /\bdemande\w* (?:si|s'|s’)\b/i.test(sentences[asked] ?? '');
  const negative =
    /^(non|pas|nous ne|on ne|il n|elle n)\b/i.test(fold(answer)) || /\bne \p{L}+ pas\b/u.test(fold(answer));
  // « Oui, deux prélèvements… »: a yes the user said already is not said twice.
  const saidYes = /^(?:oui|d'accord|c'est (?:d'accord|entendu|bon|ok))\b/.test(
    fold(answer).replace(/’/g, "'"),
  );
  return yesNo && !negative && !saidYes ? `oui, ${answer.charAt(0).toLowerCase()}${answer.slice(1)}` : answer;
}

// « , livraison prévue mardi 8 décembre »: a noun and its participle, typed without a verb, before a date.
const verblessDate =
  /,\s+(\p{Ll}+)\s+((?:prévu|annoncé|fixé|programmé|reporté|décalé|repoussé)(e?)(s?))\s+(le\s+|pour\s+le\s+|au\s+)?((?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?\d{1,2}(?:er)?\s+\p{Ll}+)/gu;

/** « … le transporteur, livraison prévue mardi 8 décembre » → « … le transporteur : la livraison est prévue le mardi 8 décembre ». */
export function verbless(answer: string): string {
  return answer.replace(
    verblessDate,
    (
      _all,
      noun: string,
      participle: string,
      feminine: string,
      plural: string,
      typed: string | undefined,
      date: string,
    ) => {
      const article = plural ? 'les ' : /^[aeiouyéèêh]/i.test(noun) ? 'l’' : feminine ? 'la ' : 'le ';
      // « reportés au 12 janvier » keeps its « au »; « prévue mardi 8 décembre » says « le ».
      const at = typed?.trim() === 'au' ? 'au' : typed?.startsWith('pour') ? 'pour le' : 'le';
      return ` : ${article}${noun} ${plural ? 'sont' : 'est'} ${participle} ${at} ${date}`;
    },
  );
}

/**
 * The answer the user gives, as the letter says it to its reader: « ce n'est pas possible mais qu'on
 * lui offre un bon d'achat de 15 % sur sa prochaine commande » → « Ce n'est pas possible. En revanche,
 * nous vous offrons un bon d'achat de 15 % sur votre prochaine commande. »
 */
export function givenAnswerSaid(given: string): string {
  // « que la monture est garantie 2 ans, qu'il peut passer au magasin et qu'on la remplace »: each
  // « que » of the list is a clause of its own, after a comma as after « et ».
  const clauses = verbless(ourOrderedDeeds(given.replace(/[.!\s]+$/, ''))).split(
    /\s*(,(?:\s+(?:mais|et))?|\s+(?:mais|et))\s+(?=que\s|qu['’])/i,
  );
  const said: string[] = [];
  for (let index = 0; index < clauses.length; index += 2) {
    // « c'est ok pour mardi », « c'est bon »: spoken; a letter says « c'est entendu ».
    // « on l'a remboursé hier »: the one we refunded, called or warned is the reader (« nous vous avons remboursé »).
    const clause = toReader(spokenWritten(clauses[index]!.replace(/^(?:que\s+|qu['’])/i, '')).trim(), 'vous');
    if (!clause) continue;
    // After « mais que », « il »/« elle » is the reader (« qu'il peut passer »); the first clause keeps
    // its pronouns as typed (« elle part demain » is the order), only « on lui » is said as « nous vous ».
    // « il doit envoyer un mail », « elle peut passer »: what the reader must or may do is said to them.
    const readersDeed =
      /^(?:il|elle|ils|elles)\s+(?:doi[tv]\w*|peu[tv]\w*|devr\w*|pourr\w*|n['’]a qu['’]à|n['’]ont qu['’]à|a juste à|a seulement à)\s/i.test(
        clause,
      );
    const spoken = readerWish(
      asWe(
        index === 0 && !readersDeed ? customerDeedsToReader(toRecipient(clause)) : toSecondPerson(clause),
        'vous',
      ).replace(/^Nous\b/, 'nous'),
    );
    const link = clauses[index - 1];
    said.push(
      index === 0
        ? capitalise(spoken)
        : /\bmais$/i.test(link ?? '')
          ? `En revanche, ${spoken}`
          : capitalise(spoken),
    );
  }
  return said.map((sentence) => `${sentence}${/[.!?]$/.test(sentence) ? '' : '.'}`).join(' ');
}

/**
 * « … et offre-lui un bon de 45 € » inside the answer: an order to us, said as what we do for the
 * reader (« et nous vous offrons un bon de 45 € »).
 */
export function ourOrderedDeeds(answer: string): string {
  return answer.replace(
    /(,\s*|\s+et\s+)(\p{Ll}+)-(lui|leur)\s+(?=\p{L})/gu,
    (all, link: string, verb: string) => {
      // « et dis-lui que … »: what follows is said as it is, by givenAnswerSaid's « que » clauses.
      if (/^(?:dis|dites)$/.test(verb)) return all;
      const we = toReaderForm(verb, 'il', 'nous') ?? toReaderForm(verb, 'je', 'nous');
      return we ? `${/et/.test(link) ? ' et' : ','} nous vous ${we} ` : all;
    },
  );
}

// « je le préviens », « je lui ai écrit »: the one the user warned, called or wrote to is the reader.
const toldTheReader =
  /\b(je|j['’]ai|on|nous)(\s+(?:ne\s+|n['’])?(?:\p{L}+\s+)?)(?:l['’]|le\s+|la\s+|les\s+|lui\s+|leur\s+)(?=(?:ai\s+|avons\s+|a\s+)?(?:déjà\s+|deja\s+)?(?:prévien|prévenu|previen|prevenu|relanc|rappel|appel|contact|recontact|inform|sollicit|alert|écri|ecri|dis|dit|signal|demand|répét|repet|remerci|invit|rembours|accueill|attend|tiendr|tiens|tient|voir(?!\p{L})|revoir(?!\p{L})|rencontr|retrouv|rejoindr))/giu;

// « je lui envoie les comptes », « on leur livre vendredi »: what is given to the reader (« lui »,
// « leur » only: « je les envoie » sends things, not the reader).
const givenTheReader =
  /\b(je|j['’]ai|on|nous)(\s+(?:ne\s+|n['’])?)(?:lui\s+|leur\s+)(?=(?:ai\s+|avons\s+|a\s+)?(?:déjà\s+|deja\s+)?(?:envoi|envoy|transmet|donn|rend|propos|livr|prêt|pret|montr|apport|offr|réserv|reserv|fais|ferai|ferons|fer|expli|répond|repond|pose|poserai|laiss|garde|gard)\p{L}*)/giu;

/** A sentence about the user's dealings with the reader, said to them: « ça fait déjà deux fois que je le préviens » → « Cela fait déjà deux fois que je vous préviens ». */
export function toReader(sentence: string, address: 'tu' | 'vous'): string {
  const toThem = (all: string, subject: string, between: string, offset: number, whole: string) =>
    `${subject}${between}${address === 'vous' ? 'vous ' : /^[aeiouyéèêh]/i.test(whole.slice(offset + all.length)) ? 't’' : 'te '}`;
  const said = sentence.replace(toldTheReader, toThem).replace(givenTheReader, toThem);
  // A letter that says « vous » says « cela »; « ça » is spoken.
  return address === 'vous'
    ? said.replace(/(^|\s)[çÇ]a(?=\s)/g, (_all, space: string) => `${space}cela`)
    : said;
}

/** Paragraphs asked in follow-ups: a commercial gesture, a call to action. */
export function additionParagraphs(conversation: Conversation): Paragraph[] {
  return conversation.style.additions.flatMap((addition): Paragraph[] => {
    // A discount the request itself gave is already in the draft's own words.
    if (addition.kind === 'discount' && !conversation.request.facts.percentages.includes(addition.percent)) {
      // On what is being sold when the letter is about it (a quote followed up), else the next order.
      const folded = fold(conversation.request.command);
      const on = /\bdevis\b/.test(folded)
        ? 'sur ce devis'
        : /\b(proposition|offre commerciale)\b/.test(folded)
          ? 'sur cette proposition'
          : 'sur votre prochaine commande';
      return [{ text: `En geste commercial, nous vous accordons une remise de ${addition.percent} ${on}.` }];
    }
    if (addition.kind === 'statement') {
      // "ajoute qu'en cas d'urgence ils peuvent appeler…" in a letter to the clients: said to them.
      // "ajoute qu'on peut lui prêter un appareil": the letter says it in its own voice, to its reader
      // ("nous pouvons vous prêter…").
      const said = asWe(
        groupGreeting(conversation.request.command) ? toGroup(addition.text) : toSecondPerson(addition.text),
        'vous',
      ).replace(/^(Nous (?:ne |n’)?\p{L}+(?: \p{L}+)?) (?:lui|leur) /u, '$1 vous ');
      return [{ text: `${capitalise(toReader(said, conversation.style.address))}.` }];
    }
    if (addition.kind === 'call_to_action')
      return [{ text: 'Répondez simplement à ce message pour convenir d’un échange.' }];
    return [];
  });
}

/**
 * A letter with what the conversation asked on top of its template: the additions of follow-ups
 * (a commercial gesture, a call to action). A fact the paragraphs did not place is not pasted in:
 * the reply says outside the letter what it left out (decision 063).
 */
export function letterWithFacts(conversation: Conversation, draft: Letter): string {
  const { request, company } = conversation;
  // What the company asked to remember on the letter's topic (a delivery time, opening hours) is
  // said right after the opening paragraph, unless the template already says it.
  const remembered = relevantFacts(company, `${request.command} ${request.pasted ?? ''}`)
    .filter(
      (fact) => !draft.body.some((p) => p && fold(typeof p === 'string' ? p : p.text).includes(fold(fact))),
    )
    .map((text): Paragraph => ({ text }));
  // What is added goes before the closing courtesy (« Je reste à votre disposition… »), which ends the letter.
  const paragraphs = draft.body.filter((paragraph): paragraph is Paragraph | string => Boolean(paragraph));
  const textOf = (paragraph: Paragraph | string) =>
    typeof paragraph === 'string' ? paragraph : paragraph.text;
  // So does the question the letter ends on (« Seriez-vous disponible pour un échange… ? »).
  const closingAt = paragraphs.findLastIndex(
    (paragraph, index) =>
      index > 0 &&
      (closingLine.test(fold(textOf(paragraph))) ||
        (index === paragraphs.length - 1 && textOf(paragraph).trim().endsWith('?'))),
  );
  const closing = closingAt > 0 ? [paragraphs[closingAt]!] : [];
  const main = paragraphs.slice(1).filter((_, index) => index + 1 !== closingAt);
  // « Précise-leur que nos prix augmentent… »: an addition the template already says is said once.
  const placed = fold(paragraphs.map(textOf).join(' '));
  const added = additionParagraphs(conversation).filter(
    (paragraph) => !placed.includes(fold(paragraph.text).replace(/[.!\s]+$/, '')),
  );
  const body = [...paragraphs.slice(0, 1), ...remembered, ...main, ...added];
  return letter(conversation, { ...draft, body: [...body, ...closing] });
}

/**
 * « Écris à Sophie et Mathieu … »: two people written to together are one reader, greeted both;
 * otherwise the first person named.
 */
function jointReaders(command: string, people: Person[]): Person | undefined {
  const joint = /(?:^|\s)(?:à|a|aux|pour)\s+(\p{Lu}[\p{L}-]+)\s+et\s+(\p{Lu}[\p{L}-]+)(?=[\s,.(:;]|$)/u.exec(
    command,
  );
  const named = (word: string) => people.some((person) => person.name === word && !person.civility);
  if (joint?.[1] && joint[2] && named(joint[1]) && named(joint[2])) {
    const name = `${joint[1]} et ${joint[2]}`;
    return { civility: null, name, label: name };
  }
  return people[0];
}

/** « (leur mariage est le 12 juin 2027) » → « Pour votre mariage du 12 juin 2027 ». */
function occasionAside(command: string): { said: string; date: string } | null {
  const aside =
    /\(\s*(?:leur|son|sa)\s+([\p{L}'’ -]{3,30}?)\s+(?:est|sera|a lieu|aura lieu)\s+(?:prévue?\s+|fixée?\s+)?le\s+(\d{1,2}(?:er)?\s+\p{L}+(?:\s+\d{4})?)\s*\)/u.exec(
      command,
    );
  if (!aside?.[1] || !aside[2]) return null;
  return { said: `Pour votre ${aside[1]} du ${aside[2]}`, date: aside[2] };
}

export interface LetterDraft {
  kind: LetterKind;
  /** What the letter is, to name it to the user: "excuses", "report de réunion". */
  name: string;
  to: Person | undefined;
  subject: string;
  draft: string;
}

/** A whole letter from the conversation: template by kind, facts placed, nothing invented. */
export function composeLetter(
  conversation: Conversation,
  kind = letterKind(conversation.request.command),
): LetterDraft {
  const to = jointReaders(conversation.request.command, conversation.request.facts.people);
  // The letter's own request is read without its second instruction, said in a paragraph of its own.
  const { command } = conversation.request;
  const main = withoutAlso(command);
  const { subject, body, name } = bodyOf(
    main === command
      ? conversation
      : {
          ...conversation,
          request: {
            ...conversation.request,
            command: main,
            facts: {
              ...conversation.request.facts,
              dates: conversation.request.facts.dates.filter((date) => main.includes(date.text)),
            },
          },
        },
    kind,
  );
  // The recipient's company (« M. Lefèvre de la société Bati-Ouest », « mon fournisseur Brico Pro »),
  // when the letter names it nowhere, is named in the subject line, as business mail does.
  const placed = fold([subject, ...body.map((paragraph) => paragraph.text)].join(' '));
  const ownName = conversation.company.name ? fold(conversation.company.name) : null;
  // « la mairie de Vannes »: a town the letter is sent to, not a company to name beside the subject.
  const town = (name: string) =>
    new RegExp(
      `\\b(?:mairie|ville|commune|prefecture|sous-prefecture|agglomeration) d(?:e |')${fold(name)}\\b`,
    ).test(fold(command));
  const theirs = conversation.request.facts.companies.find(
    (name) => !placed.includes(fold(name)) && fold(name) !== ownName && !town(name),
  );
  // « (leur mariage est le 12 juin 2027) »: the readers' occasion opens the letter.
  const occasion = occasionAside(command);
  const [first, ...rest] = body;
  const opened =
    occasion && first?.text && !placed.includes(fold(occasion.date))
      ? [
          { ...first, text: `${occasion.said}, ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}` },
          ...rest,
        ]
      : body;
  const draft = letterWithFacts(conversation, {
    subject: theirs ? `${subject} – ${theirs}` : subject,
    to,
    body: [
      // Said once: a reply that opens with its own thanks has no second one.
      conversation.request.pasted && !/^Merci pour votre message/.test(body[0]?.text ?? '')
        ? { text: 'Merci pour votre message, que j’ai bien reçu.', level: 1 }
        : null,
      ...opened.filter((paragraph) => paragraph.text),
      alsoParagraph(conversation.request.command, conversation.now),
    ],
  });
  return { kind, name: name === undefined ? kindName(kind) : name, to, subject, draft };
}
