// The one sample workspace (SPEC.md §2–§3): what visitors see, and the example workspace a signed-in
// user may load from the dashboard (decision 059; a new account starts empty). One definition, dates relative to the current
// Paris week (so "cette semaine" is this week) and every count derived from the rows, so every page
// and every employee tells the same figures.

import { dayOf, isoDay, parisClock, parisInstant, parisWeekStart } from './paris-time.ts';
import type { Priority, ProjectStatus, TaskStatus } from './workspace-model.ts';

interface ProjectDefinition {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  /** Days from this week's Monday. */
  due: number;
  teamSize: number;
}

interface TaskDefinition {
  id: string;
  title: string;
  project: string;
  assignee: string | null;
  /** Days from this week's Monday. */
  due: number;
  priority: Priority;
  status: TaskStatus;
}

interface EventDefinition {
  id: string;
  title: string;
  /** Days from this week's Monday, and Paris wall-clock times. */
  day: number;
  start: string;
  end: string;
  attendees: string[];
}

const projects: readonly ProjectDefinition[] = [
  {
    id: 'proj-site',
    name: 'Refonte du site vitrine',
    description: 'Nouvelle charte graphique, pages produits réécrites et site plus rapide sur mobile.',
    status: 'active',
    priority: 'high',
    due: 18,
    teamSize: 4,
  },
  {
    id: 'proj-offre-pro',
    name: 'Lancement de l’offre Pro',
    description: 'Grille tarifaire, page de vente, campagne d’annonce et relance des prospects.',
    status: 'active',
    priority: 'urgent',
    due: 11,
    teamSize: 6,
  },
  {
    id: 'proj-crm',
    name: 'Migration du CRM vers HubSpot',
    description: 'Reprise des contacts et des opportunités, formation de l’équipe commerciale.',
    status: 'planning',
    priority: 'medium',
    due: 67,
    teamSize: 3,
  },
  {
    id: 'proj-support',
    name: 'Recrutement de l’équipe support',
    description: 'Deux chargés de support client à recruter avant le pic d’activité de janvier.',
    status: 'on_hold',
    priority: 'medium',
    due: 53,
    teamSize: 2,
  },
  {
    id: 'proj-iso',
    name: 'Audit de sécurité ISO 27001',
    description: 'Préparation et passage de l’audit de certification.',
    status: 'completed',
    priority: 'high',
    due: -10,
    teamSize: 3,
  },
];

const open = (
  id: string,
  title: string,
  project: string,
  assignee: string | null,
  due: number,
  priority: Priority,
  status: Exclude<TaskStatus, 'done'> = 'todo',
): TaskDefinition => ({ id, title, project, assignee, due, priority, status });
const done = (id: string, title: string, project: string, due: number): TaskDefinition => ({
  id,
  title,
  project,
  assignee: null,
  due,
  priority: 'medium',
  status: 'done',
});

// The week's urgent work first (the dashboard's "Tâches Urgentes"), then the rest of each project.
const tasks: readonly TaskDefinition[] = [
  open(
    'task-grille',
    'Finaliser la grille tarifaire Pro et Entreprise',
    'proj-offre-pro',
    'Thomas Bernard',
    -3,
    'urgent',
    'in_progress',
  ),
  open(
    'task-annonce',
    'Rédiger l’annonce de lancement de l’offre Pro',
    'proj-offre-pro',
    'Suki',
    2,
    'urgent',
    'in_progress',
  ),
  open(
    'task-maquettes',
    'Valider les maquettes de la page d’accueil',
    'proj-site',
    'Sophie Martin',
    -2,
    'high',
    'review',
  ),
  open(
    'task-tickets',
    'Répondre aux tickets en attente sur la facturation',
    'proj-offre-pro',
    'Clide',
    0,
    'high',
    'in_progress',
  ),
  open('task-prospects', 'Relancer les prospects rencontrés au salon', 'proj-offre-pro', 'Chip', 1, 'high'),
  open('task-veille', 'Synthèse de la veille concurrentielle', 'proj-offre-pro', 'Spec', 4, 'medium'),
  open('task-export', 'Exporter les contacts de l’ancien CRM', 'proj-crm', 'Millie', 9, 'medium'),
  open(
    'task-cv',
    'Présélectionner les candidatures de chargé de support',
    'proj-support',
    'Dot',
    15,
    'medium',
  ),
  open('task-seo', 'Optimiser le référencement des pages produits', 'proj-site', 'Suki', 16, 'low'),
  open('task-emailing', 'Préparer la campagne emailing d’annonce', 'proj-offre-pro', null, 8, 'medium'),
  open('task-doublons', 'Nettoyer les doublons de contacts', 'proj-crm', null, 23, 'medium'),
  open('task-pipeline', 'Configurer les étapes du pipeline', 'proj-crm', null, 30, 'medium'),
  open('task-opportunites', 'Importer les opportunités en cours', 'proj-crm', null, 37, 'medium'),
  open('task-formation', 'Former l’équipe commerciale', 'proj-crm', null, 58, 'medium'),
  open('task-coupure', 'Couper l’ancien CRM', 'proj-crm', null, 67, 'low'),
  open('task-entretiens', 'Organiser les entretiens', 'proj-support', null, 36, 'medium'),
  open('task-integration', 'Préparer le parcours d’intégration', 'proj-support', null, 50, 'low'),
  done('task-audit-site', 'Audit de l’existant et des performances mobiles', 'proj-site', -35),
  done('task-charte', 'Nouvelle charte graphique validée', 'proj-site', -21),
  done('task-arborescence', 'Arborescence du nouveau site', 'proj-site', -14),
  done('task-pages-produits', 'Rédaction des pages produits', 'proj-site', -7),
  done('task-prix', 'Étude des prix de la concurrence', 'proj-offre-pro', -28),
  done('task-entretiens-clients', 'Entretiens avec dix clients actuels', 'proj-offre-pro', -21),
  done('task-fonctionnalites', 'Choix des fonctionnalités de l’offre Pro', 'proj-offre-pro', -14),
  done('task-page-vente', 'Maquette de la page de vente', 'proj-offre-pro', -7),
  done('task-editeur-crm', 'Choix de l’éditeur du CRM', 'proj-crm', -12),
  done('task-fiche-poste', 'Fiche de poste de chargé de support', 'proj-support', -16),
  done('task-risques', 'Analyse des risques', 'proj-iso', -56),
  done('task-politique', 'Politique de sécurité rédigée', 'proj-iso', -42),
  done('task-audit-blanc', 'Audit blanc', 'proj-iso', -24),
  done('task-certification', 'Passage de l’audit de certification', 'proj-iso', -10),
];

