import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by clientIpMiddleware: the client address for this request. */
    clientIp: string;
  }
}

type TrustCheck = (address: string, hop: number) => boolean;

/** TRUST_PROXY as proxy-addr's trust function, compiled once; undefined trusts no proxy. */
export function compileTrust(trust: TrustProxy | undefined): TrustCheck | undefined {
  if (!trust) return undefined;
  return 'hops' in trust ? (_address, hop) => hop < trust.hops : proxyaddr.compile(trust.addresses);
}

/**
 * The resolved address, written on every request for better-auth to read (sessions record it). Set by
 * the server over whatever the client sent, so it cannot be forged.
 */
export const clientIpHeader = 'x-septime-client-ip';

/** Headers a proxy sets to say who the client is; a request carrying one did not come straight to us. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** The address of the socket's peer (a proxy, or the client itself), or undefined when there is no socket. */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4, so one client has one key in every limit. */
function canonical(address: string): string {
  try {
    return ipaddr.process(address).toString();
  } catch {
    return address;
  }
}

/**
 * The client's address: the socket peer, or, through the proxies TRUST_PROXY names, the nearest
 * X-Forwarded-For entry that is not one of them (proxy-addr, as Express does). Forwarded headers from
 * any other peer are ignored: they are client-controlled and must never dodge a per-IP limit.
 */
export function resolveClientIp(c: Context, check: TrustCheck | undefined): string {
  const peer = peerAddress(c);
  if (!peer) return 'unknown';
  if (!check) return canonical(peer);
  const address = proxyaddr(
    {
      socket: { remoteAddress: peer },
      headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') },
    } as never,
    check,
  );
  // A well-configured proxy always appends a valid address; anything else is not worth a key of its own.
  return ipaddr.isValid(address) ? canonical(address) : canonical(peer);
}

/** Resolves the client address once per request, for clientIp() to read (app.ts installs it first). */
export function clientIpMiddleware(trust: TrustProxy | undefined): MiddlewareHandler {
  const check = compileTrust(trust);
  return async (c, next) => {
    const address = resolveClientIp(c, check);
    c.set('clientIp', address);
    c.req.raw.headers.set(clientIpHeader, address);
    await next();
  };
}

/** The one client address every per-IP limit, security event and loopback check uses. */
export function clientIp(c: Context): string {
  // Without the middleware (a router mounted alone in a test), trust no header: the peer is the client.
  return (c.get('clientIp') as string | undefined) ?? resolveClientIp(c, undefined);
}

/** True when the request came straight from this machine: a loopback peer and no forwarding header. */
export function isDirectLoopback(c: Context): boolean {
  const peer = peerAddress(c);
  if (!peer || !isLoopback(canonical(peer))) return false;
  return forwardingHeaders.every((name) => c.req.header(name) === undefined);
}

export function isLoopback(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'loopback';
  } catch {
    return false;
  }
}
