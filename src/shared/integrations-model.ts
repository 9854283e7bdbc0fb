// The /integrations catalogue (SPEC.md §3 "Integration catalogue entry", §9 categories) and its API contract.
import type { z } from 'zod';
import type { webhookDeliveryViewSchema, webhookEndpointViewSchema } from './webhooks.ts';

export const integrationCategories = ['communication', 'productivity', 'sales', 'automation'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

export const integrationCategoryLabels: Record<IntegrationCategory, string> = {
  communication: 'Communication',
  productivity: 'Productivité',
  sales: 'Ventes',
  automation: 'Automatisation',
};

export const integrationIds = [
  'slack',
  'mailbox',
  'calendar',
  'notion',
  'hubspot',
  'zoom',
  'zapier',
  'webhooks',
] as const;
export type IntegrationId = (typeof integrationIds)[number];

/**
 * How an integration connects in this build: 'toggle' (switched on here, then configured), 'calendar' and
 * 'mailbox' (their own form on the card, their own API), or null: not yet, the card offers « M'avertir »
 * (docs/decisions/026-connectors.md).
 */
export type IntegrationSetup = 'toggle' | 'calendar' | 'mailbox' | null;

export interface Integration {
  id: IntegrationId;
  name: string;
  description: string;
  category: IntegrationCategory;
  features: string[];
  setup: IntegrationSetup;
  /** The catalogue entry of /connectors whose interest « M'avertir » records. */
  connectorId: string;
}

export const integrationById = (id: string): Integration | undefined => integrations.find((i) => i.id === id);

/** Only a 'toggle' integration is switched on through PUT /api/integrations/:id. */
export const isToggleable = (id: IntegrationId): boolean => integrationById(id)?.setup === 'toggle';

export const integrations: readonly Integration[] = [
  {
    id: 'slack',
    name: 'Slack',
    description: 'Recevez les mises à jour de vos employés IA dans vos canaux Slack.',
    category: 'communication',
    features: ['Notifications de tâches', 'Résumés quotidiens', 'Commandes rapides'],
    setup: null,
    connectorId: 'slack',
  },
  {
    id: 'mailbox',
    name: 'Boîte mail',
    description:
      'Gmail, Outlook, OVH, Orange, Infomaniak… par IMAP et SMTP, avec un mot de passe d’application.',
    category: 'communication',
    features: [
      'Lecture des nouveaux messages',
      'Tri des urgences par Alfred',
      'Réponses envoyées après accord',
    ],
    setup: 'mailbox',
    connectorId: 'gmail',
  },
  {
    id: 'calendar',
    name: 'Agenda',
    description:
      'Abonnez Google Agenda, Outlook ou Apple Calendrier à votre planning et importez vos agendas.',
    category: 'productivity',
    features: [
      'Flux ICS privé',
      'Import de fichiers et d’URL ICS',
      'Événements récurrents et journées entières',
    ],
    setup: 'calendar',
    connectorId: 'google-calendar',
  },
  {
    id: 'notion',
    name: 'Notion',
    description: 'Reliez vos pages et bases Notion à vos projets Septime.',
    category: 'productivity',
    features: ['Pages de projet', 'Bases de tâches', 'Comptes rendus'],
    setup: null,
    connectorId: 'notion',
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    description: 'Donnez à Chip l’accès à vos contacts et à votre pipeline commercial.',
    category: 'sales',
    features: ['Contacts et entreprises', 'Suivi des affaires', 'Séquences de prospection'],
    setup: null,
    connectorId: 'hubspot',
  },
  {
    id: 'zoom',
    name: 'Zoom',
    description: 'Planifiez vos réunions et recevez leurs comptes rendus.',
    category: 'communication',
    features: ['Réunions planifiées', 'Comptes rendus', 'Actions à suivre'],
    setup: null,
    connectorId: 'zoom',
  },
  {
    id: 'zapier',
    name: 'Zapier',
    description: 'Connectez Septime à des milliers d’applications sans coder.',
    category: 'automation',
    features: ['Déclencheurs Septime', 'Actions dans vos Zaps', 'Historique des exécutions'],
    setup: null,
    connectorId: 'zapier',
  },
  {
    id: 'webhooks',
    name: 'Webhooks',
    description: 'Recevez les événements de vos tâches et projets en JSON signé sur votre URL.',
    category: 'automation',
    features: ['Événements des tâches et projets', 'Signature HMAC-SHA256', 'Nouvel essai en cas d’échec'],
    setup: 'toggle',
    connectorId: 'webhooks',
  },
];

/** SPEC.md §4's toast after a toggle. */
export function integrationToggleMessage(name: string, connected: boolean): string {
  return `${name} ${connected ? 'connecté' : 'déconnecté'} avec succès`;
}

// --- webhooks

export const webhookEventTypes = [
  'task.created',
  'task.updated',
  'task.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  /** A skill's result sent to the user's webhook (decision 027). */
  'skill.completed',
  /** The CRM (decision 065): an opportunity created, or moved to another stage. */
  'opportunity.created',
  'opportunity.moved',
  /** The support desk (decision 068): a ticket opened (mail, form, typed in), a reply sent by mail. */
  'ticket.created',
  'ticket.reply_sent',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookSignatureHeader = 'X-Septime-Signature';

// The shapes the webhook API answers, derived from the zod schemas of webhooks.ts (type-only).
export type WebhookEndpointView = z.output<typeof webhookEndpointViewSchema>;
export type WebhookDeliveryView = z.output<typeof webhookDeliveryViewSchema>;
