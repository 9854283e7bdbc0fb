import { z } from './zod.ts';

// The connectors catalogue of /connectors (SPEC.md §3 "Connector"): real services only. The figures the
// pages state come from catalogueFigures, never from SPEC's « 150 » (decision 062).

export const connectorCategories = [
  'email',
  'crm',
  'calendar',
  'communication',
  'data',
  'ecommerce',
] as const;
export type ConnectorCategory = (typeof connectorCategories)[number];

export const connectorCategoryLabels: Record<ConnectorCategory, string> = {
  email: 'Email',
  crm: 'CRM',
  calendar: 'Calendrier',
  communication: 'Communication',
  data: 'Données',
  ecommerce: 'E-commerce',
};

export type ConnectorStatus = 'available' | 'beta' | 'coming-soon';
export type ConnectorPricing = 'Gratuit' | 'Premium';

export interface Connector {
  id: string;
  name: string;
  category: ConnectorCategory;
  /** One line, in French, saying what the service is. */
  description: string;
  status: ConnectorStatus;
  pricing: ConnectorPricing;
  /** Minutes, 1 to 10. */
  setupTime: number;
  /** What the connector does for the AI employees (4 entries). */
  features: readonly [string, string, string, string];
}

type Entry = Omit<Connector, 'category' | 'status' | 'pricing'> & Partial<Pick<Connector, 'pricing'>>;

/**
 * The connectors that really connect in this build, and the /integrations card that connects them
 * (docs/decisions/026-connectors.md). Every other entry is 'coming-soon': the status is never typed
 * by hand, so the catalogue cannot say "Disponible" for a connector that does not connect.
 */
export const integrationIdByConnector: Readonly<Record<string, 'mailbox' | 'calendar' | 'webhooks'>> = {
  gmail: 'mailbox',
  outlook: 'mailbox',
  'yahoo-mail': 'mailbox',
  'zoho-mail': 'mailbox',
  'icloud-mail': 'mailbox',
  fastmail: 'mailbox',
  'google-calendar': 'calendar',
  'outlook-calendar': 'calendar',
  'icloud-calendar': 'calendar',
  webhooks: 'webhooks',
};

/** Entries are free unless they say otherwise; the status follows integrationIdByConnector. */
function group(category: ConnectorCategory, entries: Entry[]): Connector[] {
  return entries.map((entry) => ({
    pricing: 'Gratuit',
    ...entry,
    status: integrationIdByConnector[entry.id] ? 'available' : 'coming-soon',
    category,
  }));
}

const email = group('email', [
  {
    id: 'gmail',
    name: 'Gmail',
    description: 'La messagerie de Google, seule ou dans Google Workspace.',
    setupTime: 2,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'outlook',
    name: 'Microsoft Outlook',
    description: 'La messagerie de Microsoft 365 et d’Outlook.com.',
    setupTime: 3,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'yahoo-mail',
    name: 'Yahoo Mail',
    description: 'Le service de messagerie gratuit de Yahoo.',
    setupTime: 3,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'proton-mail',
    name: 'Proton Mail',
    description: 'La messagerie chiffrée de bout en bout développée en Suisse.',
    setupTime: 8,
    features: [
      'Connexion via Proton Mail Bridge',
      'Messages déchiffrés sur votre poste',
      'Brouillons de réponse',
      'Chiffrement de bout en bout préservé',
    ],
  },
  {
    id: 'zoho-mail',
    name: 'Zoho Mail',
    description: 'La messagerie professionnelle de la suite Zoho.',
    setupTime: 3,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'icloud-mail',
    name: 'iCloud Mail',
    description: 'La messagerie d’Apple incluse avec chaque compte iCloud.',
    setupTime: 4,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'fastmail',
    name: 'Fastmail',
    description: 'Une messagerie indépendante et sans publicité, pionnière du protocole JMAP.',
    setupTime: 3,
    features: [
      'Connexion IMAP avec un mot de passe d’application',
      'Lecture des nouveaux messages, sans rien modifier',
      'Tri par Alfred\u00a0: urgent, à répondre, à lire',
      'Newsletters mises de côté',
    ],
  },
  {
    id: 'tuta-mail',
    name: 'Tuta Mail',
    description: 'La messagerie chiffrée allemande, anciennement Tutanota.',
    setupTime: 5,
    features: [
      'Lecture des messages chiffrés',
      'Tri automatique',
      'Réponses suggérées',
      'Alerte sur les nouveaux emails',
    ],
  },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    description: 'La plateforme d’emailing et d’automatisation marketing d’Intuit.',
    setupTime: 3,
    features: [
      'Synchronisation des audiences',
      'Campagnes rédigées par Suki',
      'Statistiques d’ouverture et de clic',
      'Segmentation automatique',
    ],
  },
  {
    id: 'brevo',
    name: 'Brevo',
    description: 'La plateforme française d’emailing, de SMS et de CRM, anciennement Sendinblue.',
    setupTime: 3,
    features: [
      'Campagnes email et SMS',
      'Synchronisation des contacts',
      'Emails transactionnels',
      'Suivi des désinscriptions',
    ],
  },
  {
    id: 'sendgrid',
    name: 'SendGrid',
    description: 'Le service d’envoi d’emails transactionnels et marketing de Twilio.',
    setupTime: 4,
    features: ['Envoi par API', 'Modèles dynamiques', 'Suivi des rebonds', 'Statistiques de délivrabilité'],
  },
  {
    id: 'mailgun',
    name: 'Mailgun',
    description: 'L’API d’envoi, de réception et de validation d’emails pour les développeurs.',
    setupTime: 5,
    features: [
      'Envoi par API',
      'Routage des emails entrants',
      'Validation d’adresses',
      'Journal des événements',
    ],
  },
  {
    id: 'mailjet',
    name: 'Mailjet',
    description: 'La solution d’emailing née en France, aujourd’hui dans le groupe Sinch.',
    setupTime: 3,
    features: [
      'Campagnes marketing',
      'Emails transactionnels',
      'Éditeur de modèles collaboratif',
      'Statistiques en temps réel',
    ],
  },
  {
    id: 'postmark',
    name: 'Postmark',
    description: 'Le service d’emails transactionnels réputé pour sa délivrabilité.',
    setupTime: 4,
    features: [
      'Flux transactionnels séparés',
      'Modèles de messages',
      'Suivi des rebonds',
      'Webhooks de livraison',
    ],
  },
  {
    id: 'amazon-ses',
    name: 'Amazon SES',
    description: 'Le service d’envoi d’emails à grande échelle d’Amazon Web Services.',
    pricing: 'Premium',
    setupTime: 8,
    features: [
      'Envoi par API ou SMTP',
      'Identités d’envoi vérifiées',
      'Suivi des rebonds et des plaintes',
      'Choix de la région AWS',
    ],
  },
  {
    id: 'mailerlite',
    name: 'MailerLite',
    description: 'Un outil d’emailing simple pour newsletters, pages d’atterrissage et automatisations.',
    setupTime: 2,
    features: [
      'Synchronisation des abonnés',
      'Campagnes rédigées par Suki',
      'Groupes et segments',
      'Statistiques de campagne',
    ],
  },
  {
    id: 'klaviyo',
    name: 'Klaviyo',
    description: 'La plateforme d’email et de SMS marketing conçue pour le e-commerce.',
    setupTime: 5,
    features: [
      'Flux automatisés',
      'Segments fondés sur les achats',
      'Synchronisation des profils',
      'Revenus par campagne',
    ],
  },
  {
    id: 'kit',
    name: 'Kit',
    description: 'La plateforme d’emailing des créateurs, anciennement ConvertKit.',
    setupTime: 3,
    features: [
      'Synchronisation des abonnés',
      'Tags et séquences',
      'Formulaires d’inscription',
      'Envoi de newsletters',
    ],
  },
  {
    id: 'lemlist',
    name: 'lemlist',
    description: 'La solution française de prospection par emails personnalisés et multicanal.',
    setupTime: 4,
    features: [
      'Import des prospects',
      'Séquences personnalisées par Chip',
      'Suivi des réponses',
      'Désinscription automatique',
    ],
  },
  {
    id: 'front',
    name: 'Front',
    description: 'La boîte de réception partagée des équipes en contact avec les clients.',
    setupTime: 5,
    features: [
      'Boîtes partagées',
      'Attribution des conversations',
      'Commentaires internes',
      'Réponses suggérées par Clide',
    ],
  },
  {
    id: 'superhuman',
    name: 'Superhuman',
    description: 'Un client de messagerie rapide conçu pour Gmail et Outlook.',
    setupTime: 3,
    features: [
      'Tri de la boîte de réception',
      'Rappels de relance',
      'Réponses suggérées',
      'Raccourcis de commandes',
    ],
  },
  {
    id: 'hey',
    name: 'HEY',
    description: 'La messagerie de 37signals qui filtre les expéditeurs inconnus.',
    setupTime: 3,
    features: [
      'Filtrage des nouveaux expéditeurs',
      'Lecture de l’Imbox',
      'Résumé quotidien',
      'Réponses suggérées',
    ],
  },
  {
    id: 'missive',
    name: 'Missive',
    description: 'Un client de messagerie collaboratif qui réunit emails, SMS et discussion d’équipe.',
    setupTime: 4,
    features: [
      'Boîtes partagées',
      'Conversations commentées',
      'Attribution des messages',
      'Réponses suggérées',
    ],
  },
  {
    id: 'mailtrap',
    name: 'Mailtrap',
    description: 'Une plateforme pour tester et envoyer des emails, avec un bac à sable pour développeurs.',
    setupTime: 3,
    features: ['Bac à sable de test', 'Envoi par API', 'Analyse du HTML', 'Statistiques de délivrabilité'],
  },
  {
    id: 'sparkpost',
    name: 'SparkPost',
    description: 'Le service d’envoi d’emails à fort volume, aujourd’hui intégré à Bird.',
    pricing: 'Premium',
    setupTime: 6,
    features: ['Envoi par API', 'Modèles stockés', 'Suivi des rebonds', 'Webhooks d’événements'],
  },
]);

