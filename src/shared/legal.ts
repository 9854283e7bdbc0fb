// The publisher details of the legal notices (GET /api/legal, LEGAL_* settings); null when not set.

import { z } from './zod.ts';

export const legalInfoSchema = z.object({
  companyName: z.string().nullable(),
  capital: z.string().nullable(),
  rcs: z.string().nullable(),
  address: z.string().nullable(),
  director: z.string().nullable(),
  host: z.string().nullable(),
});
export type LegalInfo = z.output<typeof legalInfoSchema>;