const events: readonly EventDefinition[] = [
  {
    id: 'event-copil',
    title: 'Comité de pilotage offre Pro',
    day: 1,
    start: '09:00',
    end: '10:30',
    attendees: ['Thomas Bernard', 'Sophie Martin', 'Millie'],
  },
  {
    id: 'event-durand',
    title: 'Rendez-vous client Durand & Fils',
    day: 2,
    start: '14:00',
    end: '15:00',
    attendees: ['Chip', 'M. Durand'],
  },
  {
    id: 'event-hebdo',
    title: 'Point hebdomadaire de l’équipe',
    day: 3,
    start: '09:00',
    end: '09:45',
    attendees: ['Toute l’équipe'],
  },
];

interface TimeEntryDefinition {
  task: string;
  /** Days before today (past days: the example never runs a timer), and Paris wall-clock times. */
  daysAgo: number;
  start: string;
  end: string;
  note: string;
}

// The example workspace's logged time (decision 059): a few past stretches on this week's work.
const timeEntries: readonly TimeEntryDefinition[] = [
  {
    task: 'task-grille',
    daysAgo: 1,
    start: '09:00',
    end: '11:30',
    note: 'Comparaison des offres concurrentes',
  },
  { task: 'task-annonce', daysAgo: 1, start: '14:00', end: '15:30', note: 'Premier jet de l’annonce' },
  { task: 'task-maquettes', daysAgo: 2, start: '10:00', end: '12:00', note: 'Relecture des maquettes' },
  { task: 'task-tickets', daysAgo: 3, start: '09:30', end: '11:00', note: 'Tickets de facturation' },
  { task: 'task-prospects', daysAgo: 4, start: '16:00', end: '17:00', note: 'Appels de relance' },
];

export interface SampleProject {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: Priority;
  dueDate: string;
  teamSize: number;
  /** Derived from the sample's tasks, as the server derives them from a user's rows. */
  progress: number;
  tasksCompleted: number;
  tasksTotal: number;
}

export interface SampleTask {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  assignee: string | null;
  dueDate: string;
  priority: Priority;
  status: TaskStatus;
}

export interface SampleEvent {
  id: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  attendees: string[];
}

export interface SampleTimeEntry {
  taskId: string;
  projectId: string;
  /** ISO instants. */
  start: string;
  end: string;
  note: string;
}

export interface SampleWorkspace {
  projects: SampleProject[];
  tasks: SampleTask[];
  events: SampleEvent[];
  timeEntries: SampleTimeEntry[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The sample as it reads in the Paris week of `now`. */
export function sampleWorkspace(now: Date = new Date()): SampleWorkspace {
  const monday = dayOf(parisWeekStart(now)) ?? parisClock(now).day;
  const nameOf = new Map(projects.map((p) => [p.id, p.name]));
  const sampleTasks: SampleTask[] = tasks.map((t) => ({
    id: t.id,
    title: t.title,
    projectId: t.project,
    projectName: nameOf.get(t.project) ?? '',
    assignee: t.assignee,
    dueDate: isoDay(monday + t.due),
    priority: t.priority,
    status: t.status,
  }));
  return {
    projects: projects.map((p) => {
      const own = sampleTasks.filter((t) => t.projectId === p.id);
      const completed = own.filter((t) => t.status === 'done').length;
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        status: p.status,
        priority: p.priority,
        dueDate: isoDay(monday + p.due),
        teamSize: p.teamSize,
        progress: own.length ? Math.round((100 * completed) / own.length) : 0,
        tasksCompleted: completed,
        tasksTotal: own.length,
      };
    }),
    tasks: sampleTasks,
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      start: parisInstant(monday + e.day, minutesOf(e.start)).toISOString(),
      end: parisInstant(monday + e.day, minutesOf(e.end)).toISOString(),
      attendees: [...e.attendees],
    })),
    timeEntries: timeEntries.map((e) => {
      const day = parisClock(now).day - e.daysAgo;
      return {
        taskId: e.task,
        projectId: tasks.find((t) => t.id === e.task)?.project ?? '',
        start: parisInstant(day, minutesOf(e.start)).toISOString(),
        end: parisInstant(day, minutesOf(e.end)).toISOString(),
        note: e.note,
      };
    }),
  };
}
