// The kinds of customer complaints Clide answers, told apart by what happened to the order, each
// with what the reply says, what it resolves and the next steps on the user's side.
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { capitalise, fold, formatDay, nextWorkingDay, withDe } from '../french.ts';
import { withoutInstructions } from '../understanding/instructions.ts';
import { asWe, toRecipient, toSecondPerson } from './letters.ts';

export type Problem =
  | 'double_charge'
  | 'not_received'
  | 'missing_item'
  | 'wrong_item'
  | 'damaged'
  | 'defect'
  | 'late'
  | 'billing'
  | 'lost'
  | 'return'
  | 'refund'
  /** A refund (or a credit note) promised but not received. */
  | 'refund_missing'
  /** A subscription or a contract the customer ends. */
  | 'cancellation'
  /** A credit note asked for instead of a refund: « il préfère un avoir ». */
  | 'credit'
  /** What was sold put someone's health at risk: an allergen served, food that made them ill. */
  | 'health'
  | 'other';

// "marqué livré", "le suivi indique qu'il a été livré", "le livreur dit l'avoir déposé".
const saidDelivered =
  /\b((?:marque|indique|affiche|note|signale|statut|suivi|passe|mis|considere|annonce)\w*\b[^.;!?]{0,40}\b(?:livre|distribue|remis|depose)\w*|(?:livreur|transporteur|facteur|poste|suivi)\b[^.;!?]{0,40}\b(?:livre|distribue|remis|depose)\w*|(?:livre|distribue|depose|remis)\w* (?:mais|alors qu|pourtant|selon|d'apres))/;
const neverGot =
  /\b((?:jamais|pas|rien|toujours pas)\b[^.;!?]{0,20}\b(?:recu|eu|vu|trouve|arrive)\w*|rien (?:dans|devant|chez)|introuvable|aucun colis|pas de colis)\b/;

// « il préfère un avoir », « demande un avoir de 30 € »: a credit note the customer asks for.
const creditWanted =
  /\b(?:demand\w*|veut|veulent|prefer\w*|souhait\w*|voudrai\w*|aimerai\w*|accept\w*|opte\w*)\b[^.;!?]{0,25}\b(?:un|d'un|son|l'|cet) ?avoir\b/;

/** True when the customer asks for a credit note, whatever went wrong. */
export function creditAsked(folded: string): boolean {
  return creditWanted.test(folded);
}

// Checked in this order: the most specific first ("livré mais jamais reçu" is not a delay).
const problemRules: Array<[Exclude<Problem, 'other'>, RegExp]> = [
  [
    'health',
    /\b(?:allergi\w*|intoxi\w*|malade|reaction allergique)\b(?=[\s\S]*\b(?:livre\w*|servi\w*|vendu\w*|mange\w*|consomme\w*|contenai\w*|il y avait)\b)|\b(?:livre\w*|servi\w*|vendu\w*|mange\w*|consomme\w*|contenai\w*|il y avait)\b[\s\S]*\b(?:allergi\w*|intoxi\w*|malade|reaction allergique)\b/,
  ],
  [
    'cancellation',
    /\b(resili\w*|desabonn\w*|desinscri\w*|(?:annul\w*|arret\w*|stopp\w*|mettre fin a|met fin a|ne pas renouveler|ne plus renouveler) (?:son|sa|ses|leur|mon|ma|l'|le|la|cet|cette|ce) ?(?:abonnement|contrat|adhesion|forfait|souscription|formule|engagement|prelevement)\w*)\b/,
  ],
  [
    'double_charge',
    /\b((preleve|debite|facture|paye|encaisse|factures?)\w* (deux|2) fois|(deux|2) prelevements|en double|double (prelevement|debit|facturation|paiement|encaissement)|doublon)\b/,
  ],
  [
    'missing_item',
    /\b((?:que|seulement)\s+(?:\d+|un|une|deux|trois|quatre|cinq|six)\b[^.;!?]{0,30}\b(?:au lieu de|sur)\s+(?:les\s+)?(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)\b|il (?:lui |leur |y )?manqu\w*|manqu\w* (?:un|une|des|deux|trois|\d+|l'|le|la|les)\b|manquant\w*|incomplet\w*|pas tout recu|qu'une partie|que la moitie|pas tous les articles|n'y (?:etait|etaient) pas)/,
  ],
  [
    'wrong_item',
    /\b(mauvais(es?)? (article|produit|colis|taille|couleur|modele|reference|pointure)|pas (le|la|les) bon(ne)?s?|erreur de (commande|preparation|livraison)|pas (ce|celui|celle|ceux) qu'(il|elle|ils|elles|on|j)\b[^.;!?]{0,20}command\w*|recu (un|une) autre|au lieu (du|de la|des|d'un|d'une)\b(?!\s*(?:\d|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)))/,
  ],
  [
    'damaged',
    // « il s'est cassé le poignet »: the customer hurt, not the goods broken.
    /\b(cass\w*(?! (?:le|la|les|un|une|l'|son|sa|ses) ?(?:poignet|bras|jambe|pied|main|doigt|dos|cheville|genou|epaule|nez|dent|cote|hanche|tibia|coude)s?\b)|abime\w*|endommag\w*|ecrase\w*|brise\w*|raye\w*|fele\w*|ebrech\w*|tordu\w*|(colis|carton|emballage) (ouvert|dechire|mouille|eventre)\w*)\b/,
  ],
  [
    'defect',
    // Out of order, or flawed from the start: "un pull troué", "une chemise décousue", "un produit périmé".
    /\b(defectueu\w*|defaut (de|d')|panne|troue\w*|dechire\w*|decousu\w*|moisi\w*|perime\w*|fissure\w*|rouille\w*|pourri\w*|(de|d'une) (mauvaise|pietre) qualite|ne (fonctionne|marche|chauffe|refroidit|demarre|s'allume|charge|imprime|s'ouvre|ferme|tient) (pas|plus)|hors service|fuit|fuite)\b/,
  ],
  [
    'late',
    // « n'a été livré que samedi », « livré seulement le 12 », « le livreur s'est trompé d'adresse ».
    /\b(livr\w*\s+(?:que|seulement|finalement)\s+(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lendemain|surlendemain|\d+)|tromp\w* d'adresse|(?:a la |une )mauvaise adresse|(?:a |aura |ont )?(?:pris|mis) (?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix|quinze) (?:jours|semaines)|retard\w*|bloque\w* (?:depuis|au|a la|chez|en)|centre de tri|(?:colis|commande|suivi) (?:n'avance|ne bouge) (?:pas|plus)|pas (encore |toujours )?(recu|arrive\w*|livre\w*)|toujours pas|toujours rien|rien recu|devai(?:t|ent) (?:arriver|etre livre\w*)|attend\w* (sa|son|ses|la|le) (commande|colis|livraison)|jamais (recu|arrive\w*))\b/,
  ],
  [
    'billing',
    /\b(compte\w* (?:\w+ )?(deux|2) fois|conteste\w* (la|sa|une) facture|facture (erronee|fausse|incorrecte)|erreur (sur|de) (la )?facture)\b/,
  ],
  ['lost', /\b(perdu|perdue|egare\w*|introuvable|vole|volee|disparu\w*)\b/],
  [
    'return',
    /\b(retourner|retour (de|du|d'un|d'une|des) (article|produit|colis|commande|achat)\w*|faire un retour|demande de retour|retract\w*|echanger|un echange|ne (lui|leur|me) (va|vont|convient|conviennent|plait|plaisent) pas|trop (petit|grand|large|serre)\w*)\b/,
  ],
  ['credit', creditWanted],
  ['refund', /\brembours\w*/],
];

// What was not received is money, not a parcel: "il n'a pas reçu son remboursement", "toujours pas
// vu la couleur de son avoir".
const moneyNotReceived =
  /\b(?:jamais|pas|rien|toujours pas)\b[^.;!?]{0,30}\b(?:recu|eu|vu|touche|percu)\w*\s+(?:(?:la couleur|la trace)\s+(?:de|d')\s*)?(?:(?:son|sa|ses|le|la|les|mon|ma|votre|leur|du|de|l'|un|une)\s*)?(?:remboursement|avoir|virement|rembourse\w*|geste commercial|dedommagement)\b/;

/** The kind of complaint a request describes, from its folded text. */
export function problemOf(folded: string): Problem {
  if (moneyNotReceived.test(folded)) return 'refund_missing';
  if (saidDelivered.test(folded) && neverGot.test(folded)) return 'not_received';
  const kind = problemRules.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'other';
  // « une branche s'est cassée alors que je les nettoyais », « acheté il y a deux mois… cassé »: broken
  // in use, long after it arrived, is no damage in transit (no carrier, no photo of the parcel).
  return kind === 'damaged' && brokenInUse.test(folded) ? 'defect' : kind;
}

const brokenInUse =
  /\b(?:alors qu|pendant qu|en (?:le|la|les|l')\s?\w+ant\b|en utilisant\b|en cours d'utilisation|a l'usage|apres (?:\d+|un|une|deux|trois|quelques|plusieurs) (?:jours?|semaines?|mois|ans?) d'utilisation|il y a (?:\d+|un|une|deux|trois|quatre|cinq|six|quelques|plusieurs) (?:mois|ans?)\b|depuis (?:\d+|deux|trois|quatre|cinq|six|quelques|plusieurs) (?:mois|ans))/;

export interface SupportCase {
  /** What went wrong, in the customer's terms: "Merci de nous avoir signalé …". */
  what: string;
  /** What we do about it, said to the customer. */
  fix: string;
  /** What the user does next, on their side. */
  steps: string[];
  /** A request rather than a grievance (a return): thanked for, not apologised for. */
  calm?: boolean;
  /** The letter's subject, when "Suite à votre message" says too little. */
  subject?: string;
}

export interface CaseFacts {
  today: DayNumber;
  /** A date to come the request gives ("nouvelle date : le 22 novembre"). */
  promised?: string;
  /** The date first planned, when the request gives it beside a new one (« prévue le 18 novembre »). */
  planned?: string;
  /** " de 29,90 €" */
  ofAmount: string;
  /** " (commande n° 3307)" */
  ofOrder: string;
  /** What is missing from the parcel, as the user says it: "deux tasses sur les six commandées". */
  missing?: string | null;
  /** The day of `promised`, when the request gives one. */
  promisedDay?: DayNumber;
  /** What the customer ends, in their words: "votre abonnement mensuel à 29 €". */
  ended?: string | null;
  /** Why the customer leaves, when the request says it (departureReasonOf). */
  reason?: DepartureReason | null;
  /** What an exchange is for: "une taille L", "la couleur bleue" (exchangeOf). */
  exchangeFor?: string | null;
  /** True when the customer asks for an exchange rather than a refund. */
  exchange?: boolean;
  /** The article the customer speaks of, said to them: "votre aspirateur" (refundedItemOf). */
  refundedItem?: string | null;
  /**
   * Work done at the customer's, as the complaint says it to them (jobComplaintOf): « votre cuisine
   * posée le 3 octobre fuit encore ». A trade job, not goods sold: no consumer warranty of conformity.
   */
  job?: string | null;
  /** What happened, said to the customer (« nous vous avons livré un gâteau avec des noix… »). */
  incident?: string | null;
  /** A business customer (businessCustomer): no consumer withdrawal period nor consumer warranty. */
  business?: boolean;
  /** The user's own terms of sale, as said (« retour accepté sous 30 jours, avec 15 % de frais… »). */
  terms?: string | null;
  /** What the customer returns, counted: « 6 radiateurs » (returnedOf). */
  returned?: string | null;
  /** What the customer ordered, said to them: « votre bouquet » (orderedOf). */
  ordered?: string | null;
  /** « est arrivée avec 3 jours de retard »: the late order has come; nothing is left to deliver. */
  delivered?: boolean;
}

/**
 * « il avait commandé un bouquet pour l'anniversaire de sa femme » → « votre bouquet »: what the
 * customer ordered, by its noun, said to them; null when the request names nothing ordered.
 */
export function orderedOf(command: string): string | null {
  const match =
    /\b(?:il|elle|ils|elles|qui)\s+(?:avai(?:t|ent)\s+|a\s+|ont\s+|avait\s+deja\s+)?(?:command|achet|reserv)\w*\s+(un|une|des|deux|trois|\d+)\s+([a-z-]{3,})\b/d.exec(
      fold(command),
    );
  const at = match?.indices?.[2];
  if (!match?.[1] || !at || /^(?:article|produit|commande|colis)s?$/.test(match[2] ?? '')) return null;
  const noun = command.slice(...at);
  return `${/^(?:un|une)$/.test(match[1]) ? 'votre' : 'vos'} ${noun}`;
}

// « sa cuisine posée le 3 octobre », « la douche qu'on a posée chez lui », « malgré deux
// interventions », « le chantier »: work done at the customer's (a contract for work, with its own
// guarantees), not goods sold to a consumer.
const tradeJob =
  /\b(?:pose(?:e|s|es)?|installe(?:e|s|es)?|monte(?:e|s|es)?|realise(?:e|s|es)?|refait\w*|renove(?:e|s|es)?|carrele(?:e|s|es)?|repeint\w*|raccorde(?:e|s|es)?|interventions?|chantiers?|travaux|depannage|pose chez|chez (?:lui|elle|eux))\b/;

/** True when the complaint is about work done at the customer's rather than an article sold. */
export function tradeJobSaid(folded: string): boolean {
  return tradeJob.test(folded);
}

// Words of a business buyer: « la société Batiprox », « un client pro », « nos conditions pro ».
const businessWords =
  /\b(?:la societe|une societe|l'entreprise|une entreprise|sarl|sas|eurl|client(?:e)? pro\w*|professionnel\w*|conditions pro\w*|tarifs? pro\w*|compte pro|b2b|la mairie|le cabinet|l'agence|leur chantier|pour un chantier|pour leur chantier|la collectivite)\b/;

/** True when the customer is a business: the consumer's withdrawal period and warranty do not apply. */
export function businessCustomer(folded: string): boolean {
  return businessWords.test(folded);
}

/**
 * « Nos conditions pro : retour accepté sous 30 jours, avec 15 % de frais de restockage »: the user's
 * own terms, as said, to quote in the reply.
 */
export function termsOf(command: string): string | null {
  const match =
    /\b(?:nos|mes) (?:conditions|cgv|cgu|regles|modalites)(?: (?:de vente|generales(?: de vente)?|pro\w*|de retour|d'echange))*\s*(?::|,)\s*([^.;!?\n]{6,160})/.exec(
      fold(command),
    ) ??
    /\bnotre politique de (?:retour|remboursement|vente)\s*(?::|,)\s*([^.;!?\n]{6,160})/.exec(fold(command));
  if (!match?.[1]) return null;
  const at = match.index + match[0].length - match[1].length;
  return command
    .slice(at, at + match[1].length)
    .trim()
    .replace(/[,\s]+$/, '');
}

/** « veut en retourner 6 » after « 40 radiateurs », « veut retourner 3 chaises » → "6 radiateurs", "3 chaises". */
export function returnedOf(command: string): string | null {
  const folded = fold(command);
  const number = '(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)';
  // « en retourner 6 »: the noun is the one counted before (« 40 radiateurs »), said with its total.
  const some = new RegExp(`\\ben (?:retourner|rendre|renvoyer|rapporter)\\s+(${number})\\b`).exec(folded);
  if (some?.[1]) {
    const total = new RegExp(
      `\\b(${number})\\s+((?!(?:qu|que|qui|de|d|des|du|en|pour|et|ou)\\b)[a-z][a-z-]*)`,
    ).exec(folded.slice(0, some.index));
    if (!total?.[2]) return null;
    const at = total.index + total[0].length - total[2].length;
    const noun = command.slice(at, at + total[2].length);
    return `${some[1]} ${noun}, sur les ${total[1]} ${noun} de votre commande`;
  }
  const own = new RegExp(
    `\\b(?:retourner|rendre|renvoyer|rapporter)\\s+(${number}\\s+(?!(?:qu|que|qui|de|d|des|du|en|pour|et|ou)\\b)[a-z][a-z-]*)`,
  ).exec(folded);
  if (!own?.[1]) return null;
  const at = own.index + own[0].length - own[1].length;
  return command.slice(at, at + own[1].length);
}

// The instruction that opens a clause: « Réponds à M. Le Goff, la douche… ».
const leadInstruction = /^(?:reponds?|repondez|redige\w*|ecris|ecrivez|prepare\w*|fais)\b[^,]*,\s*/;

/**
 * « la douche qu'on a posée chez lui le 12 septembre fuit au niveau du joint » → « la douche que nous
 * avons posée chez vous le 12 septembre fuit au niveau du joint »: the complaint about a job, said to
 * the customer with its date and what went wrong; null when the request tells of no job.
 */
// « Un client dit que », « Mme Roux nous écrit que », « la cliente explique qu' ».
/** The request's first sentence (« M. Riou » ends none). */
function firstSentence(command: string): string {
  return (command.split(/(?<!\b(?:M|Mme|Mlle|Dr|Me|St|Ste))[.;!?\n]+/)[0] ?? '').trim();
}

const reportedBy =
  /^(?:(?:un|une|le|la|mon|ma|notre|nos|les)\s+)?(?:clients?|clientes?|locataires?|proprietaires?|voisins?|voisines?|patients?|patientes?|m\.?\s+[\p{L}-]+|mme\s+[\p{L}-]+|madame\s+[\p{L}-]+|monsieur\s+[\p{L}-]+)\s+(?:nous\s+|m'|me\s+)?(?:dit|disent|explique\w*|signale\w*|indique\w*|raconte\w*|ecrit|ecrivent|affirme\w*|previent|previennent|se plaint|se plaignent)\s+(?:que\s+|qu')/u;

const receivedBy =
  /^(?:(?:un|une|le|la|mon|ma|notre)\s+)?(?:client|cliente|locataire|patient|patiente|(?:m\.?|mme|madame|monsieur)\s+(?:(?:le|la|de|du|l')\s?)?[\p{L}-]+)\s+a\s+(?:bien\s+)?(recu|trouve|constate|decouvert)\s+/u;

/**
 * « Un client se plaint que son canapé livré hier a une tache sur l'accoudoir »: what the customer
 * reports, said to them (« que votre canapé livré hier a une tache… »); null when no one reports.
 */
export function reportedComplaint(command: string): string | null {
  const clause = firstSentence(command);
  const reporter = reportedBy.exec(fold(clause).replace(/’/g, "'"));
  if (!reporter) return null;
  // « …, réponds-lui qu'on passe jeudi »: what the user says after is not the report.
  const said = clause
    .slice(reporter[0].length)
    .split(/,\s*(?=(?:r[ée]ponds|dis|fais|[ée]cris|r[ée]dige|propose|on|nous|je)\b)/iu)[0]
    ?.trim();
  if (!said || said.split(/\s+/).length < 3) return null;
  return `que ${asWe(toRecipient(said), 'vous').replace(/^(?:Le|La|Les|L['’]|Un|Une|Des|Votre|Vos)\b/, (word) => word.toLowerCase())}`;
}

const participles: Record<string, string> = {
  recu: 'reçu',
  trouve: 'trouvé',
  constate: 'constaté',
  decouvert: 'découvert',
};

/**
 * « M. Riou a reçu sa cafetière avec la verseuse cassée »: what happened to the customer, said to them
 * (« que vous avez reçu votre cafetière avec la verseuse cassée »); null when the request opens otherwise.
 */
export function receivedComplaint(command: string): string | null {
  const clause = firstSentence(command);
  const received = receivedBy.exec(fold(clause).replace(/’/g, "'"));
  if (!received) return null;
  const rest = clause.slice(received[0].length).trim();
  if (
    rest.split(/\s+/).length < 3 ||
    !/\b(?:cass|abim|endommag|ray|tach|manqu|defectu|fend|fel|ebrech|brise|mouill|dechir|trou|tordu|rouill|moisi|perime|sans\b|pas le bon|mauvais)/.test(
      fold(rest),
    )
  )
    return null;
  return `que vous avez ${participles[received[1]!]} ${toRecipient(rest)}`;
}

export function jobComplaintOf(command: string): string | null {
  // « M. Le Goff »: the period of a civility ends no sentence.
  for (const segment of command.split(/(?<!\b(?:M|Mme|Mlle|Dr|Me|St|Ste))[.;:!?\n]+/)) {
    let clause = segment.trim();
    const lead = leadInstruction.exec(fold(clause));
    if (lead) clause = clause.slice(lead[0].length);
    // « Un client dit que la machine … fuit »: what is reported, without who reports it.
    const reporter = reportedBy.exec(fold(clause));
    if (reporter) clause = clause.slice(reporter[0].length);
    const folded = fold(clause);
    // Our own decision (« On repasse jeudi ») or an instruction is not the complaint.
    // Our own decision (« On repasse jeudi »), an instruction, or the customer's own words (« ma
    // cuisine », pasted) are not the complaint said to them.
    if (
      !tradeJob.test(folded) ||
      /^(?:on|nous|je|j')(?:\s|$)/.test(folded) ||
      /\b(?:je|j'|mon|ma|mes|moi)\b/.test(folded) ||
      leadInstruction.test(`${folded},`)
    )
      continue;
    if (problemOf(folded) === 'other' && !/\b(?:encore|toujours|plus)\b/.test(folded)) continue;
    const said = asWe(toRecipient(clause), 'vous')
      .replace(/\bchez (?:lui|elle|eux)\b/gi, 'chez vous')
      .replace(/^(?:Le|La|Les|L['’]|Un|Une|Des|Votre|Vos|Sa|Son|Ses)\b/, (word) => word.toLowerCase());
    return said;
  }
  return null;
}

/**
 * « On repasse jeudi matin refaire le joint, sans frais. »: what the user says we do, as the letter
 * says it (« Nous repassons jeudi matin refaire le joint, sans frais. »). A refusal is read by
 * decisionGiven; « on se tutoie » is an instruction.
 */
export function ourStatements(command: string): string[] {
  return (
    command
      .split(/(?<=[.!?])\s+|\n+/)
      // « Le transporteur a perdu le colis : on la renvoie… »: what we do may follow a cause and a
      // colon (after « Rédige la réponse pour Mme Caron : », the complaint follows, not what we do).
      .flatMap((sentence) => {
        const colon = sentence.search(/\s:\s/);
        return colon > 0 && thirdPartyCause.test(fold(sentence.trim()))
          ? [sentence.slice(0, colon), sentence.slice(colon).replace(/^\s*:\s*/, '')]
          : [sentence];
      })
      .map((sentence) => withoutInstructions(sentence.trim()))
      .filter(
        (sentence) =>
          (/^(?:on|nous)\s/i.test(sentence) || thirdPartyCause.test(fold(sentence))) &&
          !sentence.endsWith('?') &&
          !/^(?:on|nous)\s+(?:refus\w*|ne\b|n['’]|se (?:tutoie|vouvoie|connai\w*)|nous (?:tutoyons|vouvoyons))/i.test(
            fold(sentence),
          ),
      )
      .map((sentence) =>
        thirdPartyCause.test(fold(sentence))
          ? `${capitalise(sentence.replace(/\b(?:le|la|les)\s+(colis|commande|paquet|envoi|livraison|marchandise|article)s?\b/giu, (_all, thing: string) => `votre ${thing}`))}.`
          : // « on la renvoie en express »: the goods go back to the reader (« nous vous la renvoyons »).
            `${capitalise(asWe(toRecipient(sentence), 'vous').replace(/^(nous)\s+(la|le|les|l['’])\s*(?=(?:renvo|réexpédi|reexpedi|expédi|expedi|envoi|envoy|livr|répar|repar|remplac|échang|echang)\p{L}*)/iu, (_all, we: string, it: string) => `${we} vous ${it}${/['’]$/.test(it) ? '' : ' '}`))}.`,
      )
  );
}

// « Le transporteur a perdu le colis »: what a third party did is the cause the letter states.
const thirdPartyCause =
  /^(?:le|la|l')\s*(?:transporteur|livreur|fournisseur|fabricant|poste|laboratoire|sous-traitant|coursier)\b/;

/**
 * « veut être remboursé de son aspirateur acheté il y a 45 jours » → « votre aspirateur »; « sa
 * perceuse ne démarre plus » → « votre perceuse »: the article, not the order or the invoice.
 */
export function refundedItemOf(command: string): string | null {
  const own =
    /\b((?:son|sa|ses)\s+(?!commande\b|facture\b|achat\b|abonnement\b|colis\b|livraison\b|compte\b|client\w*|mari\b|femme\b|fils\b|fille\b)[\p{L}’'-]{3,})(?=\s+(?:achet\p{L}*|tomb\p{L}*|est\b|a\b|ne\b|n['’]|qui\b|arriv\p{L}*|reçu\p{L}*|recu\p{L}*|command\p{L}*|pay\p{L}*|de\s+\d|à\s+\d)|[,.;]|$)/iu.exec(
      command,
    );
  const match =
    /\brembours\p{L}*\s+(?:de\s+|du\s+|des\s+|pour\s+)?((?:son|sa|ses|leur|leurs)\s+(?!commande\b|facture\b|achat\b|abonnement\b)[\p{L}’'-]+(?:\s+(?!achet|command|pay|recu|reçu|livr|il\b|depuis|car\b|parce|mais\b|et\b)[\p{L}’'-]+){0,3})(?=[\s,.;!?]|$)/iu.exec(
      command,
    );
  // « le remboursement de la formation Excel du 20 novembre (4 salariés, 1 600 € HT) »: a service
  // named with its article, up to the clause that gives a reason; « du » and « des » are « le », « les ».
  const named =
    /\brembours\p{L}*\s+(de la|de l['’]|du|des)\s*([^,.;!?()]{3,80}?(?:\s*\([^()]{1,80}\))?)(?=\s+(?:parce|car|puisqu\p{L}*|qui|alors|mais|et|achet\p{L}*|command\p{L}*)\b|[,.;!?]|$)/iu.exec(
      command,
    );
  if (!match?.[1] && named?.[1] && named[2] && !/^(?:commande|facture|achat|abonnement)\b/i.test(named[2])) {
    const article = { 'de la': 'la ', du: 'le ', des: 'les ' }[named[1].toLowerCase()] ?? 'l’';
    return `${article}${named[2].trim()}`;
  }
  const item = match?.[1] ?? own?.[1];
  return item ? item.replace(/^(?:son|sa|leur)\b/i, 'votre').replace(/^(?:ses|leurs)\b/i, 'vos') : null;
}

/** Why a customer ends a subscription, as far as the reply answers it. */
export type DepartureReason = 'price' | 'unused' | 'moving' | 'service' | 'other';

/**
 * Why the customer leaves, from « car c'est trop cher », « parce qu'il ne l'utilise plus », « suite
 * à son déménagement »: null when the request gives no reason.
 */
export function departureReasonOf(command: string): DepartureReason | null {
  const folded = fold(command);
  const clause =
    /\b(?:car|parce qu(?:e\s+|')|puisqu(?:e\s+|')|vu qu(?:e\s+|')|pour cause d[e']\s*|a cause d[eu']\s*|suite a|en raison d[eu']\s*|trouve que|trouve\s+(?:le|la|l'|les|ca|cela|c'est))\s*([^.;!?]{2,90})/.exec(
      folded,
    )?.[1];
  if (!clause) return null;
  if (
    /\b(cher|chers|chere|prix|tarif\w*|cout\w*|budget|moyens|augment\w*|economi\w*|hors de prix)\b/.test(
      clause,
    )
  )
    return 'price';
  if (/\b(utilise|sert|besoin|servi|plus le temps|n'a plus|ne l'utilise)\b/.test(clause)) return 'unused';
  if (/\b(demenag\w*|part (?:a|en|vivre)|quitte la region|mutation)\b/.test(clause)) return 'moving';
  if (
    /\b(decu\w*|mecontent\w*|qualite|service|bug\w*|probleme\w*|panne\w*|lent\w*|pas satisfait\w*)\b/.test(
      clause,
    )
  )
    return 'service';
  return 'other';
}

/** « échanger son pull contre une taille L », « l'échanger en bleu » → "une taille L", "bleu". */
export function exchangeOf(command: string): string | null {
  const folded = fold(command);
  const match =
    /\bechang\w*\b[^.;!?]{0,40}?\b(?:contre|pour|en|par)\s+((?:une?|la|le)\s+(?:taille|pointure|couleur|modele|coloris)\s+[^\s,.;:!?]+|(?:taille|pointure)\s+[^\s,.;:!?]+|(?:une?\s+)?(?:taille|pointure)\s+(?:au-dessus|en dessous|plus grande|plus petite))/.exec(
      folded,
    );
  if (!match?.[1]) return null;
  const at = match.index + match[0].length - match[1].length;
  return command.slice(at, at + match[1].length).trim();
}

/** What the cancellation reply says back to the reason given, or null. */
function reasonAnswered(reason: DepartureReason | null | undefined): { said: string; step: string } | null {
  switch (reason) {
    case 'price':
      return {
        said: 'Je comprends que le prix ne vous convienne plus. Si vous le souhaitez, nous pouvons vous proposer une formule plus légère, adaptée à votre budget, avant la date d’effet : il vous suffit de répondre à ce message.',
        step: 'noter le motif (le prix) et, si une formule moins chère existe, la proposer une fois, sans insister',
      };
    case 'unused':
      return {
        said: 'Je comprends que nos services ne vous soient plus utiles en ce moment. Votre compte reste réactivable à tout moment si votre besoin revient.',
        step: 'noter le motif (le service n’est plus utilisé) et vérifier s’il manquait un accompagnement à la prise en main',
      };
    case 'moving':
      return {
        said: 'Merci de nous avoir prévenus de votre déménagement, et tous nos vœux pour cette nouvelle étape.',
        step: 'noter le motif (déménagement) et vérifier si le service peut suivre le client à sa nouvelle adresse',
      };
    case 'service':
      return {
        said: 'Je regrette que nos services ne vous aient pas donné satisfaction : votre retour est transmis à l’équipe pour que nous nous améliorions.',
        step: 'transmettre le motif du départ à l’équipe concernée et recontacter le client si le problème est corrigé',
      };
    case 'other':
      return {
        said: 'Merci de nous avoir expliqué votre décision : nous en tenons compte.',
        step: 'noter le motif du départ donné par le client',
      };
    default:
      return null;
  }
}

/** "veut résilier son abonnement mensuel à 29 €" → "votre abonnement mensuel à 29 €". */
export function endedOf(command: string): string | null {
  const folded = fold(command);
  const match =
    /\b(?:resili\w*|annul\w*|arret\w*|stopp\w*|mettre fin a|met fin a|ne pas renouveler|ne plus renouveler)\s+((?:son|sa|ses|leur|mon|ma|l'|le|la|cet|cette|ce)\s*(?:abonnement|contrat|adhesion|forfait|souscription|formule|engagement)\b[^,.;:!?]{0,50}?)(?=\s*(?:[,.;:!?]|$|\s(?:et|mais|car|parce|depuis|tu|peux|redige|reponds|prepare|a partir|au|des le|le \d)\b))/.exec(
      folded,
    );
  if (!match?.[1]) return null;
  const at = match.index + match[0].length - match[1].length;
  return command
    .slice(at, at + match[1].length)
    .trim()
    .replace(/^(?:son|sa|mon|ma|leur)\b/i, 'votre')
    .replace(/^(?:ses|mes|leurs)\b/i, 'vos')
    .replace(/^(?:le|la|l'|l’|ce|cet|cette)\s*/i, 'votre ');
}

/** The last day of the month of a day: when a monthly subscription ended today stops. */
export function endOfMonth(day: DayNumber): DayNumber {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / 86_400_000;
}

/**
 * A refund the customer asks for, whatever went wrong: the reply grants it plainly, with its amount
 * and its delay, rather than leaving it as an option behind a replacement.
 */
export function refundGranted(kind: Problem, folded: string): boolean {
  return (
    // The customer asks for it ("demande le remboursement", "veut être remboursée"), not the user
    // offering it among other remedies.
    /\b(?:demand\w*|veut|veulent|voudrai\w*|souhait\w*|reclam\w*|exig\w*|aimerai\w*)\b[^.;!?]{0,30}\brembours\w*/.test(
      folded,
    ) &&
    !/\b(?:pas|jamais|ne|refus\w*|impossible)\b[^.;!?]{0,20}\brembours\w*/.test(folded) &&
    [
      'damaged',
      'defect',
      'wrong_item',
      'missing_item',
      'late',
      'lost',
      'not_received',
      'cancellation',
    ].includes(kind)
  );
}

/** "il manque deux tasses sur les six commandées, …" → "deux tasses sur les six commandées". */
export function missingOf(command: string): string | null {
  const folded = fold(command);
  const match =
    /\bmanqu\w*\s+((?:un|une|deux|trois|quatre|cinq|six|\d+|le|la|les|l'|des|son|sa|ses)\b\s*[^,.;:!?]{2,60}?)(?=\s*(?:[,.;:!?]|$|\s(?:et|mais|alors|donc|tu|peux|redige|reponds|prepare)\b))/.exec(
      folded,
    );
  if (!match?.[1] || match[1].split(/\s+/).length > 8) return null;
  const at = match.index + match[0].length - match[1].length;
  return command.slice(at, at + match[1].length).trim();
}

/** The reply's content for each kind of complaint. */
export function supportCase(kind: Exclude<Problem, 'other'>, facts: CaseFacts): SupportCase {
  const {
    today,
    promised,
    planned,
    promisedDay,
    ofAmount,
    ofOrder,
    missing,
    ended,
    reason,
    exchangeFor,
    exchange,
  } = facts;
  // " (commande 5521)" said after "votre commande" reads « votre commande 5521 », not twice.
  const ofThisOrder = ofOrder.replace(/^ \(commande\s+([^)]*)\)$/i, ' $1');
  const day = (skip: number) => formatDay(nextWorkingDay(today, skip), today);
  switch (kind) {
    case 'double_charge':
      return {
        what: `le double prélèvement${ofAmount} sur votre compte`,
        fix: `Après vérification, il s’agit bien d’un doublon : nous vous remboursons dès aujourd’hui le prélèvement en trop${ofAmount}. Le remboursement apparaîtra sur votre compte sous 5 à 10 jours ouvrés, et vos prochains prélèvements resteront au montant habituel.`,
        steps: [
          'retrouver les deux transactions dans votre outil de paiement et rembourser celle en trop',
          'chercher la cause (double validation, relance automatique) pour qu’elle ne se reproduise pas',
        ],
      };
    case 'not_received':
      return {
        what: `que votre colis${ofOrder} est indiqué comme livré alors que vous ne l’avez pas reçu`,
        fix: `Il arrive qu’un colis soit remis à un voisin, au gardien, déposé dans une boîte aux lettres commune ou dans un point relais proche : pourriez-vous vérifier de votre côté ? Dans le même temps, nous ouvrons dès aujourd’hui une enquête auprès du transporteur. Si le colis n’est pas retrouvé d’ici le ${promised ?? day(5)}, nous vous renvoyons votre commande sans frais ou nous vous remboursons, selon votre préférence.`,
        steps: [
          'ouvrir une réclamation « livré mais non reçu » chez le transporteur et demander la preuve de livraison (signature, photo, lieu de dépôt)',
          'si le transporteur l’exige, demander au client une attestation de non-réception signée',
          `faire le point avec le client le ${promised ?? day(5)} : renvoi ou remboursement si le colis reste introuvable`,
        ],
      };
    case 'missing_item':
      return {
        what: missing
          ? `qu’il manque ${missing.replace(/\b(son|sa|ses)\b/g, (word) => (word === 'ses' ? 'vos' : 'votre'))}${/command/i.test(missing) ? ofOrder : ` dans votre commande${ofThisOrder}`}`
          : `qu’il manque un article dans votre commande${ofThisOrder}`,
        fix: `Pourriez-vous nous ${missing ? 'envoyer' : 'confirmer le ou les articles manquants, avec'} une photo du contenu reçu et de l’étiquette du colis ? Nous vérifions la préparation de votre commande et vous expédions ce qui manque sans frais, dès votre réponse.`,
        steps: [
          'comparer le bon de préparation et le poids du colis au départ avec ce que le client a reçu',
          'expédier l’article manquant sans frais ; si le colis a été ouvert en route, faire une réclamation au transporteur',
        ],
      };
    case 'health':
      // Someone's health first: how they are, then the refund, then what changes so it never recurs.
      return {
        what: facts.incident
          ? `cette erreur grave : ${facts.incident}`
          : `l’erreur grave sur votre commande${ofThisOrder}`,
        fix: `Avant tout : comment allez-vous ? Si vous ou un proche avez consommé ce produit et ressentez le moindre symptôme, appelez le 15 sans attendre. Nous vous remboursons intégralement${ofAmount ? ` les${ofAmount.replace(/^ de/, '')}` : ' cette commande'}, et nous revoyons dès aujourd’hui avec toute l’équipe la vérification des allergènes à la préparation et à la livraison.`,
        subject: 'Votre commande : nos excuses',
        steps: [
          'appeler la personne aujourd’hui pour prendre de ses nouvelles, avant même ce message',
          'rembourser la commande et consigner l’incident (produit, lot, préparation) pour la traçabilité',
          'revoir avec l’équipe l’étiquetage et la vérification des allergènes de chaque commande',
        ],
      };
    case 'wrong_item':
      return {
        what: `l’erreur sur votre commande${ofThisOrder}`,
        fix: 'Nous vous expédions le bon article dès aujourd’hui, sans frais, avec une étiquette de retour prépayée pour celui reçu par erreur.',
        steps: [
          'vérifier la commande et le bon de préparation pour comprendre l’erreur',
          'expédier le bon article aujourd’hui et envoyer l’étiquette de retour prépayée',
        ],
      };
    case 'damaged':
      return {
        what: `l’état dans lequel votre commande${ofThisOrder} est arrivée`,
        fix: `Pourriez-vous nous envoyer une photo de l’article et de l’emballage ? Elle nous sert auprès du transporteur, pas à douter de votre parole. Dès réception de vos photos, nous vous envoyons un article de remplacement sans frais, ou nous vous remboursons${ofAmount ? ` la somme${ofAmount}` : ''} si vous préférez.`,
        steps: [
          'déclarer l’avarie au transporteur avec les photos, dans les 3 jours ouvrés qui suivent la livraison',
          'expédier l’article de remplacement (ou rembourser) dès les photos reçues, sans attendre la réponse du transporteur',
        ],
      };
    case 'defect':
      // Work done at the customer's: the job is taken up again, under the guarantees of works.
      if (facts.job)
        return {
          what: `que ${facts.job}`,
          fix: 'Nous revenons sur place pour trouver l’origine du problème et reprendre le travail, sans frais pour vous. Quel créneau vous conviendrait dans les prochains jours ?',
          steps: [
            'fixer le passage sur place et reprendre le travail ; dans l’année qui suit la réception des travaux, la garantie de parfait achèvement vous oblige à reprendre tout désordre signalé',
            'si le problème persiste après reprise, faire intervenir votre assurance (responsabilité civile professionnelle ou décennale selon le désordre)',
          ],
        };
      if (facts.business)
        return {
          what: `le problème rencontré avec ${facts.refundedItem ?? 'votre commande'}`,
          fix: 'Pourriez-vous nous décrire le défaut constaté, avec si possible une photo ? Nous le faisons examiner et vous proposons une réparation ou un remplacement selon nos conditions de vente et la garantie du fabricant.',
          steps: [
            'vérifier la garantie prévue par vos conditions de vente aux professionnels et celle du fabricant (la garantie légale de conformité ne vaut qu’entre un professionnel et un consommateur)',
            'proposer la réparation ou le remplacement selon ces conditions',
          ],
        };
      return {
        what: `le problème rencontré avec ${facts.refundedItem ?? 'votre produit'}`,
        fix: 'Pourriez-vous nous décrire le défaut constaté, avec si possible une photo ou une courte vidéo ? Le produit est couvert par la garantie : nous vous proposerons une réparation ou un produit de remplacement sans frais, et le remboursement si ni l’un ni l’autre n’est possible.',
        steps: [
          'vérifier la date d’achat : la garantie légale de conformité couvre un bien neuf pendant 2 ans',
          'proposer la réparation ou le remplacement, le remboursement en dernier recours',
        ],
      };
    case 'late':
      return {
        what: `le retard de ${facts.ordered ? `livraison de ${facts.ordered}` : 'votre livraison'}${planned ? `, prévue le ${planned}` : ''}`,
        // Only a day the user gives is promised; without one, what we do now, never a day made up.
        fix: facts.delivered
          ? 'Nous cherchons avec le transporteur ce qui a retardé votre commande, pour que cela ne se reproduise pas.'
          : promised
            ? `Nous avons fait le point avec le transporteur : votre commande vous sera livrée au plus tard le ${promised}.`
            : 'Nous interrogeons le transporteur dès aujourd’hui et revenons vers vous dès que nous avons une date de livraison ferme.',
        steps: facts.delivered
          ? [
              'demander au transporteur la cause du retard',
              'si le retard a gêné le client, lui proposer un geste (la livraison offerte sur sa prochaine commande, par exemple)',
            ]
          : [
              'vérifier le suivi chez le transporteur ; sans mouvement depuis plusieurs jours, ouvrir une enquête',
              `prévenir le client dès qu’il y a du nouveau, au plus tard le ${promised ?? day(2)}`,
            ],
      };
    case 'billing':
      return {
        what: 'l’erreur sur votre facture',
        fix: 'Nous vérifions la facture et vous adressons une facture rectifiée, ou un avoir pour la différence, sous 48 heures.',
        steps: ['comparer la facture au devis ou à la commande', 'émettre un avoir ou une facture rectifiée'],
      };
    case 'lost':
      return {
        what: `la perte de votre colis${ofOrder}`,
        fix: 'Nous avons ouvert une enquête auprès du transporteur et nous ne vous laissons pas attendre son résultat pour vous dédommager.',
        steps: [
          'ouvrir l’enquête chez le transporteur avec le numéro de suivi',
          'renvoyer la commande ou rembourser le client sans attendre la fin de l’enquête',
        ],
      };
    case 'return':
      // A business customer: the user's own terms, never the consumer's withdrawal period.
      if (facts.business)
        return {
          what: `votre demande de retour${facts.returned ? ` de ${facts.returned}` : ''}${ofOrder}`,
          fix: facts.terms
            ? `Nos conditions de vente aux professionnels le prévoient : ${facts.terms}. Nous acceptons donc le retour${facts.returned ? ` de ces ${facts.returned.split(',')[0]}` : ''}, à nous renvoyer en bon état et dans leur emballage d’origine ; dès réception, nous vous établissons l’avoir correspondant${/\bfrais\b/i.test(facts.terms) ? ', frais prévus déduits' : ''}.`
            : 'Nous étudions votre demande au regard de nos conditions générales de vente aux professionnels : pourriez-vous nous confirmer la date de livraison et l’état des articles (emballage d’origine, non posés) ?',
          steps: [
            facts.terms
              ? `vérifier que la demande est dans le délai de vos conditions (${facts.terms}) et l’état des articles à leur retour`
              : 'relire vos conditions générales de vente aux professionnels : entre professionnels, le retour n’est dû que si elles le prévoient (pas de droit de rétractation de 14 jours)',
            'établir l’avoir (ou le remboursement) à réception des articles',
          ],
          calm: true,
          subject: `Retour${facts.returned ? ` de ${facts.returned.split(',')[0]}` : ' de marchandise'}`,
        };
      // « échanger son pull contre une taille L »: the exchange asked, not a refund offered instead.
      if (exchangeFor) {
        const bare = exchangeFor.replace(/^(?:une?|la|le)\s+/i, '');
        // « la taille au-dessus » is said « dans la taille au-dessus », « une taille L » « en taille L ».
        const inSize = /au-dessus|en dessous|plus grande|plus petite/i.test(bare)
          ? `dans la ${bare}`
          : `en ${bare}`;
        return {
          what: `votre demande d’échange${ofOrder} contre ${exchangeFor.replace(/^(?:taille|pointure)\b/i, (word) => `la ${word}`)}`,
          fix: `C’est bien noté : nous vous envoyons par email l’étiquette et les instructions de retour. Dès réception de l’article en bon état, nous vous expédions le même article ${inSize}, sans frais.`,
          steps: [
            `vérifier que l’article est disponible ${inSize} et le mettre de côté`,
            'envoyer l’étiquette de retour, puis expédier le nouvel article dès le retour reçu',
          ],
          calm: true,
          subject: 'Échange de votre article',
        };
      }
      // « La cliente préfère un échange »: the exchange asked, its size or model still to know.
      if (exchange)
        return {
          what: `votre demande d’échange${ofOrder}`,
          fix: 'C’est bien noté : nous vous envoyons par email l’étiquette et les instructions de retour. Dites-nous simplement la taille, la couleur ou le modèle souhaité : dès réception de l’article en bon état, nous vous expédions le nouveau, sans frais.',
          steps: [
            'vérifier la disponibilité de l’article souhaité et le mettre de côté',
            'envoyer l’étiquette de retour, puis expédier le nouvel article dès le retour reçu',
          ],
          calm: true,
          subject: 'Échange de votre article',
        };
      return {
        what: `votre demande de retour${ofOrder}`,
        fix: 'C’est bien noté : nous vous envoyons par email l’étiquette et les instructions de retour. Dès réception de l’article en bon état, nous vous remboursons sous 14 jours, ou nous vous l’échangeons si vous préférez.',
        steps: [
          'vérifier que la demande est dans le délai : 14 jours après la réception pour une vente à distance (droit de rétractation), ou celui de vos conditions de vente s’il est plus long',
          'envoyer l’étiquette de retour, puis rembourser dans les 14 jours',
        ],
        calm: true,
      };
    case 'refund_missing':
      return {
        what: 'que votre remboursement ne vous est pas encore parvenu',
        // What is checked now, not a check claimed as done.
        fix: `Nous vérifions votre dossier dès aujourd’hui : si le remboursement${ofAmount} n’est pas encore parti, nous le relançons aussitôt, et nous vous envoyons la référence de l’opération.`,
        steps: [
          'retrouver l’opération de remboursement (date, montant, moyen de paiement) ; si elle n’a pas été faite, la faire aujourd’hui',
          'envoyer au client la preuve du remboursement (référence de l’opération)',
        ],
      };
    case 'cancellation': {
      const what = ended ?? 'votre abonnement';
      const effect = formatDay(promisedDay ?? endOfMonth(today), today);
      // « car c'est trop cher »: the reason given is answered, not asked again.
      const answered = reasonAnswered(reason);
      return {
        what: `votre demande de résiliation de ${what}`,
        fix: `C’est fait : la résiliation prend effet le ${effect}${promisedDay ? '' : ', à la fin de la période en cours'}. Vous gardez l’accès à nos services jusqu’à cette date, et aucun prélèvement ne sera fait après${ofAmount && !what.includes(ofAmount.replace(/^ de /, '')) ? ` (${ofAmount.replace(/^ de /, '')})` : ''}. Vous recevrez la confirmation écrite de la résiliation par email aujourd’hui.${answered ? ` ${answered.said}` : ''}`,
        steps: [
          'arrêter le renouvellement et le prélèvement automatique dans votre outil de facturation',
          `envoyer au client la confirmation écrite de la résiliation, avec sa date d’effet (le ${effect})`,
          answered?.step ?? 'lui demander en une question ce qui a motivé son départ, sans insister',
        ],
        calm: true,
        subject: `Résiliation de ${what}`,
      };
    }
    case 'credit':
      return {
        what: 'votre demande d’avoir',
        fix: `C’est entendu : nous vous établissons un avoir${ofAmount}${ofOrder ? ` pour votre ${ofOrder.replace(/^ \((.*)\)$/, '$1')}` : ''}, utilisable sur vos prochaines commandes. Vous le recevrez par email sous 48 heures.`,
        steps: [
          'émettre l’avoir dans votre outil de facturation et l’envoyer au client',
          'vérifier sa durée de validité et la rappeler au client',
        ],
        calm: true,
        subject: 'Votre avoir',
      };
    case 'refund':
      return {
        what: `votre demande de remboursement${facts.refundedItem ? ` ${withDe(facts.refundedItem)}` : ''}`,
        fix: `Nous procédons au remboursement${ofAmount} : vous le recevrez sous 5 à 10 jours ouvrés sur votre moyen de paiement.`,
        steps: [
          'rembourser sur le moyen de paiement d’origine',
          'confirmer au client la date du remboursement',
        ],
        // A refund asked is a request to serve; a complaint's words still bring the apology.
        calm: true,
      };
  }
}

// « qu'on vienne », « qu'on passe », « qu'on fasse »: the subjunctive said with « nous ».
const irregularSubjunctive: Record<string, string> = {
  vienne: 'venions',
  revienne: 'revenions',
  prenne: 'prenions',
  reprenne: 'reprenions',
  aille: 'allions',
  soit: 'soyons',
  ait: 'ayons',
  puisse: 'puissions',
};

/**
 * « M. Garcia veut qu'on vienne régler son portail électrique cette semaine mais on est complets » →
 * « Vous souhaitez que nous venions régler votre portail électrique cette semaine, mais nous sommes
 * complets. »: what the customer wants, said back to them, with our reason when the user gives one.
 */
export function wishSaid(command: string): string | null {
  const folded = fold(command);
  const match =
    /\b(?:veut|voudrait|souhaite\w*|demande|aimerait)\s+(?:que\s+)?(?:qu'on|que on|que nous)\s+(\p{L}+)\s+([^.;!?]{3,120}?)(?=\s*(?:,?\s+mais\s+|[.;!?]|$))/u.exec(
      folded,
    );
  if (!match?.[1] || !match[2]) return null;
  const verb = match[1];
  const we = irregularSubjunctive[verb] ?? (/[^aeiouy]e$/.test(verb) ? `${verb.slice(0, -1)}ions` : null);
  if (!we) return null;
  const at = match.index + match[0].length - match[2].length;
  const rest = toRecipient(command.slice(at, at + match[2].length).trim());
  const but = /^\s*,?\s+mais\s+((?:on|nous)\s+[^.;!?]{3,80})/.exec(command.slice(at + match[2].length));
  const reason = but?.[1] ? asWe(but[1].trim(), 'vous').replace(/^Nous\b/, 'nous') : null;
  return `Vous souhaitez que nous ${we} ${rest}${reason ? `, mais ${reason}` : ''}.`;
}

// What the customer thinks, said with « vous ».
const opinionVerbs: Record<string, string> = {
  trouve: 'trouvez',
  pense: 'pensez',
  estime: 'estimez',
  juge: 'jugez',
  considere: 'considérez',
  croit: 'croyez',
  affirme: 'affirmez',
  regrette: 'regrettez',
  etonne: 'étonnez',
};

/**
 * « Réponds à Mme Texier qui trouve que sa révision à 219 € est plus chère que l'an dernier (189 €) : … »
 * → « Vous trouvez que votre révision à 219 € est plus chère que l'an dernier (189 €) » : what the
 * customer thinks, said back to them before the user's answer, with every figure it gives; null when
 * the request reports no opinion of theirs.
 */

export function opinionSaid(command: string): string | null {
  const match =
    /\b(?:qui|il|elle)\s+((?:s')?(?:trouve|pense|estime|juge|considere|croit|affirme|regrette|etonne))\s+(?:que\s+|qu')([^.;:!?\n]{6,160}?)\s*(?=[.;:!?\n]|$)/d.exec(
      fold(command),
    );
  const [verb, clauseAt] = [match?.[1], match?.indices?.[2]];
  if (!verb || !clauseAt) return null;
  const typed = command.slice(...clauseAt).trim();
  const clause = /^(?:il|elle)s?\s/i.test(typed) ? toSecondPerson(typed) : toRecipient(typed);
  const link = /^[aeiouyéèêh]/i.test(clause) ? 'qu’' : 'que ';
  return `Vous ${verb.startsWith("s'") ? 'vous ' : ''}${opinionVerbs[verb.replace(/^s'/, '')]} ${link}${clause}`;
}

/**
 * « confirme pour dimanche midi », « confirme-lui le rendez-vous de jeudi »: what the user confirms,
 * or null.
 */
export function confirmedOf(command: string): string | null {
  const match = /\bconfirme[sz]?(?:-lui|-leur)?\s+((?:pour|le|la|les|l'|son|sa|ses)\s*[^.;:!?\n]{2,80})/.exec(
    fold(command),
  );
  if (!match?.[1]) return null;
  const at = match.index + match[0].length - match[1].length;
  return toRecipient(command.slice(at, at + match[1].length).trim());
}

/**
 * « confirme pour dimanche midi » on a pasted request (« nous serons 12 adultes et 3 enfants… le menu
 * à 32 € »): the confirmation with what the customer asked, or null when nothing is confirmed.
 */
export function confirmationSaid(command: string, pasted: string | null): string | null {
  const confirmed = confirmedOf(command);
  if (!confirmed) return null;
  const text = pasted ?? '';
  const party =
    /\b(?:nous serons|on sera|nous sommes|on est|pour)\s+(\d+\s+(?:personnes|adultes|enfants|convives|couverts|invites|invités)(?:\s+et\s+\d+\s+\p{L}+)?)/iu.exec(
      text,
    )?.[1];
  const priced = /\b((?:le|la|les|un|une)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+à\s+\d[\d\s\u202f,.]*\s*€)/iu.exec(
    text,
  )?.[1];
  const booking = /\breserv\w*/.test(fold(text)) ? 'votre réservation ' : '';
  return `C’est confirmé : nous vous attendons ${confirmed.replace(/^pour\s+/i, '')}${party ? `, pour ${party}` : ''}${priced ? `, avec ${priced.replace(/^(?:Le|La|Les|Un|Une)\b/, (word) => word.toLowerCase())}` : ''}.${booking ? ` Nous notons ${booking.trim()} avec plaisir.` : ''}`;
}

/**
 * « on lui a livré un gâteau avec des noix alors qu'elle avait précisé « sans fruits à coque » »: what
 * happened, said to the customer (« nous vous avons livré … alors que vous aviez précisé … »); null
 * when the request says no such thing.
 */
export function incidentOf(command: string): string | null {
  const match =
    /\bon (?:lui|leur) a (?:livre|servi|vendu|envoye)\w*\s[^.;!?\n]*?(?=\s*(?:,\s*(?:allergi\w*|et)\b|[.;!?\n]|$))/.exec(
      fold(command),
    );
  if (!match) return null;
  const typed = command.slice(match.index, match.index + match[0].length);
  return asWe(typed, 'vous')
    .replace(/^Nous/, 'nous')
    .replace(/\bqu['’](?:il|elle)s?\s+avai(?:t|ent)\b/giu, 'que vous aviez')
    .replace(/\bqu['’](?:il|elle)s?\s+a(?:vait)?\s/giu, 'que vous avez ');
}
