// "Préviens mes clients que le magasin sera fermé lundi", "Dis à Julie que le devis est validé",
// "Peux-tu avertir Paul que la réunion est décalée ?": a verb of informing, someone to inform and
// the news after « que ». Whatever the news is about, the request is a message to write to them.
import { fold } from '../french.ts';

const informingVerbs = [
  'previens|prevenez|prevenir',
  'avertis|avertissez|avertir',
  'informe|informez|informer',
  'signale|signalez|signaler',
  'rappelle|rappelez|rappeler',
  'dis|dites|dire',
  'annonce|annoncez|annoncer',
  'indique|indiquez|indiquer',
  'confirme|confirmez|confirmer',
  'explique|expliquez|expliquer',
  'precise|precisez|preciser',
  'fais savoir|faites savoir|faire savoir',
  // « Réponds à Julie que la paie sera versée le 30 »: the answer is the news.
  'reponds|repondez|repondre',
  'ecris|ecrivez|ecrire',
].join('|');

// The user asking politely ("peux-tu", "merci de") before the verb.
const politeLead = '(?:(?:peux-tu|pourrais-tu|tu peux|pouvez-vous|pourriez-vous|vous pouvez|merci de) )?';
// Whom to tell: a pronoun joined to the verb ("dis-lui", "préviens-les"), or a person or a group
// ("Paul", "M. Garnier", "à l'équipe", "tous nos clients"), with its name in apposition ("à mon
// propriétaire, M. Lefèvre, que…"), never the user ("préviens-moi que…" is a reminder). « Réponds à
// M. Perrin qui trouve que… » says what the reader thinks, not news to tell them.
const recipient =
  "(?:-(?:lui|leur|le|la|les)\\s+|\\s+(?:(?:a|au|aux)\\s+)?(?!(?:moi|nous|toi|que|qu')\\b)(?!(?:un|une|le|la|les|des|mon|ma|notre|nos|ce|cette)\\s+(?:posts?|articles?|newsletters?|publications?|stor(?:y|ies)|annonces?|fiches?|textes?|legendes?|tweets?|slogans?|affiches?|flyers?)\\b)(?:(?:mon|ma|mes|notre|nos|les|le|la|l')\\s?|(?:m|mme|mlle|me|dr)\\.?\\s)?[\\p{L}'-]+(?: (?!(?:qui|dont)\\b)(?:(?:m|mme|mlle|me|dr)\\.\\s)?[\\p{L}'-]+){0,3}?(?:,\\s*(?:(?:m|mme|mlle|me|dr)\\.?\\s)?[\\p{L}'-]+(?: [\\p{L}'-]+){0,2}\\s*,)?\\s+)";
// "Envoie un message à Léa que…", "Écris un mot à M. Lefèvre que…": writing to someone, with the
// news after « que », is telling them.
const writingTo =
  '(?:ecris|ecrivez|ecrire|envoie|envoyez|envoyer)(?: un (?:petit )?(?:mail|email|e-mail|message|mot|sms|courriel|courrier))?(?= (?:a|au|aux) )';
const newsPattern = new RegExp(
  `^\\s*${politeLead}(?:${informingVerbs}|${writingTo})${recipient}(?:pour (?:lui |leur |les )?(?:dire|annoncer|indiquer|signaler|confirmer|rappeler|expliquer|preciser|faire savoir) )?(?:que,? |qu')\\s*([^.!?\\n]{4,})`,
  'u',
);

// « Réponds à Hugo Castel, kiné vu en entretien : on a pris quelqu'un d'autre… »: the news said after
// a colon, in the user's own voice, once whom to tell is named. « Réponds à Mme Roy, qui demande… :
// on accepte » answers what she asked: a dictated letter (dictatedStatements), not news.
const colonNewsPattern = new RegExp(
  `^\\s*${politeLead}(?:${informingVerbs}|${writingTo})(?:-(?:lui|leur)\\b|\\s+(?:a|au|aux)\\s)(?:(?!\\bqui\\b)[^:\\n]){0,200}?\\s?:\\s*((?:on|nous|je|j'|c'est|ce n'est|malheureusement|helas)\\b[^.!?\\n]{4,})`,
  'u',
);

// « Réponds à Mme Besnard : c'est ok pour le reportage… », « … : oui, on peut livrer samedi »: what
// opens with a yes or a no answers what the reader asked; it is the reply's body, not news to tell.
export const answerOpening =
  /^(?:c'est (?:ok|okay|bon|d'accord|entendu|oui|non|parfait|tout bon)|ok|okay|oui|non|d'accord|entendu|parfait|pas de (?:souci|soucis|probleme)|volontiers|avec plaisir|(?:on|nous|je|j') ?(?:accept\w*|refus\w*|confirm\w*|valid\w*|decline\w*))\b/;

const replyAsked = new RegExp(`^\\s*${politeLead}(?:reponds|repondez|repondre)\\b`, 'u');

/** The news told to someone, and where it starts in the command (same length once folded), or null. */
export function newsTold(command: string): { news: string; index: number } | null {
  // « Écris à Bruno, mon voisin (on se tutoie), que… »: an aside in brackets, blanked to keep the indices.
  const folded = fold(command).replace(/\s?\([^()\n]{1,60}\)/g, (aside) => ' '.repeat(aside.length));
  const colon = colonNewsPattern.exec(folded);
  const answered = colon?.[1] && replyAsked.test(folded) && answerOpening.test(colon[1]);
  const match = newsPattern.exec(folded) ?? (answered ? null : colon);
  if (!match?.[1]) return null;
  const index = match.index + match[0].length - match[1].length;
  return { news: command.slice(index, index + match[1].length), index };
}

// "Informe l'équipe de l'arrivée de Sarah", "Préviens nos clients de la fermeture du magasin": the
// news named by a noun after « de », told to someone.
const namedNewsPattern = new RegExp(
  `^\\s*${politeLead}(?:previens|prevenez|prevenir|avertis|avertissez|avertir|informe|informez|informer)${recipient}(de |d'|du |des )\\s*([^.!?\\n]{4,})`,
  'u',
);

/** "l'arrivée de Sarah", "la fermeture du magasin": the news named, with its article, or null. */
export function newsNamed(command: string): { news: string; index: number } | null {
  const match = namedNewsPattern.exec(fold(command));
  if (!match?.[1] || !match[2]) return null;
  const index = match.index + match[0].length - match[2].length;
  // "du changement" → "le changement", "des horaires" → "les horaires", "d'un nouveau" → "un nouveau".
  const article = match[1] === 'du ' ? 'le ' : match[1] === 'des ' ? 'les ' : '';
  return {
    news: `${article}${command.slice(index, index + match[2].length)}`,
    index: index - match[1].length,
  };
}
