import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const app = new Hono()
  .use(compression())
  .get('/small', (c) => c.json({ error: { code: 'not_found', message: 'Ressource introuvable.' } }, 404))
  .get('/large', (c) =>
    c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Tâche ${i}` })) }),
  )
  .get('/cookie', (c) => {
    c.header('set-cookie', 'a=1; Path=/');
    c.header('set-cookie', 'b=2; Path=/', { append: true });
    return c.json({ ok: true });
  })
  .get('/stream', (c) =>
    streamSSE(c, async (stream) => {
      for (const word of ['Bonjour', 'à', 'vous']) await stream.writeSSE({ data: word });
    }),
  );

const gzipped = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  it('sends a small JSON body as is, with its length', async () => {
    const res = await app.request('/small', { headers: gzipped });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).error.message).toBe('Ressource introuvable.');
  });

  it('gzips a large JSON body for a client that accepts it, and only then', async () => {
    const res = await app.request('/large', { headers: gzipped });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(body.items).toHaveLength(200);
    expect(body.items[199].title).toBe('Tâche 199');

    const plain = await app.request('/large');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).items).toHaveLength(200);
  });

  it('keeps every cookie a handler set', async () => {
    const res = await app.request('/cookie', { headers: gzipped });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('leaves event streams uncompressed and streamed', async () => {
    const res = await app.request('/stream', { headers: gzipped });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).toContain('data: à');
  });
});
