// Skills (work an employee does on its own) and the one approval inbox, without zod: the database,
// the zod schemas of skills.ts and the pages read these lists (decision 027).
import { aiActionKinds } from './chat-model.ts';
import { employees } from './employees.ts';
import type { EmployeeId } from './routes.ts';

/** What a skill does: the built-in ones, or `custom` (a French instruction, summarised from the workspace). */
export const skillKinds = [
  'weekly_priorities',
  'morning_agenda',
  'project_status',
  'overdue_watch',
  'overdue_reminders',
  'opportunity_followup',
  'support_digest',
  'content_calendar',
  'watch_summary',
  'interview_reminders',
  'custom',
] as const;
export type SkillKind = (typeof skillKinds)[number];

/** When it runs: a cron in Europe/Paris, a workspace event, its inbound webhook, or only by hand. */
export const skillTriggers = ['schedule', 'event', 'webhook', 'manual'] as const;
export type SkillTrigger = (typeof skillTriggers)[number];

/** The workspace events a skill can wait for. */
export const skillEvents = ['task.overdue', 'task.created', 'project.status_changed'] as const;
export type SkillEvent = (typeof skillEvents)[number];

/** Where its result goes. */
export const skillDestinations = ['chat', 'email', 'task', 'webhook'] as const;
export type SkillDestination = (typeof skillDestinations)[number];

export const skillRunStatuses = ['queued', 'running', 'succeeded', 'failed', 'waiting_quota'] as const;
export type SkillRunStatus = (typeof skillRunStatuses)[number];

/** What started a run. */
export const skillRunOrigins = ['schedule', 'event', 'webhook', 'manual'] as const;
export type SkillRunOrigin = (typeof skillRunOrigins)[number];

