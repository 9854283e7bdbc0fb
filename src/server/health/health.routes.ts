import { statfs } from 'node:fs/promises';
import { type Health, healthSchema } from '../../shared/health.ts';
import type { Database } from '../db/client.ts';
import { faultMonitorOf } from '../db/faults.ts';
import { apiRouter, declareRoute } from '../http/contract.ts';

/** How long a database check answers for every health request (load balancers poll often). */
const checkTtlMs = 1000;
/** Older than this (nobody polled), a probe is not trusted: the request waits for a fresh one. */
const staleMs = 10_000;
/** Below this much free space on PGlite's disk, writes are about to fail: health says so first. */
const minFreeBytes = 64 * 1024 * 1024;

async function diskIsLow(dataDir: string | undefined): Promise<boolean> {
  if (!dataDir) return false;
  try {
    const stats = await statfs(dataDir);
    return stats.bavail * stats.bsize < minFreeBytes;
  } catch {
    return false;
  }
}

const route = {
  health: declareRoute(
    { access: 'public', label: 'État du service' },
    {
      method: 'get',
      path: '/health',
      responses: {
        200: {
          description: 'Le service et ses dépendances répondent',
          content: { 'application/json': { schema: healthSchema } },
        },
        503: {
          description: 'Une dépendance est en difficulté',
          content: { 'application/json': { schema: healthSchema } },
        },
      },
    },
  ),
};

/** What health answers: the status and the body, as the route and the fast path send them. */
export interface HealthAnswer {
  status: 200 | 503;
  body: Health;
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;

/**
 * `failing` names each dependency in trouble: `database` (no answer within 1.5 s) or `disk` (a write
 * refused for lack of space in the last 30 s, or PGlite's disk nearly full).
 *
 * Health answers from the last probe (issue 25): a probe older than a second is refreshed in the
 * background while this request gets the previous result, so a poll never waits on the database.
 * Only the first probe, or one left unrefreshed for `staleMs` (no traffic), is awaited.
 * One per process: the route and the node:http fast path (health-fast-path.ts) share it.
 */
export function createHealthCheck(
  database: Pick<Database, 'kind' | 'ping'>,
  options: { dataDir?: string; now?: () => number } = {},
) {
  const faults = faultMonitorOf(database);
  const dataDir = database.kind === 'pglite' ? options.dataDir : undefined;
  const now = options.now ?? Date.now;
  type Probe = { reachable: boolean; diskLow: boolean };
  let known: { at: number; probe: Probe } | null = null;
  // Single flight: concurrent refreshes share one `select 1` instead of queueing on the database.
  let refreshing: Promise<Probe> | null = null;
  const refresh = () => {
    refreshing ??= Promise.all([database.ping(), diskIsLow(dataDir)])
      .then(([reachable, diskLow]) => {
        if (!reachable) faults.record('unavailable');
        known = { at: now(), probe: { reachable, diskLow } };
        return known.probe;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const check = (): Probe | Promise<Probe> => {
    const age = known ? now() - known.at : Number.POSITIVE_INFINITY;
    if (age > staleMs) return refresh();
    if (age > checkTtlMs) void refresh();
    return known!.probe;
  };
  const answerOf = ({ reachable, diskLow }: Probe): HealthAnswer => {
    const failing: NonNullable<Health['failing']> = [
      ...(reachable ? [] : (['database'] as const)),
      ...(diskLow || faults.recent().has('disk_full') ? (['disk'] as const) : []),
    ];
    const body: Health = {
      status: failing.length === 0 ? 'ok' : 'degraded',
      database: { kind: database.kind, reachable },
      ...(failing.length > 0 ? { failing } : {}),
    };
    return { status: failing.length === 0 ? 200 : 503, body };
  };
  return {
    /** At once from a fresh enough probe (the usual case), or once the awaited probe is back. */
    answer(): HealthAnswer | Promise<HealthAnswer> {
      const probe = check();
      return probe instanceof Promise ? probe.then(answerOf) : answerOf(probe);
    },
    /**
     * The same, without keeping a new probe: the start's own request (which reads the route's headers
     * for the fast path) must not answer the first clients for the next second.
     */
    async peek(): Promise<HealthAnswer> {
      if (known) return answerOf(known.probe);
      const [reachable, diskLow] = await Promise.all([database.ping(), diskIsLow(dataDir)]);
      return answerOf({ reachable, diskLow });
    },
  };
}

export function healthRoutes(
  database: Pick<Database, 'kind' | 'ping'>,
  options: { dataDir?: string; now?: () => number; check?: HealthCheck } = {},
) {
  const health = options.check ?? createHealthCheck(database, options);
  return apiRouter().openapi(route.health, async (c) => {
    const startProbe = (c.env as { startProbe?: boolean } | undefined)?.startProbe;
    const { status, body } = await (startProbe ? health.peek() : health.answer());
    return status === 200 ? c.json(body, 200) : c.json(body, 503);
  });
}
