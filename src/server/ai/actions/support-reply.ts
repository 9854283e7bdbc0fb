import { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import { defineAction } from './action.ts';

/**
 * Clide's reply to a support ticket (decision 068), sent by mail once approved through the desk's own
 * reply path: stored in the thread and its mail staged in the claiming transaction, threaded to the
 * requester's last message, once (the action's id is its request key).
 */
export const supportReply = defineAction({
  kind: 'support_reply',
  label: 'Répondre à un ticket',
  toolDescription:
    "Propose d'envoyer par mail une réponse à un ticket du support (identifiant donné dans la liste des tickets) ; elle part seulement quand l'utilisateur l'approuve. N'y mets aucun prix, délai ni date que les documents ou le ticket ne donnent pas.",
  params: z.object({
    ticketId: z.uuid(),
    body: z.string().trim().min(1).max(20_000),
    /** The requester and the subject, for the approval card; checked against the ticket when run. */
    to: z.string().trim().max(320).optional(),
    subject: z.string().trim().max(300).optional(),
  }),
  describe: ({ subject, to, body }) =>
    subject && to
      ? `Répondre au ticket « ${subject} » de ${to}`
      : `Répondre au ticket par mail : « ${body.length > 60 ? `${body.slice(0, 60)}…` : body} »`,
  link: { href: '/support', label: 'Voir le support' },
  async execute({ tx, userId, support, actionId, afterCommit }, params) {
    if (!support || !actionId)
      throw new ApiError(
        503,
        'unavailable',
        'Le support n’est pas disponible : la réponse n’est pas partie.',
      );
    const ticket = await support.requesterOf(tx, userId, params.ticketId);
    // The card named a requester: the mail goes to the ticket's, and they must be the same.
    if (params.to && params.to.toLowerCase() !== ticket.email.toLowerCase())
      throw new ApiError(
        422,
        'invalid_action',
        'Le destinataire de la réponse n’est pas le demandeur du ticket : elle n’est pas partie.',
      );
    const pending = await support.replyIn(tx, userId, params.ticketId, {
      body: params.body,
      requestKey: actionId,
    });
    for (const run of pending) afterCommit?.(run);
    return { taskId: null, eventId: null };
  },
});
