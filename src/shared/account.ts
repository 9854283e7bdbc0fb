// Zod schemas of the account contract; the constants, types and helpers are in account-model.ts, which
// the client imports without pulling zod into its page chunks.

import { deletionWord, displayNameMax } from './account-model.ts';
import { passwordMaxLength } from './password-strength.ts';
import { singleLineText } from './text-rules.ts';
import { z } from './zod.ts';

export * from './account-model.ts';

export const profileSchema = z.object({
  name: z
    .string({ error: 'Le nom affiché est requis.' })
    .trim()
    .min(1, { error: 'Le nom affiché est requis.' })
    .max(displayNameMax, { error: `Le nom affiché ne peut pas dépasser ${displayNameMax} caractères.` })
    .refine(...singleLineText),
});

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Saisissez votre mot de passe actuel.' })
    .min(1, { error: 'Saisissez votre mot de passe actuel.' })
    .max(passwordMaxLength, { error: 'Mot de passe actuel incorrect.' }),
  newPassword: z.string({ error: 'Saisissez le nouveau mot de passe.' }),
});

export const accountDeletionSchema = z.object({
  confirmation: z
    .string({ error: `Tapez votre email ou « ${deletionWord} » pour confirmer.` })
    .trim()
    .min(1, { error: `Tapez votre email ou « ${deletionWord} » pour confirmer.` }),
});

/** The signed-in user's profile (GET and PATCH /api/account). */
export const accountSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() }),
});
export type Account = z.output<typeof accountSchema>;

/** A confirmation in French (password changed, account deleted). */
export const messageSchema = z.object({ message: z.string() });

/** The export of all the user's data: the date, then one list per kind of data. */
export const accountExportSchema = z.looseObject({ exportedAt: z.string() });
