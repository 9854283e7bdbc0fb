import type { TicketCategory, TicketTone, TicketUrgency } from '../../shared/support-model.ts';
import type { Priority } from '../../shared/workspace-model.ts';
import { triage as mailTriage } from '../mailbox/triage.ts';
import { type Problem, problemOf } from './local/drafts/support-cases.ts';
import { fold } from './local/french.ts';

// Clide's triage of a new ticket (issue 40 part 4, decision 068): its category, how pressing it is, the
// requester's tone and the priority Clide suggests, from the words of the request. Offline and
// deterministic like the local engine: it reuses the engine's reading of support cases (problemOf) and
// the mailbox's urgent words, so a mail and a chat request about the same case are read alike.

export interface TicketTriage {
  category: TicketCategory;
  urgency: TicketUrgency;
  tone: TicketTone;
  suggestedPriority: Priority;
}

const problemCategory: Record<Problem, TicketCategory | null> = {
  double_charge: 'billing',
  billing: 'billing',
  refund: 'billing',
  refund_missing: 'billing',
  credit: 'billing',
  cancellation: 'request',
  return: 'request',
  not_received: 'problem',
  missing_item: 'problem',
  wrong_item: 'problem',
  damaged: 'problem',
  defect: 'problem',
  late: 'problem',
  lost: 'problem',
  health: 'problem',
  other: null,
};

// Something that does not work, outside an order's troubles: a site, an account, an appliance.
const breakdown =
  /\b(bug\w*|plant\w*|bloque\w*|impossible de|n'arrive (pas|plus) a|ne (fonctionne|marche|repond|s'affiche|charge|demarre|s'allume|chauffe) (pas|plus)|en panne|hors service|message d'erreur|une erreur|erreur \d+|inaccessible|ne s'ouvre (pas|plus)|fuite|coupure|(?:aucune|pas de|sans|toujours pas de) nouvelles? (?:de|d'|concernant) (?:ma|mon|notre|nos|mes|la|le) ?(?:commande|colis|livraison|dossier|demande))\b/;
const billingWords =
  /\b(factur\w*|avoirs?|rembours\w*|preleve\w*|prelevement\w*|paiements?|payer|paye|reglement|impaye\w*|tva|acompte|echeancier)\b/;
// Asking for something to be done: a quote, a visit, a change, a booking.
const actionAsked =
  /\b(devis|rendez-vous|rdv|intervention|(?:pouvez|pourriez|peux|pourrais|voudriez)[- ](?:vous|tu)|(?:peux|pouvez|pourriez|pourrais)-(?:tu|vous)|je (?:voudrais|souhaite\w*|veux|aimerais|demande)|nous (?:voudrions|souhait\w*|aimerions)|merci de (?:me|nous|bien vouloir)|(?:envoy|modifi|chang|annul|inscri|reserv|rappel|passer)\w* (?:moi|nous|mon|ma|mes|notre|nos|le|la|les|un|une))\b/;
const actionNouns =
  /\b(devis|rendez-vous|rdv|intervention|passage|visite|(?:envoy|modifi|chang|annul|inscri|reserv|rappel|resili|factur)\w*)\b/;
const questionWords =
  /(\?|\b(combien|quel(?:le)?s?|quand|comment|pourquoi|est-ce que|est ce que|y a-t-il|savoir si|connaitre|renseignements?|informations?)\b)/;
const thanksOnly =
  /\b(merci (beaucoup|pour (tout|votre|ta|la|le))|bravo|felicitations|tres satisfait\w*|ravi\w*|parfait|super service|je recommande)\b/;

