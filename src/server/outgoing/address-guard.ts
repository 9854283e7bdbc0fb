import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

// Outgoing requests to a host a user chose (webhooks, calendars, CalDAV, mail servers) must never reach
// the machine itself or a private network (SSRF): every address a host name resolves to is checked, at
// connection time, so a DNS answer that changes between the check and the request (rebinding) is caught
// too. Addresses are parsed by ipaddr.js (every IPv4 spelling: decimal, octal, hex, short forms) after the
// WHATWG URL parser has put IPv6 in canonical form; see docs/decisions/017-costly-work-and-webhook-guard.md
// and 057 (one guarded client for every outgoing request: guarded-fetch.ts, checked-host.ts).

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidr = (text: string): Cidr => ipaddr.parseCIDR(text);

/** Every IPv4 block that is not the public internet (our own list: ipaddr.js's ranges may move). */
const forbiddenIpv4 = [
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
].map(cidr);

/** Outside 2000::/3 nothing is global unicast; inside it, these are not reachable hosts either. */
const globalUnicast = cidr('2000::/3');
const forbiddenIpv6 = [
  '2001::/23', // IETF protocol assignments, Teredo (2001::/32) included
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: an IPv4 address inside
  '3fff::/20', // documentation
].map(cidr);

function inAny(address: ipaddr.IPv4 | ipaddr.IPv6, list: Cidr[]): boolean {
  return list.some(([net, bits]) => address.kind() === net.kind() && address.match(net, bits));
}

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !inAny(address, forbiddenIpv4);
}

/**
 * IPv6 is allowed only in global unicast, never in a form that carries an IPv4 address, except
 * IPv4-mapped (::ffff:a.b.c.d, which Node connects to as plain IPv4) whose IPv4 is public.
 * IPv4-compatible, ::ffff:0:a.b.c.d, NAT64 (64:ff9b::/96, 64:ff9b:1::/48) lie outside 2000::/3;
 * 6to4 and Teredo are refused by their own prefixes.
 */
function isPublicIpv6(address: ipaddr.IPv6): boolean {
  if (address.isIPv4MappedAddress()) return isPublicIpv4(address.toIPv4Address());
  return inAny(address, [globalUnicast]) && address.range() === 'unicast' && !inAny(address, forbiddenIpv6);
}

/** The address in canonical form, or null when the text is not an IP address in any spelling. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.trim().replace(/^\[|\]$/g, '');
  if (bare.includes(':')) {
    // The URL parser writes `::127.0.0.1` as `::7f00:1`; ipaddr.js alone would read it as IPv4-mapped.
    try {
      const host = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
      return ipaddr.IPv6.parse(host);
    } catch {
      return null;
    }
  }
  return ipaddr.IPv4.isValid(bare) ? ipaddr.IPv4.parse(bare) : null;
}

/** True for anything that is not a public internet address, and for text that is no address at all. */
export function isPrivateAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return true;
  return parsed.kind() === 'ipv4'
    ? !isPublicIpv4(parsed as ipaddr.IPv4)
    : !isPublicIpv6(parsed as ipaddr.IPv6);
}

/** The host of a URL when it is an IP literal (any spelling the URL parser accepts), else null. */
export function ipLiteralHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return parseAddress(host) ? host : null;
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super('Adresse refusée : elle pointe vers la machine elle-même ou un réseau privé.');
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Which non-public addresses may be reached: none (production), any (the tests' *_ALLOW_PRIVATE), or a
 * test's own choice (one loopback port, so a redirect to another loopback port is still refused).
 */
export type PrivatePolicy = boolean | ((address: string, port: number) => boolean);

function mayReach(address: string, port: number, policy: PrivatePolicy): boolean {
  if (policy === true) return true;
  if (typeof policy === 'function' && policy(address, port)) return true;
  return !isPrivateAddress(address);
}

/**
 * The address to connect to for `host:port`, every address it resolves to checked (an IP literal is
 * checked as is). The caller connects to the very address returned: no second resolution, no rebinding.
 */
export async function checkedAddress(
  host: string,
  port: number,
  policy: PrivatePolicy,
  resolve: Resolve = systemResolve,
): Promise<LookupAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  const literal = parseAddress(bare);
  if (literal) {
    const text = literal.toString();
    if (!mayReach(text, port, policy)) throw new BlockedAddressError(text);
    return { address: text, family: literal.kind() === 'ipv4' ? 4 : 6 };
  }
  const addresses = await resolve(bare);
  const bad = addresses.find((a) => !mayReach(a.address, port, policy));
  if (bad) throw new BlockedAddressError(bad.address);
  const first = addresses[0];
  if (!first) throw Object.assign(new Error(`ENOTFOUND ${bare}`), { code: 'ENOTFOUND' });
  return first;
}

/** How host names are resolved: the system resolver, or a test's own. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (err, list) => (err ? reject(err) : resolve(list))),
  );

/**
 * A `lookup` for http.request that refuses private addresses (unless allowed, for tests). The socket
 * connects to the very address returned here, so the check is on the address actually used.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = systemResolve) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!allowPrivate) {
          const bad = addresses.find((a) => isPrivateAddress(a.address));
          if (bad) return callback(new BlockedAddressError(bad.address) as NodeJS.ErrnoException, []);
        }
        if (addresses.length === 0) {
          const missing = Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          return callback(missing, []);
        }
        if (options.all) return callback(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}

/** Checks a URL before it is saved or called: a literal private IP or a name resolving to one is refused. */
export async function assertPublicUrl(
  url: string,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<void> {
  if (allowPrivate) return;
  const parsed = new URL(url);
  const literal = ipLiteralHost(parsed);
  if (literal) {
    if (isPrivateAddress(literal)) throw new BlockedAddressError(literal);
    return;
  }
  const addresses = await resolve(parsed.hostname);
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  if (bad) throw new BlockedAddressError(bad.address);
}
