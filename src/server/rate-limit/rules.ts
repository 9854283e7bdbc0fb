import type { ErrorCode } from '../../shared/errors.ts';
import { defaultRateLimitMessage, rateLimitMessages } from '../auth/auth-messages.ts';
import type { RateLimitRule } from './rate-limiter.ts';

const minute = 60_000;
const hour = 60 * minute;

/**
 * Who a counter counts: a client address (`ip`, multiplied by RATE_LIMIT_IP_MULTIPLIER, since one address
 * can hide many people behind a NAT), a signed-in user, an email typed in a form, or an account reached by
 * sign-in (`account`, `account-address` for one account from one address).
 */
export type LimitScope = 'ip' | 'user' | 'email' | 'account' | 'account-address';

export interface LimitRule extends RateLimitRule {
  scope: LimitScope;
  /** Start of the counter key; the scope's value follows (`chat:user:<id>`). */
  prefix: string;
  /** The routes it guards, as Hono lists them (`POST /api/chat`): the security dashboard reads them here. */
  routes: readonly string[];
  /** The code of the 429; its French message comes from src/shared/errors.ts unless `message` says. */
  code: ErrorCode;
  message?: string;
}

const signIn = { code: 'rate_limit', message: rateLimitMessages['/sign-in/email'] } as const;
const signUp = { code: 'rate_limit', message: rateLimitMessages['/sign-up/email'] } as const;
const auth = { code: 'rate_limit', message: defaultRateLimitMessage } as const;

/**
 * Every rate limit of the API, in one table: enforce.ts is the only code that applies them. A name is
 * `<action>:<who is counted>`; the action is the subject of the `rate_limited` security event.
 */