const crm = group('crm', [
  {
    id: 'hubspot',
    name: 'HubSpot',
    description: 'Le CRM tout-en-un pour le marketing, les ventes et le service client.',
    setupTime: 3,
    features: [
      'Synchronisation des contacts et entreprises',
      'Transactions mises à jour par Chip',
      'Journal des emails et appels',
      'Tâches de relance créées',
    ],
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    description: 'Le CRM des grandes équipes commerciales, du prospect au service client.',
    pricing: 'Premium',
    setupTime: 10,
    features: [
      'Synchronisation des comptes et contacts',
      'Mise à jour des opportunités',
      'Objets personnalisés',
      'Rapports de pipeline',
    ],
  },
  {
    id: 'pipedrive',
    name: 'Pipedrive',
    description: 'Le CRM visuel centré sur le pipeline de ventes.',
    setupTime: 4,
    features: [
      'Synchronisation du pipeline',
      'Création d’affaires',
      'Activités planifiées',
      'Notes de réunion ajoutées par Chip',
    ],
  },
  {
    id: 'zoho-crm',
    name: 'Zoho CRM',
    description: 'Le CRM de la suite Zoho, des PME aux grandes entreprises.',
    setupTime: 4,
    features: [
      'Synchronisation des prospects',
      'Mise à jour des affaires',
      'Workflows déclenchés',
      'Rapports de ventes',
    ],
  },
  {
    id: 'dynamics-365',
    name: 'Microsoft Dynamics 365 Sales',
    description: 'Le CRM de Microsoft, intégré à Microsoft 365 et Teams.',
    pricing: 'Premium',
    setupTime: 10,
    features: [
      'Synchronisation des comptes',
      'Suivi des opportunités',
      'Activités liées à Outlook',
      'Prévisions de ventes',
    ],
  },
  {
    id: 'freshsales',
    name: 'Freshsales',
    description: 'Le CRM de Freshworks, avec téléphonie et emails intégrés.',
    setupTime: 4,
    features: [
      'Synchronisation des contacts',
      'Scoring des prospects',
      'Séquences d’emails',
      'Suivi des affaires',
    ],
  },
  {
    id: 'copper',
    name: 'Copper',
    description: 'Le CRM pensé pour les équipes qui travaillent dans Google Workspace.',
    setupTime: 3,
    features: [
      'Contacts issus de Gmail',
      'Suivi des opportunités',
      'Tâches de relance',
      'Historique des échanges',
    ],
  },
  {
    id: 'close',
    name: 'Close',
    description: 'Un CRM pour équipes commerciales, avec appels, SMS et emails intégrés.',
    setupTime: 4,
    features: [
      'Synchronisation des leads',
      'Journal des appels',
      'Séquences d’emails',
      'Rapports d’activité',
    ],
  },
  {
    id: 'insightly',
    name: 'Insightly',
    description: 'Un CRM pour PME qui relie ventes, projets et service client.',
    setupTime: 4,
    features: [
      'Contacts et organisations',
      'Opportunités',
      'Projets issus des ventes gagnées',
      'Tâches partagées',
    ],
  },
  {
    id: 'sugarcrm',
    name: 'SugarCRM',
    description: 'Un CRM personnalisable, dans le cloud ou sur vos serveurs.',
    pricing: 'Premium',
    setupTime: 9,
    features: [
      'Synchronisation des comptes',
      'Opportunités et devis',
      'Modules personnalisés',
      'Rapports commerciaux',
    ],
  },
  {
    id: 'monday-crm',
    name: 'monday sales CRM',
    description: 'Le CRM de monday.com, construit sur ses tableaux personnalisables.',
    setupTime: 3,
    features: [
      'Tableaux de prospects',
      'Suivi des affaires',
      'Automatisations de relance',
      'Tableaux de bord',
    ],
  },
  {
    id: 'nocrm',
    name: 'noCRM.io',
    description: 'Un outil français de gestion de prospects pour les commerciaux.',
    setupTime: 3,
    features: ['Import des leads', 'Étapes de vente', 'Rappels de relance', 'Statistiques commerciales'],
  },
  {
    id: 'sellsy',
    name: 'Sellsy',
    description: 'La suite française de CRM, facturation et gestion commerciale pour PME.',
    setupTime: 5,
    features: ['Synchronisation des tiers', 'Devis et factures', 'Opportunités', 'Relances de paiement'],
  },
  {
    id: 'axonaut',
    name: 'Axonaut',
    description: 'Le logiciel de gestion français tout-en-un\u00a0: CRM, facturation et trésorerie.',
    setupTime: 5,
    features: [
      'Contacts et entreprises',
      'Devis et factures',
      'Suivi des opportunités',
      'Tableau de bord de trésorerie',
    ],
  },
  {
    id: 'attio',
    name: 'Attio',
    description: 'Un CRM flexible qui se construit à partir des données de l’entreprise.',
    setupTime: 4,
    features: [
      'Listes et objets personnalisés',
      'Enrichissement des contacts',
      'Suivi des relations',
      'Notes synchronisées',
    ],
  },
  {
    id: 'folk',
    name: 'folk',
    description: 'Le CRM collaboratif français pour gérer ses relations et sa prospection.',
    setupTime: 3,
    features: [
      'Import des contacts',
      'Pipelines partagés',
      'Emails groupés personnalisés',
      'Rappels de suivi',
    ],
  },
  {
    id: 'keap',
    name: 'Keap',
    description: 'Un CRM avec automatisation marketing pour petites entreprises, anciennement Infusionsoft.',
    setupTime: 5,
    features: [
      'Synchronisation des contacts',
      'Campagnes automatisées',
      'Tags et segments',
      'Suivi des paiements',
    ],
  },
  {
    id: 'activecampaign',
    name: 'ActiveCampaign',
    description: 'Une plateforme d’automatisation marketing avec CRM intégré.',
    setupTime: 4,
    features: [
      'Automatisations d’emails',
      'Pipeline de ventes',
      'Scoring des contacts',
      'Suivi des visites du site',
    ],
  },
  {
    id: 'capsule',
    name: 'Capsule CRM',
    description: 'Un CRM simple pour suivre contacts, opportunités et tâches.',
    setupTime: 3,
    features: [
      'Contacts et organisations',
      'Pipeline des opportunités',
      'Tâches et rappels',
      'Historique des emails',
    ],
  },
  {
    id: 'nutshell',
    name: 'Nutshell',
    description: 'Un CRM et un outil d’emailing pour les équipes commerciales B2B.',
    setupTime: 4,
    features: [
      'Synchronisation des leads',
      'Pipeline de ventes',
      'Séquences d’emails',
      'Rapports de performance',
    ],
  },
]);

