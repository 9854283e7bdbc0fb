import { type Context, Hono } from 'hono';
import { newsletterSchema, newsletterThanks } from '../../shared/articles.ts';
import { connectorInterestSchema, connectorRequestSchema } from '../../shared/connectors.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, optionalUser, requireUser } from '../auth/require-user.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { securityEvent } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
import { parseJsonBody } from '../http/validate.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { PublicContentService } from './public-content.service.ts';

const hour = 60 * 60_000;

/** Budgets of the public forms: enough for people, not for a script filling the tables. */
export const publicContentRateLimits = {
  newsletterPerIp: { limit: 10, windowMs: hour },
  connectorRequestPerIp: { limit: 5, windowMs: hour },
  connectorInterestPerUser: { limit: 60, windowMs: hour },
} satisfies Record<string, RateLimitRule>;

export const connectorInterestThanks = "Nous vous préviendrons dès qu'il sera disponible.";
export const connectorRequestThanks = 'Demande envoyée';

export interface PublicContentDeps {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  content: PublicContentService;
  ipMultiplier: number;
}

function limiterFor({ db, limiter }: PublicContentDeps) {
  return async (c: Context, key: string, rule: RateLimitRule, code: ErrorCode, subject: string) => {
    const result = await limiter.hit(key, rule);
    if (result.allowed) return;
    await db.insert(securityEvent).values({ kind: 'rate_limited', subject, ip: clientIp(c) });
    c.header('Retry-After', String(result.retryAfter));
    throw new ApiError(429, code);
  };
}

const perIp = (rule: RateLimitRule, multiplier: number): RateLimitRule => ({
  ...rule,
  limit: rule.limit * multiplier,
});

/** POST /api/newsletter: the same answer whether the address was already subscribed or not. */
export function newsletterRoutes(deps: PublicContentDeps) {
  const enforce = limiterFor(deps);
  return new Hono().post('/', async (c) => {
    const { email } = await parseJsonBody(c, newsletterSchema);
    await enforce(
      c,
      `newsletter:ip:${clientIp(c)}`,
      perIp(publicContentRateLimits.newsletterPerIp, deps.ipMultiplier),
      'rate_limit:newsletter',
      'newsletter',
    );
    await deps.content.subscribe(email);
    return c.json({ message: newsletterThanks });
  });
}

/** The connectors catalogue: interest of signed-in users, and requests for missing connectors. */
export function connectorRoutes(deps: PublicContentDeps) {
  const enforce = limiterFor(deps);
  const interest = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json({ connectorIds: await deps.content.interestsOf(c.get('user').id) }))
    .post('/', async (c) => {
      const { connectorId } = await parseJsonBody(c, connectorInterestSchema);
      const user = c.get('user');
      await enforce(
        c,
        `connector-interest:user:${user.id}`,
        publicContentRateLimits.connectorInterestPerUser,
        'rate_limit:connector_interest',
        'connector-interest',
      );
      await deps.content.recordInterest(user.id, connectorId);
      return c.json({ connectorId, message: connectorInterestThanks });
    });

  const requests = new Hono<{ Variables: { user: AuthEnv['Variables']['user'] | null } }>()
    .use(optionalUser(deps.auth))
    .post('/', async (c) => {
      const body = await parseJsonBody(c, connectorRequestSchema);
      await enforce(
        c,
        `connector-request:ip:${clientIp(c)}`,
        perIp(publicContentRateLimits.connectorRequestPerIp, deps.ipMultiplier),
        'rate_limit:connector_request',
        'connector-request',
      );
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