/** The kinds of proposal the inbox holds: the chat's actions and the skills'. */
export const approvalKinds = [...aiActionKinds, 'send_reminder', 'configure_skill'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export const approvalStatuses = [
  'proposed',
  'scheduled',
  'executed',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** Per action kind: always ask, act alone with 5 minutes to undo, or never. */
export const trustLevels = ['ask', 'auto', 'never'] as const;
export type TrustLevel = (typeof trustLevels)[number];

export const skillTriggerLabels: Record<SkillTrigger, string> = {
  schedule: 'Planifiée',
  event: 'Sur événement',
  webhook: 'Webhook entrant',
  manual: 'À la demande',
};

export const skillEventLabels: Record<SkillEvent, string> = {
  'task.overdue': 'Tâche en retard',
  'task.created': 'Tâche créée',
  'project.status_changed': 'Statut de projet modifié',
};

export const skillDestinationLabels: Record<SkillDestination, string> = {
  chat: 'Dans la discussion',
  email: 'Par e-mail',
  task: 'Une tâche',
  webhook: 'Mon webhook',
};

export const skillRunStatusLabels: Record<SkillRunStatus, string> = {
  queued: 'En file',
  running: 'En cours',
  succeeded: 'Réussie',
  failed: 'Échouée',
  waiting_quota: 'En attente (quota du jour atteint)',
};

export const approvalKindLabels: Record<ApprovalKind, string> = {
  create_task: 'Créer une tâche',
  update_task_status: 'Changer le statut d’une tâche',
  create_event: 'Créer un événement',
  send_reminder: 'Envoyer un rappel',
  send_email: 'Envoyer un email',
  configure_skill: 'Configurer une automatisation',
  support_reply: 'Répondre à un ticket',
  support_escalate: 'Escalader un ticket',
  crm_create_opportunity: 'Ajouter une opportunité au CRM',
  crm_move_opportunity: 'Changer l’étape d’une opportunité',
  crm_log_activity: 'Noter une activité dans le CRM',
};

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  proposed: 'À approuver',
  scheduled: 'Automatique (annulable)',
  executed: 'Réalisée',
  rejected: 'Refusée',
  cancelled: 'Annulée',
  failed: 'Échouée',
};

export const trustLevelLabels: Record<TrustLevel, string> = {
  ask: 'Toujours demander',
  auto: 'Automatique (5 min pour annuler)',
  never: 'Jamais',
};

export interface BuiltinSkill {
  kind: Exclude<SkillKind, 'custom'>;
  employee: EmployeeId;
  name: string;
  instruction: string;
  trigger: SkillTrigger;
  cron: string | null;
  event: SkillEvent | null;
  destination: SkillDestination;
}

/** The skills each employee offers, off until the user turns them on. */
export const builtinSkills: readonly BuiltinSkill[] = [
  {
    kind: 'weekly_priorities',
    employee: 'alfred',
    name: 'Priorités de la semaine',
    instruction: 'Chaque lundi, les tâches prioritaires et les échéances de la semaine.',
    trigger: 'schedule',
    cron: '0 8 * * 1',
    event: null,
    destination: 'email',
  },
  {
    kind: 'morning_agenda',
    employee: 'alfred',
    name: 'Agenda du matin',
    instruction: 'Chaque matin de semaine, les rendez-vous et les tâches du jour.',
    trigger: 'schedule',
    cron: '30 7 * * 1-5',
    event: null,
    destination: 'chat',
  },
  {
    kind: 'overdue_reminders',
    employee: 'alfred',
    name: 'Relance des tâches en retard',
    instruction: 'Quand une tâche passe en retard, proposer un rappel à approuver.',
    trigger: 'event',
    cron: null,
    event: 'task.overdue',
    destination: 'email',
  },
  {
    kind: 'project_status',
    employee: 'millie',
    name: 'État des projets',
    instruction: 'Tous les lundis à 9h, l’avancement de chaque projet et ce qui bloque.',
    trigger: 'schedule',
    cron: '0 9 * * 1',
    event: null,
    destination: 'email',
  },
  {
    kind: 'overdue_watch',
    employee: 'millie',
    name: 'Veille des tâches en retard',
    instruction: 'Chaque jour à 9h, la liste des tâches en retard.',
    trigger: 'schedule',
    cron: '0 9 * * *',
    event: null,
    destination: 'chat',
  },
  {
    kind: 'opportunity_followup',
    employee: 'chip',
    name: 'Relance des opportunités',
    instruction:
      'Les opportunités du CRM dont la prochaine étape est échue, ou sans activité depuis 7 jours, à relancer.',
    trigger: 'schedule',
    cron: '0 10 * * 2',
    event: null,
    destination: 'chat',
  },
  {
    kind: 'support_digest',
    employee: 'clide',
    name: 'Synthèse du support',
    instruction:
      'Chaque lundi à 8h30, le bilan du support sur 7\u00a0jours\u00a0: tickets ouverts et résolus, tickets en retard, délai médian de première réponse.',
    trigger: 'schedule',
    cron: '30 8 * * 1',
    event: null,
    destination: 'email',
  },
  {
    kind: 'content_calendar',
    employee: 'suki',
    name: 'Calendrier éditorial du mois',
    instruction: 'Le 1er de chaque mois, un calendrier de publications.',
    trigger: 'schedule',
    cron: '0 9 1 * *',
    event: null,
    destination: 'chat',
  },
  {
    kind: 'watch_summary',
    employee: 'spec',
    name: 'Veille de la semaine',
    instruction: 'Chaque vendredi, un résumé tiré des documents de l’entreprise.',
    trigger: 'schedule',
    cron: '0 16 * * 5',
    event: null,
    destination: 'chat',
  },
  {
    kind: 'interview_reminders',
    employee: 'dot',
    name: 'Rappels d’entretiens',
    instruction: 'Chaque matin, les entretiens du jour et de demain.',
    trigger: 'schedule',
    cron: '0 8 * * 1-5',
    event: null,
    destination: 'email',
  },
];

/** Who acted, as the audit log shows it and exports it: « vous », « automatique » or the employee. */
/** Who acted: the member by name (decision 072), « vous » for entries made before teams. */
export function auditActorLabel(actor: string, member?: string | null): string {
  if (actor === 'user') return member ?? 'vous';
  if (actor === 'auto') return 'automatique';
  return employees.find((e) => e.id === actor)?.name ?? actor;
}
