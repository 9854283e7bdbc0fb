import { createMiddleware } from 'hono/factory';
import { newsletterResponseSchema, newsletterSchema, newsletterThanks } from '../../shared/articles.ts';
import {
  connectorInterestResponseSchema,
  connectorInterestSchema,
  connectorInterestsSchema,
  connectorRequestResponseSchema,
  connectorRequestSchema,
} from '../../shared/connectors.ts';
import { type LegalInfo, legalInfoSchema } from '../../shared/legal.ts';
import type { Auth } from '../auth/auth.ts';
import { optionalUser, type SessionUser } from '../auth/require-user.ts';
import type { Config } from '../config.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse } from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { PublicContentService } from './public-content.service.ts';

export const connectorInterestThanks = "Nous vous préviendrons dès qu'il sera disponible.";
export const connectorRequestThanks = 'Demande envoyée';

export interface PublicContentDeps {
  limits: RateLimits;
  content: PublicContentService;
}

/** Reads the session when there is one (a connector request remembers who sent it). */
const withOptionalUser = createMiddleware<{ Variables: { user: SessionUser | null } }>((c, next) =>
  optionalUser(c.get('auth' as never) as Auth)(c, next),
);

const route = {
  newsletter: declareRoute(
    { access: 'public', label: 'Inscription à la newsletter', limits: ['newsletter:ip'] },
    {
      method: 'post',
      path: '/newsletter',
      request: { body: jsonBody(newsletterSchema) },
      responses: jsonResponse(newsletterResponseSchema, 'Inscription enregistrée'),
    },
  ),
  interests: declareRoute(
    { access: 'session', label: 'Connecteurs suivis' },
    { method: 'get', path: '/connectors/interest', responses: jsonResponse(connectorInterestsSchema) },
  ),
  recordInterest: declareRoute(
    { access: 'session', label: 'Intérêt pour un connecteur', limits: ['connector-interest:user'] },
    {
      method: 'post',
      path: '/connectors/interest',
      request: { body: jsonBody(connectorInterestSchema) },
      responses: jsonResponse(connectorInterestResponseSchema, 'Intérêt enregistré'),
    },
  ),
  requestConnector: declareRoute(
    { access: 'public', label: 'Demande de connecteur', limits: ['connector-request:ip'] },
    {
      method: 'post',
      path: '/connectors/requests',
      middleware: [withOptionalUser] as const,
      request: { body: jsonBody(connectorRequestSchema) },
      responses: jsonResponse(connectorRequestResponseSchema, 'Demande enregistrée', 201),
    },
  ),
  legal: declareRoute(
    { access: 'public', label: 'Mentions légales' },
    { method: 'get', path: '/legal', responses: jsonResponse(legalInfoSchema) },
  ),
};

/** POST /api/newsletter: the same answer whether the address was already subscribed or not. */
export function newsletterRoutes(deps: PublicContentDeps) {
  return apiRouter().openapi(route.newsletter, async (c) => {
    const { email } = c.req.valid('json');
    await deps.limits.enforce(c, limitCheck('newsletter:ip', clientIp(c)));
    await deps.content.subscribe(email);
    return c.json({ message: newsletterThanks }, 200);
  });
}

/** The connectors catalogue: interest of signed-in users, and requests for missing connectors. */
export function connectorRoutes(deps: PublicContentDeps) {
  return apiRouter()
    .openapi(route.interests, async (c) =>
      c.json({ connectorIds: await deps.content.interestsOf(c.get('user').id) }, 200),
    )
    .openapi(route.recordInterest, async (c) => {
      const { connectorId } = c.req.valid('json');
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('connector-interest:user', user.id));
      await deps.content.recordInterest(user.id, connectorId);
      return c.json({ connectorId, message: connectorInterestThanks }, 200);
    })
    .openapi(route.requestConnector, async (c) => {
      const body = c.req.valid('json');
      await deps.limits.enforce(c, limitCheck('connector-request:ip', clientIp(c)));
      const user = (c.var as { user?: SessionUser | null }).user ?? null;
      const id = await deps.content.createRequest(body, user?.id ?? null);
      return c.json({ id, message: connectorRequestThanks }, 201);
    });
}

/** GET /api/legal: the publisher details of the legal notices (LEGAL_* settings); null when not set. */
export function legalRoutes(legal: Config['legal']) {
  const info: LegalInfo = {
    companyName: legal.companyName ?? null,
    capital: legal.capital ?? null,
    rcs: legal.rcs ?? null,
    address: legal.address ?? null,
    director: legal.director ?? null,
    host: legal.host ?? null,
    siren: legal.siren ?? null,
    vatNumber: legal.vatNumber ?? null,
    certifications: legal.certifications,
    missing: legal.missing,
  };
  return apiRouter().openapi(route.legal, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(info, 200);
  });
}