const calendar = group('calendar', [
  {
    id: 'google-calendar',
    name: 'Google Calendar',
    description: 'L’agenda de Google, partagé en équipe avec Google Workspace.',
    setupTime: 2,
    features: [
      'Votre planning Septime abonné par flux ICS privé',
      'Import de l’adresse iCal secrète',
      'Événements récurrents et journées entières',
      'Fuseau horaire Europe/Paris',
    ],
  },
  {
    id: 'calendly',
    name: 'Calendly',
    description: 'La prise de rendez-vous en ligne par lien de réservation.',
    setupTime: 3,
    features: [
      'Types de rendez-vous',
      'Alerte à chaque réservation',
      'Informations des invités',
      'Annulations et reports',
    ],
  },
  {
    id: 'outlook-calendar',
    name: 'Outlook Calendar',
    description: 'L’agenda de Microsoft 365 et d’Outlook.com.',
    setupTime: 3,
    features: [
      'Votre planning Septime abonné par flux ICS privé',
      'Import d’un calendrier publié (ICS)',
      'Événements récurrents et exceptions',
      'Fuseau horaire Europe/Paris',
    ],
  },
  {
    id: 'icloud-calendar',
    name: 'Calendrier iCloud',
    description: 'L’agenda d’Apple, synchronisé sur iPhone, iPad et Mac.',
    setupTime: 4,
    features: [
      'Votre planning Septime abonné par flux ICS privé',
      'Import d’un calendrier public (ICS)',
      'Événements récurrents',
      'Journées entières',
    ],
  },
  {
    id: 'cal-com',
    name: 'Cal.com',
    description: 'La prise de rendez-vous open source, hébergeable chez soi.',
    setupTime: 4,
    features: [
      'Types d’événements',
      'Réservations en temps réel',
      'Webhooks de réservation',
      'Instances auto-hébergées',
    ],
  },
  {
    id: 'acuity-scheduling',
    name: 'Acuity Scheduling',
    description: 'La prise de rendez-vous de Squarespace pour indépendants et prestataires.',
    setupTime: 4,
    features: [
      'Rendez-vous et disponibilités',
      'Formulaires d’accueil',
      'Paiement à la réservation',
      'Rappels aux clients',
    ],
  },
  {
    id: 'doodle',
    name: 'Doodle',
    description: 'Les sondages de dates pour trouver un créneau commun à plusieurs.',
    setupTime: 3,
    features: [
      'Création de sondages',
      'Résultats des votes',
      'Pages de réservation',
      'Confirmation de la date retenue',
    ],
  },
  {
    id: 'microsoft-bookings',
    name: 'Microsoft Bookings',
    description: 'La prise de rendez-vous incluse dans Microsoft 365.',
    pricing: 'Premium',
    setupTime: 6,
    features: [
      'Services et collaborateurs',
      'Réservations des clients',
      'Rendez-vous en ligne sur Teams',
      'Rappels par email',
    ],
  },
  {
    id: 'zoho-bookings',
    name: 'Zoho Bookings',
    description: 'La prise de rendez-vous de la suite Zoho.',
    setupTime: 4,
    features: ['Services et collaborateurs', 'Réservations', 'Synchronisation avec Zoho CRM', 'Rappels'],
  },
  {
    id: 'setmore',
    name: 'Setmore',
    description: 'Un agenda de réservation en ligne pour les petites entreprises de services.',
    setupTime: 3,
    features: ['Page de réservation', 'Rendez-vous de l’équipe', 'Rappels aux clients', 'Paiements'],
  },
  {
    id: 'simplybook',
    name: 'SimplyBook.me',
    description: 'Un système de réservation en ligne pour salons, cabinets et prestataires.',
    setupTime: 4,
    features: ['Services et prestataires', 'Réservations', 'Rappels par SMS et email', 'Paiement en ligne'],
  },
  {
    id: 'youcanbookme',
    name: 'YouCanBookMe',
    description: 'Des pages de réservation reliées à votre agenda Google ou Outlook.',
    setupTime: 3,
    features: [
      'Pages de réservation',
      'Disponibilités synchronisées',
      'Formulaires de réservation',
      'Rappels',
    ],
  },
  {
    id: 'savvycal',
    name: 'SavvyCal',
    description: 'Un outil de planification qui superpose votre agenda et celui de l’invité.',
    setupTime: 3,
    features: [
      'Liens de planification',
      'Superposition des agendas',
      'Créneaux préférés',
      'Webhooks de réservation',
    ],
  },
  {
    id: 'reclaim',
    name: 'Reclaim.ai',
    description: 'Un assistant qui place automatiquement tâches, habitudes et pauses dans l’agenda.',
    setupTime: 5,
    features: [
      'Blocs de concentration',
      'Habitudes planifiées',
      'Synchronisation des tâches',
      'Statistiques de temps',
    ],
  },
  {
    id: 'motion',
    name: 'Motion',
    description: 'Un outil qui planifie automatiquement vos tâches et réunions dans l’agenda.',
    setupTime: 5,
    features: [
      'Planification automatique des tâches',
      'Réunions',
      'Projets',
      'Réorganisation en cas d’imprévu',
    ],
  },
]);

