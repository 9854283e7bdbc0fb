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
};
