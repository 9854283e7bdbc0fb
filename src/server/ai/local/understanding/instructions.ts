// How the user wants it written, said at the end of the request ("…, avec des hashtags",
// "sur un ton décontracté", "en 3 lignes", "…, fais la réponse stp"): read as style (follow-ups.ts),
// never as the news itself nor as the answer to write.
const instructionTail =
  /(?:,\s*|\s+)(?:(?:avec|et|plus|sans|en ajoutant|mets|mettez|ajoute|ajoutez|utilise|utilisez)\s+(?:des\s+|quelques\s+|les\s+|un\s+|une\s+|\d+\s+|deux\s+|trois\s+|quatre\s+|cinq\s+)?(?:hashtags?|emojis?|émojis?|[eé]moticônes?|smileys?|appels? à l['’]action|call to action|photos?|images?)|(?:sur|avec|d['’]|dans)\s*un\s+ton\s+[\p{L}-]+|(?<=[,.]\s*)ton\s+[\p{L}-]+|(?<=[,.]\s*)(?:\d+|deux|trois|quatre|cinq|six)\s+(?:hashtags?|emojis?|émojis?)|(?:en (?:le|la|les) (?:tutoyant|vouvoyant))|en\s+\d+\s+(?:lignes|mots|phrases|caractères)|(?:ça|ca)\s+doit\s+(?:être|etre)\s+[\p{L}\s'’-]+|(?:pas trop long(?:ue)?|court(?:e)?|bref|brève|percutant(?:e)?)|(?:s['’]il te plaît|s['’]il vous plaît|stp|svp|merci)|(?<=,\s*)(?:et\s+)?(?:fais|fait|r[ée]dige|[ée]cris|pr[ée]pare|envoie)(?:-(?:lui|leur|moi|la|le))?\s+(?:la|une|ma|le|un|cette)\s+(?:r[ée]ponse|mail|message|lettre|courrier)\b[^.!?,]*)\s*[.!]*\s*$/iu;

/** The request without the instructions on how to write it, said at its end. */
export function withoutInstructions(text: string): string {
  let rest = text.replace(/[.!\s]+$/, '');
  for (let cut = instructionTail.exec(rest); cut; cut = instructionTail.exec(rest))
    rest = rest.slice(0, cut.index).replace(/[,.!\s]+$/, '');
  return rest;
}

/**
 * Where words on the manner start inside a request, on folded text: "sur la rentrée de façon
 * ludique", "…en moins de 100 mots", "…pour le réseau LinkedIn". What precedes is what to write about.
 */
export const mannerStart =
  /\s(?:avec un ton|sur un ton|d'un ton|de facon|de maniere|en moins de|en \d+ (?:lignes?|mots|phrases?|caracteres|points|paragraphes)|en (?:le|la|les) (?:tutoyant|vouvoyant)|pour (?:le|la|les|mon|ma|mes|notre|nos|un|une) (?:reseau|linkedin|instagram|facebook|blog|site))\s/;

/**
 * On folded text: a message to write or send (« écris-lui un mail », « prépare une relance »,
 * « envoie le pitch »), as against advice, questions or lists asked about the same subject.
 */
export const writesMessage =
  /\b(ecris|redige|envoie|prepare)\w*\b[^.?!]*\b(message|email|e-mail|mail|courrier|lettre|relance|sequence|pitch)\b/;
