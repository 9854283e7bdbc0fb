// What a database failure means for the client: disk full and outages are 503s, never 500s.

export type DatabaseFault = 'disk_full' | 'unavailable';

/** Node socket errors and PostgreSQL SQLSTATEs that mean "the database cannot answer now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
  '53200', // out_of_memory
  '58030', // io_error
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|PGlite is closed|Cannot use a pool after calling end|database query timed out/i;
const diskFullMessages = /No space left on device|could not extend file|disk quota exceeded/i;

function* causes(err: unknown): Generator<Record<string, unknown>> {
  let current = err;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Walks the cause chain (Drizzle and better-auth wrap the driver's error) for a known fault. */
export function databaseFaultOf(err: unknown): DatabaseFault | null {
  let fault: DatabaseFault | null = null;
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '53100' || code === 'ENOSPC' || e.errno === 28 || diskFullMessages.test(message)) {
      return 'disk_full';
    }
    if (
      (code && (unavailableCodes.has(code) || code.startsWith('08'))) ||
      unavailableMessages.test(message)
    ) {
      fault = 'unavailable';
    }
  }
  return fault;
}

/** better-auth turns any storage failure while reading a session into a 500 APIError. */
export function isAuthStorageFailure(err: unknown): boolean {
  const e = err as { name?: unknown; statusCode?: unknown; status?: unknown; body?: { code?: unknown } };
  return (
    !!e &&
    e.name === 'APIError' &&
    (e.statusCode === 500 || e.status === 'INTERNAL_SERVER_ERROR') &&
    typeof e.body?.code === 'string' &&
    /^FAILED_TO_|^INTERNAL_SERVER_ERROR$/.test(e.body.code)
  );
}

/** The French cause of a failed connection, for the start message (no credentials). */
export function connectionCause(err: unknown): string {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === 'ECONNREFUSED')
      return 'connexion refusée (ECONNREFUSED) : aucun serveur n’écoute à cette adresse';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `nom d’hôte introuvable (${code})`;
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `hôte injoignable (${code})`;
    if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(message)) {
      return 'délai dépassé : le serveur ne répond pas';
    }
    if (code === '28P01' || code === '28000')
      return `authentification refusée (${code}) : vérifiez l’utilisateur et le mot de passe`;
    if (code === '3D000') return `base de données inexistante (${code})`;
    if (code === '57P03') return 'le serveur démarre ou s’arrête (57P03)';
    if (code === 'ECONNRESET' || /Connection terminated/i.test(message)) {
      return 'connexion coupée par le serveur';
    }
    if (code === '53100' || code === 'ENOSPC') return `disque plein (${code})`;
  }
  const first = causes(err).next().value;
  const code = typeof first?.code === 'string' ? ` (${first.code})` : '';
  return `${deepestMessage(err)}${code}`;
}

/** The innermost message of a cause chain: "Failed query: …" hides the driver's real reason. */
export function deepestMessage(err: unknown): string {
  let message = err instanceof Error ? err.message : String(err);
  for (const e of causes(err)) if (typeof e.message === 'string' && e.message) message = e.message;
  return message;
}

/** Seconds a client should wait before retrying, sent as Retry-After on every 503. */
export const retryAfterSeconds: Record<DatabaseFault | 'overloaded', number> = {
  unavailable: 5,
  overloaded: 2,
  disk_full: 60,
};

/** How long a fault seen on a request keeps counting: health reports it, and 500s meanwhile are 503s. */
const recentFaultMs = 30_000;

export interface FaultMonitor {
  record(fault: DatabaseFault): void;
  /** The faults seen within the last 30 s. */
  recent(now?: number): Set<DatabaseFault>;
}

const monitors = new WeakMap<object, FaultMonitor>();

/** One monitor per database: the error handler records what it sees, health reports it. */
export function faultMonitorOf(database: object): FaultMonitor {
  let monitor = monitors.get(database);
  if (!monitor) {
    const lastSeen = new Map<DatabaseFault, number>();
    monitor = {
      record: (fault) => lastSeen.set(fault, Date.now()),
      recent: (now = Date.now()) =>
        new Set([...lastSeen].filter(([, at]) => now - at < recentFaultMs).map(([fault]) => fault)),
    };
    monitors.set(database, monitor);
  }
  return monitor;
}
