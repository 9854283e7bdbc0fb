// The security dashboard's figures (GET /api/security/overview, SPEC.md §9).

import { z } from './zod.ts';

export const securityCountersSchema = z.object({
  failedSignIns: z.number(),
  rateLimitHits: z.number(),
  /** Accounts plus IP addresses with 5 or more failed sign-ins in the window. */
  suspiciousActivity: z.number(),
  suspiciousAccounts: z.number(),
  suspiciousIps: z.number(),
  /** Sessions not yet expired. */
  activeSessions: z.number(),
});
export type SecurityCounters = z.output<typeof securityCountersSchema>;

export const securityStatuses = ['SECURE', 'ALERT'] as const;
export type SecurityStatus = (typeof securityStatuses)[number];

const apiFunctionSchema = z.object({
  method: z.string(),
  path: z.string(),
  label: z.string(),
  rateLimited: z.boolean(),
});

export const securityOverviewSchema = z.object({
  status: z.enum(securityStatuses),
  counters: securityCountersSchema,
  thresholds: z.object({
    windowHours: z.number(),
    failuresPerSource: z.number(),
    suspiciousActivity: z.number(),
    rateLimitHits: z.number(),
  }),
  generatedAt: z.string(),
  functions: z.object({
    protected: z.array(apiFunctionSchema),
    public: z.array(apiFunctionSchema),
    /** Routes of the app missing from the route table (a test keeps this empty). */
    unclassified: z.array(z.object({ method: z.string(), path: z.string() })),
  }),
});
export type SecurityOverview = z.output<typeof securityOverviewSchema>;

// The signed-in user's own account security (GET /api/account/security, the /security page).

export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** The browser and system in French, read from the User-Agent (« Chrome 131 sur Windows »). */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

export const signInEventSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  succeeded: z.boolean(),
});
export type SignInEvent = z.output<typeof signInEventSchema>;

export const accountSecuritySchema = z.object({
  sessions: z.array(accountSessionSchema),
  /** The newest sign-ins and failed attempts on this account's email, newest first. */
  signIns: z.array(signInEventSchema),
  /** Named in ADMIN_EMAILS: may read the platform-wide overview. */
  operator: z.boolean(),
});
export type AccountSecurity = z.output<typeof accountSecuritySchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number(), message: z.string() });
