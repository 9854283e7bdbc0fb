// Which documents an employee must read whole for a task (decision 034): a CV and a job offer to
// screen, a report to summarise, meeting notes to turn into tasks. A message says which kind it
// means ("ce CV", "l'offre", "le compte-rendu de mardi"); the kind of each document is read from
// its content (its headings and words), not from a label the user would have to set.

import { fold } from './local/french.ts';

export const documentRoles = ['cv', 'offer', 'report', 'notes'] as const;
export type DocumentRole = (typeof documentRoles)[number];

const mentions: Record<DocumentRole, RegExp> = {
  cv: /\b(cv|c\.v\.|curriculum|candidat(e|ure)?s?|profil du candidat)\b/,
  offer: /\b(offres?( d'emploi)?|fiches? de poste|annonces?|postes?|recrutement)\b/,
  report: /\b(rapports?|etudes?|bilans?|audits?|syntheses?|resume[rsz]?|points? cles|notes? d'analyse)\b/,
  notes: /\b(comptes?[- ]rendus?|cr|notes? de (la )?reunions?|proces[- ]verba(l|ux)|pv|reunions?)\b/,
};

/** The kinds of document a message refers to, in the order it names them. */
export function rolesMentioned(message: string): DocumentRole[] {
  const folded = fold(message);
  return documentRoles.filter((role) => mentions[role].test(folded));
}

/** Words and headings that tell each kind of document apart, with their weight. */
const signs: Record<DocumentRole, Array<[RegExp, number]>> = {
  cv: [
    [/\bcv\b|curriculum/, 3],
    [/experiences? professionnelles?|parcours professionnel/, 3],
    [/\bformations?\b|diplomes?/, 1],
    [/competences|langues|centres? d'interet/, 1],
    [/\b(19|20)\d{2} ?[-–] ?((19|20)\d{2}|aujourd'hui|present|actuel)/, 2],
  ],
  offer: [
    [/offre d'emploi|fiche de poste|\(h\/f\)|\(f\/h\)/, 4],
    [/profil recherche|missions|vos missions/, 2],
    [/candidature|envoyez votre cv|postuler/, 2],
    [/remuneration|salaire|contrat a duree/, 1],
  ],
  notes: [
    [/comptes?[- ]rendus?|proces[- ]verbal|releve de decisions/, 4],
    [/\breunion\b|ordre du jour/, 2],
    [/\bpresents?\b|participants|excuses?/, 2],
    [/\bactions?\b|a faire|prochaines etapes|decisions?/, 1],
  ],
  report: [
    [/\brapport\b|etude|bilan|audit/, 3],
    [/synthese|resume|introduction/, 2],
    [/conclusions?|recommandations?|perspectives/, 2],
    [/resultats|chiffres? cles|analyse/, 1],
  ],
};

/** The kind of a document from its name and first passages, or null when none stands out. */
export function roleOf(name: string, text: string): DocumentRole | null {
  const folded = fold(`${name}\n${text}`);
  let best: DocumentRole | null = null;
  let bestScore = 2;
  for (const role of documentRoles) {
    const score = signs[role].reduce(
      (sum, [pattern, weight]) => sum + (pattern.test(folded) ? weight : 0),
      0,
    );
    if (score > bestScore) {
      best = role;
      bestScore = score;
    }
  }
  return best;
}