export const rateLimitRules = {
  // Chat: visitors in demo mode get a tighter budget than signed-in users (SPEC.md §6).
  'chat:visitor': {
    scope: 'ip',
    prefix: 'chat:visitor',
    routes: ['POST /api/chat', 'POST /api/chat/stream'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit:chat',
  },
  'chat:user': {
    scope: 'user',
    prefix: 'chat:user',
    routes: ['POST /api/chat', 'POST /api/chat/stream', 'POST /api/conversations/:id/messages'],
    limit: 30,
    windowMs: minute,
    code: 'rate_limit:chat',
  },
  'chat:ip': {
    scope: 'ip',
    prefix: 'chat:ip',
    routes: ['POST /api/chat', 'POST /api/chat/stream', 'POST /api/conversations/:id/messages'],
    limit: 60,
    windowMs: minute,
    code: 'rate_limit:chat',
  },

  'ai-tools:user': {
    scope: 'user',
    prefix: 'ai-tools:user',
    routes: [
      'POST /api/ai/automation',
      'POST /api/ai/automation/tasks',
      'POST /api/ai/email',
      'POST /api/ai/report',
    ],
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
  },
  'demo-request:ip': {
    scope: 'ip',
    prefix: 'demo-request:ip',
    routes: ['POST /api/demo-requests'],
    limit: 5,
    windowMs: hour,
    code: 'rate_limit',
  },

  'speech:user': {
    scope: 'user',
    prefix: 'speech:user',
    routes: ['POST /api/speech/text-to-speech', 'POST /api/speech/generate-speech'],
    limit: 30,
    windowMs: minute,
    code: 'rate_limit:speech',
  },
  /** Visitors hearing the employees' introductions on the dashboard demo. */
  'speech:ip': {
    scope: 'ip',
    prefix: 'speech:ip',
    routes: ['POST /api/speech/generate-speech'],
    limit: 20,
    windowMs: minute,
    code: 'rate_limit:speech',
  },
  'speech-to-text:user': {
    scope: 'user',
    prefix: 'speech-to-text:user',
    routes: ['POST /api/speech/speech-to-text'],
    limit: 20,
    windowMs: minute,
    code: 'rate_limit:speech',
  },

  // The public forms: enough for people, not for a script filling the tables.
  'newsletter:ip': {
    scope: 'ip',
    prefix: 'newsletter:ip',
    routes: ['POST /api/newsletter'],
    limit: 10,
    windowMs: hour,
    code: 'rate_limit:newsletter',
  },
  'connector-request:ip': {
    scope: 'ip',
    prefix: 'connector-request:ip',
    routes: ['POST /api/connectors/requests'],
    limit: 5,
    windowMs: hour,
    code: 'rate_limit:connector_request',
  },
  'connector-interest:user': {
    scope: 'user',
    prefix: 'connector-interest:user',
    routes: ['POST /api/connectors/interest'],
    limit: 60,
    windowMs: hour,
    code: 'rate_limit:connector_interest',
  },

  'billing-checkout:user': {
    scope: 'user',
    prefix: 'billing:checkout',
    routes: ['POST /api/billing/create-checkout'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-cancel:user': {
    scope: 'user',
    prefix: 'billing:cancel',
    routes: ['POST /api/billing/cancel'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-pay:user': {
    scope: 'user',
    prefix: 'billing:pay',
    routes: ['POST /api/billing/sandbox/checkouts/:id/pay'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-integration-test:user': {
    scope: 'user',
    prefix: 'billing:integration-test',
    routes: ['POST /api/billing/test-stripe-integration'],
    limit: 5,
    windowMs: minute,
    code: 'rate_limit',
  },

  'account-export:user': {
    scope: 'user',
    prefix: 'account-export:user',
    routes: ['GET /api/account/export'],
    limit: 5,
    windowMs: 10 * minute,
    code: 'rate_limit',
  },
  'password-change:user': {
    scope: 'user',
    prefix: 'password-change:user',
    routes: ['POST /api/account/password'],
    limit: 10,
    windowMs: hour,
    code: 'rate_limit',
  },
  'time-export:user': {
    scope: 'user',
    prefix: 'time-export:user',
    routes: ['GET /api/time-entries/export.csv'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** Webhook test sends and manual retries: each one is an outgoing request. */
  'webhook-send:user': {
    scope: 'user',
    prefix: 'webhook-send:user',
    routes: ['POST /api/webhooks/test', 'POST /api/webhooks/deliveries/:id/retry'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },

  /** ICS imports: each may fetch a URL and write up to 2,000 events. */
  'calendar-import:user': {
    scope: 'user',
    prefix: 'calendar-import:user',
    routes: ['POST /api/calendar/import'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** Connecting a mailbox tries a login on the user's server: a few tries, not a password-guessing relay. */
  'mailbox-connect:user': {
    scope: 'user',
    prefix: 'mailbox-connect:user',
    routes: ['PUT /api/mailbox'],
    limit: 10,
    windowMs: 15 * minute,
    code: 'rate_limit',
  },
  /** A sync on demand opens an IMAP session: the background job does the rest. */
  'mailbox-sync:user': {
    scope: 'user',
    prefix: 'mailbox-sync:user',
    routes: ['POST /api/mailbox/sync'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** CalDAV connects and syncs: each opens a session on the user's server. */
  'caldav:user': {
    scope: 'user',
    prefix: 'caldav:user',
    routes: ['PUT /api/calendar/caldav', 'POST /api/calendar/caldav/sync'],
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** The private ICS feed: calendar clients poll it every few hours; guessing tokens stops here. */
  'calendar-feed:ip': {
    scope: 'ip',
    prefix: 'calendar-feed:ip',
    routes: ['GET /api/calendar/feed/:file'],
    limit: 60,
    windowMs: minute,
    code: 'rate_limit',
  },

  // better-auth's endpoints that cost (a hash, a mail): per address and per email or account.
  'auth-sign-in:ip': {
    scope: 'ip',
    prefix: 'auth:/sign-in/email:ip',
    routes: ['POST /api/auth/*'],
    limit: 30,
    windowMs: 15 * minute,
    ...signIn,
  },
  /**
   * One account's sign-in budgets: a low one per client address (guessing from one place locks only that
   * place) and a higher ceiling for the whole account (guessing from many places still stops).
   */
  'auth-sign-in:account-address': {
    scope: 'account-address',
    prefix: 'auth:/sign-in/email:email',
    routes: ['POST /api/auth/*'],
    limit: 10,
    windowMs: 15 * minute,
    ...signIn,
  },
  'auth-sign-in:account': {
    scope: 'account',
    prefix: 'auth:/sign-in/email:email',
    routes: ['POST /api/auth/*'],
    limit: 100,
    windowMs: hour,
    ...signIn,
  },
  'auth-sign-up:ip': {
    scope: 'ip',
    prefix: 'auth:/sign-up/email:ip',
    routes: ['POST /api/auth/*'],
    limit: 20,
    windowMs: hour,
    ...signUp,
  },
  'auth-sign-up:email': {
    scope: 'email',
    prefix: 'auth:/sign-up/email:email',
    routes: ['POST /api/auth/*'],
    limit: 5,
    windowMs: hour,
    ...signUp,
  },
  'auth-send-verification-email:ip': {
    scope: 'ip',
    prefix: 'auth:/send-verification-email:ip',
    routes: ['POST /api/auth/*'],
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-send-verification-email:email': {
    scope: 'email',
    prefix: 'auth:/send-verification-email:email',
    routes: ['POST /api/auth/*'],
    limit: 5,
    windowMs: hour,
    ...auth,
  },
  'auth-request-password-reset:ip': {
    scope: 'ip',
    prefix: 'auth:/request-password-reset:ip',
    routes: ['POST /api/auth/*'],
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-request-password-reset:email': {
    scope: 'email',
    prefix: 'auth:/request-password-reset:email',
    routes: ['POST /api/auth/*'],
    limit: 5,
    windowMs: hour,
    ...auth,
  },
  'auth-reset-password:ip': {
    scope: 'ip',
    prefix: 'auth:/reset-password:ip',
    routes: ['POST /api/auth/*'],
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-change-password:ip': {
    scope: 'ip',
    prefix: 'auth:/change-password:ip',
    routes: ['POST /api/auth/*'],
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  // A password guess from a signed-in session: per account and per address.
  'auth-verify-password:ip': {
    scope: 'ip',
    prefix: 'auth:/verify-password:ip',
    routes: ['POST /api/auth/*'],
    limit: 30,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-verify-password:account': {
    scope: 'account',
    prefix: 'auth:/verify-password:account',
    routes: ['POST /api/auth/*'],
    limit: 10,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-update-user:ip': {
    scope: 'ip',
    prefix: 'auth:/update-user:ip',
    routes: ['POST /api/auth/*'],
    limit: 60,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-update-user:account': {
    scope: 'account',
    prefix: 'auth:/update-user:account',
    routes: ['POST /api/auth/*'],
    limit: 30,
    windowMs: 15 * minute,
    ...auth,
  },
  /** Every other POST of better-auth's catch-all (sign-out, revoke-session, delete-user...), per path. */
  'auth-other:ip': {
    scope: 'ip',
    prefix: 'auth:other:ip',
    routes: ['POST /api/auth/*'],
    limit: 60,
    windowMs: 15 * minute,
    ...auth,
  },
} satisfies Record<string, LimitRule>;

export type RuleName = keyof typeof rateLimitRules;

/** The rules of each better-auth POST path; a path not listed gets `auth:other:ip`. */
export const authPathRules: Record<string, { ip: RuleName; email?: RuleName; account?: RuleName }> = {
  // Its per-account budgets depend on the client address too: see sign-in-lockout.ts.
  '/sign-in/email': { ip: 'auth-sign-in:ip' },
  '/sign-up/email': { ip: 'auth-sign-up:ip', email: 'auth-sign-up:email' },
  '/send-verification-email': {
    ip: 'auth-send-verification-email:ip',
    email: 'auth-send-verification-email:email',
  },
  '/request-password-reset': {
    ip: 'auth-request-password-reset:ip',
    email: 'auth-request-password-reset:email',
  },
  '/reset-password': { ip: 'auth-reset-password:ip' },
  '/change-password': { ip: 'auth-change-password:ip' },
  '/verify-password': { ip: 'auth-verify-password:ip', account: 'auth-verify-password:account' },
  '/update-user': { ip: 'auth-update-user:ip', account: 'auth-update-user:account' },
};

/** `METHOD /api/path` of every route some rule guards (the security dashboard's « limité » mark). */
export const rateLimitedRoutes: ReadonlySet<string> = new Set(
  Object.values(rateLimitRules).flatMap((rule: LimitRule) => rule.routes),
);
