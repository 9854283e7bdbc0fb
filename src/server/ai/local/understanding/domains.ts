// The words that place a request in a colleague's field: hiring (candidates, job offers), customer
// service (complaints, tickets, refunds), sales (prospects, outreach), marketing (posts, articles,
// SEO), projects (milestones, schedules), research (competitors, market watch), the agenda. A
// request is handed to a colleague only when it says so in such words: a classifier's guess alone
// ("Réponds à Julie…" read as planning) must not send the user away from the employee they asked.
import type { EmployeeId } from '../../../../shared/routes.ts';
import { fold } from '../french.ts';

const cues: Record<EmployeeId, RegExp> = {
  alfred:
    /\b(agenda|rendez-vous|rdv|reunions?|rappelle-moi|rappelez-moi|mes priorites|priorise\w*|mes taches|to-?do|mes notes|compte-rendu|ordre du jour|relanc\w*|impaye\w*|factures? (?:impayee?s?|en retard|non reglee?s?))\b/,
  chip: /\b(prospect\w*|demarch\w*|cibles?|crm|pipeline|leads?|opportunites? commerciales?|(?:trouver?|trouve-moi|decrocher|gagner) (?:des |de nouveaux )?clients|nouveaux clients|clients potentiels|premier contact|(?:presenter|proposer) (?:nos|notre) (?:offre|services?|produits?|solutions?))\b/,
  clide:
    /\b((?:se )?plain\w*|plaintes?|reclam\w*|tickets?|sav|service client|rembours\w*|litiges?|mecontent\w*|avis (?:negatifs?|google|clients?|\d|une? etoile)|\d etoiles?|colis|(?:arrivee?s?|recue?s?|livree?s?) (?:cassee?s?|abimee?s?|endommagee?s?|en retard)|jamais (?:arrivee?s?|recue?s?)|faire remonter|escalad\w*|menac\w*|tribunal|avocat|dgccrf|mediateur)\b/,
  suki: /\b(posts?|publications?|linkedin|instagram|facebook|tiktok|reseaux sociaux|articles?|blog|newsletters?|seo|referencement|meta[- ]description|slogans?|accroches?|hashtags?|fiche google|campagne|contenus?|storys?|stories)\b/,
  dot: /\b(candidat\w*|recrut\w*|offres? d'emploi|annonces? (?:d'emploi|pour recruter)|cv|embauch\w*|entretiens? d'embauche|fiche de poste|au poste d[eu']|pour le poste|apprenti\w*|alternan\w*|saisonniers?)\b/,
  millie:
    /\b(projets?|jalons?|planning|retroplanning|retro-planning|chantiers?|avancement|echeances?|lancement|qui fait quoi|charge de l'equipe|repartis\w*|assigne\w*|(?:sur quoi|qu'est-ce que?) travaill\w*|taches (?:de|d'|a) |gantt|feuille de route)\b/,
  spec: /\b(avantages et (?:les )?inconvenients|pour et (?:le )?contre|forces et faiblesses|comparatif|veille|concurren\w*|tendances?|etude de marche|marche de|benchmark|synthes\w*|resume\w*|rapport|sources?|indicateurs?)\b/,
};

/** The employees whose field the request names in its own words. */
export function employeesNamedByWords(command: string): Set<EmployeeId> {
  const folded = fold(command);
  const named = new Set<EmployeeId>();
  for (const [employee, words] of Object.entries(cues) as Array<[EmployeeId, RegExp]>) {
    if (words.test(folded)) named.add(employee);
  }
  return named;
}
