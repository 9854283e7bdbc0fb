// What a French request asks of the CRM (decision 067), read by general extractors into the slots of
// Chip's skills: an opportunity to add (its parts said in any order), a move to a stage, a call or a
// note about a record the CRM holds, a follow-up to draft, or a question on the records. Null when
// the message is not about the CRM: the rest of the engine answers it as before.

import type { OpportunityStage } from '../../../shared/crm-model.ts';
import { isoDay } from '../../../shared/paris-time.ts';
import { findDates } from '../local/dates.ts';
import { capitalise, fold } from '../local/french.ts';
import { amountPattern, eurosValue } from '../local/understanding/facts.ts';
import { isOwnList, listedItems } from '../local/understanding/listed-items.ts';
import type { CrmSnapshot } from '../types.ts';
import { recordsNamedIn } from './names.ts';
import type { CreateOpportunitySlots, LogActivitySlots, MoveOpportunitySlots } from './slots.ts';

type Opportunity = CrmSnapshot['opportunities'][number];
type Contact = CrmSnapshot['contacts'][number];

export type CrmRequest =
  | { skill: 'crm_create_opportunity'; slots: CreateOpportunitySlots }
  | { skill: 'crm_move_opportunity'; slots: MoveOpportunitySlots; candidates: Opportunity[] }
  | { skill: 'crm_log_activity'; slots: LogActivitySlots }
  | { skill: 'crm_follow_up_letter'; opportunity: Opportunity }
  | { skill: 'crm'; asked: 'follow_ups' | 'pipeline' };

// « négo », « en phase de proposition », « signé » : the stage a sentence names.
const stageWords: Array<[RegExp, OpportunityStage]> = [
  [/\bnego\w*/, 'negotiation'],
  [/\bqualifi\w*/, 'qualified'],
  [/\bproposition\b|\bdevis envoye/, 'proposal'],
  [/\bgagne\w*|\bremporte\w*|\bsigne\w*|\bconclu\w*/, 'won'],
  [/\bperdu\w*|\babandonn\w*|\bsans suite\b/, 'lost'],
  [/\bnouveau\b|\bnouvelle\b|\bnew\b/, 'new'],
];

export function stageNamed(text: string): OpportunityStage | null {
  const folded = fold(text);
  return stageWords.find(([words]) => words.test(folded))?.[1] ?? null;
}

const recordNouns = /\b(?:opportunites?|affaires?|deals?|crm|pipe(?:line)?|prospects?|leads?)\b/;
const createVerbs =
  /\b(?:ajout\w*|rajout\w*|cree[rz]?|cre[eé]\w*|enregistr\w*|saisi\w*|ouvr\w*|nouvel(?:le)?|mets|mettre|inscri\w*|rentre\w*|note[rz]?)\b/;

/** The amount said (« 4 800 € HT », « 12k€ », « 3 500,50 € »), in euros, with where it was. */
export function amountSaid(text: string): { euros: number; index: number; text: string } | null {
  for (const match of text.matchAll(new RegExp(amountPattern.source, 'g'))) {
    const read = eurosValue(match[0].trim());
    if (read) return { euros: read.euros, index: match.index ?? 0, text: match[0] };
  }
  return null;
}

const closeWords = /\b(?:signature|signer|closing|cloture|conclusion|decision)\b/;
const contactLead =
  /^(?:contact|interlocut\w*|avec|aupres de|voir)\s*:?\s*((?:(?:M\.|Mme|Mlle|Me|Dr|Monsieur|Madame)\s+)?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)/u;
