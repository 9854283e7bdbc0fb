// Zod schemas of the integrations contract; the constants, types and helpers are in integrations-model.ts, which
// the client imports without pulling zod into its page chunks.

import { integrationIds } from './integrations-model.ts';
import { z } from './zod.ts';

export * from './integrations-model.ts';

export const integrationIdSchema = z.enum(integrationIds, { error: 'Intégration inconnue.' });

export const integrationToggleSchema = z.object({
  connected: z.boolean({ error: 'Indiquez si l’intégration est connectée (vrai ou faux).' }),
});

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Indiquez l’URL du webhook.' })
    .trim()
    .min(1, { error: 'Indiquez l’URL du webhook.' })
    .max(2000, { error: 'L’URL ne peut pas dépasser 2 000 caractères.' })
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: 'URL invalide : elle doit commencer par https:// ou http://.',
      }),
    ),
});

export const integrationStateSchema = z.object({
  id: integrationIdSchema,
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
/** One integration's connect state for the signed-in user. */
export type IntegrationState = z.output<typeof integrationStateSchema>;
export const integrationStatesSchema = z.object({ integrations: z.array(integrationStateSchema) });
