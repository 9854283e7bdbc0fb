import { weakPasswordMessage } from '../../shared/password-strength.ts';
import { twoFactorSettings } from '../../shared/two-factor-model.ts';
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
  // The twoFactor plugin's codes (decision 074).
  INVALID_CODE: 'Code de vérification incorrect. Vérifiez l’heure de votre téléphone et réessayez.',
  // Ours (totp-replay.ts): a right code whose time step was already accepted.
  TOTP_ALREADY_USED:
    'Ce code a déjà servi. Attendez le code suivant de votre application (il change toutes les 30\u00a0secondes).',
  INVALID_BACKUP_CODE: 'Ce code de secours est incorrect ou a déjà servi.',
  INVALID_TWO_FACTOR_COOKIE: `La vérification a expiré (${twoFactorSettings.challengeMinutes}\u00a0minutes) ou n’est plus valable\u00a0: reconnectez-vous avec votre email et votre mot de passe.`,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Trop de codes incorrects pour cette connexion\u00a0: reconnectez-vous avec votre email et votre mot de passe.',
  ACCOUNT_TEMPORARILY_LOCKED: `Trop de codes incorrects d’affilée\u00a0: la double authentification de ce compte est bloquée ${twoFactorSettings.lockoutMinutes}\u00a0minutes.`,
  TOTP_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
  BACKUP_CODES_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
  TOTP_ALREADY_ENABLED: 'La double authentification est déjà activée sur ce compte.',
  TOTP_NOT_CONFIGURED: 'La double authentification par application n’est pas disponible.',
  OTP_NOT_CONFIGURED: 'Seule la double authentification par application (TOTP) est disponible.',
  OTP_NOT_ENABLED: 'Seule la double authentification par application (TOTP) est disponible.',
  OTP_HAS_EXPIRED: 'Ce code a expiré. Reconnectez-vous pour en obtenir un nouveau.',
};

export const rateLimitMessages: Record<string, string> = {
  '/sign-in/email': 'Trop de tentatives de connexion. Veuillez patienter.',
  '/sign-up/email': "Trop de tentatives d'inscription. Veuillez patienter.",
  '/two-factor/verify-totp': 'Trop de codes essayés. Veuillez patienter quelques minutes avant de réessayer.',
};
export const defaultRateLimitMessage = 'Trop de tentatives. Veuillez patienter.';
export const genericAuthMessage = 'La demande a échoué. Veuillez réessayer.';
