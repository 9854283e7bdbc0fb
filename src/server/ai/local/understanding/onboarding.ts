// « Prépare l'accueil de Sarah Benali qui arrive lundi », « Notre nouveau commercial commence le
// 7 décembre, organise son intégration », « un plan d'onboarding pour une assistante » : the arrival of
// a new hire to prepare, read by the sentence's shape. A welcome mail to write is a message, and the
// « page d'accueil » or the customers' « accueil » are something else.
import { fold } from '../french.ts';
import { writesMessage } from './instructions.ts';

const named =
  /\b(?:onboarding|plan d'integration|parcours d'integration|programme d'integration|livret d'accueil|kit d'accueil|periode d'integration)\b/;
const arrivalWord = /\b(?:accueil|arrivee|integration|premier jour|premiers jours|premiere semaine)\b/;
const prepares =
  /\b(?:prepar\w*|organis\w*|planifi\w*|gere\w*|gerer|reussir|plan|programme|checklist|liste|etapes?)\b/;
// Whose arrival: a name, a new hire, or « son / sa / leur ».
const ofNewHire =
  /\b(?:accueil|arrivee|integration|premier jour|premiers jours|premiere semaine)\s+(?:de|d'|du|des)\s*(?:notre |nos |mon |ma |mes |la |le |l'|)(?:nouve\w*|recrue|stagiaire|alternant\w*|apprenti\w*|salarie\w*|collaborat\w*|employe\w*|saisonnier\w*|interimaire\w*)|\b(?:son|sa|leur|leurs)\s+(?:accueil|arrivee|integration|premier jour|premiers jours|premiere semaine)\b/;
const ofNamedPerson =
  /\b(?:accueil|arrivée|arrivee|intégration|integration|premier jour|première semaine|premiere semaine)\s+(?:de|d['’])\s*\p{Lu}/u;
const startsWork =
  /\bqui\s+(?:arrive|arrivent|commence|commencent|debute|debutent|nous rejoin\w*|rejoin\w*|prend son poste|prendra son poste|integre|integrera)\b|\b(?:arrive|commence|debute|nous rejoint|prend son poste)\s+(?:le |lundi|mardi|mercredi|jeudi|vendredi|demain|la semaine|dans|debut)/;
const notPeople =
  /\b(?:page d'accueil|accueil (?:des |du |de la )?(?:client|public|visiteur)|arrivee des (?:marchandises|colis|commandes))/;

/** True when the request asks to prepare a new hire's arrival (an onboarding plan), not a message. */
export function asksForOnboarding(command: string): boolean {
  const folded = fold(command);
  if (writesMessage.test(folded) || notPeople.test(folded)) return false;
  if (named.test(folded)) return true;
  if (!arrivalWord.test(folded) && !startsWork.test(folded)) return false;
  const whose = ofNewHire.test(folded) || ofNamedPerson.test(command) || startsWork.test(folded);
  return whose && (prepares.test(folded) || arrivalWord.test(folded));
}

// « Fais un message d'accueil pour Lucas », « un mail de bienvenue à notre nouvelle recrue »: the
// welcome written to the new hire, not the plan of the arrival.
const welcomeMessage =
  /\b(?:message|mail|e-mail|email|mot|courrier|lettre|sms|texto)\s+(?:d'\s*|de\s+)(?:accueil|bienvenue)\b|\bsouhait\w*\s+(?:la\s+)?bienvenue\b/;

/** True when the request asks for the welcome message to a new hire. */
export function asksForWelcome(command: string): boolean {
  const folded = fold(command);
  return welcomeMessage.test(folded) && !notPeople.test(folded);
}
