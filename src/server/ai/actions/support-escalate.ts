import { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import { defineAction } from './action.ts';

/** Clide hands a ticket to a person (decision 068): an internal note in its thread, the person assigned. */
export const supportEscalate = defineAction({
  kind: 'support_escalate',
  label: 'Escalader un ticket',
  toolDescription:
    'Propose de confier un ticket du support à une personne (nom), avec une note interne qui explique pourquoi ; le client ne la voit pas.',
  params: z.object({
    ticketId: z.uuid(),
    assignee: z.string().trim().min(1).max(120),
    note: z.string().trim().min(1).max(2_000),
    /** For the approval card. */
    subject: z.string().trim().max(300).optional(),
  }),
  describe: ({ assignee, subject }) =>
    `Escalader le ticket${subject ? ` « ${subject} »` : ''} à ${assignee}, avec une note interne`,
  link: { href: '/support', label: 'Voir le support' },
  async execute({ tx, userId, support }, params) {
    if (!support) throw new ApiError(503, 'unavailable', 'Le support n’est pas disponible.');
    await support.escalateIn(tx, userId, params.ticketId, { assignee: params.assignee, note: params.note });
    return { taskId: null, eventId: null };
  },
});
