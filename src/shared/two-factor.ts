import { z } from 'zod';

// Two-factor authentication (decision 074): the organisation's requirement; the figures and the
// code's normalisation, zod-free for the pages, are in two-factor-model.ts.

/** PUT /api/team/two-factor: owners and administrators must have a second factor, or not. */
export const twoFactorRequirementSchema = z.object({
  required: z.boolean({ error: 'Indiquez si la double authentification est exigée (vrai ou faux).' }),
});