const communication = group('communication', [
  {
    id: 'slack',
    name: 'Slack',
    description: 'La messagerie d’équipe organisée en canaux.',
    setupTime: 2,
    features: [
      'Messages dans les canaux',
      'Commandes pour vos employés IA',
      'Alertes sur les tâches',
      'Résumés de conversations',
    ],
  },
  {
    id: 'microsoft-teams',
    name: 'Microsoft Teams',
    description: 'La messagerie et la visioconférence de Microsoft 365.',
    setupTime: 5,
    features: ['Messages dans les canaux', 'Réunions planifiées', 'Alertes', 'Résumés de réunion'],
  },
  {
    id: 'zoom',
    name: 'Zoom',
    description: 'La plateforme de visioconférence et de webinaires.',
    setupTime: 3,
    features: [
      'Création de réunions',
      'Liens ajoutés aux invitations',
      'Transcriptions des enregistrements',
      'Comptes rendus par Millie',
    ],
  },
  {
    id: 'google-meet',
    name: 'Google Meet',
    description: 'La visioconférence de Google Workspace.',
    setupTime: 2,
    features: [
      'Création de réunions',
      'Liens dans Google Calendar',
      'Liste des participants',
      'Comptes rendus',
    ],
  },
  {
    id: 'google-chat',
    name: 'Google Chat',
    description: 'La messagerie d’équipe de Google Workspace.',
    setupTime: 4,
    features: [
      'Messages dans les espaces',
      'Alertes sur les tâches',
      'Commandes de l’application',
      'Résumés de discussions',
    ],
  },
  {
    id: 'discord',
    name: 'Discord',
    description: 'Des serveurs de discussion écrite et vocale pour les communautés.',
    setupTime: 3,
    features: ['Messages dans les salons', 'Bot de réponse', 'Alertes', 'Modération assistée'],
  },
  {
    id: 'whatsapp-business',
    name: 'WhatsApp Business',
    description: 'La version professionnelle de WhatsApp et son API de messagerie.',
    pricing: 'Premium',
    setupTime: 8,
    features: [
      'Messages des clients',
      'Modèles de messages approuvés',
      'Réponses de Clide',
      'Transfert à un humain',
    ],
  },
  {
    id: 'telegram',
    name: 'Telegram',
    description: 'Une messagerie instantanée avec une API de bots ouverte.',
    setupTime: 3,
    features: ['Bot Telegram', 'Messages privés et groupes', 'Alertes', 'Commandes personnalisées'],
  },
  {
    id: 'messenger',
    name: 'Messenger',
    description: 'La messagerie de Meta pour échanger avec les clients d’une page Facebook.',
    setupTime: 5,
    features: [
      'Messages de la page',
      'Réponses automatiques',
      'Transfert à un humain',
      'Historique des conversations',
    ],
  },
  {
    id: 'mattermost',
    name: 'Mattermost',
    description: 'Une messagerie d’équipe open source, hébergeable chez soi.',
    setupTime: 5,
    features: [
      'Messages dans les canaux',
      'Webhooks entrants',
      'Commandes slash',
      'Instances auto-hébergées',
    ],
  },
  {
    id: 'rocket-chat',
    name: 'Rocket.Chat',
    description: 'Une plateforme de communication open source et auto-hébergeable.',
    setupTime: 5,
    features: ['Messages dans les canaux', 'Bots', 'Conversations omnicanales', 'Instances auto-hébergées'],
  },
  {
    id: 'element',
    name: 'Element',
    description: 'La messagerie sécurisée fondée sur le protocole ouvert Matrix.',
    setupTime: 6,
    features: ['Salons Matrix', 'Messages chiffrés', 'Bot d’alertes', 'Serveurs auto-hébergés'],
  },
  {
    id: 'webex',
    name: 'Webex',
    description: 'La visioconférence et la messagerie professionnelle de Cisco.',
    pricing: 'Premium',
    setupTime: 5,
    features: ['Création de réunions', 'Espaces de messagerie', 'Transcriptions', 'Enregistrements'],
  },
  {
    id: 'whereby',
    name: 'Whereby',
    description: 'La visioconférence dans le navigateur, sans installation.',
    setupTime: 3,
    features: ['Salles de réunion', 'Liens partageables', 'Salles intégrables', 'Enregistrements'],
  },
  {
    id: 'livestorm',
    name: 'Livestorm',
    description: 'La plateforme française de webinaires et d’événements en ligne.',
    setupTime: 4,
    features: [
      'Création d’événements',
      'Inscriptions',
      'Relances des participants',
      'Statistiques de participation',
    ],
  },
  {
    id: 'loom',
    name: 'Loom',
    description: 'Des messages vidéo enregistrés en quelques clics pour éviter des réunions.',
    setupTime: 2,
    features: ['Liste des vidéos', 'Transcriptions', 'Résumés', 'Partage des liens'],
  },
  {
    id: 'twilio',
    name: 'Twilio',
    description: 'Les API de SMS, d’appels et de messagerie pour les développeurs.',
    pricing: 'Premium',
    setupTime: 7,
    features: ['Envoi de SMS', 'Appels programmables', 'Numéros de téléphone', 'Journal des messages'],
  },
  {
    id: 'vonage',
    name: 'Vonage',
    description: 'Les API de communication pour les SMS, la voix et la vidéo.',
    pricing: 'Premium',
    setupTime: 7,
    features: ['Envoi de SMS', 'Appels vocaux', 'Vérification par code', 'Journal d’activité'],
  },
  {
    id: 'ringcentral',
    name: 'RingCentral',
    description: 'La téléphonie d’entreprise dans le cloud, avec messagerie et visio.',
    pricing: 'Premium',
    setupTime: 6,
    features: ['Journal des appels', 'SMS professionnels', 'Messagerie vocale', 'Réunions vidéo'],
  },
  {
    id: 'aircall',
    name: 'Aircall',
    description: 'La téléphonie cloud française des équipes commerciales et support.',
    setupTime: 4,
    features: ['Journal des appels', 'Enregistrements', 'Notes d’appel dans le CRM', 'Statistiques d’équipe'],
  },
  {
    id: 'ringover',
    name: 'Ringover',
    description: 'La téléphonie cloud française pour les entreprises.',
    setupTime: 4,
    features: ['Journal des appels', 'SMS', 'Enregistrements', 'Synchronisation avec le CRM'],
  },
  {
    id: 'intercom',
    name: 'Intercom',
    description: 'La plateforme de service client par chat, email et base de connaissances.',
    setupTime: 5,
    features: ['Conversations clients', 'Réponses de Clide', 'Articles d’aide', 'Étiquetage automatique'],
  },
  {
    id: 'zendesk',
    name: 'Zendesk',
    description: 'Le logiciel de support client par tickets, chat et téléphone.',
    setupTime: 5,
    features: [
      'Lecture des tickets',
      'Réponses proposées par Clide',
      'Escalade vers un agent',
      'Mise à jour des statuts',
    ],
  },
  {
    id: 'freshdesk',
    name: 'Freshdesk',
    description: 'Le logiciel de support client de Freshworks.',
    setupTime: 4,
    features: ['Tickets', 'Réponses suggérées', 'Base de connaissances', 'Priorités et SLA'],
  },
  {
    id: 'crisp',
    name: 'Crisp',
    description: 'La messagerie client française pour le chat, l’email et les réseaux sociaux.',
    setupTime: 3,
    features: ['Conversations du chat', 'Réponses de Clide', 'Base de connaissances', 'Segments de contacts'],
  },
  {
    id: 'help-scout',
    name: 'Help Scout',
    description: 'Une boîte de réception partagée et une base de connaissances pour le support.',
    setupTime: 4,
    features: ['Conversations', 'Réponses enregistrées', 'Base de connaissances', 'Notes internes'],
  },
  {
    id: 'tidio',
    name: 'Tidio',
    description: 'Un chat en direct et des chatbots pour les sites des petites entreprises.',
    setupTime: 3,
    features: ['Chat du site', 'Réponses automatiques', 'Transfert à un humain', 'Historique des visiteurs'],
  },
  {
    id: 'livechat',
    name: 'LiveChat',
    description: 'Un logiciel de chat en direct pour le service client et la vente en ligne.',
    setupTime: 4,
    features: ['Discussions entrantes', 'Réponses suggérées', 'Tickets', 'Satisfaction client'],
  },
  {
    id: 'jitsi',
    name: 'Jitsi Meet',
    description: 'La visioconférence open source, utilisable sans compte.',
    setupTime: 2,
    features: ['Salles de réunion', 'Liens partageables', 'Serveurs auto-hébergés', 'Salles protégées'],
  },
  {
    id: 'dialpad',
    name: 'Dialpad',
    description: 'La téléphonie cloud avec transcription des appels en temps réel.',
    setupTime: 5,
    features: ['Journal des appels', 'Transcriptions', 'SMS', 'Résumés d’appels'],
  },
]);

