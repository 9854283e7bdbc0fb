// A request for sales arguments or for what to answer to an objection (« c'est trop cher »): read
// here, so the salesperson answers it whatever the product's words make the classifier think.
import { fold } from '../french.ts';
import { writesMessage } from './instructions.ts';

export const asksArguments =
  /\b(arguments?|argumentaire|argumenter|points? forts|avantages? (a|de|du|pour)|benefices? (client|pour)|mettre en avant|convaincre|persuader|objections?|comment (le |la |les |l')?(rassurer|decider)|pourquoi (un|une|les|des|le|la|mon|ce|cet|cette|nos|mes|l')\b[^?]*\b(choisi\w*|prend\w*|opter|opterai\w*|passer|passerai\w*|signer|signerai\w*|acheter|acheterai\w*|devrai\w*)|comment\b[^?.!]{0,24}\b(vendre|vends|vend|justifier|justifie|defendre|defends|presenter|presente) (notre|nos|mon|ma|mes|ce|cet|cette|le prix|nos prix|nos tarifs|notre tarif|mon prix|mes tarifs))\b/;
// "un client qui trouve ça trop cher", "un prospect me dit qu'il n'a pas le temps, je lui dis quoi ?"
const answersObjection = /\b(repon\w*|dire|dis|dit|retorquer|reagir|contrer|rassurer|objecte)\b/;

export type Objection =
  | 'price'
  | 'time'
  | 'supplier'
  | 'need'
  | 'later'
  | 'commitment'
  | 'trust'
  | 'complexity';

const objectionRules: Array<[Objection, RegExp]> = [
  [
    'price',
    /\b(trop cher\w*|trop couteu\w*|pas (le|de) budget|hors budget|prix (trop|eleve)|moins cher|c'est cher|coute trop|trop onereu\w*)\b/,
  ],
  ['time', /\b(pas le temps|trop occupe\w*|debord\w*|pas de temps)\b/],
  [
    'supplier',
    // Someone or something already does it: "il a déjà un neveu qui fait des sites", "elle passe déjà par X".
    /\b(deja (un|une|des|son|sa|ses|leur) (prestataire|fournisseur|solution|outil|logiciel|partenaire|concurrent)|deja equipe\w*|(?:il|elle|ils|elles|on|j'|je) (?:a|ont|ai|utilise\w*|passe\w*|travaille\w*|fait|font|fais) deja (?:un|une|des|son|sa|ses|leur|quelqu'un|par|appel|avec)|concurren\w*)\b/,
  ],
  ['need', /\b(pas besoin|pas utile|sert a rien|s'en sort tres bien|s'en passe|pas interesse\w*)\b/],
  ['later', /\b(reflechir|pas (le bon )?moment|plus tard|rappele[rz]|l'an prochain|pas maintenant)\b/],
  [
    'commitment',
    /\b((?:s'|m'|d')engager|engagement (?:trop|d'un|de \d+|sur|long)|sans engagement|abonnement (?:trop )?long|un an ferme)\b/,
  ],
  ['trust', /\b(pas confiance|mefian\w*|peur|risque\w*|arnaque|ne (?:nous|vous|me) connai\w* pas)\b/],
  ['complexity', /\b(complique\w*|trop technique|pas a l'aise|informatique|changer ses habitudes)\b/],
];

/** The objections a request names: "trouve ça trop cher" → price. */
export function objectionsOf(command: string): Objection[] {
  const folded = fold(command);
  return objectionRules.filter(([, pattern]) => pattern.test(folded)).map(([objection]) => objection);
}

/** A request for arguments, a pitch's points, or what to answer to an objection; not a message to write. */
export function asksForArguments(command: string): boolean {
  const folded = fold(command);
  if (writesMessage.test(folded)) return false;
  return asksArguments.test(folded) || (answersObjection.test(folded) && objectionsOf(command).length > 0);
}

// « Réponds-lui qu'on peut descendre à 4 500 € », « Dis-lui qu'on offre… », « Réponds à la SARL Bodin
// que nous maintenons notre prix… », « Réponds-lui : … »: an answer the user tells us to give someone.
const toldToAnswer =
  /(?:^|[.!?,;]\s*|\bet\s+)(?:reponds?|repondez|dis|dites)(?:-lui|-leur)\s*(?::|que\s|qu')|(?:^|[.!?,;]\s*|\bet\s+)(?:reponds?|repondez|dis|dites)\s+(?:a|au|aux)\s+(?!(?:ce|cette|ces)\s)(?:(?!\bqui\b)(?:\b(?:m|mme|mlle|me|dr)\.|[^.!?;:])){2,60}?\s(?:que\s|qu')/;
// What is being sold, its price, or a customer weighing it: the answer is the salesperson's.
const saleWords =
  /\b(?:devis|prix|tarifs?|forfait|offre|proposition|remise|reduction|rabais|ristourne|geste commercial|budget|abonnement|formule|prestation|negoci\w*|hesit\w*|signe\w*)\b|€/;
// A follow-up, a pitch or a letter of another kind, whose writers read the instruction themselves; « un
// prospect » is only who answers.
const otherLetter =
  /\b(?:relanc\w*|(?<!\b(?:un|une|le|la|les|ce|cette|ces|mon|ma|mes|notre|nos|des|au|aux)\s)prospect\w*|presente\w*|remerci\w*|felicit\w*|invit\w*|excus\w*)\b/;

/**
 * True when the user dictates the answer to give a customer or a prospect on a sale (a quote found too
 * dear, a price kept, a gesture granted): « M. Lemoine trouve notre devis trop cher. Réponds-lui qu'on
 * peut descendre à 4 500 € si… ». The reply says that answer; no pitch, no arguments.
 */
export function salesAnswerDictated(command: string): boolean {
  const folded = fold(command);
  return (
    toldToAnswer.test(folded) &&
    !otherLetter.test(folded) &&
    (saleWords.test(folded) || objectionsOf(command).length > 0)
  );
}