// Legal threats, danger, a whole service down: someone must look today.
const critical =
  /\b(avocat\w*|mise en demeure|tribunal|justice|dgccrf|plainte|huissier|danger\w*|securite|blesse\w*|incendie|inondation|fuite de gaz|odeur de gaz|plus rien ne (fonctionne|marche)|tout est (bloque|en panne|arrete)|production (arretee|a l'arret|bloquee)|site (en panne|inaccessible|hors service)|donnees personnelles|piratage|pirate)\b/;
// Pressing on top of the mailbox's urgent words: a deadline today, a customer chasing an answer.
const pressing =
  /\b(urgent\w*|urgence|asap|vite|rapidement|aujourd'hui|ce soir|ce matin|demain matin|d'ici demain|immediat\w*|sans delai|bloquant\w*|relance\w*|(deuxieme|troisieme|2e|3e|\d+e) (fois|relance|mail|message)|toujours (pas|aucune) (de )?(reponse|nouvelles?)|sans (reponse|nouvelles)|deja (ecrit|relance|appele)|depuis (\d+|deux|trois|quatre|plusieurs) (jours|semaines))\b/;
const relaxed =
  /\b(aucune urgence|pas urgent|pas presse\w*|rien d'urgent|quand vous (aurez|pourrez)|quand tu (auras|pourras)|a l'occasion|pour info\w*|pour information|sans urgence)\b/;

const angryWords =
  /\b(inadmissible|inacceptable|scandal\w*|honte\w*|honteu\w*|furieu\w*|en colere|enerve\w*|mecontent\w*|decu\w*|decevant\w*|deception|arnaque\w*|escroc\w*|voleurs?|n'importe quoi|marre|ras le bol|ras-le-bol|nul(le)?s?|lamentable|pitoyable|incompeten\w*|se moque\w*|vous moquez|foutez|foutu\w*|exige\w*|dernier avertissement|jamais vu|plus jamais|inadmissibles|catastroph\w*|insupportable|intolerable|revoltant\w*|j'en ai assez)\b/;
const worriedWords =
  /\b(inquiet\w*|m'inquiete|s'inquiete|angoiss\w*|stress\w*|peur|crains|je ne comprends pas|est-ce normal|normal que|rassur\w*|perdu\w*|ne sais pas quoi faire|aidez-moi|aide-moi|besoin d'aide)\b/;
const courtesy =
  /\b(bonjour|bonsoir|merci\w*|remerci\w*|cordialement|bien a vous|bonne (journee|soiree)|s'il vous plait|s'il te plait|svp|stp|salutations|respectueusement|je vous prie|avec mes|bien cordialement|belle journee)\b/;

/** Shouting: several words in capitals, or a run of exclamation marks. */
function shouts(text: string): boolean {
  const capitals = text.match(/\b[A-ZÀ-Ý]{4,}\b/g) ?? [];
  return capitals.length >= 2 || /!{2,}|\?!|!\?/.test(text);
}

export function toneOf(text: string): TicketTone {
  const folded = fold(text);
  if (angryWords.test(folded) || (shouts(text) && !courtesy.test(folded))) return 'angry';
  if (shouts(text) && /\b(toujours pas|encore|jamais)\b/.test(folded)) return 'angry';
  if (worriedWords.test(folded)) return 'worried';
  return courtesy.test(folded) ? 'polite' : 'neutral';
}

export function urgencyOf(subject: string, body: string): TicketUrgency {
  const folded = fold(`${subject}\n${body}`);
  // Someone's health at stake (an allergen served, food that made someone ill) comes first.
  if (critical.test(folded) || problemOf(folded) === 'health') return 'critical';
  if (relaxed.test(folded)) return 'low';
  const mailSaysUrgent = mailTriage({ subject, text: body, headers: new Map() }) === 'urgent';
  if (mailSaysUrgent || pressing.test(folded) || problemOf(folded) === 'double_charge') return 'high';
  if (thanksOnly.test(folded) && !questionWords.test(folded) && !breakdown.test(folded)) return 'low';
  return 'normal';
}

export function categoryOf(subject: string, body: string): TicketCategory {
  const folded = fold(`${subject}\n${body}`);
  const fromCase = problemCategory[problemOf(folded)];
  if (fromCase) return fromCase;
  if (breakdown.test(folded)) return 'problem';
  if (billingWords.test(folded)) return 'billing';
  // « Je voudrais savoir combien… » asks for an answer, « pourriez-vous modifier… » for a deed.
  const asksToAct = actionAsked.test(folded);
  if (asksToAct && (actionNouns.test(folded) || !questionWords.test(folded))) return 'request';
  if (questionWords.test(folded)) return 'question';
  return asksToAct ? 'request' : 'other';
}

const priorityFor: Record<TicketUrgency, Priority> = {
  critical: 'urgent',
  high: 'high',
  normal: 'medium',
  low: 'low',
};

/** The triage of a new request: its subject and first message. */
export function triageTicket(input: { subject: string; body: string }): TicketTriage {
  const text = `${input.subject}\n${input.body.slice(0, 5000)}`;
  const tone = toneOf(text);
  const urgency = urgencyOf(input.subject, input.body.slice(0, 5000));
  // An unhappy requester waits less: one step up from what the urgency alone gives.
  const suggestedPriority = tone === 'angry' && urgency === 'normal' ? 'high' : priorityFor[urgency];
  return { category: categoryOf(input.subject, input.body.slice(0, 5000)), urgency, tone, suggestedPriority };
}
