// The health check's answer (GET /api/health), for load balancers and the operator.

import { z } from './zod.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  /** The dependencies in trouble, only when there is one. */
  failing: z.array(z.enum(['database', 'disk'])).optional(),
});
export type Health = z.output<typeof healthSchema>;