const companyLead =
  /^(?:chez|pour|client|entreprise|societe|société|compte)\s*:?\s+(?:(?:le|la|les)\s+|l['’]\s*)?/iu;

/** « à relancer le 15 décembre » → « Relancer »: the step a dated clause names, without its date. */
function stepOf(clause: string, dateText: string): string {
  const step = clause
    .replace(dateText, ' ')
    .replace(/^\s*(?:et\s+|puis\s+)?(?:a|à|pour)\s+(?=\p{L})/iu, '')
    .replace(/^\s*(?:prochaine etape|prochaine étape|next step)\s*:?\s*/i, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.]+$/, '')
    .trim();
  return step ? capitalise(step) : 'Relancer';
}

/** The parts of an opportunity said in a list: « Foncia Lyon 7, contrat d'entretien, 4 800 € HT, à relancer le 15 décembre ». */
export function opportunitySlots(message: string, now: Date): CreateOpportunitySlots {
  const slots: CreateOpportunitySlots = {};
  // What follows the command (after « : » when there is one) holds the fields.
  const colon = message.indexOf(':');
  const afterNoun = (text: string) =>
    text
      .replace(/^[^,]*?(?:opportunit\p{L}*|affaire|deal)/iu, '')
      // « Ajoute au CRM : … »: the command alone, no field.
      .replace(/^[^,]*?\b(?:dans|au|sur)\s+(?:le\s+|mon\s+|notre\s+)?(?:crm|pipe(?:line)?)\b/i, '');
  // « Crée une opportunité de 3 500 € pour le cabinet Durand : audit RGPD, … »: both sides hold fields.
  const said =
    colon >= 0 ? `${afterNoun(message.slice(0, colon))},${message.slice(colon + 1)}` : afterNoun(message);
  const parts = said
    .split(
      // A comma between digits is a decimal one (« 3 500,50 € »), not a separator.
      /\s*(?:,(?!\d)|(?<!\d),|[;\n])\s*|\s+(?:et|avec une?)\s+(?=(?:à|a|pour|relanc|rappel|signature|closing|prochaine|contact|montant)\b)/i,
    )
    .map((part) => part.trim().replace(/[.!]+$/, ''))
    .filter(Boolean);
  const texts: string[] = [];
  for (const part of parts) {
    // « probabilité 60 % », « 60 % de chances »: how likely it is to be signed.
    const likely =
      /\bprobab\p{L}*\s*(?:de\s+|:\s*|à\s+|a\s+)?(\d{1,3})\s*%|(\d{1,3})\s*%\s*de\s+chances?\b/iu.exec(part);
    if (likely && slots.probability === undefined && !amountSaid(part)) {
      const percent = Number(likely[1] ?? likely[2]);
      if (percent <= 100) {
        slots.probability = percent;
        continue;
      }
    }
    const amount = amountSaid(part);
    if (amount && slots.amountHt === undefined) {
      slots.amountHt = amount.euros;
      const rest = part
        .replace(amount.text, ' ')
        .replace(/\b(?:HT|hors taxes?)\b/gi, ' ')
        // « 3 600 € par an »: the contract's yearly amount is its amount.
        .replace(/^\s*(?:par an|par année|\/\s*an|annuels?|l['’]an)\s*$/i, ' ')
        .replace(/^\s*(?:(?:de|d['’]un|d['’]une|montant|pour un montant de|à|a)\s+)+/i, '')
        .trim();
      if (rest.length > 3) texts.push(rest);
      continue;
    }
    const [date] = findDates(part, now);
    if (date) {
      const day = isoDay(date.day);
      if (closeWords.test(fold(part))) slots.expectedCloseDate ??= day;
      else if (!slots.nextStepDate) {
        slots.nextStepDate = day;
        slots.nextStep = stepOf(part, date.text);
      }
      continue;
    }
    const stage = /\b(?:etape|stade|phase|statut|en)\b/.test(fold(part)) ? stageNamed(part) : null;
    if (stage && part.split(/\s+/).length <= 4) {
      slots.stage = stage;
      continue;
    }
    const contact = contactLead.exec(part);
    if (contact?.[1]) {
      slots.contactName = contact[1];
      continue;
    }
    texts.push(part);
  }
  // A company is said in capitals (« Syndic Foncia Lyon 7 ») or after « chez »; what is sold is not
  // (« contrat d'entretien »). Typed all in lower case, the first of two parts is the company.
  const companyIn = (text: string) => {
    const lead = companyLead.exec(text);
    const bare = (lead ? text.slice(lead[0].length) : text).replace(/\s+/g, ' ').trim();
    const words = bare.split(' ');
    // After « chez », « pour le »: a name with a capital somewhere (« le cabinet Durand »).
    const led = Boolean(lead) && /[\p{Lu}\d]/u.test(bare);
    const capitalised =
      /^[\p{Lu}\d]/u.test(bare) && (words.length === 1 || words.slice(1).some((w) => /^[\p{Lu}\d]/u.test(w)));
    return { bare, company: led || capitalised };
  };
  // « contrat d'entretien annuel pour l'Hôtel Ker Moor »: what is sold, then for whom, in one part.
  const forWhom = /^(.{4,}?)\s+(?:pour|chez)\s+((?:le |la |les |l['’]\s*)?[\p{Lu}\d][^,]*)$/u;
  const split =
    texts.length && !texts.some((text) => companyIn(text).company) ? forWhom.exec(texts[0]!) : null;
  if (split?.[1] && split[2])
    texts.splice(0, 1, split[1], split[2].replace(/^(?:le |la |les |l['’]\s*)/iu, ''));
  const read = texts.map(companyIn);
  let company = read.findIndex((text) => text.company);
  if (company < 0 && read.length >= 2) company = 0;
  if (company >= 0) slots.companyName = capitalise(read[company]!.bare);
  const title = texts.find((_, index) => index !== company);
  if (title)
    slots.title = capitalise(title.replace(/^(?:pour|sur)\s+(?:un|une|le|la|l['’])?\s*/i, '').trim());
  return slots;
}

/** The opportunities a message names among the CRM's (by title or company). */
export function opportunitiesNamed(message: string, crm: CrmSnapshot | undefined): Opportunity[] {
  return crm ? recordsNamedIn(message, crm.opportunities, (o) => [o.title, o.company]) : [];
}

function contactsNamed(message: string, crm: CrmSnapshot | undefined): Contact[] {
  return crm ? recordsNamedIn(message, crm.contacts, (c) => [c.name]) : [];
}

// « j'ai appelé », « on s'est appelés », « eu au téléphone »: a call; and so on for a mail, a meeting.
const activityVerbs: Array<[RegExp, LogActivitySlots['kind']]> = [
  [
    /\b(?:appele|appelee|telephone|eu au (?:tel|telephone)|eu (?:\p{L}+ )?au bout du fil|joint|coup de fil|appel avec)\b/u,
    'call',
  ],
  [
    /\b(?:envoye (?:un |le |la |une |notre )?(?:mail|e-mail|email|courriel|devis|relance|proposition)|ecrit a|repondu par mail|mail a)\b/,
    'email',
  ],
  [
    /\b(?:vu|rencontre|rencontree|rendez-vous avec|rdv avec|dejeune avec|visite chez|reunion avec)\b/,
    'meeting',
  ],
];
const noteCommand =
  /^\s*(?:(?:peux-tu|pourrais-tu|tu peux|vous pouvez|pouvez-vous)\s+)?(?:note[rsz]?|ajoute[rsz]?|consigne[rsz]?|enregistre[rsz]?|inscri[rstvez]*)\b(?:\s+(?:dans|au|sur)\s+(?:le |la )?(?:crm|fiche|historique)\w*)?\s*(?:que|qu['’]|:)?\s*/i;
const reminderWords =
  /^\s*(?:je dois|il faut que je|il faut|penser a|ne pas oublier|je ne dois pas oublier|rappelle-moi)\b/;
// « il rappelle lundi », « à relancer jeudi », « rdv mardi »: the next step of a note, with its day.
const nextStepClause =
  /\b(?:(?:il|elle|ils|on|je|nous)\s+(?:me\s+|nous\s+)?(?:rappelle\w*|recontacte\w*|revient|reviendra|relance\w*|repasse\w*|envoie\w*|enverra|signe\w*|confirme\w*|decide\w*|donne\w*)|a\s+(?:relancer|rappeler|recontacter)|relanc\w*|rappel\w*|(?:prochain )?(?:rdv|rendez-vous))\b/;

export function activitySlots(
  message: string,
  now: Date,
  crm: CrmSnapshot | undefined,
): LogActivitySlots | null {
  const folded = fold(message);
  const command = noteCommand.exec(message);
  const body = (command ? message.slice(command[0].length) : message).trim().replace(/\s+/g, ' ');
  if (reminderWords.test(fold(body))) return null;
  const kind = activityVerbs.find(([verbs]) => verbs.test(folded))?.[1] ?? (command ? 'note' : null);
  if (!kind) return null;
  // Said of oneself, in the past: « j'ai appelé », « on a vu », not « appelle M. Roux ».
  if (!command && !/\b(?:j['’]ai|jai|on a|nous avons|je viens d|on s['’]est)\b/.test(folded)) return null;
  const contacts = contactsNamed(body, crm);
  const opportunities = opportunitiesNamed(body, crm);
  const contact = contacts.length === 1 ? contacts[0] : undefined;
  const opportunity =
    opportunities.length === 1
      ? opportunities[0]
      : contact
        ? crm?.opportunities.find((o) => o.contactId === contact.id)
        : undefined;
  if (!contact && !opportunity) return null;
  const slots: LogActivitySlots = {
    kind,
    body: capitalise(body.replace(/[\s.]+$/, '')).concat('.'),
    about: contact ? contact.name : (opportunity!.company ?? opportunity!.title),
    ...(contact ? { contactId: contact.id } : {}),
    ...(opportunity ? { opportunityId: opportunity.id } : {}),
  };
  const next = nextStepClause.exec(fold(body));
  if (next) {
    const after = body.slice(next.index);
    const [date] = findDates(after, now);
    if (date) {
      slots.nextStepDate = isoDay(date.day);
      const clause = after.slice(0, date.index + date.text.length);
      slots.nextStep = stepOf(clause, date.text);
    }
  }
  return slots;
}

const moveVerbs =
  /\b(?:passe[rz]?|mets|mettre|metter|bascule[rz]?|deplace[rz]?|avance[rz]?|classe[rz]?|marque[rz]?|change[rz]?)\b/;
const questionWords =
  /\?|^\s*(?:quel|quelle|quels|quelles|ou en|combien|est-ce|liste|montre|donne|fais le point|point sur)/;
const writeVerbs =
  /\b(?:redige[rsz]?|ecri[rstvez]*|prepare[rsz]?|propose[rsz]?|fais|fait|faites)\b.*\b(?:relance|mail|e-mail|email|message|courrier|suivi)\b/;

export function readCrmRequest(message: string, now: Date, crm: CrmSnapshot | undefined): CrmRequest | null {
  const folded = fold(message);
  // A follow-up to draft for a record of the CRM: « Rédige une relance pour Foncia ».
  if (writeVerbs.test(folded)) {
    const named = opportunitiesNamed(message, crm);
    if (named.length === 1) return { skill: 'crm_follow_up_letter', opportunity: named[0]! };
    const [contact] = contactsNamed(message, crm);
    const theirs = contact && crm?.opportunities.filter((o) => o.contactId === contact.id);
    if (theirs?.length === 1) return { skill: 'crm_follow_up_letter', opportunity: theirs[0]! };
    return null;
  }
  // « Dans quel ordre je fais ça : envoyer la facture, relancer le prospect Atlas ? » lists the user's own
  // things to do: a question about them, not about the CRM's records.
  const asks = questionWords.test(folded) && !isOwnList(message, listedItems(message));
  if (
    asks &&
    /\b(?:relanc\w*|rappeler|suivre|a suivre|recontacter)\b/.test(folded) &&
    recordNouns.test(folded)
  )
    return { skill: 'crm', asked: 'follow_ups' };
  if (asks && /\b(?:pipe(?:line)?|tunnel de vente|previsionnel|forecast|pondere)\b/.test(folded))
    return { skill: 'crm', asked: 'pipeline' };
  if (
    asks &&
    /\bou en (?:sont|est) (?:mes|nos|les) (?:opportunites|affaires|deals|ventes en cours)\b/.test(folded)
  )
    return { skill: 'crm', asked: 'pipeline' };
  // A new opportunity: a creating verb and the CRM's noun.
  // « Ajoute au CRM : contrat d'entretien… »: the CRM named as where it goes says what is added.
  if (
    createVerbs.test(folded) &&
    (/\b(?:opportunite|affaire|deal)\b/.test(folded) ||
      // « Note dans le CRM que M. Roux a signé » is a note, not a record to add.
      /\b(?:ajout\w*|rajout\w*|mets|met|cree[rz]?|enregistr\w*|saisi\w*|rentre\w*|inscri\w*)\s+(?:au|dans (?:le|mon|notre)) crm\s*:/.test(
        folded,
      )) &&
    !asks
  )
    return { skill: 'crm_create_opportunity', slots: opportunitySlots(message, now) };
  // A move: « Passe Foncia en négociation », « Foncia a signé ».
  const stage = stageNamed(message.replace(/^\s*\S+/, ''));
  if (
    stage &&
    (moveVerbs.test(folded) || /\b(?:a signe|ont signe|est perdu|c'est perdu|est gagne)\b/.test(folded))
  ) {
    const candidates = opportunitiesNamed(message, crm);
    if (candidates.length) {
      const [one] = candidates;
      return {
        skill: 'crm_move_opportunity',
        candidates,
        slots: {
          stage,
          ...(candidates.length === 1
            ? { opportunityId: one!.id, opportunity: one!.company ?? one!.title }
            : {}),
        },
      };
    }
  }
  const activity = activitySlots(message, now, crm);
  if (activity) return { skill: 'crm_log_activity', slots: activity };
  return null;
}
