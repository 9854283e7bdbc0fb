import proxyaddr from 'proxy-addr';
import { z } from 'zod';

// The one reader of process.env: every setting is validated here, once, at start.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  // Server processes sharing the port (node:cluster); default: one per core in production, else 1.
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'un nombre entier de processus est attendu' })
    .int('un nombre entier de processus est attendu')
    .min(1, 'au moins 1 processus')
    .max(64, 'au plus 64 processus')
    .optional(),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'au moins 32 caractères').optional()),
  TRUSTED_ORIGINS: optionalText,
  // Operators who see the platform-wide security figures on /security, comma-separated emails.
  ADMIN_EMAILS: optionalText,
  // AES-256-GCM keys of connector credentials, `id:base64` comma-separated, the first encrypting (SECURITY.md).
  MAILBOX_KEYS: optionalText,
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Septime <no-reply@septime.local>'),
  REDIS_URL: optionalUrl.optional(),
  // Which reverse proxies to believe for the client address (X-Forwarded-For): a hop count or addresses/CIDRs.
  TRUST_PROXY: optionalText,
  // JSON access and error logs on stdout; silent by default under NODE_ENV=test.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // For test environments where every browser shares 127.0.0.1; keep 1 in production.
  RATE_LIMIT_IP_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  AI_BASE_URL: optionalUrl.optional(),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  MISTRAL_API_KEY: optionalText,
  // auto: AI_BASE_URL, else Mistral, else an Ollama answering at OLLAMA_URL, else the local engine.
  AI_PROVIDER: z.enum(['auto', 'local']).default('auto'),
  OLLAMA_URL: z.url().default('http://127.0.0.1:11434'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  ELEVENLABS_API_KEY: optionalText,
  // Speech: espeak-ng by default, ElevenLabs when its key is set (or forced, the key then asked per request).
  SPEECH_PROVIDER: z.enum(['auto', 'espeak', 'elevenlabs']).default('auto'),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  STT_BASE_URL: optionalUrl.optional(),
  STT_API_KEY: optionalText,
  STT_MODEL: z.string().trim().min(1).default('whisper-1'),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Local synthesis (espeak-ng): requests waiting for the one worker, and the longest one synthesis may run.
  SPEECH_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  SPEECH_SYNTHESIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SPEECH_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_ENTERPRISE: optionalText,
  // Tests only: a local server speaking Stripe's API (e.g. http://127.0.0.1:12111).
  STRIPE_API_URL: optionalUrl.optional(),
  // Lets webhooks reach loopback and private addresses: for automated tests only, never in production.
  // One webhook delivery's whole deadline (connect + send + answer), and open deliveries per user.
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_MAX_OPEN_DELIVERIES: z.coerce.number().int().min(1).max(10_000).default(50),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false', '']).default('0'),
  // Lets the mailbox (IMAP/SMTP) and CalDAV connectors reach loopback and private addresses, webhooks
  // staying guarded: for the e2e server's test Dovecot only, never in production.
  CONNECTORS_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false', '']).default('0'),
  // Publisher details shown on /legal (Mentions légales) and printed on invoices: all required in
  // production (legalSettings); in development an unset one shows a banner on /legal and invoices.
  LEGAL_COMPANY_NAME: optionalText,
  LEGAL_CAPITAL: optionalText,
  LEGAL_RCS: optionalText,
  LEGAL_ADDRESS: optionalText,
  LEGAL_DIRECTOR: optionalText,
  LEGAL_HOST: optionalText,
  // Retention of the skills' run history and of the audit log (decision 032; SECURITY.md, /legal).
  SKILL_RUN_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  SKILL_RUN_KEEP_PER_SKILL: z.coerce.number().int().min(10).max(100_000).default(100),
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  // The mail « une approbation vous attend » (decision 060): after this many minutes, one a day at most.
  APPROVAL_REMINDER_AFTER_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  // Dunning (decision 037): days after the failed renewal when the card is charged again,
  // and the days after which an unpaid subscription drops to Gratuit (data kept).
  BILLING_RETRY_DAYS: z
    .string()
    .trim()
    .default('1,3,5')
    .transform((v) => v.split(',').map((d) => Number(d.trim())))
    .pipe(z.array(z.number().int().min(0).max(60)).min(1).max(10)),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  // Seller identifiers printed on invoices (issue 24).
  LEGAL_SIREN: optionalText,
  LEGAL_VAT_NUMBER: optionalText,
  // Certifications actually held, comma-separated (e.g. « ISO 27001 »): /legal claims none without it.
  LEGAL_CERTIFICATIONS: optionalText,
  // PGlite only: API requests served at once, allowed to wait, and how long (then 503 + Retry-After).
  PGLITE_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(8),
  PGLITE_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(200),
  // PGlite in a worker thread so its queries do not stall HTTP (decision 040); 0 keeps it on the main thread.
  PGLITE_WORKER: z.enum(['0', '1']).default('1'),
  PGLITE_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public base URL used in emails and redirects; defaults to http://localhost:PORT. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** WEB_CONCURRENCY as given (undefined: the default, see webConcurrency in cluster.ts). */
  webConcurrency: number | undefined;
  authSecret: string | undefined;
  trustedOrigins: string[];
  /** ADMIN_EMAILS, lower-cased: the operators who see the platform-wide figures on /security. */
  adminEmails: string[];
  smtpUrl: string | undefined;
  /** MAILBOX_KEYS: keys of the mailbox passwords at rest; derived from the auth secret when unset. */
  mailboxKeys: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitIpMultiplier: number;
  /** TRUST_PROXY: the proxies believed for X-Forwarded-For; undefined trusts none (the socket peer is the client). */
  trustProxy: TrustProxy | undefined;
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    mistralApiKey: string | undefined;
    /** `local` forces the local engine and skips the Ollama detection. */
    provider: 'auto' | 'local';
    /** Where an Ollama server is looked for at start, without a trailing slash. */
    ollamaUrl: string;
    timeoutMs: number;
  };
  elevenLabsApiKey: string | undefined;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    pricePro: string | undefined;
    priceEnterprise: string | undefined;
    /** Where the Stripe client sends its calls; undefined is Stripe's own API. */
    api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  };
  speech: {
    provider: 'auto' | 'espeak' | 'elevenlabs';
    elevenLabsBaseUrl: string;
    sttBaseUrl: string | undefined;
    sttApiKey: string | undefined;
    sttModel: string;
    timeoutMs: number;
    /** Bound of the synthesised-audio cache, in bytes. */
    cacheMaxBytes: number;
    /** Local synthesis requests allowed to wait for the worker (one per user); more get a 503. */
    queueMax: number;
    /** A local synthesis running longer is stopped (its worker restarted) and answered 504. */
    synthesisTimeoutMs: number;
  };
  webhooks: { timeoutMs: number; maxOpenPerUser: number };
  /** How long the skills' finished runs (and how many per skill) and the audit log are kept. */
  retention: { skillRunDays: number; skillRunsPerSkill: number; auditLogDays: number };
  /** WEBHOOK_ALLOW_PRIVATE: the SSRF guard off, so tests can receive webhooks on 127.0.0.1. */
  webhookAllowPrivate: boolean;
  /** CONNECTORS_ALLOW_PRIVATE (or WEBHOOK_ALLOW_PRIVATE): mailbox and CalDAV hosts may be on loopback (tests). */
  connectorsAllowPrivate: boolean;
  /** Legal notices (LEGAL_*): what SPEC.md does not give; undefined when not configured. */
  legal: {
    companyName: string | undefined;
    capital: string | undefined;
    rcs: string | undefined;
    address: string | undefined;
    director: string | undefined;
    host: string | undefined;
    /** The seller's SIREN and intra-community VAT number, on every invoice. */
    siren: string | undefined;
    vatNumber: string | undefined;
    /** LEGAL_CERTIFICATIONS: the certifications /legal names (none when unset, decision 062). */
    certifications: string[];
    /** The required LEGAL_* variables left unset (always empty in production, which refuses to start). */
    missing: LegalSetting[];
  };
  /** Failed renewals: retry days after the first failure (ascending), then the drop to Gratuit. */
  dunning: { retryDays: number[]; graceDays: number };
  /** Minutes an approval waits before its owner is mailed (one mail a day per user at most). */
  approvalReminderAfterMinutes: number;
  /** PGlite runs in a worker thread (db/pglite-proxy.ts). */
  pgliteWorker: boolean;
  /** The bounded line in front of the API when the database is PGlite (http/request-queue.ts). */
  pgliteQueue: { concurrency: number; maxWaiting: number; maxWaitMs: number };
}