const data = group('data', [
  {
    id: 'google-analytics',
    name: 'Google Analytics',
    description: 'La mesure d’audience de Google pour sites web et applications.',
    setupTime: 3,
    features: [
      'Trafic et conversions',
      'Rapports hebdomadaires par Spec',
      'Alertes sur les variations',
      'Comparaison de périodes',
    ],
  },
  {
    id: 'notion',
    name: 'Notion',
    description: 'L’espace de travail tout-en-un pour notes, documents et bases de données.',
    setupTime: 3,
    features: [
      'Pages et bases de données',
      'Comptes rendus créés',
      'Recherche dans l’espace',
      'Mise à jour des tâches',
    ],
  },
  {
    id: 'airtable',
    name: 'Airtable',
    description: 'La base de données collaborative aussi simple qu’un tableur.',
    pricing: 'Premium',
    setupTime: 5,
    features: [
      'Lecture des tables',
      'Création d’enregistrements',
      'Vues filtrées',
      'Automatisations déclenchées',
    ],
  },
  {
    id: 'google-sheets',
    name: 'Google Sheets',
    description: 'Le tableur collaboratif en ligne de Google.',
    setupTime: 2,
    features: ['Lecture des feuilles', 'Ajout de lignes', 'Mise à jour des cellules', 'Export des rapports'],
  },
  {
    id: 'excel',
    name: 'Microsoft Excel',
    description: 'Le tableur de Microsoft 365, dans le navigateur ou sur poste.',
    setupTime: 3,
    features: [
      'Classeurs OneDrive et SharePoint',
      'Lecture des tableaux',
      'Ajout de lignes',
      'Export des rapports',
    ],
  },
  {
    id: 'google-drive',
    name: 'Google Drive',
    description: 'Le stockage et le partage de fichiers de Google.',
    setupTime: 2,
    features: ['Recherche de documents', 'Lecture des fichiers', 'Dépôt des rapports générés', 'Partage'],
  },
  {
    id: 'dropbox',
    name: 'Dropbox',
    description: 'Le stockage en ligne et la synchronisation de fichiers.',
    setupTime: 2,
    features: ['Recherche de fichiers', 'Dépôt des documents', 'Liens de partage', 'Dossiers surveillés'],
  },
  {
    id: 'onedrive',
    name: 'OneDrive',
    description: 'Le stockage de fichiers de Microsoft 365.',
    setupTime: 3,
    features: ['Recherche de documents', 'Dépôt des rapports', 'Partage', 'Bibliothèques SharePoint'],
  },
  {
    id: 'box',
    name: 'Box',
    description: 'Le stockage et la gestion de contenus sécurisés pour les entreprises.',
    pricing: 'Premium',
    setupTime: 5,
    features: ['Recherche de fichiers', 'Dépôt des documents', 'Métadonnées', 'Partage contrôlé'],
  },
  {
    id: 'bigquery',
    name: 'Google BigQuery',
    description: 'L’entrepôt de données serverless de Google Cloud.',
    pricing: 'Premium',
    setupTime: 8,
    features: ['Requêtes SQL', 'Tables et vues', 'Rapports planifiés', 'Export vers Google Sheets'],
  },
  {
    id: 'snowflake',
    name: 'Snowflake',
    description: 'La plateforme de données cloud pour l’entreposage et l’analyse.',
    pricing: 'Premium',
    setupTime: 9,
    features: ['Requêtes SQL', 'Schémas et tables', 'Rapports planifiés', 'Rôles et entrepôts'],
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    description: 'La base de données relationnelle open source.',
    setupTime: 6,
    features: ['Connexion en lecture seule', 'Requêtes SQL', 'Rapports planifiés', 'Connexion chiffrée TLS'],
  },
  {
    id: 'mysql',
    name: 'MySQL',
    description: 'La base de données relationnelle open source d’Oracle.',
    setupTime: 6,
    features: ['Connexion en lecture seule', 'Requêtes SQL', 'Rapports planifiés', 'Connexion chiffrée TLS'],
  },
  {
    id: 'mongodb',
    name: 'MongoDB Atlas',
    description: 'La base de données orientée documents de MongoDB, dans le cloud.',
    setupTime: 7,
    features: ['Lecture des collections', 'Agrégations', 'Rapports planifiés', 'Connexion chiffrée'],
  },
  {
    id: 'supabase',
    name: 'Supabase',
    description: 'La plateforme backend open source construite sur PostgreSQL.',
    setupTime: 5,
    features: ['Lecture des tables', 'Requêtes SQL', 'Fonctions', 'Webhooks de base de données'],
  },
  {
    id: 'looker-studio',
    name: 'Looker Studio',
    description: 'Les tableaux de bord gratuits de Google, anciennement Data Studio.',
    setupTime: 4,
    features: ['Sources de données', 'Rapports partagés', 'Commentaires de Spec', 'Export PDF'],
  },
  {
    id: 'power-bi',
    name: 'Power BI',
    description: 'La plateforme de Business Intelligence de Microsoft.',
    pricing: 'Premium',
    setupTime: 7,
    features: [
      'Jeux de données',
      'Rapports et tableaux de bord',
      'Actualisation planifiée',
      'Résumé des indicateurs',
    ],
  },
  {
    id: 'tableau',
    name: 'Tableau',
    description: 'La plateforme de visualisation de données de Salesforce.',
    pricing: 'Premium',
    setupTime: 8,
    features: ['Classeurs et vues', 'Sources de données', 'Export des vues', 'Résumé des indicateurs'],
  },
  {
    id: 'metabase',
    name: 'Metabase',
    description: 'Un outil open source de tableaux de bord et de questions sur vos données.',
    setupTime: 5,
    features: ['Questions enregistrées', 'Tableaux de bord', 'Alertes', 'Instances auto-hébergées'],
  },
  {
    id: 'mixpanel',
    name: 'Mixpanel',
    description: 'L’analyse produit fondée sur les événements des utilisateurs.',
    setupTime: 4,
    features: ['Événements', 'Entonnoirs de conversion', 'Rétention', 'Rapports hebdomadaires'],
  },
  {
    id: 'amplitude',
    name: 'Amplitude',
    description: 'La plateforme d’analyse produit et d’expérimentation.',
    setupTime: 5,
    features: ['Événements', 'Cohortes', 'Parcours utilisateurs', 'Rapports'],
  },
  {
    id: 'segment',
    name: 'Segment',
    description: 'La plateforme de données clients de Twilio, qui collecte et redistribue les événements.',
    pricing: 'Premium',
    setupTime: 6,
    features: ['Sources d’événements', 'Destinations', 'Profils clients', 'Suivi des événements'],
  },
  {
    id: 'hotjar',
    name: 'Hotjar',
    description: 'Cartes de chaleur, enregistrements de sessions et sondages pour sites web.',
    setupTime: 3,
    features: [
      'Retours et sondages',
      'Cartes de chaleur',
      'Enregistrements de sessions',
      'Synthèse des retours',
    ],
  },
  {
    id: 'matomo',
    name: 'Matomo',
    description: 'La mesure d’audience open source qui garde les données chez vous.',
    setupTime: 4,
    features: ['Visites et conversions', 'Objectifs', 'Rapports planifiés', 'Instances auto-hébergées'],
  },
  {
    id: 'plausible',
    name: 'Plausible Analytics',
    description: 'Une mesure d’audience légère, open source et sans cookies, hébergée dans l’UE.',
    setupTime: 2,
    features: ['Visites et sources', 'Objectifs', 'Rapports hebdomadaires', 'Alertes de trafic'],
  },
  {
    id: 'google-search-console',
    name: 'Google Search Console',
    description: 'Les performances de votre site dans la recherche Google.',
    setupTime: 3,
    features: ['Requêtes et clics', 'Pages indexées', 'Alertes d’indexation', 'Rapports SEO par Suki'],
  },
  {
    id: 'semrush',
    name: 'Semrush',
    description: 'La plateforme de référencement et de veille concurrentielle.',
    pricing: 'Premium',
    setupTime: 5,
    features: ['Positions des mots-clés', 'Audit de site', 'Veille des concurrents', 'Rapports SEO'],
  },
  {
    id: 'zapier',
    name: 'Zapier',
    description: 'L’automatisation sans code entre des milliers d’applications.',
    setupTime: 4,
    features: [
      'Déclencheurs Septime',
      'Actions dans vos Zaps',
      'Données transmises',
      'Historique des exécutions',
    ],
  },
  {
    id: 'make',
    name: 'Make',
    description: 'La plateforme d’automatisation visuelle, anciennement Integromat.',
    setupTime: 4,
    features: ['Scénarios déclenchés', 'Modules Septime', 'Webhooks', 'Historique des exécutions'],
  },
  {
    id: 'n8n',
    name: 'n8n',
    description: 'L’outil d’automatisation de workflows open source, hébergeable chez soi.',
    setupTime: 5,
    features: ['Nœuds Septime', 'Webhooks', 'Workflows auto-hébergés', 'Historique des exécutions'],
  },
  {
    id: 'webhooks',
    name: 'Webhooks',
    description: 'Des requêtes HTTP pour relier Septime à n’importe quel service.',
    setupTime: 3,
    features: [
      'Événements des tâches et projets',
      'Charge utile JSON',
      'Nouvel essai en cas d’échec',
      'Journal des envois',
    ],
  },
  {
    id: 'typeform',
    name: 'Typeform',
    description: 'Des formulaires et questionnaires conversationnels.',
    setupTime: 3,
    features: ['Nouvelles réponses', 'Création de contacts', 'Synthèse des réponses', 'Relances'],
  },
  {
    id: 'tally',
    name: 'Tally',
    description: 'Un créateur de formulaires simple, qui s’écrit comme un document.',
    setupTime: 2,
    features: ['Nouvelles réponses', 'Création de contacts', 'Webhooks', 'Synthèse des réponses'],
  },
  {
    id: 'jotform',
    name: 'Jotform',
    description: 'Un créateur de formulaires en ligne, avec modèles et paiements.',
    setupTime: 3,
    features: ['Nouvelles réponses', 'Pièces jointes', 'Création de contacts', 'Synthèse des réponses'],
  },
  {
    id: 'databricks',
    name: 'Databricks',
    description: 'La plateforme de données et d’IA construite sur l’architecture lakehouse.',
    pricing: 'Premium',
    setupTime: 10,
    features: ['Requêtes SQL', 'Tables du catalogue', 'Rapports planifiés', 'Entrepôts SQL'],
  },
]);

