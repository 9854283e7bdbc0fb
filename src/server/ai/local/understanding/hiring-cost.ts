// « Combien coûte un stagiaire pour 6 mois ? », « Quel est le coût d'un alternant ? », « Un CDI à
// 2 000 € brut, ça me revient à combien ? »: what a hire costs the employer, a question for the
// recruiter to answer with figures, not a job offer to write.
import { fold } from '../french.ts';

const asksCost =
  /\b(?:c'est combien|ca (?:coute|fait) combien|(?:quel|quelle)\s+(?:salaire|remuneration|gratification|paie|paye)\s+(?:pour|d'un|d'une|a un|a une|donner|verser)|combien (?:je |on )?(?:paie|paye|payer|donner)|combien\b[^.?!]{0,30}\b(?:coute\w*|couter\w*|revient|reviendr\w*|payer|verser|prevoir|budget\w*)|(?:coute|revient)\w*\s+combien|cout\w*\s+(?:d'un|d'une|de l'|du|des|total|employeur|reel|global|mensuel|annuel)|(?:quel|quelle)\s+(?:est\s+|serait\s+)?(?:le\s+|la\s+)?(?:cout|budget|prix|gratification|remuneration minimale|salaire minimum)|a combien\s+(?:revient|reviendr\w*)|ca me revient a combien|(?:revient|reviendr\w*)\s+a\s+combien)/;
const hire =
  /\b(?:stagiaires?|stage|alternant\w*|apprenti\w*|alternance|contrat pro\w*|salarie\w*|employe\w*|cdi|cdd|embauche\w*|embaucher|recrut\w*|brut|smic)\b/;

export type Hire = 'stage' | 'alternance' | 'salarié';

/** The kind of hire whose cost is asked, or null when the request asks something else. */
export function hiringCostAsked(command: string): Hire | null {
  const folded = fold(command);
  if (!asksCost.test(folded) || !hire.test(folded)) return null;
  // An offer or a letter to write about the hire is not a question on its cost.
  if (
    /\b(?:redige|ecris|prepare|publie|fais)\w*\s+(?:une |un |l'|le |la )?(?:offre|annonce|fiche|mail|message|post)\b/.test(
      folded,
    )
  )
    return null;
  if (/\b(?:stagiaires?|stage)\b/.test(folded)) return 'stage';
  if (/\b(?:alternant\w*|apprenti\w*|alternance|contrat pro\w*)\b/.test(folded)) return 'alternance';
  return 'salarié';
}