function stripeApi(url: string): NonNullable<Config['stripe']['api']> {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export class ConfigError extends Error {}

/**
 * The LEGAL_* settings /legal and the invoices print (issue 42): production refuses to start without
 * them, development shows a banner where they are missing (decision 062).
 */
export const legalSettings = [
  'LEGAL_COMPANY_NAME',
  'LEGAL_CAPITAL',
  'LEGAL_RCS',
  'LEGAL_ADDRESS',
  'LEGAL_DIRECTOR',
  'LEGAL_HOST',
  'LEGAL_SIREN',
  'LEGAL_VAT_NUMBER',
] as const;
export type LegalSetting = (typeof legalSettings)[number];

/** A hop count (`1`: the socket peer is our proxy) or the addresses/CIDRs of our proxies. */
export type TrustProxy = { hops: number } | { addresses: string[] };

/** TRUST_PROXY parsed, or a French reason; proxy-addr's own compiler checks every address and CIDR. */
function parseTrustProxy(value: string | undefined): TrustProxy | undefined | { error: string } {
  if (value === undefined || value === '0') return undefined;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : { error: 'un nombre de proxys entre 0 et 10' };
  }
  const addresses = value.split(',').map((a) => a.trim());
  const bad = addresses.find((address) => {
    try {
      proxyaddr.compile(address);
      return false;
    } catch {
      return true;
    }
  });
  if (bad !== undefined) {
    return {
      error: `« ${bad} » n'est ni une adresse IP ni un réseau CIDR (attendu : un nombre de proxys, ou une liste séparée par des virgules comme 10.0.0.0/8,::1)`,
    };
  }
  return { addresses };
}

