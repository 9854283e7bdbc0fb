import type { AiActionSummary } from '../../shared/chat.ts';
import {
  contactFormSchema,
  contactFormViewSchema,
  contactSentSchema,
  contactSlugParam,
  supportDraftSchema,
  supportFormLinkSchema,
  supportTicketDetailSchema,
  supportTicketDtoSchema,
  supportTicketListSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketPatchSchema,
  ticketReplySchema,
} from '../../shared/support.ts';
import type { DocumentContext } from '../ai/documents.ts';
import { type ActionProposal, lastRequest, type SupportReplyWriter } from '../ai/index.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { SupportService } from './support.service.ts';

export interface SupportRouteDeps {
  support: SupportService;
  limits: RateLimits;
  /** The passages of the user's documents for a text (prices, conditions): Clide's draft quotes them. */
  documents?: { contextFor(userId: string, message: string): Promise<DocumentContext> };
  /** Clide's draft (decision 068): the model's when a provider is configured, the offline one otherwise. */
  writeReply?: SupportReplyWriter;
  /** Stores Clide's proposal in the approval inbox (the actions feature, its trust levels). */
  proposeDraft?(userId: string, proposal: ActionProposal): Promise<AiActionSummary>;
}

const ticketId = { params: idParam('Identifiant de ticket invalide.') };
const slug = { params: contactSlugParam };

const route = {
  list: declareRoute(
    { access: 'session', label: 'Liste des tickets du support' },
    {
      method: 'get',
      path: '/support/tickets',
      request: { query: ticketListQuerySchema },
      responses: jsonResponse(supportTicketListSchema),
    },
  ),
  create: declareRoute(
    { access: 'session', label: 'Création d’un ticket' },
    {
      method: 'post',
      path: '/support/tickets',
      request: { body: jsonBody(ticketInputSchema) },
      responses: jsonResponse(supportTicketDetailSchema, 'Ticket créé', 201),
    },
  ),
  get: declareRoute(
    { access: 'session', label: 'Lecture d’un ticket et de ses messages' },
    {
      method: 'get',
      path: '/support/tickets/{id}',
      request: ticketId,
      responses: jsonResponse(supportTicketDetailSchema),
    },
  ),
  update: declareRoute(
    { access: 'session', label: 'Modification d’un ticket (statut, priorité, catégorie, assigné)' },
    {
      method: 'patch',
      path: '/support/tickets/{id}',
      request: { ...ticketId, body: jsonBody(ticketPatchSchema) },
      responses: jsonResponse(supportTicketDtoSchema),
    },
  ),
  reply: declareRoute(
    { access: 'session', label: 'Réponse à un ticket, envoyée par mail', limits: ['support-reply:user'] },
    {
      method: 'post',
      path: '/support/tickets/{id}/replies',
      request: { ...ticketId, body: jsonBody(ticketReplySchema) },
      responses: jsonResponse(supportTicketDetailSchema, 'Réponse envoyée', 201),
    },
  ),
  draft: declareRoute(
    {
      access: 'session',
      label: 'Réponse rédigée par Clide, proposée pour accord avant envoi',
      limits: ['support-draft:user'],
    },
    {
      method: 'post',
      path: '/support/tickets/{id}/draft',
      request: ticketId,
      responses: jsonResponse(supportDraftSchema, 'Réponse proposée', 201),
    },
  ),
  formLink: declareRoute(
    { access: 'session', label: 'Lien du formulaire de contact public' },
    { method: 'get', path: '/support/form', responses: jsonResponse(supportFormLinkSchema) },
  ),
  contactView: declareRoute(
    {
      access: 'public',
      label: 'Formulaire de contact public d’un compte',
      sample: '/api/contact/0123456789abcdefABCDEF',
    },
    {
      method: 'get',
      path: '/contact/{slug}',
      request: slug,
      responses: jsonResponse(contactFormViewSchema),
    },
  ),
  contactSubmit: declareRoute(
    {
      access: 'public',
      label: 'Envoi du formulaire de contact public (devient un ticket)',
      limits: ['contact-form:ip', 'contact-form:email', 'contact-form:desk'],
      sample: '/api/contact/0123456789abcdefABCDEF',
    },
    {
      method: 'post',
      path: '/contact/{slug}',
      request: { ...slug, body: jsonBody(contactFormSchema) },
      responses: jsonResponse(contactSentSchema, 'Message envoyé', 201),
    },
  ),
};

/** /api/support/…: the desk of the signed-in user; /api/contact/{slug}: the public contact form (decision 066). */
export function supportRoutes(deps: SupportRouteDeps) {
  const { support } = deps;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json(await support.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.create, async (c) =>
      c.json(await support.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.get, async (c) =>
      c.json(await support.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.update, async (c) =>
      c.json(await support.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(route.reply, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('support-reply:user', userId));
      return c.json(await support.reply(userId, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .openapi(route.draft, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('support-draft:user', userId));
      if (!deps.writeReply || !deps.proposeDraft)
        throw new ApiError(503, 'unavailable', 'Clide ne peut pas rédiger de réponse pour le moment.');
      const source = await support.draftSource(userId, c.req.valid('param').id);
      const request = lastRequest(source.messages) || source.ticket.subject;
      const context = await deps.documents?.contextFor(userId, `${source.ticket.subject}\n${request}`);
      const draft = await deps.writeReply(source, context, c.req.raw.signal);
      const action = await deps.proposeDraft(userId, {
        kind: 'support_reply',
        params: {
          ticketId: source.ticket.id,
          body: draft.body,
          to: source.ticket.requesterEmail,
          subject: source.ticket.subject,
        },
      });
      return c.json(
        { action: { id: action.id, status: action.status, summary: action.summary }, note: draft.note },
        201,
      );
    })
    .openapi(route.formLink, async (c) => c.json(await support.formLink(c.get('workspace').id), 200))
    .openapi(route.contactView, async (c) =>
      c.json(await support.contactView(c.req.valid('param').slug), 200),
    )
    .openapi(route.contactSubmit, async (c) => {
      const { slug } = c.req.valid('param');
      const body = c.req.valid('json');
      await deps.limits.enforce(
        c,
        limitCheck('contact-form:ip', clientIp(c)),
        limitCheck('contact-form:email', body.email),
      );
      await deps.limits.enforce(c, limitCheck('contact-form:desk', await support.formOwner(slug)));
      await support.contactSubmit(slug, body);
      // The same answer whether the message became a ticket or was a robot's (it learns nothing).
      return c.json({ sent: true as const }, 201);
    });
}

/**
 * Mounts the desk's routes on the API app, through a plain type: app.ts never sees their declared types
 * (its chain is as deep as TypeScript follows); the client types them with SupportApiType.
 */
export function mountSupportRoutes(
  app: { route(path: string, routes: never): unknown },
  deps: SupportRouteDeps,
) {
  app.route('/', supportRoutes(deps) as never);
}

/** The desk's routes for the typed client (src/client/features/support/api): not part of ApiType (app.ts). */
export type SupportApiType = ReturnType<typeof supportRoutes>;
