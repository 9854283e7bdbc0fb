// Error codes are `area` or `kind:area`; one table of French messages that the server sends and the UI shows.
export const errorMessages = {
  not_found: 'Ressource introuvable.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer dans quelques instants.',
  unavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'validation:body': 'Requête invalide.',
  'validation:json': 'Le corps de la requête doit être un JSON valide.',
  payload_too_large: 'La requête est trop volumineuse.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: 'Action non autorisée.',
  rate_limit: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
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
