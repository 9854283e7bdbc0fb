// Alfred's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { alfredWriters } from '../../local/drafts/alfred.ts';
import { summaryWriter } from '../../local/drafts/summaries.ts';
import { defineScheduledSkill, defineSkill, noSlots } from '../skill.ts';
import { alfredExamples } from './examples.ts';

export const alfredSkills = [
  defineSkill({
    id: 'email',
    owner: 'alfred',
    label: 'Réponses aux emails',
    description: 'Rédige vos emails et vos réponses : relances, confirmations, excuses, demandes.',
    examples: alfredExamples.email,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.email!(conversation),
  }),
  defineSkill({
    id: 'prioritise',
    owner: 'alfred',
    label: 'Priorisation des tâches',
    description: 'Classe vos tâches par urgence et par échéance, en signalant les retards.',
    examples: alfredExamples.prioritise,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.prioritise!(conversation),
    // Run by a trigger too: the built-in automation « weekly_priorities » (decision 075).
    scheduled: {
      kind: 'weekly_priorities',
      write: async (run) => (await import('./runs.ts')).weeklyPriorities(run),
    },
  }),
  defineSkill({
    id: 'summarise',
    owner: 'alfred',
    sharedWith: ['spec'],
    label: 'Résumés',
    description: 'Résume un texte, un échange ou un document en quelques points.',
    examples: alfredExamples.summarise,
    slots: noSlots,
    required: [],
    write: (conversation) => summaryWriter(conversation),
  }),
  defineSkill({
    id: 'meeting',
    owner: 'alfred',
    label: 'Préparation de réunion',
    description: 'Prépare l’ordre du jour et l’invitation d’une réunion.',
    examples: alfredExamples.meeting,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.meeting!(conversation),
  }),
  defineSkill({
    id: 'notes',
    owner: 'alfred',
    label: 'Prise de notes',
    description: 'Met au propre vos notes de réunion : compte rendu, décisions, actions à retenir.',
    examples: alfredExamples.notes,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.notes!(conversation),
  }),
  defineSkill({
    id: 'agenda',
    owner: 'alfred',
    label: 'Gestion d’agenda',
    description: 'Lit votre planning et propose des créneaux libres.',
    examples: alfredExamples.agenda,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.agenda!(conversation),
    // Run by a trigger too: the built-in automation « morning_agenda » (decision 075).
    scheduled: {
      kind: 'morning_agenda',
      write: async (run) => (await import('./runs.ts')).morningAgenda(run),
    },
  }),
  // Only a trigger runs it (« tâche en retard »): each late task gets a reminder to approve (decision 075).
  defineScheduledSkill({
    owner: 'alfred',
    label: 'Relance des tâches en retard',
    description:
      'Quand une tâche passe en retard, propose un rappel à approuver pour la faire terminer ou en fixer la nouvelle date.',
    scheduled: {
      kind: 'overdue_reminders',
      write: async (run) => (await import('./runs.ts')).overdueReminders(run),
    },
  }),
];
