// Chip's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { chipWriters } from '../../local/drafts/chip-clide.ts';
import { defineSkill, noSlots } from '../skill.ts';
import { chipExamples } from './examples.ts';

export const chipSkills = [
  defineSkill({
    id: 'prospecting',
    owner: 'chip',
    label: 'Prospection personnalisée',
    description: 'Écrit vos messages de prospection et leurs relances, adaptés au prospect.',
    examples: chipExamples.prospecting,
    slots: noSlots,
    required: [],
    write: (conversation) => chipWriters.prospecting!(conversation),
  }),
  defineSkill({
    id: 'crm',
    owner: 'chip',
    label: 'Suivi des opportunités',
    description: 'Fait le point sur vos opportunités commerciales et les prochaines relances.',
    examples: chipExamples.crm,
    slots: noSlots,
    required: [],
    write: (conversation) => chipWriters.crm!(conversation),
  }),
];
