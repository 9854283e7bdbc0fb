import { Hono } from 'hono';
import { newsletterSchema, newsletterThanks } from '../../shared/articles.ts';
import { connectorInterestSchema, connectorRequestSchema } from '../../shared/connectors.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, optionalUser, requireUser } from '../auth/require-user.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { parseJsonBody } from '../http/validate.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { PublicContentService } from './public-content.service.ts';

export const connectorInterestThanks = "Nous vous préviendrons dès qu'il sera disponible.";
export const connectorRequestThanks = 'Demande envoyée';

export interface PublicContentDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  content: PublicContentService;
}

/** POST /api/newsletter: the same answer whether the address was already subscribed or not. */
export function newsletterRoutes(deps: PublicContentDeps) {
  return new Hono().post('/', async (c) => {
    const { email } = await parseJsonBody(c, newsletterSchema);
    await deps.limits.enforce(c, limitCheck('newsletter:ip', clientIp(c)));
    await deps.content.subscribe(email);
    return c.json({ message: newsletterThanks });
  });
}

/** The connectors catalogue: interest of signed-in users, and requests for missing connectors. */
export function connectorRoutes(deps: PublicContentDeps) {
  const interest = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json({ connectorIds: await deps.content.interestsOf(c.get('user').id) }))
    .post('/', async (c) => {
      const { connectorId } = await parseJsonBody(c, connectorInterestSchema);
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('connector-interest:user', user.id));
      await deps.content.recordInterest(user.id, connectorId);
      return c.json({ connectorId, message: connectorInterestThanks });
    });

  const requests = new Hono<{ Variables: { user: AuthEnv['Variables']['user'] | null } }>()
    .use(optionalUser(deps.auth))
    .post('/', async (c) => {
      const body = await parseJsonBody(c, connectorRequestSchema);
      await deps.limits.enforce(c, limitCheck('connector-request:ip', clientIp(c)));
      const id = await deps.content.createRequest(body, c.get('user')?.id ?? null);
      return c.json({ id, message: connectorRequestThanks }, 201);
    });

  return new Hono().route('/interest', interest).route('/requests', requests);
}

export interface LegalInfo {
  companyName: string | null;
  capital: string | null;
  rcs: string | null;
  address: string | null;
  director: string | null;
  host: string | null;
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
  };
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(info);
  });
}
