import type { z } from 'zod';
// The support desk's words and shapes without zod (statuses, categories, French labels, API answers),
// so pages that only show tickets do not load the validation library; the forms load support.ts.
import type {
  supportDraftSchema,
  supportFormLinkSchema,
  supportMessageDtoSchema,
  supportTicketDetailSchema,
  supportTicketDtoSchema,
  supportTicketListSchema,
} from './support.ts';
import type { Priority } from './workspace-model.ts';

/** A ticket's life: nouveau, ouvert, en attente client, résolu, fermé (issue 40). */
export const ticketStatuses = ['new', 'open', 'waiting', 'resolved', 'closed'] as const;
export const ticketCategories = ['question', 'problem', 'billing', 'request', 'other'] as const;
/** Where a ticket came from: a mail in the connected mailbox, the public contact form, or typed in. */
export const ticketSources = ['mail', 'form', 'manual'] as const;
/**
 * A message of the thread: received from the requester, sent to them, or an internal note the
 * requester never sees (an escalation's, decision 068).
 */
export const messageDirections = ['inbound', 'outbound', 'note'] as const;
/** Clide's triage of a new ticket (decision 068): how pressing it is and how the requester feels. */
export const ticketUrgencies = ['low', 'normal', 'high', 'critical'] as const;
export const ticketTones = ['angry', 'worried', 'neutral', 'polite'] as const;

export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketCategory = (typeof ticketCategories)[number];
export type TicketSource = (typeof ticketSources)[number];
export type MessageDirection = (typeof messageDirections)[number];
export type TicketUrgency = (typeof ticketUrgencies)[number];
export type TicketTone = (typeof ticketTones)[number];

export const ticketUrgencyLabels: Record<TicketUrgency, string> = {
  low: 'Faible',
  normal: 'Normale',
  high: 'Élevée',
  critical: 'Critique',
};
export const ticketToneLabels: Record<TicketTone, string> = {
  angry: 'Mécontent',
  worried: 'Inquiet',
  neutral: 'Neutre',
  polite: 'Courtois',
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: 'Nouveau',
  open: 'Ouvert',
  waiting: 'En attente client',
  resolved: 'Résolu',
  closed: 'Fermé',
};
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  question: 'Question',
  problem: 'Problème',
  billing: 'Facturation',
  request: 'Demande',
  other: 'Autre',
};
export const ticketSourceLabels: Record<TicketSource, string> = {
  mail: 'Mail',
  form: 'Formulaire de contact',
  manual: 'Saisi à la main',
};

/** The statuses where the requester is not waiting on us: no deadline runs (decision 066). */
export const pausedStatuses: readonly TicketStatus[] = ['waiting', 'resolved', 'closed'];
/** The statuses a ticket is done in: a new mail in its thread opens it again. */
export const doneStatuses: readonly TicketStatus[] = ['resolved', 'closed'];

/**
 * The deadlines, in business minutes (Monday to Friday, 9:00–18:00 in Paris, public holidays excepted:
 * a business day is 540 minutes), by priority: first response, then resolution.
 */
export const ticketTargets: Record<Priority, { firstResponse: number; resolution: number }> = {
  urgent: { firstResponse: 60, resolution: 540 },
  high: { firstResponse: 4 * 60, resolution: 2 * 540 },
  medium: { firstResponse: 540, resolution: 3 * 540 },
  low: { firstResponse: 2 * 540, resolution: 5 * 540 },
};

/** « 45 min », « 3 h 20 », « 2 jours »: a time past a deadline, or taken to answer. */
export function elapsedLabel(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, '0')}` : ''}`;
  const days = Math.floor(hours / 24);
  return `${days} jours`;
}

/** The smallest time between opening the contact form and sending it: faster is a script. */
export const contactFormMinFillMs = 3_000;

export type SupportTicketDto = z.output<typeof supportTicketDtoSchema>;
export type SupportMessageDto = z.output<typeof supportMessageDtoSchema>;
export type SupportTicketDetail = z.output<typeof supportTicketDetailSchema>;
export type SupportTicketList = z.output<typeof supportTicketListSchema>;
export type SupportFormLink = z.output<typeof supportFormLinkSchema>;
export type SupportDraft = z.output<typeof supportDraftSchema>;
