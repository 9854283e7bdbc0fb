import { z } from 'zod';
import { profileSchema } from '../../shared/account.ts';

const email = z
  .string({ error: 'Veuillez saisir votre email.' })
  .trim()
  .min(1, 'Veuillez saisir votre email.')
  .max(254, 'Adresse email invalide.')
  .pipe(z.email('Adresse email invalide.'));
const password = z
  .string({ error: 'Veuillez saisir votre mot de passe.' })
  .min(1, 'Veuillez saisir votre mot de passe.')
  .max(1024, 'Le mot de passe ne peut pas dépasser 128 caractères.');

/** `callbackURL`: where the confirmation link lands; the server keeps only its same-origin `retour` (auth.ts). */
export const signUpBodySchema = z.object({
  email,
  password,
  name: profileSchema.shape.name.optional(),
  callbackURL: z.string().max(2000).optional(),
  /** « Essai Gratuit » and the Pro calls to action: the 14-day Pro trial starts once the email is confirmed. */
  plan: z.enum(['pro-trial'], { error: 'Offre inconnue.' }).optional(),
});
export const signInBodySchema = z.object({ email, password });
export const emailBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'Lien invalide.'),
  newPassword: password,
});

/**
 * A body of exactly these fields: better-auth reads the request as sent, so a field we do not check
 * (the plugin's `method: 'otp'`, `issuer`, `disableSession`) is refused rather than passed through.
 */
const exactBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ inattendu\u00a0: ${issue.keys.join(', ')}.`
        : 'Requête invalide\u00a0: un objet JSON est attendu.',
  });

/** The 6 digits of the authenticator app (spaces are taken out by the form, not here). */
export const totpCodeSchema = z
  .string({ error: 'Saisissez le code à 6 chiffres de votre application d’authentification.' })
  .regex(/^\d{6}$/, 'Le code de vérification compte 6 chiffres.');
/** A backup code as better-auth makes them: 5 letters or digits, a hyphen, 5 more. */
export const backupCodeSchema = z
  .string({ error: 'Saisissez un de vos codes de secours.' })
  .regex(
    /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/,
    'Un code de secours compte 10 lettres ou chiffres, avec un tiret au milieu (ex.\u00a0: Ab3dE-fG7hK).',
  );
const trustDevice = z.boolean({ error: '« Faire confiance à cet appareil » vaut vrai ou faux.' }).optional();
/** Enabling, disabling and new backup codes ask for the password again. */
export const twoFactorPasswordBodySchema = exactBody({ password });
export const verifyTotpBodySchema = exactBody({ code: totpCodeSchema, trustDevice });
export const verifyBackupCodeBodySchema = exactBody({ code: backupCodeSchema, trustDevice });

/** What we check before better-auth sees a body, so every refusal has a precise French message. */
export const authBodySchemas: Record<string, z.ZodType> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
  '/send-verification-email': emailBodySchema,
  '/request-password-reset': emailBodySchema,
  // The same profile rules as PATCH /api/account (not empty, 100 characters at most, one line).
  '/update-user': z.object({
    name: profileSchema.shape.name.optional(),
    image: z.string().max(2048, 'L’adresse de l’image est trop longue.').nullable().optional(),
  }),
  '/reset-password': resetPasswordBodySchema,
  // Two-factor authentication (decision 074): only the TOTP method, asked with the password.
  '/two-factor/enable': twoFactorPasswordBodySchema,
  '/two-factor/disable': twoFactorPasswordBodySchema,
  '/two-factor/generate-backup-codes': twoFactorPasswordBodySchema,
  '/two-factor/verify-totp': verifyTotpBodySchema,
  '/two-factor/verify-backup-code': verifyBackupCodeBodySchema,
};

/** The two-factor paths whose body carries a code: their own rate limits (rules.ts). */
export const twoFactorVerifyPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
