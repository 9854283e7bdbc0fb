// Error codes are `area` or `kind:area`; one table of French messages that the server sends and the UI shows.
export const errorMessages = {
  not_found: 'Ressource introuvable.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer dans quelques instants.',
  unavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'validation:body': 'Requête invalide.',
  'validation:json': 'Le corps de la requête doit être un JSON valide.',
  'validation:param': 'Paramètre invalide.',
  payload_too_large: 'La requête est trop volumineuse.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: 'Action non autorisée.',
  rate_limit: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  'rate_limit:chat': 'Trop de messages envoyés. Veuillez patienter une minute avant de réessayer.',
  'ai:provider': "Impossible d'envoyer le message. Veuillez réessayer.",
  'ai:timeout': "L'employé IA met trop de temps à répondre. Veuillez réessayer.",
  'ai:interrupted': 'La réponse a été interrompue.',
  'rate_limit:newsletter': 'Trop d’inscriptions depuis votre connexion. Veuillez réessayer dans une heure.',
  'rate_limit:connector_request': 'Trop de demandes envoyées. Veuillez réessayer dans une heure.',
  'rate_limit:connector_interest': 'Trop de demandes. Veuillez patienter quelques minutes.',
  'ai:tool': "L'employé IA n'a pas pu terminer. Veuillez réessayer dans quelques instants.",
  'quota:ai_tasks': 'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.',
  'quota:projects':
    'Le plan Gratuit comprend 1 projet personnel. Passez au plan Pro pour créer des projets illimités.',
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
