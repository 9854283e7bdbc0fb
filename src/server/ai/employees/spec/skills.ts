// Spec's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { specWriters } from '../../local/drafts/spec.ts';
import { defineSkill, noSlots } from '../skill.ts';
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
];
