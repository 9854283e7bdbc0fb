import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { awayFromLine } from '../http/request-queue.ts';
import {
  BlockedAddressError,
  checkedAddress,
  type PrivatePolicy,
  type Resolve,
  systemResolve,
} from './address-guard.ts';

// The one client for every HTTP request to a server a user chose (webhooks, calendar feeds, CalDAV):
// decision 057. Each connection is opened to an address checked by the guard at that very moment (the
// dispatcher's connect hook: no DNS rebinding between check and use); redirects are followed here, one
// hop at a time, each hop checked again, at most `maxHops`; credentials never leave the origin they were
// given for; the whole exchange (every hop and the body) has one deadline and a size cap; and while it
// waits on the network, the request gives its place in the PGlite line to others (awayFromLine).

export type OutgoingFailure =
  | 'blocked'
  | 'other_origin'
  | 'redirect'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'not_found'
  | 'refused'
  | 'failed';

const messages: Record<OutgoingFailure, string> = {
  blocked: 'Adresse refusée : elle pointe vers la machine elle-même ou un réseau privé.',
  other_origin: 'Le serveur renvoie vers une autre adresse : Septime n’y envoie pas vos identifiants.',
  redirect: 'Le serveur redirige vers une autre adresse : Septime ne suit pas cette redirection.',
  too_many_redirects: 'Le serveur redirige trop de fois.',
  timeout: 'Le serveur n’a pas répondu à temps.',
  too_large: 'La réponse du serveur est trop volumineuse.',
  not_found: 'Nom de domaine introuvable.',
  refused: 'Connexion refusée par le serveur.',
  failed: 'Le serveur n’a pas pu être joint.',
};

/** Why an outgoing request did not get its answer, with a French message the caller may show as is. */
export class OutgoingError extends Error {
  constructor(
    readonly kind: OutgoingFailure,
    /** The host (and port) concerned when it is not the one asked: a redirect's or a link's target. */
    readonly target?: string,
    message = messages[kind],
  ) {
    super(message);
  }
}

export interface GuardedFetchOptions {
  /** Non-public addresses reachable: never in production (WEBHOOK_/CONNECTORS_ALLOW_PRIVATE for tests). */
  allowPrivate: PrivatePolicy;
  resolve?: Resolve;
  /** Redirects followed per call (0: a redirect is an error). Each hop is checked like the first. */
  maxHops?: number;
  /**
   * Every request must go to this origin (CalDAV: the server whose login the user gave). A request or a
   * redirect elsewhere is refused before any connection, so the credentials never travel there.
   */
  pinnedOrigin?: string;
  /** Deadline of one whole call: every hop, every connection, the body read to its end. */
  timeoutMs?: number;
  /** Bytes of body read at most; the answer is buffered, so the caller never waits on the network. */
  maxBytes?: number;
}

/** Headers that carry the user's credentials: dropped when a redirect leaves the origin (no pin). */
const credentialHeaders = ['authorization', 'proxy-authorization', 'cookie'];
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/** An undici dispatcher whose every connection goes to an address the guard has just checked. */
function guardedAgent(policy: PrivatePolicy, resolve: Resolve): Agent {
  const connect = buildConnector({ timeout: 10_000 });
  return new Agent({
    keepAliveTimeout: 4_000,
    connect(options, callback) {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
      checkedAddress(host, port, policy, resolve).then(
        ({ address }) =>
          connect(
            {
              ...options,
              hostname: address,
              // TLS still names (and verifies) the host asked for, not the address.
              servername: options.servername || (isIP(host) ? undefined : host),
            },
            callback,
          ),
        (err: Error) => callback(err, null),
      );
    },
  });
}

export type GuardedFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** A fetch-compatible function bound to one guard (tsdav takes it as its `fetch`). */
export function createGuardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const resolve = options.resolve ?? systemResolve;
  const agent = guardedAgent(options.allowPrivate, resolve);
  const maxHops = options.maxHops ?? 5;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 5_000_000;
  const pinned = options.pinnedOrigin ? new URL(options.pinnedOrigin).origin : undefined;

  function checkTarget(target: URL) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new OutgoingError('redirect', target.host);
    if (pinned && target.origin !== pinned) throw new OutgoingError('other_origin', target.host);
  }

  async function exchange(url: string | URL, init: RequestInit): Promise<Response> {
    let target = new URL(String(url));
    checkTarget(target);
    const origin = target.origin;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body ?? null;
    const headers = new Headers(init.headers);
    const manual = init.redirect === 'manual';
    try {
      for (let hop = 0; ; hop++) {
        const res = await undiciFetch(target, {
          method,
          headers: [...headers] as [string, string][],
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: agent,
        });
        const location = res.headers.get('location');
        if (!manual && redirectStatuses.has(res.status) && location !== null) {
          await res.body?.cancel();
          if (init.redirect === 'error' || hop >= maxHops) {
            throw new OutgoingError(
              maxHops === 0 || init.redirect === 'error' ? 'redirect' : 'too_many_redirects',
            );
          }
          const next = new URL(location, target);
          checkTarget(next);
          if (next.origin !== origin) for (const name of credentialHeaders) headers.delete(name);
          // As browsers do: 303, and 301/302 after a POST, go on as a GET without a body.
          if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = null;
            headers.delete('content-type');
            headers.delete('content-length');
          }
          target = next;
          continue;
        }
        return await buffered(res, maxBytes);
      }
    } catch (err) {
      throw outgoingFailure(err, deadline);
    }
  }

  return (url, init = {}) => awayFromLine(() => exchange(url, init));
}

/** The answer read whole (up to maxBytes), as a plain Response the caller reads without the network. */
async function buffered(res: Awaited<ReturnType<typeof undiciFetch>>, maxBytes: number): Promise<Response> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new OutgoingError('too_large');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > maxBytes) throw new OutgoingError('too_large');
      chunks.push(chunk);
    }
  }
  const headers = new Headers([...res.headers] as [string, string][]);
  return new Response(nullBodyStatuses.has(res.status) ? null : Buffer.concat(chunks), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

function outgoingFailure(err: unknown, deadline: AbortSignal): Error {
  if (err instanceof OutgoingError) return err;
  if (deadline.aborted) return new OutgoingError('timeout');
  const cause = (err as { cause?: unknown }).cause ?? err;
  if (cause instanceof BlockedAddressError) return new OutgoingError('blocked', cause.address, cause.message);
  const code = (cause as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OutgoingError('not_found');
  if (code === 'ECONNREFUSED') return new OutgoingError('refused');
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return new OutgoingError('timeout');
  // The caller's own abort (the browser left) stays what it is.
  if ((err as Error).name === 'AbortError') return err as Error;
  return new OutgoingError('failed');
}