const ecommerce = group('ecommerce', [
  {
    id: 'stripe',
    name: 'Stripe',
    description: 'La plateforme de paiement en ligne et de facturation récurrente.',
    setupTime: 3,
    features: ['Paiements et remboursements', 'Abonnements', 'Factures', 'Rapports de revenus'],
  },
  {
    id: 'shopify',
    name: 'Shopify',
    description: 'La plateforme pour créer et gérer une boutique en ligne.',
    setupTime: 4,
    features: ['Commandes', 'Produits et stocks', 'Clients', 'Réponses sur le suivi de commande'],
  },
  {
    id: 'woocommerce',
    name: 'WooCommerce',
    description: 'L’extension e-commerce open source de WordPress.',
    setupTime: 5,
    features: ['Commandes', 'Produits', 'Clients', 'Statuts de livraison'],
  },
  {
    id: 'prestashop',
    name: 'PrestaShop',
    description: 'La solution e-commerce open source née en France.',
    setupTime: 6,
    features: ['Commandes', 'Catalogue', 'Clients', 'Stocks'],
  },
  {
    id: 'adobe-commerce',
    name: 'Adobe Commerce',
    description: 'La plateforme e-commerce d’Adobe, fondée sur Magento.',
    pricing: 'Premium',
    setupTime: 10,
    features: ['Commandes', 'Catalogue', 'Clients', 'Multi-boutiques'],
  },
  {
    id: 'bigcommerce',
    name: 'BigCommerce',
    description: 'Une plateforme e-commerce en SaaS pour les marques en croissance.',
    setupTime: 5,
    features: ['Commandes', 'Produits', 'Clients', 'Paniers abandonnés'],
  },
  {
    id: 'wix',
    name: 'Wix eCommerce',
    description: 'La boutique en ligne intégrée aux sites Wix.',
    setupTime: 4,
    features: ['Commandes', 'Produits', 'Clients', 'Alertes de vente'],
  },
  {
    id: 'squarespace',
    name: 'Squarespace Commerce',
    description: 'La vente en ligne intégrée aux sites Squarespace.',
    setupTime: 4,
    features: ['Commandes', 'Produits', 'Stocks', 'Profils clients'],
  },
  {
    id: 'paypal',
    name: 'PayPal',
    description: 'Le paiement en ligne par compte PayPal ou par carte.',
    setupTime: 4,
    features: ['Transactions', 'Remboursements', 'Factures', 'Litiges'],
  },
  {
    id: 'mollie',
    name: 'Mollie',
    description: 'Les paiements en ligne des entreprises européennes, depuis les Pays-Bas.',
    setupTime: 3,
    features: ['Paiements', 'Remboursements', 'Abonnements', 'Rapports de règlement'],
  },
  {
    id: 'paddle',
    name: 'Paddle',
    description: 'La plateforme de paiement des éditeurs de logiciels, revendeur officiel de leurs ventes.',
    setupTime: 4,
    features: ['Abonnements', 'Transactions', 'Taxes prises en charge', 'Rapports de revenus'],
  },
  {
    id: 'gocardless',
    name: 'GoCardless',
    description: 'Les paiements par prélèvement bancaire, ponctuels ou récurrents.',
    setupTime: 5,
    features: ['Mandats SEPA', 'Prélèvements', 'Paiements échoués', 'Abonnements'],
  },
  {
    id: 'sumup',
    name: 'SumUp',
    description: 'Terminaux de paiement et paiement en ligne pour les petits commerces.',
    setupTime: 3,
    features: ['Transactions', 'Remboursements', 'Rapports de ventes', 'Liens de paiement'],
  },
  {
    id: 'adyen',
    name: 'Adyen',
    description: 'La plateforme de paiement unifiée, en ligne et en magasin, des grandes enseignes.',
    pricing: 'Premium',
    setupTime: 9,
    features: ['Paiements', 'Remboursements', 'Notifications de paiement', 'Rapports de règlement'],
  },
  {
    id: 'payplug',
    name: 'Payplug',
    description: 'La solution française de paiement en ligne et en magasin pour les PME.',
    setupTime: 4,
    features: ['Paiements', 'Remboursements', 'Liens de paiement', 'Paiement en plusieurs fois'],
  },
  {
    id: 'alma',
    name: 'Alma',
    description: 'La solution française de paiement en plusieurs fois et différé.',
    setupTime: 5,
    features: ['Paiements fractionnés', 'Éligibilité des paniers', 'Suivi des échéances', 'Remboursements'],
  },
  {
    id: 'lemon-squeezy',
    name: 'Lemon Squeezy',
    description: 'La vente de logiciels et de produits numériques, taxes comprises.',
    setupTime: 3,
    features: ['Commandes', 'Abonnements', 'Licences', 'Remboursements'],
  },
  {
    id: 'amazon-seller-central',
    name: 'Amazon Seller Central',
    description: 'L’espace vendeur pour vendre sur la marketplace d’Amazon.',
    pricing: 'Premium',
    setupTime: 9,
    features: ['Commandes', 'Stocks', 'Messages des acheteurs', 'Rapports de ventes'],
  },
  {
    id: 'ebay',
    name: 'eBay',
    description: 'La marketplace d’enchères et de vente à prix fixe.',
    setupTime: 6,
    features: ['Commandes', 'Annonces', 'Messages des acheteurs', 'Stocks'],
  },
  {
    id: 'etsy',
    name: 'Etsy',
    description: 'La marketplace des créations artisanales et vintage.',
    setupTime: 5,
    features: ['Commandes', 'Annonces', 'Avis clients', 'Stocks'],
  },
  {
    id: 'mirakl',
    name: 'Mirakl',
    description: 'La solution française pour lancer et gérer une marketplace.',
    pricing: 'Premium',
    setupTime: 10,
    features: ['Commandes des vendeurs', 'Offres', 'Messages', 'Litiges'],
  },
  {
    id: 'sendcloud',
    name: 'Sendcloud',
    description: 'La plateforme d’expédition qui réunit les transporteurs européens.',
    setupTime: 4,
    features: ['Étiquettes d’expédition', 'Suivi des colis', 'Retours', 'Alertes de livraison'],
  },
  {
    id: 'boxtal',
    name: 'Boxtal',
    description: 'La solution française d’envoi de colis multi-transporteurs.',
    setupTime: 4,
    features: ['Comparaison des offres', 'Étiquettes', 'Suivi des colis', 'Points relais'],
  },
  {
    id: 'shipstation',
    name: 'ShipStation',
    description: 'Le logiciel de gestion des expéditions des vendeurs en ligne.',
    setupTime: 5,
    features: ['Commandes à expédier', 'Étiquettes', 'Suivi des colis', 'Règles d’expédition'],
  },
  {
    id: 'gorgias',
    name: 'Gorgias',
    description: 'Le helpdesk conçu pour les boutiques e-commerce.',
    setupTime: 4,
    features: ['Tickets clients', 'Données de commande', 'Réponses de Clide', 'Macros'],
  },
]);

