import { weakPasswordMessage } from '../../shared/password-strength.ts';
import { commonPasswordMessage, passwordLengthMessage } from './password-policy.ts';

// French messages for every code the auth endpoints answer with (better-auth's and our password policy's).
export const authMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou mot de passe incorrect.',
  EMAIL_NOT_VERIFIED:
    "Votre email n'est pas encore confirmé. Cliquez sur le lien reçu par email, ou renvoyez-le avec « Renvoyer l'email ».",
  INVALID_EMAIL: 'Adresse email invalide.',
  INVALID_PASSWORD: 'Mot de passe invalide.',
  PASSWORD_TOO_SHORT: passwordLengthMessage,
  PASSWORD_TOO_LONG: passwordLengthMessage,
  WEAK_PASSWORD: weakPasswordMessage,
  COMMON_PASSWORD: commonPasswordMessage,
  INVALID_TOKEN: 'Ce lien est invalide ou a déjà été utilisé. Demandez-en un nouveau.',
  TOKEN_EXPIRED: 'Ce lien a expiré. Demandez-en un nouveau.',
  USER_NOT_FOUND: 'Compte introuvable.',
  INVALID_ORIGIN: 'Requête refusée : origine non autorisée.',
  MISSING_OR_NULL_ORIGIN: 'Requête refusée : origine non autorisée.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Requête refusée : origine non autorisée.',
  VALIDATION_ERROR: 'Requête invalide : vérifiez les champs envoyés.',
  UNAUTHORIZED: 'Vous devez être connecté pour effectuer cette action.',
};

export const rateLimitMessages: Record<string, string> = {
  '/sign-in/email': 'Trop de tentatives de connexion. Veuillez patienter.',
  '/sign-up/email': "Trop de tentatives d'inscription. Veuillez patienter.",
};
export const defaultRateLimitMessage = 'Trop de tentatives. Veuillez patienter.';
export const genericAuthMessage = 'La demande a échoué. Veuillez réessayer.';