/** What production must never run without (or with): each names its variable. */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.SMTP_URL) {
    problems.push(
      "  SMTP_URL: obligatoire en production (sans lui, les emails restent dans la boîte d'envoi locale)",
    );
  }
  if (e.WEBHOOK_ALLOW_PRIVATE === '1' || e.WEBHOOK_ALLOW_PRIVATE === 'true') {
    problems.push(
      '  WEBHOOK_ALLOW_PRIVATE: interdit en production (les webhooks pourraient viser le réseau interne)',
    );
  }
  if (e.CONNECTORS_ALLOW_PRIVATE === '1' || e.CONNECTORS_ALLOW_PRIVATE === 'true') {
    problems.push(
      '  CONNECTORS_ALLOW_PRIVATE: interdit en production (les connecteurs pourraient viser le réseau interne)',
    );
  }
  if (!e.AUTH_SECRET) {
    problems.push(
      '  AUTH_SECRET: obligatoire en production (au moins 32 caractères, le même sur chaque instance)',
    );
  }
  const missingLegal = legalSettings.filter((name) => !e[name]);
  if (missingLegal.length > 0) {
    problems.push(
      `  ${missingLegal.join(', ')} : obligatoires en production (l'identité de l'éditeur imprimée sur /legal et sur chaque facture ; sans elle, une facture n'est pas légalement valable)`,
    );
  }
  return problems;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const problems = productionProblems(e);
  if (trustProxy && 'error' in trustProxy) problems.unshift(`  TRUST_PROXY: ${trustProxy.error}`);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    authSecret: e.AUTH_SECRET,
    trustedOrigins: [
      appUrl,
      // On the default address the app is also reached as 127.0.0.1: a newcomer typing either can sign in.
      ...(e.APP_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
      ...(e.TRUSTED_ORIGINS?.split(',').map((o) => o.trim()) ?? []),
    ].filter(Boolean),
    adminEmails:
      e.ADMIN_EMAILS?.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean) ?? [],
    smtpUrl: e.SMTP_URL,
    mailboxKeys: e.MAILBOX_KEYS,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitIpMultiplier: e.RATE_LIMIT_IP_MULTIPLIER,
    trustProxy: trustProxy as TrustProxy | undefined,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      mistralApiKey: e.MISTRAL_API_KEY,
      provider: e.AI_PROVIDER,
      ollamaUrl: e.OLLAMA_URL.replace(/\/+$/, ''),
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    elevenLabsApiKey: e.ELEVENLABS_API_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      pricePro: e.STRIPE_PRICE_PRO,
      priceEnterprise: e.STRIPE_PRICE_ENTERPRISE,
      api: e.STRIPE_API_URL ? stripeApi(e.STRIPE_API_URL) : undefined,
    },
    speech: {
      provider: e.SPEECH_PROVIDER,
      elevenLabsBaseUrl: e.ELEVENLABS_BASE_URL,
      sttBaseUrl: e.STT_BASE_URL,
      sttApiKey: e.STT_API_KEY,
      sttModel: e.STT_MODEL,
      timeoutMs: e.SPEECH_TIMEOUT_MS,
      cacheMaxBytes: e.SPEECH_CACHE_MAX_MB * 1024 * 1024,
      queueMax: e.SPEECH_QUEUE_MAX,
      synthesisTimeoutMs: e.SPEECH_SYNTHESIS_TIMEOUT_MS,
    },
    webhooks: { timeoutMs: e.WEBHOOK_TIMEOUT_MS, maxOpenPerUser: e.WEBHOOK_MAX_OPEN_DELIVERIES },
    retention: {
      skillRunDays: e.SKILL_RUN_RETENTION_DAYS,
      skillRunsPerSkill: e.SKILL_RUN_KEEP_PER_SKILL,
      auditLogDays: e.AUDIT_LOG_RETENTION_DAYS,
    },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1' || e.WEBHOOK_ALLOW_PRIVATE === 'true',
    connectorsAllowPrivate:
      ['1', 'true'].includes(e.CONNECTORS_ALLOW_PRIVATE) || ['1', 'true'].includes(e.WEBHOOK_ALLOW_PRIVATE),
    legal: {
      companyName: e.LEGAL_COMPANY_NAME,
      capital: e.LEGAL_CAPITAL,
      rcs: e.LEGAL_RCS,
      address: e.LEGAL_ADDRESS,
      director: e.LEGAL_DIRECTOR,
      host: e.LEGAL_HOST,
      siren: e.LEGAL_SIREN,
      vatNumber: e.LEGAL_VAT_NUMBER,
      certifications:
        e.LEGAL_CERTIFICATIONS?.split(',')
          .map((name) => name.trim())
          .filter(Boolean) ?? [],
      missing: legalSettings.filter((name) => !e[name]),
    },
    dunning: {
      retryDays: [...e.BILLING_RETRY_DAYS].sort((a, b) => a - b),
      graceDays: e.BILLING_GRACE_DAYS,
    },
    approvalReminderAfterMinutes: e.APPROVAL_REMINDER_AFTER_MINUTES,
    pgliteWorker: e.PGLITE_WORKER === '1',
    pgliteQueue: {
      concurrency: e.PGLITE_MAX_CONCURRENT,
      maxWaiting: e.PGLITE_MAX_QUEUED,
      maxWaitMs: e.PGLITE_MAX_WAIT_MS,
    },
  };
}

/** Test and tool entry points read only these variables, through here. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Redis for the rate-limiter tests (`npm test` sets it, starting one when none answers). */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/** The employees' evaluation (eval/employees): a running app to target and an account to sign in with there. */
export function evalSettings(): { baseUrl?: string; email?: string; password?: string } {
  return {
    baseUrl: process.env.EVAL_BASE_URL || undefined,
    email: process.env.EVAL_EMAIL || undefined,
    password: process.env.EVAL_PASSWORD || undefined,
  };
}
