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
