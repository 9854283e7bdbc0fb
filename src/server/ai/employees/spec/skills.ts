// Spec's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { specWriters } from '../../local/drafts/spec.ts';
import { defineScheduledSkill, defineSkill, noSlots } from '../skill.ts';
import { specExamples } from './examples.ts';

export const specSkills = [
  defineSkill({
    id: 'research',
    owner: 'spec',
    label: 'Analyse de marché',
    description: 'Prépare une note de recherche : méthode, sources à consulter, points à vérifier.',
    examples: specExamples.research,
    slots: noSlots,
    required: [],
    write: (conversation) => specWriters.research!(conversation),
  }),
  defineSkill({
    id: 'competitors',
    owner: 'spec',
    label: 'Veille concurrentielle',
    description: 'Construit une grille de comparaison de vos concurrents.',
    examples: specExamples.competitors,
    slots: noSlots,
    required: [],
    write: (conversation) => specWriters.competitors!(conversation),
  }),
  // Only a trigger runs it: the week's documents of the company (decision 075).
  defineScheduledSkill({
    owner: 'spec',
    label: 'Veille de la semaine',
    description:
      'Résume chaque semaine les documents ajoutés à votre espace, ou à défaut ce que l’équipe sait de votre entreprise.',
    scheduled: { kind: 'watch_summary', write: async (run) => (await import('./runs.ts')).watchSummary(run) },
  }),
];
