// Error codes are `area` or `kind:area`; one table of French messages that the server sends and the UI shows.
/** The one message every page may need (the catalogue below stays out of the pages' bundles). */
export const internalErrorMessage =
  'Une erreur interne est survenue. Veuillez réessayer dans quelques instants.';

export const errorMessages = {
  not_found: 'Ressource introuvable.',
  internal: internalErrorMessage,
  unavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'unavailable:disk_full':
    'Espace disque insuffisant sur le serveur : rien n’a été enregistré. Veuillez réessayer plus tard.',
  'unavailable:overloaded': 'Le serveur est très sollicité. Veuillez réessayer dans quelques secondes.',
  'validation:body': 'Requête invalide.',
  'validation:json': 'Le corps de la requête doit être un JSON valide.',
  'validation:param': 'Paramètre invalide.',
  'validation:control_character': 'Le texte contient un caractère non autorisé.',
  payload_too_large: 'La requête est trop volumineuse.',
  'documents:too_complex': 'Ce document est trop volumineux ou trop complexe pour être lu.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: 'Action non autorisée.',
  'forbidden:two_factor':
    'Votre organisation exige la double authentification de ses propriétaires et administrateurs\u00a0: activez-la dans «\u00a0Paramètres → Sécurité\u00a0».',
  rate_limit: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  'rate_limit:chat': 'Trop de messages envoyés. Veuillez patienter une minute avant de réessayer.',
  'rate_limit:outgoing':
    'Trois échanges avec des serveurs extérieurs sont déjà en cours pour votre compte : attendez qu’ils se terminent, puis réessayez.',
  'ai:provider': "Impossible d'envoyer le message. Veuillez réessayer.",
  'ai:timeout': "L'employé IA met trop de temps à répondre. Veuillez réessayer.",
  'ai:interrupted': 'La réponse a été interrompue.',
  'rate_limit:newsletter': 'Trop d’inscriptions depuis votre connexion. Veuillez réessayer dans une heure.',
  'rate_limit:connector_request': 'Trop de demandes envoyées. Veuillez réessayer dans une heure.',
  'rate_limit:connector_interest': 'Trop de demandes. Veuillez patienter quelques minutes.',
  'ai:tool': "L'employé IA n'a pas pu terminer. Veuillez réessayer dans quelques instants.",
  'speech:missing_key':
    'Clé API ElevenLabs manquante ou refusée. Ajoutez votre clé ElevenLabs pour continuer.',
  'speech:key_not_accepted':
    'Ce serveur produit les voix lui-même : aucune clé API n’est à fournir. Réessayez sans clé.',
  'speech:key_needs_account': 'Connectez-vous pour utiliser votre propre clé API ElevenLabs.',
  'speech:not_configured': 'Reconnaissance vocale non configurée sur ce serveur.',
  'speech:provider': "Le service vocal n'a pas pu répondre. Veuillez réessayer dans quelques instants.",
  'speech:timeout': 'Le service vocal met trop de temps à répondre. Veuillez réessayer.',
  'speech:audio_too_large': "L'enregistrement est trop volumineux : 10 Mo au maximum.",
  'validation:audio': 'Format audio non reconnu : envoyez un enregistrement webm, ogg ou wav.',
  'rate_limit:speech': 'Trop de demandes vocales. Veuillez patienter une minute avant de réessayer.',
  'rate_limit:speech_busy':
    'Une synthèse vocale est déjà en cours pour vous : attendez qu’elle se termine avant d’en lancer une autre.',
  'speech:busy': 'Le service vocal est saturé. Veuillez réessayer dans quelques instants.',
  'speech:synthesis_timeout':
    'La synthèse vocale a pris trop de temps et a été interrompue. Essayez un texte plus court.',
  'quota:ai_tasks': 'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.',
  'billing:checkout': 'Erreur lors de la création du checkout',
  'billing:plan': 'Plan inconnu : choisissez pro ou enterprise.',
  'billing:provider': 'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
  'billing:no_subscription': 'Aucun abonnement actif à annuler.',
  'billing:checkout_closed': 'Ce paiement est déjà terminé ou a expiré.',
  'billing:card_required': 'Ce plan n’a pas d’essai gratuit : une carte est nécessaire.',
  'billing:trial_used': 'L’essai Pro gratuit a déjà été utilisé sur ce compte.',
  'billing:trial_subscribed':
    'Vous avez déjà un plan Pro ou Entreprise en cours : l’essai n’est pas nécessaire.',
  'payment:card_declined': 'Votre carte a été refusée. Aucun montant n’a été débité.',
  'payment:card_unsupported':
    'Carte non acceptée en mode test : utilisez 4242 4242 4242 4242 (ou 4000 0000 0000 0002 pour un refus).',
  'webhook:signature': 'Signature du webhook invalide ou expirée.',
  'rate_limit:webhook_backlog':
    'Trop d’envois de webhook en attente : attendez qu’ils aboutissent ou supprimez-en dans le journal.',
  'webhook:not_configured': 'Le secret du webhook (STRIPE_WEBHOOK_SECRET) n’est pas configuré.',
  'quota:projects':
    'Le plan Gratuit comprend 1 projet personnel. Passez au plan Pro pour créer des projets illimités.',
  'quota:memory_facts':
    'Vos employés retiennent au plus 100 faits : supprimez-en un dans les paramètres avant d’en ajouter un autre.',
  'memory:duplicate': 'Ce fait est déjà retenu.',
  // The support desk (decision 066).
  'support:ticket_not_found': 'Ticket introuvable.',
  'support:form_not_found': 'Ce formulaire de contact n’existe pas ou n’est plus actif.',
  'support:form_expired': 'Le formulaire a expiré : rechargez la page puis renvoyez votre message.',
  'support:too_fast':
    'Votre message est parti avant d’avoir pu être écrit : patientez quelques secondes puis renvoyez-le.',
  'rate_limit:contact': 'Trop de messages envoyés. Veuillez réessayer dans une heure.',
} as const;

export type ErrorCode = keyof typeof errorMessages | (string & {});

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}
