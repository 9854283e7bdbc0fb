// Millie's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { millieWriters } from '../../local/drafts/millie.ts';
import { withStatusLetter } from '../../local/drafts/status-letter.ts';
import { defineSkill, noSlots } from '../skill.ts';
import { millieExamples } from './examples.ts';

export const millieSkills = [
  defineSkill({
    id: 'project_status',
    owner: 'millie',
    label: 'Rapports d’avancement',
    description: 'Fait le point sur vos projets : avancement, retards, risques, prochaines étapes.',
    examples: millieExamples.project_status,
    slots: noSlots,
    required: [],
    write: (conversation) => withStatusLetter(millieWriters.project_status!)!(conversation),
    // Run by a trigger too: the built-in automation « project_status » (decision 075).
    scheduled: {
      kind: 'project_status',
      write: async (run) => (await import('./runs.ts')).projectStatus(run),
    },
  }),
  defineSkill({
    id: 'project_plan',
    owner: 'millie',
    label: 'Planification de projet',
    description: 'Découpe un projet en étapes et en tâches, avec un rétroplanning.',
    examples: millieExamples.project_plan,
    slots: noSlots,
    required: [],
    write: (conversation) => millieWriters.project_plan!(conversation),
  }),
  defineSkill({
    id: 'deadlines',
    owner: 'millie',
    label: 'Suivi des échéances',
    description: 'Liste les échéances à venir et celles qui sont dépassées.',
    examples: millieExamples.deadlines,
    slots: noSlots,
    required: [],
    write: (conversation) => millieWriters.deadlines!(conversation),
    // Run by a trigger too: the built-in automation « overdue_watch » (decision 075).
    scheduled: { kind: 'overdue_watch', write: async (run) => (await import('./runs.ts')).overdueWatch(run) },
  }),
  defineSkill({
    id: 'workload',
    owner: 'millie',
    label: 'Plan de charge',
    description: 'Montre qui travaille sur quoi et répartit la charge de l’équipe.',
    examples: millieExamples.workload,
    slots: noSlots,
    required: [],
    write: (conversation) => millieWriters.workload!(conversation),
  }),
];
