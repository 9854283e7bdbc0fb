// « Fais-moi la liste des tâches pour le lancement du site », « Quelles tâches prévoir pour le
// salon ? », « la liste de ce qu'il faut faire pour déménager »: the work to do for something, broken into tasks — not the state of the tasks already
// in the workspace (« les tâches en retard », « mes tâches de la semaine »).
import { fold } from '../french.ts';

const listOfTasks =
  /\b(?:checklist|check-list|to-?do list|(?:liste|liste-moi|detail|detaille|inventaire)\s+(?:les |des |de |de mes |de nos |toutes les )?(?:taches|actions|etapes|choses a faire)|(?:taches|actions|etapes|choses) (?:a (?:faire|prevoir|realiser|lancer)|necessaires|indispensables)|(?:liste|check-?list|recapitulatif|recap) (?:de )?(?:tout )?ce (?:qu'il (?:me |nous )?(?:faut|reste a) (?:faire|prevoir)|que (?:je dois|nous devons|on doit) (?:faire|prevoir))|quelles (?:sont les )?(?:taches|actions) (?:faut-il |dois-je |devons-nous )?(?:prevoir|faire|lancer|realiser))\b/;
// What the list is for: « pour le lancement du site », « du déménagement », « avant l'ouverture ».
const forSomething =
  /\b(?:pour|avant|du|de la|de l'|des|concernant)\s+(?:le |la |l'|les |un |une |notre |nos |mon |ma |mes |ce |cette )?[\p{L}'-]{4,}/u;
// The workspace's own tasks: late, open, someone's, a period's.
const workspaceTasks =
  /\b(?:en retard|en cours|ouvertes?|en attente|terminees?|faites|assignees?|de la semaine|cette semaine|aujourd'hui|demain|ce mois|du jour|de l'equipe|a moi)\b/;

/** True when the request asks for the tasks to do for something, to be listed. */
export function asksForTaskList(command: string): boolean {
  const folded = fold(command);
  const match = listOfTasks.exec(folded);
  if (!match) return false;
  const rest = folded.slice(match.index + match[0].length);
  return forSomething.test(rest) && !workspaceTasks.test(folded);
}
