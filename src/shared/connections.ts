// Zod schemas of the mailbox and calendar connections (issue 22); enums, presets and views are in
// connections-model.ts, which pages import without zod.

import { aiActionKinds, aiActionStatuses } from './chat-model.ts';
import { mailCategories } from './connections-model.ts';
import { planIds } from './plans.ts';
import { employeeIds } from './routes.ts';
import { z } from './zod.ts';

export * from './connections-model.ts';

const maxIcsChars = 2_000_000;

/** An ICS import: a URL (http, https or webcal) or the text of a file. */
export const calendarImportSchema = z.union(
  [
    z.object({
      url: z
        .string({ error: 'Indiquez l’adresse du calendrier.' })
        .trim()
        .min(1, { error: 'Indiquez l’adresse du calendrier.' })
        .max(2000, { error: 'L’adresse ne peut pas dépasser 2 000 caractères.' })
        .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
        .pipe(
          z.url({
            protocol: /^https?$/,
            error: 'Adresse invalide : elle doit commencer par https://, http:// ou webcal://.',
          }),
        ),
    }),
    z.object({
      ics: z
        .string({ error: 'Le fichier est vide.' })
        .min(1, { error: 'Le fichier est vide.' })
        .max(maxIcsChars, { error: 'Le fichier dépasse 2 Mo.' }),
      fileName: z.string().trim().max(200).default('fichier.ics'),
    }),
  ],
  { error: 'Indiquez l’adresse d’un calendrier ou le contenu d’un fichier .ics.' },
);
export type CalendarImportInput = z.input<typeof calendarImportSchema>;

export const calendarFeedViewSchema = z.object({
  url: z.string().optional(),
  tokenHint: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});

export const calendarStateSchema = z.object({
  feed: calendarFeedViewSchema.nullable(),
  importedEvents: z.number(),
  lastImportAt: z.string().nullable(),
});
export type CalendarState = z.output<typeof calendarStateSchema>;

export const calendarImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
});

const host = (label: string) =>
  z
    .string({ error: `Indiquez le serveur ${label}.` })
    .trim()
    .toLowerCase()
    .min(1, { error: `Indiquez le serveur ${label}.` })
    .max(253, { error: `Le serveur ${label} est trop long.` })
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
      error: `Le serveur ${label} doit être un nom d’hôte (par exemple imap.exemple.fr).`,
    });
const port = (label: string) =>
  z.coerce
    .number({ error: `Le port ${label} doit être un nombre.` })
    .int({ error: `Le port ${label} doit être un nombre entier.` })
    .min(1, { error: `Le port ${label} doit être compris entre 1 et 65535.` })
    .max(65535, { error: `Le port ${label} doit être compris entre 1 et 65535.` });

/** Connecting a mailbox: IMAP to read, SMTP to send, one login and app password for both. */
export const mailboxConnectSchema = z.object({
  email: z
    .string({ error: 'L’adresse e-mail est requise.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Veuillez saisir une adresse email valide.' }).max(254)),
  imapHost: host('IMAP'),
  imapPort: port('IMAP'),
  imapTls: z.boolean({ error: 'Indiquez si la connexion IMAP est chiffrée (TLS).' }),
  smtpHost: host('SMTP'),
  smtpPort: port('SMTP'),
  smtpTls: z.boolean({ error: 'Indiquez si la connexion SMTP est chiffrée (TLS).' }),
  username: z
    .string({ error: 'L’identifiant est requis.' })
    .trim()
    .min(1, { error: 'L’identifiant est requis.' })
    .max(254, { error: 'L’identifiant ne peut pas dépasser 254 caractères.' }),
  password: z
    .string({ error: 'Le mot de passe d’application est requis.' })
    .min(1, { error: 'Le mot de passe d’application est requis.' })
    .max(512, { error: 'Le mot de passe ne peut pas dépasser 512 caractères.' }),
});
export type MailboxConnectInput = z.input<typeof mailboxConnectSchema>;

export const mailboxViewSchema = z.object({
  email: z.string(),
  imapHost: z.string(),
  imapPort: z.number(),
  imapTls: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpTls: z.boolean(),
  username: z.string(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** When the background job syncs it next; after failures, later and later (backoff). */
  nextSyncAt: z.string().nullable(),
  syncFailures: z.number(),
  messageCount: z.number(),
  connectedAt: z.string(),
});

export const mailboxStateSchema = z.object({ account: mailboxViewSchema.nullable() });

export const mailMessageViewSchema = z.object({
  id: z.string(),
  from: z.string(),
  fromName: z.string(),
  subject: z.string(),
  receivedAt: z.string(),
  excerpt: z.string(),
  category: z.enum(mailCategories),
});
export type MailMessageView = z.output<typeof mailMessageViewSchema>;

export const mailSyncResultSchema = z.object({ added: z.number(), more: z.boolean() });

/** A reply to a synced message, proposed for approval (Clide's draft when no text is given). */
export const mailReplySchema = z.object({
  body: z
    .string({ error: 'La réponse doit être un texte.' })
    .max(20_000, { error: 'La réponse ne peut pas dépasser 20 000 caractères.' })
    .optional(),
});

/** The proposal made (AiActionSummary of shared/chat.ts), for the approval card. */
export const proposedActionSchema = z.object({
  action: z.object({
    id: z.string(),
    employee: z.enum(employeeIds),
    kind: z.enum(aiActionKinds),
    summary: z.string(),
    status: z.enum(aiActionStatuses),
    approvedBy: z.enum(['user', 'auto']).nullable(),
    taskId: z.string().nullable(),
    eventId: z.string().nullable().optional(),
    error: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
});

/** A CalDAV calendar for two-way sync: its server URL, login and app password. */
export const caldavConnectSchema = z.object({
  serverUrl: z
    .string({ error: 'Indiquez l’adresse du serveur CalDAV.' })
    .trim()
    .min(1, { error: 'Indiquez l’adresse du serveur CalDAV.' })
    .max(2000, { error: 'L’adresse ne peut pas dépasser 2 000 caractères.' })
    .pipe(z.url({ protocol: /^https?$/, error: 'Adresse invalide : elle doit commencer par https://.' })),
  username: z
    .string({ error: 'L’identifiant est requis.' })
    .trim()
    .min(1, { error: 'L’identifiant est requis.' })
    .max(254, { error: 'L’identifiant ne peut pas dépasser 254 caractères.' }),
  password: z
    .string({ error: 'Le mot de passe d’application est requis.' })
    .min(1, { error: 'Le mot de passe d’application est requis.' })
    .max(512, { error: 'Le mot de passe ne peut pas dépasser 512 caractères.' }),
});
export type CaldavConnectInput = z.input<typeof caldavConnectSchema>;

export const caldavStateSchema = z.object({
  account: z
    .object({
      serverUrl: z.string(),
      username: z.string(),
      calendarName: z.string(),
      lastSyncAt: z.string().nullable(),
      lastError: z.string().nullable(),
      nextSyncAt: z.string().nullable(),
      syncFailures: z.number(),
    })
    .nullable(),
});

export const caldavSyncResultSchema = z.object({ pushed: z.number(), pulled: z.number() });

/** The plan's limits on connected accounts and what is used (GET /api/connections). */
export const connectionUsageSchema = z.object({
  plan: z.enum(planIds),
  planName: z.string(),
  accounts: z.number(),
  limits: z.object({ accounts: z.number(), messages: z.number() }),
});
export type ConnectionUsage = z.output<typeof connectionUsageSchema>;
