import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this size gzip costs more (a zlib stream per response) than the bytes it saves. */
const threshold = 1024;

/**
 * hono's compress, told the size of JSON bodies. `c.json()` sets no Content-Length, so compress
 * alone gzips even a 60-byte error through a CompressionStream: a zlib stream and a thread-pool
 * round trip on every API call (2 to 3 ms each, see BENCHMARKS.md). JSON here is always built in
 * memory; streams (the chat's SSE) are another type and pass through untouched.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress({ threshold });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      const isJson = res.headers.get('content-type')?.startsWith('application/json');
      if (!isJson || !res.body || res.headers.has('content-length')) return;
      const body = await res.arrayBuffer();
      const headers = new Headers(res.headers);
      headers.set('content-length', String(body.byteLength));
      // Cleared first: assigning over a response merges the old one's headers into the new one.
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    });
}
