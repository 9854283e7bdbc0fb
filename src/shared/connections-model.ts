// The mailbox and calendar connections of /integrations (issue 22, docs/decisions/026-connectors.md): the
// enums, presets and views both sides read, without zod (the schemas are in connections.ts).

import type { PlanId } from './plans.ts';

export interface ConnectionLimits {
  /** Accounts connected with a password at once: the mailbox and the CalDAV calendar. */
  accounts: number;
  /** Messages kept per mailbox (the most recent): the first sync reads this many, then only new mail. */
  messages: number;
}

/** Gratuit small, Pro and Entreprise larger (the server enforces them: 403; decision 033). */
export const connectionLimits: Record<PlanId, ConnectionLimits> = {
  free: { accounts: 1, messages: 500 },
  pro: { accounts: 2, messages: 5_000 },
  enterprise: { accounts: 2, messages: 20_000 },
};

/** Alfred's triage of a synced message. */
export const mailCategories = ['urgent', 'to-answer', 'to-read', 'newsletter'] as const;
export type MailCategory = (typeof mailCategories)[number];

export const mailCategoryLabels: Record<MailCategory, string> = {
  urgent: 'Urgent',
  'to-answer': 'À répondre',
  'to-read': 'À lire',
  newsletter: 'Newsletters',
};

export interface MailboxPreset {
  id: string;
  label: string;
  imapHost: string;
  imapPort: number;
  imapTls: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  /** Where the provider makes an app password, said in French. */
  hint: string;
}

/** The providers' published IMAP and SMTP settings (TLS on 993 and 465). */
export const mailboxPresets: readonly MailboxPreset[] = [
  {
    id: 'gmail',
    label: 'Gmail',
    imapHost: 'imap.gmail.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.gmail.com',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Compte Google › Sécurité › Mots de passe des applications (validation en deux étapes requise).',
  },
  {
    id: 'outlook',
    label: 'Outlook',
    imapHost: 'outlook.office365.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp-mail.outlook.com',
    smtpPort: 587,
    smtpTls: false,
    hint: 'Compte Microsoft › Sécurité › Options de sécurité avancées › Mots de passe d’application.',
  },
  {
    id: 'yahoo-mail',
    label: 'Yahoo Mail',
    imapHost: 'imap.mail.yahoo.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.mail.yahoo.com',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Compte Yahoo › Sécurité du compte › Générer un mot de passe d’application.',
  },
  {
    id: 'zoho-mail',
    label: 'Zoho Mail (Europe)',
    imapHost: 'imap.zoho.eu',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.zoho.eu',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Zoho Mail › Paramètres › Sécurité › Mots de passe d’application (compte hors Europe : imap.zoho.com).',
  },
  {
    id: 'icloud-mail',
    label: 'iCloud Mail',
    imapHost: 'imap.mail.me.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.mail.me.com',
    smtpPort: 587,
    smtpTls: false,
    hint: 'Identifiant Apple › Connexion et sécurité › Mots de passe pour applications.',
  },
  {
    id: 'fastmail',
    label: 'Fastmail',
    imapHost: 'imap.fastmail.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.fastmail.com',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Fastmail › Paramètres › Confidentialité et sécurité › Mots de passe d’application.',
  },
  {
    id: 'ovh',
    label: 'OVHcloud',
    imapHost: 'ssl0.ovh.net',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'ssl0.ovh.net',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Le mot de passe de votre adresse e-mail OVHcloud.',
  },
  {
    id: 'orange',
    label: 'Orange',
    imapHost: 'imap.orange.fr',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.orange.fr',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Espace client Orange › Mail › Mot de passe des logiciels de messagerie.',
  },
  {
    id: 'infomaniak',
    label: 'Infomaniak',
    imapHost: 'mail.infomaniak.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'mail.infomaniak.com',
    smtpPort: 465,
    smtpTls: true,
    hint: 'Manager Infomaniak › Service Mail › Mots de passe d’application.',
  },
];