export const connectors: readonly Connector[] = [
  ...email,
  ...crm,
  ...calendar,
  ...communication,
  ...data,
  ...ecommerce,
];

export const connectorById = (id: string): Connector | undefined => connectors.find((c) => c.id === id);

const availableConnectors = connectors.filter((c) => c.status === 'available');
const connectingThrough = Object.values(integrationIdByConnector);

/**
 * The figures /connectors states, derived from the statuses (decision 062): the six mail brands are
 * one IMAP form, so the page says how many services connect and through how many integrations.
 */
export const catalogueFigures = {
  total: connectors.length,
  available: availableConnectors.length,
  comingSoon: connectors.filter((c) => c.status === 'coming-soon').length,
  /** Distinct /integrations forms the available connectors go through (mailbox, calendar, webhooks). */
  integrations: new Set(connectingThrough).size,
  mailboxes: connectingThrough.filter((id) => id === 'mailbox').length,
  calendars: connectingThrough.filter((id) => id === 'calendar').length,
  /** Setup minutes of the available connectors, shortest and longest. */
  setupMinutes: [
    Math.min(...availableConnectors.map((c) => c.setupTime)),
    Math.max(...availableConnectors.map((c) => c.setupTime)),
  ] as const,
};

// --- search and category filter

export type ConnectorFilterCategory = ConnectorCategory | 'all';

