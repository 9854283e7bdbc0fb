// The four automation scenarios of the examples tab (SPEC.md §2 "/demo-examples", §3 "Demo example").
import type { EmployeeId } from '../../../shared/routes.ts';

export interface DemoExample {
  id: string;
  title: string;
  description: string;
  scenario: string;
  steps: readonly string[];
  connectors: readonly string[];
  timeGained: { hours: number; per: 'jour' | 'semaine' };
  /** What 'Essayer cette automatisation' puts in the automation tab. */
  tryIt: { employee: EmployeeId; task: string; context: string };
}

export const demoExamples: readonly DemoExample[] = [
  {
    id: 'email-crm',
    title: 'Automatisation Email & CRM',
    description: 'Chaque nouveau lead est qualifié, enregistré dans le CRM et relancé, sans ressaisie.',
    scenario: 'Nouveau lead reçu',
    steps: [
      'Un email de demande arrive dans Gmail ou Outlook',
      "Chip extrait le nom, l'entreprise et le besoin du prospect",
      'La fiche contact est créée ou mise à jour dans HubSpot ou Salesforce',
      'Le lead est qualifié et reçoit un score de priorité',
      'Une réponse personnalisée est rédigée et soumise à votre validation',
      'Une relance est planifiée si le prospect ne répond pas sous trois jours',
    ],
    connectors: ['Gmail', 'HubSpot', 'Salesforce', 'Outlook'],
    timeGained: { hours: 2, per: 'jour' },
    tryIt: {
      employee: 'chip',
      task: 'Nouveau lead reçu\u00a0: qualifier le prospect, mettre à jour le CRM et préparer une réponse personnalisée',
      context:
        'Les leads arrivent par email (Gmail ou Outlook). CRM\u00a0: HubSpot ou Salesforce. Relance automatique après trois jours sans réponse.',
    },
  },
  {
    id: 'meetings',
    title: 'Automatisation des réunions',
    description: 'Les rendez-vous se calent tout seuls, avec lien de visio, ordre du jour et compte rendu.',
    scenario: 'Demande de rendez-vous client',
    steps: [
      'Une demande de rendez-vous arrive par email ou via Calendly',
      'Alfred compare les disponibilités dans Google Calendar et Outlook',
      'Trois créneaux sont proposés au participant',
      'Le rendez-vous est confirmé avec un lien Zoom créé automatiquement',
      "L'ordre du jour et un rappel sont envoyés la veille",
      'Après la réunion, le compte rendu et les actions sont partagés',
    ],
    connectors: ['Google Calendar', 'Outlook', 'Calendly', 'Zoom'],
    timeGained: { hours: 1.5, per: 'jour' },
    tryIt: {
      employee: 'alfred',
      task: "Organiser les réunions clients\u00a0: proposer des créneaux, envoyer l'invitation Zoom, l'ordre du jour et le compte rendu",
      context:
        'Agendas dans Google Calendar et Outlook, prise de rendez-vous via Calendly, visioconférences sur Zoom. Rappel la veille.',
    },
  },
  {
    id: 'data-analysis',
    title: 'Analyse de données en temps réel',
    description: 'Trafic, ventes et paiements consolidés en un rapport clair, avec les anomalies expliquées.',
    scenario: 'Rapport hebdomadaire des ventes',
    steps: [
      'Les données de trafic sont collectées depuis Google Analytics',
      'Les opportunités et les ventes sont récupérées dans Salesforce',
      'Les paiements et les revenus sont synchronisés depuis Stripe',
      'Les indicateurs clés sont calculés et comparés à la semaine précédente',
      'Les anomalies et les tendances sont signalées avec une explication',
      "Un fichier Excel et une synthèse sont envoyés à l'équipe chaque lundi",
    ],
    connectors: ['Google Analytics', 'Salesforce', 'Stripe', 'Excel'],
    timeGained: { hours: 4, per: 'semaine' },
    tryIt: {
      employee: 'millie',
      task: 'Préparer le rapport hebdomadaire des ventes\u00a0: consolider trafic, ventes et paiements, comparer à la semaine précédente et signaler les anomalies',
      context:
        "Sources\u00a0: Google Analytics (trafic), Salesforce (ventes), Stripe (paiements). Export Excel et synthèse envoyés à l'équipe chaque lundi.",
    },
  },
  {
    id: 'customer-support',
    title: 'Support client automatisé',
    description: 'Les demandes sont triées, les réponses courantes envoyées et les cas sensibles escaladés.',
    scenario: 'Ticket client urgent',
    steps: [
      'Un message client arrive sur Zendesk, Intercom ou WhatsApp',
      "Clide détecte le sujet, la langue et le niveau d'urgence",
      'Une réponse est proposée à partir de la base de connaissances',
      "Les cas sensibles sont escaladés à l'équipe sur Slack",
      "Le client est tenu informé jusqu'à la résolution",
      'Une action corrective est proposée pour que le problème ne revienne pas',
    ],
    connectors: ['Zendesk', 'Intercom', 'Slack', 'WhatsApp'],
    timeGained: { hours: 3, per: 'jour' },
    tryIt: {
      employee: 'clide',
      task: 'Traiter les tickets clients entrants\u00a0: trier par urgence, répondre aux questions courantes et escalader les cas sensibles',
      context:
        "Tickets reçus sur Zendesk, Intercom et WhatsApp. Escalade de l'équipe sur Slack. Réponse sous deux heures pour les urgences.",
    },
  },
];

/** "2 h/jour", "1,5 h/jour", "4 h/semaine" */
export function formatTimeGained({ hours, per }: DemoExample['timeGained']): string {
  return `${hours.toLocaleString('fr-FR')} h/${per}`;
}
