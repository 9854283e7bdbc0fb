// The fixed sample workspace of SPEC.md §2–§3 (Projects page, urgent tasks, a few calendar events),
// shown to visitors and to users who have nothing yet. Dates are written around a base date so the
// data reads as "this week" in demos and tests.

import type { Priority, ProjectStatus, TaskStatus } from './workspace-model.ts';

/** The day the sample was written for: a Monday. */
export const sampleBaseDate = '2026-11-23';

export type SampleTaskStatus = Exclude<TaskStatus, 'done'>;

export interface SampleProject {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  progress: number;
  due_date: string;
  team_size: number;
  tasks_completed: number;
  tasks_total: number;
}

export interface SampleTask {
  id: string;
  title: string;
  /** The project's name, as on the Projects page. */
  project: string;
  assigned_to: string;
  due_date: string;
  priority: Priority;
  status: SampleTaskStatus;
}

export interface SampleEvent {
  id: string;
  title: string;
  /** ISO date-time with its offset. */
  start: string;
  end: string;
  attendees: string[];
}

export const sampleProjects: readonly SampleProject[] = [
  {
    id: 'proj-site',
    name: 'Refonte du site vitrine',
    description: 'Nouvelle charte graphique, pages produits réécrites et site plus rapide sur mobile.',
    status: 'active',
    priority: 'high',
    progress: 65,
    due_date: '2026-12-11',
    team_size: 4,
    tasks_completed: 13,
    tasks_total: 20,
  },
  {
    id: 'proj-offre-pro',
    name: 'Lancement de l’offre Pro',
    description: 'Grille tarifaire, page de vente, campagne d’annonce et relance des prospects.',
    status: 'active',
    priority: 'urgent',
    progress: 40,
    due_date: '2026-12-04',
    team_size: 6,
    tasks_completed: 8,
    tasks_total: 20,
  },
  {
    id: 'proj-crm',
    name: 'Migration du CRM vers HubSpot',
    description: 'Reprise des contacts et des opportunités, formation de l’équipe commerciale.',
    status: 'planning',
    priority: 'medium',
    progress: 10,
    due_date: '2027-01-29',
    team_size: 3,
    tasks_completed: 2,
    tasks_total: 15,
  },
  {
    id: 'proj-support',
    name: 'Recrutement de l’équipe support',
    description: 'Deux chargés de support client à recruter avant le pic d’activité de janvier.',
    status: 'on_hold',
    priority: 'medium',
    progress: 25,
    due_date: '2027-01-15',
    team_size: 2,
    tasks_completed: 3,
    tasks_total: 12,
  },
  {
    id: 'proj-iso',
    name: 'Audit de sécurité ISO 27001',
    description: 'Préparation et passage de l’audit de certification.',
    status: 'completed',
    priority: 'high',
    progress: 100,
    due_date: '2026-11-13',
    team_size: 3,
    tasks_completed: 18,
    tasks_total: 18,
  },
];

export const sampleTasks: readonly SampleTask[] = [
  {
    id: 'task-grille',
    title: 'Finaliser la grille tarifaire Pro et Entreprise',
    project: 'Lancement de l’offre Pro',
    assigned_to: 'Thomas Bernard',
    due_date: '2026-11-20',
    priority: 'urgent',
    status: 'in_progress',
  },
  {
    id: 'task-annonce',
    title: 'Rédiger l’annonce de lancement de l’offre Pro',
    project: 'Lancement de l’offre Pro',
    assigned_to: 'Suki',
    due_date: '2026-11-25',
    priority: 'urgent',
    status: 'in_progress',
  },
  {
    id: 'task-maquettes',
    title: 'Valider les maquettes de la page d’accueil',
    project: 'Refonte du site vitrine',
    assigned_to: 'Sophie Martin',
    due_date: '2026-11-21',
    priority: 'high',
    status: 'review',
  },
  {
    id: 'task-tickets',
    title: 'Répondre aux tickets en attente sur la facturation',
    project: 'Lancement de l’offre Pro',
    assigned_to: 'Clide',
    due_date: '2026-11-23',
    priority: 'high',
    status: 'in_progress',
  },
  {
    id: 'task-prospects',
    title: 'Relancer les prospects rencontrés au salon',
    project: 'Lancement de l’offre Pro',
    assigned_to: 'Chip',
    due_date: '2026-11-24',
    priority: 'high',
    status: 'todo',
  },
  {
    id: 'task-veille',
    title: 'Synthèse de la veille concurrentielle',
    project: 'Lancement de l’offre Pro',
    assigned_to: 'Spec',
    due_date: '2026-11-27',
    priority: 'medium',
    status: 'todo',
  },
  {
    id: 'task-export',
    title: 'Exporter les contacts de l’ancien CRM',
    project: 'Migration du CRM vers HubSpot',
    assigned_to: 'Millie',
    due_date: '2026-12-02',
    priority: 'medium',
    status: 'todo',
  },
  {
    id: 'task-cv',
    title: 'Présélectionner les candidatures de chargé de support',
    project: 'Recrutement de l’équipe support',
    assigned_to: 'Dot',
    due_date: '2026-12-08',
    priority: 'medium',
    status: 'todo',
  },
  {
    id: 'task-seo',
    title: 'Optimiser le référencement des pages produits',
    project: 'Refonte du site vitrine',
    assigned_to: 'Suki',
    due_date: '2026-12-09',
    priority: 'low',
    status: 'todo',
  },
];

export const sampleEvents: readonly SampleEvent[] = [
  {
    id: 'event-copil',
    title: 'Comité de pilotage offre Pro',
    start: '2026-11-24T09:00:00+01:00',
    end: '2026-11-24T10:30:00+01:00',
    attendees: ['Thomas Bernard', 'Sophie Martin', 'Millie'],
  },
  {
    id: 'event-durand',
    title: 'Rendez-vous client Durand & Fils',
    start: '2026-11-25T14:00:00+01:00',
    end: '2026-11-25T15:00:00+01:00',
    attendees: ['Chip', 'M. Durand'],
  },
  {
    id: 'event-hebdo',
    title: 'Point hebdomadaire de l’équipe',
    start: '2026-11-26T09:00:00+01:00',
    end: '2026-11-26T09:45:00+01:00',
    attendees: ['Toute l’équipe'],
  },
];
