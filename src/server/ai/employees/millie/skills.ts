// Millie's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { millieWriters } from '../../local/drafts/millie.ts';
import { ownListOrderReply } from '../../local/drafts/own-list.ts';
import { shiftSplitReply } from '../../local/drafts/shift-split.ts';
import { withStatusLetter } from '../../local/drafts/status-letter.ts';
import { defineSkill, noSlots, type ReasoningSkillDeclaration } from '../skill.ts';
import { millieExamples } from './examples.ts';

export const millieSkills = [
  defineSkill({
    id: 'project_status',
    owner: 'millie',
    label: 'Rapports d’avancement',
    handoffHint: 'faire le point sur l’avancement de vos projets',
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
    handoffHint: 'construire le plan du projet avec ses jalons',
    description: 'Découpe un projet en étapes et en tâches, avec un rétroplanning.',
    examples: millieExamples.project_plan,
    // « la liste de ce qu'il faut préparer avant le salon », « un rétroplanning »: a plan, whatever the
    // classifier makes of the event's words.
    cues: /\b(?:(?:liste|tout) (?:de )?ce qu'il (?:faut|reste a) (?:preparer|faire|prevoir)|ce qu'il faut preparer avant|retro-?planning)\b/,
    slots: noSlots,
    required: [],
    write: (conversation) => millieWriters.project_plan!(conversation),
  }),
  defineSkill({
    id: 'deadlines',
    owner: 'millie',
    label: 'Suivi des échéances',
    handoffHint: 'lister vos prochaines échéances',
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
    handoffHint: 'répartir la charge de l’équipe',
    description: 'Montre qui travaille sur quoi et répartit la charge de l’équipe.',
    examples: millieExamples.workload,
    slots: noSlots,
    required: [],
    write: (conversation) => millieWriters.workload!(conversation),
  }),
];

/** Millie's reasoning over the user's own list: the jobs they give, put in order (issue 41). */
export const millieReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'own_list_order',
    owner: 'millie',
    // The desk orders the complaints the user lists the same way (health and tonight's service first);
    // Alfred, who keeps the user's day, orders a list too.
    sharedWith: ['alfred', 'clide'],
    label: 'Ordre de vos tâches',
    description:
      'Met dans l’ordre la liste que vous donnez, selon les échéances, ce qui doit être fait avant et ce qui presse, avec la raison pour chaque point.',
    examples: [
      'Dans quel ordre je fais ça cette semaine ? 1) finir le devis de la cuisine Martin pour jeudi 2) commander les plaques de plâtre, 5 jours de délai 3) relancer le client Robert qui n’a pas payé',
    ],
    handoffHint: 'mettre votre liste dans l’ordre, avec la raison pour chaque point',
    answer: ownListOrderReply,
  },
  {
    id: 'shift_split',
    owner: 'millie',
    // A staff rota is the recruiter's question too (« mes vendeuses sur les samedis de décembre »).
    sharedWith: ['dot'],
    label: 'Répartition sur les créneaux',
    description:
      'Répartit les personnes que vous nommez sur vos créneaux, services ou postes, en respectant les contraintes de chacun, et montre comment.',
    examples: [
      'Planning du samedi : 3 créneaux, 6h-10h (2 vendeuses), 10h-14h (2 vendeuses), 14h-19h (1 vendeuse). J’ai Inès, Manon, Lola, Chloé et Yasmine. Lola ne peut pas avant 10h. Tu me fais la répartition ?',
      'J’ai 4 extras ce week-end : Paul, Nora, Léo et Sami. Il me faut 2 personnes samedi soir et 2 dimanche midi. Nora ne peut pas le samedi. Fais la répartition.',
    ],
    handoffHint: 'répartir votre équipe sur les créneaux en respectant les contraintes de chacun',
    answer: shiftSplitReply,
  },
];
