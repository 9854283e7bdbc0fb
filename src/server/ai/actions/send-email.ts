import { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import { defineAction } from './action.ts';

/** A reply to a synced mail, sent from the user's own mailbox once approved (issue 22). */
export const sendEmail = defineAction({
  kind: 'send_email',
  label: 'Envoyer un email',
  toolDescription:
    "Propose d'envoyer une réponse à un mail reçu, depuis la boîte de l'utilisateur ; elle part seulement quand il l'approuve.",
  params: z.object({
    /** The id of the synced message answered (threading: In-Reply-To, References). */
    replyTo: z.uuid(),
    to: z
      .string()
      .trim()
      .max(320)
      .regex(/^[^\s@]+@[^\s@]+$/, 'adresse email'),
    subject: z.string().max(300),
    body: z.string().trim().min(1).max(20_000),
  }),
  describe: ({ subject, to }) => `Envoyer la réponse « ${subject} » à ${to}`,
  // No skill declares it, so no model is offered it as a tool: the model sees no message ids, and
  // replies are proposed from the mailbox page (Clide's draft).
  link: { href: '/integrations', label: 'Voir la boîte mail' },
  async execute({ tx, userId, mail }, params) {
    // Sent inside the claiming transaction: a failure leaves the action failed, never half-done; the
    // row lock keeps a concurrent approval from sending it twice.
    if (!mail) throw new ApiError(503, 'unavailable', 'L’envoi de mails n’est pas disponible.');
    await mail.sendReply(userId, params, tx);
    return { taskId: null, eventId: null };
  },
});
