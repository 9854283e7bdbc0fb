import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { clientIp, clientIpHeader, clientIpMiddleware, isLoopback } from './client-ip.ts';

/** The address clientIp() gives for a request from `peer` with these headers, under TRUST_PROXY `trust`. */
async function addressSeen(
  trust: TrustProxy | undefined,
  peer: string,
  headers: Record<string, string> = {},
) {
  const app = new Hono().use('*', clientIpMiddleware(trust)).get('/', (c) => c.text(clientIp(c)));
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('clientIp', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', async () => {
    const forged = {
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
    };
    expect(await addressSeen(undefined, '198.51.100.7', forged)).toBe('198.51.100.7');
    // One client, one key: IPv4-mapped IPv6 is the plain IPv4 address.
    expect(await addressSeen(undefined, '::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes the entry our proxy appended with a hop count, not the ones the client forged', async () => {
    const chain = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' };
    expect(await addressSeen({ hops: 1 }, '10.0.0.5', chain)).toBe('203.0.113.9');
    expect(await addressSeen({ hops: 2 }, '10.0.0.5', chain)).toBe('1.1.1.1');
    // More hops than entries: the farthest address known.
    expect(await addressSeen({ hops: 5 }, '10.0.0.5', chain)).toBe('1.1.1.1');
    expect(await addressSeen({ hops: 1 }, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('walks back through the listed proxies only', async () => {
    const trust = { addresses: ['10.0.0.0/8', '::1'] };
    expect(
      await addressSeen(trust, '10.0.0.5', { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.6' }),
    ).toBe('203.0.113.9');
    expect(await addressSeen(trust, '::1', { 'x-forwarded-for': '2001:db8::7' })).toBe('2001:db8::7');
    // A peer that is not one of our proxies is the client, whatever it forwards.
    expect(await addressSeen(trust, '198.51.100.7', { 'x-forwarded-for': '10.0.0.9' })).toBe('198.51.100.7');
  });

  it('falls back to the peer when the forwarded entry is not an address', async () => {
    expect(await addressSeen({ hops: 1 }, '10.0.0.5', { 'x-forwarded-for': 'inconnu' })).toBe('10.0.0.5');
    expect(await addressSeen({ hops: 1 }, '10.0.0.5', { 'x-forwarded-for': `${'9'.repeat(5000)}` })).toBe(
      '10.0.0.5',
    );
  });

  it('overwrites the header better-auth reads, so a client cannot forge the address its session records', async () => {
    const app = new Hono()
      .use('*', clientIpMiddleware({ hops: 1 }))
      .get('/', (c) => c.text(c.req.raw.headers.get(clientIpHeader) ?? 'absent'));
    const res = await app.request(
      '/',
      { headers: { [clientIpHeader]: '6.6.6.6', 'x-forwarded-for': '203.0.113.9' } },
      { incoming: { socket: { remoteAddress: '10.0.0.5' } } },
    );
    expect(await res.text()).toBe('203.0.113.9');
  });

  it('reads the peer alone when a router runs without the middleware', async () => {
    const app = new Hono().get('/', (c) => c.text(clientIp(c)));
    const res = await app.request(
      '/',
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { incoming: { socket: { remoteAddress: '198.51.100.7' } } },
    );
    expect(await res.text()).toBe('198.51.100.7');
  });
});

describe('isLoopback', () => {
  it('knows every loopback form and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'localhost', '', '::']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});
