// The settings page's contract (/settings 'Paramètres'), shared by the form checks and the server.
import { z } from 'zod';
import { passwordMaxLength } from './password-strength.ts';

export const displayNameMax = 100;

export const profileSchema = z.object({
  name: z
    .string({ error: 'Le nom affiché est requis.' })
    .trim()
    .min(1, { error: 'Le nom affiché est requis.' })
    .max(displayNameMax, { error: `Le nom affiché ne peut pas dépasser ${displayNameMax} caractères.` }),
});

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Saisissez votre mot de passe actuel.' })
    .min(1, { error: 'Saisissez votre mot de passe actuel.' })
    .max(passwordMaxLength, { error: 'Mot de passe actuel incorrect.' }),
  newPassword: z.string({ error: 'Saisissez le nouveau mot de passe.' }),
});

/** The word typed to confirm the deletion, when the email is not typed instead. */
export const deletionWord = 'SUPPRIMER';

export const accountDeletionSchema = z.object({
  confirmation: z
    .string({ error: `Tapez votre email ou « ${deletionWord} » pour confirmer.` })
    .trim()
    .min(1, { error: `Tapez votre email ou « ${deletionWord} » pour confirmer.` }),
});

export function deletionConfirmed(confirmation: string, email: string): boolean {
  const typed = confirmation.trim();
  return typed === deletionWord || typed.toLowerCase() === email.toLowerCase();
}