export const isConnectorCategory = (value: unknown): value is ConnectorCategory =>
  (connectorCategories as readonly unknown[]).includes(value);

/** Lowercase, without accents: 'Données' and 'donnees' match. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface ConnectorFilterResult {
  results: Connector[];
  /** Matches of the search per category (and in all), so the buttons' counts follow the search. */
  counts: Record<ConnectorFilterCategory, number>;
}

/**
 * Search by name or description (every word must appear, case and accents ignored), then keep the
 * chosen category. Counts are computed before the category, so each button says what it would show.
 */
export function filterConnectors(
  list: readonly Connector[],
  { query = '', category = 'all' }: { query?: string; category?: ConnectorFilterCategory },
): ConnectorFilterResult {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matching = list.filter((connector) => {
    const haystack = foldForSearch(`${connector.name} ${connector.description}`);
    return words.every((word) => haystack.includes(word));
  });
  const counts = { all: matching.length } as Record<ConnectorFilterCategory, number>;
  for (const id of connectorCategories) counts[id] = 0;
  for (const connector of matching) counts[connector.category] += 1;
  return {
    results: category === 'all' ? matching : matching.filter((c) => c.category === category),
    counts,
  };
}

// --- forms (validated by the browser and again by the server)

export const connectorInterestSchema = z.object({
  connectorId: z
    .string({ error: 'Le connecteur est requis.' })
    .refine((id) => connectorById(id) !== undefined, { error: 'Connecteur inconnu.' }),
});

export const connectorRequestSchema = z.object({
  name: z
    .string({ error: 'Le nom du service est requis.' })
    .trim()
    .min(2, { error: 'Indiquez le nom du service (2 caractères minimum).' })
    .max(80, { error: 'Le nom du service ne peut pas dépasser 80 caractères.' }),
  useCase: z
    .string({ error: 'Le cas d’usage est requis.' })
    .trim()
    .min(10, { error: 'Décrivez votre cas d’usage en quelques mots (10 caractères minimum).' })
    .max(1000, { error: 'Le cas d’usage ne peut pas dépasser 1 000 caractères.' }),
  email: z
    .string({ error: 'L’email est requis.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Veuillez saisir une adresse email valide.' }).max(254)),
});

export type ConnectorRequestInput = z.input<typeof connectorRequestSchema>;
export type ConnectorRequest = z.output<typeof connectorRequestSchema>;

// --- answers of /api/connectors

export const connectorInterestsSchema = z.object({ connectorIds: z.array(z.string()) });
export const connectorInterestResponseSchema = z.object({ connectorId: z.string(), message: z.string() });
export const connectorRequestResponseSchema = z.object({ id: z.string(), message: z.string() });
