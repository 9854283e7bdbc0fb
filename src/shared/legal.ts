// The publisher details of the legal notices (GET /api/legal, LEGAL_* settings); null when not set.

import { z } from './zod.ts';

export const legalInfoSchema = z.object({
  companyName: z.string().nullable(),
  capital: z.string().nullable(),
  rcs: z.string().nullable(),
  address: z.string().nullable(),
  director: z.string().nullable(),
  host: z.string().nullable(),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** LEGAL_CERTIFICATIONS: the certifications /legal may name; empty, it names none (decision 062). */
  certifications: z.array(z.string()),
  /**
   * The LEGAL_* variables left unset: always empty in production (the server refuses to start),
   * shown as a development banner on /legal otherwise.
   */
  missing: z.array(z.string()),
});
export type LegalInfo = z.output<typeof legalInfoSchema>;
