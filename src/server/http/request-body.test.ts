import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { cloneRawRequest } from 'hono/request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterGuard } from './control-characters.ts';
import { errorResponse } from './errors.ts';
import { requestBody } from './request-body.ts';

// On node's own server, as production runs it: the body is read from node's request once.

let url: string;
let close: () => Promise<void>;
const seen: Array<{ json: unknown; text: string; cloned: string }> = [];

beforeAll(async () => {
  const app = new Hono()
    .use(
      '*',
      requestBody({
        maxBytes: () => 64,
        tooLarge: (c) => errorResponse(c, 413, 'payload_too_large'),
      }),
    )
    .use('*', controlCharacterGuard())
    .post('/echo', async (c) => {
      const json = await c.req.json();
      const text = await c.req.text();
      // What better-auth gets: a web Request rebuilt from the copy.
      const cloned = await (await cloneRawRequest(c.req)).text();
      seen.push({ json, text, cloned });
      return c.json({ ok: true });
    });
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

/** A raw request: `chunks` written one by one (chunked unless a content-length is given). */
function send(
  chunks: string[],
  headers: Record<string, string>,
  options: { endEarly?: boolean } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/echo`, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err) => (options.endEarly ? resolve({ status: 0, body: String(err) }) : reject(err)));
    for (const chunk of chunks) req.write(chunk);
    if (options.endEarly) setTimeout(() => req.destroy(), 50);
    else req.end();
  });
}

describe('requestBody', () => {
  it('reads the body once: the guard, the route and a rebuilt Request share one copy', async () => {
    seen.length = 0;
    const body = JSON.stringify({ message: 'Bonjour, ça va ?' });
    const res = await send([body], {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ json: { message: 'Bonjour, ça va ?' }, text: body, cloned: body }]);
  });

  it('reads a chunked body as it arrives, the same way', async () => {
    seen.length = 0;
    const res = await send(['{"message":', '"Merci"}'], { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(seen[0]?.json).toEqual({ message: 'Merci' });
  });

  it('answers 413 to an announced size over the limit, and to a chunked body once it passes the limit', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(60) });
    const announced = await send([big], {
      'content-type': 'application/json',
      'content-length': String(big.length),
    });
    expect(announced.status).toBe(413);
    const chunked = await send(['{"a":"', 'x'.repeat(40), 'x'.repeat(40), '"}'], {
      'content-type': 'application/json',
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).error.code).toBe('payload_too_large');
  });

  it('still refuses a control character, from the one parse', async () => {
    const res = await send(['{"message":"a\\u0000b"}'], { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('validation:control_character');
  });

  it('survives a client that goes away before the announced end, and keeps serving', async () => {
    await send(
      ['{"message":'],
      { 'content-type': 'application/json', 'content-length': '40' },
      { endEarly: true },
    );
    seen.length = 0;
    const res = await send(['{"message":"ok"}'], {
      'content-type': 'application/json',
      'content-length': '16',
    });
    expect(res.status).toBe(200);
    expect(seen[0]?.json).toEqual({ message: 'ok' });
  });
});
