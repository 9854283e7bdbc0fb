// What the user asks to do with the documents named in the message: screen a CV against an offer,
// summarise a document, turn meeting notes into tasks, or only ask a question about them. A small
// nlp.js classifier of its own (French stems), trained on example requests written for meaning, so
// a new phrasing of the same request lands on the same intent; it runs only when the message names a
// kind of document the user has, so the engine's other intents are untouched.
import { type NlpLike, trainNlp } from '../understanding/classifier.ts';

export const documentTasks = ['screen', 'summarise', 'tasks', 'question'] as const;
export type DocumentTask = (typeof documentTasks)[number];

const examples: Record<DocumentTask, string[]> = {
  screen: [
    'analyse ce cv par rapport à l’offre',
    'compare le cv avec la fiche de poste',
    'est-ce que ce candidat correspond au poste',
    'ce profil colle-t-il à notre annonce',
    'fais la présélection de cette candidature',
    'évalue la candidature pour le poste',
    'le candidat a-t-il les compétences demandées',
    'trie ce cv pour l’offre d’emploi',
    'vérifie si la candidate convient au recrutement',
    'quelles compétences manquent au candidat pour ce poste',
    'donne-moi ton avis sur ce cv pour l’offre',
    'passe ce cv au crible de l’annonce',
  ],
  summarise: [
    'résume le rapport',
    'fais-moi une synthèse de ce document',
    'quels sont les points clés du rapport',
    'donne-moi l’essentiel de l’étude',
    'résume en quelques points le bilan',
    'que faut-il retenir de cet audit',
    'fais un résumé du compte-rendu',
    'synthétise ce rapport pour la direction',
    'les grandes lignes de ce document',
    'peux-tu condenser ce rapport',
    'un résumé rapide du bilan annuel',
  ],
  tasks: [
    'transforme le compte-rendu en tâches',
    'crée les tâches à partir des notes de réunion',
    'quelles actions ressortent de la réunion',
    'fais la liste des choses à faire du compte-rendu',
    'tire les tâches de la réunion de mardi',
    'ajoute les actions du compte-rendu à mes tâches',
    'qui doit faire quoi après la réunion',
    'récupère les actions décidées en réunion',
    'lis le compte-rendu et propose les tâches',
    'transforme les décisions de la réunion en to-do',
    'mets les suites à donner de la réunion dans les tâches',
  ],
  question: [
    'quel est le salaire proposé dans l’offre',
    'qu’a-t-on décidé à la dernière réunion',
    'combien d’années d’expérience a le candidat',
    'quelle est la date de la réunion',
    'où se trouve le poste',
    'que dit le rapport sur le chiffre d’affaires',
    'qui était présent à la réunion',
    'quelle est la durée de la période d’essai',
    'le rapport parle-t-il des délais',
    'quel diplôme a la candidate',
  ],
};

let trained: Promise<NlpLike> | null = null;

const known = new Set<string>(documentTasks);

/** The task a message asks for on the documents it names; 'question' when unsure. */
export async function documentTask(message: string): Promise<DocumentTask> {
  trained ??= trainNlp(examples);
  const nlp = await trained;
  const result = await nlp.process('fr', message.replace(/[’]/g, "'"));
  if (!known.has(result.intent) || result.score < 0.5) return 'question';
  return result.intent as DocumentTask;
}
