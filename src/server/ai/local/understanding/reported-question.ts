// « M. Leroux demande quand sera livrée sa commande », « me demande par message comment… », « un client veut savoir combien coûte… »: the
// question a customer asked, as the user reports it (the words after the verb of asking).

const reported =
  /\b(?:demande|demandent|veut savoir|veulent savoir|aimerait savoir|souhaite savoir|se demande|nous demande|me demande|voudrait savoir)(?:\s+(?:par (?:message|mail|e-mail|email|sms|téléphone|telephone|courrier)|au téléphone|au telephone|en boutique|au comptoir))?\s+((?:si|s'|s’|quand|comment|combien|pourquoi|où|ou|quel|quelle|quels|quelles|le prix|le tarif|le délai|le delai)\b[^.:;!?\n]{3,})/i;

/** The reported question, as typed (« combien coûte un chauffe-eau de 200 l, pose comprise »), or null. */
export function reportedQuestion(command: string): string | null {
  return reported.exec(command)?.[1]?.trim() ?? null;
}
