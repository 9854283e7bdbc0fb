import { z } from 'zod';
import { approverRules, maxAiAllowance, memberRoles } from './organisation-model.ts';
import { singleLineText } from './text-rules.ts';

// The team's forms and answers (issue 39, decision 072); words and roles in organisation-model.ts.

const role = z.enum(memberRoles, { error: 'Choisissez un rôle : propriétaire, administrateur ou membre.' });

export const invitationInputSchema = z.object({
  email: z
    .string({ error: 'L’adresse email est requise.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Veuillez saisir une adresse email valide.' }).max(254)),
  role,
  /** On Pro: the inviter has seen and accepts the seat's price (GET /team/seats). */
  confirmSeat: z.boolean().optional(),
});

export const roleInputSchema = z.object({ role });

export const approversInputSchema = z.object({
  approvers: z.enum(approverRules, {
    error:
      'Choisissez qui approuve : tous les membres, les administrateurs, les propriétaires ou des membres choisis.',
  }),
  /** With 'listed': the members chosen to approve (owners always may). */
  memberIds: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9_-]+$/, { error: 'Membre inconnu.' }),
    )
    .max(500)
    .optional(),
});

export const allowanceInputSchema = z.object({
  aiDailyAllowance: z
    .number({ error: 'Indiquez un nombre de tâches IA par jour, ou aucune limite.' })
    .int({ error: 'Indiquez un nombre entier de tâches IA par jour.' })
    .min(0, { error: 'L’allocation ne peut pas être négative.' })
    .max(maxAiAllowance, { error: `L’allocation ne peut pas dépasser ${maxAiAllowance} tâches IA par jour.` })
    .nullable(),
});

export const organisationNameSchema = z.object({
  name: z
    .string({ error: 'Le nom de l’organisation est requis.' })
    .trim()
    .min(1, { error: 'Le nom de l’organisation est requis.' })
    .max(120, { error: 'Le nom de l’organisation ne peut pas dépasser 120 caractères.' })
    .refine(...singleLineText),
});

export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'Le lien d’invitation est incomplet.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Le lien d’invitation est incomplet ou abîmé.' }),
});

export const organisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role,
  active: z.boolean(),
});

export const organisationListSchema = z.object({ organisations: z.array(organisationSummarySchema) });

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export const teamSchema = z.object({
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    approvers: z.enum(approverRules),
    requireTwoFactor: z.boolean(),
  }),
  you: z.object({ userId: z.string(), role, aiAllowance: z.number().nullable() }),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role,
      aiAllowance: z.number().nullable(),
      approves: z.boolean(),
      twoFactor: z.boolean(),
      founder: z.boolean(),
      joinedAt: z.string(),
    }),
  ),
  invitations: z.array(invitationSchema),
  seats: z.number().nullable(),
  planName: z.string(),
});

export const invitationCreatedSchema = z.object({ invitation: invitationSchema });

export const invitationPreviewSchema = z.object({
  organisationName: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});

export const organisationIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Organisation inconnue.' }),
});
export const memberIdParam = z.object({
  userId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Membre inconnu.' }),
});
