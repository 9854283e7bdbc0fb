// Rule-based intent detection on the folded text (lowercase, no accents) of the user's last message.
import { splitPasted } from './entities.ts';
import { fold } from './french.ts';

export const intents = [
  'greeting',
  'help',
  'prioritise',
  'email',
  'summarise',
  'meeting',
  'prospecting',
  'support',
  'post',
  'candidate',
  'project_status',
  'research',
  'unknown',
] as const;
export type Intent = (typeof intents)[number];

// Checked in this order: domain-specific words first, so "un email de prospection" goes to
// prospecting and "une synthèse de l'avancement" to project_status.
const rules: Array<[Intent, RegExp]> = [
  [
    'candidate',
    /\b(candidat\w*|cv|entretiens?|recrut\w*|embauch\w*|fiche de poste|offres? d[' ]?emploi|annonces? d[' ]?emploi|(un|le|du|au) postes? d[e']|postul\w*|onboarding|talents?|grilles? d[' ]?evaluation|sourcing)\b/,
  ],
  [
    'prospecting',
    /\b(prospect\w*|crm|opportunites?|pipeline|leads?|commerciale?s?|ventes?|deals?|closing|devis|hubspot|salesforce|pipedrive)\b/,
  ],
  [
    'support',
    /\b(tickets?|reclamations?|plaintes?|mecontente?s?|insatisfaite?s?|escalad\w*|rembours\w*|sav|litiges?|support|service client|(un|le|ce|cette|notre|mon|une|la) cliente?)\b/,
  ],
  // A LinkedIn message to someone is a message to draft, not a post to publish.
  ['email', /\b(messages?|inmails?)\b[^.?!]*\blinkedin\b|\blinkedin\b[^.?!]*\b(messages?|inmails?)\b/],
  [
    'post',
    /\b(posts?|publications?|publier|articles?|linkedin|instagram|twitter|facebook|tiktok|reseaux sociaux|seo|referencement|newsletters?|blog|hashtags?|contenus? marketing)\b/,
  ],
  [
    'project_status',
    /\b(avancement|statuts?|ou en (est|sont|suis|sommes)|etat des projets|point sur (le|les) projets?|rapports? (d[' ]?avancement|de projet|hebdo\w*)|echeances?|deadlines?|jalons?|planning|plan de charge|ressources|qui fait quoi|repartition|coordination|(mes|nos|des|les) projets)\b/,
  ],
  [
    'research',
    /\b(veille|recherche\w*|cherche des informations|concurren\w*|benchmark|etudes?|(etude|analyse|parts?) de marche|(le|du|ce|un|notre|votre|mon) marche|tendances?|actualites?|informe-moi)\b/,
  ],
  // A report with no other clue is a project report; "un rapport de veille" was caught just above.
  ['project_status', /\brapports?\b/],
  [
    'summarise',
    /\b(resum\w*|synthes\w*|synthetis\w*|recap\w*|compte[- ]rendu|en bref|tl;?dr|points? cles)\b/,
  ],
  [
    'meeting',
    /\b(reunions?|rendez-vous|rdv|planifi\w*|creneaux?|agenda|calendrier|visio\w*|call|organise(r)? un point|caler un point)\b/,
  ],
  [
    'prioritise',
    /\b(priori\w*|mes taches|(les|nos) taches|to-?do|par quoi commencer|quoi faire|ma journee|ma semaine|que dois-je faire|a faire)\b/,
  ],
  [
    'email',
    /\b(e-?mails?|mails?|courriels?|messages?|repond\w*|reponses?|lettres?|redige\w*|ecri\w*|relanc\w*)\b/,
  ],
  [
    'help',
    /\b(aide\w*|help|que (sais|peux)-tu faire|qu'est-ce que tu (sais|peux) faire|que fais-tu|tes competences|comment ca marche|a quoi sers-tu|comment (tu )?fonctionnes?)\b/,
  ],
  ['greeting', /\b(bonjour|bonsoir|salut|hello|coucou|hey|merci|bonne journee|enchante\w*)\b/],
];

const summariseVerb = /\b(resum\w*|synthes\w*|synthetis\w*|recap\w*|compte[- ]rendu)\b/;
const summariseObject =
  /\b(ce texte|cet article|cet e-?mail|ce mail|ce message|ce document|ce rapport|cette note|ceci|ci-dessous|ci-dessus|suivante?|(notre|la|cette) (conversation|discussion)|(notre|nos|cet) echanges?)\b/;

/** The intent of one user message. */
export function detectIntent(message: string): Intent {
  // Only the request itself counts: a pasted text to summarise may contain any word.
  const { command, pasted } = splitPasted(message);
  const text = fold(command);
  if (summariseVerb.test(text) && (pasted !== null || summariseObject.test(text))) return 'summarise';
  for (const [intent, pattern] of rules) {
    if (pattern.test(text)) return intent;
  }
  return 'unknown';
}
