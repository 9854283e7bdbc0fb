// Alfred's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { employeeIds } from '../../../../shared/routes.ts';
import { alfredWriters } from '../../local/drafts/alfred.ts';
import { asksForDayPlan, dayPlan, dayTasksAnswer } from '../../local/drafts/day-plan.ts';
import { slotScheduleAnswer } from '../../local/drafts/slot-schedule.ts';
import { summaryWriter } from '../../local/drafts/summaries.ts';
import {
  type ActingSkillDeclaration,
  defineScheduledSkill,
  defineSkill,
  noSlots,
  type ReasoningSkillDeclaration,
} from '../skill.ts';
import { alfredExamples } from './examples.ts';

export const alfredSkills = [
  defineSkill({
    id: 'email',
    owner: 'alfred',
    label: 'Réponses aux emails',
    handoffHint: 'rédiger cet email avec les faits que vous avez donnés',
    description: 'Rédige vos emails et vos réponses : relances, confirmations, excuses, demandes.',
    examples: alfredExamples.email,
    // « Qu’est-ce que je lui réponds ? », « Que leur répondre ? », « Réponds-lui que oui »: a reply to
    // write, whatever it is about.
    cues: /\b(?:(?:reponds|repondez)(?:-lui|-leur)?\s+(?:que|qu'|:)|qu'est-ce que (?:je|j'|on) (?:lui|leur) (?:reponds|repond|ecris|dis)|que (?:dois-je|je dois|puis-je|je peux|faut-il|on peut|doit-on) (?:lui|leur) (?:repondre|ecrire|dire)|que (?:lui|leur) (?:repondre|ecrire|dire)|comment (?:je (?:lui|leur) reponds|(?:lui|leur) repondre)|quoi (?:lui|leur) (?:repondre|ecrire|dire)|(?:je|on) (?:lui|leur) (?:reponds|repond) quoi)\b/,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.email!(conversation),
  }),
  defineSkill({
    id: 'prioritise',
    owner: 'alfred',
    label: 'Priorisation des tâches',
    handoffHint: 'classer vos tâches ouvertes par urgence et par échéance',
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
    handoffHint: 'résumer ce texte en gardant ses chiffres et ses dates',
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
    handoffHint: 'proposer des créneaux libres et préparer l’invitation',
    description: 'Prépare l’ordre du jour et l’invitation d’une réunion.',
    examples: alfredExamples.meeting,
    slots: noSlots,
    required: [],
    write: (conversation) => alfredWriters.meeting!(conversation),
  }),
  defineSkill({
    id: 'notes',
    owner: 'alfred',
    // Minutes of a project or site meeting, with who does what by when, are Millie's work too.
    sharedWith: ['millie'],
    label: 'Prise de notes',
    handoffHint: 'mettre vos notes au propre en décisions et actions',
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
    handoffHint: 'vous donner votre agenda',
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

/** Alfred keeps the tasks and the agenda; every colleague files them too, with the user's approval. */
const everyone = employeeIds.filter((id) => id !== 'alfred');

export const alfredActingSkills: ActingSkillDeclaration[] = [
  {
    id: 'create_task',
    owner: 'alfred',
    sharedWith: [...everyone],
    label: 'Création de tâches',
    description:
      'Crée une tâche dans vos Tâches, avec son échéance, sa priorité et son assigné, après votre accord.',
    examples: [
      'Crée une tâche : appeler le comptable demain',
      'Ajoute une tâche pour relancer le fournisseur vendredi, priorité haute',
      'Rappelle-moi de payer l’Urssaf le 5 décembre',
      'Note qu’il faut commander le carrelage avant jeudi',
    ],
    action: 'create_task',
    offline: true,
  },
  {
    id: 'create_event',
    owner: 'alfred',
    sharedWith: [...everyone],
    label: 'Prise de rendez-vous',
    description: 'Inscrit un rendez-vous ou une réunion dans votre planning, après votre accord.',
    examples: [
      'Prends rendez-vous jeudi 3 décembre à 10h chez Mme Martin',
      'Ajoute à mon agenda : dentiste mardi 8 décembre à 9h',
      'Planifie une réunion avec Paul lundi à 14h',
      'Réserve les 3 et 10 décembre de 14h à 16h pour les entretiens',
    ],
    action: 'create_event',
    offline: true,
  },
  {
    id: 'update_task_status',
    owner: 'alfred',
    sharedWith: [...everyone],
    label: 'Suivi des tâches',
    description:
      'Marque une de vos tâches comme faite ou en cours, nommée comme vous la dites, après votre accord.',
    examples: [
      'C’est fait pour la grille tarifaire',
      'Marque la tâche sur l’annonce de lancement comme terminée',
    ],
    action: 'update_task_status',
    offline: true,
  },
];

/** Alfred's reasoning over the user's own day: the appointments they list, with the rest placed around them. */
export const alfredReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'slot_schedule',
    owner: 'alfred',
    // Placing the user's appointments is the assistant's; Dot places interviews, Millie the team's slots.
    // Tried before the day plan, which would place them around a day of its own.
    sharedWith: ['dot', 'millie'],
    label: 'Créneaux à la suite',
    description:
      'Place des entretiens ou des rendez-vous à la suite dans une plage horaire, avec leur durée et la pause entre deux : l’horaire de chacun, et ce qui ne tient pas.',
    examples: [
      'J’ai 4 entretiens à caser mardi entre 14h et 17h, 30 minutes chacun avec 10 minutes entre deux : Paul, Sarah, Malik et Jeanne. Tu me fais le planning ?',
    ],
    handoffHint: 'placer ces créneaux à la suite dans votre plage horaire, l’horaire de chacun à l’appui',
    answer: slotScheduleAnswer,
  },
  {
    id: 'day_plan',
    owner: 'alfred',
    // Millie plans the work: a day of tasks with their durations and deadlines is hers to place too.
    sharedWith: ['millie'],
    label: 'Organisation de la journée',
    description:
      'Organise votre journée autour des rendez-vous que vous donnez (préparation, temps de travail, déjeuner et suites), ou place les tâches que vous listez selon leur durée, leur heure et leur échéance.',
    examples: [
      'Demain j’ai le comptable à 9h, un client à 11h30 et le dentiste à 16h. Organise ma journée.',
      'Jeudi : visite de chantier à 8h30, réunion avec l’architecte à 14h. Aide-moi à caser le reste.',
      'Organise ma journée de demain : rappeler un client (30 min), finir un devis (2h), passer à la banque avant 16h, rendez-vous chez le comptable à 14h.',
    ],
    handoffHint: 'organiser votre journée heure par heure, rendez-vous et tâches compris',
    // A list of tasks with their durations and times first: the appointments alone are a day around them.
    answer: (conversation) =>
      dayTasksAnswer(conversation) ?? (asksForDayPlan(conversation) ? dayPlan(conversation) : null),
  },
];
