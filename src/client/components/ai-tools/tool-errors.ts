import { ApiRequestError } from '../../lib/api.ts';

export const signInRequired = {
  title: 'Authentification requise',
  description: 'Vous devez être connecté pour utiliser cette fonctionnalité',
} as const;

export const quotaErrorCode = 'quota:ai_tasks';

export function isQuotaError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === quotaErrorCode;
}

/** The server's French message when it says something useful (quota, validation, network), else the panel's default. */
export function failureDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.code !== 'internal') return error.message;
  return fallback;
}
