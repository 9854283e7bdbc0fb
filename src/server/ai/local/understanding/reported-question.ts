// « M. Leroux demande quand sera livrée sa commande », « me demande par message comment… », « un client veut savoir combien coûte… »: the
// question a customer asked, as the user reports it (the words after the verb of asking).

const reported =
  /\b(?:demande|demandent|veut savoir|veulent savoir|aimerait savoir|souhaite savoir|se demande|nous demande|me demande|voudrait savoir)(?:\s+(?:par (?:message|mail|e-mail|email|sms|téléphone|telephone|courrier)|au téléphone|au telephone|en boutique|au comptoir))?\s+((?:(?:en|dans|à|a|pour|de|jusqu['’]à|jusqu['’]a|sous|avec|par|depuis)\s+)?(?:si|s'|s’|quand|comment|combien|pourquoi|où|ou|quel|quelle|quels|quelles|le prix|le tarif|le délai|le delai)\b[^.:;!?\n]{3,})/i;

// « Une cliente veut retourner une lampe achetée il y a 3 semaines »: a wish that the terms settle,
// asked as the question « si elle peut retourner … ».
const wished =
  /\b(?:veut|veulent|voudrai(?:t|ent)|souhaite(?:nt|rait)?|aimerai(?:t|ent)|demande à|demande a)\s+((?:nous\s+)?(?:retourner|renvoyer|rendre|échanger|echanger|annuler|se faire rembourser|être rembours\w*|etre rembours\w*|reporter|décaler|decaler)\b[^.:;!?\n]{3,})/i;

/** The reported question, as typed (« combien coûte un chauffe-eau de 200 l, pose comprise »), or null. */
export function reportedQuestion(command: string): string | null {
  return reported.exec(command)?.[1]?.trim() ?? null;
}

// « Dis-lui qu'on le rembourse », « réponds-lui que… »: the user gives the answer to the wish.
const answerGiven =
  /\b(?:dis|dites|r[ée]ponds|r[ée]pondez|indique|confirme|pr[ée]cise|explique|propose)-(?:lui|leur)\b/i;

/**
 * The question a documents' answer settles: the one reported, else a customer's wish (« veut retourner
 * une lampe ») asked as « si elle peut retourner… » when the user has not given the answer.
 */
export function questionToSettle(command: string): string | null {
  const asked = reportedQuestion(command);
  if (asked) return asked;
  if (answerGiven.test(command)) return null;
  const wish = wished.exec(command);
  if (!wish?.[1]) return null;
  // Who wishes it, as the question says it: « elle » for a woman named before the verb.
  const before = command.slice(0, wish.index);
  const she = /\b(?:cliente|elle|mme|madame|mlle)\b/i.test(before);
  const they = /\b(?:veulent|voudraient|souhaitent|aimeraient)\b/i.test(wish[0]);
  return `${they ? (she ? 'si elles peuvent' : 's’ils peuvent') : she ? 'si elle peut' : 's’il peut'} ${wish[1].trim()}`;
}
