// The seven AI employees' public data (SPEC.md §1, §2, §3). Persona prompts stay on the server
// (src/server/ai/personas.ts) so they never reach the browser bundle.
import type { EmployeeId } from './routes.ts';

export type EmployeeStatus = 'Actif' | 'Disponible' | 'Occupé';

/** The six voices of SPEC.md §9 (aria is the default). */
export const voiceIds = ['aria', 'roger', 'sarah', 'laura', 'charlie', 'alice'] as const;
export type VoiceId = (typeof voiceIds)[number];

export interface Employee {
  id: EmployeeId;
  name: string;
  /** Long role, as on the landing and team pages. */
  role: string;
  /** Short label of the dashboard sidebar (SPEC.md §2 table). */
  roleLabel: string;
  status: EmployeeStatus;
  description: string;
  skills: string[];
  voiceId: VoiceId;
  /** Spoken introduction (SPEC.md’s videoScript). */
  introduction: string;
  /** Tailwind colour family used for the avatar and accents. */
  color: 'indigo' | 'emerald' | 'sky' | 'pink' | 'amber' | 'violet' | 'teal';
}

export const employees: readonly Employee[] = [
  {
    id: 'alfred',
    name: 'Alfred',
    role: 'Assistant exécutif et personnel',
    roleLabel: 'Assistant Personnel',
    status: 'Actif',
    description:
      'Gère votre agenda, priorise vos tâches, rédige vos réponses aux emails et prend vos notes de réunion.',
    skills: ['Gestion d’agenda', 'Priorisation des tâches', 'Réponses aux emails', 'Prise de notes'],
    voiceId: 'roger',
    introduction:
      'Bonjour, je suis Alfred, votre assistant personnel. Je m’occupe de votre agenda, je priorise vos tâches et je prépare vos réponses aux emails pour que vous puissiez vous concentrer sur l’essentiel.',
    color: 'indigo',
  },
  {
    id: 'chip',
    name: 'Chip',
    role: 'Commercial',
    roleLabel: 'Ventes & CRM',
    status: 'Actif',
    description:
      'Met à jour votre CRM, suit vos opportunités, vous dit qui relancer et rédige des messages de prospection personnalisés.',
    skills: [
      'Ajout d’opportunités au CRM',
      'Suivi des opportunités',
      'Historique du CRM',
      'Prospection personnalisée',
    ],
    voiceId: 'charlie',
    introduction:
      'Salut, moi c’est Chip, votre commercial. Je tiens votre CRM à jour, je suis chaque opportunité et j’écris des messages de prospection qui donnent envie de répondre.',
    color: 'emerald',
  },
  {
    id: 'clide',
    name: 'Clide',
    role: 'Support client',
    roleLabel: 'Support Client',
    status: 'Disponible',
    description:
      'Répond aux tickets de vos clients, escalade les cas sensibles et propose des actions correctives.',
    skills: ['Réponses aux tickets', 'Escalade', 'File de support', 'Synthèse du support'],
    voiceId: 'sarah',
    introduction:
      'Bonjour, je suis Clide, du support client. Je réponds à vos clients avec patience et précision, j’escalade ce qui doit l’être et je propose des actions pour que le problème ne revienne pas.',
    color: 'sky',
  },
  {
    id: 'suki',
    name: 'Suki',
    role: 'Marketing et contenu',
    roleLabel: 'Marketing',
    status: 'Occupé',
    description:
      'Écrit vos articles, optimise votre référencement, anime vos réseaux sociaux et rédige vos newsletters, dans le ton de votre marque.',
    skills: ['Rédaction d’articles', 'SEO', 'Réseaux sociaux', 'Newsletters'],
    voiceId: 'aria',
    introduction:
      'Coucou, je suis Suki, votre experte marketing. J’écris vos articles, j’optimise votre référencement et j’anime vos réseaux sociaux, toujours avec le ton de votre marque.',
    color: 'pink',
  },
  {
    id: 'dot',
    name: 'Dot',
    role: 'Recruteuse',
    roleLabel: 'Recrutement',
    status: 'Disponible',
    description:
      'Rédige vos offres d’emploi, présélectionne les candidats, les contacte, évalue les entretiens et organise les rendez-vous.',
    skills: [
      'Présélection des candidats',
      'Approche des talents',
      'Évaluation d’entretien',
      'Offres d’emploi',
    ],
    voiceId: 'laura',
    introduction:
      'Bonjour, je suis Dot, votre recruteuse. Je trie les candidatures, je contacte les meilleurs profils et j’organise les entretiens pour que vous trouviez la bonne personne plus vite.',
    color: 'amber',
  },
  {
    id: 'millie',
    name: 'Millie',
    role: 'Cheffe de projet',
    roleLabel: 'Gestion de projet',
    status: 'Actif',
    description:
      'Planifie vos projets, répartit la charge de l’équipe, suit les échéances et prépare les rapports d’avancement.',
    skills: ['Planification de projet', 'Plan de charge', 'Suivi des échéances', 'Rapports d’avancement'],
    voiceId: 'alice',
    introduction:
      'Bonjour, je suis Millie, votre cheffe de projet. Je coordonne l’équipe, je surveille les échéances et je vous dis où en sont vos projets, chiffres à l’appui.',
    color: 'violet',
  },
  {
    id: 'spec',
    name: 'Spec',
    role: 'Chercheur',
    roleLabel: 'Recherche',
    status: 'Actif',
    description:
      'Résume chaque semaine les documents de votre entreprise, compare vos concurrents et prépare vos analyses de marché.',
    skills: ['Veille concurrentielle', 'Analyse de marché', 'Résumés', 'Veille de la semaine'],
    voiceId: 'roger',
    introduction:
      'Bonjour, je suis Spec, votre chercheur. Je compare vos concurrents, je prépare vos analyses de marché et je vous livre des synthèses claires pour décider en connaissance de cause.',
    color: 'teal',
  },
];

const byId = new Map(employees.map((e) => [e.id, e]));

export function employeeById(id: EmployeeId): Employee {
  return byId.get(id)!;
}

export function isEmployeeId(value: unknown): value is EmployeeId {
  return typeof value === 'string' && byId.has(value as EmployeeId);
}
