import type { SupportTicketDto } from '../../shared/support-model.ts';

/** A desk ticket as the engines see it (Jeanne Martin's broken boiler, late), with what a test changes. */
export function supportTicket(over: Partial<SupportTicketDto> = {}): SupportTicketDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    requesterName: 'Jeanne Martin',
    requesterEmail: 'jeanne@client.test',
    subject: 'Chaudière en panne',
    status: 'open',
    priority: 'high',
    category: 'problem',
    assignee: null,
    source: 'mail',
    createdAt: '2026-11-23T08:00:00Z',
    lastMessageAt: '2026-11-23T08:00:00Z',
    firstResponseDueAt: '2026-11-24T11:40:00Z',
    resolutionDueAt: '2026-11-26T08:00:00Z',
    firstRespondedAt: null,
    resolvedAt: null,
    overdue: true,
    triage: { category: 'problem', urgency: 'high', tone: 'angry', suggestedPriority: 'high' },
    ...over,
  };
}
