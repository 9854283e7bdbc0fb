import type { AiActionSummary } from '../../shared/chat.ts';
import {
  mailboxConnectSchema,
  mailboxStateSchema,
  mailMessageViewSchema,
  mailReplySchema,
  mailSyncResultSchema,
  proposedActionSchema,
} from '../../shared/connections.ts';
import { mailCategories } from '../../shared/connections-model.ts';
import type { MailReplyWriter } from '../ai/index.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { MailboxService } from './mailbox.service.ts';

export interface MailboxRouteDeps {
  mailbox: MailboxService;
  limits: RateLimits;
  /** Clide's reply written by the model provider (absent with the local engine: the template stays). */
  writeReply?: MailReplyWriter;
  /** Stores a reply as Clide's proposal (the actions feature): sent only once the user approves it. */
  proposeReply(
    userId: string,
    params: { replyTo: string; to: string; subject: string; body: string },
    requestedBy: string,
  ): Promise<AiActionSummary>;
}

const route = {
  state: declareRoute(
    { access: 'session', label: 'État de la boîte mail connectée (jamais son mot de passe)' },
    { method: 'get', path: '/mailbox', responses: jsonResponse(mailboxStateSchema) },
  ),
  connect: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Connexion d’une boîte mail (IMAP et SMTP)',
      limits: ['mailbox-connect:user', 'outgoing:user'],
    },
    {
      method: 'put',
      path: '/mailbox',
      request: { body: jsonBody(mailboxConnectSchema) },
      responses: jsonResponse(mailboxStateSchema),
    },
  ),
  sync: declareRoute(
    {
      access: 'session',
      label: 'Synchronisation de la boîte mail',
      limits: ['mailbox-sync:user', 'outgoing:user'],
    },
    { method: 'post', path: '/mailbox/sync', responses: jsonResponse(mailSyncResultSchema) },
  ),
  messages: declareRoute(
    { access: 'session', label: 'Messages synchronisés et leur tri' },
    {
      method: 'get',
      path: '/mailbox/messages',
      request: {
        query: z.object({ category: z.enum(mailCategories, { error: 'Catégorie inconnue.' }).optional() }),
      },
      responses: jsonResponse(z.object({ messages: z.array(mailMessageViewSchema) })),
    },
  ),
  reply: declareRoute(
    {
      access: 'session',
      label: 'Réponse à un message, proposée pour accord avant envoi',
      limits: ['mailbox-reply:user'],
    },
    {
      method: 'post',
      path: '/mailbox/messages/{id}/reply',
      request: { params: idParam('Identifiant de message invalide.'), body: jsonBody(mailReplySchema) },
      responses: jsonResponse(proposedActionSchema, 'Réponse proposée', 201),
    },
  ),
  disconnect: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Déconnexion de la boîte mail (identifiants et messages supprimés)',
    },
    { method: 'delete', path: '/mailbox', responses: noContent },
  ),
};

/** /api/mailbox: the user's IMAP/SMTP account, its sync and Alfred's triage (docs/decisions/026-connectors.md). */
export function mailboxRoutes(deps: MailboxRouteDeps) {
  const { mailbox } = deps;
  return apiRouter()
    .openapi(route.state, async (c) => c.json(await mailbox.state(c.get('workspace').id), 200))
    .openapi(route.connect, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('mailbox-connect:user', userId));
      const state = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        mailbox.connect(userId, c.req.valid('json')),
      );
      return c.json(state, 200);
    })
    .openapi(route.sync, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('mailbox-sync:user', userId));
      const result = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        mailbox.sync(userId),
      );
      return c.json(result, 200);
    })
    .openapi(route.messages, async (c) =>
      c.json({ messages: await mailbox.messages(c.get('workspace').id, c.req.valid('query').category) }, 200),
    )
    .openapi(route.reply, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('mailbox-reply:user', c.get('user').id));
      const draft = await mailbox.replyDraft(
        userId,
        c.req.valid('param').id,
        c.req.valid('json').body,
        deps.writeReply,
      );
      return c.json({ action: await deps.proposeReply(userId, draft, c.get('user').id) }, 201);
    })
    .openapi(route.disconnect, async (c) => {
      await mailbox.disconnect(c.get('workspace').id);
      return c.body(null, 204);
    });
}
