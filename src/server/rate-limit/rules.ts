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
  /** The code of the 429; its French message comes from src/shared/errors.ts unless `message` says. */
  code: ErrorCode;
  message?: string;
}

const signIn = { code: 'rate_limit', message: rateLimitMessages['/sign-in/email'] } as const;
const signUp = { code: 'rate_limit', message: rateLimitMessages['/sign-up/email'] } as const;
const auth = { code: 'rate_limit', message: defaultRateLimitMessage } as const;
const twoFactorCode = { code: 'rate_limit', message: rateLimitMessages['/two-factor/verify-totp'] } as const;

/**
 * Every rate limit of the API, in one table: enforce.ts is the only code that applies them. A name is
 * `<action>:<who is counted>`; the action is the subject of the `rate_limited` security event.
 */
export const rateLimitRules = {
  // Documents: each upload is read in a worker (extract.ts); a user gets a generous but bounded pace.
  'documents:upload': {
    scope: 'user',
    prefix: 'documents:upload',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit',
    message: 'Trop de documents envoyés. Veuillez patienter une minute avant de réessayer.',
  },
  // Chat: visitors in demo mode get a tighter budget than signed-in users (SPEC.md §6).
  'chat:visitor': {
    scope: 'ip',
    prefix: 'chat:visitor',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit:chat',
  },
  'chat:user': {
    scope: 'user',
    prefix: 'chat:user',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit:chat',
  },
  'chat:ip': {
    scope: 'ip',
    prefix: 'chat:ip',
    limit: 60,
    windowMs: minute,
    code: 'rate_limit:chat',
  },

  // The example workspace (decision 059): each load writes about forty rows, each removal deletes them.
  'example:user': {
    scope: 'user',
    prefix: 'example:user',
    limit: 20,
    windowMs: hour,
    code: 'rate_limit',
  },
  'ai-tools:user': {
    scope: 'user',
    prefix: 'ai-tools:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
  },
  // Skills (decision 027): « Lancer maintenant » and French descriptions per user, inbound webhooks per address.
  'skill-run:user': {
    scope: 'user',
    prefix: 'skill-run:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
  },
  'skill-hook:ip': {
    scope: 'ip',
    prefix: 'skill-hook:ip',
    limit: 60,
    windowMs: minute,
    code: 'rate_limit',
  },
  'demo-request:ip': {
    scope: 'ip',
    prefix: 'demo-request:ip',
    limit: 5,
    windowMs: hour,
    code: 'rate_limit',
  },
  // Each request mails a confirmation to the address typed: nobody can flood someone else's mailbox.
  'demo-request:email': {
    scope: 'email',
    prefix: 'demo-request:email',
    limit: 3,
    windowMs: 24 * hour,
    code: 'rate_limit',
  },

  'speech:user': {
    scope: 'user',
    prefix: 'speech:user',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit:speech',
  },
  /** Visitors hearing the employees' introductions on the dashboard demo. */
  'speech:ip': {
    scope: 'ip',
    prefix: 'speech:ip',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit:speech',
  },
  /** Calls with the caller's own ElevenLabs key (the key dialog): a person, not a key tester. */
  'speech-key:user': {
    scope: 'user',
    prefix: 'speech-key:user',
    limit: 20,
    windowMs: hour,
    code: 'rate_limit:speech',
  },
  'speech-to-text:user': {
    scope: 'user',
    prefix: 'speech-to-text:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit:speech',
  },

  // The public forms: enough for people, not for a script filling the tables.
  'newsletter:ip': {
    scope: 'ip',
    prefix: 'newsletter:ip',
    limit: 10,
    windowMs: hour,
    code: 'rate_limit:newsletter',
  },
  'connector-request:ip': {
    scope: 'ip',
    prefix: 'connector-request:ip',
    limit: 5,
    windowMs: hour,
    code: 'rate_limit:connector_request',
  },
  'connector-interest:user': {
    scope: 'user',
    prefix: 'connector-interest:user',
    limit: 60,
    windowMs: hour,
    code: 'rate_limit:connector_interest',
  },

  'billing-checkout:user': {
    scope: 'user',
    prefix: 'billing:checkout',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-cancel:user': {
    scope: 'user',
    prefix: 'billing:cancel',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-pay:user': {
    scope: 'user',
    prefix: 'billing:pay',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-profile:user': {
    scope: 'user',
    prefix: 'billing:profile',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-invoice:user': {
    scope: 'user',
    prefix: 'billing:invoice',
    limit: 60,
    windowMs: minute,
    code: 'rate_limit',
  },
  'billing-integration-test:user': {
    scope: 'user',
    prefix: 'billing:integration-test',
    limit: 5,
    windowMs: minute,
    code: 'rate_limit',
  },

  'account-export:user': {
    scope: 'user',
    prefix: 'account-export:user',
    limit: 5,
    windowMs: 10 * minute,
    code: 'rate_limit',
  },
  'password-change:user': {
    scope: 'user',
    prefix: 'password-change:user',
    limit: 10,
    windowMs: hour,
    code: 'rate_limit',
  },
  'time-export:user': {
    scope: 'user',
    prefix: 'time-export:user',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** CRM exports and imports: each one reads or writes up to the whole CRM (decision 065). */
  'crm-csv:user': {
    scope: 'user',
    prefix: 'crm-csv:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
    message: 'Trop d’imports ou d’exports CSV. Veuillez patienter une minute avant de réessayer.',
  },
  /** Team invitations: each one sends a mail to an address the user typed (decision 072). */
  'team-invite:user': {
    scope: 'user',
    prefix: 'team-invite:user',
    limit: 20,
    windowMs: hour,
    code: 'rate_limit',
    message: 'Trop d’invitations envoyées. Veuillez patienter avant d’en envoyer d’autres.',
  },
  /** Invitation links read or accepted: their tokens cannot be guessed, nor tried in bulk. */
  'invitation:ip': {
    scope: 'ip',
    prefix: 'invitation:ip',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** Webhook test sends and manual retries: each one is an outgoing request. */
  'webhook-send:user': {
    scope: 'user',
    prefix: 'webhook-send:user',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },

  /**
   * Work that waits on a server a user chose (webhook tests and retries, calendar imports by URL,
   * CalDAV and mailbox connects and syncs) and speech: at most 3 at once per user, across instances
   * (decision 057). Here `windowMs` is the lease: places held by a process that died come back after it.
   */
  'outgoing:user': {
    scope: 'user',
    prefix: 'outgoing:user',
    limit: 3,
    windowMs: 2 * minute,
    code: 'rate_limit:outgoing',
  },
  /** ICS imports: each may fetch a URL and write up to 2,000 events. */
  'calendar-import:user': {
    scope: 'user',
    prefix: 'calendar-import:user',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** Connecting a mailbox tries a login on the user's server: a few tries, not a password-guessing relay. */
  'mailbox-connect:user': {
    scope: 'user',
    prefix: 'mailbox-connect:user',
    limit: 10,
    windowMs: 15 * minute,
    code: 'rate_limit',
  },
  /** A sync on demand opens an IMAP session: the background job does the rest. */
  'mailbox-sync:user': {
    scope: 'user',
    prefix: 'mailbox-sync:user',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** A reply to a synced mail: written by the model provider when one is configured. */
  'mailbox-reply:user': {
    scope: 'user',
    prefix: 'mailbox-reply:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
  },
  // The support desk (decision 066): the public contact form, per visitor address, per address typed and
  // per desk (many addresses cannot bury one desk), and the replies, each a mail sent.
  'contact-form:ip': {
    scope: 'ip',
    prefix: 'contact-form:ip',
    limit: 5,
    windowMs: hour,
    code: 'rate_limit:contact',
  },
  'contact-form:email': {
    scope: 'email',
    prefix: 'contact-form:email',
    limit: 5,
    windowMs: hour,
    code: 'rate_limit:contact',
  },
  'contact-form:desk': {
    scope: 'user',
    prefix: 'contact-form:desk',
    limit: 200,
    windowMs: hour,
    code: 'rate_limit:contact',
  },
  'support-reply:user': {
    scope: 'user',
    prefix: 'support-reply:user',
    limit: 30,
    windowMs: minute,
    code: 'rate_limit',
  },
  // « Faire rédiger par Clide » (decision 068): a document search and, with a provider, a model call each.
  'support-draft:user': {
    scope: 'user',
    prefix: 'support-draft:user',
    limit: 20,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** CalDAV connects and syncs: each opens a session on the user's server. */
  'caldav:user': {
    scope: 'user',
    prefix: 'caldav:user',
    limit: 10,
    windowMs: minute,
    code: 'rate_limit',
  },
  /** The private ICS feed: calendar clients poll it every few hours; guessing tokens stops here. */
  'calendar-feed:ip': {
    scope: 'ip',
    prefix: 'calendar-feed:ip',
    limit: 60,
    windowMs: minute,
    code: 'rate_limit',
  },

  // better-auth's endpoints that cost (a hash, a mail): per address and per email or account.
  'auth-sign-in:ip': {
    scope: 'ip',
    prefix: 'auth:/sign-in/email:ip',
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
    limit: 10,
    windowMs: 15 * minute,
    ...signIn,
  },
  'auth-sign-in:account': {
    scope: 'account',
    prefix: 'auth:/sign-in/email:email',
    limit: 100,
    windowMs: hour,
    ...signIn,
  },
  'auth-sign-up:ip': {
    scope: 'ip',
    prefix: 'auth:/sign-up/email:ip',
    limit: 20,
    windowMs: hour,
    ...signUp,
  },
  'auth-sign-up:email': {
    scope: 'email',
    prefix: 'auth:/sign-up/email:email',
    limit: 5,
    windowMs: hour,
    ...signUp,
  },
  'auth-send-verification-email:ip': {
    scope: 'ip',
    prefix: 'auth:/send-verification-email:ip',
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-send-verification-email:email': {
    scope: 'email',
    prefix: 'auth:/send-verification-email:email',
    limit: 5,
    windowMs: hour,
    ...auth,
  },
  'auth-request-password-reset:ip': {
    scope: 'ip',
    prefix: 'auth:/request-password-reset:ip',
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-request-password-reset:email': {
    scope: 'email',
    prefix: 'auth:/request-password-reset:email',
    limit: 5,
    windowMs: hour,
    ...auth,
  },
  'auth-reset-password:ip': {
    scope: 'ip',
    prefix: 'auth:/reset-password:ip',
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  'auth-change-password:ip': {
    scope: 'ip',
    prefix: 'auth:/change-password:ip',
    limit: 20,
    windowMs: hour,
    ...auth,
  },
  // A password guess from a signed-in session: per account and per address.
  'auth-verify-password:ip': {
    scope: 'ip',
    prefix: 'auth:/verify-password:ip',
    limit: 30,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-verify-password:account': {
    scope: 'account',
    prefix: 'auth:/verify-password:account',
    limit: 10,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-update-user:ip': {
    scope: 'ip',
    prefix: 'auth:/update-user:ip',
    limit: 60,
    windowMs: 15 * minute,
    ...auth,
  },
  'auth-update-user:account': {
    scope: 'account',
    prefix: 'auth:/update-user:account',
    limit: 30,
    windowMs: 15 * minute,
    ...auth,
  },
  /**
   * A second-factor code (TOTP or backup code) guessed at sign-in or at activation: per address, and per
   * account (the session's, or the one the pending sign-in challenge is for). better-auth adds its own
   * 5 tries per challenge and 15 minutes of lock after 10 failures in a row (decision 074).
   */
  'auth-two-factor-verify:ip': {
    scope: 'ip',
    prefix: 'auth:/two-factor/verify:ip',
    limit: 30,
    windowMs: 15 * minute,
    ...twoFactorCode,
  },
  'auth-two-factor-verify:account': {
    scope: 'account',
    prefix: 'auth:/two-factor/verify:account',
    limit: 10,
    windowMs: 15 * minute,
    ...twoFactorCode,
  },
  /** Every other POST of better-auth's catch-all (sign-out, revoke-session, delete-user...), per path. */
  'auth-other:ip': {
    scope: 'ip',
    prefix: 'auth:other:ip',
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
  // Codes share one budget whichever kind is tried; the password asked by the two-factor settings
  // shares the password guesses' budget.
  '/two-factor/verify-totp': { ip: 'auth-two-factor-verify:ip', account: 'auth-two-factor-verify:account' },
  '/two-factor/verify-backup-code': {
    ip: 'auth-two-factor-verify:ip',
    account: 'auth-two-factor-verify:account',
  },
  '/two-factor/enable': { ip: 'auth-verify-password:ip', account: 'auth-verify-password:account' },
  '/two-factor/disable': { ip: 'auth-verify-password:ip', account: 'auth-verify-password:account' },
  '/two-factor/generate-backup-codes': {
    ip: 'auth-verify-password:ip',
    account: 'auth-verify-password:account',
  },
};
