import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentTcpServer } from '../testing/silent-tcp-server.ts';
import { assertPublicUrl } from './address-guard.ts';
import { createGuardedFetch, OutgoingError } from './guarded-fetch.ts';

// Real servers on loopback: two ports are two origins. A policy that allows only the first port lets the
// tests see a redirect to another loopback port refused as a private address, hop by hop.

interface Recorder {
  server: Server;
  url: string;
  port: number;
  seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
}

async function recorder(answer: (req: { url: string }, res: import('node:http').ServerResponse) => void) {
  const seen: Recorder['seen'] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => answer({ url: req.url ?? '' }, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, url: `http://127.0.0.1:${port}`, port, seen } satisfies Recorder;
}

async function failure(promise: Promise<unknown>): Promise<OutgoingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutgoingError);
  return err as OutgoingError;
}

describe('the guarded client', () => {
  let other: Recorder;
  let first: Recorder;
  let redirectTo = '';
  beforeAll(async () => {
    other = await recorder((_req, res) => res.end('autre'));
    first = await recorder((req, res) => {
      if (req.url.startsWith('/loop')) {
        res.writeHead(302, { location: '/loop' }).end();
      } else if (req.url.startsWith('/go')) {
        res.writeHead(301, { location: redirectTo }).end();
      } else if (req.url === '/same') {
        res.writeHead(307, { location: '/final' }).end();
      } else if (req.url === '/big') {
        res.end('x'.repeat(2_000));
      } else {
        res.end('ok');
      }
    });
  });
  afterAll(async () => {
    await new Promise((r) => first.server.close(r));
    await new Promise((r) => other.server.close(r));
  });

  it('follows a redirect within the origin with the credentials, and drops them when it leaves the origin', async () => {
    const guarded = createGuardedFetch({ allowPrivate: true });
    const same = await guarded(`${first.url}/same`, { headers: { authorization: 'Basic c2VjcmV0' } });
    expect(await same.text()).toBe('ok');
    expect(first.seen.find((s) => s.url === '/final')?.headers.authorization).toBe('Basic c2VjcmV0');

    redirectTo = `${other.url}/ailleurs`;
    const away = await guarded(`${first.url}/go`, {
      headers: { authorization: 'Basic c2VjcmV0', cookie: 'session=1' },
    });
    expect(await away.text()).toBe('autre');
    expect(other.seen).toHaveLength(1);
    expect(other.seen[0]!.headers.authorization).toBeUndefined();
    expect(other.seen[0]!.headers.cookie).toBeUndefined();
    other.seen.length = 0;
  });

  it('pinned to an origin: a redirect elsewhere is refused before any connection there', async () => {
    const guarded = createGuardedFetch({ allowPrivate: true, pinnedOrigin: first.url });
    redirectTo = `${other.url}/ailleurs`;
    const err = await failure(guarded(`${first.url}/go`, { headers: { authorization: 'Basic c2VjcmV0' } }));
    expect(err.kind).toBe('other_origin');
    expect(err.target).toBe(`127.0.0.1:${other.port}`);
    expect(err.message).toBe(
      'Le serveur renvoie vers une autre adresse : Septime n’y envoie pas vos identifiants.',
    );
    expect((await failure(guarded(`${other.url}/direct`))).kind).toBe('other_origin');
    expect(other.seen).toHaveLength(0);
  });

  it('checks every hop: a redirect to a private address is refused, nothing reaches it', async () => {
    // Only the first server's port counts as reachable; the other loopback port is a private address.
    const guarded = createGuardedFetch({ allowPrivate: (_address, port) => port === first.port });
    expect(await (await guarded(`${first.url}/plain`)).text()).toBe('ok');
    redirectTo = `${other.url}/interne`;
    const err = await failure(guarded(`${first.url}/go`));
    expect(err.kind).toBe('blocked');
    expect(err.message).toBe('Adresse refusée : elle pointe vers la machine elle-même ou un réseau privé.');
    redirectTo = `http://[::ffff:7f00:1]:${other.port}/`;
    expect((await failure(guarded(`${first.url}/go`))).kind).toBe('blocked');
    expect(other.seen).toHaveLength(0);
  });

  it('checks the address it connects to, not an earlier answer (DNS rebinding)', async () => {
    let calls = 0;
    // The first answer (the save-time check) is public; the one at connection time is loopback.
    const resolve = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    await assertPublicUrl(`http://rebind.example:${first.port}/plain`, false, resolve);
    const guarded = createGuardedFetch({ allowPrivate: false, resolve });
    const err = await failure(guarded(`http://rebind.example:${first.port}/plain`));
    expect(err.kind).toBe('blocked');
    expect(err.target).toBe('127.0.0.1');
    expect(first.seen.some((s) => s.headers.host === `rebind.example:${first.port}`)).toBe(false);
  });

  it('caps the hops, the size and the time of one call', async () => {
    const before = first.seen.length;
    const guarded = createGuardedFetch({ allowPrivate: true, maxHops: 3, maxBytes: 1_000, timeoutMs: 500 });
    const loop = await failure(guarded(`${first.url}/loop`));
    expect(loop.kind).toBe('too_many_redirects');
    expect(first.seen.length - before).toBe(4);
    expect((await failure(guarded(`${first.url}/big`))).kind).toBe('too_large');
    const noRedirects = createGuardedFetch({ allowPrivate: true, maxHops: 0 });
    expect((await failure(noRedirects(`${first.url}/same`))).kind).toBe('redirect');

    const silent = await startSilentTcpServer();
    try {
      const started = Date.now();
      const err = await failure(guarded(`http://127.0.0.1:${silent.port}/`));
      expect(err.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await silent.close();
    }
  });

  it('leaves a redirect to the caller when it asks (redirect: manual)', async () => {
    const guarded = createGuardedFetch({ allowPrivate: true });
    redirectTo = `${other.url}/ailleurs`;
    const res = await guarded(`${first.url}/go`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(redirectTo);
    expect(other.seen).toHaveLength(0);
  });
});
